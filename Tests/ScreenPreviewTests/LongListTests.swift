import ScreenRuntime
import TerminalUI
import Testing

@testable import ScreenPreview

/// A long list is laid out incrementally: row heights are remembered between keys and only the rows on screen are
/// laid out for a frame. Whatever a user does, the frames must be exactly those of a layout done from scratch.
@Suite struct LongListTests {
    /// A 500-row screen in sections of ten: wrapping footers and text, a switch that reveals a row, checkboxes, an
    /// input and a multi-line input, with wide characters.
    static let longScreen: String = {
        var yaml = "screen: LongList\ntitle: Long list\nstate:\n"
        for n in 0..<50 {
            yaml += "  on\(n): \(n % 2 == 0)\n  reveal\(n): false\n"
            yaml += "  mode\(n): { enum: [first, second], default: first }\n  name\(n): \"\"\n  bio\(n): \"\"\n"
        }
        yaml += "sections:\n"
        for n in 0..<50 {
            yaml += """
                  - id: group\(n)
                    header: Group \(n)
                    footer: Changes apply to all your devices — Zoë, 王小明 and Łódź included, in every chat of \(n).
                    rows:
                      - { id: on\(n), item: switch, title: Autoplay videos \(n), text: Also on mobile data, bind: on\(n) }
                      - { id: first\(n), item: checkbox, title: First option, bind: mode\(n), selects: first }
                      - { id: second\(n), item: checkbox, title: Second option 💼, bind: mode\(n), selects: second }
                      - { id: name\(n), item: singleLineInput, bind: name\(n), placeholder: Name }
                      - { id: bio\(n), item: multilineInput, bind: bio\(n), placeholder: Bio }
                      - { id: reveal\(n), item: switch, title: Show advanced, bind: reveal\(n) }
                      - id: revealed\(n)
                        item: activityText
                        text: Advanced options are **on** for group \(n), and they take a good deal of room to explain.
                        visible: reveal\(n)
                      - { id: note\(n), item: multilineText, text: "Café ☕ · Crème brûlée · 家族のグループ · row \(n)" }

                """
        }
        return yaml
    }()

    /// Page Down / Page Up, j / k, G / g, toggling switches that reveal rows, editing a multi-line input until it
    /// wraps, and resizing: after every key the frame equals the one drawn from the same state with nothing
    /// remembered, and its list shows exactly the lines of the whole list laid out at once.
    @Test func scrollingMatchesAFreshLayout() throws {
        var session = Session(model: PreviewModel(screen: try screen(Self.longScreen)))
        try session.press(Array(repeating: .pageDown, count: 12) + Array(repeating: .pageUp, count: 5))
        let group = try session.press(.character("j"), untilRowNamed: "reveal")
        try session.press([.character(" ")])
        #expect(session.model.page.rendered.row(id: "revealed\(group)") != nil, "Space revealed a row")
        _ = try session.press(.character("k"), untilRowNamed: "bio")
        try session.press([.enter] + "a long biography, wrapped".map { .character($0) } + [.altEnter, .escape])
        guard case .multilineInput(let bio)? = session.model.page.rendered.row(id: "bio\(group)")?.content else {
            Issue.record("no bio\(group) input")
            return
        }
        #expect(bio.text == "a long biography, wrapped\n")
        try session.press([.end, .character("k"), .character(" "), .home])
        try session.resize(width: 57, height: 17)
        try session.press(Array(repeating: .pageDown, count: 6) + Array(repeating: .character("j"), count: 3))
        let other = try session.press(.character("j"), untilRowNamed: "reveal")
        try session.press([.character(" "), .pageDown, .pageUp, .character("k"), .character(" "), .pageUp])
        #expect(session.model.page.rendered.row(id: "revealed\(other)") != nil, "Space revealed a row")
        #expect(session.checked > 60)
    }

    /// A model driven by keys, checked after each one.
    private struct Session {
        var model: PreviewModel
        var size = (width: 80, height: 24)
        var now = 0.0
        var checked = 0

        init(model: PreviewModel) {
            self.model = model
            self.model.resize(width: size.width, height: size.height)
        }

        mutating func press(_ keys: [PreviewKey]) throws {
            for key in keys {
                now += 0.1
                _ = model.handle(key, now: now)
                try check()
            }
        }

        /// Presses `key` until a row whose id starts with `name` has the focus; returns the rest of its id.
        mutating func press(_ key: PreviewKey, untilRowNamed name: String) throws -> String {
            for _ in 0..<100 {
                if let id = model.focusedRowID, id.hasPrefix(name) { return String(id.dropFirst(name.count)) }
                try press([key])
            }
            Issue.record("no \(name) row reached")
            return ""
        }

        mutating func resize(width: Int, height: Int) throws {
            size = (width, height)
            model.resize(width: width, height: height)
            try check()
        }

        mutating func check() throws {
            checked += 1
            try LongListTests.expectFreshLayout(model, width: size.width, height: size.height, now: now + 0.05)
        }
    }

    private static func expectFreshLayout(_ model: PreviewModel, width: Int, height: Int, now: Double) throws {
        let frame = PreviewLayout.render(model, width: width, height: height, now: now, color: true)
        var fresh = model
        fresh.rowShapes = RowShapes()
        let freshFrame = PreviewLayout.render(fresh, width: width, height: height, now: now, color: true)
        if frame != freshFrame {
            let shown = FrameTranscript.styled(frame)
            let expected = FrameTranscript.styled(freshFrame)
            Issue.record("\(width)×\(height) differs from a fresh layout:\n\(shown)\nfresh:\n\(expected)")
            return
        }

        // The whole list at once (it fits, so it is not scrolled): the frame's list rows are a window of it.
        let tallHeight = PreviewLayout.fullHeight(of: model, width: width)
        let tall = PreviewLayout.render(model, width: width, height: tallHeight, now: now, color: true)
        let regions = Regions(model, height: height)
        let top = ListGeometry(of: model, width: width, height: height)
            .scrollTop(showing: model.focus, from: model.page.scrollTop)
        for line in 0..<regions.listHeight {
            // The last column holds the ↑ / ↓ scroll hints.
            let shown = (0..<width - 1).map { frame[regions.listTop + line, $0] }
            let whole = (0..<width - 1).map { tall[regions.listTop + top + line, $0] }
            if shown != whole {
                let text = { (cells: [Cell]) in cells.map(\.character).joined() }
                Issue.record("list line \(top + line) at \(width)×\(height): “\(text(shown))” ≠ “\(text(whole))”")
                return
            }
        }
    }
}
