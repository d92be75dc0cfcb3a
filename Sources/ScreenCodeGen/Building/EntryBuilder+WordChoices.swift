import ScreenIR

extension EntryBuilder {
    /// Swift for an option's word (`ItemKey.byState`): `.onFocus` as written, or a choice as the real screens compute
    /// it in `item(…)`, `isEditing ? .onFocus : .none`, over the Bool values the entry carries (or the element's
    /// fields); nil for a fixed word equal to the initializer's default `initial`, which the call leaves out.
    func wordChoice<Word: RawRepresentable>(
        _ choice: WordChoice<Word>, default initial: String?, named name: String, payload: inout Payload
    ) -> String? where Word.RawValue == String {
        if let word = choice.fixedWord {
            let swift = "." + word.rawValue
            return swift == initial ? nil : swift
        }
        return choiceSwift(choice, payload: &payload)
    }

    private func choiceSwift<Word: RawRepresentable>(_ choice: WordChoice<Word>, payload: inout Payload) -> String
    where Word.RawValue == String {
        switch choice {
        case .word(let word):
            return "." + word.rawValue
        case .condition(let condition, let then, let otherwise):
            let test = choiceCondition(condition, payload: &payload).test
            let thenSwift = choiceSwift(then, payload: &payload)
            let elseSwift = choiceSwift(otherwise, payload: &payload)
            // A choice in `then` is parenthesized; one in `else` reads as the `else if` it is.
            let thenPart = then.fixedWord == nil ? "(\(thenSwift))" : thenSwift
            return "\(test) ? \(thenPart) : \(elseSwift)"
        }
    }
}
