// The in-memory table behind AccountManager's shared data and Postbox's preferences: entries by key, written in
// transactions, observed per set of keys. Test support only; never shipped.
//
// Behaviour (what the stubs promise, modelled on Postbox): a transaction's writes become visible together when it
// ends; then every observer whose keys include a changed key receives a fresh snapshot of its keys. Writing an
// entry equal to the stored one (or removing a missing one) is not a change. Everything is synchronous.

import SwiftSignalKit

final class PreferencesStore {
    private var entries: [ValueBoxKey: PreferencesEntry] = [:]
    private var observers: [Int: (keys: Set<ValueBoxKey>, notify: ([ValueBoxKey: PreferencesEntry]) -> Void)] = [:]
    private var nextObserverId = 0
    private var pendingChangedKeys: Set<ValueBoxKey> = []
    private var transactionDepth = 0

    func get(_ key: ValueBoxKey) -> PreferencesEntry? {
        return self.entries[key]
    }

    /// Stores `f(current)`; nil removes the entry. Records the key as changed when the value differs.
    func update(_ key: ValueBoxKey, _ f: (PreferencesEntry?) -> PreferencesEntry?) {
        let current = self.entries[key]
        let updated = f(current)
        if current == updated {
            return
        }
        self.entries[key] = updated
        self.pendingChangedKeys.insert(key)
    }

    /// Runs `body` as one transaction and notifies the observers of the keys it changed (after the outermost
    /// transaction, so nested transactions publish together).
    func transaction<T>(_ body: () -> T) -> T {
        self.transactionDepth += 1
        let result = body()
        self.transactionDepth -= 1
        if self.transactionDepth == 0 && !self.pendingChangedKeys.isEmpty {
            let changed = self.pendingChangedKeys
            self.pendingChangedKeys = []
            for id in self.observers.keys.sorted() {
                guard let observer = self.observers[id], !observer.keys.isDisjoint(with: changed) else {
                    continue
                }
                observer.notify(self.snapshot(of: observer.keys))
            }
        }
        return result
    }

    func snapshot(of keys: Set<ValueBoxKey>) -> [ValueBoxKey: PreferencesEntry] {
        var result: [ValueBoxKey: PreferencesEntry] = [:]
        for key in keys {
            if let entry = self.entries[key] {
                result[key] = entry
            }
        }
        return result
    }

    /// A signal of snapshots of `keys`: the current one at once, then one after every transaction that changed
    /// one of them.
    func view(keys: Set<ValueBoxKey>) -> Signal<[ValueBoxKey: PreferencesEntry], NoError> {
        return Signal { subscriber in
            let id = self.nextObserverId
            self.nextObserverId += 1
            self.observers[id] = (keys, { snapshot in
                subscriber.putNext(snapshot)
            })
            subscriber.putNext(self.snapshot(of: keys))
            return ActionDisposable { [weak self] in
                self?.observers[id] = nil
            }
        }
    }
}
