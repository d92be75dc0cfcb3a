@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import StubTestSupport
import SwiftSignalKit
@_spi(Stubs) import TelegramCore
import Testing

@testable import GeneratedScreens
@testable import IntegrationExample

/// Blocked Users fed by a BlockedPeersContext (which peers) and engine data (their names): loading, then the list;
/// the list follows both; Edit turns rows into Unblock actions whose hook removes the peer.
@Suite struct BlockedUsersIntegrationTests {
    let context = TestAccountContext()
    let app = TestServices()
    /// The server's answer to the first request for the list.
    let serverList = Promise<[EnginePeer.Id]>()
    let blockedPeers: BlockedPeersContext
    let navigation = NavigationController()
    let controller: ItemListController

    init() throws {
        blockedPeers = BlockedPeersContext(load: serverList.get())
        context.setPeer(.testUser(id: 101, firstName: "Alex", lastName: "Morgan"))
        context.setPeer(.testUser(id: 102, firstName: "Zoë", lastName: "Laurent", username: "zoe_l"))
        context.setPeer(.testUser(id: 103, firstName: "王小明"))
        controller = try #require(
            makeBlockedUsersController(context: context, services: app.services, blockedPeers: blockedPeers)
                as? ItemListController
        )
        navigation.pushViewController(controller)
    }

    var rows: [String] {
        controller.items(ofType: ItemListDisclosureItem.self).map { "\($0.title) · \($0.label)" }
    }

    var emptyState: String? {
        (controller.currentNodeState?.emptyStateItem as? ItemListTextEmptyStateItem)?.text
    }

    func load(_ ids: Int64...) {
        serverList.set(.single(ids.map { EnginePeer.Id.testUser($0) }))
    }

    @Test func loadingThenTheServersList() throws {
        #expect(controller.items(ofType: ItemListActivityTextItem.self).map(\.text) == ["Loading blocked users…"])
        #expect(emptyState == nil)
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.enabled == false)

        load(101, 102, 103)
        #expect(controller.items(ofType: ItemListActivityTextItem.self).isEmpty)
        #expect(
            rows == [
                "Alex Morgan · last seen a long time ago", "Zoë Laurent · @zoe_l", "王小明 · last seen a long time ago",
            ]
        )
        #expect(controller.currentControllerState?.rightNavigationButton?.content == .text(stubString("Common_Edit")))
        #expect(controller.entryOrderViolations.isEmpty)
    }

    @Test func anEmptyListShowsTheEmptyState() {
        load()
        #expect(controller.currentItems.isEmpty)
        #expect(emptyState == stubString("BlockedUsers_Empty"))
        #expect(controller.currentControllerState?.rightNavigationButton == nil, "nothing to edit")
    }

    @Test func theListFollowsTheEngineAndTheContext() throws {
        load(101, 102)
        context.setPeer(.testUser(id: 101, firstName: "Alexandra", lastName: "Morgan", username: "alex"))
        #expect(rows == ["Alexandra Morgan · @alex", "Zoë Laurent · @zoe_l"])

        let _ = blockedPeers.add(peerId: .testUser(103)).start()
        #expect(rows.first == "王小明 · last seen a long time ago")
        #expect(rows.count == 3)

        context.removePeer(id: .testUser(102))
        #expect(rows == ["王小明 · last seen a long time ago", "Alexandra Morgan · @alex"], "a peer the engine forgot")
        #expect(controller.entryOrderViolations.isEmpty)
    }

    @Test func editModeUnblocksThroughTheHook() throws {
        load(101, 102, 103)
        let edit = try #require(controller.currentControllerState?.rightNavigationButton)
        #expect(edit.simulateTap())
        #expect(controller.items(ofType: ItemListDisclosureItem.self).isEmpty)
        let unblock = controller.items(ofType: ItemListActionItem.self)
        #expect(unblock.map(\.title) == ["Unblock Alex Morgan", "Unblock Zoë Laurent", "Unblock 王小明"])
        #expect(controller.currentControllerState?.secondaryRightNavigationButton == nil)

        unblock[1].simulateTap()
        #expect(controller.items(ofType: ItemListActionItem.self).map(\.title) == ["Unblock Alex Morgan", "Unblock 王小明"])
        var state: BlockedPeersContext.State?
        let _ = blockedPeers.state.start(next: { state = $0 })
        #expect(state?.peerIds == [.testUser(101), .testUser(103)])

        let done = try #require(controller.currentControllerState?.rightNavigationButton)
        #expect(done.content == .text(stubString("Common_Done")))
        #expect(done.simulateTap())
        #expect(rows.count == 2)
    }

    @Test func blockUserPresentsThePickerAsASheetAndBlocksThePickedPeer() throws {
        load(101)
        let add = try #require(controller.currentControllerState?.secondaryRightNavigationButton)
        #expect(add.content == .icon(.add))
        #expect(add.simulateTap())
        let picker = try #require(navigation.topViewController as? ViewController)
        #expect(picker !== controller)
        #expect(picker.navigationPresentation == .modal, "a .modalSheet presentation on a navigation stack")

        let pick = try #require(app.pickPeer)
        pick(.testUser(103))
        #expect(rows.first == "王小明 · last seen a long time ago")
    }

    @Test func aRowOpensThePeersProfile() {
        load(101, 102)
        controller.items(ofType: ItemListDisclosureItem.self)[1].simulateTap()
        #expect(app.openedProfiles == [.testUser(102)])
        #expect(controller.pushedControllers.count == 1)
    }
}
