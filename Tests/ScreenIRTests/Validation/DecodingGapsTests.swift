import ScreenDiagnostics
import ScreenIR
import Testing

/// A declaration or row that fails to decode is reported where it is written, once: where it is used — read by a
/// condition or text, bound, written by `set`, repeated over, named by `focus` — it is not also "no field" or "no
/// row".
@Suite struct DecodingGapsTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        ScreenReader.read(Array(text.utf8), file: "T.yaml").diagnostics
    }

    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.span.start) \($0.rule.rawValue): \($0.message)" }
    }

    @Test func aStateFieldWithAnUnknownTypeIsNotUnknownWhereItIsUsed() {
        let diagnostics = Self.diagnostics(
            """
            screen: T
            title: T
            state:
              count: { type: Integer, default: 0 }
              flag: { type: Boolean }
            sections:
              - id: s
                visible: count > 0
                rows:
                  - { id: r, item: switch, title: '\\(count) items', bind: flag }
                  - { id: a, item: action, title: Reset, set: { flag: false }, action: reset }
            """)
        #expect(diagnostics.map(\.rule) == [.unknownValue, .unknownValue], "\(Self.summary(diagnostics))")
        #expect(diagnostics.map(\.span.start.line) == [4, 5])
    }

    @Test func aNamedConditionThatDoesNotParseIsNotUnknownWhereItIsUsed() {
        let diagnostics = Self.diagnostics(
            """
            screen: T
            title: T
            state:
              'on': true
            conditions:
              isOn: { when: 'on' }
            sections:
              - id: s
                rows:
                  - { id: r, item: action, title: Go, action: go, visible: isOn && on }
            """)
        #expect(diagnostics.map(\.rule) == [.wrongType], "\(Self.summary(diagnostics))")
    }

    @Test func aListThatFailsIsNotUnknownWhereARowRepeatsOverIt() {
        let diagnostics = Self.diagnostics(
            """
            screen: T
            title: T
            data:
              peers: { list: { id: Int, name: Strin } }
            sections:
              - id: s
                rows:
                  - { id: r, item: text, forEach: peer in peers, text: '\\(peer.name)' }
            """)
        #expect(diagnostics.map(\.rule) == [.unknownType], "\(Self.summary(diagnostics))")
        #expect(diagnostics.first?.span.start.line == 4)
    }

    @Test func focusOnARowThatFailsIsNotAlsoNoRow() {
        let diagnostics = Self.diagnostics(
            """
            screen: T
            title: T
            focus: name
            state:
              name: ""
            sections:
              - id: s
                rows:
                  - { id: name, item: singleLineInput, bind: name, type: numbers }
            """)
        #expect(diagnostics.map(\.rule) == [.unknownValue], "\(Self.summary(diagnostics))")
    }

    /// Names that are not declared at all are still reported.
    @Test func anUndeclaredNameIsStillUnknown() {
        let diagnostics = Self.diagnostics(
            """
            screen: T
            title: T
            focus: nam
            state:
              count: { type: Integer, default: 0 }
            sections:
              - id: s
                visible: cuont > 0
                rows:
                  - { id: name, item: action, title: Go, action: go }
            """)
        #expect(
            diagnostics.map(\.rule).sorted() == [.unknownValue, .unknownStateField, .invalidFocus].sorted(),
            "\(Self.summary(diagnostics))")
    }
}
