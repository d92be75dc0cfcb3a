import ScreenIR
import ScreenRuntime
import Testing

@Suite struct NavigationBarTests {
    @Test func doneIsEnabledOnceTheProxyFormIsComplete() throws {
        var proxy = try Fixture("ProxyServerSettings")
        let done = try #require(proxy.rendered.navigationBar.right)
        #expect(done.style == .bold)
        #expect(!done.enabled)
        guard case .text(let title) = done.content else {
            Issue.record("Done is not a text button")
            return
        }
        #expect(title.source == .localized(key: "Common_Done"))
        #expect(try proxy.perform(.tapNavigationButton(.right)).ignored == .disabled)

        try proxy.perform(.editText(row: try proxy.id("server"), text: "proxy.example.com"))
        try proxy.perform(.editText(row: try proxy.id("serverPort"), text: "443"))
        #expect(proxy.rendered.navigationBar.right?.enabled == true)
        #expect(try proxy.perform(.tapNavigationButton(.right)).activation == .hook("saveProxy"))

        try proxy.perform(.tapRow(row: try proxy.id("modeMtproto")))
        #expect(proxy.rendered.navigationBar.right?.enabled == false)
        try proxy.perform(.editText(row: try proxy.id("secretInput"), text: "ee0123"))
        #expect(proxy.rendered.navigationBar.right?.enabled == true)
    }

    @Test func cancelIsAlwaysEnabled() throws {
        var proxy = try Fixture("ProxyServerSettings")
        let cancel = try #require(proxy.rendered.navigationBar.left)
        #expect(cancel.enabled)
        #expect(cancel.style == .regular)
        #expect(cancel.isTappable)
        #expect(try proxy.perform(.tapNavigationButton(.left)).activation == .hook("cancel"))
        #expect(proxy.rendered.navigationBar.secondaryRight == nil)
    }

    @Test func buttonVariantsFollowTheirConditions() throws {
        var blocked = try Fixture("BlockedUsers")
        let add = try #require(blocked.rendered.navigationBar.secondaryRight)
        #expect(add.content == .icon(.add))
        #expect(add.enabled)
        #expect(blocked.rendered.navigationBar.right?.style == .regular)
        let edit = try blocked.perform(.tapNavigationButton(.right))
        #expect(edit.activation == .none, "Edit writes `editing` itself")
        #expect(edit.stateWrites == [StateWrite(field: "editing", value: .bool(true))])
        #expect(blocked.state.bool("editing") == true)
        try blocked.set("editing=false")

        try blocked.set("isLoading=true")
        #expect(blocked.rendered.navigationBar[.secondaryRight]?.enabled == false)
        #expect(try blocked.perform(.tapNavigationButton(.secondaryRight)).ignored == .disabled)

        try blocked.set("editing=true")
        #expect(blocked.rendered.navigationBar.secondaryRight == nil)
        #expect(blocked.rendered.navigationBar.right?.style == .bold)
        #expect(blocked.rendered.navigationBar.right?.action?.description == "set editing = false")
        #expect(try blocked.perform(.tapNavigationButton(.right)).activation == .none)
        #expect(blocked.state.bool("editing") == false)

        try blocked.state.set("blockedPeers", to: .list([]))
        #expect(blocked.rendered.navigationBar.right == nil, "no Edit without peers")
    }

    @Test func doneSpinsWhileSaving() throws {
        var proxy = try Fixture("ProxyServerSettings")
        try proxy.set("saving=true")
        let done = try #require(proxy.rendered.navigationBar.right)
        #expect(done.style == .activity)
        #expect(!done.isTappable)
        #expect(try proxy.perform(.tapNavigationButton(.right)).ignored == .showsActivity)
    }

    @Test func activityButtonIsASpinner() throws {
        var storage = try Fixture("StorageUsage")
        let done = try #require(storage.rendered.navigationBar.right)
        #expect(done.style == .activity)
        #expect(done.enabled)
        #expect(!done.isTappable)
        #expect(try storage.perform(.tapNavigationButton(.right)).ignored == .showsActivity)
    }

    @Test func missingButtonThrows() throws {
        let storage = try Fixture("StorageUsage")
        #expect(throws: InteractionError.noNavigationButton(.left)) {
            try InteractionHandler.perform(.tapNavigationButton(.left), in: storage.screen, state: storage.state)
        }
    }

    @Test func backTitle() throws {
        let appearance = try Fixture("Appearance")
        #expect(appearance.rendered.navigationBar.back?.source == .localized(key: "Appearance_Title"))
        #expect(try Fixture("ProxyServerSettings").rendered.navigationBar.back == nil)
    }

    @Test func toolbarActionsArePlacedAndFollowTheirConditions() throws {
        var folders = try Fixture("ChatFolders")
        let toolbar = folders.rendered.toolbar
        #expect(toolbar.map(\.placement) == [.left, .center, .right])
        #expect(toolbar.map(\.enabled) == [true, false, false])
        #expect(toolbar.map(\.action) == [
            .hook("markFolderAsRead"), .hook("archiveFolderChats"), .hook("deleteFolder"),
        ])
        #expect(try folders.perform(.tapToolbarAction(2)).ignored == .disabled)
        try folders.perform(.selectTitleSegment(1))
        #expect(folders.rendered.toolbar.map(\.enabled) == [true, true, true])
        #expect(try folders.perform(.tapToolbarAction(2)).activation == .hook("deleteFolder"))
        #expect(throws: InteractionError.toolbarActionOutOfRange(index: 3, count: 3)) {
            try InteractionHandler.perform(.tapToolbarAction(3), in: folders.screen, state: folders.state)
        }
    }

    @Test func toolbarPlacements() throws {
        #expect(ToolbarPlacement.placements(count: 1) == [.center])
        #expect(ToolbarPlacement.placements(count: 2) == [.left, .right])
        #expect(ToolbarPlacement.placements(count: 0) == [])
        #expect(try Fixture("BlockedUsers").rendered.toolbar.map(\.placement) == [.center])
    }
}
