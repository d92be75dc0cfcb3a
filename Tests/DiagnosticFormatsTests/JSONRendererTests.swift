import Foundation
import ScreenDiagnostics
import ScreencTestSupport
import Testing

@testable import DiagnosticFormats

@Suite struct JSONRendererTests {
    static let diagnosticKeys: Set<String> = [
        "file", "line", "column", "endLine", "endColumn", "severity", "rule", "message", "labels", "notes", "help", "fix",
    ]
    static let labelKeys: Set<String> = ["file", "line", "column", "endLine", "endColumn", "message"]
    static let fixKeys: Set<String> = ["replacement", "file", "line", "column", "endLine", "endColumn"]
    static let summaryKeys: Set<String> = ["errors", "warnings", "notes", "files"]

    static func parse(_ report: DiagnosticReport) throws -> [String: Any] {
        let output = DiagnosticRenderer.render(report, as: .json, options: Fixtures.options)
        #expect(output.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func parsesAndHasTheDocumentedShape() throws {
        let json = try Self.parse(Fixtures.report)
        #expect(Set(json.keys) == ["version", "diagnostics", "summary"])
        #expect(json["version"] as? Int == 1)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == Fixtures.report.diagnostics.count)
        for (object, diagnostic) in zip(diagnostics, Fixtures.report.diagnostics) {
            #expect(Set(object.keys) == Self.diagnosticKeys)
            #expect(object["file"] as? String == diagnostic.span.file)
            #expect(object["line"] as? Int == diagnostic.span.start.line)
            #expect(object["column"] as? Int == diagnostic.span.start.column)
            #expect(object["endLine"] as? Int == diagnostic.span.end.line)
            #expect(object["endColumn"] as? Int == diagnostic.span.end.column)
            #expect(object["severity"] as? String == diagnostic.severity.rawValue)
            #expect(object["rule"] as? String == diagnostic.rule.rawValue)
            // Strings come back exactly as they went in, escape characters included.
            #expect(object["message"] as? String == diagnostic.message)
            #expect(object["notes"] as? [String] == diagnostic.notes)
            if let help = diagnostic.help {
                #expect(object["help"] as? String == help)
            } else {
                #expect(object["help"] is NSNull)
            }
            let labels = try #require(object["labels"] as? [[String: Any]])
            #expect(labels.count == diagnostic.labels.count)
            for (label, expected) in zip(labels, diagnostic.labels) {
                #expect(Set(label.keys) == Self.labelKeys)
                #expect(label["message"] as? String == expected.message)
                #expect(label["file"] as? String == expected.span.file)
            }
            if let fixIt = diagnostic.fixIt {
                let fix = try #require(object["fix"] as? [String: Any])
                #expect(Set(fix.keys) == Self.fixKeys)
                #expect(fix["replacement"] as? String == fixIt.replacement)
                #expect(fix["endColumn"] as? Int == fixIt.span.end.column)
            } else {
                #expect(object["fix"] is NSNull)
            }
        }
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["errors": 7, "warnings": 2, "notes": 1, "files": 3])
    }

    @Test func emptyReport() throws {
        let json = try Self.parse(DiagnosticReport(diagnostics: [], files: []))
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(json["summary"] as? [String: Int] == ["errors": 0, "warnings": 0, "notes": 0, "files": 0])
    }

    /// A message full of characters JSON escapes costs twice as much when it is twice as long (one string append per
    /// escape made it quadratic: 512 KB of `\e` took 26 s in `lint --format json`).
    @Test func escapingIsLinear() {
        func report(_ count: Int) -> DiagnosticReport {
            let message = "no field `" + String(repeating: "\u{1B}\"\n", count: count) + "`"
            let span = SourceSpan(file: "a.yaml", start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))
            return DiagnosticReport(diagnostics: [Diagnostic(.unknownStateField, message, at: span)], files: ["a.yaml"])
        }
        let small = report(40_000)
        let large = report(80_000)
        var output = ""
        let ratio = CPUTime.doublingRatio(
            small: { output = DiagnosticRenderer.render(small, as: .json, options: Fixtures.options) },
            large: { _ = DiagnosticRenderer.render(large, as: .json, options: Fixtures.options) })
        #expect(ratio < 3, "doubling the message multiplied the work by \(ratio)")
        #expect(output.contains("\"message\": \"no field `\\u001B\\\"\\n\\u001B"))
    }

    @Test func writerEscapesStrings() {
        let value = JSONValue.string("q\" b\\ / \u{8}\u{C}\n\r\t \u{0}\u{1B}\u{1F}\u{7F} \u{2028}\u{2029} é🙂")
        #expect(value.document == "\"q\\\" b\\\\ / \\b\\f\\n\\r\\t \\u0000\\u001B\\u001F\\u007F \\u2028\\u2029 é🙂\"\n")
    }

    /// Issue 20, bug 8: C1 controls and bidi overrides were written raw, so a JSON or SARIF document printed on a
    /// terminal could drive it (and screenc's sanitizing writer cannot escape inside JSON without breaking it).
    @Test func writerEscapesWhatATerminalMustNotSee() {
        let value = JSONValue.string("a\u{9B}2J\u{85}b\u{202E}c\u{2066}d\u{200F}e\u{61C}")
        #expect(value.document == "\"a\\u009B2J\\u0085b\\u202Ec\\u2066d\\u200Fe\\u061C\"\n")
    }

    @Test func writerIndentsWithTwoSpacesAndKeepsKeyOrder() {
        let value = JSONValue.object([
            "z": .array([.int(1), .bool(true), .null]),
            "a": .object([:]),
            "m": .array([]),
            "n": .object(["k": .int(-2)]),
        ])
        #expect(
            value.document == """
                {
                  "z": [
                    1,
                    true,
                    null
                  ],
                  "a": {},
                  "m": [],
                  "n": {
                    "k": -2
                  }
                }

                """)
    }

    /// docs/Diagnostics-JSON.md documents every key the renderer writes.
    @Test func documentationMentionsEveryKey() throws {
        let docs = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/Diagnostics-JSON.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for key in Self.diagnosticKeys.union(Self.fixKeys).union(Self.summaryKeys).union(["version", "diagnostics", "summary"]) {
            #expect(text.contains("\"\(key)\""), "\(key)")
        }
    }
}
