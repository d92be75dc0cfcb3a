import ScreenDiagnostics

// The `json` format: one document with a stable shape, for scripts, editors and other tools.
// Documented for users in docs/Diagnostics-JSON.md; keep the two in agreement.
//
// Schema (version 1):
//
//     {
//       "version": 1,                      // bumped only on an incompatible change
//       "diagnostics": [                   // sorted by file, line, column, rule
//         {
//           "file": string,                // path as given on the command line
//           "line": int,                   // 1-based
//           "column": int,                 // 1-based, in Unicode scalars (code points)
//           "endLine": int,                // end of the span, exclusive
//           "endColumn": int,              //   (a zero-width span has end == start)
//           "severity": "error" | "warning" | "note",
//           "rule": string,                // rule id, e.g. "unknown-key" (docs/Rules.md#<id>)
//           "message": string,
//           "labels": [                    // secondary locations, possibly empty
//             { "file": string, "line": int, "column": int,
//               "endLine": int, "endColumn": int, "message": string }
//           ],
//           "notes": [string],             // possibly empty
//           "help": string | null,
//           "fix": {                       // a machine-applicable edit, or null:
//             "replacement": string,       //   put this in place of the text from
//             "file": string,              //   line:column up to endLine:endColumn
//             "line": int, "column": int,  //   (insert, when they are equal)
//             "endLine": int, "endColumn": int
//           } | null
//         }
//       ],
//       "summary": { "errors": int, "warnings": int, "notes": int, "files": int }
//     }
//
// Keys are always present and always in this order; strings are not altered (control characters
// are escaped as JSON requires, `\u001B` for ESC). 2-space indentation; the output ends with a newline.
// Future versions may add keys; consumers should ignore keys they do not know.
enum JSONRenderer {
    static let version = 1

    static func render(_ report: DiagnosticReport, options: RenderOptions) -> String {
        let summary = report.summary
        return JSONValue.object([
            "version": .int(version),
            "diagnostics": .array(report.diagnostics.map(diagnostic)),
            "summary": .object([
                "errors": .int(summary.errors),
                "warnings": .int(summary.warnings),
                "notes": .int(summary.notes),
                "files": .int(summary.files),
            ]),
        ]).document
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object(
            span(diagnostic.span) + [
                .init(key: "severity", value: .string(diagnostic.severity.rawValue)),
                .init(key: "rule", value: .string(diagnostic.rule.rawValue)),
                .init(key: "message", value: .string(diagnostic.message)),
                .init(key: "labels", value: .array(diagnostic.labels.map { label in
                    .object(span(label.span) + [.init(key: "message", value: .string(label.message))])
                })),
                .init(key: "notes", value: .array(diagnostic.notes.map { .string($0) })),
                .init(key: "help", value: .string(diagnostic.help)),
                .init(key: "fix", value: diagnostic.fixIt.map { fix in
                    .object([.init(key: "replacement", value: .string(fix.replacement))] + span(fix.span))
                } ?? .null),
            ])
    }

    /// `file`, `line`, `column`, `endLine`, `endColumn`.
    static func span(_ span: SourceSpan) -> [JSONValue.Member] {
        [
            .init(key: "file", value: .string(span.file)),
            .init(key: "line", value: .int(span.start.line)),
            .init(key: "column", value: .int(span.start.column)),
            .init(key: "endLine", value: .int(span.end.line)),
            .init(key: "endColumn", value: .int(span.end.column)),
        ]
    }
}
