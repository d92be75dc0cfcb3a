import ScreenExpressions
import ScreenRuntime
import Testing

@testable import ScreenPreview

/// `K` / `J` in the preview drag a row with `reorder:` within its list while the reorder grip shows (editing mode):
/// the status line shows the hook with the new order, the preview's app writes the order into its list, and the row
/// keeps the focus; at the end of the list, or without the grip, the status line says why nothing moved.
@Suite struct ReorderPreviewTests {
    func serverOrder(_ model: PreviewModel) -> [String] {
        model.page.rendered.instances(of: "server").compactMap {
            if case .string(let id)? = $0.stableID.element { id } else { nil }
        }
    }

    @Test func kAndJMoveTheFocusedServerWithinItsList() throws {
        var model = try exampleModel("ProxySettings")
        try model.focusRow("server")
        model.press(.character("J"))
        #expect(model.status?.message.contains("cannot be reordered") == true, "no grip before Edit")

        model.applyPanelChange(try model.page.state.setting("editing", to: .bool(true)), now: 0)
        try model.focusRow("server")
        let before = serverOrder(model)
        let focused = model.focus
        model.press(.character("J"))
        #expect(
            model.status?.message.hasPrefix(
                "→ reorderProxyServers([\"mtproto://mt.example.org:443\", \"socks5://proxy.example.com:1080\", "
                    + "\"socks5://10.0.0.2:1080\"]) — app writes servers") == true)
        #expect(serverOrder(model) == [before[1], before[0], before[2]])
        #expect(model.focus == focused, "the moved row keeps the focus")

        model.press(.character("K"), .character("K"))
        #expect(model.status?.message.contains("already at the end of its list") == true)
        #expect(serverOrder(model) == before)
    }

    func folderOrder(_ model: PreviewModel) -> [String] {
        model.page.rendered.instances(of: "folder").compactMap {
            if case .string(let id)? = $0.stableID.element { id } else { nil }
        }
    }

    /// ChatFolderList's folders reorder `after: drop`: K / J move the row in the screen's temporary order and call
    /// nothing; the next other key drops it and the status line shows the hook once, with the order shown.
    @Test func aFolderDraggedWithKAndJIsCommittedOnceWhenDropped() throws {
        var model = try exampleModel("ChatFolderList")
        model.applyPanelChange(try model.page.state.setting("editing", to: .bool(true)), now: 0)
        try model.focusRow("folder")
        let before = folderOrder(model)
        model.press(.character("J"), .character("J"))
        #expect(model.status?.message.hasPrefix("↕ dragging folder") == true, "no hook while dragging")
        #expect(folderOrder(model) == [before[1], before[2], before[0], before[3]])
        model.press(.enter)
        #expect(model.status?.message.hasPrefix("→ reorderFolders([\"3\", \"5\", \"2\", \"7\"]) — app writes folders") == true)
        #expect(folderOrder(model) == [before[1], before[2], before[0], before[3]])
        model.press(.enter)
        #expect(model.status?.message.contains("reorderFolders") != true, "the drag ended: Enter taps the row again")
    }

    @Test func anOrderThePreviewsAppRejectsGoesBack() throws {
        var model = try exampleModel("ChatFolderList")
        model.applyPanelChange(try model.page.state.setting("editing", to: .bool(true)), now: 0)
        model.acceptsWrites = false
        try model.focusRow("folder")
        let before = folderOrder(model)
        model.press(.character("J"))
        #expect(folderOrder(model) != before)
        model.press(.enter)
        #expect(model.status?.message.contains("rejected: the app re-emits folders in its old order") == true)
        #expect(folderOrder(model) == before)
    }
}
