// Postbox's AccountManager (submodules/Postbox/Sources/AccountManager.swift), reduced to the app-wide shared data
// that settings screens read and write (itemlistui-api-2.md §8.2):
//
//     accountManager.sharedData(keys: [key])              // Signal<AccountSharedDataView<Types>, NoError>
//     |> map { view in view.entries[key]?.get(XSettings.self) ?? .defaultSettings }
//
//     accountManager.transaction { transaction -> Void in
//         transaction.updateSharedData(key, { entry in
//             let current = entry?.get(XSettings.self) ?? .defaultSettings
//             return SharedPreferencesEntry(f(current))
//         })
//     }
//
// Test support only; never shipped. In memory and synchronous: the transaction runs when its signal is started
// (like the real one, nothing happens without `.start()`), and every `sharedData` view that covers a changed key
// emits the new view before the transaction's signal delivers its result. Accounts and records are not modelled.

import SwiftSignalKit

/// The type family an account manager is specialized with (Telegram: `TelegramAccountManagerTypes`).
public protocol AccountManagerTypes {
    associatedtype Attribute
}

public final class AccountManager<Types: AccountManagerTypes> {
    private let store = PreferencesStore()

    /// Stub-only: the real initializer opens a database at a path.
    @_spi(Stubs) public init() {
    }

    /// Runs `f` with a modifier when the returned signal is started; emits `f`'s result, then completes.
    public func transaction<T>(_ f: @escaping (AccountManagerModifier<Types>) -> T) -> Signal<T, NoError> {
        return Signal { subscriber in
            let result = self.store.transaction {
                f(AccountManagerModifier<Types>(store: self.store))
            }
            subscriber.putNext(result)
            subscriber.putCompletion()
            return EmptyDisposable
        }
    }

    /// The shared-data entries stored under `keys`: the current view at once, then a new view after every
    /// transaction that changed one of the keys.
    public func sharedData(keys: Set<ValueBoxKey>) -> Signal<AccountSharedDataView<Types>, NoError> {
        return self.store.view(keys: keys) |> map { entries in
            AccountSharedDataView<Types>(entries: entries)
        }
    }

    /// The entry stored under `key` now (stub-only: for assertions).
    @_spi(Stubs) public func stubEntry(forKey key: ValueBoxKey) -> PreferencesEntry? {
        return self.store.get(key)
    }
}

/// What `transaction` hands to its closure. As in Postbox, the operations are closure properties:
/// `transaction.updateSharedData(key, { entry in … })`.
public final class AccountManagerModifier<Types: AccountManagerTypes> {
    public let getSharedData: (ValueBoxKey) -> PreferencesEntry?
    public let updateSharedData: (ValueBoxKey, (PreferencesEntry?) -> PreferencesEntry?) -> Void

    init(store: PreferencesStore) {
        self.getSharedData = { key in
            return store.get(key)
        }
        self.updateSharedData = { key, f in
            store.update(key, f)
        }
    }
}

/// One emission of `sharedData(keys:)`: the entries present under the requested keys (absent keys are missing).
public final class AccountSharedDataView<Types: AccountManagerTypes> {
    public let entries: [ValueBoxKey: PreferencesEntry]

    init(entries: [ValueBoxKey: PreferencesEntry]) {
        self.entries = entries
    }
}
