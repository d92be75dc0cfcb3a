import Foundation
import Testing

/// Every `in.yaml` of the official YAML test suite, linted by the real binary: the linter must end with exit 0 or 1
/// (never a crash, hang or signal), print a positioned diagnostic for 1, and reject every invalid-YAML case.
@Suite struct YAMLTestSuiteCorpusTests {
    static let corpus = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora/yaml-test-suite")

    /// (case directory name, has an `error` file) for every case, including numbered sub-cases.
    static func cases() -> [(path: String, isInvalid: Bool)] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
        var result: [(String, Bool)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix("in.yaml") else { continue }
            let directory = (relative as NSString).deletingLastPathComponent
            let isInvalid = FileManager.default.fileExists(
                atPath: corpus.appendingPathComponent(directory).appendingPathComponent("error").path)
            result.append((directory, isInvalid))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    @Test func everyCaseEndsWithZeroOrOneAndInvalidCasesAreRejected() throws {
        let cases = Self.cases()
        try #require(!cases.isEmpty, "the YAML test suite corpus is missing at \(Self.corpus.path)")
        let positioned = try Regex(#"^[^:\n]+:\d+:\d+: error: "#).anchorsMatchLineEndings()
        var accepted: [String] = []
        for testCase in cases {
            let output = try ScreencProcess.run(
                ["lint", "--format", "xcode", "\(testCase.path)/in.yaml"], in: Self.corpus)
            #expect(output.status == 0 || output.status == 1, "\(testCase.path): exit \(output.status) \(output.stderr)")
            if output.status == 1 {
                #expect(output.stdout.contains(positioned), "\(testCase.path): no positioned error in \(output.stdout)")
            }
            if testCase.isInvalid && output.status != 1 { accepted.append(testCase.path) }
        }
        #expect(accepted.isEmpty, "invalid YAML accepted: \(accepted)")
    }
}
