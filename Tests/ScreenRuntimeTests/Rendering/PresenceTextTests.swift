import Foundation
import ScreenExpressions
import ScreenRuntime
import ScreencCore
import Testing

/// A peer row's presence (the harness's fixture PeerPresence): the runtime resolves `presence:` to the element's
/// value, and the row's text is the presence line only when the row gives no `text:` of its own.
@Suite struct PresenceTextTests {
    static func fixture() throws -> Fixture {
        let path = "Tests/GeneratedScreens/Fixtures/PeerPresence.yaml"
        let file = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path))))
        let result = Linter.lint([file])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return Fixture(screen: try #require(result.screens.first))
    }

    @Test func eachMembersPresenceIsItsText() throws {
        let fixture = try Self.fixture()
        let lines = fixture.rendered.rows.compactMap { row -> PresenceText? in
            guard row.rowID == "member", case .described(let item) = row.content else { return nil }
            return item.presenceText
        }
        #expect(
            lines == [
                PresenceText(text: "online", isOnline: true),
                PresenceText(text: "last seen within a week", isOnline: false),
                PresenceText(text: "offline", isOnline: false),
            ])
    }

    @Test func aRowWithATextOfItsOwnStillPassesThePresence() throws {
        let fixture = try Self.fixture()
        let admins = fixture.rendered.rows.compactMap { row -> RenderedRow.Described? in
            guard row.rowID == "admin", case .described(let item) = row.content else { return nil }
            return item
        }
        try #require(admins.count == 3)
        #expect(admins.allSatisfy { $0.presenceText == nil })
        guard case .value(.record(let members))? = admins[1].value(of: "presence") else {
            Issue.record("no presence value: \(String(describing: admins[1].value(of: "presence")))")
            return
        }
        #expect(members["status"] == .enumCase("lastWeek"))
        #expect(admins[2].value(of: "presence") == .value(.null))
    }

    @Test func theLineFollowsTheStatusCase() {
        #expect(PresenceText(.record(["status": .enumCase("recently")])).text == "last seen recently")
        #expect(PresenceText(.record(["status": .enumCase("lastMonth")])).text == "last seen within a month")
        #expect(PresenceText(.record(["status": .enumCase("longTimeAgo")])).text == "last seen a long time ago")
        #expect(PresenceText(.record([:])).text == "last seen recently", "a type declared without members")
    }
}
