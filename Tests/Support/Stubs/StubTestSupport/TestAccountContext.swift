// Concrete AccountContext / SharedAccountContext for tests, default presentation data, test peers.
// Test support only; never shipped.

@_spi(Stubs) import TelegramPresentationData
import SwiftSignalKit
@_spi(Stubs) import Postbox
@_spi(Stubs) import TelegramCore
import AccountContext

public extension PresentationData {
    /// Day theme, `defaultPresentationStrings` ("⟦key⟧" values), regular font size, first-last names.
    /// One shared instance, so `ItemListPresentationData` built from it compares equal across calls.
    /// (`nonisolated(unsafe)`: `PresentationData` is not `Sendable`, as in TelegramPresentationData; never mutated.)
    nonisolated(unsafe) static let testDefault = PresentationData()

    /// The same with the night theme: a different theme identity and different list colours.
    nonisolated(unsafe) static let testNight = PresentationData(theme: PresentationTheme.stubNight)

    /// Presentation data whose strings return `overrides[key]` for the given keys ("⟦key⟧" otherwise).
    static func test(strings overrides: [String: String], theme: PresentationTheme = defaultPresentationTheme, listsFontSize: PresentationFontSize = .regular) -> PresentationData {
        return PresentationData(strings: PresentationStrings(overrides: overrides), theme: theme, listsFontSize: listsFontSize)
    }
}

/// "⟦key⟧": what `presentationData.strings.<key>` returns in the stubs when the key has no override.
public func stubString(_ key: String) -> String {
    return PresentationStrings.stubValue(forKey: key)
}

/// The shared context: presentation data as a current value plus a signal that re-emits on every update, and the
/// app-wide account manager (shared settings; in memory, see Postbox's `AccountManager`).
public final class TestSharedAccountContext: SharedAccountContext {
    private let presentationDataPromise: Promise<PresentationData>
    public let currentPresentationData: Atomic<PresentationData>
    public let accountManager: AccountManager<TelegramAccountManagerTypes>

    /// `accountManager: nil` makes a fresh, empty one.
    public init(presentationData: PresentationData = .testDefault, accountManager: AccountManager<TelegramAccountManagerTypes>? = nil) {
        self.presentationDataPromise = Promise(presentationData)
        self.currentPresentationData = Atomic(value: presentationData)
        self.accountManager = accountManager ?? AccountManager()
    }

    public var presentationData: Signal<PresentationData, NoError> {
        return self.presentationDataPromise.get()
    }

    /// Changes the app's presentation data (theme, language, font size): every subscriber of `presentationData`,
    /// and so every ItemListController built from this context, receives it synchronously.
    public func updatePresentationData(_ presentationData: PresentationData) {
        let _ = self.currentPresentationData.swap(presentationData)
        self.presentationDataPromise.set(.single(presentationData))
    }
}

/// An account context for tests: its shared context, an account (peer id, in-memory Postbox) and an engine whose
/// data starts with the account's own peer. Everything is synchronous and in memory.
public final class TestAccountContext: AccountContext {
    public let testSharedContext: TestSharedAccountContext
    public let account: Account
    public let engine: TelegramEngine

    public convenience init(presentationData: PresentationData = .testDefault, accountPeer: EnginePeer = .testUser(id: 1, firstName: "Test", lastName: "Account")) {
        self.init(sharedContext: TestSharedAccountContext(presentationData: presentationData), accountPeer: accountPeer)
    }

    /// A second account of the same app shares `sharedContext` (and so its account manager).
    public init(sharedContext: TestSharedAccountContext, accountPeer: EnginePeer = .testUser(id: 1, firstName: "Test", lastName: "Account")) {
        self.testSharedContext = sharedContext
        self.account = Account(peerId: accountPeer.id, postbox: Postbox())
        self.engine = TelegramEngine(account: self.account)
        self.engine.data.stubSetPeer(accountPeer)
    }

    public var sharedContext: SharedAccountContext {
        return self.testSharedContext
    }

    /// Shorthand for `testSharedContext.updatePresentationData(_:)`.
    public func updatePresentationData(_ presentationData: PresentationData) {
        self.testSharedContext.updatePresentationData(presentationData)
    }

    /// The engine learns `peer` (or its new version): `engine.data` subscribers that read it receive it.
    public func setPeer(_ peer: EnginePeer) {
        self.engine.data.stubSetPeer(peer)
    }

    /// The engine forgets the peer with `id`.
    public func removePeer(id: EnginePeer.Id) {
        self.engine.data.stubRemovePeer(id: id)
    }
}

public extension EnginePeer.Id {
    /// The id of cloud user `id` (namespace `Namespaces.Peer.CloudUser`).
    static func testUser(_ id: Int64) -> EnginePeer.Id {
        return EnginePeer.Id(namespace: Namespaces.Peer.CloudUser, id: ._internalFromInt64Value(id))
    }
}

public extension EnginePeer {
    /// A user peer with id `.testUser(id)`.
    static func testUser(id: Int64, firstName: String, lastName: String? = nil, username: String? = nil) -> EnginePeer {
        return .user(TelegramUser(id: .testUser(id), firstName: firstName, lastName: lastName, username: username))
    }

    /// A channel peer in namespace `Namespaces.Peer.CloudChannel`.
    static func testChannel(id: Int64, title: String, username: String? = nil) -> EnginePeer {
        return .channel(TelegramChannel(id: EnginePeer.Id(namespace: Namespaces.Peer.CloudChannel, id: ._internalFromInt64Value(id)), title: title, username: username))
    }
}
