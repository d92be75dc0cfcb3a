import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenIR

/// `state:`, `parameters:` and `data:`: their forms, optional types, samples and lists.
@Suite struct DeclarationDecoderTests {
    static let rows = """
        sections:
          - id: main
            rows:
              - { id: note, item: text, text: x }

        """

    @Test func parametersTakeTheFormsOfStateWithAnOptionalDefaultAndASample() throws {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  category: { enum: [privateChats, groups, channels], sample: groups }
                  showsArchive: { type: Bool, default: false }
                  limit: 10
                  title: { type: 'String?', sample: Archive }
                  tag: { type: String }

                """ + Self.rows))
        let parameters = try #require(read.screen?.parameters)
        #expect(parameters.map(\.name.value) == ["category", "showsArchive", "limit", "title", "tag"])
        #expect(parameters.map(\.type.name) == ["enum", "Bool", "Int", "String?", "String"])
        #expect(parameters.map(\.defaultValue) == [nil, .bool(false), .int(10), nil, nil])
        // The preview's value: the sample, else the default, else the type's zero value.
        #expect(parameters.map(\.sample) == [.enumCase("groups"), .bool(false), .int(10), .string("Archive"), .string("")])
        #expect(caseList(parameters[0].type) == ["privateChats", "groups", "channels"])
    }

    @Test func dataFieldsHaveSamplesAndListsOfRecords() throws {
        let read = ReadScreen(
            screen(
                """
                data:
                  autoplayGifs: true
                  cacheSize: { type: 'String?', sample: "1.2 GB" }
                  downloaded: { type: 'Int?' }
                  quality: { enum: [low, medium, high], sample: medium }
                  blockedPeers:
                    list: { id: Int, name: String, status: 'String?', kind: { enum: [user, bot] } }
                    sample:
                      - { id: 1, name: Alex Morgan, status: last seen recently, kind: user }
                      - { id: 2, name: Zoë Laurent, kind: bot }

                """ + Self.rows))
        let data = try #require(read.screen?.data)
        #expect(data.map(\.name.value) == ["autoplayGifs", "cacheSize", "downloaded", "quality", "blockedPeers"])
        #expect(data[0].type == .bool && data[0].sample == .bool(true))
        #expect(data[1].type == .optional(.string) && data[1].sample == .string("1.2 GB"))
        #expect(data[2].type == .optional(.int) && data[2].sample == .null)
        #expect(data[3].sample == .enumCase("medium"))
        #expect(data[3].expressionType == .enumeration(name: "Data.Quality", cases: ["low", "medium", "high"]))
        let list = try #require(data[4].listType)
        #expect(list.element.value == "BlockedPeer")
        #expect(list.fields.map(\.name.value) == ["id", "name", "status", "kind"])
        #expect(list.fields.map(\.type.name) == ["Int", "String", "String?", "enum"])
        #expect(
            data[4].sample
                == .list([
                    .record([
                        "id": .int(1), "name": .string("Alex Morgan"), "status": .string("last seen recently"),
                        "kind": .enumCase("user"),
                    ]),
                    // An optional field left out is nil.
                    .record(["id": .int(2), "name": .string("Zoë Laurent"), "status": .null, "kind": .enumCase("bot")]),
                ]))
        #expect(list.recordType.type(of: "kind") == .enumeration(name: "BlockedPeer.Kind", cases: ["user", "bot"]))
        // Only the unused warnings: the declarations decode cleanly.
        #expect(Set(read.diagnostics.map(\.rule)) == [.unusedStateField])
    }

    @Test func optionalStateStartsWithoutAValue() throws {
        let read = ReadScreen(
            screen(
                """
                state:
                  revealedPeer: { type: 'Int?' }
                  note: { type: 'String?', default: null }
                  muted: { type: 'Bool?', default: true }

                """ + Self.rows))
        let state = try #require(read.screen?.state)
        #expect(state.map(\.type) == [.optional(.int), .optional(.string), .optional(.bool)])
        #expect(state.map(\.defaultValue) == [.null, .null, .bool(true)])
        #expect(Set(read.diagnostics.map(\.rule)) == [.unusedStateField])
    }

    @Test func elementTypeNamesAreSingularsOfTheListName() {
        #expect(ElementName.derived(from: "blockedPeers") == "BlockedPeer")
        #expect(ElementName.derived(from: "proxies") == "Proxy")
        #expect(ElementName.derived(from: "servers") == "Server")
        #expect(ElementName.derived(from: "usernames") == "Username")
        #expect(ElementName.derived(from: "addresses") == "Address")
        #expect(ElementName.derived(from: "peerList") == "PeerListElement")
        #expect(ElementName.derived(from: "access") == "AccessElement")
    }

    @Test func elementNameCanBeGiven() throws {
        let read = ReadScreen(
            screen(
                """
                data:
                  peers: { list: { id: String }, element: Contact }
                  others: { list: { id: Int }, element: 1️⃣contact_info }

                """ + Self.rows))
        #expect(read.screen?.data.first?.listType?.element.value == "Contact")
        let diagnostic = try #require(read.only(.invalidIdentifier))
        #expect(diagnostic.span.start == read.source.position("1️⃣"))
        #expect(diagnostic.fixIt?.replacement == "ContactInfo")
    }

    @Test func badSamplesAreInvalidDefaults() {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  category: { enum: [a, b], sample: 1️⃣c }
                  flag: { type: Bool, default: 2️⃣"yes" }
                data:
                  count: { type: Int, sample: 3️⃣lots }
                  status: { type: 'String?', sample: 4️⃣[a] }
                  peers:
                    list: { id: Int, name: String }
                    sample:
                      - { id: 1, name: A }
                      - 5️⃣{ id: 2 }
                      - { id: 6️⃣1, name: B }
                      - { id: 3, 7️⃣nmae: C, name: D }
                  servers: { list: { id: Int }, sample: 8️⃣{ id: 1 } }

                """ + Self.rows))
        #expect(
            read.located.filter { !$0.hasPrefix("unused") } == [
                "invalid-default@1️⃣", "invalid-default@2️⃣", "invalid-default@3️⃣", "invalid-default@4️⃣",
                "invalid-default@5️⃣", "invalid-default@6️⃣", "unknown-field@7️⃣", "invalid-default@8️⃣",
            ])
        #expect(read.messages.contains("`c` is not a case of `category`"))
        #expect(read.messages.contains("this `Peer` has no `name`"))
        #expect(read.messages.contains("two `Peer` elements of `peers` have the id 1"))
        #expect(read.messages.contains("`Peer` has no field `nmae`"))
        // The elements that fit are kept.
        #expect(read.screen?.dataField(named: "peers")?.sample.description == #"[{id: 1, name: "A"}, {id: 3, name: "D"}]"#)
    }

    @Test func aListNeedsAnIdOfTypeIntOrString() {
        let read = ReadScreen(
            screen(
                """
                data:
                  peers:
                    1️⃣list: { name: String }
                  servers:
                    list: { 2️⃣id: 'Int?', host: String }
                  proxies:
                    list: { id: Int, nested: { 3️⃣list: { id: Int } } }

                """ + Self.rows))
        #expect(
            read.located.filter { !$0.hasPrefix("unused") } == [
                "missing-list-id@1️⃣", "missing-list-id@2️⃣", "wrong-type@3️⃣",
            ])
        #expect(read.messages.contains("the elements of `peers` have no `id` field"))
        #expect(read.messages.contains("the `id` of `Server` must be an Int, a String or a PeerId, not `Int?`"))
        #expect(read.messages.contains("field `nested` of `Proxy` cannot be a list: lists do not nest"))
    }

    @Test func keysOfOtherDeclarationsAreExplained() {
        let read = ReadScreen(
            screen(
                """
                state:
                  peers: { type: Int, default: 0, 1️⃣list: { id: Int } }
                  mode: { type: Bool, default: true, 2️⃣sample: false }
                data:
                  count: { type: Int, 3️⃣default: 1 }
                  flag: { type: Bool, 4️⃣element: Flag }
                  items: 5️⃣[1, 2]

                """ + Self.rows))
        #expect(
            read.located.filter { !$0.hasPrefix("unused") } == [
                "unknown-key@1️⃣", "unknown-key@2️⃣", "unknown-key@3️⃣", "conflicting-keys@4️⃣", "wrong-type@5️⃣",
            ])
        #expect(read.diagnostics[0].notes == ["`list` is an option of a data field (lists are app data)"])
    }

    @Test func unknownTypeNamesListTheOptionals() throws {
        let read = ReadScreen(screen("state:\n  count: { type: 1️⃣Integer, default: 0 }\n" + Self.rows))
        let diagnostic = try #require(read.only(.unknownValue))
        #expect(diagnostic.span.start == read.source.position("1️⃣"))
        #expect(diagnostic.notes == ["expected one of: Bool, Int, String, Bool?, Int?, String?"])
    }

    /// Issue 20, bug 16: the smallest Int was read as a magnitude that overflows and silently became a String.
    @Test func theWholeIntRangeIsAnIntInEveryForm() throws {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  floor: -9223372036854775808
                data:
                  lowest: { type: Int, sample: -9223372036854775808 }
                state:
                  low: -9223372036854775808
                  high: +9223372036854775807
                  given: { type: Int, default: -9223372036854775808 }
                  tooLow: -9223372036854775809

                """ + Self.rows))
        let screen = try #require(read.screen)
        #expect(screen.state.map(\.type) == [.int, .int, .int, .string])
        #expect(screen.state.map(\.defaultValue) == [.int(.min), .int(.max), .int(.min), .string("-9223372036854775809")])
        #expect(screen.parameters.map(\.defaultValue) == [.int(.min)])
        #expect(screen.data.map(\.sample) == [.int(.min)])
    }

    /// The app's enums have cases named by keywords (`PeerMessageSound.default`): a declared case or member is written
    /// only after a dot in the generated Swift, so a keyword is fine — but for those Swift refuses there (`self`);
    /// so is a function's argument label (`default:`), but for `inout`, `var` and `let`.
    @Test func declaredCasesAndMembersMayBeKeywordsThatFollowADot() throws {
        let read = ReadScreen(
            """
            screen: Sounds
            title: Sounds
            types:
              Sound:
                cases: [none, default, public]
              Settings:
                members: { default: Bool, sound: Sound }
            functions:
              soundName: { parameters: [strings, sound: Sound, default: "Sound?"] }
            data:
              settings: { type: Settings, sample: { default: true, sound: default } }
            sections:
              - id: main
                rows:
                  - { id: note, item: text, text: x, visible: "settings.default && settings.sound != .public" }
                  - { id: name, item: text, text: '\\(soundName(sound: settings.sound, default: .none))' }

            """)
        #expect(read.located.isEmpty, "\(read.messages)")
        let refused = ReadScreen(
            """
            screen: Sounds
            title: Sounds
            types:
              Sound:
                cases: [none, 1️⃣self]
            functions:
              soundName: { parameters: [2️⃣var: Int] }

            """ + Self.rows)
        #expect(refused.located == ["invalid-identifier@1️⃣", "invalid-identifier@2️⃣"])
    }

    private func caseList(_ type: ValueType) -> [String] {
        if case .enumeration(let cases) = type { return cases.map(\.value) }
        return []
    }
}
