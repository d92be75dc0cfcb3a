import ScreenDiagnostics
import ScreencCore
import Testing

/// A file `read` cannot read is reported for that file; the run goes on with every other file.
@Suite struct UnreadableFileLintTests {
    static let clean = "screen: A\ntitle: A\nsections:\n  - id: s\n    rows:\n      - { id: r, item: action, title: Go, action: go }\n"
    static let broken = "screen: C\ntitle: C\nsections:\n  - id: s\n    rows:\n      - { id: r, item: nope }\n"

    @Test func lintReportsTheUnreadableFileAndEveryOtherResult() throws {
        let files = ["A.yaml": Self.clean, "C.yaml": Self.broken]
        let result = try Linter.lint(
            paths: ["A.yaml", "B.yaml", "C.yaml"],
            read: { (path) throws(UnreadableFile) in
                guard let text = files[path] else { throw UnreadableFile(path: path, reason: "No such file or directory") }
                return Array(text.utf8)
            })
        let unreadable = result.diagnostics.filter { $0.rule == .unreadableFile }
        #expect(unreadable.map(\.span.file) == ["B.yaml"])
        #expect(unreadable.first?.message == "cannot read this screen file: No such file or directory")
        #expect(result.diagnostics.contains { $0.span.file == "C.yaml" && $0.rule == .unknownValue })
        #expect(!result.diagnostics.contains { $0.span.file == "A.yaml" })
        #expect(result.fails(strict: false))
    }

    @Test func compileReportsTheUnreadableFileAndWritesNothing() throws {
        nonisolated(unsafe) var staged: [String] = []
        let result = try Compiler.compile(
            paths: ["A.yaml", "B.yaml"],
            read: { path in
                if path == "B.yaml" { throw UnreadableFile(path: path, reason: "Permission denied") }
                return Array(Self.clean.utf8)
            }, stage: { $0.name }, collect: { staged.append($0) })
        #expect(result.diagnostics.map(\.rule) == [.unreadableFile])
        #expect(result.diagnostics.first?.span.file == "B.yaml")
        #expect(result.fails(strict: false))
        #expect(staged == ["A.swift"])  // staged, but the caller discards it: the run fails
    }
}
