@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenRuntime
import Testing

/// `focus: { row:, after: appear }`: for every generated screen, the controller's first `didAppear` gives the
/// keyboard (`ItemListItemFocusableNode.focus()`) to exactly the row the runtime says (`focusAfterAppearing`, nil
/// when the row is not shown or the screen has no such focus), never before, and not again when it appears again;
/// such a screen passes no `focusItemTag`.
@Suite struct FocusAfterAppearingTests {
    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func theRowIsFocusedOnceTheControllerAppeared(_ name: String) throws {
        let driver = try ScreenDriver(name)
        let rendered = driver.rendered
        let items = driver.items
        #expect(driver.controller.focusedItemTags.isEmpty, "\(name): focused before it appeared")
        #expect(driver.controller.simulateAppear())
        let expected = rendered.focusAfterAppearing.flatMap { row in rendered.rows.firstIndex { $0.stableID == row } }
            .flatMap { items.indices.contains($0) ? itemTag(of: items[$0]) : nil }
        let focused = driver.controller.focusedItemTags
        if let expected {
            #expect(focused.count == 1 && focused[0]?.isEqual(to: expected) == true, "\(name): focused \(focused)")
            #expect(driver.controller.currentNodeState?.focusItemTag == nil, "\(name): also passed focusItemTag")
        } else {
            #expect(focused.isEmpty, "\(name): focused \(focused), the IR says nothing")
        }
        #expect(driver.controller.simulateDisappear())
        #expect(driver.controller.simulateAppear())
        #expect(driver.controller.focusedItemTags.count == focused.count, "\(name): focused again")
        driver.verify("appeared twice")
    }
}
