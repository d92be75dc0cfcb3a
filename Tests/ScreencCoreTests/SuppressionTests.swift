import ProjectConfiguration
import ScreenDiagnostics
import ScreencCore
import Testing

/// `# screenc:disable-next-line <rule>` and `# screenc:disable <rule>`: what they silence, and what is reported about
/// them (`unused-suppression`, `invalid-suppression`).
@Suite struct SuppressionTests {
    static func lint(_ text: String, rules: RuleSettings = .none) -> [String] {
        let bytes = Array(text.utf8)
        return Linter.lint(paths: ["S.yaml"], read: { _ in bytes }, rules: rules).diagnostics
            .map { "\($0.rule.rawValue)@\($0.span.start)" }
    }

    /// A screen with two empty sections (lines 5 and 6) and an unused state field (line 3).
    static func screen(_ comments: [Int: String]) -> String {
        let lines = [
            "screen: S", "title: S", "state: { unused: true }", "sections:", "  - { id: a, rows: [] }",
            "  - { id: b, rows: [] }",
        ]
        var result: [String] = []
        for (index, line) in lines.enumerated() {
            if let comment = comments[index + 1] { result.append(comment) }
            result.append(line)
        }
        return result.joined(separator: "\n") + "\n"
    }

    @Test func withoutCommentsEveryWarningIsReported() {
        #expect(Self.lint(Self.screen([:])) == ["unused-state-field@3:10", "empty-section@5:11", "empty-section@6:11"])
    }

    @Test func nextLineSilencesOnlyTheNextLine() {
        let text = Self.screen([5: "  # screenc:disable-next-line empty-section"])
        // The comment is line 5; the first section moves to line 6, the second to 7.
        #expect(Self.lint(text) == ["unused-state-field@3:10", "empty-section@7:11"])
    }

    @Test func severalRulesSeparatedByCommasOrSpaces() {
        let text = "screen: S\ntitle: S\n# screenc:disable-next-line unused-state-field,  ambiguous-scalar\nstate: { unused: true, mode: yes }\nsections:\n  - { id: a, rows: [{ id: t, item: text, text: \"x\" }] }\n"
        #expect(Self.lint(text) == [])
    }

    @Test func fileLevelSilencesTheWholeFile() {
        let text = Self.screen([1: "# screenc:disable empty-section"])
        #expect(Self.lint(text) == ["unused-state-field@4:10"])
    }

    /// The comment is found wherever it is: after near-misses of its marker, and in the file's very last bytes.
    @Test func theMarkerIsFoundAfterNearMissesAndAtTheEndOfTheFile() {
        let text = Self.screen([:]) + "# s sc screen screenc screenc; scree\n# screenc:disable empty-section"
        #expect(Self.lint(text) == ["unused-state-field@3:10"])
    }

    @Test func anUnusedRuleIsReportedAtItsName() {
        let text = Self.screen([1: "# screenc:disable empty-section, empty-screen", 3: "# screenc:disable-next-line unused-state-field constant-condition"])
        #expect(Self.lint(text) == ["unused-suppression@1:34", "unused-suppression@4:48"])
    }

    @Test func unusedSuppressionsAreNotReportedWhileTheFileHasErrors() {
        let text = "# screenc:disable empty-section\nscreen: S\ntitle: S\nsections:\n  - { id: a, rows: [{ id: t, item: nope }] }\n"
        #expect(Self.lint(text).allSatisfy { !$0.hasPrefix("unused-suppression") })
    }

    @Test func unknownRulesErrorRulesAllAndUnknownDirectivesAreInvalid() {
        let text = Self.screen([
            1: "# screenc:disable empty-sectoin", 2: "# screenc:disable unknown-key", 3: "# screenc:disable-next-line all",
            4: "# screenc:disabel empty-section", 5: "# screenc:disable-next-line",
        ])
        let diagnostics = Self.lint(text)
        #expect(
            diagnostics.filter { $0.hasPrefix("invalid-suppression") }
                == ["invalid-suppression@1:19", "invalid-suppression@3:19", "invalid-suppression@5:29",
                    "invalid-suppression@7:11", "invalid-suppression@9:11"])
    }

    @Test func ordinaryCommentsThatMentionScreencAreNotSuppressions() {
        let text = Self.screen([1: "# screenc: generated from the design file", 2: "# see screenc:disable in docs/Rules.md"])
        #expect(Self.lint(text) == ["unused-state-field@5:10", "empty-section@7:11", "empty-section@8:11"])
    }

    @Test func theInvalidSuppressionMessagesHelp() {
        let bytes = Array(Self.screen([1: "# screenc:disable empty-sectoin unused-suppression"]).utf8)
        let diagnostics = Linter.lint(paths: ["S.yaml"], read: { _ in bytes }).diagnostics
            .filter { $0.rule == .invalidSuppression }
        #expect(diagnostics.map(\.help) == ["did you mean `empty-section`?", nil])
        #expect(diagnostics.map(\.message) == ["unknown rule `empty-sectoin` in a suppression comment", "`unused-suppression` cannot be suppressed"])
    }

    @Test func aSuppressionInsideAScalarIsText() {
        let text = """
            screen: S
            title: "# screenc:disable empty-section"
            sections:
              - id: a
                footer: |
                  # screenc:disable-next-line empty-section
                rows: []
            """
        #expect(Self.lint(text) == ["empty-section@4:9"])
    }

    @Test func suppressionsApplyBeforeTheProjectsRuleSettings() {
        let text = Self.screen([1: "# screenc:disable empty-section"])
        #expect(Self.lint(text, rules: RuleSettings([.emptySection: .off, .unusedStateField: .off])) == [])
        #expect(Self.lint(text, rules: RuleSettings([.unusedSuppression: .off])) == ["unused-state-field@4:10"])
        let unused = Self.screen([1: "# screenc:disable empty-screen", 5: "# screenc:disable empty-section"])
        #expect(Self.lint(unused, rules: RuleSettings([.unusedSuppression: .off, .unusedStateField: .off])) == [])
    }
}
