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
            return switchWordChoice(node, what: what(), as: type)
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

    /// The most cases a `switch` word lists (names in all its groups): each is a test the choice makes in turn.
    static let maximumWordCases = 64

    /// `{ switch: value, cases: { a: word, "b, c": word }, default: word }`: the word of the value's case, as issue-18
    /// `switch` texts choose texts. Read as the `if` chain it is — `value == .a`, then `value == .b || value == .c`,
    /// else `default` — each test located at its case name, so validation reports an unknown case where it is written
    /// and the code generator, the runtime and the preview choose as for `{ if:, then:, else: }`. `default` is
    /// required: an option needs a word for every value.
    private func switchWordChoice<Word: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ node: YAMLNode, what: @autoclosure () -> String, as type: Word.Type
    ) -> WordChoice<Word>? where Word.RawValue == String {
        let table = ScreenLanguage.switchWord
        guard let reader = MappingReader(node, what: what(), allowed: table.names, sink: sink) else { return nil }
        defer { reader.finish() }
        let selector = reader.require("switch", help: "write the enum value that chooses the word").flatMap {
            expression($0, what: "`switch`")
        }
        let casesNode = reader.require("cases", help: "list a word per enum case: `cases: { socks5: always }`")
        let fallback = reader.require(
            "default", help: "write the word of the cases not listed: the option needs a word for every value"
        ).flatMap { wordChoice($0, what: what(), as: type) }
        guard let casesNode else { return nil }
        guard let pairs = casesNode.mapping, !pairs.isEmpty else {
            sink.report(
                .wrongType, "`cases` must be a mapping of enum cases to words, not \(casesNode.kindDescription)",
                at: casesNode.span, help: "write `cases: { socks5: always, mtproto: onFocus }`")
            return nil
        }
        var arms: [(names: [Located<String>], span: SourceSpan, word: WordChoice<Word>)] = []
        var count = 0
        for pair in pairs {
            guard let written = pair.key.scalar?.value else { continue }
            let names = Self.caseNames(written, at: pair.key.span)
            count += names.count
            guard count <= Self.maximumWordCases else {
                sink.report(
                    .invalidValue, "a `switch` word lists more than \(Self.maximumWordCases) cases", at: pair.key.span,
                    help: "give the other cases the `default` word")
                return nil
            }
            guard let word = wordChoice(pair.value, what: "word of case `\(written)`", as: type) else { continue }
            arms.append((names, pair.key.span, word))
        }
        guard let selector, let fallback, arms.count == pairs.count else { return nil }
        return arms.reversed().reduce(fallback) { otherwise, arm in
            let tests = arm.names.map { name in
                Expression(.binary(.equal, selector, Expression(.enumCase(name.value), span: name.span)), span: name.span)
            }
            let test = tests.dropFirst().reduce(tests[0]) { Expression(.binary(.or, $0, $1), span: arm.span) }
            return .condition(test, then: arm.word, otherwise: otherwise)
        }
    }
}
