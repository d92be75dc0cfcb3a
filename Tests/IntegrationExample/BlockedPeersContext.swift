// The account's blocked peers, after TelegramCore's `BlockedPeersContext`: the server's list, loading until its first
// page arrives, and `add` / `remove`, which change the list at once (the server request is the app's business; here
// the list lives in memory).

import Postbox
import SwiftSignalKit
import TelegramCore

final class BlockedPeersContext {
    struct State: Equatable {
        /// True until the server's list has arrived.
        var isLoading: Bool
        /// The blocked peers, most recently blocked first.
        var peerIds: [EnginePeer.Id]
    }

    private let stateValue = Atomic(value: State(isLoading: true, peerIds: []))
    private let statePromise = ValuePromise(State(isLoading: true, peerIds: []), ignoreRepeated: true)
    private let loadDisposable = MetaDisposable()

    /// The current list, then every change.
    var state: Signal<State, NoError> {
        return self.statePromise.get()
    }

    /// `load` delivers the server's list (the first page).
    init(load: Signal<[EnginePeer.Id], NoError>) {
        self.loadDisposable.set(
            load.start(next: { [weak self] peerIds in
                self?.update { $0 = State(isLoading: false, peerIds: peerIds) }
            })
        )
    }

    deinit {
        self.loadDisposable.dispose()
    }

    func add(peerId: EnginePeer.Id) -> Signal<Never, NoError> {
        return Signal { [weak self] subscriber in
            self?.update { state in
                state.peerIds.removeAll(where: { $0 == peerId })
                state.peerIds.insert(peerId, at: 0)
            }
            subscriber.putCompletion()
            return EmptyDisposable
        }
    }

    func remove(peerId: EnginePeer.Id) -> Signal<Never, NoError> {
        return Signal { [weak self] subscriber in
            self?.update { $0.peerIds.removeAll(where: { $0 == peerId }) }
            subscriber.putCompletion()
            return EmptyDisposable
        }
    }

    private func update(_ f: (inout State) -> Void) {
        self.statePromise.set(
            self.stateValue.modify { state in
                var state = state
                f(&state)
                return state
            }
        )
    }
}
