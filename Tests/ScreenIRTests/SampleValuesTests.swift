import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenIR

/// `SampleValues.read`: values for app data and parameters from a separate file, with positioned problems.
@Suite struct SampleValuesTests {
    static let demo = ReadScreen(
        screen(
            #"""
            parameters:
              category: { enum: [privateChats, groups], sample: groups }
            data:
              autoplayGifs: true
              cacheSize: { type: String?, sample: "1.2 GB" }
              blockedPeers:
                list: { id: Int, name: String, status: String? }
            state:
              draft: ""
            sections:
              - id: m
                visible: autoplayGifs && category == .groups
                rows:
                  - { id: d, item: singleLineInput, bind: draft, placeholder: \(cacheSize ?? "") }
                  - { id: p, item: text, text: \(peer.name), forEach: peer in blockedPeers }

            """#)
    ).screen!

    private func read(_ marked: String) -> (values: [String: ExpressionValue], located: [String], messages: [String]) {
        let source = MarkedSource(marked)
        let (values, diagnostics) = SampleValues.read(Array(source.text.utf8), file: "samples.yaml", for: Self.demo)
        let located = diagnostics.map { diagnostic in
            let marker = MarkedSource.markers.first { source.positions[$0] == diagnostic.span.start }
            return "\(diagnostic.rule.rawValue)@\(marker ?? diagnostic.span.start.description)"
        }
        #expect(diagnostics.allSatisfy { $0.span.file == "samples.yaml" })
        return (values, located, diagnostics.map(\.message))
    }

    @Test func valuesForDataAndParameters() {
        let (values, located, _) = read(
            """
            category: privateChats
            autoplayGifs: false
            cacheSize: null
            blockedPeers:
              - { id: 7, name: Zoë }
              - { id: 8, name: 王小明, status: online }

            """)
        #expect(located.isEmpty)
        #expect(
            values == [
                "category": .enumCase("privateChats"), "autoplayGifs": .bool(false), "cacheSize": .null,
                "blockedPeers": .list([
                    .record(["id": .int(7), "name": .string("Zoë"), "status": .null]),
                    .record(["id": .int(8), "name": .string("王小明"), "status": .string("online")]),
                ]),
            ])
    }

    /// Issue 20, bug 16: `-9223372036854775808` was rejected as "not a Int value".
    @Test func theSmallestIntIsAnInt() throws {
        let screen = try #require(
            ReadScreen(screen("data:\n  floor: 0\nsections:\n  - { id: m, rows: [{ id: t, item: text, text: \\(floor) }] }\n"))
                .screen)
        let (values, diagnostics) = SampleValues.read(
            Array("floor: -9223372036854775808\n".utf8), file: "samples.yaml", for: screen)
        #expect(diagnostics.isEmpty)
        #expect(values == ["floor": .int(.min)])
    }

    @Test func problemsHavePositions() {
        let (values, located, messages) = read(
            """
            1️⃣autoplayGif: true
            2️⃣draft: hello
            category: 3️⃣channels
            cacheSize: 4️⃣[big]
            blockedPeers:
              - 5️⃣{ name: No Id }
              - { id: 2, name: Two, 6️⃣nick: x }

            """)
        #expect(
            located == [
                "unknown-key@1️⃣", "unknown-key@2️⃣", "invalid-default@3️⃣", "invalid-default@4️⃣", "invalid-default@5️⃣",
                "unknown-field@6️⃣",
            ])
        #expect(messages[0] == "screen `Demo` has no data field or parameter `autoplayGif`")
        #expect(messages[1] == "`draft` is a state field of `Demo`: it starts from its default")
        #expect(messages[4] == "this `BlockedPeer` has no `id`")
        #expect(values["blockedPeers"] == .list([.record(["id": .int(2), "name": .string("Two"), "status": .null])]))
        #expect(values["autoplayGifs"] == nil)
    }

    /// Values of the app's declared types are written as their `sample:` is: a struct as a mapping of its members, a
    /// case with the values it carries — which needs the screen's declarations (the values each case carries).
    @Test func valuesOfTheAppsTypesAreWrittenAsTheirSamples() throws {
        let declared = try #require(
            ReadScreen(
                screen(
                    #"""
                    types:
                      CacheSettings:
                        members: { keepDays: Int32, policy: ClearPolicy, excluded: "[PeerId]" }
                      ClearPolicy:
                        cases:
                          never:
                          afterDays: { days: Int32 }
                    data:
                      cache: { type: CacheSettings? }
                    sections:
                      - id: m
                        rows:
                          - { id: t, item: text, text: 'Keep \(cache?.keepDays ?? 0)' }

                    """#)
            ).screen)
        let (values, diagnostics) = SampleValues.read(
            Array("cache: { keepDays: 7, policy: { afterDays: { days: 3 } }, excluded: [1, 2] }\n".utf8),
            file: "samples.yaml", for: declared)
        #expect(diagnostics.map(\.message) == [])
        #expect(
            values["cache"]
                == .record([
                    "keepDays": .int(7), "policy": .caseWithValues("afterDays", ["days": .int(3)]),
                    "excluded": .list([.int(1), .int(2)]),
                ]))
        let wrong = SampleValues.read(
            Array("cache: { policy: { afterDays: { weeks: 3 } } }\n".utf8), file: "samples.yaml", for: declared)
        #expect(wrong.diagnostics.map(\.message) == ["case `afterDays` of `ClearPolicy` carries no `weeks`"])
    }

    @Test func notAMappingOrNotYAML() {
        #expect(read("- a\n- b\n").located == ["wrong-type@1:1"])
        #expect(read("a: [b\n").located.first?.hasPrefix("yaml-syntax") == true)
        #expect(read("").located.isEmpty)
    }
}
