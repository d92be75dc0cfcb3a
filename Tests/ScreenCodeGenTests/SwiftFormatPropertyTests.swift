import Foundation
import ScreenDiagnostics
import ScreencCore
import Testing

@testable import ScreenCodeGen

/// For any screen that lints clean, the generated Swift is already formatted: `swift format` with the repository's
/// `.swift-format` changes nothing. Random screens (`RandomScreen`, seeded so a failure reproduces) cover long names,
/// long conditions (named, shared, negated), long texts, many and repeated rows, hooks called by many rows (long doc
/// comments), title and button variants. All files go through one `swift format --in-place` run.
@Suite struct SwiftFormatPropertyTests {
    static let seeds: [UInt64] = Array(1...48)

    /// Every random screen lints with no diagnostic at all, so the property is about screens users can write.
    @Test(arguments: [false, true]) func randomScreensLintClean(extremeNames: Bool) throws {
        for seed in Self.seeds {
            let screen = RandomScreen.yaml(seed: seed, extremeNames: extremeNames)
            let result = Linter.lint([SourceFile(path: "Random\(seed).yaml", text: screen.text)])
            #expect(
                result.diagnostics.isEmpty,
                "seed \(seed): \(result.diagnostics.map { "\($0.span.start) \($0.rule.rawValue): \($0.message)" })\n\(screen.text)")
        }
    }

    /// The generator makes what the property is about: long conditions, shared `if`s and `else`s, repeated rows.
    @Test func randomScreensCoverTheShapes() throws {
        let generated = try Self.generatedFiles().map(\.contents).joined()
        #expect(generated.contains("} else {"))
        #expect(generated.contains("for (index, "))
        #expect(generated.split(separator: "\n").contains { $0.count > 120 })  // lines swift format must leave alone
        #expect(generated.contains("\n            && ") || generated.contains("\n            || "))
    }

    /// Names up to 9 words long reach every layout `LineBreaking` breaks as swift format does, so the property fails
    /// if one of them regresses: a `tag:` broken inside its call and before its case (alone and with its call), a
    /// section's `return` broken before `.rawValue` and before the case, `initialState:` broken after `=`, the
    /// handle's `updateState` with its brace alone, the tag's `if let … ,` broken after the comma, and `item(…)`'s
    /// `let arguments =` broken after `=`.
    @Test func randomScreensWithExtremeNamesCoverTheBrokenLayouts() throws {
        let generated = try Self.generatedFiles(extremeNames: true).map(\.contents).joined()
        let shapes: [(String, String)] = [
            ("tag: broken inside its call", #"\n {16}tag:\n {20}\w+EntryTag\.\w+\(\n {24}\w+\.id\n {20}\)\n"#),
            ("tag: broken before its case", #"\n {16}tag:\n {20}\w+EntryTag\n {20}\.\w+,?\n"#),
            ("tag: broken before its case with its call", #"\n {16}tag:\n {20}\w+EntryTag\n {20}\.\w+\(\w+\.id\)\n"#),
            ("section return broken before .rawValue", #"\n {12}return \w+Section\.\w+\n {16}\.rawValue\n"#),
            ("section return broken before the case", #"\n {12}return \w+Section\n {16}\.\w+\.rawValue\n"#),
            ("initialState: broken after =", #"\n {4}initialState: (\w+) =\n {8}\1\(\),\n"#),
            ("updateState with its brace alone", #"\n {4}public func updateState\(_ f: \(inout \w+\) -> Void\)\n {4}\{\n"#),
            ("if let broken after the comma", #"\n {8}if let other = other as\? \w+,\n {12}self == other\n {8}\{\n"#),
            ("let arguments broken after =", #"\n {8}let arguments =\n {12}arguments as! \w+\n"#),
        ]
        for (shape, pattern) in shapes {
            #expect(generated.contains(try Regex(pattern)), "no \(shape) in the extreme-names corpus")
        }
    }

    static let swiftFormatMissing = "swift-format is not on PATH (it ships with the Swift toolchain); the property is not checked"

    @Test(.enabled(if: SwiftFormatIdempotenceTests.swiftFormat() != nil, Comment(rawValue: swiftFormatMissing)))
    func swiftFormatChangesNothingForRandomScreens() throws {
        let changed = try Self.filesSwiftFormatChanges(try Self.generatedFiles())
        #expect(changed.isEmpty, "\(changed.joined(separator: "\n"))")
    }

    /// Screen names of up to 9 words and row ids of up to 6 make lines longer than the limit wherever a type name
    /// appears; `LineBreaking` lays those out as swift format does.
    @Test(.enabled(if: SwiftFormatIdempotenceTests.swiftFormat() != nil, Comment(rawValue: swiftFormatMissing)))
    func swiftFormatChangesNothingForRandomScreensWithExtremeNames() throws {
        let changed = try Self.filesSwiftFormatChanges(try Self.generatedFiles(extremeNames: true))
        #expect(changed.isEmpty, "\(changed.joined(separator: "\n"))")
    }

    /// A diff per file that one `swift format --in-place` run over all of them changes.
    static func filesSwiftFormatChanges(_ files: [(name: String, seed: String, contents: String)]) throws -> [String] {
        let tool = try #require(SwiftFormatIdempotenceTests.swiftFormat())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftFormatProperty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let urls = files.map { directory.appendingPathComponent($0.name) }
        for (file, url) in zip(files, urls) { try file.contents.write(to: url, atomically: true, encoding: .utf8) }
        let process = Process()
        process.executableURL = tool
        let configuration = GeneratedScreensDriftTests.root.appendingPathComponent(".swift-format")
        process.arguments = ["format", "--in-place", "--configuration", configuration.path] + urls.map(\.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var changed: [String] = []
        for (file, url) in zip(files, urls) {
            let formatted = try String(contentsOf: url, encoding: .utf8)
            guard formatted != file.contents else { continue }
            changed.append(
                """
                swift format changes \(file.name) (\(file.seed)):
                \(UnifiedDiff.unified(expected: file.contents, actual: formatted, expectedName: "generated", actualName: "swift format"))
                """)
        }
        return changed
    }

    /// The Swift for every seed's screen, compiled alone.
    static func generatedFiles(extremeNames: Bool = false) throws -> [(name: String, seed: String, contents: String)] {
        try seeds.map { seed in
            let screen = RandomScreen.yaml(seed: seed, extremeNames: extremeNames)
            let result = try Compiler.compile([SourceFile(path: "Random\(seed).yaml", text: screen.text)])
            let file = try #require(result.files.first, "seed \(seed) does not compile")
            return ("\(seed)-" + file.name, "seed \(seed)", file.contents)
        }
    }
}
