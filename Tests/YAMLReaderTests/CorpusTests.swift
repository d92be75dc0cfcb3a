import Foundation
import ScreenDiagnostics
import ScreencTestSupport
import Testing
import YAMLReader

/// Runs the reader over every case of the official YAML test suite
/// (`../shared/corpora/yaml-test-suite` next to the repository).
@Suite("yaml-test-suite robustness")
struct CorpusTests {
    typealias Case = YAMLTestSuite.Case
    static let libyamlLeniencies = YAMLTestSuite.libyamlLeniencies
    static var corpusExists: Bool { YAMLTestSuite.exists }
    static func cases() -> [Case] { YAMLTestSuite.cases() }

    @Test("the corpus is found", .enabled(if: corpusExists, "the YAML test suite corpus is missing: expected at ../shared/corpora/yaml-test-suite next to the repository"))
    func corpusIsComplete() {
        let cases = Self.cases()
        #expect(cases.count > 300)
        #expect(cases.contains { $0.isInvalid })
    }

    @Test("parsing never crashes, positions are valid, invalid YAML is rejected",
          .enabled(if: corpusExists, "the YAML test suite corpus is missing: expected at ../shared/corpora/yaml-test-suite next to the repository"),
          arguments: cases())
    func parseCase(_ testCase: Case) throws {
        let bytes = try [UInt8](Data(contentsOf: testCase.input))
        let document = YAMLParser.parse(bytes, file: testCase.id)
        for diagnostic in document.diagnostics {
            let spans = [diagnostic.span] + diagnostic.labels.map(\.span) + [diagnostic.fixIt?.span].compactMap { $0 }
            for span in spans {
                #expect(span.start.line >= 1 && span.start.column >= 1, "\(diagnostic)")
                #expect(span.end >= span.start)
            }
        }
        if let root = document.root {
            checkSpans(root)
        }
        if testCase.isInvalid {
            let accepted = !document.diagnostics.containsErrors
            if let reason = Self.libyamlLeniencies[testCase.id] {
                #expect(accepted, "\(testCase.id) is listed as a libyaml leniency (\(reason)) but is now rejected; remove it from the list")
            } else {
                #expect(!accepted, "\(testCase.id) is invalid YAML but produced no error")
            }
        }
    }

    @Test("truncated files never crash and keep positions valid",
          .enabled(if: corpusExists, "the YAML test suite corpus is missing: expected at ../shared/corpora/yaml-test-suite next to the repository"))
    func truncatedCases() throws {
        var parsed = 0
        for testCase in Self.cases() {
            let bytes = try [UInt8](Data(contentsOf: testCase.input))
            // Up to 64 cut points per file, which covers every byte of most cases.
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 64)) {
                let document = YAMLParser.parse(Array(bytes[..<cut]), file: testCase.id)
                for diagnostic in document.diagnostics {
                    #expect(diagnostic.span.start.line >= 1 && diagnostic.span.start.column >= 1,
                            "\(testCase.id) cut at \(cut): \(diagnostic)")
                }
                if let root = document.root { checkSpans(root) }
                parsed += 1
            }
        }
        #expect(parsed > 10_000)
    }

    /// Every node's span is well-formed and every child lies within its parent.
    private func checkSpans(_ node: YAMLNode) {
        var stack = [node]
        while let current = stack.popLast() {
            #expect(current.span.start.line >= 1 && current.span.start.column >= 1)
            var children: [YAMLNode] = []
            if let items = current.sequence { children = items }
            if let pairs = current.mapping { children = pairs.flatMap { [$0.key, $0.value] } }
            for child in children {
                #expect(child.span.start >= current.span.start && child.span.end <= current.span.end,
                        "\(child.span.start)-\(child.span.end) outside \(current.span.start)-\(current.span.end)")
            }
            stack += children
        }
    }
}
