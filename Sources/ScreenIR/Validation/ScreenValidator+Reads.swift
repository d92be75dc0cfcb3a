import ScreenExpressions

extension ScreenValidator {
    /// The kinds of field an expression can read.
    enum FieldKind {
        case state, data, parameter

        /// "local state", "app data", "a parameter".
        var phrase: String {
            switch self {
            case .state: "local state"
            case .data: "app data"
            case .parameter: "a parameter"
            }
        }
    }

    /// The first field `expression` reads (itself, or through named conditions) whose kind is not in `allowed`, with
    /// why it is not (`` `x` is app data ``, `` condition `c` reads `x`, which is app data ``); nil when it reads only
    /// fields of `allowed` (unknown names are the type checker's to report; `elementVariable`, a repeated row's
    /// element, is always allowed).
    func firstRead(
        in expression: Expression, outside allowed: Set<FieldKind>, elementVariable: String?
    ) -> (Expression, String)? {
        if case .field(let name) = expression.kind, name != elementVariable,
            let leaf = leafOutside(allowed, name, visiting: [])
        {
            let reason =
                leaf.name == name
                ? "`\(name)` is \(leaf.kind.phrase)"
                : "condition `\(name)` reads `\(leaf.name)`, which is \(leaf.kind.phrase)"
            return (expression, reason)
        }
        for child in expression.children {
            if let found = firstRead(in: child, outside: allowed, elementVariable: elementVariable) { return found }
        }
        return nil
    }

    /// The name `name` reads (itself, or through named conditions) whose kind is not in `allowed`, and its kind.
    private func leafOutside(
        _ allowed: Set<FieldKind>, _ name: String, visiting: Set<String>
    ) -> (name: String, kind: FieldKind)? {
        let kind: FieldKind
        switch declarations.declaration(named: name) {
        case nil: return nil
        case .state?: kind = .state
        case .data?: kind = .data
        case .parameter?: kind = .parameter
        case .condition(let condition)?:
            guard !visiting.contains(name) else { return nil }  // a cycle, reported elsewhere
            for reference in condition.expression.fieldReferences {
                if let leaf = leafOutside(allowed, reference, visiting: visiting.union([name])) { return leaf }
            }
            return nil
        }
        return allowed.contains(kind) ? nil : (name, kind)
    }
}
