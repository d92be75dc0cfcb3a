import Foundation
import ScreenDiagnostics
import Testing
import YAMLReader

/// Runs the reader over every case of the official YAML test suite
/// (`../shared/corpora/yaml-test-suite` next to the repository).
@Suite("yaml-test-suite robustness")
struct CorpusTests {
    /// One test case: a directory with `in.yaml` and, for invalid YAML, an `error` file.
    struct Case: CustomStringConvertible {
        var id: String
        var input: URL
        var isInvalid: Bool
        var description: String { id }
    }

    /// Invalid cases that libyaml 0.2.5 accepts. Each is a known libyaml leniency, not a reader bug;
    /// the reader only sees libyaml's events, so it cannot tell these apart from valid YAML.
    /// The list is checked both ways: a listed case that starts failing is reported too.
    static let libyamlLeniencies: [String: String] = [
        // Comments must be separated from other tokens by white space; libyaml does not check.
        "9JBA": "comment right after `]`",
        "CVW2": "comment right after `,` in a flow sequence",
        "SU5Z": "comment right after a double-quoted scalar",
        "X4QW": "comment right after a block scalar indicator",
        "MUS6/00": "comment right after a %YAML directive",
        // Continuation lines of a flow collection or a quoted scalar must be indented more than
        // the enclosing block mapping; libyaml ignores indentation inside them.
        "9C9N": "flow sequence continuation lines not indented",
        "QB6E": "double-quoted continuation lines not indented",
        "DK95/01": "a tab as the indentation of a double-quoted continuation line",
        "Y79Y/003": "a tab as the indentation inside a flow sequence",
        // A lone `-` is not a valid plain scalar in a flow collection; libyaml reads it as one.
        "G5U8": "`[-, -]`",
        "YJV2": "`[-]`",
        // Leading empty lines of a block scalar may not be indented more than its first content line.
        "S98Z": "over-indented leading empty lines in a block scalar",
    ]

    static let corpus: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // YAMLReaderTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("../shared/corpora/yaml-test-suite")
        .standardizedFileURL

    static var corpusExists: Bool {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("229Q/in.yaml").path)
    }

    /// Every case directory, including the numbered sub-cases (`2G84/00`); the `tags` and `name`
    /// index directories only repeat cases and are skipped.
    static func cases() -> [Case] {
        let manager = FileManager.default
        guard let top = try? manager.contentsOfDirectory(atPath: corpus.path) else { return [] }
        var result: [Case] = []
        for name in top.sorted() where name != "tags" && name != "name" {
            let directory = corpus.appendingPathComponent(name)
            var candidates = [(name, directory)]
            if let subdirectories = try? manager.contentsOfDirectory(atPath: directory.path) {
                for sub in subdirectories.sorted() where sub.allSatisfy(\.isNumber) {
                    candidates.append(("\(name)/\(sub)", directory.appendingPathComponent(sub)))
                }
            }
            for (id, path) in candidates where manager.fileExists(atPath: path.appendingPathComponent("in.yaml").path) {
                let isInvalid = manager.fileExists(atPath: path.appendingPathComponent("error").path)
                result.append(Case(id: id, input: path.appendingPathComponent("in.yaml"), isInvalid: isInvalid))
            }
        }
        return result
    }

    @Test("the corpus is found", .enabled(if: corpusExists, "yaml-test-suite corpus not found next to the repository"))
    func corpusIsComplete() {
        let cases = Self.cases()
        #expect(cases.count > 300)
        #expect(cases.contains { $0.isInvalid })
    }

    @Test("parsing never crashes, positions are valid, invalid YAML is rejected",
          .enabled(if: corpusExists, "yaml-test-suite corpus not found next to the repository"),
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
          .enabled(if: corpusExists, "yaml-test-suite corpus not found next to the repository"))
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
