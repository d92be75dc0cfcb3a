import Foundation
import ScreenCodeGen
import ScreencCore

/// What `compile` would do to the output directory: for each generated file, whether it is new, changed or
/// unchanged. Writing is atomic (a temporary file in the same directory, then `rename`) and skips unchanged files,
/// so their modification times stay put and build systems do not rebuild them.
struct OutputPlan {
    enum Status: String {
        case new, changed, unchanged
    }

    struct Entry {
        var path: String
        var contents: String
        var existing: String?
        var status: Status
    }

    let directory: String
    let entries: [Entry]

    init(directory: String, files: [GeneratedFile]) throws {
        self.directory = directory
        entries = files.map { file in
            let path = (directory as NSString).appendingPathComponent(file.name)
            let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            let status: Status = existing == nil ? .new : existing == file.contents ? .unchanged : .changed
            return Entry(path: path, contents: file.contents, existing: existing, status: status)
        }
    }

    /// Writes the new and changed files.
    func write() throws {
        guard entries.contains(where: { $0.status != .unchanged }) else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw IOFailure("cannot create the output directory \(directory): \(error.localizedDescription)")
        }
        for entry in entries where entry.status != .unchanged {
            try Self.writeAtomically(entry.contents, to: entry.path)
        }
    }

    /// Fails with a diff and the fixing command when any output is missing or stale.
    func check(command: String) throws {
        let stale = entries.filter { $0.status != .unchanged }
        guard !stale.isEmpty else {
            Terminal.writeError("\(entries.count) generated \(entries.count == 1 ? "file is" : "files are") up to date\n")
            return
        }
        var report = ""
        for entry in stale {
            report += entry.status == .new ? "missing: \(entry.path)\n" : "out of date: \(entry.path)\n"
        }
        for entry in stale {
            report += UnifiedDiff.unified(
                expected: entry.existing ?? "", actual: entry.contents, expectedName: entry.path,
                actualName: "\(entry.path) (generated now)")
        }
        report += "\(stale.count) of \(entries.count) generated files \(stale.count == 1 ? "is" : "are") out of date; run:\n"
        report += "    \(command)\n"
        Terminal.write(report)
        throw ExitStatus.problems
    }

    /// One line per file: what was (or would be) done.
    func summary(dryRun: Bool) -> String {
        entries.map { entry in
            switch (entry.status, dryRun) {
            case (.new, true): "would create \(entry.path)\n"
            case (.changed, true): "would update \(entry.path)\n"
            case (.new, false): "created \(entry.path)\n"
            case (.changed, false): "updated \(entry.path)\n"
            case (.unchanged, _): "unchanged \(entry.path)\n"
            }
        }.joined()
    }

    private static func writeAtomically(_ contents: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
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
