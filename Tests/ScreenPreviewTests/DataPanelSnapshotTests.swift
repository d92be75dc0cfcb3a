import ScreenPreview
import ScreencTestSupport
import TerminalUI
import Testing

/// The data panel drawn: groups, values, a list opened to its elements and an element to its fields, a value typed,
/// writes rejected, the screen changing behind the panel (with its marks), and the keys; at 80×24, 44×16 and 20×6.
@Suite struct DataPanelSnapshotTests {
    @Test func panelAt80x24() throws {
        var replay = Replay(try liveModel(), width: 80, height: 24)
        replay.press("d: the panel opens below the list", .character("d"))
        replay.press("→ on category: the parameter changes the title", .right)
        replay.press("j ×6 →: blockedPeers opens", .down, .down, .down, .down, .down, .down, .right)
        replay.press("j →: the first peer opens", .down, .right)
        replay.press("j j enter: typing a name", .down, .down, .enter, .end)
        replay.type(" Jr.")
        replay.press("enter: the row behind the panel changes", .enter)
        replay.press("j j j space: muted", .down, .down, .down, .character(" "))
        replay.press("a: a new peer", .character("a"))
        replay.press("w: writes rejected", .character("w"))
        replay.press("?: the panel's keys", .character("?"))
        assertSnapshot(replay.transcript, named: "DataPanel-80x24.txt")
    }

    /// Values of the app's declared types: a struct opened to its members, a case with the values it carries
    /// changed (the Calls row follows), a carried dictionary grown, an Int32 typed (out of range refused), a Double
    /// refused, an array's count, the struct set to nil (the rows say Loading).
    @Test func declaredTypesAt72x34() throws {
        var replay = Replay(PreviewModel(screen: try screen(DeclaredPrivacyScreen.source)), width: 72, height: 34)
        replay.press("d: the app's struct, closed", .character("d"))
        replay.press("space: its members; each case with the values it carries", .character(" "))
        replay.press("j j j j →: voiceCalls becomes .enableContacts; Calls follows", .down, .down, .down, .down, .right)
        replay.press("← j a: back to .enableEveryone, one peer more in disableFor", .left, .down, .character("a"))
        replay.press("j enter: typing the Int32 timeout", .down, .enter, .end)
        replay.type("0000")
        replay.press("enter: out of its range, refused", .enter)
        replay.press("⌫ enter: set; If Away For follows", .backspace, .enter)
        replay.press("j j enter x enter: a Double that is not a number", .down, .down, .enter, .character("x"), .enter)
        replay.press("esc j j a: blockedIds one more; the rows that read it follow", .escape, .down, .down, .character("a"))
        replay.press("g n: privacy nil, the rows say Loading", .character("g"), .character("n"))
        assertSnapshot(replay.transcript, named: "DataPanel-declared-72x34.txt")
    }

    @Test func panelAt44x16() throws {
        var replay = Replay(try liveModel(), width: 44, height: 16)
        replay.press("d", .character("d"))
        replay.press("G: the last line", .character("G"))
        replay.press("g j j j j j j j →: blockedPeers", .character("g"), .down, .down, .down, .down, .down, .down, .right)
        replay.press("j J: the first peer moves down", .down, .character("J"))
        replay.press("x: and is removed", .character("x"))
        assertSnapshot(replay.transcript, named: "DataPanel-44x16.txt")
    }

    @Test func panelAt20x6() throws {
        var replay = Replay(try liveModel(), width: 20, height: 6)
        replay.press("d", .character("d"))
        replay.press("j j j: cacheSize", .down, .down, .down)
        replay.press("n: nil", .character("n"))
        replay.press("enter on limit", .up, .up, .enter)
        assertSnapshot(replay.transcript, named: "DataPanel-20x6.txt")
    }

    @Test func styled() throws {
        var model = try liveModel()
        model.press(.character("d"), .down, .down, .down, .down, .right)
        assertSnapshot(styledFrame(model, width: 60, height: 22, now: 0), named: "DataPanel.styled.txt")
    }

    /// Long values are cut with "…"; every frame is exactly the terminal's size at any size.
    @Test func longValuesAndEverySize() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("note"))
        model.press(.enter)
        model.type(String(repeating: "a long note that goes on ", count: 4))
        model.press(.enter)
        let text = plainFrame(model, width: 40, height: 20)
        #expect(text.contains("note \"a long note that goes on a …"))
        for width in [20, 21, 33, 80, 132] {
            for height in [6, 7, 9, 12, 24, 50] {
                var sized = model
                sized.resize(width: width, height: height)
                let frame = PreviewLayout.render(sized, width: width, height: height, now: 0, color: true)
                #expect(frame.width == width && frame.height == height)
            }
        }
    }
}
