import DiagnosticFormats
import ScreencCore
import ScreencTestSupport
import Testing

/// Every stage is linear in the size of the file, on the shapes that used to be quadratic or worse: doubling a
/// hostile shape about doubles the work.
///
/// Written to be stable on a loaded two-core machine: the work is the CPU time of this thread (one file is linted on
/// the calling thread), the least of several runs, and the bound is generous — a quadratic shape doubles to about
/// 4×, a linear one to about 2×, and the test fails above 3×.
@Suite(.serialized) struct LinearTimeTests {
    /// A hostile shape: the screen file for size `n`.
    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var size: Int
        var compiles = false
        /// Whether the shape has a diagnostic per repetition, so its text report is measured too.
        var reportsMany = false
        var text: @Sendable (Int) -> String

        var testDescription: String { name }
    }

    static let header = "screen: Hostile\ntitle: Hostile\n"
    static let oneRow = """
        sections:
          - id: main
            rows:
              - id: row
                item: switch
                title: A
                bind: a

        """

    static let shapes: [Shape] = [
        Shape(name: "top-level keys", size: 4_000, reportsMany: true) { n in
            header + "state:\n  a: false\n" + (0..<n).map { "key\($0): 1\n" }.joined() + oneRow
        },
        Shape(name: "duplicate keys", size: 4_000) { n in
            header + "state:\n  a: false\n" + (0..<n).map { "  f\($0 % (n / 2)): false\n" }.joined() + oneRow
        },
        Shape(name: "enum cases", size: 8_000) { n in
            header + "state:\n  a: false\n  mode:\n    enum: [" + (0..<n).map { "c\($0)" }.joined(separator: ", ")
                + "]\n    default: c0\n" + oneRow
        },
        Shape(name: "unused state fields", size: 4_000) { n in
            header + "state:\n  a: false\n" + (0..<n).map { "  f\($0): false\n" }.joined() + oneRow
        },
        Shape(name: "bound fields", size: 2_000, compiles: true) { n in
            header + "state:\n" + (0..<n).map { "  f\($0): false\n" }.joined() + "sections:\n  - id: main\n    rows:\n"
                + (0..<n).map { "      - id: r\($0)\n        item: switch\n        title: F\n        bind: f\($0)\n" }.joined()
        },
        Shape(name: "radio group", size: 2_000, compiles: true) { n in
            header + "state:\n  a: false\n  mode:\n    enum: [" + (0..<n).map { "c\($0)" }.joined(separator: ", ")
                + "]\n    default: c0\n" + oneRow + "  - id: choices\n    rows:\n"
                + (0..<n).map {
                    "      - id: o\($0)\n        item: checkbox\n        title: O\n        bind: mode\n        selects: c\($0)\n"
                }.joined()
        },
        Shape(name: "named condition chain", size: 2_000, compiles: true) { n in
            header + "state:\n  a: false\nconditions:\n  c0: a\n" + (1..<n).map { "  c\($0): \"!c\($0 - 1)\"\n" }.joined()
                + oneRow + "        visible: c\(n - 1)\n"
        },
        Shape(name: "nested conditions", size: 500, compiles: true) { n in
            let nested = String(repeating: "(", count: 90) + "a" + String(repeating: ")", count: 90)
            return header + "state:\n  a: false\nsections:\n  - id: main\n    rows:\n"
                + (0..<n).map {
                    "      - id: r\($0)\n        item: switch\n        title: F\n        bind: a\n        visible: \"\(nested)\"\n"
                }.joined()
        },
        Shape(name: "near-miss identifier", size: 20_000) { n in
            let name = String(repeating: "value", count: n / 5)
            return header + "state:\n  a: false\n  \(name)x: false\n" + oneRow.replacingOccurrences(of: "bind: a", with: "bind: \(name)y")
        },
        Shape(name: "long text", size: 200_000, compiles: true) { n in
            oneRow.replacingOccurrences(of: "title: A", with: "title: \"" + String(repeating: "é", count: n) + "\"")
                .replacingOccurrences(of: "sections:", with: header + "state:\n  a: false\nsections:")
        },
        Shape(name: "malformed interpolations", size: 4_000, reportsMany: true) { n in
            oneRow.replacingOccurrences(
                of: "title: A", with: "title: \"" + String(repeating: "\\\\(a, format: nope) ", count: n) + "\"")
                .replacingOccurrences(of: "sections:", with: header + "state:\n  a: false\nsections:")
        },
        Shape(name: "one line of unknown keys", size: 4_000, reportsMany: true) { n in
            "{screen: Hostile, title: Hostile, state: {a: false}, sections: [{id: main, rows: [{id: row, item: switch, "
                + "title: A, bind: a}]}], " + (0..<n).map { "k\($0): 1" }.joined(separator: ", ") + "}\n"
        },
        Shape(name: "rows", size: 2_000, compiles: true) { n in
            header + "state:\n  a: false\nsections:\n  - id: main\n    rows:\n"
                + (0..<n).map { "      - id: r\($0)\n        item: switch\n        title: F\n        bind: a\n" }.joined()
        },
    ]

    @Test(arguments: shapes)
    func lintIsLinear(shape: Shape) {
        let small = SourceFile(path: "Hostile.yaml", text: shape.text(shape.size))
        let large = SourceFile(path: "Hostile.yaml", text: shape.text(2 * shape.size))
        _ = Linter.lint([small])  // warm up
        let ratio = CPUTime.of { _ = Linter.lint([large]) } / CPUTime.of { _ = Linter.lint([small]) }
        #expect(ratio < 3, "\(shape.name): doubling the size multiplied lint's work by \(ratio)")
    }

    /// What `screenc lint` prints for the shape, as text: each diagnostic shows a bounded excerpt of its line.
    @Test(arguments: shapes.filter(\.reportsMany))
    func textReportIsLinear(shape: Shape) {
        let options = RenderOptions(color: false, toolVersion: "0.0.0-test")
        func printed(_ text: String) {
            let file = SourceFile(path: "Hostile.yaml", text: text)
            let report = Linter.lint([file]).report(sources: [file])
            DiagnosticRenderer.write(report, as: .text, options: options) { _ in }
        }
        let small = shape.text(shape.size)
        let large = shape.text(2 * shape.size)
        let ratio = CPUTime.doublingRatio(small: { printed(small) }, large: { printed(large) })
        #expect(ratio < 3, "\(shape.name): doubling the size multiplied the work of lint and its report by \(ratio)")
    }

    @Test(arguments: shapes.filter(\.compiles))
    func compileIsLinear(shape: Shape) throws {
        let small = SourceFile(path: "Hostile.yaml", text: shape.text(shape.size))
        let large = SourceFile(path: "Hostile.yaml", text: shape.text(2 * shape.size))
        let result = try Compiler.compile([small])
        #expect(result.lint.diagnostics.filter { $0.severity == .error }.isEmpty, "\(shape.name) does not compile")
        let ratio =
            try CPUTime.of { _ = try Compiler.compile([large]) } / CPUTime.of { _ = try Compiler.compile([small]) }
        #expect(ratio < 3, "\(shape.name): doubling the size multiplied compile's work by \(ratio)")
    }
}
