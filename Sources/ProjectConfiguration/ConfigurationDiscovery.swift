/// Finds the `.screenc.yml` that applies to a directory: the one in it, or else in the nearest parent — up to the
/// repository root or the home directory, and only a file the user owns.
///
/// A configuration chooses the templates that write the generated Swift, so one planted in a directory others can
/// write to (`/tmp/.screenc.yml` above a project in `/tmp/work`) must not be picked up: as git does since
/// CVE-2022-24765, a file owned by another user is ignored (and said so), and the search never leaves the
/// repository (a directory with `.git`) or the home directory it starts in.
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

    /// What the file system says about one directory on the way up (the caller looks; `search` decides).
    public struct DirectoryFacts: Sendable, Equatable {
        /// The directory's `.screenc.yml`.
        public enum Candidate: Sendable, Equatable {
            /// There is none.
            case none
            /// A regular file (or a symbolic link to one) the user owns — link and file.
            case owned
            /// A file (or a link, or what it points to) owned by another user: its owner's id.
            case ownedByAnotherUser(UInt32)
            /// Not a regular file (a directory, a FIFO, a device): described.
            case notRegular(String)
        }

        public var candidate: Candidate
        /// Whether the directory has `.git` (a directory, or the file of a worktree or submodule).
        public var isRepositoryRoot: Bool

        public init(candidate: Candidate, isRepositoryRoot: Bool = false) {
            self.candidate = candidate
            self.isRepositoryRoot = isRepositoryRoot
        }
    }

    /// A `.screenc.yml` passed over, and why.
    public struct Ignored: Sendable, Equatable {
        /// Relative to the starting directory, as `Found.path`.
        public var path: String
        /// Why it was passed over: `.ownedByAnotherUser` or `.notRegular`.
        public var reason: DirectoryFacts.Candidate

        public init(path: String, reason: DirectoryFacts.Candidate) {
            self.path = path
            self.reason = reason
        }

        /// The note printed about it: "ignoring ../.screenc.yml: it is owned by another user (uid 1001) …".
        public var note: String {
            switch reason {
            case .ownedByAnotherUser(let owner):
                "ignoring \(path): it is owned by another user (uid \(owner)), so it could have been put there by "
                    + "someone else; pass `--config \(path)` to use it"
            case .notRegular(let kind): "ignoring \(path): it is \(kind), not a regular file"
            case .none, .owned: "ignoring \(path)"
            }
        }
    }

    /// Where the search stopped without going further up.
    public enum Stop: Sendable, Equatable {
        /// At the configuration it found.
        case found
        /// At a repository root (a directory with `.git`), absolute.
        case repositoryRoot(String)
        /// At the home directory, absolute.
        case home(String)
        /// At `/`.
        case fileSystemRoot
    }

    /// What a search found and saw.
    public struct Search: Sendable, Equatable {
        /// The configuration to use, if any.
        public var found: Found?
        /// Files passed over on the way, nearest first.
        public var ignored: [Ignored] = []
        /// The directories looked in, absolute, nearest first.
        public var searched: [String] = []
        /// Why it went no further.
        public var stop: Stop = .fileSystemRoot

        /// One line for `--verbose`: where it looked and what it chose.
        public var summary: String {
            let looked = "looked for \(ProjectConfiguration.fileName) in \(searched.joined(separator: ", "))"
            let stopped: String
            switch stop {
            case .found: stopped = ""
            case .repositoryRoot(let directory): stopped = " (stopped at the repository root \(directory))"
            case .home(let directory): stopped = " (stopped at the home directory \(directory))"
            case .fileSystemRoot: stopped = ""
            }
            return looked + stopped + "; " + (found.map { "using \($0.path)" } ?? "none used")
        }

        public init(found: Found? = nil, ignored: [Ignored] = [], searched: [String] = [], stop: Stop = .fileSystemRoot) {
            self.found = found
            self.ignored = ignored
            self.searched = searched
            self.stop = stop
        }
    }

    /// Looks for `ProjectConfiguration.fileName` in `start` (an absolute path) and then each parent, taking the first
    /// one `facts` says the user owns; files owned by another user, and ones that are not regular files, are passed
    /// over. The search ends after a repository root (a directory with `.git`) or `home` (absolute; nil when
    /// unknown), or at `/`. Pure: the caller does the I/O.
    public static func search(from start: String, home: String?, facts: (String) -> DirectoryFacts) -> Search {
        var components = start.split(separator: "/").map(String.init)
        let homeComponents = home.map { $0.split(separator: "/").map(String.init) }
        var search = Search()
        var levels = 0
        while true {
            let directory = "/" + components.joined(separator: "/")
            search.searched.append(directory)
            let up = Array(repeating: "..", count: levels).joined(separator: "/")
            let relative = up.isEmpty ? ProjectConfiguration.fileName : up + "/" + ProjectConfiguration.fileName
            let here = facts(directory)
            switch here.candidate {
            case .owned:
                search.found = Found(path: relative, directory: up)
                search.stop = .found
                return search
            case .ownedByAnotherUser, .notRegular:
                search.ignored.append(Ignored(path: relative, reason: here.candidate))
            case .none:
                break
            }
            if here.isRepositoryRoot {
                search.stop = .repositoryRoot(directory)
                return search
            }
            if components == homeComponents {
                search.stop = .home(directory)
                return search
            }
            guard !components.isEmpty else { return search }
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
