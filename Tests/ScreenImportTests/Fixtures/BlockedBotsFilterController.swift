// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code): the
// screen BlockedBotsController pushes from its filter row, to import the two together.
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class BlockedBotsFilterControllerArguments {
    let updateState: ((BlockedBotsFilterControllerState) -> BlockedBotsFilterControllerState) -> Void
    let toggleNotifications: (Bool) -> Void
    let limitChanged: (Int) -> Void
    let limitCommitted: (Int) -> Void

    init(updateState: @escaping ((BlockedBotsFilterControllerState) -> BlockedBotsFilterControllerState) -> Void, toggleNotifications: @escaping (Bool) -> Void, limitChanged: @escaping (Int) -> Void, limitCommitted: @escaping (Int) -> Void) {
        self.updateState = updateState
        self.toggleNotifications = toggleNotifications
        self.limitChanged = limitChanged
        self.limitCommitted = limitCommitted
    }
}

private enum BlockedBotsFilterSection: Int32 {
    case options
}

private enum BlockedBotsFilterEntry: ItemListNodeEntry {
    case verifiedOnly(PresentationTheme, String, Bool)
    case notifies(PresentationTheme, String, Bool)
    case limit(PresentationTheme, Int)
    case info(PresentationTheme, String)

    var section: ItemListSectionId {
        switch self {
            case .verifiedOnly, .notifies, .limit, .info:
                return BlockedBotsFilterSection.options.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .verifiedOnly:
                return 0
            case .notifies:
                return 1
            case .limit:
                return 2
            case .info:
                return 3
        }
    }

    static func ==(lhs: BlockedBotsFilterEntry, rhs: BlockedBotsFilterEntry) -> Bool {
        switch lhs {
            case let .verifiedOnly(lhsTheme, lhsText, lhsValue):
                if case let .verifiedOnly(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .notifies(lhsTheme, lhsText, lhsValue):
                if case let .notifies(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .limit(lhsTheme, lhsValue):
                if case let .limit(rhsTheme, rhsValue) = rhs, lhsTheme === rhsTheme, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .info(lhsTheme, lhsText):
                if case let .info(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: BlockedBotsFilterEntry, rhs: BlockedBotsFilterEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! BlockedBotsFilterControllerArguments
        switch self {
            case let .verifiedOnly(_, text, value):
                return ItemListSwitchItem(presentationData: presentationData, title: text, value: value, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.update(\.verifiedOnly, to: value)
                })
            case let .notifies(_, text, value):
                return ItemListSwitchItem(presentationData: presentationData, title: text, value: value, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.toggleNotifications(value)
                })
            case let .limit(theme, value):
                return BotLimitSliderItem(theme: theme, value: value, sectionId: self.section, updated: { value in
                    arguments.update(\.limit, to: value, changed: arguments.limitChanged)
                }, committed: { value in
                    arguments.limitCommitted(value)
                }, openInfo: nil)
            case let .info(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
        }
    }
}

private struct BlockedBotsFilterControllerState: Equatable {
    var verifiedOnly: Bool = false
    var limit: Int = 10
}

private func blockedBotsFilterControllerEntries(presentationData: PresentationData, state: BlockedBotsFilterControllerState, notifiesOnBlock: Bool) -> [BlockedBotsFilterEntry] {
    var entries: [BlockedBotsFilterEntry] = []
    entries.append(.verifiedOnly(presentationData.theme, presentationData.strings.BlockedBots_VerifiedOnly, state.verifiedOnly))
    entries.append(.notifies(presentationData.theme, presentationData.strings.BlockedBots_Notify, notifiesOnBlock))
    entries.append(.limit(presentationData.theme, state.limit))
    entries.append(.info(presentationData.theme, presentationData.strings.BlockedBots_FilterInfo))
    return entries
}

public func blockedBotsFilterController(context: AccountContext) -> ViewController {
    let notifiesOnBlock: Signal<Bool, NoError> = .single(true)
    let statePromise = ValuePromise(BlockedBotsFilterControllerState(), ignoreRepeated: true)
    let stateValue = Atomic(value: BlockedBotsFilterControllerState())
    let updateState: ((BlockedBotsFilterControllerState) -> BlockedBotsFilterControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    let arguments = BlockedBotsFilterControllerArguments(updateState: updateState, toggleNotifications: { _ in
    }, limitChanged: { _ in
    }, limitCommitted: { _ in
    })

    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get(), notifiesOnBlock)
    |> deliverOnMainQueue
    |> map { presentationData, state, notifiesOnBlock -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.BlockedBots_FilterTitle), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: blockedBotsFilterControllerEntries(presentationData: presentationData, state: state, notifiesOnBlock: notifiesOnBlock), style: .blocks, animateChanges: false)

        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    return controller
}
