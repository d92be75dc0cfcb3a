@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// Text limits: what the runtime accepts is what ItemListUI's text fields let through to `textUpdated`.
/// (The random walks call `textUpdated` only for edits the runtime accepts; these tests check that premise
/// against the stand-ins' model of the item nodes, `simulateTyping`.)
@Suite struct TextLimitTests {
    /// Performs an edit the ItemListUI way (`simulateTyping` on the item) and the runtime way, and says whether
    /// each side accepted it. (The two sides may disagree afterwards: use a fresh driver for the next edit.)
    private func edit(
        _ driver: ScreenDriver,
        row id: String,
        to text: String
    ) throws -> (itemListUI: Bool, runtime: Bool) {
        let row = try #require(ScreenEntries(driver.screen).stableID(of: id))
        let index = try #require(driver.rendered.rows.firstIndex { $0.stableID == row }, "\(id) is not shown")
        let item = driver.controller.currentItems[index]
        let accepted: Bool
        if let item = item as? ItemListSingleLineInputItem {
            accepted = item.simulateTyping(text)
        } else if let item = item as? ItemListMultilineInputItem {
            accepted = item.simulateTyping(text)
        } else {
            Issue.record("\(id) is a \(type(of: item)), not a text input")
            accepted = false
        }
        let outcome = try InteractionHandler.perform(
            .editText(row: row, text: text),
            in: driver.screen,
            state: driver.state
        )
        return (accepted, outcome.ignored == nil)
    }

    @Test func singleLineLimitsAgree() throws {
        for text in ["", "443", "12345", "👨‍👩‍👧‍👦🇺🇦家族1", "123456", "家族家族家族"] {
            let driver = try ScreenDriver("ProxyServerSettings")
            let result = try edit(driver, row: "serverPort", to: text)
            #expect(
                result.itemListUI == result.runtime,
                "port ← \(visible(text)): ItemListUI \(result.itemListUI), runtime \(result.runtime)"
            )
            #expect(result.runtime == (text.count <= 5))
        }
    }

    @Test func shorteningAnOverlongSingleLineText() throws {
        // The Layout fixture binds one field to a single-line input (maxLength 64) and a multi-line input
        // (maxLength 70): type 68 characters in the multi-line one, then delete one in the single-line one.
        let driver = try ScreenDriver("LayoutStressTestScreenWithAVeryLongName")
        let long = String(repeating: "x", count: 68)
        let multiline = try #require(ScreenEntries(driver.screen).stableID(of: "aMultilineInputRowIdentifier"))
        try driver.perform(.editText(row: multiline, text: long), "type 68 characters in the multi-line input")
        #expect(driver.controller.items(ofType: ItemListSingleLineInputItem.self).first?.text == long)

        let result = try edit(driver, row: "aLongTextInputRowIdentifier", to: String(long.dropLast()))
        #expect(result.itemListUI == false)
        #expect(result.runtime == result.itemListUI)
    }

    @Test func multilineTextOverItsLimit() throws {
        let driver = try ScreenDriver("EditProfile")
        let bio = String(repeating: "☕", count: 71)
        let result = try edit(driver, row: "bioInput", to: bio)
        #expect(result.itemListUI == true)
        #expect(result.runtime == result.itemListUI)
        // What the generated screen shows after ItemListUI let the text through: the warning row the YAML
        // declares for it, and a disabled Done.
        let warning = try #require(
            driver.controller.items(ofType: ItemListTextItem.self).first { item in
                if case .plain(let text) = item.text { text.hasPrefix("Your bio is longer than 70") } else { false }
            }
        )
        #expect(warning.sectionId == 2)
        #expect(driver.controller.currentControllerState?.rightNavigationButton?.enabled == false)
    }
}
