import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file lint cannot read is a diagnostic for that file; every other file is still reported.
@Suite struct UnreadableFileTests {
    @Test func aNonUTF8FileNameIsReportedAndTheRestOfTheRunCompletes() throws {
        let sandbox = try Sandbox([
            "Screens/A.yaml": validScreen("A"),
            "Screens/B.yaml": validScreen("B", extraRows: "      - { id: x, item: nope }\n"),
        ])
        // Screens/caf<0xE9>.yaml: Latin-1, not UTF-8.
        let path = Array(sandbox.url.appendingPathComponent("Screens").path.utf8) + Array("/caf".utf8) + [0xE9]
            + Array(".yaml".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                open($0, O_WRONLY | O_CREAT, 0o644)
            }
        }
        try #require(descriptor >= 0)
        close(descriptor)
        let output = try ScreencProcess.run(["lint", "--format", "xcode", "Screens"], in: sandbox.url)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Screens/B.yaml:") && $0.contains("[unknown-value]") })
        #expect(
            lines.contains {
                $0.hasPrefix(#"Screens/caf\xE9.yaml:1:1: error: cannot read this screen file: its name is not valid UTF-8"#)
                    && $0.hasSuffix("[unreadable-file]")
            }, "\(output.stdout)")
        #expect(!output.stdout.contains("Screens/A.yaml"))
    }

    @Test func anUnreadableFileIsReportedWhenNotRoot() throws {
        guard getuid() != 0 else { return }  // root reads files whatever their mode
        let sandbox = try Sandbox([
            "Screens/A.yaml": validScreen("A", extraRows: "      - { id: x, item: nope }\n"),
            "Screens/Locked.yaml": validScreen("Locked"),
        ])
        let locked = sandbox.url.appendingPathComponent("Screens/Locked.yaml").path
        #expect(chmod(locked, 0) == 0)
        defer { chmod(locked, 0o644) }
        let output = try ScreencProcess.run(["lint", "--format", "xcode", "Screens"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stdout.contains("Screens/Locked.yaml:1:1: error: cannot read this screen file: Permission denied"))
        #expect(output.stdout.contains("Screens/A.yaml:"))
    }
}
