// TelegramCore's engine facade and its data API (submodules/TelegramCore/Sources/TelegramEngine/Data/
// TelegramEngineData.swift, itemlistui-api-2.md §8.2):
//
//     context.engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: context.account.peerId))
//     // Signal<EnginePeer?, NoError>: the current value at once, then every change
//     context.engine.data.get(…)   // = subscribe |> take(1)
//
// Test support only; never shipped. The engine's data lives in memory and changes only through the stub-only
// `stubSetPeer(_:)` / `stubRemovePeer(id:)` (what the network would do). Only the items declared here resolve;
// `subscribe`/`get` arities 1 and 2 are the ones the reference quotes.

import Postbox
import SwiftSignalKit

/// An item of engine data that can be subscribed to; `Result` is what its signal emits.
public protocol TelegramEngineDataItem {
    associatedtype Result
}

/// How a stub data item reads the in-memory engine database (not part of TelegramCore's API).
protocol StubResolvableEngineDataItem {
    func stubResolve(in database: EngineDatabase) -> Any
    func stubDepends(onPeers changedPeerIds: Set<EnginePeer.Id>) -> Bool
}

public final class TelegramEngine {
    public let account: Account
    public let data: EngineData

    public init(account: Account) {
        self.account = account
        self.data = EngineData(database: EngineDatabase())
    }

    public final class EngineData {
        /// Namespace of the data items (`TelegramEngine.EngineData.Item.Peer.Peer`).
        public struct Item {
        }

        let database: EngineDatabase

        init(database: EngineDatabase) {
            self.database = database
        }

        public func subscribe<T0: TelegramEngineDataItem>(_ t0: T0) -> Signal<T0.Result, NoError> {
            return self.database.subscribe([resolvable(t0)]) |> map { results in
                results[0] as! T0.Result
            }
        }

        public func subscribe<T0: TelegramEngineDataItem, T1: TelegramEngineDataItem>(_ t0: T0, _ t1: T1) -> Signal<(T0.Result, T1.Result), NoError> {
            return self.database.subscribe([resolvable(t0), resolvable(t1)]) |> map { results in
                (results[0] as! T0.Result, results[1] as! T1.Result)
            }
        }

        /// The current value, once (`subscribe |> take(1)`).
        public func get<T0: TelegramEngineDataItem>(_ t0: T0) -> Signal<T0.Result, NoError> {
            return self.subscribe(t0) |> take(1)
        }

        public func get<T0: TelegramEngineDataItem, T1: TelegramEngineDataItem>(_ t0: T0, _ t1: T1) -> Signal<(T0.Result, T1.Result), NoError> {
            return self.subscribe(t0, t1) |> take(1)
        }

        /// Stores `peer` (replacing the peer with the same id); subscribers of items that read it receive the new
        /// value when it differs from the old one. Stub-only.
        @_spi(Stubs) public func stubSetPeer(_ peer: EnginePeer) {
            self.database.setPeer(peer, id: peer.id)
        }

        /// Removes the peer with `id` (items reading it then give nil). Stub-only.
        @_spi(Stubs) public func stubRemovePeer(id: EnginePeer.Id) {
            self.database.setPeer(nil, id: id)
        }
    }
}

private func resolvable<T: TelegramEngineDataItem>(_ item: T) -> StubResolvableEngineDataItem {
    guard let item = item as? StubResolvableEngineDataItem else {
        preconditionFailure("\(T.self) is not modelled by the TelegramCore stub; declare it in TelegramEngineDataItems.swift")
    }
    return item
}

/// The engine's in-memory data and its observers.
final class EngineDatabase {
    private(set) var peers: [EnginePeer.Id: EnginePeer] = [:]
    private var observers: [Int: (items: [StubResolvableEngineDataItem], notify: (Set<EnginePeer.Id>) -> Void)] = [:]
    private var nextObserverId = 0

    func setPeer(_ peer: EnginePeer?, id: EnginePeer.Id) {
        if self.peers[id] == peer {
            return
        }
        self.peers[id] = peer
        let changed: Set<EnginePeer.Id> = [id]
        for observerId in self.observers.keys.sorted() {
            guard let observer = self.observers[observerId] else {
                continue
            }
            if observer.items.contains(where: { $0.stubDepends(onPeers: changed) }) {
                observer.notify(changed)
            }
        }
    }

    /// The items' current results at once, then again whenever data one of them reads has changed.
    func subscribe(_ items: [StubResolvableEngineDataItem]) -> Signal<[Any], NoError> {
        return Signal { subscriber in
            let id = self.nextObserverId
            self.nextObserverId += 1
            self.observers[id] = (items, { [weak self] _ in
                guard let self else {
                    return
                }
                subscriber.putNext(items.map { $0.stubResolve(in: self) })
            })
            subscriber.putNext(items.map { $0.stubResolve(in: self) })
            return ActionDisposable { [weak self] in
                self?.observers[id] = nil
            }
        }
    }
}
