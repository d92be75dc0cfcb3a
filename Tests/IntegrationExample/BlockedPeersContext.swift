// The account's blocked peers, after TelegramCore's `BlockedPeersContext`: the server's list, loading until its first
// page arrives, `loadMore` for the pages after it (one request at a time, none once a page comes back empty), and
// `add` / `remove`, which change the list at once (the server request is the app's business; here the list lives in
// memory).

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
    private let loadMoreDisposable = MetaDisposable()
    /// Requests the page after the peers already loaded (its argument is how many there are).
    private let loadPage: (Int) -> Signal<[EnginePeer.Id], NoError>
    /// Whether a page is being requested, and whether the server may have more: touched on the main queue only.
    private var isLoadingMore = false
    private var canLoadMore = true

    /// The current list, then every change.
    var state: Signal<State, NoError> {
        return self.statePromise.get()
    }

    /// `load` delivers the server's list (the first page), `loadPage` each page after it.
    init(
        load: Signal<[EnginePeer.Id], NoError>,
        loadPage: @escaping (Int) -> Signal<[EnginePeer.Id], NoError> = { _ in .single([]) }
    ) {
        self.loadPage = loadPage
        self.loadDisposable.set(
            load.start(next: { [weak self] peerIds in
                self?.update { $0 = State(isLoading: false, peerIds: peerIds) }
            })
        )
    }

    deinit {
        self.loadDisposable.dispose()
        self.loadMoreDisposable.dispose()
    }

    /// Requests the next page, unless the first has not arrived, a request is running or the last page was empty.
    func loadMore() {
        let state = self.stateValue.with { $0 }
        guard !state.isLoading, !self.isLoadingMore, self.canLoadMore else {
            return
        }
        self.isLoadingMore = true
        self.loadMoreDisposable.set(
            self.loadPage(state.peerIds.count).start(next: { [weak self] peerIds in
                guard let self else {
                    return
                }
                self.isLoadingMore = false
                self.canLoadMore = !peerIds.isEmpty
                self.update { state in
                    state.peerIds += peerIds.filter { !state.peerIds.contains($0) }
                }
            })
        )
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
