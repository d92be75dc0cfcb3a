/// Optionals that a condition proves to have a value: inside `{ if: privacy != nil, then: …, else: … }` the `then`
/// text reads `privacy` unwrapped (`privacy.presence`, not `privacy?.presence`), and the generated code binds it with
/// `if let privacy { … }`, as a hand-written screen does.
///
/// Only names are unwrapped (a field, a parameter, a repeated row's element), by `name != nil`, `nil != name`, and the
/// conjunction of such tests (for the `then` text); `name == nil` unwraps it for the `else` text.
public enum Narrowing {
    /// The names `condition` unwraps when it holds, and when it does not, with their unwrapped types.
    public static func unwrapped(
        by condition: Expression, in checker: ExpressionTypeChecker
    ) -> (whenTrue: [(String, ExpressionType)], whenFalse: [(String, ExpressionType)]) {
        (provenNonNil(condition, holds: true, checker), provenNonNil(condition, holds: false, checker))
    }

    /// The names that have a value whenever `condition` evaluates to `holds`.
    public static func names(provenBy condition: Expression, holds: Bool) -> [String] {
        switch condition.kind {
        case .binary(.notEqual, let lhs, let rhs) where holds:
            return nilTest(lhs, rhs).map { [$0] } ?? []
        case .binary(.equal, let lhs, let rhs) where !holds:
            return nilTest(lhs, rhs).map { [$0] } ?? []
        case .binary(.and, let lhs, let rhs) where holds:
            return names(provenBy: lhs, holds: true) + names(provenBy: rhs, holds: true)
        case .binary(.or, let lhs, let rhs) where !holds:
            return names(provenBy: lhs, holds: false) + names(provenBy: rhs, holds: false)
        case .not(let operand):
            return names(provenBy: operand, holds: !holds)
        default:
            return []
        }
    }

    private static func provenNonNil(
        _ condition: Expression, holds: Bool, _ checker: ExpressionTypeChecker
    ) -> [(String, ExpressionType)] {
        names(provenBy: condition, holds: holds).compactMap { name in
            guard case .optional(let wrapped)? = checker.fields[name] else { return nil }
            return (name, wrapped)
        }
    }

    /// The name in `name != nil` / `nil != name`.
    private static func nilTest(_ lhs: Expression, _ rhs: Expression) -> String? {
        switch (lhs.kind, rhs.kind) {
        case (.field(let name), .nilLiteral), (.nilLiteral, .field(let name)): name
        default: nil
        }
    }
}

extension ExpressionTypeChecker {
    /// A checker that also knows each of `names` as its type (replacing what a name meant before).
    public func adding(_ names: [(String, ExpressionType)]) -> ExpressionTypeChecker {
        guard !names.isEmpty else { return self }
        var copy = self
        for (name, type) in names { copy.fields[name] = type }
        return copy
    }
}
