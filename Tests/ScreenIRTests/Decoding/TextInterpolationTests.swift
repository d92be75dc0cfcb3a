import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenIR

/// `\(expression)` in literal texts: segments, escapes, positions of problems inside the text.
@Suite struct TextInterpolationTests {
    /// The text of the only row (`title:` of a disclosure) of a screen with a count and a name.
    private func title(_ yaml: String) -> (DisplayText?, ReadScreen) {
        let read = ReadScreen(
            screen(
                """
                state:
                  count: 3
                  name: Anna
                data:
                  status: { type: 'String?', sample: away }
                sections:
                  - id: main
                    rows:
                      - id: row
                        item: disclosure
                        title: \(yaml)
                        label: \\(name) \\(status ?? "") \\(count)

                """))
        guard case .disclosure(let row)? = read.screen?.sections.first?.rows.first?.item else { return (nil, read) }
        return (row.title, read)
    }

    private func segments(_ text: DisplayText?) -> [String] {
        guard case .interpolated(let segments)? = text?.source else { return [] }
        return segments.map {
            switch $0 {
            case .literal(let text): "'\(text)'"
            case .expression(let expression): "(\(expression))"
            case .number(let expression, let format): "(\(expression) as \(format.rawValue))"
            }
        }
    }

    @Test func expressionsAndLiteralsAlternate() {
        let (text, read) = title(#"\(count) users · \(name)"#)
        #expect(segments(text) == ["(count)", "' users · '", "(name)"])
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        #expect(text?.fallback == #"\(count) users · \(name)"#)
    }

    @Test func parenthesesAndStringsInsideAnExpression() {
        let (text, read) = title(#"'\((status ?? ")(")) and \(name)!'"#)
        #expect(segments(text) == [#"(status ?? ")(")"#, "' and '", "(name)", "'!'"])
        #expect(read.diagnostics.isEmpty, "\(read.located)")
    }

    @Test func doubleBackslashWritesALiteralInterpolation() {
        let (text, read) = title(#"Type \\(name) to see \(name)"#)
        #expect(segments(text) == [#"'Type \(name) to see '"#, "(name)"])
        #expect(read.diagnostics.isEmpty)
        let (plain, _) = title(#"a \\( b \ c"#)
        #expect(plain?.source == .literal(#"a \( b \ c"#))
    }

    @Test func localizedTextsDoNotInterpolate() {
        let (text, _) = title("{ key: Settings_Title }")
        #expect(text?.source == .localized(key: "Settings_Title"))
    }

    @Test func problemsPointInsideTheText() {
        let marked = screen(
            #"""
            state:
              count: 3
            data:
              status: { type: 'String?', sample: away }
              'on': true
            sections:
              - id: main
                rows:
                  - id: a
                    item: disclosure
                    title: Hi 1️⃣\(count
                  - id: b
                    item: disclosure
                    title: '\(count) \(2️⃣cuont)'
                  - id: c
                    item: disclosure
                    title: Now 3️⃣\()
                  - id: d
                    item: disclosure
                    title: \(count) \(4️⃣status)
                  - id: e
                    item: disclosure
                    title: \(5️⃣on)
                  - id: f
                    item: disclosure
                    title: \(count 6️⃣&&)

            """#)
        let read = ReadScreen(marked)
        #expect(
            read.located == [
                "expression-syntax@1️⃣", "unknown-state-field@2️⃣", "expression-syntax@3️⃣", "expression-type@4️⃣",
                "expression-type@5️⃣", "expression-syntax@6️⃣",
            ])
        #expect(read.diagnostics[0].message == "`\\(` is not closed: expected `)`")
        #expect(read.diagnostics[1].help == "did you mean `count`?")
        #expect(read.diagnostics[3].message == "a text can show a String or an Int, but `status` is a `String?`")
        #expect(read.diagnostics[3].help == #"unwrap it with `??`: `\(status ?? "")`"#)
        #expect(read.diagnostics[4].message == "a text can show a String or an Int, but `on` is a Bool")
    }

    @Test func textsEverywhereAreChecked() {
        let read = ReadScreen(
            #"""
            screen: Demo
            title: { text: \(1️⃣a), subtitle: \(2️⃣b) }
            emptyState: \(3️⃣c)
            navigationBar:
              right: { title: \(4️⃣d), action: go }
              back: \(5️⃣e)
            toolbar:
              - { title: \(6️⃣f), action: go }
            sections:
              - id: main
                header: { text: \(7️⃣g), badge: \(8️⃣h) }
                footer: \(9️⃣i)
                rows:
                  - { id: n, item: text, text: x }

            """#)
        #expect(
            read.located == MarkedSource.markers.map { "unknown-state-field@\($0)" })
    }
}
