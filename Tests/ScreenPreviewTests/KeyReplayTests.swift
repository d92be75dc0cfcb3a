import ScreenPreview
import ScreencTestSupport
import Testing

/// Key sequences replayed on example screens, a frame after each step.
@Suite struct KeyReplayTests {
    /// Notifications: switching notifications off hides the rows that depend on them; switching on brings them
    /// back, marked `▌` for a moment.
    @Test func togglingRevealsRows() throws {
        var replay = Replay(try exampleModel("Notifications", strings: englishStrings), width: 48, height: 30)
        replay.press("space: private notifications off", .character(" "))
        replay.press("space: on again, rows marked", .character(" "))
        replay.press(
            "j × 6: to the channel switch",
            .character("j"),
            .character("j"),
            .character("j"),
            .character("j"),
            .character("j"),
            .character("j")
        )
        replay.press("enter: channel notifications on", .enter)
        assertSnapshot(replay.transcript, named: "Replay-Notifications-toggle.txt")
    }

    /// DataAndStorage: → pushes Storage Usage (with "‹ Back"), Esc comes back; a disabled disclosure reports why it
    /// does nothing until the switch above it enables it; the proxy screen's Cancel replaces its back button, Esc goes back.
    @Test func pushingAndGoingBack() throws {
        var replay = Replay(try exampleModel("DataAndStorage", strings: englishStrings), width: 60, height: 24)
        replay.press("→: push Storage Usage", .right)
        replay.press("esc: back", .escape)
        replay.press("G enter: the disabled proxy disclosure", .character("G"), .enter)
        replay.press("k space: use proxy", .character("k"), .character(" "))
        replay.press("j enter: push Proxy", .character("j"), .enter)
        replay.press("tab: Cancel in the navigation bar (it replaces ‹ Back)", .tab)
        replay.press("enter: Cancel", .enter)
        replay.press("esc: back", .escape)
        assertSnapshot(replay.transcript, named: "Replay-DataAndStorage-push.txt")
    }

    /// ProxyServerSettings: editing the host (the paste section disappears), the port (maxLength 5 refuses a sixth
    /// digit), the password (masked), then Done.
    @Test func editingInputs() throws {
        var replay = Replay(try exampleModel("ProxyServerSettings", strings: englishStrings), width: 50, height: 30)
        // The screen focuses the server input once it appeared (`focus: { row: server, after: appear }`).
        replay.press("enter: edit the focused server input", .enter)
        replay.type("proxy.example.com")
        replay.press("← ← ←, backspace", .left, .left, .left, .backspace)
        replay.press("enter: done", .enter)
        replay.press("↓ enter: edit the port", .down, .enter)
        replay.type("108000")
        replay.press("esc: done", .escape)
        replay.press("↓ ↓ enter: edit the password", .down, .down, .enter)
        replay.type("s3cret")
        replay.press("enter: done", .enter)
        replay.press("shift-tab enter: Done", .backTab, .enter)
        assertSnapshot(replay.transcript, named: "Replay-ProxyServerSettings-edit.txt")
    }

    /// ChatFolders: `]` switches to the second tab (sections appear), the expandable switch expands and a sub-item
    /// is toggled; the checkbox bound to a condition writes the state its `set:` says (every type included).
    @Test func tabsAndExpandableSwitch() throws {
        var replay = Replay(try exampleModel("ChatFolders", strings: englishStrings), width: 50, height: 36)
        replay.press("]: second tab", .character("]"))
        replay.press("g j enter: expand chat types", .character("g"), .down, .enter)
        replay.press("j j j space: groups", .down, .down, .down, .character(" "))
        replay.press("G k: the checkbox", .character("G"), .up)
        replay.press("space: all chat types", .character(" "))
        replay.press("tab tab → →: toolbar, Delete", .tab, .tab, .right, .right)
        replay.press("enter: Delete", .enter)
        assertSnapshot(replay.transcript, named: "Replay-ChatFolders-tabs.txt")
    }

    /// EditProfile: the multi-line bio with line breaks, the counter near the limit (a 71st character turns it
    /// negative, shows the "too long" text and disables Done), and the help overlay.
    @Test func multilineEditingAndHelp() throws {
        var replay = Replay(try exampleModel("EditProfile", strings: englishStrings), width: 44, height: 34)
        replay.press("j j enter: edit the bio", .down, .down, .enter)
        replay.press("alt-enter: new line", .altEnter)
        replay.type("Latte art since 2019, cold brew fan")
        replay.press("ctrl-j, paste", .control("j"), .paste("Oslo\nBergen"))
        replay.press("↑ ctrl-a: start of the previous line", .up, .control("a"))
        replay.type("!")
        replay.press("esc ?: help", .escape, .character("?"))
        replay.press("any key closes it", .character("x"))
        assertSnapshot(replay.transcript, named: "Replay-EditProfile-bio.txt")
    }
}
