import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
import StubTestSupport

/// Item details that itemlistui-api-2.md §1 adds to the first reference (the "Δ" facts), as the stubs model them.
@Suite struct ItemBehaviourTests {
    private let presentationData = ItemListPresentationData(PresentationData.testDefault)

    private enum Tag: ItemListItemTag, Equatable {
        case row

        func isEqual(to other: ItemListItemTag) -> Bool {
            return (other as? Tag) == self
        }
    }

    @Test func infoItemTakesSystemStyleAfterPresentationData() {
        // The 952d90aa call site (§1.14), verbatim apart from the values.
        let item = ItemListInfoItem(presentationData: presentationData, systemStyle: .glass, title: "Title", text: .plain("Text"), style: .blocks, sectionId: 3, closeAction: {})
        #expect(item.systemStyle == .glass)
        #expect(item.sectionId == 3)
        #expect(item.simulateClose())
    }

    @Test func multilineTextTagIsNotTheItemsItemListTag() {
        // The stored `tag: Any?` is internal in ItemListUI; the item's ItemListItem tag is the protocol default.
        let item = ItemListMultilineTextItem(presentationData: presentationData, text: "text", enabledEntityTypes: [], sectionId: 0, style: .blocks, tag: Tag.row)
        #expect((item.tag as? Tag) == .row)
        #expect((item as ItemListItem).tag == nil)

        let header = ItemListSectionHeaderItem(presentationData: presentationData, text: "header", sectionId: 0, tag: Tag.row)
        #expect(((header as ItemListItem).tag as? Tag) == .row)
    }

    @Test func singleLineInputCaptionKeepsTheCallersColourAndUsesTheListFont() throws {
        let night = ItemListPresentationData(PresentationData.testNight.withUpdated(listsFontSize: .large))
        let colour = PresentationThemeList.night.itemPrimaryTextColor
        let title = NSAttributedString(string: "Name", font: Font.bold(30.0), textColor: colour)
        let item = ItemListSingleLineInputItem(presentationData: night, title: title, text: "", placeholder: "", sectionId: 0, textUpdated: { _ in }, action: {})

        #expect(item.displayedTitleColor == colour)
        #expect(item.displayedTitle.string == "Name")
        let font = try #require(item.displayedTitle.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(font == Font.regular(19.0))

        // Without `textColor:` Display's initializer makes the caption black — in every theme.
        let uncoloured = ItemListSingleLineInputItem(presentationData: night, title: NSAttributedString(string: "Name"), text: "", placeholder: "", sectionId: 0, textUpdated: { _ in }, action: {})
        #expect(uncoloured.displayedTitleColor == UIColor.black)

        let empty = ItemListSingleLineInputItem(presentationData: night, title: NSAttributedString(), text: "", placeholder: "", sectionId: 0, textUpdated: { _ in }, action: {})
        #expect(empty.displayedTitleColor == nil)
        #expect(empty.displayedTitle.length == 0)
    }

    @Test func usernameFieldsFilterTypedText() {
        var received: [String] = []
        let item = ItemListSingleLineInputItem(presentationData: presentationData, title: NSAttributedString(), text: "", placeholder: "", type: .username, maxLength: 8, sectionId: 0, textUpdated: { received.append($0) }, action: {})

        #expect(item.simulateTyping("my name!"))
        #expect(item.simulateTyping("Zoë_42"))
        #expect(item.simulateTyping("way too long name") == false)
        #expect(received == ["my_name", "Zo_42"])
    }

    @Test func clearButtonNeedsText() {
        var cleared = 0
        func field(text: String, clearType: ItemListSingleLineInputClearType) -> ItemListSingleLineInputItem {
            return ItemListSingleLineInputItem(presentationData: presentationData, title: NSAttributedString(), text: text, placeholder: "", clearType: clearType, sectionId: 0, textUpdated: { _ in }, action: {}, cleared: { cleared += 1 })
        }
        #expect(field(text: "", clearType: .always).simulateClear() == false)
        #expect(field(text: "x", clearType: .none).simulateClear() == false)
        #expect(field(text: "x", clearType: .always).simulateClear())
        #expect(field(text: "x", clearType: .onFocus).simulateClear())
        #expect(cleared == 2)
    }

    @Test func switchTapRulesFollowTheReference() {
        // (enabled, enableInteractiveChanges, displayLocked) → updated(!value) or activatedWhileDisabled().
        let cases: [(Bool, Bool, Bool, String)] = [
            (true, true, false, "updated"),
            (true, true, true, "updated"),   // an interactive switch flips; the lock is only drawn
            (true, false, false, "updated"), // the tap area reports the change; the next state moves the switch
            (true, false, true, "disabled"),
            (false, true, false, "disabled"),
            (false, false, false, "disabled"),
        ]
        for (enabled, interactive, locked, expected) in cases {
            var log: [String] = []
            let item = ItemListSwitchItem(presentationData: presentationData, title: "s", value: false, enableInteractiveChanges: interactive, enabled: enabled, displayLocked: locked, sectionId: 0, style: .blocks, updated: { log.append($0 ? "updated" : "updated(false)") }, activatedWhileDisabled: { log.append("disabled") })
            item.simulateToggle()
            #expect(log == [expected], "enabled \(enabled) interactive \(interactive) locked \(locked)")
        }
    }

    @Test func activityTextLinksHeaderActionsAndCheckboxDeletion() {
        var log: [String] = []
        let activity = ItemListActivityTextItem(displayActivity: true, presentationData: presentationData, text: "[Retry](retry)", color: .destructive, linkAction: { action in
            if case let .tap(url) = action {
                log.append("link \(url)")
            }
        }, sectionId: 0)
        activity.simulateLinkTap("retry")

        let header = ItemListSectionHeaderItem(presentationData: presentationData, text: "PEERS", actionText: "Edit", action: { log.append("header action") }, sectionId: 0)
        #expect(header.simulateActionTap())
        let plainHeader = ItemListSectionHeaderItem(presentationData: presentationData, text: "PEERS", action: { log.append("never") }, sectionId: 0)
        #expect(plainHeader.simulateActionTap() == false)

        let checkbox = ItemListCheckboxItem(presentationData: presentationData, title: "c", style: .left, checked: true, zeroSeparatorInsets: false, sectionId: 0, action: {}, deleteAction: { log.append("delete") })
        #expect(checkbox.simulateDeleteOption())
        let plainCheckbox = ItemListCheckboxItem(presentationData: presentationData, title: "c", style: .left, checked: true, zeroSeparatorInsets: false, sectionId: 0, action: {})
        #expect(plainCheckbox.simulateDeleteOption() == false)

        #expect(log == ["link retry", "header action", "delete"])
    }

    @Test func revealOptionValues() {
        let image = UIImage(stubName: "trash")
        let option = ItemListRevealOption(key: 1, title: "Delete", icon: .image(image: image), color: .red, textColor: .white)
        #expect(option == ItemListRevealOption(key: 1, title: "Delete", icon: .image(image: image), color: .red, textColor: .white))
        #expect(option != ItemListRevealOption(key: 1, title: "Delete", icon: .none, color: .red, textColor: .white))
        let animated = ItemListRevealOptionIcon.animation(animation: "anim_delete", scale: 1.0, offset: 0.0, replaceColors: nil, flip: false)
        #expect(animated != .none)
    }

    @Test func sectionHeaderExtrasCheckboxIconsAndEmptyStates() {
        let icon = UIImage(stubName: "warning")
        let header = ItemListSectionHeaderItem(presentationData: presentationData, text: "SESSIONS", badge: "NEW", badgeStyle: ItemListSectionHeaderItem.BadgeStyle(background: .red, foreground: .white), multiline: true, activityIndicator: .right, accessoryText: ItemListSectionHeaderAccessoryText(value: "3", color: .generic, icon: icon), sectionId: 0)
        #expect(header.badgeStyle == ItemListSectionHeaderItem.BadgeStyle(background: .red, foreground: .white))
        #expect(header.activityIndicator.hasActivity)
        #expect(header.accessoryText?.icon === icon)
        #expect(header.multiline)
        #expect(stubDescription(of: header) == "0 header \"SESSIONS\" badge \"NEW\" accessory \"3\" generic")

        let checkbox = ItemListCheckboxItem(presentationData: presentationData, systemStyle: .glass, icon: icon, iconSize: CGSize(width: 30.0, height: 30.0), iconPlacement: .check, title: "c", subtitle: "s", style: .right, color: .secondary, textColor: .accent, checked: false, enabled: false, zeroSeparatorInsets: true, sectionId: 0, action: {})
        #expect(checkbox.icon === icon)
        #expect(checkbox.iconSize == CGSize(width: 30.0, height: 30.0))
        #expect(checkbox.iconPlacement == .check)

        let loading = ItemListLoadingIndicatorEmptyStateItem(theme: defaultPresentationTheme)
        #expect(loading.isEqual(to: ItemListLoadingIndicatorEmptyStateItem(theme: PresentationTheme.stubNight)))
        #expect(loading.isEqual(to: ItemListTextEmptyStateItem(text: "x")) == false)
    }
}
