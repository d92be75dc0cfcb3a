/// Where an imported path leads: resolved against the importing file's folder and put in one spelling, so that a
/// declarations file reached by several paths (`Shared/A.yaml` from `Screens/X.yaml`, `../Shared/A.yaml` from
/// `Screens/Sub/Y.yaml`) is read once.
enum ImportPath {
    /// `written` (as a file writes it under `imports:`) resolved against the folder of `importer`.
    static func resolve(_ written: String, from importer: String) -> String {
        if written.hasPrefix("/") { return normalized(written) }
        let folder = importer.lastIndex(of: "/").map { String(importer[...$0]) } ?? ""
        return normalized(folder + written)
    }

    /// `path` with `.` components and repeated slashes removed and `a/..` pairs resolved, lexically (symbolic links
    /// are not followed); a relative path stays relative (leading `..` kept).
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !absolute {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
