import Foundation
import ScreenDiagnostics
import ScreencTestSupport
import Testing

/// Every `in.yaml` of the official YAML test suite, linted by the real binary: the linter must end with exit 0 or 1
/// (never a crash, hang or signal), print a positioned diagnostic for 1, and reject every invalid-YAML case with a
/// YAML diagnostic (`yaml-syntax`, `duplicate-key`, …) — except the libyaml leniencies the reader's corpus test lists.
@Suite struct YAMLTestSuiteCorpusTests {
    /// `[rule-id]` of every rule about the YAML itself, as the xcode format prints it.
    static let yamlRuleTags = Rule.allCases.filter { $0.category == "YAML" && $0.severity == .error }
        .map { "[\($0.rawValue)]" }

    /// Why the test is skipped on a checkout without `../shared` (the README says what it is for).
    static let corpusMissing =
        "the YAML test suite corpus is missing: expected at \(YAMLTestSuite.corpus.path) (../shared/corpora/yaml-test-suite next to the repository)"

    @Test(.enabled(if: YAMLTestSuite.exists, Comment(rawValue: corpusMissing)))
    func everyCaseEndsWithZeroOrOneAndInvalidCasesAreRejected() throws {
        let cases = YAMLTestSuite.cases()
        try #require(!cases.isEmpty, "the YAML test suite corpus at \(YAMLTestSuite.corpus.path) has no cases")
        let positioned = try Regex(#"^[^:\n]+:\d+:\d+: error: "#).anchorsMatchLineEndings()
        var accepted: [String] = []
        for testCase in cases {
            let output = try ScreencProcess.run(
                ["lint", "--format", "xcode", "\(testCase.id)/in.yaml"], in: YAMLTestSuite.corpus)
            #expect(output.status == 0 || output.status == 1, "\(testCase.id): exit \(output.status) \(output.stderr)")
            if output.status == 1 {
                #expect(output.stdout.contains(positioned), "\(testCase.id): no positioned error in \(output.stdout)")
            }
            let rejectedAsYAML = output.status == 1 && Self.yamlRuleTags.contains { output.stdout.contains($0) }
            if testCase.isInvalid && !rejectedAsYAML && YAMLTestSuite.libyamlLeniencies[testCase.id] == nil {
                accepted.append(testCase.id)
            }
        }
        #expect(accepted.isEmpty, "invalid YAML not rejected with a YAML diagnostic: \(accepted)")
    }
}
