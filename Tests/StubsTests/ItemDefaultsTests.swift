import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
import TextFormat
import StubTestSupport

/// The items built in Screens/RequiredArgumentsOnly.swift (required arguments only) record the documented
/// default values (docs reference §2), and every item keeps every argument under its parameter name.
@Suite struct ItemDefaultsTests {
    private final class Log {
        var entries: [String] = []
    }

    private let presentationData = ItemListPresentationData(PresentationData.testDefault)

    private func makeItems() -> ([ListViewItem], Log) {
        let log = Log()
        let items = makeItemsWithRequiredArgumentsOnly(presentationData: self.presentationData, theme: defaultPresentationTheme, sectionId: 7, record: { log.entries.append($0) })
        return (items, log)
    }

    @Test func allFourteenRowItemsExistAndAreItemListItems() {
        let (items, _) = makeItems()
        #expect(items.count == 14)
        #expect(items.allSatisfy { ($0 as? ItemListItem)?.sectionId == 7 })
        let names = items.map { "\(type(of: $0))" }
        #expect(names == [
            "ItemListSwitchItem", "ItemListDisclosureItem", "ItemListActionItem", "ItemListSectionHeaderItem",
            "ItemListTextItem", "ItemListTextWithLabelItem", "ItemListSingleLineInputItem", "ItemListMultilineInputItem",
            "ItemListMultilineTextItem", "ItemListCheckboxItem", "ItemListExpandableSwitchItem", "ItemListInfoItem",
            "ItemListActivityTextItem", "ItemListPlaceholderItem",
        ])
        #expect(items.map { ($0 as? ItemListItem)?.isAlwaysPlain ?? false } == [
            false, false, false, true, true, false, false, false, false, false, false, false, true, false,
        ])
        #expect(items.map(\.selectable) == [
            false, true, true, false, false, false, false, false, false, true, true, false, false, false,
        ])
    }

    @Test func switchDefaults() throws {
        let item = try #require(makeItems().0[0] as? ItemListSwitchItem)
        #expect(item.presentationData == presentationData)
        #expect(item.systemStyle == .legacy)
        #expect(item.icon == nil)
        #expect(item.title == "switch")
        #expect(item.text == nil)
        #expect(item.textColor == .primary)
        #expect(item.titleBadgeComponent == nil)
        #expect(item.value == true)
        #expect(item.type == .regular)
        #expect(item.enableInteractiveChanges == true)
        #expect(item.enabled == true)
        #expect(item.displayLocked == false)
        #expect(item.disableLeadingInset == false)
        #expect(item.maximumNumberOfLines == 1)
        #expect(item.noCorners == false)
        #expect(item.style == .blocks)
        #expect(item.action == nil)
        #expect(item.tag == nil)
        #expect(item.selectable == false)
    }

    @Test func disclosureDefaults() throws {
        let item = try #require(makeItems().0[1] as? ItemListDisclosureItem)
        #expect(item.systemStyle == .legacy)
        #expect(item.icon == nil)
        #expect(item.context == nil)
        #expect(item.iconPeer == nil)
        #expect(item.attributedTitle == nil)
        #expect(item.enabled == true)
        #expect(item.titleColor == .primary)
        #expect(item.titleFont == .regular)
        #expect(item.titleIcon == nil)
        #expect(item.titleBadge == nil)
        #expect(item.label == "label")
        #expect(item.attributedLabel == nil)
        #expect(item.labelStyle == .text)
        #expect(item.additionalDetailLabel == nil)
        #expect(item.additionalDetailLabelColor == .generic)
        #expect(item.disclosureStyle == .arrow)
        #expect(item.noInsets == false)
        #expect(item.action == nil)
        #expect(item.clearHighlightAutomatically == true)
        #expect(item.shimmeringIndex == nil)
        #expect((item.item() as? ItemListDisclosureItem) === item)
        #expect(item == item)
    }

    @Test func actionDefaults() throws {
        let (items, log) = makeItems()
        let item = try #require(items[2] as? ItemListActionItem)
        #expect(item.systemStyle == .legacy)
        #expect(item.kind == .generic)
        #expect(item.alignment == .natural)
        #expect(item.longTapAction == nil)
        #expect(item.clearHighlightAutomatically == true)
        #expect((item as ItemListItem).tag == nil)
        item.simulateTap()
        #expect(log.entries == ["action"])
    }

    @Test func sectionHeaderDefaults() throws {
        let item = try #require(makeItems().0[3] as? ItemListSectionHeaderItem)
        #expect(item.text == "header")
        #expect(item.badge == nil)
        #expect(item.badgeStyle == nil)
        #expect(item.multiline == false)
        #expect(item.activityIndicator == .none)
        #expect(item.activityIndicator.hasActivity == false)
        #expect(item.accessoryText == nil)
        #expect(item.actionText == nil)
        #expect(item.action == nil)
        #expect(item.tag == nil)
    }

    @Test func textDefaults() throws {
        let item = try #require(makeItems().0[4] as? ItemListTextItem)
        #expect(item.text == .plain("text"))
        #expect(item.linkAction == nil)
        #expect(item.style == .blocks)
        #expect(item.textSize == .generic)
        #expect(item.textAlignment == .natural)
        #expect(item.tag == nil)
        #expect(item.additionalInsets == .zero)
        #expect(item.additionalOuterInsets == .zero)
    }

    @Test func textWithLabelDefaults() throws {
        let item = try #require(makeItems().0[5] as? ItemListTextWithLabelItem)
        #expect(item.label == "label")
        #expect(item.text == "text")
        #expect(item.style == .plain)
        #expect(item.labelColor == .primary)
        #expect(item.textColor == .primary)
        #expect(item.enabledEntityTypes == EnabledEntityTypes())
        #expect(item.multiline == false)
        #expect(item.selected == nil)
        #expect(item.action == nil)
        #expect(item.longTapAction == nil)
        #expect(item.linkItemAction == nil)
    }

    @Test func singleLineInputDefaults() throws {
        let (items, log) = makeItems()
        let item = try #require(items[6] as? ItemListSingleLineInputItem)
        #expect(item.context == nil)
        #expect(item.systemStyle == .legacy)
        #expect(item.title.length == 0)
        #expect(item.text == "")
        #expect(item.placeholder == "placeholder")
        #expect(item.label == nil)
        #expect(item.type == .regular(capitalization: true, autocorrection: true))
        #expect(item.returnKeyType == .default)
        #expect(item.alignment == .default)
        #expect(item.spacing == 0.0)
        #expect(item.clearType == .none)
        #expect(item.maxLength == 0)
        #expect(item.enabled == true)
        #expect(item.selectAllOnFocus == false)
        #expect(item.secondaryStyle == false)
        #expect(item.tag == nil)
        #expect(item.shouldUpdateText("anything"))
        #expect(item.processPaste == nil)
        #expect(item.updatedFocus == nil)
        #expect(item.cleared == nil)
        #expect(item.simulateClear() == false) // clearType .none: no clear button
        item.simulateTyping("abc")
        item.simulateReturnKey()
        #expect(log.entries == ["singleLine.textUpdated(abc)", "singleLine.action"])
    }

    @Test func multilineInputDefaults() throws {
        let item = try #require(makeItems().0[7] as? ItemListMultilineInputItem)
        #expect(item.systemStyle == .legacy)
        #expect(item.maxLength == nil)
        #expect(item.capitalization == true)
        #expect(item.autocorrection == true)
        #expect(item.returnKeyType == .default)
        #expect(item.minimalHeight == nil)
        #expect(item.shouldUpdateText("anything"))
        #expect(item.processPaste == nil)
        #expect(item.updatedFocus == nil)
        #expect(item.tag == nil)
        #expect(item.action == nil)
        #expect(item.inlineAction == nil)
        #expect(item.noInsets == false)
        #expect(ItemListMultilineInputItemTextLimit(value: 10, display: true).mode == .characters)
    }

    @Test func multilineTextDefaults() throws {
        let item = try #require(makeItems().0[8] as? ItemListMultilineTextItem)
        #expect(item.text == "multiline text")
        #expect(item.enabledEntityTypes.isEmpty)
        #expect(item.font == .default)
        #expect(item.style == .blocks)
        #expect(item.action == nil)
        #expect(item.longTapAction == nil)
        #expect(item.linkItemAction == nil)
        #expect(item.selectable == false)
    }

    @Test func checkboxDefaults() throws {
        let (items, log) = makeItems()
        let item = try #require(items[9] as? ItemListCheckboxItem)
        #expect(item.systemStyle == .legacy)
        #expect(item.icon == nil)
        #expect(item.iconSize == nil)
        #expect(item.iconPlacement == .default)
        #expect(item.subtitle == nil)
        #expect(item.style == .left)
        #expect(item.color == .accent)
        #expect(item.textColor == .primary)
        #expect(item.checked == false)
        #expect(item.enabled == true)
        #expect(item.zeroSeparatorInsets == false)
        #expect(item.deleteAction == nil)
        item.simulateTap()
        #expect(log.entries == ["checkbox"])
    }

    @Test func expandableSwitchDefaults() throws {
        let item = try #require(makeItems().0[10] as? ItemListExpandableSwitchItem)
        #expect(item.systemStyle == .legacy)
        #expect(item.icon == nil)
        #expect(item.subItems.isEmpty)
        #expect(item.type == .regular)
        #expect(item.enableInteractiveChanges == true)
        #expect(item.enabled == true)
        #expect(item.displayLocked == false)
        #expect(item.disableLeadingInset == false)
        #expect(item.maximumNumberOfLines == 1)
        #expect(item.noCorners == false)
        #expect(item.tag == nil)
    }

    @Test func infoDefaults() throws {
        let item = try #require(makeItems().0[11] as? ItemListInfoItem)
        #expect(item.systemStyle == .legacy)
        #expect(item.title == "info")
        #expect(item.text == .plain("body"))
        #expect(item.style == .blocks)
        #expect(item.hasDecorations == true)
        #expect(item.isWarning == false)
        #expect(item.linkAction == nil)
        #expect(item.closeAction == nil)
        #expect(item.simulateClose() == false)
    }

    @Test func activityTextAndPlaceholderDefaults() throws {
        let (items, _) = makeItems()
        let activity = try #require(items[12] as? ItemListActivityTextItem)
        #expect(activity.displayActivity == false)
        #expect(activity.text == "activity")
        #expect(activity.color == .generic)
        #expect(activity.linkAction == nil)

        let placeholder = try #require(items[13] as? ItemListPlaceholderItem)
        #expect(placeholder.theme === defaultPresentationTheme)
        #expect(placeholder.text == "placeholder")
        #expect(placeholder.style == .blocks)
        #expect(placeholder.tag == nil)
    }

    @Test func stateTypeDefaults() {
        let (controllerState, nodeState, infoItem, emptyState, button, toolbar, tabBarItem) = makeStateTypesWithRequiredArgumentsOnly(presentationData: presentationData)

        #expect(controllerState.secondaryRightNavigationButton == nil)
        #expect(controllerState.tabBarItem == nil)
        #expect(controllerState.animateChanges == true)

        #expect(nodeState.entries.count == 1)
        #expect(nodeState.focusItemTag == nil)
        #expect(nodeState.ensureVisibleItemTag == nil)
        #expect(nodeState.emptyStateItem == nil)
        #expect(nodeState.searchItem == nil)
        #expect(nodeState.toolbarItem == nil)
        #expect(nodeState.headerItem == nil)
        #expect(nodeState.footerItem == nil)
        #expect(nodeState.initialScrollToItem == nil)
        #expect(nodeState.crossfadeState == false)
        #expect(nodeState.animateChanges == true)
        #expect(nodeState.scrollEnabled == true)

        #expect(infoItem.hasDecorations == true)
        #expect(infoItem.text == .markdown("**body**"))
        #expect(emptyState.text == "empty")
        #expect(button.content == .none)
        #expect(toolbar.isEqual(to: toolbar) == false) // the base class never reports equality
        #expect(toolbar.placement.middle?.title == "one")
        #expect(tabBarItem.tintImages == true)
        #expect(tabBarItem.badgeValue == nil)
    }
}
