import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import Testing

/// `item: peer` (ItemListPeerItem) and the `Peer` / `PeerId` list fields it shows: decoding, samples, the
/// revealed-options state a removable row adds, and the diagnostics of bad input, each at its position.
@Suite struct PeerItemTests {
    static func screen(
        list: String = "{ id: PeerId, peer: Peer, name: String }", sample: String = "[]", state: String = "",
        rows: String
    ) -> String {
        """
        screen: Peers
        title: Peers
        data:
          peers:
            list: \(list)
            sample: \(sample)
        state:
          editing: false
        \(state)sections:
          - id: main
            rows:
        \(rows)
        """
    }

    static let removableRow = """
              - { id: peerRow, forEach: p in peers, item: peer, peer: p.peer, editing: editing, remove: unblock }

        """

    func read(_ text: String) -> ScreenReader.Result { ScreenReader.read(bytes(of: text), file: "peers.yaml") }

    func lint(_ text: String) -> [Diagnostic] { lintFiles([("peers.yaml", text)]) }

    @Test func aRemovablePeerRowAddsTheRevealedOptionsState() throws {
        let result = read(Self.screen(sample: "[{ id: 7, peer: Alex Morgan, name: a }]", rows: Self.removableRow))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.screen)
        let field = try #require(screen.state.last)
        #expect(field.name.value == "peerIdWithRevealedOptions" && field.type == .optional(.peerId))
        #expect(field.defaultValue == .null)
        #expect(screen.usesEngineTypes)
        let sample = try #require(screen.data.first?.sample)
        #expect(sample == .list([.record(["id": .int(7), "peer": PeerSample.value(id: 7, name: "Alex Morgan"), "name": .string("a")])]))
    }

    @Test func aPeerRowWithoutRemoveKeepsNoRevealedState() throws {
        let row = "      - { id: peerRow, forEach: p in peers, item: peer, peer: p.peer, text: \\(p.name) }\n"
        let screen = try #require(read(Self.screen(rows: row)).screen)
        #expect(!screen.state.contains { $0.name.value == "peerIdWithRevealedOptions" })
    }

    @Test func aPeerRowOutsideForEachIsReported() {
        let diagnostics = lint(Self.screen(rows: "      - { id: lonely, item: peer, peer: editing }\n"))
        let diagnostic = diagnostics.first { $0.rule == .invalidForEach }
        #expect(diagnostic?.message == "a peer row shows one peer of a list, so it needs `forEach`")
        #expect(diagnostic?.span.start.line == 12)
    }

    @Test func peerMustNameAPeerField() {
        let diagnostics = lint(Self.screen(rows: "      - { id: r, forEach: p in peers, item: peer, peer: p.name }\n"))
        let diagnostic = diagnostics.first { $0.rule == .expressionType }
        #expect(diagnostic?.message == "`peer` must be a `Peer` field of the element, but `p.name` is a String")
        let missing = lint(Self.screen(rows: "      - { id: r, forEach: p in peers, item: peer, text: x }\n"))
        #expect(missing.contains { $0.rule == .missingKey && $0.message.contains("`peer`") })
    }

    @Test func aPeerCannotBeShownInATextOrCompared() {
        let row = "      - { id: r, forEach: p in peers, item: peer, peer: p.peer, text: \\(p.peer), enabled: p.peer == p.peer }\n"
        let diagnostics = lint(Self.screen(rows: row))
        #expect(diagnostics.contains { $0.rule == .expressionType && $0.message.contains("is an `EnginePeer`") })
        #expect(diagnostics.contains { $0.rule == .expressionType && $0.message.contains("cannot compare an `EnginePeer`") })
    }

    @Test func peersAreListFieldsOnly() {
        let text = Self.screen(state: "  chosen: { type: PeerId }\n", rows: Self.removableRow)
        let diagnostic = lint(text).first { $0.rule == .wrongType }
        #expect(diagnostic?.message == "a `PeerId` can only be a field of a list element")
        let unknown = lint(Self.screen(list: "{ id: PeerId, peer: Peeer }", rows: Self.removableRow))
        #expect(unknown.contains { $0.rule == .unknownType && $0.help == "did you mean `Peer`?" })
    }

    @Test func badSamplesAreReportedAtTheValue() {
        let noID = lint(Self.screen(list: "{ id: Int, peer: Peer }", sample: "[{ id: 1, peer: Alex }]", rows: Self.removableRow))
        #expect(noID.contains { $0.rule == .invalidDefault && $0.message == "the peer `Peer.peer` has no id" })
        let badID = lint(Self.screen(sample: "[{ id: -3, peer: Alex, name: a }]", rows: Self.removableRow))
        #expect(badID.contains { $0.rule == .invalidDefault && $0.message.contains("must be a peer id") })
        let mapping = lint(Self.screen(sample: "[{ id: 3, peer: { id: 4, nmae: Alex }, name: a }]", rows: Self.removableRow))
        // `nmae` is reported as the unknown key with "did you mean `name`?", not also as a missing `name`.
        #expect(mapping.contains { $0.rule == .unknownKey && $0.help == "did you mean `name`?" })
        #expect(!mapping.contains { $0.rule == .missingKey })
    }

    @Test func aRemoveHookWithAnotherPayloadElsewhereIsAMismatch() {
        let rows = Self.removableRow + "      - { id: other, item: action, title: Go, action: unblock }\n"
        #expect(lint(Self.screen(rows: rows)).contains { $0.rule == .hookTypeMismatch })
    }

    @Test func aStateFieldCannotTakeTheGeneratedName() {
        let text = Self.screen(state: "  peerIdWithRevealedOptions: 0\n", rows: Self.removableRow)
        #expect(lint(text).contains { $0.rule == .duplicateID && $0.message.contains("removable peer rows") })
    }

    @Test func aToggleWithoutASwitchIsAMissingKeyAtTheHook() throws {
        let rows = """
                  - { id: muted, forEach: p in peers, item: peer, peer: p.peer, switchStyle: check, toggle: mute }

            """
        let diagnostics = lint(Self.screen(rows: rows))
        let missing = try #require(diagnostics.first { $0.rule == .missingKey }, "\(diagnostics.map(\.message))")
        #expect(missing.message == "`toggle` and `switchStyle` of row `muted` need `switchValue`: without it the row shows no switch")
        #expect(missing.span.start.line == 12)
        #expect(missing.span.start.column == 97)

        let fixed = rows.replacingOccurrences(of: "switchStyle: check", with: "switchValue: p.name.isEmpty")
        #expect(lint(Self.screen(rows: fixed)).filter { $0.severity == .error }.isEmpty)
    }

    @Test func badRevealOptionsAreReportedAtTheirPlace() throws {
        func diagnostics(_ options: String) -> [Diagnostic] {
            lint(Self.screen(rows: "          - { id: member, forEach: p in peers, item: peer, peer: p.peer, revealOptions: \(options) }\n"))
        }
        let color = try #require(diagnostics("[{ title: Mute, color: red, action: mute }]").first)
        #expect(color.rule == .unknownValue)
        #expect(color.span.start.line == 12)
        #expect(color.span.start.column == 10 + 102, "at `red`")
        let missing = try #require(diagnostics("[{ title: Mute }]").first)
        #expect(missing.rule == .missingKey)
        #expect(missing.message.contains("action"))
        #expect(diagnostics("[]").first?.rule == .invalidValue)
        #expect(diagnostics("Mute").first?.rule == .wrongType)
        #expect(diagnostics("[{ title: Mute, color: warning, action: mute }]").filter { $0.severity == .error }.isEmpty)
    }
}
