@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

@testable import GeneratedScreens

/// LinkBrackets' texts (`{ key: K, args: [...], linkBrackets: true }`), driven through the harness with a translation
/// whose value writes a link as bare brackets: the generated footer and activity text get the localized string with
/// every `]` made `]()` (the argument's too, as the real `.replacingOccurrences(of: "]", with: "]()")` on the whole
/// string does), the runtime computes the same, and a tap on a bracketed link calls the hook with the empty target.
@Suite struct LinkBracketsTests {
    static let strings = ["ChatList_FolderArchiveFooter": "Chats of %@ stay archived. [Edit Folder]"]

    @Test func theKeysBracketsBecomeLinksWithoutATarget() throws {
        let driver = try ScreenDriver("LinkBrackets", presentationData: .test(strings: Self.strings))
        let expected = "Chats of [Work]() stay archived. [Edit Folder]()"
        let footer = try #require(driver.controller.items(ofType: ItemListTextItem.self).first)
        guard case .markdown(let text) = footer.text else {
            Issue.record("the footer is not markdown: \(footer.text)")
            return
        }
        #expect(text == expected)
        #expect(driver.controller.items(ofType: ItemListActivityTextItem.self).first?.text == expected)
        #expect(driver.verify("the runtime applies the same transform"))
    }

    @Test func aTapOnABracketedLinkCallsTheHookWithAnEmptyTarget() throws {
        let driver = try ScreenDriver("LinkBrackets", presentationData: .test(strings: Self.strings))
        let footer = try #require(driver.rendered.row(id: "archiveFooter")?.stableID)
        try #require(try driver.perform(.tapLink(row: footer, target: ""), "Edit Folder"))
        #expect(driver.log.calls == [.hook("editFolder", payload: [.string("")])])
    }
}
