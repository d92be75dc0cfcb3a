import Testing
import Foundation
import SwiftSignalKit
@_spi(Stubs) import Postbox
@_spi(Stubs) import TelegramCore
import AccountContext
import StubTestSupport

/// The app-side data API of itemlistui-api-2.md §8.2 (shared settings through the account manager, per-account
/// preferences through Postbox, engine data) with the stubs' in-memory runtime, driven through the app code in
/// Screens/BlockedPeersSettings.swift.
@Suite struct AppDataTests {
    private final class Log<T> {
        var values: [T] = []
    }

    private func record<T>(_ signal: Signal<T, NoError>) -> (Log<T>, Disposable) {
        let log = Log<T>()
        let disposable = signal.start(next: { log.values.append($0) })
        return (log, disposable)
    }

    @Test func sharedDataEmitsTheNewViewAfterATransactionWrites() {
        let context = TestAccountContext()
        let accountManager = context.sharedContext.accountManager
        let (settings, _) = record(blockedPeersSettings(accountManager: accountManager))
        #expect(settings.values == [.defaultSettings])

        var results: [Void] = []
        let _ = updateBlockedPeersSettingsInteractively(accountManager: accountManager, { $0.withUpdatedPeerIds([5, 6]) }).start(next: { results.append($0) })

        #expect(results.count == 1)
        #expect(settings.values == [.defaultSettings, BlockedPeersSettings(peerIds: [5, 6], allowCalls: false)])
        #expect(accountManager.stubEntry(forKey: BlockedPeersSharedDataKeys.settings)?.get(BlockedPeersSettings.self)?.peerIds == [5, 6])
    }

    @Test func transactionsRunOnlyWhenStartedAndEqualWritesDoNotEmit() {
        let accountManager = TestAccountContext().sharedContext.accountManager
        let (views, _) = record(accountManager.sharedData(keys: [BlockedPeersSharedDataKeys.settings]))
        let write = updateBlockedPeersSettingsInteractively(accountManager: accountManager, { $0.withUpdatedPeerIds([1]) })
        #expect(views.values.count == 1)

        let _ = write.start()
        let _ = write.start()
        #expect(views.values.count == 2)
        #expect(views.values.last?.entries[BlockedPeersSharedDataKeys.settings]?.get(BlockedPeersSettings.self)?.peerIds == [1])
        // A value that is not the settings type reads back as nil, so the screen falls back to the defaults.
        #expect(views.values.last?.entries[BlockedPeersSharedDataKeys.settings]?.get(Int.self) == nil)
    }

    @Test func viewsOnlyEmitForTheirKeysAndStopWhenDisposed() {
        let accountManager = TestAccountContext().sharedContext.accountManager
        let (settingsViews, disposable) = record(accountManager.sharedData(keys: [BlockedPeersSharedDataKeys.settings]))
        let (otherViews, _) = record(accountManager.sharedData(keys: [BlockedPeersSharedDataKeys.unrelated]))

        let _ = accountManager.transaction { transaction -> Void in
            transaction.updateSharedData(BlockedPeersSharedDataKeys.unrelated, { _ in SharedPreferencesEntry("x") })
        }.start()
        #expect(settingsViews.values.count == 1)
        #expect(otherViews.values.count == 2)
        #expect(otherViews.values.last?.entries[BlockedPeersSharedDataKeys.unrelated]?.get(String.self) == "x")

        disposable.dispose()
        let _ = updateBlockedPeersSettingsInteractively(accountManager: accountManager, { $0.withUpdatedPeerIds([9]) }).start()
        #expect(settingsViews.values.count == 1)

        // Returning nil removes the entry.
        let _ = accountManager.transaction { transaction -> Void in
            #expect(transaction.getSharedData(BlockedPeersSharedDataKeys.unrelated) != nil)
            transaction.updateSharedData(BlockedPeersSharedDataKeys.unrelated, { _ in nil })
        }.start()
        #expect(otherViews.values.last?.entries.isEmpty == true)
    }

    @Test func accountPreferencesThroughPostbox() {
        let context = TestAccountContext()
        let key = ValueBoxKey(length: 8)
        key.setInt64(0, value: 42)
        #expect(key.getInt64(0) == 42)
        let (views, _) = record(context.account.postbox.preferencesView(keys: [key]))
        #expect(views.values.count == 1)
        #expect(views.values[0].values.isEmpty)

        let _ = context.account.postbox.transaction { transaction -> Void in
            transaction.updatePreferencesEntry(key: key, { entry in
                let current = entry?.get(BlockedPeersSettings.self) ?? .defaultSettings
                return PreferencesEntry(BlockedPeersSettings(peerIds: current.peerIds, allowCalls: true))
            })
        }.start()
        #expect(views.values.count == 2)
        #expect(views.values[1].values[key]?.get(BlockedPeersSettings.self)?.allowCalls == true)

        // Per-account preferences are not shared data.
        let (shared, _) = record(context.sharedContext.accountManager.sharedData(keys: [key]))
        #expect(shared.values.first?.entries.isEmpty == true)
    }

    @Test func engineDataFollowsThePeersTheEngineKnows() {
        let context = TestAccountContext(accountPeer: .testUser(id: 1, firstName: "Ada"))
        let peerItem = TelegramEngine.EngineData.Item.Peer.Peer(id: .testUser(2))
        let (peers, _) = record(context.engine.data.subscribe(peerItem))
        #expect(peers.values.count == 1)
        #expect(peers.values[0] == nil)

        context.setPeer(.testUser(id: 2, firstName: "Grace"))
        context.setPeer(.testUser(id: 2, firstName: "Grace"))
        context.setPeer(.testUser(id: 3, firstName: "Unrelated"))
        context.setPeer(.testUser(id: 2, firstName: "Grace", lastName: "Hopper"))
        context.removePeer(id: .testUser(2))
        #expect(peers.values.map { $0?.stubDisplayName } == [nil, "Grace", "Grace Hopper", nil])

        var once: [EnginePeer?] = []
        let _ = context.engine.data.get(TelegramEngine.EngineData.Item.Peer.Peer(id: context.account.peerId)).start(next: { once.append($0) })
        context.setPeer(.testUser(id: 1, firstName: "Ada", lastName: "Lovelace"))
        #expect(once.map { $0?.stubDisplayName } == ["Ada"])

        let (pairs, _) = record(context.engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: context.account.peerId), peerItem))
        #expect(pairs.values.count == 1)
        #expect(pairs.values[0].0?.id == context.account.peerId)
        #expect(pairs.values[0].1 == nil)
    }

    @Test func accountsOfOneAppShareTheAccountManager() {
        let shared = TestSharedAccountContext()
        let first = TestAccountContext(sharedContext: shared, accountPeer: .testUser(id: 1, firstName: "One"))
        let second = TestAccountContext(sharedContext: shared, accountPeer: .testUser(id: 2, firstName: "Two"))
        #expect(first.sharedContext.accountManager === second.sharedContext.accountManager)
        #expect(first.account.postbox !== second.account.postbox)
        #expect(first.account.peerId != second.account.peerId)
        #expect(first.account.peerId == EnginePeer.Id(namespace: Namespaces.Peer.CloudUser, id: ._internalFromInt64Value(1)))
        #expect(first.engine.account === first.account)
    }

    @Test func peerIdsAndKeysCompareByValue() {
        #expect(EnginePeer.Id.testUser(1) < EnginePeer.Id.testUser(2))
        #expect(EnginePeer.testChannel(id: 1, title: "News").id != EnginePeer.Id.testUser(1))
        let a = ValueBoxKey(length: 4)
        a.setInt32(0, value: 7)
        let b = ValueBoxKey(length: 4)
        b.setInt32(0, value: 7)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.getInt32(0) == 7)
        b.setInt32(0, value: 300)
        #expect(a < b)
        #expect(ValueBoxKey("a") < ValueBoxKey("b"))
    }
}
