@_spi(Stubs) import ItemListPeerItem
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import SettingsUIItems
import ScreenExpressions
import ScreenRuntime
import Testing

@testable import GeneratedScreens

/// ReorderedLists' `reorder:` rows driven through the harness: the generated controller's `setReorderEntry` handler
/// is asked with indices into the whole entries array, as ItemListUI's list asks it; it moves a row only within its
/// own list, calls the row's hook with the shown elements' ids in their new order and answers true, and refuses
/// (false) a move onto a header, a fixed row or the other list — exactly as the runtime's `moveRow` does. The app
/// accepts the order (the runtime's data change) and emits it, and the list shows it.
@Suite struct ReorderTests {
    func ids(_ values: Int...) -> [ExpressionValue] { [.list(values.map(ExpressionValue.int))] }

    @Test func aDragWithinTheListCallsTheHookWithTheNewOrder() throws {
        let driver = try ScreenDriver("ReorderedLists")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        let members = driver.rendered.instances(of: "member").map(\.stableID)
        try #require(members.count == 3, "Zoë is hidden: her element has no entry")
        let items = driver.controller.items(ofType: ItemListPeerItem.self)
        #expect(items.allSatisfy { $0.editing.canBeReordered && $0.stubIsReorderable })

        let mark = driver.log.calls.count
        try #require(try driver.perform(.moveRow(row: members[0], by: 2), "Alex below Kim"))
        #expect(driver.log.calls(since: mark) == [.hook("reorderMembers", payload: ids(23, 24, 21))])
        // The app wrote the order into its list and emitted it: the rows show it (Zoë, hidden, kept her place).
        #expect(driver.rendered.instances(of: "member").map(\.stableID) == [members[1], members[2], members[0]])
        let listed = (driver.state.elements("members") ?? []).map { value -> ExpressionValue? in
            if case .record(let fields) = value { fields["id"] } else { nil }
        }
        #expect(listed == [.int(23), .int(22), .int(24), .int(21)])
        let next = driver.log.calls.count
        try #require(try driver.perform(.moveRow(row: members[2], by: -1), "Kim above Sam"))
        #expect(driver.log.calls(since: next) == [.hook("reorderMembers", payload: ids(24, 23, 21))])
    }

    @Test func aRowNeverLeavesItsList() throws {
        let driver = try ScreenDriver("ReorderedLists")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        let members = driver.rendered.instances(of: "member").map(\.stableID)
        let admins = driver.rendered.instances(of: "admin").map(\.stableID)
        let mark = driver.log.calls.count
        try #require(try driver.perform(.moveRow(row: members[0], by: -1), "Alex onto the Members header"))
        try #require(try driver.perform(.moveRow(row: members[2], by: 1), "Kim onto Add Member"))
        try #require(try driver.perform(.moveRow(row: admins[0], by: -2), "Ana onto the Members list"))
        try #require(try driver.perform(.moveRow(row: admins[1], by: 1), "Lee past the end of the entries"))
        #expect(driver.log.calls(since: mark) == [])
        let admin = try InteractionHandler.perform(.moveRow(row: admins[1], by: 1), in: driver.screen, state: driver.state)
        #expect(admin.ignored == .outsideList)
        let index = try #require(driver.rendered.rows.firstIndex { $0.stableID == members[0] })
        #expect(driver.controller.simulateReorder(from: index, to: index - 1) == false, "the handler refuses the header")
    }

    @Test func outsideEditingModeNoRowCanBeDragged() throws {
        let driver = try ScreenDriver("ReorderedLists")
        let member = try #require(driver.rendered.instances(of: "member").first?.stableID)
        let mark = driver.log.calls.count
        try #require(try driver.perform(.moveRow(row: member, by: 1), "a drag without the grip"))
        #expect(driver.log.calls(since: mark) == [])
        let outcome = try InteractionHandler.perform(.moveRow(row: member, by: 1), in: driver.screen, state: driver.state)
        #expect(outcome.ignored == .notReorderable)
    }

    /// Screens/ProxySettings: the saved proxy servers, a custom item of the app, reordered in editing mode; the app
    /// stores the order and emits it.
    @Test func proxyServersAreReorderedInEditingMode() throws {
        let driver = try ScreenDriver("ProxySettings")
        let servers = driver.rendered.instances(of: "server").map(\.stableID)
        try #require(servers.count == 3)
        try #require(try driver.perform(.moveRow(row: servers[0], by: 1), "a drag before Edit"))
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        #expect(driver.controller.items(ofType: ProxyServerListItem.self).allSatisfy { $0.stubIsReorderable })
        let mark = driver.log.calls.count
        try #require(try driver.perform(.moveRow(row: servers[2], by: -2), "the last server to the top"))
        try #require(try driver.perform(.moveRow(row: servers[2], by: -1), "onto Add Proxy"))
        let first: ExpressionValue = .string("socks5://10.0.0.2:1080")
        let second: ExpressionValue = .string("socks5://proxy.example.com:1080")
        let third: ExpressionValue = .string("mtproto://mt.example.org:443")
        #expect(driver.log.calls(since: mark) == [.hook("reorderProxyServers", payload: [.list([first, second, third])])])
        #expect(driver.rendered.instances(of: "server").map(\.stableID) == [servers[2], servers[0], servers[1]])
    }
}

/// Screens/ChatFolderList's folders, reordered `after: drop`: during the drag the generated controller's
/// `setReorderEntry` shows the dragged order as the screen's temporary order and calls nothing; its
/// `setReorderCompleted` calls `reorderFolders` once, with the order the list shows, exactly as the runtime's
/// `moveRow` and `dropRow` say. The app accepts (and emits the order) or rejects (and emits the old one).
@Suite struct ReorderOnDropTests {
    func folderIDs(_ driver: ScreenDriver) -> [ExpressionValue] {
        driver.rendered.instances(of: "folder").compactMap(\.stableID.element)
    }

    @Test func aDragShowsItsOrderAndCallsTheHookOnceWhenItEnds() throws {
        let driver = try ScreenDriver("ChatFolderList")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        let folders = driver.rendered.instances(of: "folder").map(\.stableID)
        try #require(folders.count == 4)
        #expect(driver.controller.items(ofType: ChatFolderListItem.self).allSatisfy { $0.stubIsReorderable })

        let mark = driver.log.calls.count
        try #require(try driver.perform(.moveRow(row: folders[0], by: 2), "Work below Unread"))
        try #require(try driver.perform(.moveRow(row: folders[3], by: -1), "Channels above Work"))
        #expect(driver.log.calls(since: mark) == [], "nothing is called while the user drags")
        let dragged: [ExpressionValue] = [.string("3"), .string("5"), .string("7"), .string("2")]
        #expect(folderIDs(driver) == dragged, "the list shows the temporary order")

        try #require(try driver.perform(.dropRow(row: folders[3]), "the drop"))
        #expect(driver.log.calls(since: mark) == [.hook("reorderFolders", payload: [.list(dragged)])])
        #expect(folderIDs(driver) == dragged, "the app wrote the order and emitted it")

        let next = driver.log.calls.count
        try #require(try driver.perform(.dropRow(row: folders[0]), "a drag that moved nothing"))
        #expect(driver.log.calls(since: next) == [], "a drop without a move calls nothing")
    }

    @Test func anOrderTheAppRejectsGoesBackWhenItsDataEmits() throws {
        let driver = try ScreenDriver("ChatFolderList")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        let before = folderIDs(driver)
        let folders = driver.rendered.instances(of: "folder").map(\.stableID)
        try #require(try driver.perform(.moveRow(row: folders[1], by: -1), "家族 above Work"))
        #expect(folderIDs(driver) == [before[1], before[0], before[2], before[3]])
        let mark = driver.log.calls.count
        try #require(try driver.perform(.dropRow(row: folders[1]), "the drop", acceptsDataChange: false))
        #expect(driver.log.calls(since: mark).count == 1)
        #expect(folderIDs(driver) == before, "the app emitted its old order")
    }

    @Test func outsideEditingModeNoFolderCanBeDragged() throws {
        let driver = try ScreenDriver("ChatFolderList")
        let folder = try #require(driver.rendered.instances(of: "folder").first?.stableID)
        let outcome = try InteractionHandler.perform(.moveRow(row: folder, by: 1), in: driver.screen, state: driver.state)
        #expect(outcome.ignored == .notReorderable)
        try #require(try driver.perform(.moveRow(row: folder, by: 1), "a drag without the grip"))
        try #require(try driver.perform(.dropRow(row: folder), "its end"))
        #expect(driver.log.calls.allSatisfy { if case .hook = $0 { false } else { true } })
    }
}
