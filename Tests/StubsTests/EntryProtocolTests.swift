import Testing
import Foundation
import UIKit
import Display
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
import MergeLists
import StubTestSupport

/// `ItemListNodeEntry`'s default implementations, MergeLists' `Identifiable`, and the ordering checks the stub
/// controller performs in place of the real node's assertion.
@Suite struct EntryProtocolTests {
    @Test func defaultImplementationsComeFromItemListUI() {
        let only: ItemListNodeAnyEntry = RequiredArgumentsEntry.only
        let other: ItemListNodeAnyEntry = RequiredArgumentsEntry.other

        #expect(only.anyId == AnyHashable(0))
        #expect(other.anyId == AnyHashable(1))
        #expect(only.isLessThan(other))
        #expect(!other.isLessThan(only))
        #expect(only.isEqual(RequiredArgumentsEntry.only))
        #expect(!only.isEqual(other))
        #expect(only.tag == nil)
    }

    @Test func itemListNodeEntryRefinesMergeListsIdentifiable() {
        func stableId<T: MergeLists.Identifiable>(of value: T) -> T.T {
            return value.stableId
        }
        #expect(stableId(of: RequiredArgumentsEntry.other) == 1)
    }

    private enum UnorderedEntry: ItemListNodeEntry {
        case a
        case b
        case c

        var section: ItemListSectionId {
            return 0
        }

        var stableId: Int32 {
            switch self {
            case .a:
                return 0
            case .b, .c:
                return 1
            }
        }

        static func < (lhs: UnorderedEntry, rhs: UnorderedEntry) -> Bool {
            return lhs.stableId < rhs.stableId
        }

        func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
            return ItemListTextItem(presentationData: presentationData, text: .plain("\(self)"), sectionId: self.section)
        }
    }

    private func controller(emitting entries: ValuePromise<[String]>) -> ItemListController {
        let presentationData = ItemListPresentationData(PresentationData.testDefault)
        let signal = entries.get() |> map { names -> (ItemListControllerState, (ItemListNodeState, Any)) in
            let entries: [UnorderedEntry] = names.map { name in
                switch name {
                case "a":
                    return .a
                case "b":
                    return .b
                default:
                    return .c
                }
            }
            return (
                ItemListControllerState(presentationData: presentationData, title: .text("t"), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: nil),
                (ItemListNodeState(presentationData: presentationData, entries: entries, style: .blocks), ())
            )
        }
        return ItemListController(presentationData: presentationData, updatedPresentationData: .single(presentationData), state: signal, tabBarItem: nil)
    }

    @Test func outOfOrderAndDuplicateEntriesAreReported() throws {
        let entries = ValuePromise(["a", "b"])
        let controller = controller(emitting: entries)
        #expect(controller.entryOrderViolations.isEmpty)
        #expect(try controller.validatedItems().count == 2)

        entries.set(["b", "a"])
        #expect(controller.entryOrderViolations.map(\.description) == ["emission 2, entry 1: entry 1 is not less than entry 0"])
        #expect(throws: ItemListStubError.self) {
            try controller.validatedItems()
        }
        #expect(controller.currentItems.count == 2)

        entries.set(["a", "b", "c"])
        #expect(controller.entryOrderViolations.count == 3)
        #expect(controller.entryOrderViolations.suffix(2).map(\.message) == ["duplicate stableId 1", "entry 1 is not less than entry 1"])

        entries.set(["a"])
        #expect(try controller.validatedItems().count == 1)
        #expect(controller.entryOrderViolations.count == 3)
    }

    @Test func visibleEntriesAndTransactionCallbacksFireOnEveryState() {
        let entries = ValuePromise(["a"])
        let controller = controller(emitting: entries)
        var visible: [[AnyHashable]] = []
        var transactions = 0
        controller.visibleEntriesUpdated = { entries in
            visible.append(entries.map(\.anyId))
        }
        controller.afterTransactionCompleted = {
            transactions += 1
        }
        entries.set(["a", "b"])
        #expect(visible == [[AnyHashable(Int32(0)), AnyHashable(Int32(1))]])
        #expect(transactions == 1)
    }

    @Test func noStateYetIsAnError() {
        let presentationData = ItemListPresentationData(PresentationData.testDefault)
        let controller = ItemListController(presentationData: presentationData, updatedPresentationData: .never(), state: Signal<(ItemListControllerState, (ItemListNodeState, Void)), NoError>.never(), tabBarItem: nil)
        #expect(controller.emissionCount == 0)
        #expect(controller.currentItems.isEmpty)
        #expect(throws: ItemListStubError.self) {
            try controller.validatedItems()
        }
    }
}
