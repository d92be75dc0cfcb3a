import ScreenDiagnostics
import ScreenIR
import Testing

/// Texts chosen by a condition or an enum, formatted and plural keys, and number formats: decoding and type checks.
@Suite struct ComputedTextTests {
    /// A screen with app data `name: String`, `count: Int`, `flag: Bool`, `size: Int?` and
    /// `privacy: everybody | contacts | nobody`, whose one row's `label` is `label`.
    func read(label: String) -> (DisplayText?, [Diagnostic]) {
        let text = """
            screen: Demo
            title: Demo
            data:
              name: anna
              count: 3
              flag: true
              size: { type: 'Int?', sample: 10 }
              privacy: { enum: [everybody, contacts, nobody], sample: nobody }
            sections:
              - id: main
                rows:
                  - id: row
                    item: disclosure
                    title: Row
                    action: go
                    label: \(label)
            """
        let result = ScreenReader.read(Array(text.utf8), file: "Demo.yaml")
        guard case .disclosure(let row)? = result.screen?.sections.first?.rows.first?.item else {
            return (nil, result.diagnostics)
        }
        return (row.label, result.diagnostics.filter { $0.rule != .unusedStateField })
    }

    func describe(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule.rawValue)@\($0.span.start) \($0.message)" }
    }

    @Test func aSwitchTextListsATextPerCase() {
        let (text, diagnostics) = read(
            label: "{ switch: privacy, cases: { everybody: Everybody, contacts: { key: My_Contacts }, nobody: Nobody } }")
        #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
        guard case .choice(.cases(let selector, let cases, let fallback))? = text?.source else {
            Issue.record("expected a switch text, got \(String(describing: text))")
            return
        }
        #expect(selector.description == "privacy")
        #expect(cases.map(\.name.value) == ["everybody", "contacts", "nobody"])
        #expect(cases[1].text.source == .localized(key: "My_Contacts"))
        #expect(fallback == nil)
    }

    @Test func aSwitchTextMustCoverItsEnumOrHaveADefault() {
        let (_, missing) = read(label: "{ switch: privacy, cases: { everybody: Everybody } }")
        #expect(describe(missing) == ["missing-key@16:16 the `cases` of this text do not cover `contacts`, `nobody`"])
        let (_, unknown) = read(label: "{ switch: privacy, cases: { everybdy: All }, default: Some }")
        #expect(describe(unknown) == ["unknown-enum-case@16:44 `everybdy` is not a case of `Data.Privacy`"])
        #expect(unknown.first?.help == "did you mean `everybody`?")
        let (_, unreachable) = read(
            label: "{ switch: privacy, cases: { everybody: A, contacts: B, nobody: C }, default: D }")
        #expect(describe(unreachable).map { String($0.prefix(28)) } == ["unreachable-variant@16:93 th"])
        let (_, notEnum) = read(label: "{ switch: flag, cases: { 'yes': A } }")
        #expect(describe(notEnum).map { String($0.prefix(24)) } == ["expression-type@16:26 `s"])
        #expect(notEnum.first?.help == "choose by a condition instead: `{ if: flag, then: …, else: … }`")
    }

    @Test func anIfTextNeedsABoolAndBothTexts() {
        let (text, clean) = read(label: "{ if: size == nil, then: Calculating…, else: '\\(size ?? 0, format: bytes)' }")
        #expect(clean.isEmpty, "\(describe(clean))")
        guard case .choice(.condition(_, let then, let otherwise))? = text?.source,
            case .interpolated(let segments) = otherwise.source
        else {
            Issue.record("expected an if text")
            return
        }
        #expect(then.source == .literal("Calculating…"))
        #expect(segments.count == 1)
        #expect(segments.first?.expression?.description == "size ?? 0")
        let (_, missingElse) = read(label: "{ if: flag, then: 'On' }")
        #expect(describe(missingElse) == ["missing-key@16:14 `the row's label` needs `else`"] || missingElse.contains { $0.rule == .missingKey })
        let (_, notBool) = read(label: "{ if: count, then: A, else: B }")
        #expect(notBool.contains { $0.rule == .expressionType })
    }

    @Test func formattedAndPluralKeysCheckTheirValues() {
        let (formatted, clean) = read(label: "{ key: Username_LinkHint, args: [name, count] }")
        #expect(clean.isEmpty, "\(describe(clean))")
        #expect(formatted?.key == "Username_LinkHint")
        let (plural, cleanPlural) = read(label: "{ key: MessageTimer_Months, count: count }")
        #expect(cleanPlural.isEmpty, "\(describe(cleanPlural))")
        if case .plural(_, let count)? = plural?.source { #expect(count.description == "count") } else { Issue.record("plural") }

        let (_, boolArgument) = read(label: "{ key: Username_LinkHint, args: [flag] }")
        #expect(describe(boolArgument) == ["expression-type@16:49 an argument of a formatted key can show a String or an Int, but `flag` is a Bool"])
        let (_, stringCount) = read(label: "{ key: MessageTimer_Months, count: name }")
        #expect(describe(stringCount) == ["expression-type@16:51 the `count` of a plural key must be an Int, but `name` is a String"])
        let (_, both) = read(label: "{ key: X_Y, args: [name], count: count }")
        #expect(both.map(\.rule) == [.conflictingKeys])
        let (_, emptyArgs) = read(label: "{ key: X_Y, args: [] }")
        #expect(emptyArgs.map(\.rule) == [.invalidValue])
    }

    @Test func numberFormatsAreKnownWordsOnInts() {
        let (_, unknown) = read(label: "'\\(count, format: byte)'")
        #expect(unknown.map(\.rule) == [.unknownValue])
        #expect(unknown.first?.help == "did you mean `bytes`?")
        let (_, notInt) = read(label: "'\\(name, format: count)'")
        #expect(describe(notInt) == ["expression-type@16:19 a number with `format: count` must be an Int, but `name` is a String"])
        let (_, noFormat) = read(label: "'\\(count, bytes)'")
        #expect(noFormat.map(\.rule) == [.expressionSyntax])
    }

    @Test func aSwitchTextIsAvailableInTheTitle() {
        let text = """
            screen: Demo
            title: { text: { switch: mode, cases: { a: A, b: B } } }
            state:
              mode: { enum: [a, b], default: a }
            sections:
              - id: main
                rows:
                  - { id: row, item: action, title: Go, action: go }
            """
        let result = ScreenReader.read(Array(text.utf8), file: "Demo.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
