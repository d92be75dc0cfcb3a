import Testing

@testable import DiagnosticFormats

@Suite struct SourceTextTests {
    @Test func sourceLinesFollowLibyaml() {
        let source = SourceText("\u{FEFF}a\r\nb\rc\nd\u{85}e\u{2028}f\u{2029}g")
        #expect(source.lines.map { String(String.UnicodeScalarView($0)) } == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(source.line(0) == nil)
        #expect(source.line(8) == nil)
        #expect(source.line(1) == ["a"])
        #expect(SourceText("x\n").lines.count == 2)
    }

    @Test func excerptMapsColumnsToCells() {
        let line = LineExcerpt(Array("\t最🙂a\u{1B}b".unicodeScalars))
        #expect(line.text == "    最🙂a\\u{1B}b")
        #expect(line.width == 4 + 2 + 2 + 1 + 6 + 1)
        #expect(line.cells(from: 0, to: 1) == (0, 4))  // the tab
        #expect(line.cells(from: 1, to: 2) == (4, 2))  // 最
        #expect(line.cells(from: 3, to: 4) == (8, 1))  // a
        #expect(line.cells(from: 4, to: 5) == (9, 6))  // ESC
        #expect(line.cells(from: 6, to: 6) == (16, 1))  // end of line, zero width
        #expect(line.cells(from: 8, to: 9) == (18, 1))  // past the end
        #expect(line.cells(from: 1, to: 100) == (4, 12))  // clamped to the line
    }
}
