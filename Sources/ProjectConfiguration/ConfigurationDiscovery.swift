/// Finds the `.screenc.yml` that applies to a directory: the one in it, or else in the nearest parent.
public enum ConfigurationDiscovery {
    /// A configuration found by searching.
    public struct Found: Sendable, Equatable {
        /// The file's path: relative to the starting directory (`.screenc.yml`, `../.screenc.yml`).
        public var path: String
        /// The file's directory as paths in it are resolved: `""` for the starting directory, `..`, `../..`, ….
        public var directory: String

        public init(path: String, directory: String) {
            self.path = path
            self.directory = directory
        }
    }

    /// Looks for `ProjectConfiguration.fileName` in `start` (an absolute path) and then each parent up to `/`.
    /// `isFile` says whether an absolute path is a regular file. Pure: the caller does the I/O.
    public static func find(from start: String, isFile: (String) -> Bool) -> Found? {
        var components = start.split(separator: "/").map(String.init)
        var levels = 0
        while true {
            let directory = "/" + components.joined(separator: "/")
            let candidate = (directory == "/" ? "" : directory) + "/" + ProjectConfiguration.fileName
            if isFile(candidate) {
                let up = Array(repeating: "..", count: levels).joined(separator: "/")
                return Found(path: up.isEmpty ? ProjectConfiguration.fileName : up + "/" + ProjectConfiguration.fileName, directory: up)
            }
            guard !components.isEmpty else { return nil }
            components.removeLast()
            levels += 1
        }
    }

    /// The directory of a configuration file named on the command line (`--config`), as its paths are resolved:
    /// `""` when it is in the current directory.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }
}
