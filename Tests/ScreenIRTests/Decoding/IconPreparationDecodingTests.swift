import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// An icon's `tint:` and `precomposed:`, and an icon chosen by the state (`{ if:, then:, else: }`): how they decode,
/// and bad input reported at its place.
@Suite struct IconPreparationDecodingTests {
    static let state = "state:\n  premium: false\n  muted: false\n"

    @Test func tintPrecomposedAndChoicesDecode() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: disclosure, title: A, icon: { bundle: "Chat/Add", tint: accent, precomposed: true } }
                          - id: b
                            item: switch
                            title: B
                            bind: premium
                            icon: { if: premium, then: { settings: premium }, else: { if: muted, then: { itemList: plusIconImage }, else: { bundle: X } } }

                    """))
        #expect(read.diagnostics.allSatisfy { $0.rule == .unusedStateField }, "\(read.messages)")
        let rows = try #require(read.screen?.sections.first?.rows)
        let tinted = try #require(rows[0].item.icon)
        #expect(tinted.choice == .word(IconImage(.bundle("Chat/Add"), tint: .accent, precomposed: true)))
        let chosen = try #require(rows[1].item.icon)
        #expect(chosen.images.map(\.source) == [.settings("premium"), .itemList("plusIconImage"), .bundle("X")])
        #expect(chosen.resolved { _ in false }.image.source == .bundle("X"))
        #expect(chosen.resolved { _ in true }.image.source == .settings("premium"))
        #expect(read.screen?.usesBundleIcons == true, "a bundle image in any branch imports AppBundle")
    }

    @Test func badTintsFlagsAndChoicesAreReportedAtTheirPlace() {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: disclosure, title: A, icon: { bundle: X, tint: 1️⃣acent } }
                          - { id: b, item: disclosure, title: B, icon: { bundle: X, precomposed: 2️⃣yes please } }
                          - { id: c, item: disclosure, title: C, icon: { if: premium, then: { bundle: X } } }
                          - { id: d, item: disclosure, title: D, icon: { if: premium, then: { bundle: X }, else: 4️⃣plain } }
                          - { id: e, item: disclosure, title: E, icon: { if: 5️⃣premiun, then: { bundle: X }, else: { bundle: Y } } }
                          - { id: f, item: disclosure, title: F, titleIcon: { if: muted 6️⃣+ 1, then: { bundle: X }, else: { bundle: Y } } }

                    """))
        let located = read.located.filter { !$0.hasPrefix("missing-key") }
        #expect(Array(located.prefix(3)) == ["unknown-value@1️⃣", "wrong-type@2️⃣", "wrong-type@4️⃣"], "\(read.messages)")
        #expect(located.contains { $0.hasSuffix("@5️⃣") }, "an icon's condition is checked: \(located)")
        #expect(located.contains { $0.hasSuffix("@6️⃣") }, "a title icon's too: \(located) \(read.messages)")
        let missing = read.diagnostics.first { $0.rule == .missingKey }
        #expect(missing?.message.contains("`else`") == true, "\(read.messages)")
        #expect(missing?.span.start.line == 11)
        #expect(read.diagnostics.first?.help == "did you mean `accent`?")
    }

    /// `{ switch:, cases:, default: }` chooses an icon per enum case, grouped cases sharing one, read as the `if`
    /// chain it is; an unknown case is reported at its name.
    @Test func iconsChosenByASwitchDecodeAsAnIfChain() throws {
        let state = "state:\n  status: { enum: [online, away, busy, offline], default: online }\n"
        let read = ReadScreen(
            screen(
                state + """
                    sections:
                      - id: main
                        rows:
                          - id: a
                            item: disclosure
                            title: A
                            action: open
                            icon:
                              switch: status
                              cases: { online: { settings: premium }, "away, busy": { itemList: plusIconImage } }
                              default: { bundle: X }

                    """))
        #expect(read.diagnostics.isEmpty, "\(read.messages)")
        let icon = try #require(read.screen?.sections.first?.rows.first?.item.icon)
        #expect(icon.images.map(\.source) == [.settings("premium"), .itemList("plusIconImage"), .bundle("X")])
        guard case .condition(let first, _, .condition(let second, _, _)) = icon.choice else {
            Issue.record("not an if chain: \(icon.choice)")
            return
        }
        #expect(first.span.start.line == 14)
        #expect(second.span.start.line == 14, "the grouped cases' test is at their name")

        let bad = ReadScreen(
            screen(
                state + """
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: disclosure, title: A, action: open, icon: { switch: status, cases: { 1️⃣onlin: { bundle: X } }, default: { bundle: Y } } }
                          - { id: b, item: disclosure, title: B, action: open, icon: { 2️⃣switch: status, cases: { online: { bundle: X } } } }

                    """))
        #expect(bad.located.contains { $0.hasSuffix("@1️⃣") }, "\(bad.messages)")
        #expect(bad.located.contains("missing-key@2️⃣"), "\(bad.located) \(bad.messages)")
    }
}
