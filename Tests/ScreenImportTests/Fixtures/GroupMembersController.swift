// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code): a group's
// members as peer rows that can be removed by swiping or in editing mode (the revealed peer kept in the state), with
// reveal options, a switch per muted member calling the app with the member, a condition over the state and the data
// written as a function of the state, a list that asks for more when scrolled to its end, a list that opens scrolled
// to its invite row when asked, and a presentation chosen by a parameter.
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramCore
import TelegramPresentationData
import ItemListUI
import ItemListPeerItem
import AccountContext

private final class GroupMembersControllerArguments {
    let context: AccountContext
    let openPeer: (EnginePeer) -> Void
    let removePeer: (EnginePeer) -> Void
    let promotePeer: (EnginePeer) -> Void
    let setPeerIdWithRevealedOptions: (EnginePeer.Id?, EnginePeer.Id?) -> Void
    let toggleMuted: (GroupMutedMember, Bool) -> Void
    let invite: () -> Void
    let loadMore: () -> Void

    init(context: AccountContext, openPeer: @escaping (EnginePeer) -> Void, removePeer: @escaping (EnginePeer) -> Void, promotePeer: @escaping (EnginePeer) -> Void, setPeerIdWithRevealedOptions: @escaping (EnginePeer.Id?, EnginePeer.Id?) -> Void, toggleMuted: @escaping (GroupMutedMember, Bool) -> Void, invite: @escaping () -> Void, loadMore: @escaping () -> Void) {
        self.context = context
        self.openPeer = openPeer
        self.removePeer = removePeer
        self.promotePeer = promotePeer
        self.setPeerIdWithRevealedOptions = setPeerIdWithRevealedOptions
        self.toggleMuted = toggleMuted
        self.invite = invite
        self.loadMore = loadMore
    }
}

private enum GroupMembersSection: Int32 {
    case invite
    case members
    case muted
}

public struct GroupMutedMember: Equatable {
    let id: Int
    let name: String
    let isMuted: Bool
    let isBot: Bool
}

extension GroupMutedMember {
    var isMutedBot: Bool {
        return self.isBot && self.isMuted
    }
}

public struct GroupMembersData: Equatable {
    let canInvite: Bool
    let mutedMembers: [GroupMutedMember]
}

public struct GroupMembersParameters: Equatable {
    let openedFromChat: Bool
    let startsAtInvite: Bool

    init(openedFromChat: Bool = false, startsAtInvite: Bool = false) {
        self.openedFromChat = openedFromChat
        self.startsAtInvite = startsAtInvite
    }
}

private enum GroupMembersEntry: ItemListNodeEntry {
    case invite(PresentationTheme, String, Bool)
    case member(Int32, PresentationTheme, EnginePeer, ItemListPeerItemEditing)
    case muted(Int32, PresentationTheme, GroupMutedMember)

    var section: ItemListSectionId {
        switch self {
            case .invite:
                return GroupMembersSection.invite.rawValue
            case .member:
                return GroupMembersSection.members.rawValue
            case .muted:
                return GroupMembersSection.muted.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .invite:
                return 0
            case let .member(index, _, _, _):
                return 100 + index
            case let .muted(index, _, _):
                return 10000 + index
        }
    }

    static func ==(lhs: GroupMembersEntry, rhs: GroupMembersEntry) -> Bool {
        switch lhs {
            case let .invite(lhsTheme, lhsText, lhsEnabled):
                if case let .invite(rhsTheme, rhsText, rhsEnabled) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsEnabled == rhsEnabled {
                    return true
                } else {
                    return false
                }
            case let .member(lhsIndex, lhsTheme, lhsPeer, lhsEditing):
                if case let .member(rhsIndex, rhsTheme, rhsPeer, rhsEditing) = rhs, lhsIndex == rhsIndex, lhsTheme === rhsTheme, lhsPeer == rhsPeer, lhsEditing == rhsEditing {
                    return true
                } else {
                    return false
                }
            case let .muted(lhsIndex, lhsTheme, lhsMember):
                if case let .muted(rhsIndex, rhsTheme, rhsMember) = rhs, lhsIndex == rhsIndex, lhsTheme === rhsTheme, lhsMember == rhsMember {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: GroupMembersEntry, rhs: GroupMembersEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! GroupMembersControllerArguments
        switch self {
            case let .invite(_, text, enabled):
                return ItemListActionItem(presentationData: presentationData, title: text, kind: enabled ? .generic : .disabled, alignment: .natural, sectionId: self.section, style: .blocks, action: {
                    if enabled {
                        arguments.invite()
                    }
                })
            case let .member(_, _, peer, editing):
                return ItemListPeerItem(presentationData: presentationData, dateTimeFormat: presentationData.dateTimeFormat, nameDisplayOrder: presentationData.nameDisplayOrder, context: arguments.context, peer: peer, presence: nil, text: .none, label: .none, editing: editing, revealOptions: ItemListPeerItemRevealOptions(options: [ItemListPeerItemRevealOption(type: .accent, title: presentationData.strings.GroupMembers_Promote, action: {
                    arguments.promotePeer(peer)
                }), ItemListPeerItemRevealOption(type: .destructive, title: presentationData.strings.Common_Delete, action: {
                    arguments.removePeer(peer)
                })]), switchValue: nil, enabled: true, selectable: true, sectionId: self.section, action: {
                    arguments.openPeer(peer)
                }, setPeerIdWithRevealedOptions: { peerId, fromPeerId in
                    arguments.setPeerIdWithRevealedOptions(peerId, fromPeerId)
                }, removePeer: { peerId in
                    arguments.removePeer(peer)
                })
            case let .muted(_, _, member):
                return ItemListSwitchItem(presentationData: presentationData, title: member.name, value: member.isMuted, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.toggleMuted(member, value)
                })
        }
    }
}

private struct GroupMembersControllerState: Equatable {
    let editing: Bool
    let peerIdWithRevealedOptions: EnginePeer.Id?

    init(editing: Bool = false, peerIdWithRevealedOptions: EnginePeer.Id? = nil) {
        self.editing = editing
        self.peerIdWithRevealedOptions = peerIdWithRevealedOptions
    }

    static func ==(lhs: GroupMembersControllerState, rhs: GroupMembersControllerState) -> Bool {
        if lhs.editing != rhs.editing {
            return false
        }
        if lhs.peerIdWithRevealedOptions != rhs.peerIdWithRevealedOptions {
            return false
        }
        return true
    }

    func withUpdatedEditing(_ editing: Bool) -> GroupMembersControllerState {
        return GroupMembersControllerState(editing: editing, peerIdWithRevealedOptions: self.peerIdWithRevealedOptions)
    }

    func withUpdatedPeerIdWithRevealedOptions(_ peerIdWithRevealedOptions: EnginePeer.Id?) -> GroupMembersControllerState {
        return GroupMembersControllerState(editing: self.editing, peerIdWithRevealedOptions: peerIdWithRevealedOptions)
    }
}

extension GroupMembersControllerState {
    func canSendInvites(data: GroupMembersData) -> Bool {
        return data.canInvite && !self.editing
    }
}

private func groupMembersControllerEntries(presentationData: PresentationData, state: GroupMembersControllerState, data: GroupMembersData, peers: [EnginePeer], parameters: GroupMembersParameters) -> [GroupMembersEntry] {
    var entries: [GroupMembersEntry] = []

    entries.append(.invite(presentationData.theme, presentationData.strings.GroupMembers_Invite, state.canSendInvites(data: data)))

    var index: Int32 = 0
    for peer in peers {
        entries.append(.member(index, presentationData.theme, peer, ItemListPeerItemEditing(editable: true, editing: state.editing, revealed: peer.id == state.peerIdWithRevealedOptions)))
        index += 1
    }

    for (index, member) in data.mutedMembers.enumerated() {
        if !member.isMutedBot {
            entries.append(.muted(Int32(index), presentationData.theme, member))
        }
    }

    return entries
}

public func groupMembersController(context: AccountContext, parameters: GroupMembersParameters, data: Signal<GroupMembersData, NoError>, peers: Signal<[EnginePeer], NoError>) -> ViewController {
    let statePromise = ValuePromise(GroupMembersControllerState(), ignoreRepeated: true)
    let stateValue = Atomic(value: GroupMembersControllerState())
    let updateState: ((GroupMembersControllerState) -> GroupMembersControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    let arguments = GroupMembersControllerArguments(context: context, openPeer: { _ in
    }, removePeer: { _ in
    }, promotePeer: { _ in
    }, setPeerIdWithRevealedOptions: { peerId, fromPeerId in
        updateState { state in
            if (peerId == nil && fromPeerId == state.peerIdWithRevealedOptions) || (peerId != nil && fromPeerId == nil) {
                return state.withUpdatedPeerIdWithRevealedOptions(peerId)
            } else {
                return state
            }
        }
    }, toggleMuted: { _, _ in
    }, invite: {
    }, loadMore: {
    })

    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get(), data, peers)
    |> deliverOnMainQueue
    |> map { presentationData, state, data, peers -> (ItemListControllerState, (ItemListNodeState, Any)) in
        var rightNavigationButton: ItemListNavigationButton?
        if state.editing {
            rightNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Done), style: .bold, enabled: true, action: {
                updateState { $0.withUpdatedEditing(false) }
            })
        } else if !peers.isEmpty {
            rightNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Edit), style: .regular, enabled: true, action: {
                updateState { $0.withUpdatedEditing(true) }
            })
        }

        let entries = groupMembersControllerEntries(presentationData: presentationData, state: state, data: data, peers: peers, parameters: parameters)
        var initialScrollToItem: ListViewScrollToItem?
        if parameters.startsAtInvite {
            for (index, entry) in entries.enumerated() where initialScrollToItem == nil {
                if case .invite = entry {
                    initialScrollToItem = ListViewScrollToItem(index: index, position: .top(0.0), animated: false, curve: .Default(duration: 0.0), directionHint: .Up)
                }
            }
        }

        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.GroupMembers_Title), leftNavigationButton: nil, rightNavigationButton: rightNavigationButton, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: entries, style: .blocks, initialScrollToItem: initialScrollToItem, animateChanges: true)

        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    if parameters.openedFromChat {
        controller.navigationPresentation = .modal
    }
    controller.visibleBottomContentOffsetChanged = { offset in
        if case let .known(value) = offset, value < 40.0 {
            arguments.loadMore()
        }
    }
    return controller
}
