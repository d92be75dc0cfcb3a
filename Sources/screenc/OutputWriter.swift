import Foundation
import ScreenCodeGen
import ScreencCore

/// Handles each generated file as `compile` produces it: writes it (atomically — a temporary file in the same
/// directory, then `rename` — and only when its contents changed, so unchanged files keep their modification time),
/// or compares it with what is on disk (`--check`), or says what would happen (`--dry-run`). One file at a time, so
/// memory does not grow with the number of screens.
final class OutputWriter {
    enum Mode {
        case write, check, dryRun
    }

    enum Status {
        case new, changed, unchanged
    }

    let directory: String
    let mode: Mode
    private(set) var counts: [Status: Int] = [:]
    private(set) var total = 0

    init(directory: String, mode: Mode) {
        self.directory = directory
        self.mode = mode
    }

    /// Handles one generated file.
    func handle(_ file: GeneratedFile) throws {
        let path = (directory as NSString).appendingPathComponent(file.name)
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        let status: Status = existing == nil ? .new : existing == file.contents ? .unchanged : .changed
        counts[status, default: 0] += 1
        total += 1
        switch mode {
        case .write:
            if status != .unchanged { try write(file.contents, to: path) }
            Terminal.writeError(
                status == .new ? "created \(path)\n" : status == .changed ? "updated \(path)\n" : "unchanged \(path)\n")
        case .dryRun:
            Terminal.write(
                status == .new ? "would create \(path)\n" : status == .changed ? "would update \(path)\n" : "unchanged \(path)\n")
        case .check:
            guard status != .unchanged else { return }
            Terminal.write(status == .new ? "missing: \(path)\n" : "out of date: \(path)\n")
            Terminal.write(
                UnifiedDiff.unified(
                    expected: existing ?? "", actual: file.contents, expectedName: path,
                    actualName: "\(path) (generated now)"))
        }
    }

    /// After the last file: for `--check`, the summary and the command that fixes stale outputs (exit 1).
    func finish(command: String) throws {
        guard mode == .check else { return }
        let stale = counts[.new, default: 0] + counts[.changed, default: 0]
        guard stale > 0 else {
            Terminal.writeError("\(total) generated \(total == 1 ? "file is" : "files are") up to date\n")
            return
        }
        Terminal.write("\(stale) of \(total) generated files \(stale == 1 ? "is" : "are") out of date; run:\n")
        Terminal.write("    \(command)\n")
        throw ExitStatus.problems
    }

    private var createdDirectory = false

    private func write(_ contents: String, to path: String) throws {
        if !createdDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw IOFailure("cannot create the output directory \(directory): \(error.localizedDescription)")
            }
            createdDirectory = true
        }
        let temporary = (directory as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw IOFailure("cannot write \(temporary)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw IOFailure("cannot replace \(path): \(reason)")
        }
    }
}

/// A file-system failure while writing outputs: printed as `error: …`, exit 1.
struct IOFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
