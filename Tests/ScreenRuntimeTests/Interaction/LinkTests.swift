import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// `tapLink` and `tapHeaderAction`: a link calls the row's `linkAction` with its target; a header's button runs its
/// action; rows without them ignore the tap, and other kinds of row do not take it.
@Suite struct LinkTests {
    @Test func aFooterLinkCallsItsHookWithTheTarget() throws {
        var privacy = try Fixture("PrivacyAndSecurity")
        let footer = try privacy.id("newChatsFooter")
        let outcome = try privacy.perform(.tapLink(row: footer, target: ""))
        #expect(outcome.activation == .hook("openPremiumIntro", .string("")))
        guard case .text(let text) = try privacy.content("newChatsFooter") else {
            Issue.record("the footer is not a text")
            return
        }
        // The key's value writes the link as bare brackets; `linkBrackets: true` makes it `[Telegram Premium]()`.
        let value = "Automatically archive and mute new chats. [Telegram Premium] lifts the limit."
        let shown = resolve(text.text, strings: { $0 == "PrivacySettings_NewChatsPremiumFooter" ? value : nil })
        #expect(MarkdownLinks.links(in: shown) == [MarkdownLinks.Link(title: "Telegram Premium", target: "")])
    }

    @Test func textsWithoutALinkHookAndHeadersWithoutAButtonIgnoreTaps() throws {
        var privacy = try Fixture("PrivacyAndSecurity")
        #expect(try privacy.perform(.tapLink(row: privacy.id("privacyFooter"), target: "x")).ignored == .noAction)
        #expect(try privacy.perform(.tapHeaderAction(row: privacy.id("privacyHeader"))).ignored == .noAction)
    }

    @Test func otherRowsDoNotTakeLinkOrHeaderTaps() throws {
        var privacy = try Fixture("PrivacyAndSecurity")
        let passcode = try privacy.id("passcode")
        #expect(throws: InteractionError.unsupported(interaction: "tapLink", rowID: "passcode", kind: .disclosure)) {
            try privacy.perform(.tapLink(row: passcode, target: "x"))
        }
        #expect(throws: InteractionError.unsupported(interaction: "tapHeaderAction", rowID: "passcode", kind: .disclosure)) {
            try privacy.perform(.tapHeaderAction(row: passcode))
        }
    }

    @Test func linksAreReadAsItemListUIReadsThem() {
        #expect(
            MarkdownLinks.links(in: "See [A](a) and [B]() but not [C] or [D](") == [
                .init(title: "A", target: "a"), .init(title: "B", target: ""),
            ])
        #expect(MarkdownLinks.links(in: "**bold** only").isEmpty)
    }
}
