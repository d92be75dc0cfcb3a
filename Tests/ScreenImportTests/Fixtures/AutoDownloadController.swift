// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code).
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramCore
import TelegramUIPreferences
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class AutoDownloadControllerArguments {
    let updateState: ((AutoDownloadControllerState) -> AutoDownloadControllerState) -> Void
    let openPhotos: () -> Void
    let openVideos: () -> Void
    let openFiles: () -> Void
    let openCellular: () -> Void
    let openWifi: () -> Void
    let openCacheLimit: () -> Void

    init(updateState: @escaping ((AutoDownloadControllerState) -> AutoDownloadControllerState) -> Void, openPhotos: @escaping () -> Void, openVideos: @escaping () -> Void, openFiles: @escaping () -> Void, openCellular: @escaping () -> Void, openWifi: @escaping () -> Void, openCacheLimit: @escaping () -> Void) {
        self.updateState = updateState
        self.openPhotos = openPhotos
        self.openVideos = openVideos
        self.openFiles = openFiles
        self.openCellular = openCellular
        self.openWifi = openWifi
        self.openCacheLimit = openCacheLimit
    }
}

private enum AutoDownloadSection: Int32 {
    case master
    case types
    case networks
    case cache
}

private enum AutoDownloadEntry: ItemListNodeEntry {
    case master(PresentationTheme, String, Bool)
    case photos(PresentationTheme, String, String)
    case videos(PresentationTheme, String, String)
    case files(PresentationTheme, String, String)
    case cellular(PresentationTheme, String, String)
    case wifi(PresentationTheme, String, String)
    case cacheLimit(PresentationTheme, String, String)

    var section: ItemListSectionId {
        switch self {
            case .master:
                return AutoDownloadSection.master.rawValue
            case .photos, .videos, .files:
                return AutoDownloadSection.types.rawValue
            case .cellular, .wifi:
                return AutoDownloadSection.networks.rawValue
            case .cacheLimit:
                return AutoDownloadSection.cache.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .master:
                return 0
            case .photos:
                return 1
            case .videos:
                return 2
            case .files:
                return 3
            case .cellular:
                return 4
            case .wifi:
                return 5
            case .cacheLimit:
                return 6
        }
    }

    static func ==(lhs: AutoDownloadEntry, rhs: AutoDownloadEntry) -> Bool {
        switch lhs {
            case let .master(lhsTheme, lhsText, lhsValue):
                if case let .master(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .photos(lhsTheme, lhsText, lhsValue):
                if case let .photos(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .videos(lhsTheme, lhsText, lhsValue):
                if case let .videos(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .files(lhsTheme, lhsText, lhsValue):
                if case let .files(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .cellular(lhsTheme, lhsText, lhsValue):
                if case let .cellular(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .wifi(lhsTheme, lhsText, lhsValue):
                if case let .wifi(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .cacheLimit(lhsTheme, lhsText, lhsValue):
                if case let .cacheLimit(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: AutoDownloadEntry, rhs: AutoDownloadEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! AutoDownloadControllerArguments
        switch self {
            case let .master(_, text, value):
                return ItemListSwitchItem(presentationData: presentationData, title: text, value: value, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.updateState { $0.withUpdatedAutoDownload(value) }
                })
            case let .photos(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openPhotos()
                })
            case let .videos(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openVideos()
                })
            case let .files(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openFiles()
                })
            case let .cellular(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openCellular()
                })
            case let .wifi(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openWifi()
                })
            case let .cacheLimit(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openCacheLimit()
                })
        }
    }
}

// What the app keeps for each kind of media: whether it downloads at all, and up to how many megabytes (0: any size).
private struct AutoDownloadData: Equatable {
    let photosEnabled: Bool
    let photosLimit: Int
    let videosEnabled: Bool
    let videosLimit: Int
    let filesEnabled: Bool
    let filesLimit: Int
    let cellular: AutoDownloadNetworkSettings
    let wifi: AutoDownloadNetworkSettings
    let cacheLimitBytes: Int
}

// One label for every kind of media: the same words whatever the kind.
private func autoDownloadLabel(strings: PresentationStrings, enabled: Bool, limit: Int) -> String {
    if !enabled {
        return strings.AutoDownloadSettings_Off
    } else if limit == 0 {
        return strings.AutoDownloadSettings_OnForAll
    } else {
        return "Up to \(limit) MB"
    }
}

// One label for both networks, read from the app's settings for each.
private func networkLabel(strings: PresentationStrings, network: AutoDownloadNetworkSettings) -> String {
    return network.saveToGallery ? strings.AutoDownloadSettings_SaveToGallery : strings.AutoDownloadSettings_KeepInApp
}

// Megabytes, or gigabytes from 1024 on: a local the language cannot say, so the app keeps this one.
private func cacheLimitString(strings: PresentationStrings, bytes: Int) -> String {
    let megabytes = bytes / (1024 * 1024)
    if megabytes >= 1024 {
        return "\(megabytes / 1024) GB"
    }
    return "\(megabytes) MB"
}

private struct AutoDownloadControllerState: Equatable {
    let autoDownload: Bool

    static func ==(lhs: AutoDownloadControllerState, rhs: AutoDownloadControllerState) -> Bool {
        if lhs.autoDownload != rhs.autoDownload {
            return false
        }
        return true
    }

    func withUpdatedAutoDownload(_ autoDownload: Bool) -> AutoDownloadControllerState {
        return AutoDownloadControllerState(autoDownload: autoDownload)
    }
}

private func autoDownloadControllerEntries(presentationData: PresentationData, state: AutoDownloadControllerState, data: AutoDownloadData) -> [AutoDownloadEntry] {
    var entries: [AutoDownloadEntry] = []

    entries.append(.master(presentationData.theme, presentationData.strings.AutoDownloadSettings_AutoDownload, state.autoDownload))
    if state.autoDownload {
        entries.append(.photos(presentationData.theme, presentationData.strings.AutoDownloadSettings_Photos, autoDownloadLabel(strings: presentationData.strings, enabled: data.photosEnabled, limit: data.photosLimit)))
        entries.append(.videos(presentationData.theme, presentationData.strings.AutoDownloadSettings_Videos, autoDownloadLabel(strings: presentationData.strings, enabled: data.videosEnabled, limit: data.videosLimit)))
        entries.append(.files(presentationData.theme, presentationData.strings.AutoDownloadSettings_Files, autoDownloadLabel(strings: presentationData.strings, enabled: data.filesEnabled, limit: data.filesLimit)))
    }

    entries.append(.cellular(presentationData.theme, presentationData.strings.AutoDownloadSettings_Cellular, networkLabel(strings: presentationData.strings, network: data.cellular)))
    entries.append(.wifi(presentationData.theme, presentationData.strings.AutoDownloadSettings_WiFi, networkLabel(strings: presentationData.strings, network: data.wifi)))

    entries.append(.cacheLimit(presentationData.theme, presentationData.strings.AutoDownloadSettings_CacheLimit, cacheLimitString(strings: presentationData.strings, bytes: data.cacheLimitBytes)))

    return entries
}

public func autoDownloadController(context: AccountContext, data autoDownloadData: Signal<AutoDownloadData, NoError>) -> ViewController {
    let initialState = AutoDownloadControllerState(autoDownload: true)
    let statePromise = ValuePromise(initialState, ignoreRepeated: true)
    let stateValue = Atomic(value: initialState)
    let updateState: ((AutoDownloadControllerState) -> AutoDownloadControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    let arguments = AutoDownloadControllerArguments(updateState: updateState, openPhotos: {
    }, openVideos: {
    }, openFiles: {
    }, openCellular: {
    }, openWifi: {
    }, openCacheLimit: {
    })

    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get(), autoDownloadData)
    |> deliverOnMainQueue
    |> map { presentationData, state, data -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.AutoDownloadSettings_Title), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: autoDownloadControllerEntries(presentationData: presentationData, state: state, data: data), style: .blocks)
        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    return controller
}
