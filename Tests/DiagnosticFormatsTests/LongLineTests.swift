import ScreenDiagnostics
import ScreencTestSupport
import TerminalText
import Testing

@testable import DiagnosticFormats

/// A long source line is shown as a window around what the diagnostic points at, so each diagnostic prints a bounded
/// amount of text: a file that is one long line with thousands of diagnostics used to print the whole line under
/// every one of them (a 79 KB line and 8,000 unknown keys: 946 MB of output).
@Suite struct LongLineTests {
    static func render(_ diagnostics: [Diagnostic], source: String) -> String {
        TextRendererTests.render(diagnostics, sources: ["a.yaml": source])
    }

    /// The rows of the snippet of the first diagnostic: the source row and the row under it.
    static func rows(_ output: String, containing needle: String) throws -> (source: String, marks: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains(needle) && $0.contains(" | ") })
        return (lines[index], lines[index + 1])
    }

    /// The carets start at the same cell as the needle in the source row.
    static func expectCaretsUnder(_ needle: String, carets: String, in output: String) throws {
        let (source, marks) = try rows(output, containing: needle)
        let sourcePrefix = String(source[..<source.range(of: needle)!.lowerBound])
        let caretPrefix = String(marks[..<marks.range(of: carets)!.lowerBound])
        #expect(DisplayWidth.of(sourcePrefix) == DisplayWidth.of(caretPrefix), "\(needle)")
    }

    @Test func aLongLineIsCutAroundTheColumnWithCaretsInPlace() throws {
        let source = "{" + (0..<2_000).map { "k\($0): 1" }.joined(separator: ", ") + "}\n"
        let key = "k1000"
        let diagnostic = Diagnostic(
            .unknownKey, "unknown key", at: Self.spanOf(key, in: source),
            labels: [.init(span: Self.spanOf(key, in: source), message: "not part of a screen")])
        let output = Self.render([diagnostic], source: source)
        let (shown, marks) = try Self.rows(output, containing: key + ": 1")
        #expect(shown.hasPrefix("1 | ..."))
        #expect(shown.hasSuffix("..."))
        #expect(DisplayWidth.of(shown) <= "1 | ".count + LineExcerpt.maxWidth)
        #expect(marks.hasSuffix("^^^^^ not part of a screen"))
        try Self.expectCaretsUnder(key + ": 1", carets: "^^^^^", in: output)
    }

    @Test func wideCharactersAndEmojiKeepTheCaretsUnderTheirColumn() throws {
        let wide = String(repeating: "最🙂é\u{301}\t", count: 400)
        let source = "title: \"" + wide + "target" + wide + "\"\n"
        let diagnostic = Diagnostic(.invalidValue, "bad", at: Self.spanOf("target", in: source))
        let output = Self.render([diagnostic], source: source)
        let (shown, _) = try Self.rows(output, containing: "target")
        #expect(shown.hasPrefix("1 | ...") && shown.hasSuffix("..."))
        #expect(DisplayWidth.of(shown) <= "1 | ".count + LineExcerpt.maxWidth)
        #expect(!shown.contains("\t"))
        try Self.expectCaretsUnder("target", carets: "^^^^^^", in: output)
    }

    @Test func aLineOfCutEndsShowsItsStartAndEnd() throws {
        let source = String(repeating: "x", count: 500) + "\n"
        let atStart = Self.render([Diagnostic(.invalidValue, "start", at: TextRendererTests.span(1, 1, 1, 2))], source: source)
        #expect(atStart.contains("1 | " + String(repeating: "x", count: LineExcerpt.maxWidth - 3) + "...\n  | ^\n"))
        let atEnd = Self.render([Diagnostic(.missingKey, "end", at: TextRendererTests.span(1, 501, 1, 501))], source: source)
        #expect(atEnd.contains("1 | ..." + String(repeating: "x", count: LineExcerpt.maxWidth - 3) + "\n"))
        #expect(atEnd.contains("  | " + String(repeating: " ", count: LineExcerpt.maxWidth) + "^\n"))
    }

    @Test func aLabelOutsideTheWindowBecomesANote() {
        let source = "a: 1, " + String(repeating: "y", count: 1_000) + ", b: 2\n"
        let diagnostic = Diagnostic(
            .duplicateKey, "duplicate", at: TextRendererTests.span(1, 1007, 1, 1008),
            labels: [.init(span: TextRendererTests.span(1, 1, 1, 2), message: "first here")])
        let output = Self.render([diagnostic], source: source)
        #expect(!output.contains("- first here"))
        #expect(output.contains("  = note: a.yaml:1:1: first here\n"))
        #expect(output.contains("b: 2\n  |"))
    }

    /// On random lines of ASCII, wide characters, emoji, combining marks, tabs and controls, an excerpt is as wide as
    /// it says, never wider than the limit unless the line is shown whole, shows its focus, and prints nothing unsafe.
    @Test func excerptsOfRandomLinesKeepTheirPromises() {
        let alphabet: [String] = ["a", "b", " ", ":", "最", "🙂", "👨‍👩‍👧", "e\u{301}", "\t", "\u{1B}", "\u{202E}", "\u{85}"]
        var random = SeededGenerator(seed: 20)
        for _ in 0..<300 {
            let length = Int.random(in: 0...600, using: &random)
            let line = Array((0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined().unicodeScalars)
            let start = Int.random(in: 0...line.count, using: &random)
            let end = min(line.count, start + Int.random(in: 0...20, using: &random))
            let excerpt = LineExcerpt(line, focus: start..<end)
            #expect(DisplayWidth.of(excerpt.text) == excerpt.width)
            #expect(excerpt.width <= LineExcerpt.maxWidth || !excerpt.text.contains(LineExcerpt.cutMarker))
            #expect(excerpt.shows(scalar: start))
            #expect(!excerpt.text.unicodeScalars.contains(where: TerminalSafety.isUnsafe))
            let cells = excerpt.cells(from: start, to: end)
            #expect(cells.start + cells.count <= excerpt.width + 1)
        }
    }

    @Test func shortLinesAreShownWhole() {
        let line = String(repeating: "z", count: LineExcerpt.maxWidth)
        let excerpt = LineExcerpt(Array(line.unicodeScalars), focus: 100..<101)
        #expect(excerpt.text == line)
        #expect(excerpt.cells(from: 100, to: 101) == (100, 1))
    }

    /// Doubling the number of diagnostics on one line (and the line with them) doubles the work and the output.
    @Test func diagnosticsOnOneLongLineAreRenderedInLinearTime() {
        func report(_ count: Int) -> DiagnosticReport {
            var source = "{"
            var diagnostics: [Diagnostic] = []
            for index in 0..<count {
                let column = source.unicodeScalars.count + 1
                source += "k\(index): 1, "
                let key = "k\(index)".unicodeScalars.count
                diagnostics.append(
                    Diagnostic(.unknownKey, "unknown key", at: TextRendererTests.span(1, column, 1, column + key)))
            }
            return DiagnosticReport(diagnostics: diagnostics, files: ["a.yaml"], sources: ["a.yaml": source + "}\n"])
        }
        let small = report(1_500)
        let large = report(3_000)
        var output = 0
        let ratio = CPUTime.doublingRatio(
            small: { output = DiagnosticRenderer.render(small, as: .text, options: TextRendererTests.options).utf8.count },
            large: { _ = DiagnosticRenderer.render(large, as: .text, options: TextRendererTests.options) })
        #expect(ratio < 3, "doubling the diagnostics on one line multiplied the work by \(ratio)")
        #expect(output < 1_500 * 400, "\(output / 1_500) bytes a diagnostic")
    }

    @Test func writingHandsOverOneDiagnosticAtATime() {
        var pieces: [String] = []
        DiagnosticRenderer.write(Fixtures.report, as: .text, options: Fixtures.options) { pieces.append($0) }
        #expect(pieces.count == Fixtures.report.diagnostics.count + 1)
        #expect(pieces.joined() == DiagnosticRenderer.render(Fixtures.report, as: .text, options: Fixtures.options))
        for format in [DiagnosticFormat.xcode, .github] {
            var count = 0
            DiagnosticRenderer.write(Fixtures.report, as: format, options: Fixtures.options) { _ in count += 1 }
            #expect(count == Fixtures.report.diagnostics.count, "\(format)")
        }
    }

    /// The span of the first `needle` in line 1 of `source`, in Unicode-scalar columns.
    static func spanOf(_ needle: String, in source: String) -> SourceSpan {
        Fixtures.span(needle, line: 1, of: source, file: "a.yaml")
    }
}
