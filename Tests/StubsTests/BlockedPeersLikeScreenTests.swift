import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit
@_spi(Stubs) import Postbox
@_spi(Stubs) import TelegramCore
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import ItemListPeerItem
@_spi(Stubs) import ItemListPeerActionItem
import AccountContext
import StubTestSupport

/// The live screen in Screens/BlockedPeersLikeScreen.swift: app data in (shared settings, engine peers), writes out
/// through the settings' update function, peer rows driven by swipes and the editing mode, and the controller's
/// lifecycle, scroll and reorder callbacks — the app ↔ screen loop issue 9's generated screens will run.
@Suite struct BlockedPeersLikeScreenTests {
    private final class Harness {
        let context = TestAccountContext(accountPeer: .testUser(id: 1, firstName: "Ada"))
        var log: [String] = []
        var opened: [EnginePeer] = []
        var pickerCompletions: [(EnginePeer.Id) -> Void] = []
        var disposed = 0
        let navigationController = NavigationController()
        var controller: ItemListController!

        init(blocked: [Int64] = [2, 3]) {
            for (id, name) in [(2, "Grace"), (3, "Linus"), (4, "Barbara")] {
                self.context.setPeer(.testUser(id: Int64(id), firstName: name))
            }
            if !blocked.isEmpty {
                let _ = updateBlockedPeersSettingsInteractively(accountManager: self.context.sharedContext.accountManager, { $0.withUpdatedPeerIds(blocked) }).start()
            }
            // Weak: the controller (owned by the harness) outlives it by a moment and reports its disposal then.
            self.controller = (blockedPeersLikeController(context: self.context, makePeerPicker: { [weak self] completion in
                self?.pickerCompletions.append(completion)
                return ViewController(navigationBarPresentationData: nil)
            }, openPeer: { [weak self] in self?.opened.append($0) }, log: { [weak self] in self?.log.append($0) }, disposed: { [weak self] in self?.disposed += 1 }) as! ItemListController)
            self.navigationController.pushViewController(self.controller)
        }

        var peerRows: [ItemListPeerItem] {
            return self.controller.items(ofType: ItemListPeerItem.self)
        }

        var settings: BlockedPeersSettings? {
            return self.context.sharedContext.accountManager.stubEntry(forKey: BlockedPeersSharedDataKeys.settings)?.get(BlockedPeersSettings.self)
        }
    }

    @Test func showsTheAccountAndTheBlockedPeersFromAppData() throws {
        let harness = Harness()
        #expect(harness.controller.stubSummary == [
            "0 switch \"⟦BlockedUsers_AllowCalls⟧\" off",
            "1 header \"ADA\"",
            "1 peerAction \"⟦BlockedUsers_AddNew⟧\" accent",
            "1 peer \"Grace\"",
            "1 peer \"Linus\"",
        ])
        #expect(harness.controller.entryOrderViolations.isEmpty)
        let add = try #require(harness.controller.items(ofType: ItemListPeerActionItem.self).first)
        #expect(add.icon === PresentationResourcesItemList.plusIconImage(defaultPresentationTheme))

        // The engine renames a peer, then the account: both re-render.
        harness.context.setPeer(.testUser(id: 3, firstName: "Linus", lastName: "T."))
        harness.context.setPeer(.testUser(id: 1, firstName: "Lovelace"))
        #expect(harness.peerRows.map { $0.peer.stubDisplayName } == ["Grace", "Linus T."])
        #expect(harness.controller.items(ofType: ItemListSectionHeaderItem.self).first?.text == "LOVELACE")
    }

    @Test func dataBoundSwitchWritesSettingsAndMovesWithTheNextEmission() throws {
        let harness = Harness()
        let allowCalls = try #require(harness.controller.items(ofType: ItemListSwitchItem.self).first)
        #expect(allowCalls.simulateToggle())
        #expect(harness.settings?.allowCalls == true)
        #expect(harness.controller.items(ofType: ItemListSwitchItem.self).first?.value == true)
    }

    @Test func swipeRevealsAndTheDeleteOptionUnblocks() throws {
        let harness = Harness()
        let grace = try #require(harness.peerRows.first)
        #expect(grace.simulateRevealOptions())
        #expect(harness.peerRows.map { $0.editing.revealed } == [true, false])

        #expect(try #require(harness.peerRows.first).simulateRevealOptionTap(title: stubString("Common_Delete")))

        #expect(harness.settings?.peerIds == [3])
        #expect(harness.peerRows.map { $0.peer.stubDisplayName } == ["Linus"])
        #expect(harness.peerRows.map { $0.editing.revealed } == [false])
        #expect(harness.controller.entryOrderViolations.isEmpty)
    }

    @Test func editModeShowsDeleteControlsAndDoneLeavesIt() throws {
        let harness = Harness()
        let edit = try #require(harness.controller.currentControllerState?.rightNavigationButton)
        #expect(edit.content == .text(stubString("Common_Edit")))
        #expect(edit.simulateTap())
        #expect(harness.peerRows.allSatisfy { $0.stubShowsDeleteControl && $0.stubIsReorderable })
        #expect(harness.controller.items(ofType: ItemListPeerActionItem.self).first?.editing == true)

        #expect(try #require(harness.peerRows.last).simulateDeleteControlTap())
        #expect(harness.peerRows.map { $0.editing.revealed } == [false, true])

        let done = try #require(harness.controller.currentControllerState?.rightNavigationButton)
        #expect(done.content == .text(stubString("Common_Done")))
        #expect(done.style == .bold)
        #expect(done.simulateTap())
        #expect(harness.peerRows.allSatisfy { !$0.stubShowsDeleteControl })
    }

    @Test func addPresentsThePickerAsAModalPushAndItsChoiceAppears() throws {
        let harness = Harness(blocked: [])
        #expect(harness.controller.currentControllerState?.rightNavigationButton == nil)
        #expect(try #require(harness.controller.items(ofType: ItemListPeerActionItem.self).first).simulateTap())

        let picker = try #require(harness.navigationController.topViewController as? ViewController)
        #expect(picker !== harness.controller)
        #expect(picker.navigationPresentation == .modal)
        #expect(harness.controller.presentedControllers.isEmpty)

        let choosePeer = try #require(harness.pickerCompletions.first)
        choosePeer(.testUser(4))
        #expect(harness.peerRows.map { $0.peer.stubDisplayName } == ["Barbara"])
        #expect(try #require(harness.peerRows.first).simulateTap())
        #expect(harness.opened.map(\.id) == [.testUser(4)])
    }

    @Test func reorderingMovesPeersAndIsRefusedForOtherRows() throws {
        let harness = Harness(blocked: [2, 3, 4])
        // Rows: 0 switch, 1 header, 2 add, 3 Grace, 4 Linus, 5 Barbara. Not editing: no grip, the drag is refused.
        #expect(harness.controller.simulateReorder(from: 3, to: 5) == nil)

        try #require(harness.controller.currentControllerState?.rightNavigationButton).simulateTap()
        #expect(harness.controller.simulateReorder(from: 3, to: 5) == true)
        #expect(harness.settings?.peerIds == [3, 4, 2])
        #expect(harness.peerRows.map { $0.peer.stubDisplayName } == ["Linus", "Barbara", "Grace"])
        #expect(harness.controller.entryOrderViolations.isEmpty)

        #expect(harness.controller.simulateReorder(from: 2, to: 4) == nil)  // the add row has no grip
        #expect(harness.controller.simulateReorder(from: 3, to: 1) == false) // the handler refuses a non-peer target
        #expect(harness.controller.simulateReorder(from: 3, to: 9) == nil)  // outside the entries
        #expect(harness.controller.simulateReorderCompleted())
        #expect(harness.log == ["reorderCompleted 6"])
    }

    @Test func lifecycleAndScrollCallbacks() {
        let harness = Harness()
        #expect(harness.controller.didAppearOnce == false)
        harness.controller.simulateAppear()
        harness.controller.simulateDisappear(animated: false)
        harness.controller.simulateAppear()
        #expect(harness.controller.didAppearOnce)

        harness.controller.simulateScroll(visibleBottomContentOffset: .known(500.0))
        harness.controller.simulateScroll(visibleBottomContentOffset: .known(40.0))
        #expect(harness.controller.visibleBottomContentOffset == .known(40.0))

        #expect(harness.log == ["didAppear true", "willDisappear false", "didDisappear false", "didAppear false", "loadMore"])
    }

    @Test func releasingTheControllerDisposesEverySubscription() {
        let context = TestAccountContext()
        var disposed = 0
        weak var weakController: ItemListController?
        do {
            let controller = blockedPeersLikeController(context: context, makePeerPicker: { _ in ViewController(navigationBarPresentationData: nil) }, openPeer: { _ in }, log: { _ in }, disposed: { disposed += 1 }) as! ItemListController
            weakController = controller
            #expect(controller.emissionCount == 1)
        }
        #expect(weakController == nil)
        #expect(disposed == 1)
        // Later app data reaches no one.
        let _ = updateBlockedPeersSettingsInteractively(accountManager: context.sharedContext.accountManager, { $0.withUpdatedPeerIds([1]) }).start()
        context.setPeer(.testUser(id: 1, firstName: "Renamed"))
        #expect(disposed == 1)
    }
}
