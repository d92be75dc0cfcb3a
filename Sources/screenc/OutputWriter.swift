import Foundation
import ScreenCodeGen
import ScreencCore

/// Handles the files `compile` generates in two steps, because they arrive before the cross-file checks have run:
/// `stage` each one as it is rendered (on the worker threads, concurrently) and `collect` what that gives in path
/// order, then `commit` them all when the run has no error, or `discard` them.
///
/// - write: a file whose contents changed is staged in a hidden directory inside the output directory; `commit`
///   renames each into place (atomic, on the same file system) and leaves unchanged files untouched, so they keep
///   their modification time.
/// - check: stale files are compared with what is on disk; `commit` prints the diffs and fails.
/// - dry run: `commit` says what would be written.
///
/// Only each file's path and status (and, for `--check`, the diffs of stale files) are kept, so memory does not grow
/// with the size of the generated code.
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
        /// The diff against what is on disk (check mode, new or changed files).
        var diff: String?
    }

    let directory: String
    let mode: Mode
    private var staged: [Staged] = []
    private let lock = NSLock()
    private var stagingDirectory: String?
    /// Directories this run created for the output, outermost first (removed again by `discard`).
    private var createdDirectories: [String] = []

    /// `--quiet`: report only problems (stale outputs under `--check`), not each file written or unchanged.
    let quiet: Bool

    init(directory: String, mode: Mode, quiet: Bool = false) {
        self.directory = directory
        self.mode = mode
        self.quiet = quiet
    }

    /// Stages one generated file; safe to call from several threads at once.
    func stage(_ file: GeneratedFile) throws -> Staged {
        let path = (directory as NSString).appendingPathComponent(file.name)
        let existing = FileSystem.contents(of: path)
        let status: Status = existing == nil ? .new : existing! == file.utf8 ? .unchanged : .changed
        var entry = Staged(path: path, status: status)
        if status != .unchanged {
            switch mode {
            case .write:
                entry.stagedPath = try writeStaged(file)
            case .check:
                entry.diff = UnifiedDiff.unified(
                    expected: existing.map { String(decoding: $0, as: UTF8.self) } ?? "", actual: file.contents,
                    expectedName: path,
                    actualName: "\(path) (generated now)")
            case .dryRun:
                break
            }
        }
        return entry
    }

    /// Keeps one staged file, in the order files are reported.
    func collect(_ entry: Staged) {
        staged.append(entry)
    }

    /// After a run without errors: moves staged files into place and reports each (`--check`: prints the diffs and
    /// the command that fixes stale outputs, and fails when any is stale).
    func commit(command: String) throws {
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
            removeStagingDirectory()
            createdDirectories = []
        case .dryRun:
            var report = ""
            for entry in staged where !(quiet && entry.status == .unchanged) {
                let verb = entry.status == .new ? "would create" : entry.status == .changed ? "would update" : "unchanged"
                report += "\(verb) \(entry.path)\n"
            }
            Terminal.write(report)
        case .check:
            let stale = staged.filter { $0.status != .unchanged }
            guard !stale.isEmpty else {
                if quiet { return }
                Terminal.writeError("\(staged.count) generated \(staged.count == 1 ? "file is" : "files are") up to date\n")
                return
            }
            for entry in stale {
                Terminal.write(entry.status == .new ? "missing: \(entry.path)\n" : "out of date: \(entry.path)\n")
                Terminal.write(entry.diff ?? "")
            }
            Terminal.write("\(stale.count) of \(staged.count) generated files \(stale.count == 1 ? "is" : "are") out of date; run:\n")
            Terminal.write("    \(command)\n")
            throw ExitStatus.problems
        }
    }

    /// Removes whatever is still staged — everything, after a run with errors or a failure — and the output
    /// directory when this run created it and left it empty, so the outputs are as they were. Safe to call after
    /// `commit`.
    func discard() {
        removeStagingDirectory()
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

    /// `<output>/.screenc-<pid>.tmp`: inside the output directory, so renaming out of it is atomic.
    private func stagingDirectoryCreatingIt() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let stagingDirectory { return stagingDirectory }
        createdDirectories = try Self.createDirectory(directory)
        removeAbandonedStagingDirectories()
        let staging = (directory as NSString).appendingPathComponent(
            ".screenc-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw IOFailure("cannot create \(staging): \(error.localizedDescription)")
        }
        stagingDirectory = staging
        return staging
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

    /// Removes staging directories of earlier runs that were interrupted (their process no longer exists).
    private func removeAbandonedStagingDirectories() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(".screenc-") && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(".screenc-".count).dropLast(".tmp".count)),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
        }
    }

    private func removeStagingDirectory() {
        if let stagingDirectory { try? FileManager.default.removeItem(atPath: stagingDirectory) }
        stagingDirectory = nil
    }
}

/// A file-system failure while writing outputs: printed as `error: …`, exit 1.
struct IOFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
