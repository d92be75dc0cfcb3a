import ScreenExpressions

/// The value of an item option that is one of a fixed set of words — a word as written (`clearType: onFocus`), or
/// chosen by the state where the real screens compute it (`{ if: condition, then: word, else: word }`, nested in
/// `else` or `then` for more than two): an input's `clearType`, an activity text's `color`.
public indirect enum WordChoice<Word: Sendable & Equatable>: Sendable, Equatable {
    /// The word as written.
    case word(Word)
    /// `then` while the condition holds, else `otherwise`.
    case condition(Expression, then: WordChoice<Word>, otherwise: WordChoice<Word>)

    /// The word when it does not depend on the state; nil for a choice.
    public var fixedWord: Word? {
        if case .word(let word) = self { word } else { nil }
    }

    /// The word chosen, asking `holds` for each condition on the way.
    public func resolved(_ holds: (Expression) -> Bool) -> Word {
        switch self {
        case .word(let word): word
        case .condition(let condition, let then, let otherwise):
            holds(condition) ? then.resolved(holds) : otherwise.resolved(holds)
        }
    }

    /// Calls `body` with every condition, outermost first.
    public func forEachCondition(_ body: (Expression) -> Void) {
        guard case .condition(let condition, let then, let otherwise) = self else { return }
        body(condition)
        then.forEachCondition(body)
        otherwise.forEachCondition(body)
    }

    /// The same choice with each word mapped.
    public func map<Other>(_ transform: (Word) -> Other) -> WordChoice<Other> {
        switch self {
        case .word(let word): .word(transform(word))
        case .condition(let condition, let then, let otherwise):
            .condition(condition, then: then.map(transform), otherwise: otherwise.map(transform))
        }
    }
}
