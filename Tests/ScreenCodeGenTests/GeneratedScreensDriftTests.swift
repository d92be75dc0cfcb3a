import Foundation
import ScreenCodeGen
import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import ScreencCore
import Testing

/// `Tests/GeneratedScreens/` holds the Swift that `screenc compile Screens` produces, compiled (against the ItemListUI
/// stand-ins) and driven by `GeneratedScreensTests` through the generated glue in
/// `Tests/GeneratedScreensTests/Generated/ScreenFactories.swift` (`ScreenFactoriesSource`). This test fails when a
/// committed copy drifts from what the compiler produces now; `SCREENC_RECORD=1 swift test --filter
/// GeneratedScreensDriftTests` regenerates them.
@Suite struct GeneratedScreensDriftTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let directory = root.appendingPathComponent("Tests/GeneratedScreens")
    /// The generated screens, relative to the repository root.
    static let screensPath = "Tests/GeneratedScreens/Screens/"
    /// The harness's glue, relative to the repository root.
    static let factoriesPath = "Tests/GeneratedScreensTests/Generated/ScreenFactories.swift"

    /// The example screens plus harness-only fixtures (adversarial literals, long names).
    static func inputs() throws -> [SourceFile] {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Fixtures").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Tests/GeneratedScreens/Fixtures/" + $0 }
        return try (TemplateContextTests.exampleScreens().files + fixtures).map(Self.source)
    }

    /// Fixtures compiled with `affixes` (`--name-prefix Gen --name-suffix Screen`): their screen names would clash
    /// with ItemListUI's without them. Their Swift, in `affixedPath`, is compiled with the generated screens but
    /// not driven by the harness.
    static let affixedPath = "Tests/GeneratedScreens/Affixed/"
    static let affixedFixtures = "Tests/GeneratedScreens/Fixtures/Affixed/"
    static let affixes = NameAffixes(prefix: "Gen", suffix: "Screen")

    static func affixedInputs() throws -> [SourceFile] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(affixedFixtures).path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { try source(affixedFixtures + $0) }
    }

    /// The generated files by path relative to the repository root.
    static func expectedFiles() throws -> [String: String] {
        let result = try Compiler.compile(try inputs())
        #expect(!result.lint.diagnostics.containsErrors, "\(result.lint.diagnostics.map(\.message))")
        var files: [String: String] = [:]
        for file in result.files { files[screensPath + file.name] = file.contents }
        let affixed = try Compiler.compile(try affixedInputs(), naming: affixes)
        #expect(affixed.lint.diagnostics.isEmpty, "\(affixed.lint.diagnostics.map(\.message))")
        #expect(!affixed.files.isEmpty)
        for file in affixed.files { files[affixedPath + file.name] = file.contents }
        files[factoriesPath] = ScreenFactoriesSource.swiftSource(result.lint.screens)
        return files
    }

    static func source(_ path: String) throws -> SourceFile {
        SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent(path))))
    }

    @Test func committedGeneratedScreensMatchTheCompiler() throws {
        let expected = try Self.expectedFiles()
        let recording = ProcessInfo.processInfo.environment["SCREENC_RECORD"] == "1"
        let screensDirectory = Self.directory.appendingPathComponent("Screens")
        let committedScreens = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: screensDirectory.path)) ?? []).map {
                Self.screensPath + $0
            })
        for stale in committedScreens.subtracting(expected.keys).sorted() {
            if recording {
                try FileManager.default.removeItem(at: Self.root.appendingPathComponent(stale))
            } else {
                Issue.record("\(stale) has no screen in Screens/")
            }
        }
        for (path, contents) in expected.sorted(by: { $0.key < $1.key }) {
            let url = Self.root.appendingPathComponent(path)
            let committed = try? String(contentsOf: url, encoding: .utf8)
            guard committed != contents else { continue }
            if recording {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            } else {
                Issue.record(
                    """
                    \(path) differs from what screenc generates now; run \
                    `SCREENC_RECORD=1 swift test --filter GeneratedScreensDriftTests`.
                    \(UnifiedDiff.unified(expected: committed ?? "", actual: contents, expectedName: "committed", actualName: "generated"))
                    """)
            }
        }
    }
}
