import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenIR

/// `forEach:` rows and `change:` hooks, with the default hooks of controls bound to app data.
@Suite struct RepetitionDecodingTests {
    static let data = """
        data:
          autoplayGifs: true
          quality: { enum: [low, high], sample: low }
          blockedPeers:
            list: { id: Int, name: String, status: 'String?', muted: Bool, kind: { enum: [user, bot] } }
            sample:
              - { id: 1, name: Alex, muted: false, kind: user }

        """

    private func rows(_ read: ReadScreen) -> [Row] { read.screen?.sections.flatMap(\.rows) ?? [] }

    @Test func aRepeatedRowReadsItsElement() throws {
        let read = ReadScreen(
            screen(
                Self.data + #"""
                sections:
                  - id: peers
                    rows:
                      - id: peer
                        forEach: peer in blockedPeers
                        item: disclosure
                        title: \(peer.name)
                        label: \(peer.status ?? "")
                        visible: peer.kind == .user && autoplayGifs && quality == .low
                        action: openPeer

                """#))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let row = try #require(rows(read).first)
        #expect(row.repetition?.element.value == "peer")
        #expect(row.repetition?.list.value == "blockedPeers")
        #expect(row.visible?.description == "peer.kind == .user && autoplayGifs && quality == .low")
        // The element's span is the word itself.
        #expect(row.repetition?.element.span.start.column == 18)
        #expect(row.repetition?.list.span.start.column == 26)
        let hooks = try #require(read.screen?.hookSignatures)
        #expect(hooks.map(\.name) == ["openPeer"])
        #expect(hooks[0].payload == [.element(try #require(read.screen?.data[2].listType))])
    }

    @Test func bindingsToAppDataGetADefaultChangeHook() throws {
        let read = ReadScreen(
            screen(
                Self.data + """
                state:
                  draft: ""
                  flag: false
                sections:
                  - id: main
                    rows:
                      - { id: autoplay, item: switch, title: Autoplay, bind: autoplayGifs }
                      - { id: low, item: checkbox, title: Low, bind: quality, selects: low }
                      - { id: flag, item: switch, title: Flag, bind: flag }
                      - { id: draft, item: singleLineInput, bind: draft, change: 'draftChanged?' }
                      - { id: high, item: checkbox, title: High, bind: quality, selects: high, change: pickQuality }
                  - id: peers
                    rows:
                      - id: mute
                        forEach: peer in blockedPeers
                        item: switch
                        title: Mute
                        bind: peer.muted

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let changes = rows(read).map { $0.item.changeHook.map { $0.name.value + ($0.isOptional ? "?" : "") } }
        #expect(changes == ["updateAutoplayGifs", "updateQuality", nil, "draftChanged?", "pickQuality", "updateBlockedPeerMuted"])
        let signatures = try #require(read.screen?.hookSignatures)
        #expect(signatures.map(\.name) == ["updateAutoplayGifs", "updateQuality", "draftChanged", "pickQuality", "updateBlockedPeerMuted"])
        #expect(signatures[0].payload == [.value(.bool)])
        #expect(signatures[2].payload == [.value(.string)])
        #expect(signatures[2].isOptional)
        #expect(signatures[4].payload.count == 2)
        // The default hook points at the binding.
        #expect(rows(read)[0].item.changeHook?.name.span == rows(read)[0].item.boundField?.span)
    }

    @Test func malformedForEach() {
        let read = ReadScreen(
            screen(
                Self.data + """
                sections:
                  - id: main
                    rows:
                      - { id: a, item: text, text: x, forEach: 1️⃣blockedPeers }
                      - { id: b, item: text, text: x, forEach: 2️⃣for peer in blockedPeers }
                      - { id: c, item: text, text: x, forEach: peer in 3️⃣blockedPeer }
                      - { id: d, item: text, text: x, forEach: peer in 4️⃣autoplayGifs }
                      - { id: e, item: text, text: x, forEach: 5️⃣class in blockedPeers }
                      - { id: f, item: checkbox, title: x, checked: autoplayGifs, action: go, 6️⃣change: changed }

                """))
        #expect(
            read.located == [
                "invalid-for-each@1️⃣", "invalid-for-each@2️⃣", "invalid-for-each@3️⃣", "invalid-for-each@4️⃣",
                "invalid-identifier@5️⃣", "conflicting-keys@6️⃣",
            ])
        #expect(read.diagnostics[0].help == "name the element too: `forEach: blockedPeer in blockedPeers`")
        #expect(read.diagnostics[1].help == "leave out `for`: `forEach: peer in blockedPeers`")
        #expect(read.diagnostics[2].help == "did you mean `blockedPeers`?")
        #expect(read.diagnostics[3].message == "`autoplayGifs` is a data field of type Bool, not a list of app data")
    }

    @Test func rowsThatCannotRepeat() {
        let read = ReadScreen(
            screen(
                Self.data + """
                state:
                  open: false
                  peer: 0
                sections:
                  - id: main
                    rows:
                      - id: a
                        forEach: 1️⃣peer in blockedPeers
                        item: expandableSwitch
                        title: x
                        bind: open
                        expanded: open
                        subItems: []
                      - { id: b, item: action, title: x, forEach: p in blockedPeers, push: 2️⃣Demo }

                """))
        #expect(read.located == ["duplicate-id@1️⃣", "invalid-for-each@1️⃣", "invalid-for-each@2️⃣"])
        #expect(read.diagnostics[0].message == "element name `peer` is already the name of a state field")
    }
}
