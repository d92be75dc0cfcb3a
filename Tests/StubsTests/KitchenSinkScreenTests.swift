import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
import AccountContext
import StubTestSupport

/// Drives Screens/KitchenSinkScreen.swift: segmented title, toolbar, empty state, nested stable ids and the
/// remaining item types.
@Suite struct KitchenSinkScreenTests {
    private final class Hooks {
        var calls: [String] = []
    }

    private func makeScreen(_ state: KitchenSinkControllerState = KitchenSinkControllerState()) -> (ItemListController, Hooks) {
        let hooks = Hooks()
        let controller = kitchenSinkController(context: TestAccountContext(), initialState: state, hook: { hooks.calls.append($0) })
        return (controller as! ItemListController, hooks)
    }

    @Test func initialItems() {
        let (controller, _) = makeScreen()

        #expect(controller.entryOrderViolations.isEmpty)
        #expect(controller.stubSummary == [
            "0 info \"Heads up\" \"Media you **download** is kept for a week.\" closable",
            "1 expandableSwitch \"⟦AutoDownloadSettings_AutoDownload⟧\" on 1/2",
            "1 text \"Limits apply.\"",
            "2 textWithLabel \"⟦UserInfo_Phone⟧\" \"+1 555 0100\"",
            "2 multilineInput \"\" placeholder \"⟦UserInfo_About_Placeholder⟧\" maxLength 70",
            "2 multilineText \"AB12 CD34\"",
            "3 header \"RECENT\" badge \"0\" accessory \"Clear\" destructive",
            "3 placeholder \"No recent chats\"",
            "4 activityText \"Up to date\" constructive",
        ])
    }

    @Test func segmentedTitleSelectsTheTabAndShowsTheEmptyState() throws {
        let (controller, _) = makeScreen()
        #expect(controller.currentControllerState?.title == .sectionControl(["⟦Calls_All⟧", "⟦Calls_Missed⟧"], 0))
        #expect(controller.currentNodeState?.emptyStateItem == nil)

        controller.simulateTitleControlSelection(1)

        #expect(controller.currentControllerState?.title == .sectionControl(["⟦Calls_All⟧", "⟦Calls_Missed⟧"], 1))
        #expect(controller.currentItems.isEmpty)
        let emptyState = try #require(controller.currentNodeState?.emptyStateItem as? ItemListTextEmptyStateItem)
        #expect(emptyState.text == "Nothing missed")
        #expect(emptyState.isEqual(to: ItemListTextEmptyStateItem(text: "Nothing missed")))
    }

    @Test func navigationButtonsAndToolbar() throws {
        let (controller, hooks) = makeScreen()
        let state = try #require(controller.currentControllerState)
        #expect(state.rightNavigationButton?.content == .icon(.add))
        #expect(state.secondaryRightNavigationButton?.style == .activity)
        #expect(state.secondaryRightNavigationButton?.style.barButtonItemStyle == .plain)
        #expect(state.backNavigationButton == nil)

        // A spinner cannot be tapped.
        #expect(try #require(state.secondaryRightNavigationButton).simulateTap() == false)
        #expect(hooks.calls.isEmpty)

        let toolbar = try #require(controller.currentNodeState?.toolbarItem)
        #expect(toolbar.actions.map(\.title) == ["⟦Common_Delete⟧", "Sync"])
        #expect(toolbar.actions.map(\.isEnabled) == [false, true])
        #expect(toolbar.placement.left?.title == "⟦Common_Delete⟧")
        #expect(toolbar.placement.middle == nil)
        #expect(toolbar.placement.right?.title == "Sync")
        #expect(toolbar.simulateTap(actionAt: 0) == false)

        // "+" appends repeated rows identified by name; the placeholder goes away.
        #expect(try #require(state.rightNavigationButton).simulateTap())
        #expect(try #require(controller.currentControllerState?.rightNavigationButton).simulateTap())
        #expect(controller.items(ofType: ItemListDisclosureItem.self).map(\.title) == ["Chat 1", "Chat 2"])
        #expect(controller.items(ofType: ItemListPlaceholderItem.self).isEmpty)
        #expect(controller.items(ofType: ItemListDisclosureItem.self).allSatisfy { $0.labelStyle == .coloredText(UIColor(rgb: 0x34c759)) })
        #expect(controller.entryOrderViolations.isEmpty)

        let updatedToolbar = try #require(controller.currentNodeState?.toolbarItem)
        #expect(updatedToolbar.simulateTap(actionAt: 0))
        #expect(controller.items(ofType: ItemListDisclosureItem.self).isEmpty)

        #expect(try #require(controller.currentNodeState?.toolbarItem).simulateTap(actionAt: 1))
        #expect(controller.items(ofType: ItemListActivityTextItem.self).first?.displayActivity == true)
    }

    @Test func repeatedRowsUseTheNestedStableId() {
        var initial = KitchenSinkControllerState()
        initial.recent = ["Anna", "Zoë"]
        let (controller, hooks) = makeScreen(initial)

        let ids = controller.currentEntries.map(\.anyId)
        #expect(ids.count == 10)
        #expect(Set(ids).count == ids.count)
        #expect(controller.entryOrderViolations.isEmpty)

        controller.items(ofType: ItemListDisclosureItem.self)[1].simulateTap()
        #expect(hooks.calls == ["open:Zoë"])
    }

    @Test func expandableSwitch() {
        let (controller, _) = makeScreen()
        var item: ItemListExpandableSwitchItem {
            controller.items(ofType: ItemListExpandableSwitchItem.self)[0]
        }

        #expect(item.simulateTap()) // the row tap is selectAction: expand
        #expect(item.isExpanded)

        #expect(item.simulateSubItemTap(id: AnyHashable("videos")))
        #expect(item.simulateSubItemTap(id: AnyHashable("photos")))
        #expect(item.subItems.map(\.isSelected) == [false, true])

        #expect(item.simulateToggle())
        #expect(item.value == false)
        #expect(item.subItems[1].isEnabled == false)
        #expect(item.simulateSubItemTap(id: AnyHashable("videos")) == false)
        #expect(item.subItems.map(\.isSelected) == [false, true])
    }

    @Test func infoTextInputAndFocus() throws {
        let (controller, hooks) = makeScreen()

        let focusTag = try #require(controller.currentNodeState?.focusItemTag)
        #expect(focusTag.isEqual(to: KitchenSinkEntryTag.bio))
        let bio = try #require(controller.items(ofType: ItemListMultilineInputItem.self).first)
        #expect(bio.tag?.isEqual(to: KitchenSinkEntryTag.bio) == true)
        #expect(bio.simulateTyping("Hello"))
        #expect(controller.items(ofType: ItemListMultilineInputItem.self).first?.text == "Hello")
        #expect(controller.currentNodeState?.focusItemTag == nil)

        let phone = try #require(controller.items(ofType: ItemListTextWithLabelItem.self).first)
        #expect(phone.simulateTap())
        controller.items(ofType: ItemListTextItem.self)[0].simulateLinkTap("https://telegram.org")
        #expect(hooks.calls == ["phone", "footer:https://telegram.org"])

        let info = try #require(controller.items(ofType: ItemListInfoItem.self).first)
        #expect(info.simulateTap() == false) // not selectable
        #expect(info.simulateClose())
        #expect(controller.items(ofType: ItemListInfoItem.self).isEmpty)
        #expect(controller.entryOrderViolations.isEmpty)
    }
}
