@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import StubTestSupport
import SwiftSignalKit
import Testing

@testable import GeneratedScreens

/// What a hook receives: the screen's handle. Through it the app reads and changes the screen's local state (one
/// atomic step, reported through `stateUpdated`, shown in the next entries), pushes, presents and dismisses through the
/// controller, and ties work to the screen's lifetime (`disposables`). Releasing the controller releases everything:
/// no hook or handle keeps it alive.
@Suite struct HookHandleTests {
    /// BlockedUsers: `blockUser` is the right navigation button, `searchBlockedUsers` the secondary right one (enabled
    /// when `blockedCount > 0`); one disclosure row per blocked user up to three.
    static func blockedUsers(
        initialCount: Int,
        log: HookLog,
        blockUser: @escaping (BlockedUsersHandle) -> Void,
        search: @escaping (BlockedUsersHandle) -> Void = { _ in }
    ) throws -> ItemListController {
        let controller = blockedUsersController(
            context: TestAccountContext(),
            initialState: BlockedUsersState(blockedCount: initialCount),
            hooks: BlockedUsersHooks(
                openBlockedPeer: { _ in log.append(.hook("openBlockedPeer")) },
                searchBlockedUsers: search,
                blockUser: blockUser
            ),
            stateUpdated: { _ in log.append(.stateUpdated) }
        )
        return try #require(controller as? ItemListController)
    }

    static func tapRight(_ controller: ItemListController) throws {
        let button = try #require(controller.currentControllerState?.rightNavigationButton)
        #expect(button.simulateTap())
    }

    @Test func aHookChangesTheStateThroughTheHandle() throws {
        let log = HookLog()
        var seen: [Int] = []
        let controller = try Self.blockedUsers(initialCount: 0, log: log) { handle in
            seen.append(handle.state.blockedCount)
            handle.updateState { $0.blockedCount += 1 }
            seen.append(handle.state.blockedCount)
        }
        #expect(controller.items(ofType: ItemListDisclosureItem.self).isEmpty)
        let emissions = controller.emissionCount

        try Self.tapRight(controller)
        #expect(seen == [0, 1])
        #expect(log.calls == [.stateUpdated])
        #expect(controller.emissionCount == emissions + 1)
        #expect(controller.items(ofType: ItemListDisclosureItem.self).count == 1)
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.enabled == true)
    }

    @Test func anUpdateThatChangesNothingIsNotReported() throws {
        let log = HookLog()
        let controller = try Self.blockedUsers(initialCount: 2, log: log) { handle in
            handle.updateState { $0.blockedCount = 2 }
        }
        let emissions = controller.emissionCount
        try Self.tapRight(controller)
        #expect(log.calls.isEmpty)
        #expect(controller.emissionCount == emissions)
    }

    @Test func theHandleNavigatesThroughTheController() throws {
        let log = HookLog()
        let pushed = ViewController(navigationBarPresentationData: nil)
        let presented = ViewController(navigationBarPresentationData: nil)
        let controller = try Self.blockedUsers(
            initialCount: 1, log: log,
            blockUser: { handle in
                handle.push(pushed)
                handle.present(presented)
            },
            search: { handle in handle.dismiss() }
        )
        try Self.tapRight(controller)
        #expect(controller.pushedControllers.count == 1 && controller.pushedControllers.first === pushed)
        #expect(controller.presentedControllers.count == 1)
        #expect(controller.presentedControllers.first?.controller === presented)
        #expect(controller.presentedControllers.first?.context == .window(.root))

        let search = try #require(controller.currentControllerState?.secondaryRightNavigationButton)
        #expect(search.simulateTap())
        #expect(controller.dismissCount == 1)
    }

    @Test func releasingTheControllerDisposesTheHandlesWorkAndNothingKeepsItAlive() throws {
        let log = HookLog()
        var handle: BlockedUsersHandle?
        var disposed = false
        weak var released: ItemListController?
        do {
            let controller = try Self.blockedUsers(initialCount: 1, log: log) { received in
                handle = received
                received.disposables.add(ActionDisposable { disposed = true })
            }
            released = controller
            try Self.tapRight(controller)
            #expect(!disposed)
        }
        #expect(released == nil, "the hooks, the handle or the arguments keep the controller alive")
        #expect(disposed, "the handle's disposables outlive the controller")
        // The handle outlives the screen harmlessly: navigation does nothing.
        handle?.push(ViewController(navigationBarPresentationData: nil))
        handle?.dismiss()
    }
}
