import ScreenDiagnostics
import ScreenExpressions
import ScreenItems
import YAMLReader

extension ValueReader {
    /// An option's word, or `{ if: condition, then: word, else: word }` (`then` and `else` words or choices again):
    /// see `WordChoice`. Unknown words get "did you mean"; nil when something does not decode.
    func wordChoice<Word: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ node: YAMLNode, what: @autoclosure () -> String, as type: Word.Type
    ) -> WordChoice<Word>? where Word.RawValue == String {
        guard let pairs = node.mapping else { return word(node, what: what(), as: type).map { .word($0) } }
        if pairs.contains(where: { $0.key.hasScalarValue("switch") }) {
            return switchChoice(
                node, what: what(), choosing: "word",
                example: (case: "socks5: always", cases: "socks5: always, mtproto: onFocus")
            ) { wordChoice($0, what: $1, as: type) }
        }
        let table = ScreenLanguage.conditionWord
        guard let reader = MappingReader(node, what: what(), allowed: table.names, sink: sink) else { return nil }
        defer { reader.finish() }
        let condition = reader.require("if", help: "write the condition that chooses the word").flatMap {
            self.condition($0, what: "`if`")
        }
        let then = reader.require("then", help: "write the word used while the condition holds").flatMap {
            wordChoice($0, what: what(), as: type)
        }
        let otherwise = reader.require("else", help: "write the word used otherwise").flatMap {
            wordChoice($0, what: what(), as: type)
        }
        guard let condition, let then, let otherwise else { return nil }
        return .condition(condition, then: then, otherwise: otherwise)
    }

    /// The most cases a `switch` choice lists (names in all its groups): each is a test the choice makes in turn.
    static let maximumWordCases = 64

    /// `{ switch: value, cases: { a: <choice>, "b, c": <choice> }, default: <choice> }`: the word (or icon: `thing`
    /// names which) of the value's case, as issue-18 `switch` texts choose texts; `decode` reads each case's choice
    /// (with what to call it). Read as the `if` chain it is — `value == .a`, then `value == .b || value == .c`, else
    /// `default` — each test located at its case name, so validation reports an unknown case where it is written and
    /// the code generator, the runtime and the preview choose as for `{ if:, then:, else: }`. `default` is required:
    /// every value needs a choice.
    func switchChoice<Value: Sendable & Equatable>(
        _ node: YAMLNode, what: @autoclosure () -> String, choosing thing: String,
        example: (case: String, cases: String), decode: (YAMLNode, String) -> WordChoice<Value>?
    ) -> WordChoice<Value>? {
        let table = ScreenLanguage.switchWord
        guard let reader = MappingReader(node, what: what(), allowed: table.names, sink: sink) else { return nil }
        defer { reader.finish() }
        let selector = reader.require("switch", help: "write the enum value that chooses the \(thing)").flatMap {
            expression($0, what: "`switch`")
        }
        let casesNode = reader.require("cases", help: "list a \(thing) per enum case: `cases: { \(example.case) }`")
        let fallback = reader.require(
            "default", help: "write the \(thing) of the cases not listed: the option needs a \(thing) for every value"
        ).flatMap { decode($0, what()) }
        guard let casesNode else { return nil }
        guard let pairs = casesNode.mapping, !pairs.isEmpty else {
            sink.report(
                .wrongType, "`cases` must be a mapping of enum cases to \(thing)s, not \(casesNode.kindDescription)",
                at: casesNode.span, help: "write `cases: { \(example.cases) }`")
            return nil
        }
        var arms: [(names: [Located<String>], span: SourceSpan, choice: WordChoice<Value>)] = []
        var count = 0
        for pair in pairs {
            guard let written = pair.key.scalar?.value else { continue }
            let names = Self.caseNames(written, at: pair.key.span)
            count += names.count
            guard count <= Self.maximumWordCases else {
                sink.report(
                    .invalidValue, "a `switch` \(thing) lists more than \(Self.maximumWordCases) cases",
                    at: pair.key.span, help: "give the other cases the `default` \(thing)")
                return nil
            }
            guard let choice = decode(pair.value, "\(thing) of case `\(written)`") else { continue }
            arms.append((names, pair.key.span, choice))
        }
        guard let selector, let fallback, arms.count == pairs.count else { return nil }
        return arms.reversed().reduce(fallback) { otherwise, arm in
            let tests = arm.names.map { name in
                Expression(.binary(.equal, selector, Expression(.enumCase(name.value), span: name.span)), span: name.span)
            }
            let test = tests.dropFirst().reduce(tests[0]) { Expression(.binary(.or, $0, $1), span: arm.span) }
            return .condition(test, then: arm.choice, otherwise: otherwise)
        }
    }
}
