@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import StubTestSupport
import SwiftSignalKit
import Testing

@testable import GeneratedScreens

/// The generated Swift for a live screen (`Tests/GeneratedScreens/Fixtures/LiveScreen.yaml`), driven directly: app
/// data arrives through a signal and re-renders the list, controls bound to it ask the app through their hooks
/// (never changing it themselves), repeated rows follow the list by element id, hooks receive their payloads, and the
/// title, buttons, presentation, focus and lifecycle follow the screen file.
@Suite struct LiveScreenTests {
    /// Every hook call, with its payload, in order.
    final class Calls {
        var log: [String] = []
        var handles: [LiveScreenHandle] = []
    }

    static func peer(_ id: Int, _ name: String, kind: LiveScreenData.BlockedPeer.Kind = .user, muted: Bool = false)
        -> LiveScreenData.BlockedPeer
    {
        LiveScreenData.BlockedPeer(id: id, name: name, kind: kind, muted: muted)
    }

    static func data(
        gifs: Bool = true, isLoading: Bool = false, cacheSize: String? = nil, quality: LiveScreenData.Quality = .medium,
        peers: [LiveScreenData.BlockedPeer] = [peer(1, "Alex"), peer(2, "Bot", kind: .bot), peer(3, "Ming")]
    ) -> LiveScreenData {
        LiveScreenData(
            autoplayGifs: gifs, autoplayVideos: false, isLoading: isLoading, cacheSize: cacheSize, quality: quality,
            autoDownload: true, saveToPhotos: false, blockedPeers: peers)
    }

    static func hooks(_ calls: Calls, saveDraft: Bool = true) -> LiveScreenHooks {
        func note(_ entry: String, _ handle: LiveScreenHandle) {
            calls.log.append(entry)
            calls.handles.append(handle)
        }
        return LiveScreenHooks(
            folderNameChanged: { note("folderNameChanged(\($0))", $1) },
            updateAutoplayGifs: { note("updateAutoplayGifs(\($0))", $1) },
            setVideoAutoplay: { note("setVideoAutoplay(\($0))", $1) },
            updateQuality: { note("updateQuality(\($0))", $1) },
            updateAutoDownload: { note("updateAutoDownload(\($0))", $1) },
            updateSaveToPhotos: { note("updateSaveToPhotos(\($0))", $1) },
            openPeer: { note("openPeer(\($0.id))", $1) },
            updateBlockedPeerMuted: { note("updateBlockedPeerMuted(\($0.id), \($1))", $2) },
            selectPeer: { peer, handle in
                note("selectPeer(\(peer.id))", handle)
                handle.updateState { $0.selectedPeer = peer.id }
            },
            updateBlockedPeerKind: { note("updateBlockedPeerKind(\($0.id), \($1))", $2) },
            archive: { note("archive", $0) },
            cancel: { note("cancel", $0) },
            save: { handle in
                note("save", handle)
                handle.updateState { $0.saving = true }
            },
            clearCache: { note("clearCache", $0) },
            screenAppeared: { note("screenAppeared(\($0))", $1) },
            saveDraft: saveDraft ? { note("saveDraft(\($0))", $1) } : nil,
            dismissKeyboard: { note("dismissKeyboard", $0) }
        )
    }

    static func controller(
        _ calls: Calls, data: Signal<LiveScreenData, NoError>, initialData: LiveScreenData? = nil,
        category: LiveScreenParameters.Category = .groups, showsArchive: Bool = false, saveDraft: Bool = true,
        stateUpdated: @escaping (LiveScreenState) -> Void = { _ in }
    ) throws -> ItemListController {
        let controller = liveScreenController(
            context: TestAccountContext(), category: category, showsArchive: showsArchive, data: data,
            initialData: initialData, hooks: hooks(calls, saveDraft: saveDraft), stateUpdated: stateUpdated)
        return try #require(controller as? ItemListController)
    }

    static func tags(_ controller: ItemListController) -> [String] {
        controller.currentItems.compactMap { itemTag(of: $0).map { "\($0)" } }
    }

    static func item<T>(_ controller: ItemListController, _ tag: LiveScreenEntryTag, as type: T.Type) throws -> T {
        let item = controller.currentItems.first { itemTag(of: $0)?.isEqual(to: tag) ?? false }
        return try #require(item as? T, "no \(T.self) tagged \(tag)")
    }

    @Test func rowsFollowTheDataSignalByElementId() throws {
        let calls = Calls()
        let data = ValuePipe<LiveScreenData>()
        let controller = try Self.controller(calls, data: data.signal())
        #expect(controller.currentItems.isEmpty, "nothing is shown before data arrives")

        data.putNext(Self.data())
        #expect(Self.tags(controller).filter { $0.hasPrefix("peer(") } == ["peer(1)", "peer(2)", "peer(3)"])
        #expect(Self.tags(controller).filter { $0.hasPrefix("mute(") } == ["mute(2)"])
        let ids = controller.currentNodeState?.entries.map(\.anyId) ?? []

        // Insert, remove and move: every instance keeps the stable id of its element, in list order.
        data.putNext(Self.data(peers: [Self.peer(3, "Ming"), Self.peer(4, "New"), Self.peer(1, "Alex")]))
        #expect(Self.tags(controller).filter { $0.hasPrefix("peer(") } == ["peer(3)", "peer(4)", "peer(1)"])
        #expect(Self.tags(controller).filter { $0.hasPrefix("mute(") }.isEmpty)
        let newIds = controller.currentNodeState?.entries.map(\.anyId) ?? []
        // Peer 2's five rows (one per repeated row) went, one row per repeated row came for peer 4, the others stayed.
        #expect(Set(ids).intersection(newIds).count == ids.count - 5)
        #expect(newIds.count == ids.count - 5 + 4, "peer 4 is a user: no mute row")
        #expect(controller.entryOrderViolations.isEmpty, "\(controller.entryOrderViolations)")

        let disclosure = try Self.item(controller, .peer(4), as: ItemListDisclosureItem.self)
        #expect(disclosure.title == "New")
        disclosure.simulateTap()
        #expect(calls.log == ["openPeer(4)"])
    }

    @Test func initialDataIsShownUntilTheSignalEmits() throws {
        let calls = Calls()
        let data = ValuePipe<LiveScreenData>()
        let controller = try Self.controller(
            calls, data: data.signal(), initialData: Self.data(peers: [Self.peer(7, "Early")]))
        #expect(Self.tags(controller).filter { $0.hasPrefix("peer(") } == ["peer(7)"])
        data.putNext(Self.data(peers: [Self.peer(8, "Late")]))
        #expect(Self.tags(controller).filter { $0.hasPrefix("peer(") } == ["peer(8)"])
    }

    /// Controls bound to app data ask the app through their hooks and change no local state. Checkboxes wait for
    /// the data; switches flip under the finger: the screen shows the data with their new value (rows reading it
    /// too: the mute box of peer 2 then asks to unmute) until the data emits again.
    @Test func controlsBoundToDataAskTheAppAndSwitchesFlipUnderTheFinger() throws {
        let calls = Calls()
        var states = 0
        let controller = try Self.controller(calls, data: .single(Self.data(gifs: true)), stateUpdated: { _ in states += 1 })
        let emissions = controller.emissionCount

        let gifs = try Self.item(controller, .gifs, as: ItemListSwitchItem.self)
        #expect(gifs.value && gifs.enableInteractiveChanges)
        gifs.simulateToggle()
        try Self.item(controller, .qualityHigh, as: ItemListCheckboxItem.self).simulateTap()
        #expect(controller.emissionCount == emissions + 1, "a checkbox waits for the data")
        try Self.item(controller, .mute(2), as: ItemListSwitchItem.self).simulateToggle()
        try Self.item(controller, .muteBox(2), as: ItemListCheckboxItem.self).simulateTap()
        try Self.item(controller, .makeBot(1), as: ItemListCheckboxItem.self).simulateTap()
        let downloads = try Self.item(controller, .downloads, as: ItemListExpandableSwitchItem.self)
        #expect(downloads.enableInteractiveChanges)
        downloads.simulateToggle()
        #expect(
            calls.log == [
                "updateAutoplayGifs(false)", "updateQuality(high)", "updateBlockedPeerMuted(2, true)",
                "updateBlockedPeerMuted(2, false)", "updateBlockedPeerKind(1, bot)", "updateAutoDownload(false)",
            ])
        #expect(states == 0, "app data is not local state")
        #expect(controller.emissionCount == emissions + 3, "one emission per switch flipped")
        #expect(try !Self.item(controller, .gifs, as: ItemListSwitchItem.self).value, "the switch shows its new value")
        #expect(try Self.item(controller, .mute(2), as: ItemListSwitchItem.self).value)
    }

    /// The data's next emission is the truth: a switch flipped under the finger shows what the app emits, the old
    /// value when it rejected the change, so its item is replaced and the node sets the switch back.
    @Test func theNextDataEmissionDecidesAFlippedSwitch() throws {
        let calls = Calls()
        let data = ValuePipe<LiveScreenData>()
        let controller = try Self.controller(calls, data: data.signal())
        data.putNext(Self.data(gifs: true))
        try Self.item(controller, .gifs, as: ItemListSwitchItem.self).simulateToggle()
        #expect(try !Self.item(controller, .gifs, as: ItemListSwitchItem.self).value)
        data.putNext(Self.data(gifs: true))  // rejected: the app emits what it had
        #expect(try Self.item(controller, .gifs, as: ItemListSwitchItem.self).value)
        try Self.item(controller, .gifs, as: ItemListSwitchItem.self).simulateToggle()
        data.putNext(Self.data(gifs: false))  // accepted
        #expect(try !Self.item(controller, .gifs, as: ItemListSwitchItem.self).value)
        #expect(calls.log == ["updateAutoplayGifs(false)", "updateAutoplayGifs(false)"])
    }

    @Test func aChangeHookIsCalledOnlyWhenTheStateChanged() throws {
        let calls = Calls()
        var states: [String] = []
        let controller = try Self.controller(
            calls, data: .single(Self.data()), stateUpdated: { states.append($0.folderName) })
        let input = try Self.item(controller, .nameInput, as: ItemListSingleLineInputItem.self)
        input.textUpdated("Work")
        #expect(calls.log.isEmpty && states.isEmpty, "the field already says Work")
        input.textUpdated("Home")
        #expect(calls.log == ["folderNameChanged(Home)"])
        #expect(states == ["Home"])
    }

    @Test func hooksChangeTheStateThroughTheHandleAndVariantsFollowIt() throws {
        let calls = Calls()
        let controller = try Self.controller(calls, data: .single(Self.data()))
        var state = try #require(controller.currentControllerState)
        #expect(state.title == .textWithSubtitle("Work", "3 blocked"))
        #expect(state.rightNavigationButton?.style == .bold && state.rightNavigationButton?.enabled == true)
        #expect(state.leftNavigationButton != nil)

        try Self.item(controller, .select(3), as: ItemListCheckboxItem.self).simulateTap()
        #expect(try Self.item(controller, .select(3), as: ItemListCheckboxItem.self).checked)
        #expect(calls.handles.last?.state.selectedPeer == 3)

        #expect(state.rightNavigationButton?.simulateTap() == true)
        state = try #require(controller.currentControllerState)
        #expect(calls.log == ["selectPeer(3)", "save"])
        #expect(state.title == .text("Saving Work…"))
        #expect(state.rightNavigationButton?.style == .activity)
        #expect(state.leftNavigationButton == nil, "Cancel is hidden while saving")
    }

    @Test func toolbarAndButtonsFollowTheData() throws {
        let calls = Calls()
        let data = ValuePipe<LiveScreenData>()
        let controller = try Self.controller(calls, data: data.signal())
        data.putNext(Self.data(cacheSize: nil, peers: []))
        var action = try #require(controller.currentNodeState?.toolbarItem?.actions.first)
        #expect(action.title == "Clear cache" && !action.isEnabled)
        #expect(controller.currentControllerState?.secondaryRightNavigationButton == nil, "no peers: no search")

        data.putNext(Self.data(cacheSize: "2 GB"))
        action = try #require(controller.currentNodeState?.toolbarItem?.actions.first)
        #expect(action.title == "Clear 2 GB" && action.isEnabled)
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.content == .icon(.search))
        #expect(controller.currentNodeState?.toolbarItem?.simulateTap(actionAt: 0) == true)
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.simulateTap() == true)
        #expect(calls.log == ["clearCache"], "searchPeers is optional and was left out")
    }

    @Test func parametersDecideTitleAndRows() throws {
        let calls = Calls()
        let channels = try Self.controller(calls, data: .single(Self.data()), category: .channels, showsArchive: true)
        #expect(channels.currentControllerState?.title == .text(stubString("BlockedUsers_Title")))
        #expect(!Self.tags(channels).contains("archiveRow"))
        let groups = try Self.controller(calls, data: .single(Self.data()), category: .groups, showsArchive: true)
        let archive = try Self.item(groups, .archiveRow, as: ItemListActionItem.self)
        #expect(archive.title == "Archive up to 10")
    }

    @Test func presentationFocusAnimationAndLifecycle() throws {
        let calls = Calls()
        let data = ValuePipe<LiveScreenData>()
        let controller = try Self.controller(calls, data: data.signal())
        data.putNext(Self.data(isLoading: true))
        #expect(controller.navigationPresentation == .modal)
        let node = try #require(controller.currentNodeState)
        #expect(node.focusItemTag?.isEqual(to: LiveScreenEntryTag.nameInput) == true)
        #expect(node.animateChanges == false, "no animation while loading")
        data.putNext(Self.data(isLoading: false))
        #expect(controller.currentNodeState?.animateChanges == true)

        controller.viewDidAppear(completion: {})
        controller.viewDidAppear(completion: {})
        controller.viewWillDisappear(true)
        #expect(calls.log == ["screenAppeared(true)", "screenAppeared(false)", "saveDraft(true)"])
        controller.simulateBeganInteractiveDragging()
        #expect(calls.log.last == "dismissKeyboard", "controller.beganInteractiveDragging calls its hook")

        let withoutDraft = try Self.controller(calls, data: data.signal(), saveDraft: false)
        withoutDraft.viewWillDisappear(false)
        #expect(calls.log.count == 4, "an optional hook the app left out is not called")
    }

    @Test func releasingTheControllerReleasesTheDataSubscription() throws {
        var disposed = false
        let data = Signal<LiveScreenData, NoError> { subscriber in
            subscriber.putNext(Self.data())
            return ActionDisposable { disposed = true }
        }
        weak var released: ItemListController?
        do {
            let controller = try Self.controller(Calls(), data: data)
            released = controller
            #expect(!controller.currentItems.isEmpty)
            #expect(!disposed)
        }
        #expect(released == nil)
        #expect(disposed)
    }
}
