@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// EditProfile's name inputs (`unedited:`), driven through the harness: the generated item shows the account's
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
}
