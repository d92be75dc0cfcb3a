/// Optionals a text reads unwrapped: inside `{ if: let privacy, then: …, else: … }` the `then` text reads `privacy`
/// unwrapped (`privacy.presence`, not `privacy?.presence`), and the generated code binds it with `if let privacy`, as a
/// hand-written screen does.
extension ExpressionTypeChecker {
    /// A checker that also knows each of `names` as its type (replacing what a name meant before).
    public func adding(_ names: [(String, ExpressionType)]) -> ExpressionTypeChecker {
        guard !names.isEmpty else { return self }
        var copy = self
        for (name, type) in names { copy.fields[name] = type }
        return copy
    }
}
