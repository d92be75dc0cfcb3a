@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// WordSwitch's options chosen by `switch` over an enum, driven through the harness: the activity text's colour
/// follows the status (grouped cases share a word, the others take `default`), the input's clear button the proxy mode
/// (with a nested `if` for one case); its presentation by the parameter is checked with the other screens' in
/// `PresentationChoiceTests`. Every step is also performed on the runtime and the screens compared.
@Suite struct WordSwitchTests {
    func color(_ driver: ScreenDriver) -> ItemListActivityTextItem.TextColor? {
        driver.controller.items(ofType: ItemListActivityTextItem.self).first?.color
    }

    func clearType(_ driver: ScreenDriver) -> ItemListSingleLineInputClearType? {
        driver.controller.items(ofType: ItemListSingleLineInputItem.self).first?.clearType
    }

    func tap(_ driver: ScreenDriver, _ row: String) throws {
        let id = try #require(driver.rendered.row(id: row)?.stableID)
        try #require(try driver.perform(.tapRow(row: id), "tap \(row)"))
    }

    @Test func theColourFollowsTheStatusByItsCase() throws {
        let driver = try ScreenDriver("WordSwitch")
        #expect(color(driver) == .generic, "checking: the default word")
        try tap(driver, "free")
        #expect(color(driver) == .constructive)
        try tap(driver, "taken")
        #expect(color(driver) == .destructive)
        try tap(driver, "short")
        #expect(color(driver) == .destructive, "grouped with taken")
    }

    @Test func theClearButtonFollowsTheModeAndANestedChoice() throws {
        let driver = try ScreenDriver("WordSwitch")
        #expect(clearType(driver) == .always)
        try tap(driver, "mtproto")
        #expect(clearType(driver) == ItemListSingleLineInputClearType.none)
        let editing = try #require(driver.rendered.row(id: "editingSwitch")?.stableID)
        try #require(try driver.perform(.toggleSwitch(row: editing), "editing"))
        #expect(clearType(driver) == .onFocus)
    }
}
