import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import TelegramCore
import Postbox
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import ItemListPeerItem
@_spi(Stubs) import ItemListPeerActionItem
import StubTestSupport

/// ItemListPeerItem and ItemListPeerActionItem (itemlistui-api-2.md §2.1, §2.2): the initializers' defaults, and what
/// the rows do when swiped, edited, toggled and tapped.
@Suite struct PeerItemTests {
    private final class Log {
        var entries: [String] = []
    }

    private let presentationData = ItemListPresentationData(PresentationData.testDefault)
    private let context = TestAccountContext()
    private let peer = EnginePeer.testUser(id: 7, firstName: "Alex", lastName: "Morgan")

    /// Only the arguments without defaults (the AccountContext initializer).
    private func makeItem(editing: ItemListPeerItemEditing = ItemListPeerItemEditing(editable: true, editing: false, revealed: false), enabled: Bool = true, revealOptions: ItemListPeerItemRevealOptions? = nil, switchValue: ItemListPeerItemSwitch? = nil, log: Log) -> ItemListPeerItem {
        if let revealOptions {
            return ItemListPeerItem(presentationData: presentationData, dateTimeFormat: PresentationDateTimeFormat(), nameDisplayOrder: .firstLast, context: context, peer: peer, presence: nil, text: .none, label: .none, editing: editing, revealOptions: revealOptions, switchValue: switchValue, enabled: enabled, selectable: true, sectionId: 2, action: { log.entries.append("action") }, setPeerIdWithRevealedOptions: { revealed, previous in
                log.entries.append("revealed \(revealed.map { "\($0)" } ?? "nil") from \(previous.map { "\($0)" } ?? "nil")")
            }, removePeer: { log.entries.append("remove \($0)") }, toggleUpdated: { log.entries.append("toggle \($0)") })
        }
        return ItemListPeerItem(presentationData: presentationData, dateTimeFormat: PresentationDateTimeFormat(), nameDisplayOrder: .firstLast, context: context, peer: peer, presence: nil, text: .none, label: .none, editing: editing, switchValue: switchValue, enabled: enabled, selectable: true, sectionId: 2, action: { log.entries.append("action") }, setPeerIdWithRevealedOptions: { revealed, previous in
            log.entries.append("revealed \(revealed.map { "\($0)" } ?? "nil") from \(previous.map { "\($0)" } ?? "nil")")
        }, removePeer: { log.entries.append("remove \($0)") }, toggleUpdated: { log.entries.append("toggle \($0)") })
    }

    @Test func accountContextInitializerDefaults() {
        let item = makeItem(log: Log())
        #expect(item.systemStyle == .legacy)
        if case let .account(accountContext) = item.context {
            #expect(accountContext === context)
        } else {
            Issue.record("context should be .account")
        }
        #expect(item.threadInfo == nil)
        #expect(item.height == .peerList)
        #expect(item.aliasHandling == .standard)
        #expect(item.customAvatarIcon == nil)
        #expect(item.nameColor == .primary)
        #expect(item.nameStyle == .distinctBold)
        #expect(item.revealOptions == nil)
        #expect(item.switchValue == nil)
        #expect(item.highlighted == false)
        #expect(item.highlightable == true)
        #expect(item.animateFirstAvatarTransition == true)
        #expect(item.toggleUpdated != nil)
        #expect(item.contextAction == nil)
        #expect(item.hasTopStripe == true)
        #expect(item.hasTopGroupInset == true)
        #expect(item.noInsets == false)
        #expect(item.noCorners == false)
        #expect(item.style == .blocks)
        #expect(item.tag == nil)
        #expect(item.header == nil)
        #expect(item.shimmering == nil)
        #expect(item.displayDecorations == true)
        #expect(item.displayBackground == true)
        #expect(item.disableInteractiveTransitionIfNecessary == false)
        #expect(item.storyStats == nil)
        #expect(item.openStories == nil)
        #expect(item.sectionId == 2)
        #expect(item.selectable)
        #expect(item.editing.canBeReordered == false)
    }

    @Test func customContextInitializerTakesEveryArgumentInOrder() {
        let custom = ItemListPeerItem.Context.Custom(accountPeerId: .testUser(1), isPremiumDisabled: true)
        let header = ItemListPeerItemHeader(theme: presentationData.theme, strings: presentationData.strings, context: context, text: NSAttributedString(string: "ONLINE"), additionalText: "", id: 4)
        let item = ItemListPeerItem(presentationData: presentationData, systemStyle: .glass, dateTimeFormat: PresentationDateTimeFormat(), nameDisplayOrder: .lastFirst, context: .custom(custom), peer: peer, threadInfo: EngineMessageHistoryThread.Info(title: "Topic", icon: nil, iconColor: 0), height: .generic, aliasHandling: .threatSelfAsSaved, customAvatarIcon: UIImage(stubName: "avatar"), nameColor: .secret, nameStyle: .plain, presence: EnginePeer.Presence(status: .recently, lastActivity: 0), text: .text("bot", .accent), label: .badge("3"), editing: ItemListPeerItemEditing(editable: false, editing: false, revealed: nil), revealOptions: nil, switchValue: nil, enabled: false, highlighted: true, selectable: false, highlightable: false, animateFirstAvatarTransition: false, sectionId: 1, action: nil, setPeerIdWithRevealedOptions: { _, _ in }, removePeer: { _ in }, toggleUpdated: nil, contextAction: { _, _ in }, hasTopStripe: false, hasTopGroupInset: false, noInsets: true, noCorners: true, style: .plain, tag: nil, header: header, shimmering: ItemListPeerItemShimmering(alternationIndex: 1), displayDecorations: false, displayBackground: false, disableInteractiveTransitionIfNecessary: true, storyStats: PeerStoryStats(totalCount: 2, unseenCount: 1, hasUnseenCloseFriends: false), openStories: { _ in })
        #expect(item.nameDisplayOrder == .lastFirst)
        #expect(item.presence?.status == .recently)
        #expect(item.threadInfo?.title == "Topic")
        #expect(item.selectable == false)
        #expect(item.simulateTap() == false)
        #expect(item.stubRevealOptions.isEmpty)
        #expect(item.simulateContextAction())
        #expect(item.simulateOpenStories())
        #expect(header.combinesWith(other: ItemListPeerItemHeader(theme: presentationData.theme, strings: presentationData.strings, context: context, text: NSAttributedString(string: "x"), additionalText: "", id: 4)))
        #expect(header.actionTitle == nil)
        #expect(header.action == nil)
    }

    @Test func swipingReportsTheRevealedPeerAndTheDefaultOptionRemovesIt() {
        let log = Log()
        let closed = makeItem(log: log)
        #expect(closed.stubRevealOptions.map(\.title) == ["⟦Common_Delete⟧"])
        #expect(closed.stubRevealOptions.first?.color == PresentationThemeList.day.itemDisclosureActions.destructive.fillColor)
        #expect(closed.simulateCloseRevealedOptions() == false)
        #expect(closed.simulateRevealOptions())

        let open = makeItem(editing: ItemListPeerItemEditing(editable: true, editing: false, revealed: true), log: log)
        #expect(open.simulateRevealOptions() == false)
        #expect(open.simulateCloseRevealedOptions())
        #expect(open.simulateRevealOptionTap(title: "Unblock") == false)
        #expect(open.simulateRevealOptionTap(title: stubString("Common_Delete")))

        let id = peer.id
        #expect(log.entries == ["revealed \(id) from nil", "revealed nil from \(id)", "remove \(id)", "revealed nil from \(id)"])
    }

    @Test func customRevealOptionsCallTheirActionsNotRemovePeer() {
        let log = Log()
        let options = ItemListPeerItemRevealOptions(options: [
            ItemListPeerItemRevealOption(type: .neutral, title: "Mute", action: { log.entries.append("mute") }),
            ItemListPeerItemRevealOption(type: .destructive, title: "Unblock", action: { log.entries.append("unblock") }),
        ])
        let item = makeItem(revealOptions: options, log: log)
        #expect(item.stubRevealOptions.map(\.key) == [0, 1])
        #expect(item.stubRevealOptions.map(\.color) == [PresentationThemeList.day.itemDisclosureActions.neutral1.fillColor, PresentationThemeList.day.itemDisclosureActions.destructive.fillColor])
        #expect(item.simulateRevealOptionTap(title: "Unblock"))
        #expect(log.entries == ["unblock", "revealed nil from \(peer.id)"])

        // No options unless the row is editable and enabled.
        #expect(makeItem(editing: ItemListPeerItemEditing(editable: false, editing: false, revealed: nil), revealOptions: options, log: log).simulateRevealOptions() == false)
        #expect(makeItem(enabled: false, revealOptions: options, log: log).stubRevealOptions.isEmpty)
    }

    @Test func editingShowsTheDeleteControlAndTheReorderGrip() {
        let log = Log()
        let normal = makeItem(log: log)
        #expect(normal.stubShowsDeleteControl == false)
        #expect(normal.stubIsReorderable == false)
        #expect(normal.simulateDeleteControlTap() == false)

        let editing = makeItem(editing: ItemListPeerItemEditing(editable: true, editing: true, canBeReordered: true, revealed: false), log: log)
        #expect(editing.stubShowsDeleteControl)
        #expect(editing.stubIsReorderable)
        #expect(editing.simulateDeleteControlTap())
        #expect(log.entries == ["revealed \(peer.id) from nil"])
    }

    @Test func switchAndRowTap() {
        let log = Log()
        let switched = makeItem(switchValue: ItemListPeerItemSwitch(value: true, style: .standard), log: log)
        #expect(switched.switchValue?.isEnabled == true)
        #expect(switched.simulateToggle())
        #expect(makeItem(switchValue: ItemListPeerItemSwitch(value: true, style: .standard, isEnabled: false), log: log).simulateToggle() == false)
        #expect(makeItem(switchValue: ItemListPeerItemSwitch(value: true, style: .check), log: log).simulateToggle() == false)
        #expect(makeItem(log: log).simulateToggle() == false)

        let listView = ListView()
        switched.selected(listView: listView)
        #expect(listView.clearHighlightCount == 1)
        #expect(log.entries == ["toggle false", "action"])
        #expect(stubDescription(of: switched) == "2 peer \"Alex Morgan\" switch on")
    }

    @Test func peerActionItemDefaultsAndTap() throws {
        var taps = 0
        let plus = PresentationResourcesItemList.plusIconImage(presentationData.theme)
        let item = ItemListPeerActionItem(presentationData: presentationData, icon: plus, title: "Add", sectionId: 3, action: { taps += 1 })
        #expect(item.style == .blocks)
        #expect(item.systemStyle == .legacy)
        #expect(item.icon === plus)
        #expect(item.iconSignal == nil)
        #expect(item.additionalBadgeIcon == nil)
        #expect(item.alwaysPlain == false)
        #expect(item.hasSeparator == true)
        #expect(item.height == .peerList)
        #expect(item.color == .accent)
        #expect(item.noInsets == false)
        #expect(item.editing == false)
        #expect(item.tag == nil)
        #expect(item.titleColor == presentationData.theme.list.itemAccentColor)
        #expect(item.simulateTap())
        #expect(taps == 1)
        #expect(stubDescription(of: item) == "3 peerAction \"Add\" accent")

        // `style` precedes `systemStyle`; `icon` has no default; no action → not selectable.
        let disabled = ItemListPeerActionItem(presentationData: presentationData, style: .plain, systemStyle: .glass, icon: nil, iconSignal: .single(nil), title: "Nobody", sectionId: 3, height: .generic, color: .disabled, action: nil)
        #expect(disabled.selectable == false)
        #expect(disabled.simulateTap() == false)
        #expect(disabled.titleColor == presentationData.theme.list.itemDisabledTextColor)
        #expect(ItemListPeerActionItem(presentationData: presentationData, icon: nil, title: "Leave", sectionId: 3, color: .destructive, action: {}).titleColor == presentationData.theme.list.itemDestructiveColor)
    }
}
