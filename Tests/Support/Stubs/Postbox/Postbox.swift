// Postbox's per-account database, reduced to the preferences table (itemlistui-api-2.md §8.2: "per-account
// preferences: context.account.postbox.preferencesView(keys:) with view.values[key]?.get(T.self)").
// Test support only; never shipped. Same in-memory, synchronous model as AccountManager's shared data.

import SwiftSignalKit

public final class Postbox {
    private let store = PreferencesStore()

    /// Stub-only: the real Postbox is opened from a path by TelegramCore.
    @_spi(Stubs) public init() {
    }

    /// Runs `f` with a transaction when the returned signal is started; emits `f`'s result, then completes.
    public func transaction<T>(_ f: @escaping (Transaction) -> T) -> Signal<T, NoError> {
        return Signal { subscriber in
            let result = self.store.transaction {
                f(Transaction(store: self.store))
            }
            subscriber.putNext(result)
            subscriber.putCompletion()
            return EmptyDisposable
        }
    }

    /// The preferences stored under `keys`: the current view at once, then a new view after every transaction
    /// that changed one of the keys.
    public func preferencesView(keys: [ValueBoxKey]) -> Signal<PreferencesView, NoError> {
        return self.store.view(keys: Set(keys)) |> map { values in
            PreferencesView(values: values)
        }
    }
}

/// What `Postbox.transaction` hands to its closure (only the preferences operations).
public final class Transaction {
    private let store: PreferencesStore

    init(store: PreferencesStore) {
        self.store = store
    }

    public func getPreferencesEntry(key: ValueBoxKey) -> PreferencesEntry? {
        return self.store.get(key)
    }

    public func setPreferencesEntry(key: ValueBoxKey, value: PreferencesEntry?) {
        self.store.update(key, { _ in value })
    }

    public func updatePreferencesEntry(key: ValueBoxKey, _ f: (PreferencesEntry?) -> PreferencesEntry?) {
        self.store.update(key, f)
    }
}

/// One emission of `preferencesView(keys:)`.
public final class PreferencesView {
    public let values: [ValueBoxKey: PreferencesEntry]

    init(values: [ValueBoxKey: PreferencesEntry]) {
        self.values = values
    }
}
