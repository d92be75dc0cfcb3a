import ScreencCore
import ScreencTestSupport
import Testing

/// A strings file is read in time linear in its size, on the shapes its reading could make worse than linear: values
/// over many lines, strings whose closing quote is missing (reading goes back to the line after each one), a key
/// defined again and again, and everything on one line (columns). Doubling a shape about doubles the work, measured
/// in CPU time (`CPUTime`).
@Suite(.serialized) struct StringsFileLinearTimeTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var size: Int
        var text: @Sendable (Int) -> String

        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "distinct keys", size: 4_000) { n in
            (0..<n).map { "\"Key.Number\($0)\" = \"Text %@ number \($0)\";\n" }.joined()
        },
        Shape(name: "values over many lines", size: 4_000) { n in
            "\"Long\" = \"" + String(repeating: "line\n", count: n) + "\";\n\"After\" = \"x\";\n"
        },
        Shape(name: "unterminated strings", size: 4_000) { n in
            (0..<n).map { "\"Key\($0)\" = \"never closed\n" }.joined()
        },
        Shape(name: "a quote-free stretch after an open string", size: 4_000) { n in
            "\"Open\" = \"" + String(repeating: "word word\n", count: n) + "\"x\n"
        },
        Shape(name: "one key defined again and again", size: 4_000) { n in
            String(repeating: "\"Same\" = \"%@ again\";\n", count: n)
        },
        Shape(name: "entries on one line", size: 4_000) { n in
            (0..<n).map { "\"K\($0)\" = \"V\"; " }.joined()
        },
    ]

    @Test(arguments: shapes)
    func readingIsLinear(shape: Shape) {
        let small = Array(shape.text(shape.size).utf8)
        let large = Array(shape.text(2 * shape.size).utf8)
        let ratio = CPUTime.doublingRatio(
            small: { _ = StringsFile(bytes: small, path: "Localizable.strings") },
            large: { _ = StringsFile(bytes: large, path: "Localizable.strings") })
        #expect(ratio < 3, "\(shape.name): doubling the size multiplied the work by \(ratio)")
    }
}
