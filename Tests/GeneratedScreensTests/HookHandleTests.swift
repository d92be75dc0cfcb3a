@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import ItemListPeerItem
import Postbox
import StubTestSupport
import SwiftSignalKit
@_spi(Stubs) import TelegramCore
import Testing

@testable import GeneratedScreens

/// What a hook receives: the screen's handle. Through it the app reads and changes the screen's local state (one
/// atomic step, reported through `stateUpdated`, shown in the next entries), pushes, presents and dismisses through the
/// controller, and ties work to the screen's lifetime (`disposables`). Releasing the controller releases everything:
/// no hook or handle keeps it alive.
@Suite struct HookHandleTests {
    static var peers: [BlockedUsersData.BlockedPeer] { [blockedPeer(101, "Alex Morgan"), blockedPeer(102, "Zoë Laurent")] }

    /// A blocked user as the app maps engine peers: `.init(id: peer.id, peer: peer)`.
    static func blockedPeer(_ id: Int64, _ name: String) -> BlockedUsersData.BlockedPeer {
        let peerId = PeerId(namespace: ._internalFromInt32Value(0), id: ._internalFromInt64Value(id))
        let peer = EnginePeer.user(TelegramUser(id: peerId, firstName: name, lastName: nil))
        return BlockedUsersData.BlockedPeer(id: peer.id, peer: peer)
    }

    /// BlockedUsers: the secondary right navigation button is "+" (`blockUser`) while not editing; the right one is
    /// Edit while there are peers and Done while `editing` (both write `editing` themselves, with `set:`). Each peer is
    /// an ItemListPeerItem (`openBlockedPeer`), showing the delete control while `editing`.
    static func blockedUsers(
        peers: [BlockedUsersData.BlockedPeer] = peers,
        log: HookLog,
        openBlockedPeer: @escaping (BlockedUsersData.BlockedPeer, BlockedUsersHandle) -> Void = { _, _ in },
        blockUser: @escaping (BlockedUsersHandle) -> Void
    ) throws -> ItemListController {
        let controller = blockedUsersController(
            context: TestAccountContext(),
            data: .single(BlockedUsersData(isLoading: false, blockedPeers: peers)),
            hooks: BlockedUsersHooks(
                blockUser: blockUser,
                openBlockedPeer: openBlockedPeer,
                unblockPeer: { _, _ in log.append(.hook("unblockPeer")) },
                loadMoreBlockedPeers: { _ in log.append(.hook("loadMoreBlockedPeers")) }
            ),
            stateUpdated: { _ in log.append(.stateUpdated) }
        )
        return try #require(controller as? ItemListController)
    }

    /// Taps "+", which calls `blockUser`.
    static func tapAdd(_ controller: ItemListController) throws {
        let button = try #require(controller.currentControllerState?.secondaryRightNavigationButton)
        #expect(button.simulateTap())
    }

    @Test func aHookChangesTheStateThroughTheHandle() throws {
        let log = HookLog()
        var seen: [Bool] = []
        let controller = try Self.blockedUsers(log: log) { handle in
            seen.append(handle.state.editing)
            handle.updateState { $0.editing = true }
            seen.append(handle.state.editing)
        }
        let names = controller.items(ofType: ItemListPeerItem.self).map(\.peer.stubDisplayName)
        #expect(names == ["Alex Morgan", "Zoë Laurent"])
        #expect(controller.items(ofType: ItemListPeerItem.self).allSatisfy { !$0.stubShowsDeleteControl })
        #expect(controller.currentControllerState?.rightNavigationButton?.content == .text(stubString("Common_Edit")))
        let emissions = controller.emissionCount

        try Self.tapAdd(controller)
        #expect(seen == [false, true])
        #expect(log.calls == [.stateUpdated])
        #expect(controller.emissionCount == emissions + 1)
        #expect(controller.items(ofType: ItemListPeerItem.self).map(\.peer.stubDisplayName) == names)
        #expect(controller.items(ofType: ItemListPeerItem.self).allSatisfy { $0.stubShowsDeleteControl })
        #expect(controller.currentControllerState?.rightNavigationButton?.content == .text(stubString("Common_Done")))
        #expect(controller.currentControllerState?.rightNavigationButton?.style == .bold)
        #expect(controller.currentControllerState?.secondaryRightNavigationButton == nil)
    }

    @Test func anUpdateThatChangesNothingIsNotReported() throws {
        let log = HookLog()
        let controller = try Self.blockedUsers(log: log) { handle in
            handle.updateState { $0.editing = false }
        }
        let emissions = controller.emissionCount
        try Self.tapAdd(controller)
        #expect(log.calls.isEmpty)
        #expect(controller.emissionCount == emissions)
    }

    @Test func theHandleNavigatesThroughTheController() throws {
        let log = HookLog()
        let pushed = ViewController(navigationBarPresentationData: nil)
        let presented = ViewController(navigationBarPresentationData: nil)
        let controller = try Self.blockedUsers(
            log: log,
            openBlockedPeer: { _, handle in handle.dismiss() },
            blockUser: { handle in
                handle.push(pushed)
                handle.present(presented)
            }
        )
        try Self.tapAdd(controller)
        #expect(controller.pushedControllers.count == 1 && controller.pushedControllers.first === pushed)
        #expect(controller.presentedControllers.count == 1)
        #expect(controller.presentedControllers.first?.controller === presented)
        #expect(controller.presentedControllers.first.map { $0.context == .window(.root) } == true)

        let peer = try #require(controller.items(ofType: ItemListPeerItem.self).first)
        peer.action?()
        #expect(controller.dismissCount == 1)
    }

    /// The navigation-stack members act on the navigation controller the screen is on: a push without animation,
    /// replacing the top (the screen itself), everything but the root, or the whole stack; and the list scrolls to its
    /// top through the controller's `scrollToTop`.
    @Test func theHandleChangesTheNavigationStackTheScreenIsOn() throws {
        let log = HookLog()
        var step: (BlockedUsersHandle) -> Void = { _ in }
        let controller = try Self.blockedUsers(log: log) { handle in step(handle) }
        let navigation = NavigationController()
        let root = ViewController(navigationBarPresentationData: nil)
        navigation.pushViewController(root)
        navigation.pushViewController(controller)
        func stack() -> [ObjectIdentifier] { navigation.viewControllers.map { ObjectIdentifier($0) } }

        let picker = ViewController(navigationBarPresentationData: nil)
        step = { $0.push(picker, animated: false) }
        try Self.tapAdd(controller)
        #expect(stack() == [root, controller, picker].map { ObjectIdentifier($0) })
        #expect(navigation.stackChangesAnimated.last == false)
        let _ = navigation.popViewController(animated: false)

        var scrolledBefore = 0
        controller.willScrollToTop = { scrolledBefore += 1 }
        step = { $0.scrollToTop() }
        try Self.tapAdd(controller)
        #expect(controller.listScrolledToTopCount == 1 && scrolledBefore == 1)

        let replacement = ViewController(navigationBarPresentationData: nil)
        step = { $0.replaceTopController(with: replacement, animated: false) }
        try Self.tapAdd(controller)
        #expect(stack() == [root, replacement].map { ObjectIdentifier($0) })
        #expect(controller.navigationController == nil)
        // Off the stack, the navigation members do nothing.
        step = { $0.push(picker, animated: true) }
        try Self.tapAdd(controller)
        #expect(stack() == [root, replacement].map { ObjectIdentifier($0) })

        navigation.pushViewController(controller)
        let top = ViewController(navigationBarPresentationData: nil)
        step = { $0.replaceAllButRootController(with: top) }
        try Self.tapAdd(controller)
        #expect(stack() == [root, top].map { ObjectIdentifier($0) })
        #expect(navigation.stackChangesAnimated.last == true)

        navigation.pushViewController(controller)
        step = { handle in handle.replaceControllers(animated: false) { controllers in [controllers.last!] + controllers.dropLast() } }
        try Self.tapAdd(controller)
        #expect(stack() == [controller, root, top].map { ObjectIdentifier($0) })
        #expect(navigation.stackChangesAnimated.last == false)
        #expect(log.calls.isEmpty)
    }

    @Test func releasingTheControllerDisposesTheHandlesWorkAndNothingKeepsItAlive() throws {
        let log = HookLog()
        var handle: BlockedUsersHandle?
        var disposed = false
        weak var released: ItemListController?
        do {
            let controller = try Self.blockedUsers(log: log) { received in
                handle = received
                received.disposables.add(ActionDisposable { disposed = true })
            }
            released = controller
            try Self.tapAdd(controller)
            #expect(!disposed)
        }
        #expect(released == nil, "the hooks, the handle or the arguments keep the controller alive")
        #expect(disposed, "the handle's disposables outlive the controller")
        // The handle outlives the screen harmlessly: navigation does nothing.
        handle?.push(ViewController(navigationBarPresentationData: nil))
        handle?.dismiss()
    }
}
