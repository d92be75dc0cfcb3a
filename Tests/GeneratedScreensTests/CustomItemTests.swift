@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import ScreencTestSupport
@_spi(Stubs) import SettingsUIItems
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// A custom item (SettingsUIItems' `StorageCacheSizeSliderItem`, declared under `items:`) in StorageUsage and the
/// fixture CustomItems, driven through the harness: the slider's setter and hook are called on the generated item
/// and performed on the runtime (`setDescribedValue`, `callDescribedHook`), and the screens compared.
@Suite struct CustomItemTests {
    static func sliders(_ driver: ScreenDriver) -> [StorageCacheSizeSliderItem] {
        driver.controller.items(ofType: StorageCacheSizeSliderItem.self)
    }

    @Test func theSliderIsCalledWithTypedArguments() throws {
        let driver = try ScreenDriver("StorageUsage")
        let slider = try #require(Self.sliders(driver).first)
        #expect(slider.title == "Maximum Cache Size")
        #expect(slider.value == 3 && slider.maximumValue == 3)
        #expect(slider.systemStyle == .glass && slider.style == .blocks)
        #expect(slider.enabled == false, "disabled while the cache is measured")
        #expect(slider.committed != nil)
    }

    @Test func draggingWritesTheStateAndTheHookReceivesTheStep() throws {
        let driver = try InitialStateTests.driver(.storageUsageMeasured)
        let row = try #require(driver.rendered.row(id: "cacheLimitSlider")?.stableID)
        try #require(try driver.perform(.setDescribedValue(row: row, key: "bind", to: .int(1)), "drag to 20 GB"))
        #expect(driver.state["maximumCacheSize"] == .int(1))
        #expect(Self.sliders(driver).first?.value == 1)
        try #require(try driver.perform(.callDescribedHook(row: row, key: "committed", payload: [.int(1)]), "release"))
        #expect(driver.log.calls.last == .hook("maximumCacheSizeChanged", payload: [.int(1)]))
    }

    @Test func aRepeatedSlidersHookReceivesTheElementThenTheValue() throws {
        let driver = try ScreenDriver("CustomItems")
        let sliders = Self.sliders(driver)
        #expect(sliders.map(\.title) == ["All Chats", "Family", "News"])
        #expect(sliders.map(\.maximumValue) == [5, 3, 3])
        #expect(sliders.map(\.enabled) == [true, true, false])
        #expect(sliders.map { $0.committed != nil } == [false, true, true])
        let family = RowID(position: 1, element: .int(7))
        try #require(try driver.perform(.callDescribedHook(row: family, key: "changed", payload: [.int(2)]), "Family"))
        let element: ExpressionValue = .record(["id": .int(7), "title": .string("Family"), "locked": .bool(false)])
        #expect(driver.log.calls.last == .hook("chatLimitChanged", payload: [element, .int(2)]))
    }
}
