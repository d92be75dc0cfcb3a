// A hand-written screen that touches the rest of the surface generated code can reach: a segmented title
// (`.sectionControl` + `titleControlValueChanged`), a toolbar, an empty state, a nested `Hashable` stable id with
// repeated rows, an item tag, and the items the other two screens do not use (expandable switch, multiline input,
// multiline text, text with label, info, activity text, placeholder, coloured disclosure labels).
//
// Plain imports only (no `@_spi`): this compiles against the stubs' real-API surface.

import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import PresentationDataUtils
import AccountContext

enum KitchenSinkEntryTag: ItemListItemTag, Equatable {
    case bio

    func isEqual(to other: ItemListItemTag) -> Bool {
        if let other = other as? KitchenSinkEntryTag, self == other {
            return true
        } else {
            return false
        }
    }
}

private final class KitchenSinkControllerArguments {
    let updateState: ((KitchenSinkControllerState) -> KitchenSinkControllerState) -> Void
    let hook: (String) -> Void

    init(updateState: @escaping ((KitchenSinkControllerState) -> KitchenSinkControllerState) -> Void, hook: @escaping (String) -> Void) {
        self.updateState = updateState
        self.hook = hook
    }
}

private enum KitchenSinkSection: Int32 {
    case info
    case media
    case profile
    case recent
    case status
}

struct KitchenSinkControllerState: Equatable {
    var tab: Int = 0
    var infoVisible: Bool = true
    var autoDownload: Bool = true
    var mediaExpanded: Bool = false
    var downloadPhotos: Bool = true
    var downloadVideos: Bool = false
    var bio: String = ""
    var recent: [String] = []
    var isSyncing: Bool = false
}

private enum KitchenSinkEntry: ItemListNodeEntry {
    enum StableId: Hashable {
        case info
        case media
        case mediaFooter
        case phone
        case bio
        case key
        case recentHeader
        case recent(String)
        case recentPlaceholder
        case status
    }

    case info
    case media(enabled: Bool, expanded: Bool, photos: Bool, videos: Bool)
    case mediaFooter(String)
    case phone(String)
    case bio(String)
    case key(String)
    case recentHeader(Int)
    case recent(index: Int, name: String)
    case recentPlaceholder
    case status(Bool)

    var section: ItemListSectionId {
        switch self {
        case .info:
            return KitchenSinkSection.info.rawValue
        case .media, .mediaFooter:
            return KitchenSinkSection.media.rawValue
        case .phone, .bio, .key:
            return KitchenSinkSection.profile.rawValue
        case .recentHeader, .recent, .recentPlaceholder:
            return KitchenSinkSection.recent.rawValue
        case .status:
            return KitchenSinkSection.status.rawValue
        }
    }

    var stableId: StableId {
        switch self {
        case .info:
            return .info
        case .media:
            return .media
        case .mediaFooter:
            return .mediaFooter
        case .phone:
            return .phone
        case .bio:
            return .bio
        case .key:
            return .key
        case .recentHeader:
            return .recentHeader
        case let .recent(_, name):
            return .recent(name)
        case .recentPlaceholder:
            return .recentPlaceholder
        case .status:
            return .status
        }
    }

    private var sortIndex: Int {
        switch self {
        case .info:
            return 0
        case .media:
            return 1
        case .mediaFooter:
            return 2
        case .phone:
            return 3
        case .bio:
            return 4
        case .key:
            return 5
        case .recentHeader:
            return 6
        case let .recent(index, _):
            return 100 + index
        case .recentPlaceholder:
            return 100000
        case .status:
            return 100001
        }
    }

    static func < (lhs: KitchenSinkEntry, rhs: KitchenSinkEntry) -> Bool {
        return lhs.sortIndex < rhs.sortIndex
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! KitchenSinkControllerArguments
        switch self {
        case .info:
            return ItemListInfoItem(presentationData: presentationData, systemStyle: .legacy, title: "Heads up", text: .markdown("Media you **download** is kept for a week."), style: .blocks, sectionId: self.section, linkAction: { action in
                if case let .tap(url) = action {
                    arguments.hook("link:" + url)
                }
            }, closeAction: {
                arguments.updateState { state in
                    var state = state
                    state.infoVisible = false
                    return state
                }
            })
        case let .media(enabled, expanded, photos, videos):
            return ItemListExpandableSwitchItem(presentationData: presentationData, systemStyle: .glass, title: presentationData.strings.AutoDownloadSettings_AutoDownload, value: enabled, isExpanded: expanded, subItems: [
                ItemListExpandableSwitchItem.SubItem(id: AnyHashable("photos"), title: "Photos", isSelected: photos, isEnabled: true),
                ItemListExpandableSwitchItem.SubItem(id: AnyHashable("videos"), title: "Videos", isSelected: videos, isEnabled: enabled)
            ], sectionId: self.section, style: .blocks, updated: { value in
                arguments.updateState { state in
                    var state = state
                    state.autoDownload = value
                    return state
                }
            }, selectAction: {
                arguments.updateState { state in
                    var state = state
                    state.mediaExpanded = !state.mediaExpanded
                    return state
                }
            }, subAction: { subItem in
                arguments.updateState { state in
                    var state = state
                    if subItem.id == AnyHashable("photos") {
                        state.downloadPhotos = !state.downloadPhotos
                    } else {
                        state.downloadVideos = !state.downloadVideos
                    }
                    return state
                }
            })
        case let .mediaFooter(text):
            return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section, linkAction: { action in
                if case let .tap(url) = action {
                    arguments.hook("footer:" + url)
                }
            })
        case let .phone(number):
            return ItemListTextWithLabelItem(presentationData: presentationData, label: presentationData.strings.UserInfo_Phone, text: number, enabledEntityTypes: [], multiline: false, sectionId: self.section, action: {
                arguments.hook("phone")
            })
        case let .bio(text):
            return ItemListMultilineInputItem(presentationData: presentationData, systemStyle: .glass, text: text, placeholder: presentationData.strings.UserInfo_About_Placeholder, maxLength: ItemListMultilineInputItemTextLimit(value: 70, display: true), sectionId: self.section, style: .blocks, textUpdated: { value in
                arguments.updateState { state in
                    var state = state
                    state.bio = value
                    return state
                }
            }, tag: KitchenSinkEntryTag.bio)
        case let .key(text):
            return ItemListMultilineTextItem(presentationData: presentationData, text: text, enabledEntityTypes: [], font: .monospace, sectionId: self.section, style: .blocks)
        case let .recentHeader(count):
            return ItemListSectionHeaderItem(presentationData: presentationData, text: "RECENT", badge: "\(count)", accessoryText: ItemListSectionHeaderAccessoryText(value: "Clear", color: .destructive), sectionId: self.section)
        case let .recent(_, name):
            return ItemListDisclosureItem(presentationData: presentationData, systemStyle: .glass, title: name, label: "Online", labelStyle: .coloredText(UIColor(rgb: 0x34c759)), sectionId: self.section, style: .blocks, action: {
                arguments.hook("open:" + name)
            })
        case .recentPlaceholder:
            return ItemListPlaceholderItem(theme: presentationData.theme, text: "No recent chats", sectionId: self.section, style: .blocks)
        case let .status(isSyncing):
            return ItemListActivityTextItem(displayActivity: isSyncing, presentationData: presentationData, text: isSyncing ? "Syncing…" : "Up to date", color: isSyncing ? .generic : .constructive, sectionId: self.section)
        }
    }
}

private func kitchenSinkControllerEntries(presentationData: PresentationData, state: KitchenSinkControllerState) -> [KitchenSinkEntry] {
    var entries: [KitchenSinkEntry] = []
    if state.tab == 0 {
        if state.infoVisible {
            entries.append(.info)
        }
        entries.append(.media(enabled: state.autoDownload, expanded: state.mediaExpanded, photos: state.downloadPhotos, videos: state.downloadVideos))
        entries.append(.mediaFooter("Limits apply."))
        entries.append(.phone("+1 555 0100"))
        entries.append(.bio(state.bio))
        entries.append(.key("AB12 CD34"))
        entries.append(.recentHeader(state.recent.count))
        if state.recent.isEmpty {
            entries.append(.recentPlaceholder)
        } else {
            for (index, name) in state.recent.enumerated() {
                entries.append(.recent(index: index, name: name))
            }
        }
        entries.append(.status(state.isSyncing))
    }
    return entries
}

/// `hook` receives the names of the app actions the screen triggers.
func kitchenSinkController(context: AccountContext, initialState: KitchenSinkControllerState = KitchenSinkControllerState(), hook: @escaping (String) -> Void) -> ViewController {
    let statePromise = ValuePromise(initialState, ignoreRepeated: true)
    let stateValue = Atomic(value: initialState)
    let updateState: ((KitchenSinkControllerState) -> KitchenSinkControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    let arguments = KitchenSinkControllerArguments(updateState: updateState, hook: hook)

    let signal = combineLatest(queue: .mainQueue(), context.sharedContext.presentationData, statePromise.get())
    |> map { presentationData, state -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .sectionControl([presentationData.strings.Calls_All, presentationData.strings.Calls_Missed], state.tab), leftNavigationButton: nil, rightNavigationButton: ItemListNavigationButton(content: .icon(.add), style: .regular, enabled: true, action: {
            updateState { state in
                var state = state
                state.recent.append("Chat \(state.recent.count + 1)")
                return state
            }
        }), secondaryRightNavigationButton: ItemListNavigationButton(content: .icon(.search), style: .activity, enabled: true, action: {
            hook("search")
        }), backNavigationButton: nil)

        let toolbarItem = ItemListToolbarItem(actions: [
            ItemListToolbarItem.Action(title: presentationData.strings.Common_Delete, isEnabled: !state.recent.isEmpty, action: {
                updateState { state in
                    var state = state
                    state.recent = []
                    return state
                }
            }),
            ItemListToolbarItem.Action(title: "Sync", isEnabled: true, action: {
                updateState { state in
                    var state = state
                    state.isSyncing = true
                    return state
                }
            })
        ])

        let entries = kitchenSinkControllerEntries(presentationData: presentationData, state: state)
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: entries, style: .blocks, focusItemTag: state.tab == 0 && state.bio.isEmpty ? KitchenSinkEntryTag.bio : nil, emptyStateItem: entries.isEmpty ? ItemListTextEmptyStateItem(text: "Nothing missed") : nil, toolbarItem: toolbarItem, animateChanges: false)
        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    controller.titleControlValueChanged = { index in
        updateState { state in
            var state = state
            state.tab = index
            return state
        }
    }
    return controller
}
