import Foundation
import ScreenIR
import ScreenRuntime
import TerminalUI
import Testing

@testable import ScreenPreview

/// A key text with `linkBrackets: true` in the preview (PrivacyAndSecurity's "new chats" footer): the key's bare
/// `[Telegram Premium]` is a link, drawn without its brackets, and Enter on the footer calls the link hook with the
/// empty target the real `]()` gives.
@Suite struct LinkBracketsPreviewTests {
    @Test func theBracketedWordsAreALinkWithAnEmptyTarget() throws {
        var model = try exampleModel("PrivacyAndSecurity", strings: englishStrings)
        try model.focusRow("newChatsFooter")
        let frame = plainFrame(model, width: 80, height: 60)
        #expect(frame.contains("Telegram Premium lifts the limit."))
        #expect(!frame.contains("[Telegram Premium]"))
        model.press(.enter)
        #expect(model.status?.message == "→ openPremiumIntro(\"\") · row newChatsFooter · link “Telegram Premium”")
    }
}
