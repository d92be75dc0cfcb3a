@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import ItemListPeerItem
import StubTestSupport
import SwiftSignalKit
@_spi(Stubs) import TelegramCore
import Testing

@testable import GeneratedScreens
@testable import IntegrationExample

/// Blocked Users fed by a BlockedPeersContext (which peers) and engine data (their names): loading, then the list;
/// the list follows both; swiping a row, or Edit and a row's delete control, reveals Delete, whose hook removes the
/// peer.
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

    /// The peer rows, by the name of the peer each shows.
    var rows: [String] {
        peerItems.map(\.peer.stubDisplayName)
    }

    var peerItems: [ItemListPeerItem] {
        controller.items(ofType: ItemListPeerItem.self)
    }

    var emptyState: String? {
        (controller.currentNodeState?.emptyStateItem as? ItemListTextEmptyStateItem)?.text
    }

    func load(_ ids: Int64...) {
        serverList.set(.single(ids.map { EnginePeer.Id.testUser($0) }))
    }

    @Test func loadingThenTheServersList() throws {
        #expect(controller.currentNodeState?.emptyStateItem is ItemListLoadingIndicatorEmptyStateItem)
        #expect(controller.currentItems.isEmpty)
        #expect(controller.currentNodeState?.scrollEnabled == false)
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.enabled == false)

        load(101, 102, 103)
        #expect(controller.currentNodeState?.emptyStateItem == nil)
        #expect(controller.currentNodeState?.scrollEnabled == true)
        #expect(
            rows == ["Alex Morgan", "Zoë Laurent", "王小明"]
        )
        #expect(controller.currentControllerState?.rightNavigationButton?.content == .text(stubString("Common_Edit")))
        #expect(controller.entryOrderViolations.isEmpty)
    }

    @Test func anEmptyListShowsTheEmptyState() {
        load()
        #expect(controller.items(ofType: ItemListPeerItem.self).isEmpty)
        #expect(!controller.currentItems.isEmpty, "the Block User row stays under the text")
        #expect(emptyState == stubString("BlockedUsers_Empty"))
        #expect(controller.currentNodeState?.scrollEnabled == false)
        #expect(controller.currentControllerState?.rightNavigationButton == nil, "nothing to edit")
    }

    @Test func theListFollowsTheEngineAndTheContext() throws {
        load(101, 102)
        context.setPeer(.testUser(id: 101, firstName: "Alexandra", lastName: "Morgan", username: "alex"))
        #expect(rows == ["Alexandra Morgan", "Zoë Laurent"])

        let _ = blockedPeers.add(peerId: .testUser(103)).start()
        #expect(rows.first == "王小明")
        #expect(rows.count == 3)

        context.removePeer(id: .testUser(102))
        #expect(rows == ["王小明", "Alexandra Morgan"], "a peer the engine forgot")
        #expect(controller.entryOrderViolations.isEmpty)
    }

    @Test func editModeUnblocksThroughTheHook() throws {
        load(101, 102, 103)
        #expect(peerItems.allSatisfy { !$0.stubShowsDeleteControl && $0.editing.revealed == false })
        let edit = try #require(controller.currentControllerState?.rightNavigationButton)
        #expect(edit.simulateTap())
        #expect(peerItems.allSatisfy { $0.stubShowsDeleteControl })
        #expect(controller.currentControllerState?.secondaryRightNavigationButton == nil)

        // The delete control reveals the row's Delete option; choosing it unblocks the peer.
        #expect(peerItems[1].simulateDeleteControlTap())
        #expect(peerItems.map { $0.editing.revealed == true } == [false, true, false])
        #expect(peerItems[1].simulateRevealOptionTap(title: stubString("Common_Delete")))
        #expect(rows == ["Alex Morgan", "王小明"])
        var state: BlockedPeersContext.State?
        let _ = blockedPeers.state.start(next: { state = $0 })
        #expect(state?.peerIds == [.testUser(101), .testUser(103)])
        #expect(peerItems.allSatisfy { $0.editing.revealed == false }, "nothing stays revealed")

        let done = try #require(controller.currentControllerState?.rightNavigationButton)
        #expect(done.content == .text(stubString("Common_Done")))
        #expect(done.simulateTap())
        #expect(peerItems.allSatisfy { !$0.stubShowsDeleteControl })
        #expect(rows.count == 2)
    }

    @Test func swipingARowRevealsDeleteAndAnotherSwipeMovesIt() throws {
        load(101, 102)
        #expect(peerItems[0].simulateRevealOptions())
        #expect(peerItems.map { $0.editing.revealed == true } == [true, false])
        #expect(peerItems[1].simulateRevealOptions())
        #expect(peerItems.map { $0.editing.revealed == true } == [false, true])
        // A late "closed" report from the first row does not close the second one's options.
        peerItems[0].setPeerIdWithRevealedOptions(nil, .testUser(101))
        #expect(peerItems.map { $0.editing.revealed == true } == [false, true])
        #expect(peerItems[1].simulateCloseRevealedOptions())
        #expect(peerItems.allSatisfy { $0.editing.revealed == false })
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
        #expect(rows.first == "王小明")
    }

    @Test func aRowOpensThePeersProfile() {
        load(101, 102)
        controller.items(ofType: ItemListPeerItem.self)[1].simulateTap()
        #expect(app.openedProfiles == [.testUser(102)])
        #expect(controller.pushedControllers.count == 1)
    }

    @Test func scrolledNearItsEndTheListAsksForTheNextPageOncePerPage() throws {
        var requests: [Int] = []
        let page = Promise<[EnginePeer.Id]>()
        let paged = BlockedPeersContext(
            load: .single([.testUser(101)]),
            loadPage: { offset in
                requests.append(offset)
                return page.get() |> take(1)
            })
        let controller = try #require(
            makeBlockedUsersController(context: context, services: app.services, blockedPeers: paged)
                as? ItemListController)
        func names() -> [String] { controller.items(ofType: ItemListPeerItem.self).map(\.peer.stubDisplayName) }

        controller.simulateScroll(visibleBottomContentOffset: .known(300))
        #expect(requests.isEmpty, "far from the end")
        controller.simulateScroll(visibleBottomContentOffset: .known(12))
        controller.simulateScroll(visibleBottomContentOffset: .known(4))
        #expect(requests == [1], "once until the list emits again")

        page.set(.single([.testUser(102), .testUser(103)]))
        #expect(names() == ["Alex Morgan", "Zoë Laurent", "王小明"])
        controller.simulateScroll(visibleBottomContentOffset: .known(12))
        #expect(requests == [1, 3], "the next page, after the three loaded")
    }
}
