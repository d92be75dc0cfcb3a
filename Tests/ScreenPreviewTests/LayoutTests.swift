import Foundation
import ScreenPreview
import ScreenRuntime
import ScreencTestSupport
import TerminalUI
import Testing

@Suite struct LayoutTests {
    /// Titles, buttons, rows and labels that do not fit are cut with "…"; buttons give way so some title shows.
    @Test func longTitles() throws {
        let model = PreviewModel(screen: try screen(Fixtures.longTitle))
        var text = ""
        for width in [100, 60, 40, 24, 20] {
            text += section("\(width)×12", plainFrame(model, width: width, height: 12))
        }
        assertSnapshot(text, named: "LongTitles.txt")
    }

    /// Wide characters take two cells and are never cut in half; markdown is styled; control and bidi characters
    /// from the file are shown escaped instead of reaching the terminal.
    @Test func widthsMarkdownAndHostileText() throws {
        let model = PreviewModel(screen: try screen(Fixtures.widthsAndMarkup))
        var text = ""
        for width in [60, 31, 30, 21, 20] {
            text += section("\(width)×16", plainFrame(model, width: width, height: 16))
        }
        text += section("styled 60×16", styledFrame(model, width: 60, height: 16))
        assertSnapshot(text, named: "WidthsAndMarkup.txt")
        let frame = PreviewLayout.render(model, width: 60, height: 16, now: 0, color: true)
        #expect(!frame.cells.contains { $0.character.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" } })
        #expect(FrameTranscript.plain(frame).contains("\\u{1B}[31malert"))
    }

    /// One toolbar action is centred, two sit left and right, three left, centre and right.
    @Test func toolbarPlacement() throws {
        func toolbarLine(_ name: String) throws -> String {
            let text = plainFrame(try exampleModel(name, strings: englishStrings), width: 60, height: 20)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return String(lines[lines.count - 4])
        }
        // 60 columns: the left slot starts at column 1, the right slot ends at column 58. Disabled actions have `⊘`.
        #expect(try toolbarLine("StorageUsage") == String(repeating: " ", count: 23) + "⊘ Clear Cache")
        #expect(
            try toolbarLine("EditProfile")
                == " Set Photo or Video" + String(repeating: " ", count: 28) + "Remove Photo"
        )
        #expect(
            try toolbarLine("ChatFolders")
                == " Read All" + String(repeating: " ", count: 16) + "⊘ Archive" + String(repeating: " ", count: 17)
                + "⊘ Delete"
        )
    }

    /// The segmented control: Tab focuses it (`◂ … ▸`), ← / → change the selection and the sections with it.
    @Test func segmentedTitle() throws {
        var replay = Replay(try exampleModel("Appearance", strings: englishStrings), width: 56, height: 40)
        replay.press("shift-tab: the segmented control", .backTab)
        replay.press("←: Night", .left)
        replay.press("← ←: Day, and no further", .left, .left)
        replay.press("] ] tab: Auto, back in the list", .character("]"), .character("]"), .tab)
        assertSnapshot(replay.transcript, named: "Replay-Appearance-segments.txt")
    }

    /// The empty state is centred in the list, over the rows it is shown with (BlockedUsers keeps its "Block User"
    /// row); while loading, the loading indicator (a still `⟳` in a static frame) is.
    @Test func emptyState() throws {
        let blocked = try exampleScreen("BlockedUsers")
        var state = ScreenState(defaultsOf: blocked)
        try state.set("blockedPeers", to: .list([]))
        let model = PreviewModel(screen: blocked, strings: englishStrings, initialState: state)
        try state.set("isLoading", to: .bool(true))
        let loading = PreviewModel(screen: blocked, strings: englishStrings, initialState: state)
        assertSnapshot(
            section("60×16", plainFrame(model, width: 60, height: 16))
                + section("20×6", plainFrame(model, width: 20, height: 6))
                + section("loading 60×16", plainFrame(loading, width: 60, height: 16)),
            named: "BlockedUsers-empty.txt"
        )
    }

    @Test func transcriptMarkup() {
        var frame = Frame(width: 12, height: 2)
        frame.put("a«b»", row: 0, column: 0, style: Style(foreground: .red, bold: true))
        frame.put("x", row: 0, column: 6)
        frame.put("漢", row: 1, column: 1, style: Style(background: .blue, underline: true, inverse: true))
        frame.cursor = (1, 1)
        #expect(FrameTranscript.styled(frame) == "«b,red:a««b»»»  x\n «u,r,on-blue:漢»\ncursor: row 1, column 1\n")
        #expect(FrameTranscript.plain(frame) == "a«b»  x\n 漢\n")
    }

    @Test func staticFrameShowsTheWholeScreen() throws {
        let screen = try exampleScreen("PrivacyAndSecurity")
        let frame = ScreenPreview.staticFrame(screen, strings: englishStrings, width: 50, color: false)
        let text = FrameTranscript.plain(frame)
        #expect(text.contains("Delete All Cloud Drafts"))
        #expect(text.contains("your Telegram account."))  // the last footer: nothing scrolled away
        #expect(frame.cells.allSatisfy { $0.style.foreground == nil })
    }

    /// Issue 20 ("also found"): a printed frame of a short screen was padded to 12 lines, empty ones between the
    /// list and the help line. It is as tall as the screen needs, with the full layout (rule, status line) still.
    @Test func aStaticFrameIsNotPadded() throws {
        let oneRow = try screen(
            """
            screen: Small
            title: Small
            state:
              on: true
            sections:
              - id: main
                rows:
                  - { id: toggle, item: switch, title: Toggle, bind: on }

            """)
        let frame = ScreenPreview.staticFrame(oneRow, width: 40, color: false)
        let lines = FrameTranscript.plain(frame).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(frame.height == 7)
        #expect(lines.first == "Small")
        #expect(lines[1].allSatisfy { $0 == "─" })  // the rule under the navigation bar
        #expect(lines[3].hasPrefix("│ Toggle"))
        #expect(lines[5].isEmpty)  // the status line
        #expect(lines[6].contains("q quit"))  // the help line
        // With a height given, that height's layout, as before.
        #expect(ScreenPreview.staticFrame(oneRow, width: 40, height: 12, color: false).height == 12)
        // With the data panel open (`--keys d`) the frame was 600 lines tall: now the list and the panel, whole.
        var model = PreviewModel(screen: oneRow)
        model.press(.character("d"))
        model.fitToContent(width: 40)
        let panel = FrameTranscript.plain(
            PreviewLayout.render(model, width: 40, height: model.viewport.height, now: 0, color: false, animated: false))
        let panelLines = panel.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(model.viewport.height == 7 + 3, "\(panel)")
        #expect(panelLines[3].hasPrefix("│ Toggle") && panelLines[5].hasPrefix("── Data"))
        #expect(panelLines[6] == "State" && panelLines[7].hasSuffix("true"), "\(panel)")
    }

    @Test func terminalKeysMapToPreviewKeys() {
        #expect(PreviewKey(Key.character("x")) == .character("x"))
        #expect(PreviewKey(Key.alt(.enter)) == .altEnter)
        #expect(PreviewKey(Key.control("j")) == .control("j"))
        #expect(PreviewKey(Key.modified(.up, .shift)) == .up)
        #expect(PreviewKey(Key.paste("a\nb")) == .paste("a\nb"))
        #expect(PreviewKey(Key.backTab) == .backTab)
        #expect(PreviewKey(Key.function(5)) == nil)
        #expect(PreviewKey(Key.alt(.character("x"))) == nil)
    }
}
