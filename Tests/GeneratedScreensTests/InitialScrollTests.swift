@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// `initialScroll:` becomes `ItemListNodeState(initialScrollToItem:)`: the index of the first shown row it names, at
/// the top and not animated, while its `when` holds — as the runtime says (`verify` compares every emission), and for
/// Notifications' "Exceptions" push the category's "Add …" row.
@Suite struct InitialScrollTests {
    @Test(arguments: [("privateChats", "addUserException"), ("groups", "addGroupException"), ("channels", "addChannelException")])
    func aCategoryOpenedForItsExceptionsStartsAtThem(_ category: String, _ row: String) throws {
        let name = "NotificationsPeerCategory"
        var values = ScreenState(defaultsOf: try ScreenCatalog.screen(named: name))
        try values.set("category", to: .enumCase(category))
        try values.set("showsExceptions", to: true)
        let driver = try ScreenDriver(name, values: values)
        let rendered = driver.rendered
        let index = try #require(rendered.rows.firstIndex { $0.rowID == row }, "\(row) is shown")
        #expect(rendered.initialScroll == rendered.rows[index].stableID)
        let scroll = try #require(driver.controller.currentNodeState?.initialScrollToItem)
        #expect(scroll.index == index && !scroll.animated && scroll.position == .top(0.0))
        driver.verify("opened for its exceptions")

        try values.set("showsExceptions", to: false)
        let plain = try ScreenDriver(name, values: values)
        #expect(plain.rendered.initialScroll == nil)
        #expect(plain.controller.currentNodeState?.initialScrollToItem == nil)
    }

    /// A fixed row (RowDetails), and the first shown of two rows while a parameter says so (LiveScreen).
    @Test(arguments: ["RowDetails", "LiveScreen"])
    func theGeneratedScrollFollowsTheRuntime(_ name: String) throws {
        let driver = try ScreenDriver(name)
        let rendered = driver.rendered
        let expected = try #require(rendered.initialScroll.flatMap { id in rendered.rows.firstIndex { $0.stableID == id } })
        #expect(driver.controller.currentNodeState?.initialScrollToItem?.index == expected)
        driver.verify("created")
    }
}
