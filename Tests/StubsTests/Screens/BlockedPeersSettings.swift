// App-side code in the shape itemlistui-api-2.md §8.2 gives: a Codable settings type with `defaultSettings`, a
// shared-data key, and an `update…Interactively(accountManager:_:)` write function running
// `accountManager.transaction { transaction.updateSharedData(key, { entry in … SharedPreferencesEntry(…) }) }`.
//
// Like the screens, this file imports the stub modules without `@_spi`: it compiles against the real-API surface.

import Foundation
import SwiftSignalKit
import Postbox
import TelegramCore

/// Which peers the user blocked (by id, in display order) and whether blocked users may call.
struct BlockedPeersSettings: Codable, Equatable {
    var peerIds: [Int64]
    var allowCalls: Bool

    static var defaultSettings: BlockedPeersSettings {
        return BlockedPeersSettings(peerIds: [], allowCalls: false)
    }

    func withUpdatedPeerIds(_ peerIds: [Int64]) -> BlockedPeersSettings {
        return BlockedPeersSettings(peerIds: peerIds, allowCalls: self.allowCalls)
    }
}

private func applicationSpecificSharedDataKey(_ value: Int32) -> ValueBoxKey {
    let key = ValueBoxKey(length: 4)
    key.setInt32(0, value: value + 1000)
    return key
}

/// Computed: `ValueBoxKey` is not `Sendable` (as in Postbox), so Swift 6 code cannot keep one in a `static let`
/// (Telegram, compiled in Swift 5 mode, does).
enum BlockedPeersSharedDataKeys {
    static var settings: ValueBoxKey { applicationSpecificSharedDataKey(17) }
    static var unrelated: ValueBoxKey { applicationSpecificSharedDataKey(18) }
}

func updateBlockedPeersSettingsInteractively(accountManager: AccountManager<TelegramAccountManagerTypes>, _ f: @escaping (BlockedPeersSettings) -> BlockedPeersSettings) -> Signal<Void, NoError> {
    return accountManager.transaction { transaction -> Void in
        transaction.updateSharedData(BlockedPeersSharedDataKeys.settings, { entry in
            let currentSettings: BlockedPeersSettings
            if let entry = entry?.get(BlockedPeersSettings.self) {
                currentSettings = entry
            } else {
                currentSettings = BlockedPeersSettings.defaultSettings
            }
            return SharedPreferencesEntry(f(currentSettings))
        })
    }
}

/// The settings as a signal: the stored value or the defaults, re-emitted after every write.
func blockedPeersSettings(accountManager: AccountManager<TelegramAccountManagerTypes>) -> Signal<BlockedPeersSettings, NoError> {
    return accountManager.sharedData(keys: [BlockedPeersSharedDataKeys.settings])
    |> map { view -> BlockedPeersSettings in
        return view.entries[BlockedPeersSharedDataKeys.settings]?.get(BlockedPeersSettings.self) ?? .defaultSettings
    }
}

/// The blocked peers as the engine knows them, in settings order (ids the engine does not know are skipped).
func blockedPeers(engine: TelegramEngine, settings: Signal<BlockedPeersSettings, NoError>) -> Signal<[EnginePeer], NoError> {
    return settings
    |> map { $0.peerIds }
    |> distinctUntilChanged
    |> mapToSignal { peerIds -> Signal<[EnginePeer], NoError> in
        let ids = peerIds.map { EnginePeer.Id(namespace: Namespaces.Peer.CloudUser, id: ._internalFromInt64Value($0)) }
        return combineLatest(queue: .mainQueue(), ids.map { engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: $0)) })
        |> map { peers in peers.compactMap { $0 } }
    }
}
