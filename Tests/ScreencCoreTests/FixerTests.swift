import Foundation
import ScreenDiagnostics
import ScreencCore
import Testing

/// `screenc lint --fix` (`Fixer`) over the example screens with errors injected that carry fix-its: each result lints
/// clean of what was injected, every other byte stays as it was, and fixing again changes nothing.
@Suite struct FixerTests {
    /// One injected problem: where in the screen, what is written there instead, and what the fix-it writes back.
    struct Mutation: CustomStringConvertible, Sendable {
        var name: String
        var range: Range<String.Index>
        var mutated: String
        var fixed: String
        var description: String { name }
    }

    /// The kinds of injected problems, each at its first place in a screen (nil when the screen has no such place).
    static let kinds: [(name: String, make: @Sendable (String) -> Mutation?)] = [
        ("misspelt key (unknown-key)", { text in
            let swapped = ["title": "tilte", "action": "actoin", "visible": "visilbe", "label": "lable", "header": "haeder"]
            guard let match = text.firstMatch(of: /[\s{,](title|action|visible|label|header):/) else { return nil }
            let key = String(match.output.1)
            return Mutation(name: "misspelt key", range: match.output.1.startIndex..<match.output.1.endIndex, mutated: swapped[key]!, fixed: key)
        }),
        ("`=` for `==` (expression-syntax)", { text in
            text.firstRange(of: " == ").map { Mutation(name: "=", range: $0, mutated: " = ", fixed: " == ") }
        }),
        ("`and` for `&&` (expression-syntax)", { text in
            text.firstRange(of: " && ").map { Mutation(name: "and", range: $0, mutated: " and ", fixed: " && ") }
        }),
        ("`.` in a localization key (invalid-localization-key)", { text in
            guard let match = text.firstMatch(of: /key: ([A-Za-z]+)_([A-Za-z]+)/) else { return nil }
            let range = match.output.0.startIndex..<match.output.0.endIndex
            return Mutation(
                name: "key with .", range: range, mutated: "key: \(match.output.1).\(match.output.2)",
                fixed: String(match.output.0))
        }),
        ("misspelt item kind (unknown-value)", { text in
            text.firstRange(of: "item: switch").map { Mutation(name: "swich", range: $0, mutated: "item: swich", fixed: "item: switch") }
        }),
        ("`?` in braces (non-portable-yaml)", { text in
            guard let match = text.firstMatch(of: /type: "([A-Za-z]+\?)"/) else { return nil }
            let range = match.output.0.startIndex..<match.output.0.endIndex
            return Mutation(name: "?", range: range, mutated: "type: \(match.output.1)", fixed: String(match.output.0))
        }),
        ("a tab after a key (non-portable-yaml)", { text in
            guard let match = text.firstMatch(of: /(?m)^ +[a-z]+:( )[a-z{]/) else { return nil }
            let range = match.output.1.startIndex..<match.output.1.endIndex
            return Mutation(name: "tab", range: range, mutated: "\t", fixed: " ")
        }),
        ("an unquoted Off (ambiguous-scalar)", { text in
            guard let match = text.firstMatch(of: /(?:label|text|subtitle): ("[^"\n]*")/) else { return nil }
            let range = match.output.1.startIndex..<match.output.1.endIndex
            return Mutation(name: "Off", range: range, mutated: "Off", fixed: "\"Off\"")
        }),
    ]

    static let strings = StringsFile(
        bytes: [UInt8]((try? Data(contentsOf: repositoryRoot.appendingPathComponent("Screens/Localizable.strings"))) ?? Data()),
        path: "Screens/Localizable.strings")

    /// Lints a set of files as `screenc lint` does for this repository (with its strings file).
    static func lint(_ files: [SourceFile]) -> LintResult {
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        return Linter.lint(paths: files.map(\.path), read: { contents[$0] ?? [] }, strings: strings)
    }

    /// `text` with each mutation's range replaced by `replacement(mutation)` (the ranges must not overlap).
    static func applying(_ mutations: [Mutation], to text: String, _ replacement: (Mutation) -> String) -> String {
        var result = text
        for mutation in mutations.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(mutation.range, with: replacement(mutation))
        }
        return result
    }

    /// Fixes `mutated` (the file at `index` of the screens) and checks the result is `expected`, the other files are
    /// untouched, nothing of the injected kind is left, and a second run changes nothing.
    static func check(
        _ screens: [SourceFile], index: Int, mutated: String, expected: String, what: String
    ) {
        var files = screens
        files[index] = SourceFile(path: screens[index].path, text: mutated)
        let before = lint(files).diagnostics.filter { $0.span.file == screens[index].path }
        #expect(before.contains { $0.fixIt != nil }, "\(what): the injected problem has no fix-it: \(before.map(\.message))")
        let outcome = Fixer.fix(files, lint: lint)
        let result = String(decoding: outcome.files[index].bytes, as: UTF8.self)
        #expect(result == expected, "\(what): the fixed file differs from the original:\n\(result)")
        for (other, original) in zip(outcome.files, screens) where other.path != screens[index].path {
            #expect(other.bytes == original.bytes, "\(what): \(other.path) changed")
        }
        #expect(outcome.lint.diagnostics.filter { $0.fixIt != nil }.isEmpty, "\(what): fix-its left")
        #expect(outcome.changedFiles == [screens[index].path], "\(what): changed \(outcome.changedFiles)")
        let again = Fixer.fix(outcome.files, lint: lint)
        #expect(again.applied.isEmpty && again.changedFiles.isEmpty, "\(what): a second run applied \(again.applied)")
    }

    @Test func theExampleScreensHaveNothingToFix() throws {
        let screens = try exampleScreens()
        let outcome = Fixer.fix(screens, lint: Self.lint)
        #expect(outcome.applied.isEmpty)
        #expect(outcome.changedFiles.isEmpty)
    }

    @Test(arguments: kinds.indices)
    func eachInjectedProblemIsFixedBackInEveryScreen(_ kind: Int) throws {
        let screens = try exampleScreens()
        var injected = 0
        for (index, screen) in screens.enumerated() {
            let text = String(decoding: screen.bytes, as: UTF8.self)
            guard let mutation = Self.kinds[kind].make(text) else { continue }
            injected += 1
            Self.check(
                screens, index: index, mutated: Self.applying([mutation], to: text) { $0.mutated },
                expected: Self.applying([mutation], to: text) { $0.fixed },
                what: "\(screen.path), \(Self.kinds[kind].name)")
        }
        #expect(injected >= 2, "\(Self.kinds[kind].name) was injected into \(injected) screens")
    }

    @Test func everyKindAtOnceIsFixedInOneRun() throws {
        let screens = try exampleScreens()
        for (index, screen) in screens.enumerated() {
            let text = String(decoding: screen.bytes, as: UTF8.self)
            var mutations: [Mutation] = []
            for kind in Self.kinds {
                guard let mutation = kind.make(text), !mutations.contains(where: { $0.range.overlaps(mutation.range) })
                else { continue }
                mutations.append(mutation)
            }
            guard mutations.count >= 2 else { continue }
            Self.check(
                screens, index: index, mutated: Self.applying(mutations, to: text) { $0.mutated },
                expected: Self.applying(mutations, to: text) { $0.fixed },
                what: "\(screen.path), \(mutations.map(\.name).joined(separator: ", "))")
        }
    }

    // MARK: The fixing rules, with a lint that reports what the test says

    /// A lint that reports, for each file, the diagnostics `report` returns for its current text.
    static func fakeLint(_ report: @escaping (String) -> [Diagnostic]) -> ([SourceFile]) -> LintResult {
        { files in
            let diagnostics = files.flatMap { report(String(decoding: $0.bytes, as: UTF8.self)) }
            return LintResult(screens: [], diagnostics: diagnostics.sorted(), files: files.map(\.path))
        }
    }

    static func span(_ line: Int, _ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(file: "a.yaml", start: SourcePosition(line: line, column: start), end: SourcePosition(line: line, column: end))
    }

    static func fix(at span: SourceSpan, _ replacement: String, _ rule: Rule = .unknownKey) -> Diagnostic {
        Diagnostic(rule, "fix \(replacement)", at: span, fixIt: Diagnostic.FixIt(span: span, replacement: replacement))
    }

    @Test func overlappingFixItsAreAppliedInLaterRounds() {
        // `abcdef`: one fix-it replaces `abc`, an overlapping one `cde`; both are offered while their text is there.
        var rounds = 0
        let outcome = Fixer.fix([SourceFile(path: "a.yaml", text: "abcdef\n")], lint: Self.fakeLint { text in
            rounds += 1
            var found: [Diagnostic] = []
            if text.hasPrefix("abc") { found.append(Self.fix(at: Self.span(1, 1, 4), "X")) }
            if text.contains("cde") || text.hasPrefix("Xdef") {
                let start = text.hasPrefix("X") ? 1 : 3
                found.append(Self.fix(at: Self.span(1, start, start + 2), "Y"))
            }
            return found
        })
        #expect(String(decoding: outcome.files[0].bytes, as: UTF8.self) == "Yef\n")
        #expect(outcome.applied.map(\.replacement) == ["X", "Y"])
        #expect(rounds == 3)
    }

    @Test func theSameEditFromTwoDiagnosticsIsAppliedOnce() {
        let outcome = Fixer.fix([SourceFile(path: "a.yaml", text: "k: v\n")], lint: Self.fakeLint { text in
            text == "k: v\n" ? [Self.fix(at: Self.span(1, 4, 5), "\"v\""), Self.fix(at: Self.span(1, 4, 5), "\"v\"", .ambiguousScalar)] : []
        })
        #expect(String(decoding: outcome.files[0].bytes, as: UTF8.self) == "k: \"v\"\n")
        #expect(outcome.applied.count == 1)
    }

    @Test func aRoundThatAddsAnErrorIsUndone() {
        let outcome = Fixer.fix([SourceFile(path: "a.yaml", text: "good\n")], lint: Self.fakeLint { text in
            text == "good\n" ? [Self.fix(at: Self.span(1, 1, 5), "bad", .ambiguousScalar)]
                : [Diagnostic(.yamlSyntax, "now broken", at: Self.span(1, 1, 4))]
        })
        #expect(String(decoding: outcome.files[0].bytes, as: UTF8.self) == "good\n")
        #expect(outcome.applied.isEmpty)
        #expect(outcome.changedFiles.isEmpty)
    }

    @Test func fixItsThatKeepComingStopAfterTheLastRound() {
        var rounds = 0
        let outcome = Fixer.fix([SourceFile(path: "a.yaml", text: "x\n")], lint: Self.fakeLint { text in
            rounds += 1
            return [Self.fix(at: Self.span(1, 1, 1), "x")]  // always one more insertion
        })
        #expect(outcome.applied.count == Fixer.maximumRounds)
        #expect(rounds == Fixer.maximumRounds + 1)
    }

    @Test func positionsCountScalarsAndLinesAsLibyamlDoes() {
        // Columns count Unicode scalars (`é`, `😀`), and CRLF ends a line: the fix lands on the right bytes.
        let outcome = Fixer.fix([SourceFile(path: "a.yaml", text: "é😀: a\r\nk: titel\r\n")], lint: Self.fakeLint { text in
            text.contains("titel") ? [Self.fix(at: Self.span(2, 4, 9), "title")] : []
        })
        #expect(String(decoding: outcome.files[0].bytes, as: UTF8.self) == "é😀: a\r\nk: title\r\n")
    }
}
