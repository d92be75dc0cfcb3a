import ScreenCodeGen
import TerminalText

/// Which files in an output directory are outputs of screens that are gone: what `compile` removes (and
/// `compile --check` reports) after a run without errors. No I/O of its own: the caller lists the directory and
/// reads each candidate's first line.
///
/// A file is stale when all of these hold:
/// 1. it is a regular file named `*.swift` that this run did not generate (names compared ignoring case, as on the
///    default file systems of macOS), and its first line is screenc's header (`GeneratedFileHeader`), naming a
///    screen file `S`;
/// 2. `S` is one of this run's screen files (the screen was renamed, or `--output-names` changed: it now compiles
///    to another file), or `S` no longer exists and is in this run's scope: under a directory the run was given, or
///    in the folder of one of its screen files.
///
/// Paths are compared as the header writes them: relative to the folder `compile` runs in. So two projects that
/// share an output directory keep each other's outputs as long as their screen files are in different folders as
/// seen from where each is compiled; a header whose path had control characters escaped is never taken for a
/// missing file.
public struct StaleOutputs: Sendable {
    /// Why a file is stale.
    public enum Reason: Sendable, Equatable {
        /// Its screen file no longer exists.
        case screenFileGone(String)
        /// Its screen file is compiled by this run, into another file.
        case screenFileCompiledElsewhere(String)
    }

    /// This run's screen files as headers name them.
    private let screenFiles: Set<String>
    /// The folders this run reads screen files from: each screen file's folder ("" for the current one).
    private let folders: Set<String>
    /// The directories this run was given ("" for the current one), each searched recursively.
    private let directories: [String]
    /// The names of the files this run generates, lowercased.
    private let generatedNames: Set<String>

    /// `screenFiles` and `directories` as `compile` was given them after expanding directories (relative to the
    /// current folder where possible); `generatedNames`: the file names this run generates.
    public init(screenFiles: [String], directories: [String], generatedNames: [String]) {
        self.screenFiles = Set(screenFiles.map { TerminalSafety.inline($0) })
        self.folders = Set(screenFiles.map(Self.folder(of:)))
        self.directories = directories.map(Self.normalizedDirectory)
        self.generatedNames = Set(generatedNames.map { $0.lowercased() })
    }

    /// Whether a file of this name is worth reading: a `*.swift` file this run does not generate.
    public func isCandidate(fileName: String) -> Bool {
        fileName.hasSuffix(".swift") && !fileName.hasPrefix(".") && !generatedNames.contains(fileName.lowercased())
    }

    /// Why the file `fileName`, which starts with `fileStart`, is stale; nil when it is not, or is not screenc's.
    /// `exists` says whether a path names anything on disk (a symbolic link counts, even a dangling one).
    public func reason(fileName: String, fileStart: some Collection<UInt8>, exists: (String) -> Bool) -> Reason? {
        guard isCandidate(fileName: fileName), let screenFile = GeneratedFileHeader.screenFile(inFileStart: fileStart)
        else { return nil }
        if screenFiles.contains(screenFile) { return .screenFileCompiledElsewhere(screenFile) }
        // An escaped path (`\n`, `\u{1B}`) is not the file's real name: never taken for a missing file.
        guard !screenFile.contains("\\"), isInScope(screenFile), !exists(screenFile) else { return nil }
        return .screenFileGone(screenFile)
    }

    private func isInScope(_ path: String) -> Bool {
        if folders.contains(Self.folder(of: path)) { return true }
        return directories.contains { directory in
            directory.isEmpty ? !path.hasPrefix("/") : path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
        }
    }

    /// `Screens/a.yaml` → `Screens`; `a.yaml` → "".
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `./Screens/` → `Screens`; `.` → "" (the current folder).
    static func normalizedDirectory(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return result == "." ? "" : String(result)
    }
}
