import Foundation
import ScreenCodeGen
import ScreencCore

/// Handles the files `compile` generates in two steps, because they arrive before the cross-file checks have run:
/// `stage` each one as it is rendered (on the worker threads, concurrently) and `collect` what that gives in path
/// order, then `commit` them all when the run has no error, or `discard` them.
///
/// - write: a file whose contents changed is staged in a hidden directory inside the output directory
///   (`StagingDirectory`); `commit` renames each into place (atomic, on the same file system) and leaves unchanged
///   files untouched, so they keep their modification time; then it removes the stale outputs (`StaleOutputs`).
/// - check: missing and changed files, and stale outputs, are reported (changed files with a diff); `commit` prints
///   them and fails.
/// - dry run: `commit` says what would be written and removed.
///
/// Only each file's path and status (and, for `--check`, the diffs of changed files) are kept, so memory does not
/// grow with the size of the generated code.
///
/// `stage` runs on several threads at once: it touches only its own file, and `lock` guards creating the staging
/// directory; everything else runs on one thread.
final class OutputWriter: @unchecked Sendable {
    enum Mode {
        case write, check, dryRun
    }

    enum Status {
        case new, changed, unchanged
    }

    struct Staged: Sendable {
        var path: String
        var status: Status
        /// The staged contents (write mode, new or changed files), to rename into place.
        var stagedPath: String?
        /// The diff against what is on disk (check mode, changed files).
        var diff: String?
        /// The screen file the generated file's header names (for saying where a renamed screen's output went).
        var screenFile: String?
    }

    /// The screen files and directories a run was given, which decide what it owns in the output directory
    /// (`StaleOutputs`).
    struct Inputs {
        var screenFiles: [String]
        var directories: [String]
    }

    let directory: String
    let mode: Mode
    private var staged: [Staged] = []
    private let lock = NSLock()
    private var staging: StagingDirectory?
    /// Directories this run created for the output, outermost first (removed again by `discard`).
    private var createdDirectories: [String] = []

    /// `--quiet`: report only problems (missing, out-of-date and stale outputs under `--check`), not each file
    /// written, unchanged or removed.
    let quiet: Bool
    /// What the run compiles, to find the stale outputs it owns; nil with `--keep-stale-outputs`.
    let inputs: Inputs?

    init(directory: String, mode: Mode, quiet: Bool = false, inputs: Inputs? = nil) {
        self.directory = directory
        self.mode = mode
        self.quiet = quiet
        self.inputs = inputs
    }

    /// Stages one generated file; safe to call from several threads at once.
    func stage(_ file: GeneratedFile) throws -> Staged {
        let path = (directory as NSString).appendingPathComponent(file.name)
        let existing = FileSystem.contents(of: path)
        let status: Status = existing == nil ? .new : existing! == file.utf8 ? .unchanged : .changed
        var entry = Staged(path: path, status: status, screenFile: GeneratedFileHeader.screenFile(inFileStart: file.utf8))
        switch (mode, status) {
        case (_, .unchanged), (.dryRun, _), (.check, .new):
            break
        case (.write, _):
            entry.stagedPath = try writeStaged(file)
        case (.check, .changed):
            entry.diff = UnifiedDiff.unified(
                expected: String(decoding: existing!, as: UTF8.self), actual: file.contents, expectedName: path,
                actualName: "\(path) (generated now)")
        }
        return entry
    }

    /// Keeps one staged file, in the order files are reported.
    func collect(_ entry: Staged) {
        staged.append(entry)
    }

    /// After a run without errors: moves staged files into place, removes stale outputs and reports each
    /// (`--check`: prints what is missing, the diffs of what changed, the stale outputs and the command that fixes
    /// them, and fails when there is any).
    func commit(command: String) throws {
        let stale = staleOutputs()
        switch mode {
        case .write:
            var report = ""
            defer { Terminal.writeError(report) }
            for entry in staged {
                if let stagedPath = entry.stagedPath, rename(stagedPath, entry.path) != 0 {
                    throw IOFailure("cannot replace \(entry.path): \(String(cString: strerror(errno)))")
                }
                let verb = entry.status == .new ? "created" : entry.status == .changed ? "updated" : "unchanged"
                if !quiet { report += "\(verb) \(entry.path)\n" }
            }
            staging?.remove()
            staging = nil
            createdDirectories = []
            for (path, reason) in stale {
                if unlink(path) != 0, errno != ENOENT {
                    throw IOFailure("cannot remove the stale output \(path): \(String(cString: strerror(errno)))")
                }
                if !quiet { report += "removed \(path) (\(reason))\n" }
            }
        case .dryRun:
            var report = ""
            for entry in staged where !(quiet && entry.status == .unchanged) {
                let verb = entry.status == .new ? "would create" : entry.status == .changed ? "would update" : "unchanged"
                report += "\(verb) \(entry.path)\n"
            }
            for (path, reason) in stale { report += "would remove \(path) (\(reason))\n" }
            Terminal.write(report)
        case .check:
            let outOfDate = staged.filter { $0.status != .unchanged }
            guard !outOfDate.isEmpty || !stale.isEmpty else {
                if quiet { return }
                Terminal.writeError("\(staged.count) generated \(staged.count == 1 ? "file is" : "files are") up to date\n")
                return
            }
            for entry in outOfDate {
                // A missing file is one line: the whole file as a diff says nothing more.
                Terminal.write(entry.status == .new ? "missing: \(entry.path)\n" : "out of date: \(entry.path)\n")
                Terminal.write(entry.diff ?? "")
            }
            for (path, reason) in stale { Terminal.write("stale: \(path) (\(reason))\n") }
            var summary: [String] = []
            if !outOfDate.isEmpty {
                summary.append(
                    "\(outOfDate.count) of \(staged.count) generated files \(outOfDate.count == 1 ? "is" : "are") "
                        + "missing or out of date")
            }
            if !stale.isEmpty {
                summary.append("\(stale.count) stale \(stale.count == 1 ? "file is" : "files are") to be removed")
            }
            Terminal.write(summary.joined(separator: ", and ") + "; run:\n")
            Terminal.write("    \(command)\n")
            throw ExitStatus.problems
        }
    }

    /// The outputs in the output directory whose screens are gone, with why, sorted by path (see `StaleOutputs`):
    /// regular `*.swift` files with screenc's header, never a symbolic link, a directory or anything in one.
    private func staleOutputs() -> [(path: String, reason: String)] {
        guard let inputs else { return [] }
        let owner = StaleOutputs(
            screenFiles: inputs.screenFiles, directories: inputs.directories,
            generatedNames: staged.map { ($0.path as NSString).lastPathComponent })
        let movedTo = Dictionary(
            staged.compactMap { entry in entry.screenFile.map { ($0, entry.path) } }, uniquingKeysWith: { first, _ in first })
        var found: [(path: String, reason: String)] = []
        _ = FileSystem.files(under: directory, matching: owner.isCandidate(fileName:), recursive: false) { path in
            guard FileSystem.isRegularFile(path), let start = FileSystem.prefix(of: path, count: 8192),
                let reason = owner.reason(
                    fileName: (path as NSString).lastPathComponent, fileStart: start, exists: FileSystem.exists)
            else { return }
            switch reason {
            case .screenFileGone(let screenFile):
                found.append((path, "its screen file \(screenFile) is gone"))
            case .screenFileCompiledElsewhere(let screenFile):
                found.append((path, "\(screenFile) now compiles to \(movedTo[screenFile] ?? "another file")"))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Removes whatever is still staged — everything, after a run with errors or a failure — and the output
    /// directory when this run created it and left it empty, so the outputs are as they were. Safe to call after
    /// `commit`.
    func discard() {
        staging?.remove()
        staging = nil
        for created in createdDirectories.reversed() { rmdir(created) }
        createdDirectories = []
        staged = []
    }

    private func writeStaged(_ file: GeneratedFile) throws -> String {
        let staging = try stagingDirectoryCreatingIt()
        let stagedPath = (staging as NSString).appendingPathComponent(file.name)
        if let failure = FileSystem.writeFile(file.utf8, to: stagedPath) {
            throw IOFailure("cannot write \(stagedPath): \(String(cString: strerror(failure)))")
        }
        return stagedPath
    }

    /// This run's staging directory, made (with the output directory) on first use.
    private func stagingDirectoryCreatingIt() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let staging { return staging.path }
        createdDirectories = try Self.createDirectory(directory)
        StagingDirectory.removeAbandoned(in: directory)
        let staging = try StagingDirectory.create(in: directory)
        self.staging = staging
        return staging.path
    }

    /// Creates `path` and its missing parents, one component at a time, and returns the directories it created,
    /// outermost first. A component that exists but is not a directory is named in the error.
    static func createDirectory(_ path: String) throws -> [String] {
        var created: [String] = []
        // On failure, leave nothing behind.
        var succeeded = false
        defer { if !succeeded { for directory in created.reversed() { rmdir(directory) } } }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(component) : "/" + component
            switch FileSystem.kind(of: prefix) {
            case .directory:
                continue
            case .file, .other:
                throw IOFailure(
                    "cannot create the output directory \(path): \(prefix) is a file, not a directory")
            case .missing:
                if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                    throw IOFailure(
                        "cannot create the output directory \(path): cannot create \(prefix): "
                            + String(cString: strerror(errno)))
                }
                created.append(prefix)
            }
        }
        succeeded = true
        return created
    }
}

/// A file-system failure while writing outputs: printed as `error: …`, exit 1.
struct IOFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
