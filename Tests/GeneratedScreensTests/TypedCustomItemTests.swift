@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
@_spi(Stubs) import SettingsUIItems
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

@testable import GeneratedScreens

/// Custom items with typed parameters (the fixture TypedCustomItems), driven through the harness: every step is also
/// performed on the runtime and the screens compared. The items receive an `Int64` byte count and a `Double` read from
/// a declared struct of app data, an optional app enum (and `nil` where the row leaves it out), the environment's
/// theme and strings; a tap pushes a screen; an item of the module being compiled reports its value, bound to app
/// data, through `updateKeepMedia`; a repeated item reveals its options and is removed as peer rows are.
@Suite struct TypedCustomItemTests {
    static func summaries(_ driver: ScreenDriver) -> [StorageUsageSummaryItem] {
        driver.controller.items(ofType: StorageUsageSummaryItem.self)
    }

    static func browsers(_ driver: ScreenDriver) -> [WebBrowserListItem] {
        driver.controller.items(ofType: WebBrowserListItem.self)
    }

    static func browser(_ id: String, _ title: String) -> ExpressionValue {
        .record(["id": .string(id), "title": .string(title)])
    }

    @Test func typedValuesReachTheItemTyped() throws {
        let driver = try ScreenDriver("TypedCustomItems")
        let summaries = Self.summaries(driver)
        try #require(summaries.count == 2)
        #expect(summaries[0].totalBytes == 1_610_612_736 && summaries[0].mediaShare == 0.4)
        #expect(summaries[0].preset == .month)
        #expect(summaries[1].totalBytes == 0 && summaries[1].mediaShare == 0 && summaries[1].preset == nil)
        let presentationData = driver.expectations.presentationData
        #expect(summaries.allSatisfy { $0.theme === presentationData.theme && $0.strings === presentationData.strings })
    }

    @Test func aByteCountBeyondInt32AndAPresetFromNewData() throws {
        let driver = try ScreenDriver("TypedCustomItems")
        let usage: ExpressionValue = .record(["totalBytes": .int(5_000_000_000), "mediaShare": .double(0.75)])
        try #require(try driver.emitData([.set("usage", to: usage), .set("cachePreset", to: .null)], "the cache grew"))
        let summary = try #require(Self.summaries(driver).first)
        #expect(summary.totalBytes == 5_000_000_000 && summary.mediaShare == 0.75 && summary.preset == nil)
        try #require(try driver.emitData([.set("cachePreset", to: .enumCase("never"))], "a preset again"))
        #expect(Self.summaries(driver).first?.preset == .never)
    }

    @Test func aTapPushesTheScreenOrCallsTheHook() throws {
        let driver = try ScreenDriver("TypedCustomItems")
        let rows = driver.rendered.rows.map(\.stableID)
        try #require(try driver.perform(.tapRow(row: rows[0]), "tap the cache summary"))
        #expect(driver.log.calls.last == .push("StorageUsage"))
        try #require(try driver.perform(.tapRow(row: rows[1]), "tap the empty summary"))
        #expect(driver.log.calls.last == .hook("openEmptyCache"))
    }

    @Test func aValueBoundToAppDataIsAskedOfTheApp() throws {
        let driver = try ScreenDriver("TypedCustomItems")
        let row = try #require(driver.rendered.row(id: "keepMediaRow")?.stableID)
        let picker = try #require(driver.controller.items(ofType: KeepMediaPresetPickerItem.self).first)
        #expect(picker.value == .week && picker.maximumSize == 4)
        let pick = Gesture.setDescribedValue(row: row, key: "bind", to: .enumCase("day"))
        try #require(try driver.perform(pick, "pick a day; the app refuses", acceptsDataChange: false))
        #expect(driver.log.calls.last == .hook("updateKeepMedia", payload: [.enumCase("day")]))
        #expect(driver.controller.items(ofType: KeepMediaPresetPickerItem.self).first?.value == .week, "the data's value")
        try #require(try driver.perform(pick, "pick a day; the app saves it and emits"))
        #expect(driver.controller.items(ofType: KeepMediaPresetPickerItem.self).first?.value == .day)
        #expect(driver.state["keepMedia"] == .enumCase("day"))
    }

    @Test func aRepeatedItemRevealsItsOptionsOneRowAtATime() throws {
        let driver = try ScreenDriver("TypedCustomItems")
        let rows = driver.rendered.rows.filter { $0.rowID == "browserRow" }.map(\.stableID)
        try #require(rows.count == 3)
        #expect(Self.browsers(driver).map(\.id) == ["safari", "chrome", "firefox"])
        #expect(Self.browsers(driver).allSatisfy { $0.editing.editable && !$0.editing.editing && !$0.editing.revealed })
        try #require(try driver.perform(.revealPeerOptions(row: rows[1]), "swipe Chrome open"))
        #expect(driver.state["browserRowWithRevealedOptions"] == .string("chrome"))
        #expect(Self.browsers(driver).map(\.editing.revealed) == [false, true, false])
        try #require(try driver.perform(.revealPeerOptions(row: rows[2]), "swipe Firefox open"))
        #expect(Self.browsers(driver).map(\.editing.revealed) == [false, false, true], "one row's options at a time")
        try #require(try driver.perform(.closePeerOptions(row: rows[2]), "swipe Firefox closed"))
        #expect(driver.state["browserRowWithRevealedOptions"] == .null)
    }

    @Test func deleteReportsTheElementAndEditingShowsTheDeleteControl() throws {
        let driver = try ScreenDriver("TypedCustomItems")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        #expect(Self.browsers(driver).allSatisfy { $0.editing.editing })
        let rows = driver.rendered.rows.filter { $0.rowID == "browserRow" }.map(\.stableID)
        try #require(try driver.perform(.revealPeerOptions(row: rows[0]), "the delete control opens Safari's options"))
        let mark = driver.log.calls.count
        try #require(try driver.perform(.removePeer(row: rows[0]), "Delete on Safari's row"))
        #expect(driver.log.calls(since: mark).contains(.hook("removeBrowser", payload: [Self.browser("safari", "Safari")])))
        #expect(driver.state["browserRowWithRevealedOptions"] == .null, "the options close after the hook")
        try #require(try driver.emitData([.remove(from: "browsers", at: 0)], "the app removed Safari"))
        #expect(Self.browsers(driver).map(\.id) == ["chrome", "firefox"])
    }
}
