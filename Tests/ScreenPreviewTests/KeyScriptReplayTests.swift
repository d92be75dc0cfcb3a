import ScreenIR
import ScreenRuntime
import ScreencTestSupport
import TerminalUI
import Testing

@testable import ScreenPreview

/// `replay` (what `screenc preview --keys` runs) types a run of characters into a single-line input in one step when
/// nothing else reads the input's field; it must leave the model exactly as handling the keys one at a time does.
@Suite struct KeyScriptReplayTests {
    static let sources = [
        // Only the input reads `name` (its row id is the field's name, which is not a read).
        """
        screen: Plain
        title: Plain
        state:
          name: ""
          other: ""
        sections:
          - id: main
            rows:
              - { id: name, item: singleLineInput, bind: name, placeholder: Name }
              - { id: other, item: singleLineInput, bind: other, placeholder: Other }
              - { id: go, item: action, title: Go, action: go }
        """,
        // A limit and a number keyboard.
        """
        screen: Limited
        title: Limited
        state:
          code: ""
        sections:
          - id: main
            rows:
              - { id: code, item: singleLineInput, bind: code, type: number, maxLength: 6, placeholder: Code }
              - { id: go, item: action, title: Go, action: go }
        """,
        // The field is read elsewhere: a row appears once it is not empty, a footer shows it.
        """
        screen: Read
        title: Read
        state:
          name: ""
        sections:
          - id: main
            rows:
              - { id: name, item: singleLineInput, bind: name, placeholder: Name, maxLength: 9 }
              - { id: hello, item: action, title: "Hello \\\\(name)", action: go, visible: "!name.isEmpty" }
            footer: "\\\\(name.count) characters"
        """,
    ]

    static let keys: [PreviewKey] = [
        .character("a"), .character("1"), .character("é"), .character("\u{301}"), .character(" "), .character("\n"),
        .character("q"), .character("7"), .character("🙂"), .enter, .down, .up, .left, .right, .backspace, .escape,
    ]

    /// What a model shows and will do next.
    static func snapshot(_ model: PreviewModel) -> String {
        let frame = PreviewLayout.render(model, width: 60, height: 20, now: 100, color: false)
        return FrameTranscript.plain(frame) + "\n\(String(describing: model.status))\n\(String(describing: model.editor))"
            + "\n\(model.page.state)\n\(model.page.changes.sorted { $0.key.position < $1.key.position })"
            + "\n\(model.page.scrollTop)"
    }

    @Test(arguments: 0..<3)
    func replayingIsHandlingOneKeyAtATime(screenIndex: Int) throws {
        let screen = try #require(try screens([Self.sources[screenIndex]]).values.first)
        var random = SeededGenerator(seed: UInt64(screenIndex) + 7)
        for _ in 0..<60 {
            // Start editing the first input, then a script heavy in typed runs.
            var script: [PreviewKey] = [.enter]
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    script.append(Self.keys.randomElement(using: &random)!)
                } else {
                    let run = Int.random(in: 1...12, using: &random)
                    script += (0..<run).map { _ in Self.keys[Int.random(in: 0..<9, using: &random)] }
                }
            }
            let times = script.indices.map { Double($0) * 0.1 + 0.1 }
            var oneByOne = PreviewModel(screen: screen)
            oneByOne.resize(width: 60, height: 20)
            var quitAt: Int?
            for (index, key) in script.enumerated() where oneByOne.handle(key, now: times[index]) == .quit {
                quitAt = index
                break
            }
            var replayed = PreviewModel(screen: screen)
            replayed.resize(width: 60, height: 20)
            #expect(replayed.replay(script, at: times) == quitAt)
            #expect(Self.snapshot(replayed) == Self.snapshot(oneByOne), "\(script)")
        }
    }

    /// Typing twice as many characters costs twice as much (each used to cost time in proportion to the text typed so
    /// far: 20,000 characters took 14.5 s).
    @Test func typingALongTextIsLinear() throws {
        let screen = try #require(try screens([Self.sources[0]]).values.first)
        func type(_ count: Int) -> PreviewModel {
            var model = PreviewModel(screen: screen)
            let keys = [PreviewKey.enter] + Array(repeating: PreviewKey.character("x"), count: count)
            _ = model.replay(keys, at: keys.indices.map { Double($0) })
            return model
        }
        var typed = 0
        let ratio = CPUTime.doublingRatio(
            small: { typed = type(10_000).page.state["name"].map { "\($0)" }?.count ?? 0 },
            large: { _ = type(20_000) })
        #expect(ratio < 3, "doubling the text multiplied the work by \(ratio)")
        #expect(typed >= 10_000)
    }

    /// Typing at the end of the text takes again only the last Character with what is typed, and gives the same
    /// Characters as taking the whole text again.
    @Test func typingAtTheEndSegmentsAsTheWholeText() {
        var random = SeededGenerator(seed: 3)
        let pieces = ["a", "e", "\u{301}", "🇯", "🇵", "👨", "\u{200D}", "\r", "\n", "최", "\u{1161}", "\u{11A8}"]
        for _ in 0..<200 {
            var buffer = TextBuffer("", cursor: 0)
            var text = ""
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let piece = pieces.randomElement(using: &random)!
                #expect(buffer.count(appending: piece) == (text + piece).count)
                buffer.insert(piece)
                text += piece
                #expect(buffer.text == text && buffer.count == text.count && buffer.cursor == buffer.count)
            }
        }
    }
}
