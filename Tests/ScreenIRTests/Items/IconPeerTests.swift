import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import Testing

/// A disclosure's `iconPeer:` (ItemListDisclosureItem's avatar): a `Peer` or `Peer?` expression — a list element's
/// field, or a member of app data of a declared type; anything else is reported at the expression, and an `icon`
/// beside it at the icon.
@Suite struct IconPeerTests {
    static func screen(rows: String) -> String {
        """
        screen: Chats
        title: Chats
        types:
          AccountPeer: { members: { peer: Peer, name: String } }
        data:
          account: { type: "AccountPeer?" }
          chats:
            list: { id: PeerId, peer: Peer, title: String }
            sample: [{ id: 7, peer: Alex Morgan, title: a }]
        sections:
          - id: main
            rows:
        \(rows)
        """
    }

    func lint(_ text: String) -> [Diagnostic] { lintFiles([("chats.yaml", text)]) }

    @Test func aPeerOfTheElementOrOfAppDataIsTaken() throws {
        let rows = """
                  - { id: c, forEach: c in chats, item: disclosure, iconPeer: c.peer, title: \\(c.title) }
                  - { id: me, item: disclosure, iconPeer: "account?.peer", title: Me }

            """
        let text = Self.screen(rows: rows)
        #expect(lint(text).isEmpty, "\(lint(text).map(\.message))")
        let screen = try #require(ScreenReader.read(bytes(of: text), file: "chats.yaml").screen)
        guard case .disclosure(let item) = screen.sections[0].rows[1].item else {
            Issue.record("not a disclosure")
            return
        }
        #expect(item.iconPeer?.description == "account?.peer")
        #expect(screen.itemArgumentMembers.contains("context"))
    }

    @Test func aValueThatIsNotAPeerIsAnExpressionTypeErrorAtTheValue() {
        let row = "      - { id: c, forEach: c in chats, item: disclosure, iconPeer: c.title, title: x }\n"
        let diagnostic = lint(Self.screen(rows: row)).first { $0.rule == .expressionType }
        #expect(diagnostic?.message == "`iconPeer` takes a `Peer`, but `c.title` is a String")
        #expect(diagnostic?.span.start.line == 13)
        #expect(diagnostic?.span.start.column == 67)
    }

    @Test func anIconBesideIsAConflictAtTheIcon() {
        let row = "      - { id: me, item: disclosure, iconPeer: \"account?.peer\", icon: { settings: proxy }, title: x }\n"
        let diagnostic = lint(Self.screen(rows: row)).first { $0.rule == .conflictingKeys }
        #expect(diagnostic?.message == "`icon` has no effect with `iconPeer`")
        #expect(diagnostic?.span.start.column == 64)
    }

    @Test func aHookNamedContextClashesWithTheAvatarsContext() {
        let row = "      - { id: me, item: disclosure, iconPeer: \"account?.peer\", title: x, action: context }\n"
        let diagnostic = lint(Self.screen(rows: row)).first { $0.rule == .invalidActionName }
        #expect(diagnostic?.message == "action name `context` is reserved")
    }
}
