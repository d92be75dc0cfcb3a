import ScreenCodeGen

/// How `compile` names the Swift file it generates for a screen.
///
/// Build systems (a SwiftPM build-tool plugin, a Bazel rule, an Xcode output file list) must name every output before
/// the compiler runs, without parsing the screens: `sourceFileName` makes the output name follow from the screen
/// file's name alone.
public enum OutputFileNaming: String, Sendable, CaseIterable {
    /// After the screen's name: `screen: DataAndStorage` → `DataAndStorage.swift` (the default).
    case screenName = "screen"
    /// After the screen file's name without its extension: `Screens/data-storage.yaml` → `data-storage.swift`.
    case sourceFileName = "file"

    /// The output file name for the screen read from `sourceFile`, whose generated file is `generated`.
    public func fileName(generated: String, sourceFile: String) -> String {
        switch self {
        case .screenName: return generated
        case .sourceFileName: return Self.baseName(of: sourceFile) + ".swift"
        }
    }

    /// Groups of screen files that would get the same output file under this naming (compared without regard to
    /// case, as on the default file systems of macOS), each group sorted, groups in order of their first path. Empty
    /// for `screenName`, where the cross-file check `duplicate-screen` finds clashes.
    /// `generatesNothing` says whether a file of a clashing group is a declarations file (asked only then): it has no
    /// output, so it clashes with nothing.
    public func clashes(in paths: [String], generatesNothing: (String) -> Bool = { _ in false }) -> [[String]] {
        guard self == .sourceFileName else { return [] }
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for path in paths {
            let key = Self.baseName(of: path).lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(path)
        }
        return order.compactMap { key in
            guard groups[key]!.count > 1 else { return nil }
            let outputs = groups[key]!.filter { !generatesNothing($0) }
            return outputs.count > 1 ? outputs.sorted() : nil
        }
    }

    /// `Screens/Proxy.Settings.yaml` → `Proxy.Settings`: the last path component without its last extension.
    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
