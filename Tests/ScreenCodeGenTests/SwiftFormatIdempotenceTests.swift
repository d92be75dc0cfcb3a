import Foundation
import Testing

/// The generated code is already formatted: running the toolchain's `swift format` with the repository's
/// `.swift-format` over every committed generated file (the example screens and the layout stress fixtures)
/// changes nothing.
@Suite struct SwiftFormatIdempotenceTests {
    /// `swift-format` next to `swift` on PATH.
    static func swiftFormat() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift-format")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    @Test func formattingGeneratedCodeChangesNothing() throws {
        let tool = try #require(Self.swiftFormat(), "swift-format is not on PATH (it ships with the Swift toolchain)")
        let root = GeneratedScreensDriftTests.root
        let directory = GeneratedScreensDriftTests.directory.appendingPathComponent("Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 6)
        let process = Process()
        process.executableURL = tool
        process.arguments =
            ["format", "--configuration", root.appendingPathComponent(".swift-format").path]
            + files.sorted().map { directory.appendingPathComponent($0).path }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let formatted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let original = try files.sorted().map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
            .joined()
        #expect(formatted == original, "swift format changes the generated code; see `swift format` on Tests/GeneratedScreens")
    }
}
