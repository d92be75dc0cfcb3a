import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// `icon:` (three sources, the resource lists of the pinned revision), header `uppercased:` / `actionText:`,
/// `linkAction:` and `spacing:`: how they decode, and every way they can be written wrong.
@Suite struct IconAndLinkDecodingTests {
    static let state = "state:\n  'on': true\n  editing: false\n  name: \"\"\n"

    @Test func theThreeIconSourcesDecodeOnEveryItemThatTakesAnIcon() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: disclosure, title: A, icon: { settings: dataAndStorage } }
                          - { id: b, item: switch, title: B, bind: 'on', icon: { itemList: plusIconImage } }
                          - { id: c, item: checkbox, title: C, bind: 'on', icon: { bundle: "Settings/Menu/DataPhotos" }, iconPlacement: check }
                          - { id: d, item: expandableSwitch, title: D, bind: 'on', expanded: editing, subItems: [], icon: { settings: proxy } }

                    """))
        #expect(read.diagnostics.allSatisfy { $0.rule == .unusedStateField }, "\(read.messages)")
        let rows = try #require(read.screen?.sections.first?.rows)
        #expect(rows.map { $0.item.icon?.source } == [
            .settings("dataAndStorage"), .itemList("plusIconImage"), .bundle("Settings/Menu/DataPhotos"), .settings("proxy"),
        ])
        guard case .checkbox(let checkbox) = rows[2].item else {
            Issue.record("not a checkbox")
            return
        }
        #expect(checkbox.iconPlacement == .check)
        #expect(read.screen?.usesBundleIcons == true)
    }

    @Test func anUnknownResourceNameIsReportedWithTheClosestName() {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: disclosure, title: A, icon: { settings: 1️⃣dataAndStorag } }
                          - { id: b, item: disclosure, title: B, icon: { settings: 2️⃣topics } }
                          - { id: c, item: disclosure, title: C, icon: { settings: 3️⃣plusIconImage } }
                          - { id: d, item: disclosure, title: D, icon: { itemList: 4️⃣plusIcon } }

                    """))
        #expect(read.located == ["unknown-value@1️⃣", "unknown-value@2️⃣", "unknown-value@3️⃣", "unknown-value@4️⃣"])
        #expect(read.diagnostics[0].help == "did you mean `dataAndStorage`?")
        #expect(read.diagnostics[1].message == "`topics` is not a member of `PresentationResourcesSettings`")
        #expect(read.diagnostics[2].help == "write `{ itemList: plusIconImage }`")
        #expect(read.diagnostics[3].help == "did you mean `plusIconImage`?")
    }

    @Test func malformedIconsAreReported() {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: disclosure, title: A, icon: 1️⃣dataAndStorage }
                          - { id: b, item: disclosure, title: B, icon: { settings: proxy, 2️⃣bundle: x } }
                          - { id: c, item: disclosure, title: C, icon: { 3️⃣setting: proxy } }
                          - { id: d, item: disclosure, title: D, icon: { bundle: 4️⃣"Settings/Menu/DataPhotos.imageset" } }
                          - { id: e, item: disclosure, title: E, icon: { bundle: 5️⃣"" } }
                          - { id: f, item: checkbox, title: F, bind: 'on', 6️⃣iconPlacement: check }
                          - { id: g, item: action, title: G, action: go, 7️⃣icon: { settings: proxy } }

                    """))
        #expect(
            read.located == [
                "wrong-type@1️⃣", "conflicting-keys@2️⃣", "unknown-key@3️⃣", "invalid-value@4️⃣",
                "invalid-value@5️⃣", "conflicting-keys@6️⃣", "unknown-key@7️⃣",
            ])
    }

    @Test func headersTakeUppercasedInBothFormsAndAnActionButton() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: a
                        header: { key: Settings_Title, uppercased: true }
                        rows: [{ id: x, item: text, text: x }]
                      - id: b
                        header: { text: Links, uppercased: true, actionText: Edit, set: { editing: "!editing" } }
                        rows: [{ id: y, item: text, text: why }]

                    """))
        #expect(read.diagnostics.allSatisfy { $0.rule == .unusedStateField }, "\(read.messages)")
        let sections = try #require(read.screen?.sections)
        #expect(sections[0].header?.uppercased == true)
        #expect(sections[0].header?.text.source == .localized(key: "Settings_Title"))
        #expect(sections[1].header?.uppercased == true)
        #expect(sections[1].header?.actionText?.source == .literal("Edit"))
        #expect(sections[1].header?.action?.stateUpdate != nil)
    }

    /// Issue 20 ("also found"): a footer is any Text, as a header is — `{ if: }` and `{ switch: }` were read as the
    /// footer's options and rejected as unknown keys; a `key:` mapping was a text only when `key` came first.
    @Test func aFooterTakesEveryFormOfText() throws {
        let read = ReadScreen(
            screen(
                Self.state + "  mode: { enum: [list, grid], default: list }\n" + """
                    sections:
                      - id: a
                        footer: { if: editing, then: Tap to edit., else: Done. }
                        rows: [{ id: x, item: text, text: x }]
                      - id: b
                        footer: { switch: mode, cases: { list: Listed, grid: Tiled } }
                        rows: [{ id: y, item: text, text: why }]
                      - id: c
                        footer: { args: [3], key: Privacy_Footer }
                        rows: [{ id: z, item: text, text: z }]
                      - id: d
                        header: { if: editing, then: Editing, else: Viewing }
                        rows: [{ id: w, item: text, text: w }]

                    """))
        #expect(read.diagnostics.allSatisfy { $0.rule == .unusedStateField }, "\(read.messages)")
        let sections = try #require(read.screen?.sections)
        #expect(sections.prefix(3).allSatisfy { $0.footer?.format == .plain })
        #expect(sections[3].header != nil)
    }

    @Test func aHeaderButtonNeedsBothItsTitleAndItsAction() {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: a
                        header: { text: A, 1️⃣actionText: Edit }
                        rows: [{ id: x, item: text, text: x }]
                      - id: b
                        header: { text: B, 2️⃣action: edit }
                        rows: [{ id: y, item: text, text: why }]
                      - id: c
                        header: { key: C, uppercased: 3️⃣yes }
                        rows: [{ id: z, item: text, text: z }]

                    """))
        #expect(read.located == ["missing-key@1️⃣", "missing-key@2️⃣", "wrong-type@3️⃣"])
    }

    @Test func linkActionsDecodeOnMarkdownAndAreRejectedOnPlainText() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        footer: { markdown: "See [more](more)", linkAction: openLink }
                        rows:
                          - { id: a, item: text, markdown: "[A](a)", linkAction: openLink }
                          - { id: b, item: info, title: B, markdown: "[B](b)", linkAction: openLink }
                          - { id: c, item: activityText, text: "[C](c)", linkAction: openLink }
                          - { id: d, item: text, text: "plain", 1️⃣linkAction: openLink }
                      - id: other
                        footer: { text: plain, 2️⃣linkAction: openLink }
                        rows:
                          - { id: e, item: singleLineInput, bind: name, title: Name, spacing: 12 }

                    """))
        #expect(read.located == ["conflicting-keys@1️⃣", "conflicting-keys@2️⃣"])
        let section = try #require(read.screen?.sections.first)
        #expect(section.footer?.linkAction?.name.value == "openLink")
        #expect(section.rows.prefix(3).allSatisfy { $0.item.linkAction?.name.value == "openLink" })
        guard case .singleLineInput(let input)? = read.screen?.sections.last?.rows.first?.item else {
            Issue.record("not an input")
            return
        }
        #expect(input.spacing == 12)
    }

    @Test func aLinkHookIsAStringHookAndMustAgreeWithItsOtherUses() {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: text, markdown: "[A](a)", linkAction: openLink }
                          - { id: b, item: switch, title: B, bind: 'on', change: 1️⃣openLink }

                    """))
        #expect(read.located == ["hook-type-mismatch@1️⃣"])
        #expect(read.screen?.hookSignatures.first?.payload == [.value(.string)])
    }
}
