import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// `reorder:` drags the instances of a repeated row whose item shows a reorder grip; anything else is
/// `invalid-reorder` at the hook's name, and the hook receives the list's ids in their new order.
@Suite struct ReorderValidationTests {
    static let declarations = """
        data:
          members: { list: { id: PeerId, peer: Peer } }
          servers: { list: { id: String, host: String } }
        state:
          editing: false
        items:
          server:
            swift: ServerItem
            parameters:
              - id: { type: String, key: serverId }
              - title: Text
              - editing: { editing: ServerItemEditing, id: serverId }
              - sectionId
              - setItemWithRevealedOptions: { revealOptions: serverId }
              - removeItem: { remove: [String] }

        """

    @Test func aRowThatDoesNotRepeatOrShowsNoGripCannotBeReordered() throws {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                    sections:
                      - id: main
                        rows:
                          - { id: fixed, item: action, title: Add, action: add, reorder: 1️⃣reorderAll }
                          - { id: host, item: disclosure, title: \\(server.host), forEach: server in servers, reorder: 2️⃣reorderHosts }
                          - { id: member, item: peer, peer: member.peer, editing: editing, forEach: member in members, reorder: reorderMembers }

                    """))
        #expect(read.located == ["invalid-reorder@1️⃣", "invalid-reorder@2️⃣"])
        #expect(read.diagnostics[0].message == "`reorder` on a row that does not repeat: there is no list to reorder")
        #expect(read.diagnostics[1].message == "a disclosure row cannot be dragged: its item shows no reorder grip")
    }

    @Test func theHookReceivesTheIdsOfAPeerListOrACustomList() throws {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                    sections:
                      - id: main
                        rows:
                          - { id: member, item: peer, peer: member.peer, editing: editing, forEach: member in members, reorder: reorderMembers }
                          - { id: row, item: server, serverId: server.id, title: \\(server.host), editing: editing, forEach: server in servers, reorder: reorderServers }

                    """))
        #expect(read.diagnostics.isEmpty)
        let screen = try #require(read.screen)
        #expect(screen.hookSignatures.map(\.name) == ["reorderMembers", "reorderServers"])
        #expect(screen.hookSignatures.map(\.payload) == [[.value(.array(.peerId))], [.value(.array(.string))]])
    }
}
