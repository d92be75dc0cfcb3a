@_spi(Stubs) import Display
@_spi(Stubs) import ItemListPeerActionItem
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing
@_spi(Stubs) import UIKit

@testable import GeneratedScreens

/// `peerAction` rows (ItemListPeerActionItem, described purely as data) in the fixture PeerActions and in
/// BlockedUsers, driven through the harness: every step is also performed on the runtime and the screens compared
/// (`compareDescribed` reads each parameter of the description back from the stub item).
@Suite struct PeerActionTests {
    @Test func theGeneratedItemsCarryTheDescribedParameters() throws {
        let driver = try ScreenDriver("PeerActions")
        let items = driver.controller.items(ofType: ItemListPeerActionItem.self)
        #expect(items.map(\.title) == ["Add Exception", "Remove Family", "Remove Work", "Not selectable"])
        #expect(items.map(\.color) == [.accent, .destructive, .destructive, .disabled])
        #expect(items.map(\.height) == [.peerList, .generic, .generic, .compactPeerList])
        #expect(items.map(\.style) == [.plain, .plain, .plain, .plain])
        #expect(items.map(\.systemStyle) == [.legacy, .legacy, .legacy, .legacy])
        #expect(items.map { $0.icon?.name } == [
            "PresentationResourcesItemList.plusIconImage", "Chat/Context Menu/Delete", "Chat/Context Menu/Delete", nil,
        ])
        let theme = driver.expectations.presentationData.theme
        #expect(items[0].icon === PresentationResourcesItemList.plusIconImage(theme), "tinted for the controller's theme")
        #expect(items.map { $0.action != nil } == [true, true, true, false])
    }

    @Test func editingShiftsTheRowsAndARepeatedRowsHookReceivesItsElement() throws {
        let driver = try ScreenDriver("PeerActions")
        #expect(driver.controller.items(ofType: ItemListPeerActionItem.self).map(\.editing) == [false, false, false, false])
        let edit = try #require(driver.rendered.row(id: "toggleEditing")?.stableID)
        try #require(try driver.perform(.tapRow(row: edit), "Edit"))
        #expect(driver.controller.items(ofType: ItemListPeerActionItem.self).map(\.editing) == [true, true, false, false])

        let family = RowID(position: 1, element: .int(1))
        try #require(try driver.perform(.tapRow(row: family), "remove Family"))
        let element: ExpressionValue = .record(["id": .int(1), "name": .string("Family"), "canRemove": .bool(true)])
        #expect(driver.log.calls.last == .hook("removeException", payload: [element]))

        let add = try #require(driver.rendered.row(id: "addException")?.stableID)
        try #require(try driver.perform(.tapRow(row: add), "add"))
        #expect(driver.log.calls.last == .hook("addException"))

        let mark = driver.log.calls.count
        let none = try #require(driver.rendered.row(id: "noAction")?.stableID)
        try #require(try driver.perform(.tapRow(row: none), "a row without action"))
        #expect(driver.log.calls(since: mark).isEmpty)
    }

    @Test func blockedUsersOffersBlockUserAboveThePeers() throws {
        let driver = try ScreenDriver("BlockedUsers")
        let row = try #require(driver.rendered.row(id: "blockUserRow")?.stableID)
        try #require(try driver.perform(.tapRow(row: row), "Block User…"))
        #expect(driver.log.calls.last == .hook("blockUser"))
        let item = try #require(driver.controller.items(ofType: ItemListPeerActionItem.self).first)
        #expect(item.systemStyle == .glass && item.height == .peerList && item.color == .accent)
        let theme = driver.expectations.presentationData.theme
        #expect(item.icon === PresentationResourcesItemList.addPersonIcon(theme))
    }
}
