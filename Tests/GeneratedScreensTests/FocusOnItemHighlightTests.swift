@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

/// A screen created with `focusOnItemTag:` flashes that row's node once it is shown (the generated
/// `afterTransactionCompleted` → `forEachItemNode` → `displayHighlight()`), as the runtime says
/// (`RenderedScreen.highlights(_:)`): for every screen and every row it shows first, the generated controller is
/// created focused on the row's tag, appears, and its flashed tags are compared with the runtime's answer; a later
/// emission flashes nothing more.
@Suite struct FocusOnItemHighlightTests {
    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func theFocusedRowFlashesOnceAsTheRuntimeSays(_ name: String) throws {
        let plain = try ScreenDriver(name)
        let rendered = plain.rendered
        let items = plain.items
        #expect(plain.controller.simulateAppear())
        #expect(plain.controller.highlightedItemTags.isEmpty, "\(name) flashed a row without focusOnItemTag")
        var flashing = 0
        for (index, row) in rendered.rows.enumerated() where items.indices.contains(index) {
            guard let tag = itemTag(of: items[index]) else { continue }
            let driver = try ScreenDriver(name, focusOnItemTag: tag)
            #expect(driver.controller.highlightedItemTags.isEmpty, "\(name).\(row.rowID): flashed before it appeared")
            #expect(driver.controller.simulateAppear())
            let flashed = driver.controller.highlightedItemTags
            if rendered.highlights(row.stableID) {
                flashing += 1
                #expect(flashed.count == 1, "\(name).\(row.rowID): flashed \(flashed.count) times, the IR says once")
                #expect(flashed.first?.isEqual(to: tag) == true, "\(name).\(row.rowID): another row flashed")
            } else {
                #expect(flashed.isEmpty, "\(name).\(row.rowID): its item node does not flash, yet \(flashed) did")
            }
            driver.updatePresentationData(.testDefault)
            #expect(driver.controller.highlightedItemTags.count == flashed.count, "\(name).\(row.rowID): flashed again")
        }
        if rendered.rows.contains(where: { rendered.highlights($0.stableID) }) {
            #expect(flashing > 0, "\(name): no row with a tag flashed")
        }
    }
}
