import ScreenDiagnostics
import Testing

/// One failing and one passing input per rule; the failing input marks where the diagnostic must start.
struct RuleExample: CustomTestStringConvertible, Sendable {
    let rule: Rule
    /// Files of the failing input; the diagnostic is expected at marker 1️⃣, in the file that has it.
    let bad: [String]
    /// Files of the passing input.
    let good: [String]

    var testDescription: String { rule.rawValue }

    init(_ rule: Rule, bad: String..., good: String...) {
        self.rule = rule
        self.bad = bad
        self.good = good
    }
}

@Suite struct RuleExamplesTests {
    @Test(arguments: ruleExamples)
    func badInputReportsRuleAtMarker(_ example: RuleExample) {
        let marked = example.bad.map(MarkedSource.init)
        let files = marked.enumerated().map { (path: "Screen\($0.offset).yaml", text: $0.element.text) }
        let diagnostics = lintFiles(files)
        let markedIndex = marked.firstIndex { $0.positions["1️⃣"] != nil } ?? 0
        let expected = marked[markedIndex].position("1️⃣")
        let matching = diagnostics.filter { $0.rule == example.rule }
        #expect(
            matching.contains { $0.span.file == "Screen\(markedIndex).yaml" && $0.span.start == expected },
            "expected \(example.rule.rawValue) at \(expected), got: \(diagnostics.map { "\($0.rule.rawValue)@\($0.span.start) \($0.message)" })")
        #expect(matching.allSatisfy { $0.severity == example.rule.severity })
    }

    @Test(arguments: ruleExamples)
    func goodInputIsClean(_ example: RuleExample) {
        let files = example.good.enumerated().map { (path: "Screen\($0.offset).yaml", text: $0.element) }
        let diagnostics = lintFiles(files)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.rule.rawValue)@\($0.span.start) \($0.message)" })")
    }

    @Test func everyRuleHasAnExample() {
        let covered = Set(ruleExamples.map(\.rule))
        // The `--strings` rules need a strings file: ScreencCoreTests/StringsLintTests has their examples.
        let needStrings: Set<Rule> = [
            .stringsSyntax, .duplicateStringsKey, .unknownLocalizationKey, .localizationKeyMisuse,
        ]
        // Suppression comments are applied by the linter (ScreencCore): ScreencCoreTests/SuppressionTests has theirs.
        // `unreadable-file` is reported by the linter for a file its `read` cannot read: ScreencCoreTests has its
        // examples (UnreadableFileLintTests). `import-cycle` is about declarations files, which the linter reads:
        // ScreencCoreTests/DeclarationsFilesTests has its examples.
        let needLinter: Set<Rule> = [.invalidSuppression, .unusedSuppression, .unreadableFile, .importCycle]
        #expect(Set(Rule.allCases).subtracting(covered).subtracting(needStrings).subtracting(needLinter).isEmpty)
    }
}
