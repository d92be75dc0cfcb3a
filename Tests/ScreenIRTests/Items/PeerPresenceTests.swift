import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import Testing

/// A `peer` row's `presence:` (ItemListPeerItem's `presence:`, and `text: .presence` without `text:`): a field of the
/// row's element whose type the app declares as `EnginePeer.Presence`; anything else is reported at the expression.
@Suite struct PeerPresenceTests {
    static func screen(presenceType: String = "EnginePeer.Presence", rows: String) -> String {
        """
        screen: Members
        title: Members
        types:
          Presence: { module: TelegramCore, swift: \(presenceType) }
        data:
          members:
            list: { id: PeerId, peer: Peer, presence: "Presence?", name: String }
            sample: [{ id: 7, peer: Alex Morgan, presence: {}, name: a }]
        sections:
          - id: main
            rows:
        \(rows)
        """
    }

    func lint(_ text: String) -> [Diagnostic] { lintFiles([("members.yaml", text)]) }

    @Test func aPresenceFieldOfTheDeclaredTypeIsTaken() throws {
        let row = "      - { id: m, forEach: m in members, item: peer, peer: m.peer, presence: m.presence }\n"
        let text = Self.screen(rows: row)
        #expect(lint(text).isEmpty, "\(lint(text).map(\.message))")
        let screen = try #require(ScreenReader.read(bytes(of: text), file: "members.yaml").screen)
        guard case .described(let item) = screen.sections[0].rows[0].item else {
            Issue.record("not a described row")
            return
        }
        #expect(item.value(of: "presence") != nil)
    }

    @Test func aFieldOfAnotherTypeIsAnExpressionTypeErrorAtTheValue() {
        let row = "      - { id: m, forEach: m in members, item: peer, peer: m.peer, presence: m.name }\n"
        let diagnostic = lint(Self.screen(rows: row)).first { $0.rule == .expressionType }
        #expect(
            diagnostic?.message
                == "`presence` must be a field of `m` whose type the app declares as `EnginePeer.Presence`, but `m.name` "
                + "is a String")
        #expect(diagnostic?.span.start.line == 12)
        #expect(diagnostic?.span.start.column == 77)
    }

    @Test func aTypeDeclaredWithAnotherSwiftSpellingIsNotAPresence() {
        let row = "      - { id: m, forEach: m in members, item: peer, peer: m.peer, presence: m.presence }\n"
        let diagnostics = lint(Self.screen(presenceType: "PeerPresence", rows: row))
        #expect(diagnostics.contains { $0.rule == .expressionType && $0.message.hasSuffix("is a `Presence?`") })
    }

    @Test func aPresenceOutsideForEachIsReported() {
        let row = "      - { id: lonely, item: peer, peer: x, presence: x }\n"
        let diagnostics = lint(Self.screen(rows: row))
        #expect(diagnostics.contains { $0.rule == .invalidForEach && $0.message.contains("presence of one peer") })
    }
}
