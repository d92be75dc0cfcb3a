import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// The bad inputs issue 9 names: each gets a diagnostic with a position, never a crash.
@Suite struct IssueBadInputsTests {
    @Test func anUnknownDataField() {
        let read = ReadScreen(
            screen(
                #"""
                data:
                  blockedPeers: { list: { id: Int, name: String } }
                sections:
                  - id: m
                    visible: "!1️⃣blockedPeer.isEmpty"
                    rows:
                      - { id: n, item: text, text: '\(2️⃣blockedPeer.count) blocked' }
                      - { id: p, item: text, text: x, forEach: peer in 3️⃣blockedPeer }

                """#))
        #expect(read.located == ["unknown-state-field@1️⃣", "unknown-state-field@2️⃣", "invalid-for-each@3️⃣"])
        #expect(read.diagnostics.allSatisfy { $0.help == "did you mean `blockedPeers`?" })
    }

    @Test func aListRowWithoutAnId() {
        let read = ReadScreen(
            screen(
                #"""
                data:
                  peers:
                    1️⃣list: { name: String }
                    sample: [{ name: Alex }]
                sections:
                  - id: m
                    rows:
                      - { id: n, item: text, text: \(peer.name), forEach: peer in peers }

                """#))
        #expect(read.located == ["missing-list-id@1️⃣"])
    }

    @Test func aHookPayloadTypeMismatch() {
        let read = ReadScreen(
            screen(
                """
                data:
                  peers: { list: { id: Int, name: String, muted: Bool } }
                state:
                  'on': false
                sections:
                  - id: m
                    rows:
                      - { id: a, item: switch, title: x, bind: 'on', change: changed }
                      - { id: b, item: switch, title: x, forEach: p in peers, bind: p.muted, change: 1️⃣changed }

                """))
        #expect(read.located == ["hook-type-mismatch@1️⃣"])
        #expect(read.messages == ["hook `changed` receives `Peer` and `Bool` here, but `Bool` at row `a` (when `on` changes)"])
    }

    @Test func aCycleBetweenNamedConditions() {
        let read = ReadScreen(
            screen(
                """
                conditions:
                  1️⃣isComplete: canShare
                  canShare: isComplete
                sections:
                  - id: m
                    visible: canShare
                    rows:
                      - { id: n, item: text, text: x }

                """))
        #expect(read.located == ["condition-cycle@1️⃣"])
    }
}
