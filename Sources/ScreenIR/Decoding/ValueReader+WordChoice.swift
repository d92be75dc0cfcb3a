import ScreenDiagnostics
import ScreenItems
import YAMLReader

extension ValueReader {
    /// An option's word, or `{ if: condition, then: word, else: word }` (`then` and `else` words or choices again):
    /// see `WordChoice`. Unknown words get "did you mean"; nil when something does not decode.
    func wordChoice<Word: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ node: YAMLNode, what: @autoclosure () -> String, as type: Word.Type
    ) -> WordChoice<Word>? where Word.RawValue == String {
        guard node.mapping != nil else { return word(node, what: what(), as: type).map { .word($0) } }
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
}
