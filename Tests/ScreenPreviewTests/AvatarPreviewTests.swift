import Foundation
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import TerminalUI
import Testing

@testable import ScreenPreview

/// A disclosure's `iconPeer:` avatar in the preview (the AvatarRows fixture): the peer's initials in brackets before
/// the title, from a list element's peer and from a peer app data holds.
@Suite struct AvatarPreviewTests {
    @Test func eachRowShowsItsPeersInitialsBeforeTheTitle() throws {
        let path = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Fixtures/AvatarRows.yaml")
        let model = PreviewModel(screen: try screen(try String(contentsOf: path, encoding: .utf8)))
        let frame = plainFrame(model, width: 60, height: 16)
        #expect(frame.contains("(RH) Robin Hale"))
        #expect(frame.contains("(DT) Design Team"))
        #expect(frame.contains("(ZL) Zoë Laurent"))
    }

    @Test func theInitialsAreTheFirstLettersOfTheFirstTwoWords() {
        let theme = PreviewTheme(color: false)
        func shown(_ name: String) -> String? { RowLines.avatarMarker(PeerSample.value(id: 1, name: name), theme).first?.text }
        #expect(shown("Alex Morgan") == "(AM) ")
        #expect(shown("王小明") == "(王) ")
        #expect(shown("ann lee de vries") == "(AL) ")
        #expect(shown("") == "(?) ")
        #expect(RowLines.avatarMarker(.null, theme).isEmpty, "a nil peer draws no avatar")
        #expect(RowLines.avatarMarker(nil, theme).isEmpty)
    }
}
