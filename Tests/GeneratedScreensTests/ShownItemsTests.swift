import AccountContext
@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import PresentationDataUtils
import StubTestSupport
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
import Testing

/// `ShownItems` keeps the item of a row whose entry did not change, as ItemListUI's node does: so an entry whose
/// equality ignores what its item's closure uses hands a stale value to the hook, which the harness then sees.
@Suite struct ShownItemsTests {
    /// What the rows' closures were called with.
    final class Received {
        var values: [Int] = []
    }

    /// A row whose equality ignores `payload`, which its action passes on.
    struct Entry: ItemListNodeEntry {
        var id: Int32
        var title: String
        var payload: Int

        var section: ItemListSectionId { 0 }
        var stableId: Int32 { id }

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
        static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.id < rhs.id }

        func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
            let received = arguments as! Received
            return ItemListActionItem(
                presentationData: presentationData,
                title: title,
                kind: .generic,
                alignment: .natural,
                sectionId: section,
                style: .blocks,
                action: { received.values.append(payload) }
            )
        }
    }

    @Test func anUnchangedRowKeepsItsEarlierItem() throws {
        let context = TestAccountContext()
        let received = Received()
        let entries = ValuePipe<[Entry]>()
        let state =
            combineLatest(context.sharedContext.presentationData, entries.signal())
            |> map { presentationData, entries -> (ItemListControllerState, (ItemListNodeState, Received)) in
                let data = ItemListPresentationData(presentationData)
                return (
                    ItemListControllerState(
                        presentationData: data,
                        title: .text(""),
                        leftNavigationButton: nil,
                        rightNavigationButton: nil,
                        backNavigationButton: nil
                    ),
                    (ItemListNodeState(presentationData: data, entries: entries, style: .blocks), received)
                )
            }
        let controller = ItemListController(context: context, state: state)
        var shown = ShownItems()

        entries.putNext([Entry(id: 1, title: "A", payload: 1)])
        shown.items(of: controller)[0].simulateTap()
        entries.putNext([Entry(id: 1, title: "A", payload: 2)])
        shown.items(of: controller)[0].simulateTap()
        controller.currentItems[0].simulateTap()
        #expect(received.values == [1, 1, 2], "the list still shows the first item; a fresh one would pass 2")

        entries.putNext([Entry(id: 1, title: "B", payload: 3)])
        shown.items(of: controller)[0].simulateTap()
        context.updatePresentationData(.testNight)
        entries.putNext([Entry(id: 1, title: "B", payload: 4)])
        shown.items(of: controller)[0].simulateTap()
        #expect(received.values == [1, 1, 2, 3, 4], "a changed entry, or new presentation data, rebuilds the item")
    }
}
