@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// EditProfile's name inputs and bio (`unedited:`), driven through the harness: the generated item shows the account's
/// current name from app data while the state's edit is `nil`, follows a new name from the app, and from the first
/// edit shows the edit whatever the app's name. Every step is also performed on the runtime and the screens compared.
@Suite struct UneditedInputHarnessTests {
    func firstName(_ driver: ScreenDriver) -> String? {
        driver.controller.items(ofType: ItemListSingleLineInputItem.self).first?.text
    }

    @Test func theNameInputShowsTheAppsNameUntilTheUserEditsIt() throws {
        let driver = try ScreenDriver("EditProfile")
        #expect(firstName(driver) == "Anna")
        try driver.emitData([.set("currentFirstName", to: .string("Anne"))], "the app's name changes")
        #expect(firstName(driver) == "Anne")
        let row = try #require(driver.rendered.rows.first { $0.rowID == "firstNameInput" }?.stableID)
        try driver.perform(.editText(row: row, text: "Ann"), "the user edits")
        #expect(firstName(driver) == "Ann")
        #expect(driver.state["firstName"] == .string("Ann"))
        try driver.emitData([.set("currentFirstName", to: .string("Bob"))], "the app's name changes again")
        #expect(firstName(driver) == "Ann", "the edit stays")
    }

    func bio(_ driver: ScreenDriver) -> String? {
        driver.controller.items(ofType: ItemListMultilineInputItem.self).first?.text
    }

    /// The multi-line bio input, the same way: the account's bio until the user edits it, then the edit.
    @Test func theBioShowsTheAppsBioUntilTheUserEditsIt() throws {
        let driver = try ScreenDriver("EditProfile")
        #expect(bio(driver) == "Barista at Café Noir ☕")
        try driver.emitData([.set("currentBio", to: .string("Roaster"))], "the app's bio changes")
        #expect(bio(driver) == "Roaster")
        let row = try #require(driver.rendered.rows.first { $0.rowID == "bioInput" }?.stableID)
        try driver.perform(.editText(row: row, text: "Roaster and barista"), "the user edits")
        #expect(bio(driver) == "Roaster and barista")
        #expect(driver.state["bio"] == .string("Roaster and barista"))
        try driver.emitData([.set("currentBio", to: .string(""))], "the app's bio changes again")
        #expect(bio(driver) == "Roaster and barista", "the edit stays")
    }
}
