import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
import AccountContext
import StubTestSupport

/// Drives the canonical-pattern screen in Screens/ArchiveLikeScreen.swift through the stubs.
@Suite struct ArchiveLikeScreenTests {
    private func makeScreen(context: TestAccountContext = TestAccountContext(), isPremium: Bool = false, disposed: @escaping () -> Void = {}) -> (ItemListController, premium: ViewController, folders: ViewController) {
        let premium = ViewController(navigationBarPresentationData: nil)
        let folders = ViewController(navigationBarPresentationData: nil)
        let controller = archiveLikeSettingsController(context: context, isPremium: isPremium, premiumController: { premium }, foldersController: { folders }, disposed: disposed)
        return (controller as! ItemListController, premium, folders)
    }

    @Test func initialStateProducesTheEntriesInOrder() throws {
        let (controller, _, _) = makeScreen()

        #expect(controller.emissionCount == 1)
        #expect(controller.entryOrderViolations.isEmpty)
        #expect(controller.stubSummary == [
            "0 header \"⟦ArchiveSettings_UnmutedChatsHeader⟧\"",
            "0 switch \"⟦ArchiveSettings_KeepArchived⟧\" off",
            "0 text markdown \"⟦ArchiveSettings_UnmutedChatsFooter⟧\"",
            "1 header \"⟦ArchiveSettings_FolderChatsHeader⟧\"",
            "1 switch \"⟦ArchiveSettings_KeepArchived⟧\" on",
            "1 disclosure \"Chat Folders\" label \"3\" labelStyle badge(UIColor(#007AFF, alpha 1.00))",
            "1 text markdown \"⟦ArchiveSettings_FolderChatsFooter⟧\"",
            "2 header \"⟦ArchiveSettings_UnknownChatsHeader⟧\"",
            "2 switch \"⟦ArchiveSettings_AutomaticallyArchive⟧\" off locked",
            "2 text markdown \"⟦ArchiveSettings_UnknownChatsFooter⟧\"",
        ])

        let switches = controller.items(ofType: ItemListSwitchItem.self)
        #expect(switches.count == 3)
        #expect(switches.allSatisfy { $0.systemStyle == .glass && $0.style == .blocks })
        #expect(switches[2].enableInteractiveChanges == false)
        #expect(switches[2].enabled == true)
        #expect(switches[2].displayLocked == true)

        let items = try controller.validatedItems()
        #expect(items.count == 10)
        #expect(controller.currentArguments != nil)
    }

    @Test func controllerStateCarriesTitleBackButtonAndModalPresentation() throws {
        let (controller, _, _) = makeScreen()
        let controllerState = try #require(controller.currentControllerState)
        let nodeState = try #require(controller.currentNodeState)

        #expect(controllerState.title == .text(stubString("ArchiveSettings_Title")))
        #expect(controllerState.backNavigationButton == ItemListBackButton(title: "⟦Common_Back⟧"))
        #expect(controllerState.leftNavigationButton == nil)
        #expect(controllerState.rightNavigationButton == nil)
        #expect(controllerState.animateChanges == true)
        #expect(nodeState.style == .blocks)
        #expect(nodeState.animateChanges == true)
        #expect(nodeState.emptyStateItem == nil)
        #expect(controller.title == "⟦ArchiveSettings_Title⟧")
        #expect(controller.navigationPresentation == .modal)
        #expect(controller.currentPresentationData == ItemListPresentationData(PresentationData.testDefault))
    }

    @Test func togglingASwitchUpdatesStateAndEntries() {
        let (controller, _, _) = makeScreen()
        let unmuted = controller.items(ofType: ItemListSwitchItem.self)[0]

        #expect(unmuted.simulateToggle())

        #expect(controller.emissionCount == 2)
        #expect(controller.entryOrderViolations.isEmpty)
        #expect(controller.stubSummary == [
            "0 header \"⟦ArchiveSettings_UnmutedChatsHeader⟧\"",
            "0 switch \"⟦ArchiveSettings_KeepArchived⟧\" on",
            "0 text markdown \"⟦ArchiveSettings_UnmutedChatsFooter⟧\"",
            "2 header \"⟦ArchiveSettings_UnknownChatsHeader⟧\"",
            "2 switch \"⟦ArchiveSettings_AutomaticallyArchive⟧\" off locked",
            "2 text markdown \"⟦ArchiveSettings_UnknownChatsFooter⟧\"",
        ])
        #expect(controller.currentEntries.map(\.anyId) == [0, 1, 2, 7, 8, 9].map { AnyHashable(Int32($0)) })

        // Calling `updated` directly (as the switch node does) with the value it already has changes nothing:
        // ValuePromise(ignoreRepeated: true) swallows the equal state.
        controller.items(ofType: ItemListSwitchItem.self)[0].updated(true)
        #expect(controller.emissionCount == 2)

        controller.items(ofType: ItemListSwitchItem.self)[0].updated(false)
        #expect(controller.emissionCount == 3)
        #expect(controller.currentItems.count == 10)
    }

    @Test func lockedSwitchPushesThePremiumScreen() {
        let (controller, premium, _) = makeScreen()
        let locked = controller.items(ofType: ItemListSwitchItem.self)[2]

        #expect(locked.simulateToggle() == false)

        #expect(controller.pushedControllers.count == 1)
        #expect(controller.pushedControllers.first === premium)
        #expect(controller.emissionCount == 1)
    }

    @Test func premiumUsersCanToggleTheLockedSwitch() {
        let (controller, _, _) = makeScreen(isPremium: true)
        let unknown = controller.items(ofType: ItemListSwitchItem.self)[2]
        #expect(unknown.displayLocked == false)

        #expect(unknown.simulateToggle())

        #expect(controller.items(ofType: ItemListSwitchItem.self)[2].value == true)
        #expect(controller.pushedControllers.isEmpty)
    }

    @Test func disclosureTapPushesAndClearsHighlight() throws {
        let (controller, _, folders) = makeScreen()
        let disclosure = try #require(controller.items(ofType: ItemListDisclosureItem.self).first)
        #expect(disclosure.selectable)

        let listView = ListView()
        disclosure.selected(listView: listView)

        #expect(listView.clearHighlightCount == 1)
        #expect(controller.pushedControllers.map { $0 === folders } == [true])
    }

    @Test func pushGoesThroughTheNavigationControllerWhenThereIsOne() throws {
        let (controller, _, folders) = makeScreen()
        let navigationController = NavigationController()
        navigationController.pushViewController(controller)

        try #require(controller.items(ofType: ItemListDisclosureItem.self).first).simulateTap()

        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController === folders)
        #expect(folders.navigationController === navigationController)

        folders.dismiss()
        #expect(navigationController.viewControllers.count == 1)
        #expect(folders.dismissCount == 1)
    }

    @Test func presentationDataChangesReEmitWithTheNewTheme() throws {
        let context = TestAccountContext()
        let (controller, _, _) = makeScreen(context: context)
        let dayAccent = try #require(controller.items(ofType: ItemListDisclosureItem.self).first).labelStyle

        context.updatePresentationData(.testNight)

        #expect(controller.emissionCount == 2)
        #expect(controller.currentPresentationData.theme === PresentationData.testNight.theme)
        let nightItem = try #require(controller.items(ofType: ItemListDisclosureItem.self).first)
        #expect(nightItem.presentationData.theme === PresentationTheme.stubNight)
        #expect(nightItem.labelStyle == .badge(PresentationThemeList.night.itemAccentColor))
        #expect(nightItem.labelStyle != dayAccent)
    }

    @Test func stringOverridesReachTheItems() {
        let context = TestAccountContext(presentationData: .test(strings: ["ArchiveSettings_KeepArchived": "Keep Chats Archived"]))
        let (controller, _, _) = makeScreen(context: context)

        let titles = controller.items(ofType: ItemListSwitchItem.self).map(\.title)
        #expect(titles == ["Keep Chats Archived", "Keep Chats Archived", "⟦ArchiveSettings_AutomaticallyArchive⟧"])
    }

    @Test func disposingTheStateSubscriptionRunsAfterDisposed() {
        var disposedCount = 0
        let (controller, _, _) = makeScreen(disposed: { disposedCount += 1 })
        #expect(disposedCount == 0)

        controller.stopObservingState()
        #expect(disposedCount == 1)

        // After disposal no more states arrive.
        controller.items(ofType: ItemListSwitchItem.self)[0].updated(true)
        #expect(controller.emissionCount == 1)
    }

    @Test func releasingTheControllerRunsAfterDisposed() {
        var disposedCount = 0
        weak var weakController: ItemListController?
        do {
            let (controller, _, _) = makeScreen(disposed: { disposedCount += 1 })
            weakController = controller
            #expect(disposedCount == 0)
        }
        #expect(weakController == nil)
        #expect(disposedCount == 1)
    }
}
