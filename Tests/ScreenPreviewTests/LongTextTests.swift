import ScreenRuntime
import TerminalUI
import Testing

@testable import ScreenPreview

/// A very long text row: every line is counted (scrolling needs them all), but a frame lays out the content of the
/// lines it shows only, so the memory a preview holds follows what it shows.
@Suite struct LongTextTests {
    static let words = (0..<20_000).map { ["alpha", "beta", "漢字", "gamma", "delta"][$0 % 5] }.joined(separator: " ")

    @Test func onlyTheKeptLinesGetContent() {
        let all = TextWrap.wrap([Span(Self.words)], width: 30)
        let kept = TextWrap.wrap([Span(Self.words)], width: 30, keeping: 100..<103)
        #expect(all.count > 1000)
        #expect(kept.count == all.count, "every line is still counted")
        #expect(kept[100..<103] == all[100..<103])
        #expect(kept.indices.filter { !kept[$0].isEmpty } == [100, 101, 102])
    }

    @Test func aFrameLaysOutTheLinesItShows() throws {
        let yaml = """
            screen: Long
            title: Long
            sections:
              - id: main
                footer: "\(Self.words)"
                rows:
                  - { id: a, item: action, title: A, action: a }
            """
        var model = PreviewModel(screen: try screen(yaml))
        model.resize(width: 40, height: 12)
        let geometry = ListGeometry(of: model, width: 40, height: 12)
        #expect(geometry.lines.count > 1000)
        let middle = 500..<508
        let shown = geometry.contents(middle)
        #expect(shown.allSatisfy { $0 != nil && !($0!.left.isEmpty) }, "the lines drawn have their text")
        // The same lines as laying out the whole row gives.
        let row = model.page.rendered.sections[0].rows[1]
        let context = LayoutContext(
            model: model,
            theme: PreviewTheme(color: false),
            now: 0,
            animated: false,
            contentWidth: geometry.columns.contentWidth
        )
        let full = RowLines.lines(row, context)
        let firstLine = try #require(geometry.lines(ofRow: row.stableID)).lowerBound
        for index in middle {
            #expect(shown[index - middle.lowerBound] == full[index - firstLine].content)
        }
    }
}
