import Foundation
import ScreenExpressions
import ScreenRuntime
import Testing

@testable import ScreenPreview

/// Peer rows with a switch in the preview (the PeerActions fixture): drawn `[○ off]` / `[ on ●]` or `☑` / `☐`, Space
/// flips a standard switch (the `toggle` hook with the element and the new value), a check is tapped.
@Suite struct PeerSwitchPreviewTests {
    @Test func spaceFlipsTheStandardSwitchThroughItsHook() throws {
        let path = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Fixtures/PeerActions.yaml")
        var model = PreviewModel(screen: try screen(try String(contentsOf: path, encoding: .utf8)))
        try model.focusRow("memberMuted")
        let frame = plainFrame(model, width: 70, height: 30)
        #expect(frame.contains("Alex Morgan  notifications"))
        #expect(frame.contains("[○ off]") && frame.contains("[ on ●]"))
        #expect(frame.contains("☑ ◉ Alex Morgan") && frame.contains("☐ ◉ Zoë Laurent"))
        model.press(.character(" "))
        #expect(model.status?.message.hasPrefix("→ muteMember(Member #11 “Alex Morgan”") == true)
        #expect(model.status?.message.contains("true)") == true)
    }
}

/// Reveal options of a peer row in the preview: ← reveals them numbered in their colours, a digit chooses one (its
/// hook with the element), and the options close.
@Suite struct RevealOptionsPreviewTests {
    @Test func digitsChooseTheRevealedOptions() throws {
        let path = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Fixtures/PeerActions.yaml")
        var model = PreviewModel(screen: try screen(try String(contentsOf: path, encoding: .utf8)))
        try model.focusRow("memberMuted")
        model.press(.left)
        #expect(plainFrame(model, width: 90, height: 30).contains("1 Mute for 8 hours · 2 Common_Delete"))
        model.press(.character("1"))
        #expect(model.status?.message.hasPrefix("→ snoozeMember(Member #11 “Alex Morgan”") == true)
        #expect(model.page.state["peerIdWithRevealedOptions"] == .null)
        model.press(.character("x"))
        #expect(model.status?.message.hasPrefix("→ removeMember(Member #11") == true, "x chooses the last option")
    }
}

/// Peer rows showing their presence in the preview (the PeerPresence fixture): "online" in the accent colour, "last
/// seen …", "offline" for a member without one; a row with a text of its own shows that text.
@Suite struct PeerPresencePreviewTests {
    @Test func membersShowTheirPresence() throws {
        let path = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Fixtures/PeerPresence.yaml")
        let model = PreviewModel(screen: try screen(try String(contentsOf: path, encoding: .utf8)))
        let frame = plainFrame(model, width: 70, height: 30)
        #expect(frame.contains("◉ Alex Morgan  online"))
        #expect(frame.contains("◉ Zoë Laurent  last seen within a week"))
        #expect(frame.contains("◉ Sam Lee  offline"))
        #expect(frame.contains("◉ Alex Morgan  owner"))
        #expect(frame.contains("◉ Zoë Laurent  member"))
    }
}
