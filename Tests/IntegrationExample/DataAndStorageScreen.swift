// The Data and Storage screen (Screens/DataAndStorage.yaml) created and wired as the app does: its data from shared
// settings and the usage statistics, its hooks writing the settings back, its pushes creating the other screens.

import AccountContext
import Display
import GeneratedScreens
import Postbox
import SwiftSignalKit
import TelegramCore

/// The screen's app data: four shared settings read in one `sharedData(keys:)` view, and the two usage sizes, which
/// stay nil ("Calculating…") until the app has measured them.
func dataAndStorageData(
    accountManager: AccountManager<TelegramAccountManagerTypes>,
    services: AppServices
) -> Signal<DataAndStorageData, NoError> {
    let sharedData = accountManager.sharedData(keys: [
        MediaAutoDownloadSettings.key, VoiceCallSettings.key, GeneratedMediaStoreSettings.key, ProxySettings.key,
    ])
    return combineLatest(queue: .mainQueue(), sharedData, services.cacheSize, services.networkUsage)
        |> map { view, cacheSize, networkUsage -> DataAndStorageData in
            let autoDownload = view.settings(MediaAutoDownloadSettings.self)
            let proxy = view.settings(ProxySettings.self)
            return DataAndStorageData(
                cacheSize: cacheSize.map(dataSizeString),
                networkUsageSize: networkUsage.map { Int($0) },
                autoDownloadCellular: autoDownload.cellularEnabled,
                autoDownloadWifi: autoDownload.wifiEnabled,
                autoplayGifs: autoDownload.autoplayGifs,
                autoplayVideos: autoDownload.autoplayVideos,
                useLessDataForCalls: view.settings(VoiceCallSettings.self).dataSaving != .never,
                saveEditedPhotos: view.settings(GeneratedMediaStoreSettings.self).storeEditedPhotos,
                proxyEnabled: proxy.enabled,
                activeProxy: proxy.activeServer?.address
            )
        }
        |> distinctUntilChanged
}

/// Data and Storage. `focusOnItemTag` scrolls a row into view (settings search and deep links use it).
func makeDataAndStorageController(
    context: AccountContext,
    services: AppServices,
    focusOnItemTag: DataAndStorageEntryTag? = nil
) -> ViewController {
    let accountManager = context.sharedContext.accountManager
    // A hook stores the change and returns: the switch moves when `sharedData` emits the stored value.
    func updateAutoDownload(_ f: @escaping (inout MediaAutoDownloadSettings) -> Void) {
        let _ = updateMediaAutoDownloadSettingsInteractively(accountManager: accountManager, f).start()
    }
    let hooks = DataAndStorageHooks(
        openAutoDownloadCellular: { handle in handle.push(services.makeAutoDownloadOptions(.cellular)) },
        updateAutoDownloadCellular: { value, _ in updateAutoDownload { $0.cellularEnabled = value } },
        openAutoDownloadWifi: { handle in handle.push(services.makeAutoDownloadOptions(.wifi)) },
        updateAutoDownloadWifi: { value, _ in updateAutoDownload { $0.wifiEnabled = value } },
        resetAutoDownloadSettings: { _ in
            updateAutoDownload { settings in
                settings.cellularEnabled = MediaAutoDownloadSettings.defaultSettings.cellularEnabled
                settings.wifiEnabled = MediaAutoDownloadSettings.defaultSettings.wifiEnabled
            }
        },
        updateAutoplayGifs: { value, _ in updateAutoDownload { $0.autoplayGifs = value } },
        updateAutoplayVideos: { value, _ in updateAutoDownload { $0.autoplayVideos = value } },
        updateUseLessDataForCalls: { value, _ in
            let _ = updateVoiceCallSettingsInteractively(accountManager: accountManager) { settings in
                settings.dataSaving = value ? .always : .never
            }.start()
        },
        updateSaveEditedPhotos: { value, _ in
            let _ = updateGeneratedMediaStoreSettingsInteractively(accountManager: accountManager) { settings in
                settings.storeEditedPhotos = value
            }.start()
        },
        updateProxyEnabled: { value, _ in
            let _ = updateProxySettingsInteractively(accountManager: accountManager) { $0.enabled = value }.start()
        },
        makeNetworkUsageController: { context in
            return makeNetworkUsageController(context: context, services: services)
        },
        makeProxyServerSettingsController: { context in
            return makeProxyServerSettingsController(context: context, services: services, server: nil)
        },
        makeStorageUsageController: { context in
            return makeStorageUsageController(context: context, services: services)
        }
    )
    return dataAndStorageController(
        context: context,
        data: dataAndStorageData(accountManager: accountManager, services: services),
        hooks: hooks,
        focusOnItemTag: focusOnItemTag
    )
}
