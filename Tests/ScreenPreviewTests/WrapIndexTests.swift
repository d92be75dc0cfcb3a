import ScreenRuntime
import ScreencTestSupport
import TerminalUI
import Testing

@testable import ScreenPreview

/// A long text is wrapped whole once, when its lines are counted; a frame then lays out only the lines it shows,
/// resumed from the nearest line the `WrapIndex` remembers — with exactly the lines a whole wrap gives.
@Suite struct WrapIndexTests {
    /// Texts that exercise every way a line can begin: after a space, after a line break (also empty paragraphs),
    /// inside a word longer than a line, inside the escaped form of a control character, wide characters, styles.
    static let texts: [(name: String, spans: [Span])] = [
        ("words", [Span((0..<3_000).map { ["alpha", "beta", "漢字", "gamma", "delta"][$0 % 5] }.joined(separator: " "))]),
        ("paragraphs", [Span((0..<2_000).map { $0 % 7 == 0 ? "" : "line \($0) of text that wraps here and there" }.joined(separator: "\n"))]),
        ("long words", [Span((0..<400).map { String(repeating: "x", count: $0 % 97) + " y" }.joined(separator: " "))]),
        ("controls", [Span((0..<1_500).map { "a\u{1B}[31mb\u{7}c " + ($0 % 3 == 0 ? "\u{202E}d\n" : "e") }.joined())]),
        (
            "styled spans",
            (0..<1_200).map { Span("span \($0) 漢字 ", $0 % 2 == 0 ? .plain : Style(bold: true)) } + [Span("\n\n")]
        ),
        ("spaces", [Span(String(repeating: "   word  ", count: 2_000) + "\n   \n")]),
    ]

    @Test(arguments: [7, 20, 33, 80])
    func resumedLinesAreTheLinesOfAWholeWrap(width: Int) {
        for (name, spans) in Self.texts {
            let whole = TextWrap.wrap(spans, width: width)
            let (counted, index) = TextWrap.index(spans, width: width, keeping: 0..<0)
            #expect(counted.count == whole.count, "\(name): the index pass counts every line")
            #expect(index.lineCount == whole.count, "\(name)")
            #expect(index.starts.count == (whole.count + WrapIndex.interval - 1) / WrapIndex.interval, "\(name)")
            let count = whole.count
            let ranges = [0..<5, 60..<70, 63..<65, 64..<65, count / 2..<(count / 2 + 30), max(0, count - 3)..<count + 5,
                count..<count + 2]
            for range in ranges {
                let expected = Array(whole[min(range.lowerBound, count)..<min(range.upperBound, count)])
                #expect(
                    TextWrap.lines(spans, width: width, in: range, index: index) == expected,
                    "\(name), width \(width), lines \(range), resumed")
                #expect(
                    TextWrap.lines(spans, width: width, in: range, index: nil) == expected,
                    "\(name), width \(width), lines \(range), from the start")
            }
        }
    }

    /// An index of another text or width is not used (the lines are still right).
    @Test func anIndexOfAnotherTextIsIgnored() {
        let spans = Self.texts[0].spans
        let (_, index) = TextWrap.index(spans, width: 30)
        let other = [Span(spans[0].text + " more")]
        #expect(!index.applies(to: other, width: 30))
        #expect(!index.applies(to: spans, width: 31))
        #expect(TextWrap.lines(other, width: 30, in: 500..<510, index: index) == Array(TextWrap.wrap(other, width: 30)[500..<510]))
    }

    /// Where a long text can be: a plain footer, a markdown text row, a multi-line input.
    enum Kind: String, CaseIterable, Sendable {
        case footer, markdown, input
    }

    /// A preview of a long text scrolled to its end (the focus on the row after it): a frame draws the lines it shows
    /// from the row's `WrapIndex` (and markdown parsed once).
    static func model(lines: Int, kind: Kind) throws -> PreviewModel {
        let text = (0..<lines).map { "line \($0) of a long text" }.joined(separator: "\\n")
        let action = "      - { id: a, item: action, title: A, action: a }\n"
        let main =
            switch kind {
            case .footer: "    footer: \"\(text)\"\n    rows:\n" + action
            case .markdown: "    rows:\n" + action + "      - { id: t, item: text, markdown: \"**Note** [more](more) \(text)\" }\n"
            case .input: "    rows:\n" + action + "      - { id: t, item: multilineInput, bind: notes }\n"
            }
        var model = PreviewModel(
            screen: try screen(
                "screen: Long\ntitle: Long\n" + (kind == .input ? "state:\n  notes: \"\(text)\"\n" : "")
                    + "sections:\n  - id: main\n" + main
                    + "  - id: more\n    rows:\n      - { id: b, item: action, title: B, action: b }\n"))
        model.resize(width: 60, height: 30)
        model.press(.end)
        return model
    }

    /// The index is taken once, when the text's lines are counted; after that a frame's work does not grow with the
    /// text: a text 8 times as long costs about the same per frame (wrapping it whole each frame made it 8 times as
    /// much, about 0.5 s a frame here at 16,000 lines). Thread CPU time, the least of 3 runs of 10 frames, and a
    /// generous bound, for a loaded machine.
    @Test(arguments: Kind.allCases)
    func aFrameOfALongTextCostsWhatItShows(kind: Kind) throws {
        let short = try Self.model(lines: 2_000, kind: kind)
        let long = try Self.model(lines: 16_000, kind: kind)
        let shortTop = short.listScrollTop(in: ListGeometry(of: short, width: 60, height: 30))
        let longTop = long.listScrollTop(in: ListGeometry(of: long, width: 60, height: 30))
        #expect(shortTop > 1_900 && longTop > 15_900, "both frames show the end of the text")
        func frames(_ model: PreviewModel) {
            for _ in 0..<10 { _ = PreviewLayout.render(model, width: 60, height: 30, now: 0, color: true) }
        }
        frames(short)  // warm up
        let ratio = CPUTime.of { frames(long) } / CPUTime.of { frames(short) }
        #expect(ratio < 2.5, "\(kind): a text 8 times as long made a frame \(ratio) times as expensive")
        // And the frame shows the text's lines where it is scrolled to, as a whole layout does.
        let frame = PreviewLayout.render(long, width: 60, height: 30, now: 0, color: false)
        #expect(FrameTranscript.plain(frame).contains("line 15999 of a long text"))
    }
}
