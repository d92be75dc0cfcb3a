// ItemListPeerItem (submodules/ItemListPeerItem/Sources/ItemListPeerItem.swift, 952d90aa; itemlistui-api-2.md §2.1):
// a peer row (avatar, name, status text, label, optional switch), with swipe-to-reveal options and an editing mode.
// Test support only; never shipped.
//
// Two initializers that differ only in `context` (an `AccountContext`, or an `ItemListPeerItem.Context`) and in the
// `switchValue` default (only the AccountContext one has `= nil`). Every argument is kept under its name
// (`@_spi(Stubs)`); `sectionId`, `selectable` and `tag` are public (protocol witnesses). What the node does with them
// (reveal options, the delete control, the switch, reordering) is modelled in ItemListPeerItemBehaviour.swift and
// driven by StubTestSupport's `simulate…` methods.

import UIKit
import AsyncDisplayKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import TelegramCore
import Postbox
import AccountContext
import ItemListUI

public final class ItemListPeerItem: ListViewItem, ItemListItem {
    /// Where the avatar and emoji come from: the account, or a custom source. `Custom`'s members are not given by the
    /// reference; the stub keeps only the account peer id and has a stub-only initializer.
    public enum Context {
        public final class Custom {
            @_spi(Stubs) public let accountPeerId: EnginePeer.Id
            @_spi(Stubs) public let isPremiumDisabled: Bool

            @_spi(Stubs) public init(accountPeerId: EnginePeer.Id, isPremiumDisabled: Bool) {
                self.accountPeerId = accountPeerId
                self.isPremiumDisabled = isPremiumDisabled
            }
        }

        case account(AccountContext)
        case custom(Custom)
    }

    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let dateTimeFormat: PresentationDateTimeFormat
    @_spi(Stubs) public let nameDisplayOrder: PresentationPersonNameOrder
    @_spi(Stubs) public let context: Context
    @_spi(Stubs) public let peer: EnginePeer
    @_spi(Stubs) public let threadInfo: EngineMessageHistoryThread.Info?
    @_spi(Stubs) public let height: ItemListPeerItemHeight
    @_spi(Stubs) public let aliasHandling: ItemListPeerItemAliasHandling
    @_spi(Stubs) public let customAvatarIcon: UIImage?
    @_spi(Stubs) public let nameColor: ItemListPeerItemNameColor
    @_spi(Stubs) public let nameStyle: ItemListPeerItemNameStyle
    @_spi(Stubs) public let presence: EnginePeer.Presence?
    @_spi(Stubs) public let text: ItemListPeerItemText
    @_spi(Stubs) public let label: ItemListPeerItemLabel
    @_spi(Stubs) public let editing: ItemListPeerItemEditing
    @_spi(Stubs) public let revealOptions: ItemListPeerItemRevealOptions?
    @_spi(Stubs) public let switchValue: ItemListPeerItemSwitch?
    @_spi(Stubs) public let enabled: Bool
    @_spi(Stubs) public let highlighted: Bool
    @_spi(Stubs) public let highlightable: Bool
    @_spi(Stubs) public let animateFirstAvatarTransition: Bool
    @_spi(Stubs) public let action: (() -> Void)?
    @_spi(Stubs) public let setPeerIdWithRevealedOptions: (EnginePeer.Id?, EnginePeer.Id?) -> Void
    @_spi(Stubs) public let removePeer: (EnginePeer.Id) -> Void
    @_spi(Stubs) public let toggleUpdated: ((Bool) -> Void)?
    @_spi(Stubs) public let contextAction: ((ASDisplayNode, ContextGesture?) -> Void)?
    @_spi(Stubs) public let hasTopStripe: Bool
    @_spi(Stubs) public let hasTopGroupInset: Bool
    @_spi(Stubs) public let noInsets: Bool
    @_spi(Stubs) public let noCorners: Bool
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let header: ListViewItemHeader?
    @_spi(Stubs) public let shimmering: ItemListPeerItemShimmering?
    @_spi(Stubs) public let displayDecorations: Bool
    @_spi(Stubs) public let displayBackground: Bool
    @_spi(Stubs) public let disableInteractiveTransitionIfNecessary: Bool
    @_spi(Stubs) public let storyStats: PeerStoryStats?
    @_spi(Stubs) public let openStories: ((UIView) -> Void)?
    public let selectable: Bool
    public let sectionId: ItemListSectionId
    public let tag: ItemListItemTag?

    public convenience init(
        presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy,
        dateTimeFormat: PresentationDateTimeFormat, nameDisplayOrder: PresentationPersonNameOrder,
        context: AccountContext, peer: EnginePeer, threadInfo: EngineMessageHistoryThread.Info? = nil,
        height: ItemListPeerItemHeight = .peerList, aliasHandling: ItemListPeerItemAliasHandling = .standard,
        customAvatarIcon: UIImage? = nil, nameColor: ItemListPeerItemNameColor = .primary,
        nameStyle: ItemListPeerItemNameStyle = .distinctBold, presence: EnginePeer.Presence?,
        text: ItemListPeerItemText, label: ItemListPeerItemLabel, editing: ItemListPeerItemEditing,
        revealOptions: ItemListPeerItemRevealOptions? = nil, switchValue: ItemListPeerItemSwitch? = nil,
        enabled: Bool, highlighted: Bool = false, selectable: Bool, highlightable: Bool = true,
        animateFirstAvatarTransition: Bool = true, sectionId: ItemListSectionId, action: (() -> Void)?,
        setPeerIdWithRevealedOptions: @escaping (EnginePeer.Id?, EnginePeer.Id?) -> Void,
        removePeer: @escaping (EnginePeer.Id) -> Void, toggleUpdated: ((Bool) -> Void)? = nil,
        contextAction: ((ASDisplayNode, ContextGesture?) -> Void)? = nil, hasTopStripe: Bool = true,
        hasTopGroupInset: Bool = true, noInsets: Bool = false, noCorners: Bool = false,
        style: ItemListStyle = .blocks, tag: ItemListItemTag? = nil, header: ListViewItemHeader? = nil,
        shimmering: ItemListPeerItemShimmering? = nil, displayDecorations: Bool = true,
        displayBackground: Bool = true, disableInteractiveTransitionIfNecessary: Bool = false,
        storyStats: PeerStoryStats? = nil, openStories: ((UIView) -> Void)? = nil
    ) {
        self.init(presentationData: presentationData, systemStyle: systemStyle, dateTimeFormat: dateTimeFormat,
            nameDisplayOrder: nameDisplayOrder, context: .account(context), peer: peer, threadInfo: threadInfo, height: height,
            aliasHandling: aliasHandling, customAvatarIcon: customAvatarIcon, nameColor: nameColor, nameStyle: nameStyle,
            presence: presence, text: text, label: label, editing: editing, revealOptions: revealOptions,
            switchValue: switchValue, enabled: enabled, highlighted: highlighted, selectable: selectable,
            highlightable: highlightable, animateFirstAvatarTransition: animateFirstAvatarTransition, sectionId: sectionId,
            action: action, setPeerIdWithRevealedOptions: setPeerIdWithRevealedOptions, removePeer: removePeer,
            toggleUpdated: toggleUpdated, contextAction: contextAction, hasTopStripe: hasTopStripe,
            hasTopGroupInset: hasTopGroupInset, noInsets: noInsets, noCorners: noCorners, style: style, tag: tag, header: header,
            shimmering: shimmering, displayDecorations: displayDecorations, displayBackground: displayBackground,
            disableInteractiveTransitionIfNecessary: disableInteractiveTransitionIfNecessary, storyStats: storyStats,
            openStories: openStories)
    }

    public init(
        presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy,
        dateTimeFormat: PresentationDateTimeFormat, nameDisplayOrder: PresentationPersonNameOrder,
        context: ItemListPeerItem.Context, peer: EnginePeer, threadInfo: EngineMessageHistoryThread.Info? = nil,
        height: ItemListPeerItemHeight = .peerList, aliasHandling: ItemListPeerItemAliasHandling = .standard,
        customAvatarIcon: UIImage? = nil, nameColor: ItemListPeerItemNameColor = .primary,
        nameStyle: ItemListPeerItemNameStyle = .distinctBold, presence: EnginePeer.Presence?,
        text: ItemListPeerItemText, label: ItemListPeerItemLabel, editing: ItemListPeerItemEditing,
        revealOptions: ItemListPeerItemRevealOptions? = nil, switchValue: ItemListPeerItemSwitch?, enabled: Bool,
        highlighted: Bool = false, selectable: Bool, highlightable: Bool = true,
        animateFirstAvatarTransition: Bool = true, sectionId: ItemListSectionId, action: (() -> Void)?,
        setPeerIdWithRevealedOptions: @escaping (EnginePeer.Id?, EnginePeer.Id?) -> Void,
        removePeer: @escaping (EnginePeer.Id) -> Void, toggleUpdated: ((Bool) -> Void)? = nil,
        contextAction: ((ASDisplayNode, ContextGesture?) -> Void)? = nil, hasTopStripe: Bool = true,
        hasTopGroupInset: Bool = true, noInsets: Bool = false, noCorners: Bool = false,
        style: ItemListStyle = .blocks, tag: ItemListItemTag? = nil, header: ListViewItemHeader? = nil,
        shimmering: ItemListPeerItemShimmering? = nil, displayDecorations: Bool = true,
        displayBackground: Bool = true, disableInteractiveTransitionIfNecessary: Bool = false,
        storyStats: PeerStoryStats? = nil, openStories: ((UIView) -> Void)? = nil
    ) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.dateTimeFormat = dateTimeFormat
        self.nameDisplayOrder = nameDisplayOrder
        self.context = context
        self.peer = peer
        self.threadInfo = threadInfo
        self.height = height
        self.aliasHandling = aliasHandling
        self.customAvatarIcon = customAvatarIcon
        self.nameColor = nameColor
        self.nameStyle = nameStyle
        self.presence = presence
        self.text = text
        self.label = label
        self.editing = editing
        self.revealOptions = revealOptions
        self.switchValue = switchValue
        self.enabled = enabled
        self.highlighted = highlighted
        self.selectable = selectable
        self.highlightable = highlightable
        self.animateFirstAvatarTransition = animateFirstAvatarTransition
        self.sectionId = sectionId
        self.action = action
        self.setPeerIdWithRevealedOptions = setPeerIdWithRevealedOptions
        self.removePeer = removePeer
        self.toggleUpdated = toggleUpdated
        self.contextAction = contextAction
        self.hasTopStripe = hasTopStripe
        self.hasTopGroupInset = hasTopGroupInset
        self.noInsets = noInsets
        self.noCorners = noCorners
        self.style = style
        self.tag = tag
        self.header = header
        self.shimmering = shimmering
        self.displayDecorations = displayDecorations
        self.displayBackground = displayBackground
        self.disableInteractiveTransitionIfNecessary = disableInteractiveTransitionIfNecessary
        self.storyStats = storyStats
        self.openStories = openStories
    }

    public func selected(listView: ListView) {
        listView.clearHighlightAnimated(true)
        self.action?()
    }
}
