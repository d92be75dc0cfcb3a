import Foundation
import ScreenDiagnostics
import ScreencCore
import ScreencTestSupport
import Testing

@testable import ScreenCodeGen

/// For any screen that lints clean, the generated Swift is already formatted: `swift format` with the repository's
/// `.swift-format` changes nothing, and no line is longer than its limit but for a string literal that cannot be
/// broken. Random screens (`RandomScreen`, seeded so a failure reproduces) cover long names, long conditions (named,
/// shared, negated), long texts, computed texts (nested `if` / `switch`, formatted keys with many arguments, plural
/// keys, number formats), long member paths, entries with many values, many and repeated rows, hooks called by many
/// rows (long doc comments), title and button variants. All files go through one `swift format --in-place` run.
@Suite struct SwiftFormatPropertyTests {
    /// Seeds 1…48; `SCREENC_PROPERTY_SEEDS=500` runs more (a deeper search, for a change to the layout).
    static let seeds: [UInt64] = Array(
        1...(ProcessInfo.processInfo.environment["SCREENC_PROPERTY_SEEDS"].flatMap { UInt64($0) }.map { max($0, 1) } ?? 48))

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
        // Computed texts: nested `if` / `switch` as statements, formatted keys with many arguments broken over lines
        // (`).string`) or before `.string`, assignments broken after `=`, texts of the title, buttons and toolbar
        // assigned to locals first, plural keys, number formats, long member paths (on list elements and through the
        // app's declared types), many payload values, reusable texts and the app's functions called with long
        // arguments, `switch` and `if: let` texts of the title, buttons and toolbar as functions of the file.
        let shapes: [(String, String)] = [
            ("a switch text", #"\n {12}switch \w+ \{\n {12}case \.\w+:\n"#),
            ("an if text nested in a switch", #"\n {12}case \.\w+:\n {16}if [^\n]+ \{\n"#),
            ("a formatted key broken over lines", #"\(\n {20,}\w+(\.\w+)*,\n[^)]*\n {12,}\)\.string"#),
            ("a formatted key broken before .string", #"\n {16,}\.string\n"#),
            ("an assignment broken after =", #"\n {16,}\w+ =\n {20,}\S"#),
            ("a controller text assigned first", #"\n {12}let \w+(Text|Title\d*): String\n {12}if "#),
            ("a plural key", #"presentationData\.strings\.\w+\(Int32\("#),
            ("a number format", #"presentationStringsFormattedNumber\("#),
            ("a long member path", #"\w+\.\w{20,}\.count"#),
            ("an entry with many values", #"\n {4}case \w+\(\n( {8}\w+: [^\n]+,\n){6,}"#),
            ("a member path a.b.c.d on the app's types", #"data\.\w+\.\w+\.\w+\.(limit|title|enabled)"#),
            ("a reusable text's function", #"\nprivate func \w+Label\(\n? *strings: PresentationStrings"#),
            ("a call of the app's function or a reusable text broken over lines", #"\w+(String|Label)\(\n {8,}strings: "#),
            ("an if-let text", #"\n {12}if let \w+ \{\n"#),
            ("a controller text's function", #"\nprivate func \w+(TitleText|NavigationButtonTitle|Toolbar\w+Title)\("#),
            ("a switch in a controller text's function", #"\n {4}switch \w+ \{\n {4}case \.\w+:\n"#),
        ]
        for (shape, pattern) in shapes {
            #expect(generated.contains(try Regex(pattern)), "no \(shape) in the corpus")
        }
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

    /// No generated line is longer than the configured limit, except a line that is a string literal too long for
    /// any line (with its indentation, a label or a closing `,` / `)`): nothing can break it.
    @Test(arguments: [false, true]) func everyLongLineIsAStringLiteral(extremeNames: Bool) throws {
        var long: [String] = []
        for file in try Self.generatedFiles(extremeNames: extremeNames) {
            for (index, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > 120 && !Self.isUnbreakableLiteral(line) {
                long.append("\(file.name):\(index + 1) (\(file.seed)): \(line)")
            }
        }
        #expect(long.isEmpty, "\(long.count) lines over 120 columns:\n\(long.prefix(20).joined(separator: "\n"))")
    }

    /// Whether `line` is a string literal alone on its line: indentation, maybe a label (`text: `), one literal
    /// (interpolations may hold literals of their own), maybe `,` and `)`.
    static func isUnbreakableLiteral(_ line: Substring) -> Bool {
        var rest = line.drop { $0 == " " }
        if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            rest[rest.index(after: colon)...].hasPrefix(" \"")
        {
            rest = rest[rest.index(colon, offsetBy: 2)...]
        }
        guard let end = stringLiteralEnd(rest) else { return false }
        return rest[end...].allSatisfy { $0 == "," || $0 == ")" }
    }

    /// The index after the string literal `text` starts with (`"…"`, escapes and `\(…)` interpolations with nested
    /// literals skipped), or nil when it does not start with one.
    static func stringLiteralEnd(_ text: Substring) -> Substring.Index? {
        guard text.first == "\"" else { return nil }
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            switch text[index] {
            case "\"":
                return text.index(after: index)
            case "\\":
                let next = text.index(after: index)
                guard next < text.endIndex else { return nil }
                if text[next] == "(" {
                    // An interpolation: up to its balancing `)`, skipping the literals inside.
                    var depth = 1
                    index = text.index(after: next)
                    while index < text.endIndex, depth > 0 {
                        if text[index] == "\"" {
                            guard let end = stringLiteralEnd(text[index...]) else { return nil }
                            index = end
                            continue
                        }
                        if text[index] == "(" { depth += 1 }
                        if text[index] == ")" { depth -= 1 }
                        index = text.index(after: index)
                    }
                    continue
                }
                index = text.index(after: next)
            default:
                index = text.index(after: index)
            }
        }
        return nil
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
