// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code): a list
// of blocked bots with a toolbar, a loading spinner then an empty-state text, lifecycle closures, conditions named
// by a computed property and by a `let` of the entries function, and texts computed by `if` and `switch`.
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class BlockedBotsControllerArguments {
    let openBot: (BlockedBotEntry) -> Void
    let blockBot: () -> Void
    let unblockAll: () -> Void
    let pickFilter: () -> Void
    let screenAppeared: () -> Void
    let saveDraft: () -> Void

    init(openBot: @escaping (BlockedBotEntry) -> Void, blockBot: @escaping () -> Void, unblockAll: @escaping () -> Void, pickFilter: @escaping () -> Void, screenAppeared: @escaping () -> Void, saveDraft: @escaping () -> Void) {
        self.openBot = openBot
        self.blockBot = blockBot
        self.unblockAll = unblockAll
        self.pickFilter = pickFilter
        self.screenAppeared = screenAppeared
        self.saveDraft = saveDraft
    }
}

private enum BlockedBotsSection: Int32 {
    case filter
    case bots
}

private enum BlockedBotsFilter: Equatable {
    case all
    case verified
    case unverified
}

private struct BlockedBotEntry: Equatable {
    let id: Int
    let name: String
    let isVerified: Bool
}

private enum BlockedBotsEntry: ItemListNodeEntry {
    case filter(PresentationTheme, String, String)
    case showsAll(PresentationTheme, String, Bool)
    case bot(Int32, PresentationTheme, BlockedBotEntry)
    case info(PresentationTheme, String)

    var section: ItemListSectionId {
        switch self {
            case .filter, .showsAll:
                return BlockedBotsSection.filter.rawValue
            case .bot, .info:
                return BlockedBotsSection.bots.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .filter:
                return 0
            case .showsAll:
                return 1
            case let .bot(index, _, _):
                return 10 + index
            case .info:
                return 1000
        }
    }

    static func ==(lhs: BlockedBotsEntry, rhs: BlockedBotsEntry) -> Bool {
        switch lhs {
            case let .filter(lhsTheme, lhsTitle, lhsLabel):
                if case let .filter(rhsTheme, rhsTitle, rhsLabel) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsLabel == rhsLabel {
                    return true
                } else {
                    return false
                }
            case let .showsAll(lhsTheme, lhsText, lhsValue):
                if case let .showsAll(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .bot(lhsIndex, lhsTheme, lhsBot):
                if case let .bot(rhsIndex, rhsTheme, rhsBot) = rhs, lhsIndex == rhsIndex, lhsTheme === rhsTheme, lhsBot == rhsBot {
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

    static func <(lhs: BlockedBotsEntry, rhs: BlockedBotsEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! BlockedBotsControllerArguments
        switch self {
            case let .filter(_, title, label):
                return ItemListDisclosureItem(presentationData: presentationData, title: title, label: label, sectionId: self.section, style: .blocks, action: {
                    arguments.pickFilter()
                })
            case let .showsAll(_, text, value):
                return ItemListSwitchItem(presentationData: presentationData, title: text, value: value, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.update(\.showsAll, to: value)
                })
            case let .bot(_, _, bot):
                let label: String
                if bot.isVerified {
                    label = presentationData.strings.BlockedBots_Verified
                } else {
                    label = ""
                }
                return ItemListDisclosureItem(presentationData: presentationData, title: bot.name, label: label, sectionId: self.section, style: .blocks, action: {
                    arguments.openBot(bot)
                })
            case let .info(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
        }
    }
}

private struct BlockedBotsControllerState: Equatable {
    let filter: BlockedBotsFilter
    let showsAll: Bool
    let editing: Bool

    init(filter: BlockedBotsFilter = .all, showsAll: Bool = true, editing: Bool = false) {
        self.filter = filter
        self.showsAll = showsAll
        self.editing = editing
    }

    static func ==(lhs: BlockedBotsControllerState, rhs: BlockedBotsControllerState) -> Bool {
        if lhs.filter != rhs.filter {
            return false
        }
        if lhs.showsAll != rhs.showsAll {
            return false
        }
        if lhs.editing != rhs.editing {
            return false
        }
        return true
    }

    func withUpdatedEditing(_ editing: Bool) -> BlockedBotsControllerState {
        return BlockedBotsControllerState(filter: self.filter, showsAll: self.showsAll, editing: editing)
    }
}

extension BlockedBotsControllerState {
    var isFiltered: Bool {
        return self.filter != .all
    }
}

private func blockedBotsControllerEntries(presentationData: PresentationData, state: BlockedBotsControllerState, bots: [BlockedBotEntry], isLoading: Bool, settings: BotSettings) -> [BlockedBotsEntry] {
    var entries: [BlockedBotsEntry] = []

    let hasBots = !bots.isEmpty && !isLoading && settings.privacy.blocking.showsList

    let filterText: String
    switch state.filter {
        case .all:
            filterText = presentationData.strings.BlockedBots_FilterAll
        case .verified:
            filterText = presentationData.strings.BlockedBots_FilterVerified
        case .unverified:
            filterText = presentationData.strings.BlockedBots_FilterUnverified
    }
    entries.append(.filter(presentationData.theme, presentationData.strings.BlockedBots_Filter, filterText))

    if hasBots {
        entries.append(.showsAll(presentationData.theme, state.isFiltered ? presentationData.strings.BlockedBots_ShowsAllFiltered : presentationData.strings.BlockedBots_ShowsAll, state.showsAll))
        for (index, bot) in bots.enumerated() {
            if bot.isVerified || state.showsAll {
                entries.append(.bot(Int32(index), presentationData.theme, bot))
            }
        }
    }

    let infoText: String
    if hasBots && state.isFiltered {
        infoText = presentationData.strings.BlockedBots_FilteredInfo
    } else if hasBots {
        infoText = presentationData.strings.BlockedBots_Info
    } else {
        infoText = "No bots are blocked."
    }
    entries.append(.info(presentationData.theme, infoText))

    return entries
}

public func blockedBotsController(context: AccountContext, bots: Signal<[BlockedBotEntry], NoError>, isLoading: Signal<Bool, NoError>, settings: Signal<BotSettings, NoError>) -> ViewController {
    let statePromise = ValuePromise(BlockedBotsControllerState(), ignoreRepeated: true)
    let stateValue = Atomic(value: BlockedBotsControllerState())
    let updateState: ((BlockedBotsControllerState) -> BlockedBotsControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    var dismissKeyboardImpl: (() -> Void)?
    var pushControllerImpl: ((ViewController) -> Void)?

    let arguments = BlockedBotsControllerArguments(openBot: { bot in
        pushControllerImpl?(botInfoController(context: context, botId: bot.id))
    }, blockBot: {
    }, unblockAll: {
    }, pickFilter: {
        pushControllerImpl?(blockedBotsFilterController(context: context))
    }, screenAppeared: {
    }, saveDraft: {
    })

    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get(), bots, isLoading, settings)
    |> deliverOnMainQueue
    |> map { presentationData, state, bots, isLoading, settings -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let blockTitle: String
        if state.isFiltered {
            blockTitle = presentationData.strings.BlockedBots_BlockFilteredBot
        } else {
            blockTitle = presentationData.strings.BlockedBots_BlockBot
        }
        let toolbarItem = ItemListToolbarItem(actions: [
            .init(title: blockTitle, isEnabled: !state.editing, action: {
                arguments.blockBot()
            }),
            .init(title: presentationData.strings.BlockedBots_UnblockAll, isEnabled: !bots.isEmpty, action: {
                arguments.unblockAll()
            })
        ])

        var emptyStateItem: ItemListControllerEmptyStateItem?
        if isLoading {
            emptyStateItem = ItemListLoadingIndicatorEmptyStateItem(theme: presentationData.theme)
        } else if bots.isEmpty {
            emptyStateItem = ItemListTextEmptyStateItem(text: presentationData.strings.BlockedBots_Empty)
        }

        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(state.isFiltered ? presentationData.strings.BlockedBots_FilteredTitle : presentationData.strings.BlockedBots_Title), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: blockedBotsControllerEntries(presentationData: presentationData, state: state, bots: bots, isLoading: isLoading, settings: settings), style: .blocks, emptyStateItem: emptyStateItem, toolbarItem: toolbarItem, animateChanges: false)

        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    controller.didAppear = { _ in
        arguments.screenAppeared()
    }
    controller.willDisappear = { _ in
        arguments.saveDraft()
    }
    controller.beganInteractiveDragging = {
        dismissKeyboardImpl?()
    }
    pushControllerImpl = { [weak controller] c in
        (controller?.navigationController as? NavigationController)?.pushViewController(c)
    }
    dismissKeyboardImpl = { [weak controller] in
        controller?.view.endEditing(true)
    }
    return controller
}
