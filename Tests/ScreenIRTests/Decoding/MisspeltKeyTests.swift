import ScreenDiagnostics
import ScreenIR
import Testing

/// A misspelt key anywhere is one diagnostic: the unknown key with "did you mean `<key>`?". Whatever else the
/// missing key would have caused — a missing key, "needs `title` or `icon`", "`x` has no effect without `y`", an
/// unreachable variant, a radio checkbox without `selects`, errors in every `peer.name` of a row whose `forEach` is
/// misspelt — is not reported beside it.
@Suite struct MisspeltKeyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// The key the file misspells, as "did you mean" names it.
        let meant: String
        let yaml: String
        var testDescription: String { name }
    }

    static func diagnostics(_ text: String) -> [Diagnostic] {
        ScreenReader.read(Array(text.utf8), file: "T.yaml").diagnostics
    }

    /// A screen whose only section holds `rows` (YAML flow mappings, one per line), after `head` (top-level keys).
    static func screen(head: String = "", rows: [String]) -> String {
        "screen: T\ntitle: T\n\(head)sections:\n  - id: s\n    rows:\n"
            + rows.map { "      - \($0)\n" }.joined()
    }

    static let cases: [Case] = [
        Case(
            name: "navigation button title", meant: "title",
            yaml: screen(head: "navigationBar:\n  right: { titel: Done, action: done }\n", rows: ["{ id: r, item: action, title: Go, action: go }"])),
        Case(
            name: "navigation button action", meant: "action",
            yaml: screen(head: "navigationBar:\n  right: { title: Done, actoin: done }\n", rows: ["{ id: r, item: action, title: Go, action: go }"])),
        Case(
            name: "navigation button variant's when", meant: "when",
            yaml: screen(
                head: "state:\n  saving: false\nnavigationBar:\n  right:\n    - { wen: saving, title: A, action: a }\n    - { title: B, action: b, enabled: saving }\n",
                rows: ["{ id: r, item: action, title: Go, action: go }"])),
        Case(
            name: "action row action", meant: "action",
            yaml: screen(rows: ["{ id: r, item: action, title: Go, acton: go }"])),
        Case(
            name: "toolbar action title", meant: "title",
            yaml: screen(head: "toolbar:\n  - { titel: A, action: a }\n", rows: ["{ id: r, item: action, title: Go, action: go }"])),
        Case(
            name: "localized text key", meant: "key",
            yaml: screen(rows: ["{ id: r, item: action, title: { kye: Go }, action: go }"])),
        Case(
            name: "localized text key with args", meant: "key",
            yaml: screen(rows: ["{ id: r, item: action, title: { kye: Go, args: [\"a\"] }, action: go }"])),
        Case(
            name: "conditional text if", meant: "if",
            yaml: screen(head: "state:\n  'on': true\n", rows: ["{ id: r, item: action, title: { fi: 'on', then: A, else: B }, action: go }"])),
        Case(
            name: "conditional text else", meant: "else",
            yaml: screen(head: "state:\n  'on': true\n", rows: ["{ id: r, item: action, title: { if: 'on', then: A, esle: B }, action: go }"])),
        Case(
            name: "screen title as a localized text", meant: "key",
            yaml: "screen: T\ntitle: { kye: Settings_Title }\nsections:\n  - id: s\n    rows:\n      - { id: r, item: action, title: Go, action: go }\n"),
        Case(
            name: "title variant text", meant: "text",
            yaml: "screen: T\nstate:\n  'on': true\ntitle:\n  - { when: 'on', txt: A }\n  - { text: B }\nsections:\n  - id: s\n    rows:\n      - { id: r, item: action, title: Go, action: go }\n"),
        Case(
            name: "title variant when", meant: "when",
            yaml: "screen: T\nstate:\n  'on': true\ntitle:\n  - { wen: 'on', text: A }\n  - { text: B }\nsections:\n  - id: s\n    rows:\n      - { id: r, item: action, title: Go, action: go, visible: 'on' }\n"),
        Case(
            name: "segmented title segments", meant: "segments",
            yaml: "screen: T\nstate:\n  mode: { enum: [a, b], default: a }\ntitle: { text: T, segmnets: [A, B], selected: mode }\nsections:\n  - id: s\n    rows:\n      - { id: r, item: action, title: Go, action: go }\n"),
        Case(
            name: "custom item parameter type", meant: "type",
            yaml: screen(
                head: "items:\n  fancy:\n    swift: FancyItem\n    module: SettingsUIItems\n    parameters:\n      - presentationData\n      - value: { tpye: String }\n      - sectionId\n",
                rows: ["{ id: r, item: action, title: Go, action: go }"])),
        Case(
            name: "header button action", meant: "action",
            yaml: "screen: T\ntitle: T\nsections:\n  - id: s\n    header: { text: H, actionText: Edit, actoin: edit }\n    rows:\n      - { id: r, item: action, title: Go, action: go }\n"),
        Case(
            name: "header button actionText", meant: "actionText",
            yaml: "screen: T\ntitle: T\nsections:\n  - id: s\n    header: { text: H, actionTxt: Edit, action: edit }\n    rows:\n      - { id: r, item: action, title: Go, action: go }\n"),
        Case(
            name: "label colour", meant: "labelColor",
            yaml: screen(rows: ["{ id: r, item: disclosure, title: Go, label: \"2\", labelStyle: badge, labelColour: accent, action: go }"])),
        Case(
            name: "label style", meant: "labelStyle",
            yaml: screen(rows: ["{ id: r, item: disclosure, title: Go, label: \"2\", labelStlye: badge, labelColor: accent, action: go }"])),
        Case(
            name: "radio checkbox bind", meant: "bind",
            yaml: screen(head: "state:\n  mode: { enum: [a, b], default: a }\n", rows: [
                "{ id: r, item: checkbox, title: A, bnid: mode, selects: a }",
                "{ id: r2, item: checkbox, title: B, bind: mode, selects: b }",
            ])),
        Case(
            name: "checkbox bind", meant: "bind",
            yaml: screen(head: "state:\n  'on': true\n", rows: ["{ id: r, item: checkbox, title: A, bnid: 'on', visible: 'on' }"])),
        Case(
            name: "radio checkbox selects", meant: "selects",
            yaml: screen(head: "state:\n  mode: { enum: [a, b], default: a }\n", rows: [
                "{ id: r, item: checkbox, title: A, bind: mode, selects: a }",
                "{ id: r2, item: checkbox, title: B, bind: mode, selcts: b }",
            ])),
        Case(
            name: "icon source", meant: "settings",
            yaml: screen(rows: ["{ id: r, item: disclosure, title: Go, icon: { setings: privacyAndSecurity }, action: go }"])),
        Case(
            name: "row item", meant: "item",
            yaml: screen(rows: ["{ id: r, itme: action, title: Go, action: go }"])),
        Case(
            name: "text row text", meant: "text",
            yaml: screen(rows: ["{ id: r, item: text, txt: Hello }"])),
        Case(
            name: "text row markdown with a link action", meant: "markdown",
            yaml: screen(rows: ["{ id: r, item: text, markdwon: \"[a](b)\", linkAction: open }"])),
        Case(
            name: "switch locked", meant: "locked",
            yaml: screen(head: "state:\n  'on': true\n", rows: ["{ id: r, item: switch, title: A, bind: 'on', lokced: true, lockedAction: why }"])),
        Case(
            name: "multiline input maxLength", meant: "maxLength",
            yaml: screen(head: "state:\n  bio: \"\"\n", rows: ["{ id: r, item: multilineInput, bind: bio, maxLenght: 70, displayLimit: true }"])),
        Case(
            name: "checkbox icon", meant: "icon",
            yaml: screen(head: "state:\n  'on': true\n", rows: ["{ id: r, item: checkbox, title: A, bind: 'on', icn: { settings: privacyAndSecurity }, iconPlacement: default }"])),
        Case(
            name: "state field enum", meant: "enum",
            yaml: screen(head: "state:\n  mode: { enm: [a, b], default: a }\n", rows: ["{ id: r, item: action, title: Go, action: go, visible: mode == .a }"])),
        Case(
            name: "state field type", meant: "type",
            yaml: screen(head: "state:\n  count: { tpye: Int, default: 0 }\n", rows: ["{ id: r, item: action, title: \"\\\\(count)\", action: go, visible: count > 0 }"])),
        Case(
            name: "state field default", meant: "default",
            yaml: screen(head: "state:\n  mode: { enum: [a, b], defualt: a }\n", rows: ["{ id: r, item: action, title: Go, action: go, visible: mode == .a }"])),
        Case(
            name: "data field list", meant: "list",
            yaml: screen(head: "data:\n  peers: { lst: { id: Int, name: String }, element: Peer }\n", rows: ["{ id: r, item: action, title: Go, action: go }"])),
        Case(
            name: "repeated row forEach", meant: "forEach",
            yaml: screen(
                head: "data:\n  peers: { list: { id: PeerId, peer: Peer, name: String }, sample: [] }\n",
                rows: ["{ id: r, item: peer, forEahc: p in peers, peer: p.peer, visible: \"!p.name.isEmpty\" }"])),
        Case(
            name: "input bound field, named by focus", meant: "bind",
            yaml: "screen: T\ntitle: T\nfocus: host\nstate:\n  host: \"\"\nsections:\n  - id: s\n    rows:\n      - { id: host, item: singleLineInput, bnid: host }\n"),
    ]

    @Test(arguments: cases)
    func aMisspeltKeyIsOnlyTheUnknownKey(_ example: Case) {
        let diagnostics = Self.diagnostics(example.yaml)
        #expect(
            diagnostics.map(\.rule) == [.unknownKey],
            "\(diagnostics.map { "\($0.span.start) \($0.rule.rawValue): \($0.message)" })")
        #expect(diagnostics.first?.help == "did you mean `\(example.meant)`?")
    }

    @Test func aMisspeltListElementFieldIsOnlyTheUnknownField() {
        let diagnostics = Self.diagnostics(
            Self.screen(
                head: "data:\n  peers: { list: { id: Int, name: String }, sample: [{ id: 1, nmae: Anna }] }\n",
                rows: ["{ id: r, item: text, forEach: peer in peers, text: \"\\\\(peer.name)\" }"]))
        #expect(diagnostics.map(\.rule) == [.unknownField], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.help == "did you mean `name`?")
    }

    @Test func aMisspeltCaseOfASwitchTextIsOnlyTheUnknownCase() {
        let diagnostics = Self.diagnostics(
            Self.screen(
                head: "state:\n  who: { enum: [everybody, nobody], default: everybody }\n",
                rows: ["{ id: r, item: disclosure, title: { switch: who, cases: { everybody: A, nobdy: B } }, action: go }"]))
        #expect(diagnostics.map(\.rule) == [.unknownEnumCase], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.help == "did you mean `nobody`?")
    }

    /// The other side: a key that is really missing is still reported, beside an unknown key that misspells
    /// something else.
    @Test func aMissingKeyBesideAnUnrelatedUnknownKeyIsStillReported() {
        let button = Self.diagnostics(
            Self.screen(
                head: "navigationBar:\n  right: { action: done, colour: red }\n",
                rows: ["{ id: r, item: action, title: Go, action: go }"]))
        #expect(button.contains { $0.rule == .missingKey && $0.message == "the right button needs `title` or `icon`" })
        let row = Self.diagnostics(Self.screen(rows: ["{ id: r, title: Go, action: go }"]))
        #expect(row.map(\.rule) == [.missingKey], "\(row.map(\.message))")
        let lockedAction = Self.diagnostics(
            Self.screen(head: "state:\n  'on': true\n", rows: ["{ id: r, item: switch, title: A, bind: 'on', lockedAction: why }"]))
        #expect(lockedAction.map(\.message) == ["`lockedAction` has no effect without `locked`"])
        let cases = Self.diagnostics(
            Self.screen(
                head: "state:\n  who: { enum: [everybody, nobody], default: everybody }\n",
                rows: ["{ id: r, item: disclosure, title: { switch: who, cases: { everybody: A, friends: B } }, action: go }"]))
        #expect(cases.map(\.rule).sorted() == [.missingKey, .unknownEnumCase], "\(cases.map(\.message))")
    }
}
