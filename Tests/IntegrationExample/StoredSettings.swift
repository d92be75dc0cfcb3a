// Settings the app stores as Codable values: app-wide ones in the account manager's shared data (the user's devices
// share them across accounts), per-account ones in the account's Postbox preferences. One read and one write
// function for each store, in the shape of Telegram's `update…SettingsInteractively` functions
// (itemlistui-api-2.md §8.2).
//
// App code: it imports the stub modules without `@_spi`, so it compiles against the real API surface only.

import Foundation
import Postbox
import SwiftSignalKit
import TelegramCore

/// A settings value stored under its own key, with the value the app uses before anything is stored.
protocol StoredSettings: Codable, Equatable {
    static var key: ValueBoxKey { get }
    static var defaultSettings: Self { get }
}

/// A key of the app's own settings, after Telegram's `applicationSpecificSharedDataKey` /
/// `applicationSpecificPreferencesKey`.
func applicationSpecificKey(_ value: Int32) -> ValueBoxKey {
    let key = ValueBoxKey(length: 4)
    key.setInt32(0, value: value + 1000)
    return key
}

extension AccountSharedDataView {
    /// The stored settings, or their defaults.
    func settings<Settings: StoredSettings>(_ type: Settings.Type) -> Settings {
        return self.entries[Settings.key]?.get(Settings.self) ?? .defaultSettings
    }
}

extension PreferencesView {
    /// The stored settings, or their defaults.
    func settings<Settings: StoredSettings>(_ type: Settings.Type) -> Settings {
        return self.values[Settings.key]?.get(Settings.self) ?? .defaultSettings
    }
}

func updateSharedSettingsInteractively<Settings: StoredSettings>(
    accountManager: AccountManager<TelegramAccountManagerTypes>,
    _ f: @escaping (inout Settings) -> Void
) -> Signal<Void, NoError> {
    return accountManager.transaction { transaction -> Void in
        transaction.updateSharedData(
            Settings.key,
            { entry in
                var settings = entry?.get(Settings.self) ?? .defaultSettings
                f(&settings)
                return SharedPreferencesEntry(settings)
            }
        )
    }
}

func updateAccountSettingsInteractively<Settings: StoredSettings>(
    postbox: Postbox,
    _ f: @escaping (inout Settings) -> Void
) -> Signal<Void, NoError> {
    return postbox.transaction { transaction -> Void in
        transaction.updatePreferencesEntry(
            key: Settings.key,
            { entry in
                var settings = entry?.get(Settings.self) ?? .defaultSettings
                f(&settings)
                return PreferencesEntry(settings)
            }
        )
    }
}
