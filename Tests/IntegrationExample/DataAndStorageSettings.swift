// The app-wide settings the Data and Storage screen shows and changes, after Telegram's `MediaAutoDownloadSettings`,
// `VoiceCallSettings` and `GeneratedMediaStoreSettings` (reduced to the fields the screen uses).

import Postbox
import SwiftSignalKit
import TelegramCore

struct MediaAutoDownloadSettings: StoredSettings {
    static var key: ValueBoxKey { applicationSpecificKey(1) }

    var cellularEnabled: Bool
    var wifiEnabled: Bool
    var autoplayGifs: Bool
    var autoplayVideos: Bool

    static var defaultSettings: MediaAutoDownloadSettings {
        return MediaAutoDownloadSettings(
            cellularEnabled: true,
            wifiEnabled: true,
            autoplayGifs: true,
            autoplayVideos: true
        )
    }
}

enum VoiceCallDataSaving: Codable, Equatable {
    case never
    case cellular
    case always
}

struct VoiceCallSettings: StoredSettings {
    static var key: ValueBoxKey { applicationSpecificKey(2) }

    var dataSaving: VoiceCallDataSaving

    static var defaultSettings: VoiceCallSettings {
        return VoiceCallSettings(dataSaving: .never)
    }
}

struct GeneratedMediaStoreSettings: StoredSettings {
    static var key: ValueBoxKey { applicationSpecificKey(3) }

    var storeEditedPhotos: Bool

    static var defaultSettings: GeneratedMediaStoreSettings {
        return GeneratedMediaStoreSettings(storeEditedPhotos: true)
    }
}

func updateMediaAutoDownloadSettingsInteractively(
    accountManager: AccountManager<TelegramAccountManagerTypes>,
    _ f: @escaping (inout MediaAutoDownloadSettings) -> Void
) -> Signal<Void, NoError> {
    return updateSharedSettingsInteractively(accountManager: accountManager, f)
}

func updateVoiceCallSettingsInteractively(
    accountManager: AccountManager<TelegramAccountManagerTypes>,
    _ f: @escaping (inout VoiceCallSettings) -> Void
) -> Signal<Void, NoError> {
    return updateSharedSettingsInteractively(accountManager: accountManager, f)
}

func updateGeneratedMediaStoreSettingsInteractively(
    accountManager: AccountManager<TelegramAccountManagerTypes>,
    _ f: @escaping (inout GeneratedMediaStoreSettings) -> Void
) -> Signal<Void, NoError> {
    return updateSharedSettingsInteractively(accountManager: accountManager, f)
}
