import ScreenRuntime
import TerminalUI
import Testing

@testable import ScreenPreview

/// The preview re-renders only the rows a change can affect and keeps the list's lines while rows keep their shape.
/// Whatever the keys — in the screen or in the data panel — the screen must be exactly what a full rendering of the
/// state shows, and the frame exactly one laid out from scratch.
@Suite struct IncrementalRenderingTests {
    /// Keys a user might press, in the screen and in the data panel.
    static let keys: [PreviewKey] = [
        .down, .down, .up, .character(" "), .enter, .left, .right, .character("d"), .character("d"), .escape,
        .character("j"), .character("k"), .character("n"), .character("a"), .character("x"), .character("J"),
        .character("K"), .character("w"), .character("1"), .character("z"), .backspace, .pageDown, .pageUp,
        .character("G"), .character("g"), .tab, .character("]"),
    ]

    @Test(arguments: ["live"] + ExampleScreenSnapshotTests.names)
    func randomSessionsMatchAFullRendering(_ name: String) throws {
        var model = name == "live" ? try liveModel() : try exampleModel(name, strings: englishStrings)
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        model.resize(width: 60, height: 20)
        var now = 0.0
        for step in 0..<400 {
            let key = Self.keys[Int(generator.next() % UInt64(Self.keys.count))]
            now += 0.1
            if model.handle(key, now: now) == .quit { break }
            var full = ScreenRenderer.render(model.page.screen, state: model.page.state)
            // Whether the change animates compares with the state before (`{ unlessShrinking: true }`,
            // `{ whenChanged: }`): the session's history, which a rendering of the state alone cannot know.
            full.animateChanges = model.page.rendered.animateChanges
            guard model.page.rendered == full else {
                Issue.record("\(name), step \(step) (\(key)): the screen differs from a full rendering")
                return
            }
            var fresh = model
            fresh.rowShapes = RowShapes()
            let frame = PreviewLayout.render(model, width: 60, height: 20, now: now, color: true)
            guard frame == PreviewLayout.render(fresh, width: 60, height: 20, now: now, color: true) else {
                Issue.record("\(name), step \(step) (\(key)): the frame differs from a fresh layout")
                return
            }
        }
    }

    /// An app that writes one element's field re-renders that element's rows only, and marks what changed.
    @Test func anElementWriteReRendersItsRows() throws {
        var model = try liveModel()
        try model.focusRow("mute")
        model.press(.character(" "), now: 1)
        #expect(model.page.rendered == ScreenRenderer.render(model.page.screen, state: model.page.state))
        #expect(model.markedRows(now: 1.1).isEmpty, "the row acted on shows its own change")
        model.press(.character("d"))
        try model.moveCursor(to: .field("showBots"))
        model.press(.character(" "), now: 2)
        #expect(model.page.rendered == ScreenRenderer.render(model.page.screen, state: model.page.state))
        let bot = RowID(position: try #require(ScreenEntries(model.page.screen).entry(id: "peer")).position, element: .int(2))
        #expect(model.markedRows(now: 2.1).contains(bot), "a state every instance reads shows the hidden bot")
    }
}

/// A deterministic random number generator (SplitMix64), so sessions are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
