import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

extension ValueReader {
    /// `set: { field: value, … }`: the local state fields to write and their values (expressions, parsed here and
    /// checked against the fields by validation); `hook` is the `action:` written next to it. Nil when the mapping
    /// is not one, is empty, or none of its values parses.
    func stateUpdate(_ node: YAMLNode, hook: HookReference?) -> StateUpdate? {
        guard let pairs = node.mapping else {
            sink.report(
                .wrongType, "`set` must be a mapping of state fields to values, not \(node.kindDescription)",
                at: node.span, help: "for example `set: { editing: true }`")
            return nil
        }
        guard !pairs.isEmpty else {
            sink.report(
                .invalidValue, "`set` names no state field to write", at: node.span,
                help: "write the fields and their values, `set: { editing: true }`, or remove `set`")
            return nil
        }
        var assignments: [StateUpdate.Assignment] = []
        assignments.reserveCapacity(pairs.count)
        for pair in pairs {
            // A key that is not a scalar was reported by the YAML reader.
            guard let key = pair.key.scalar else { continue }
            guard let value = assignedValue(pair.value, field: key.value) else { continue }
            assignments.append(StateUpdate.Assignment(field: Located(key.value, span: pair.key.span), value: value))
        }
        guard !assignments.isEmpty else { return nil }
        return StateUpdate(assignments: assignments, hook: hook, span: node.span)
    }

    /// The value of one field in `set:`: an expression of the condition language; YAML's `null` (or `~`) is `nil`.
    private func assignedValue(_ node: YAMLNode, field: String) -> Expression? {
        if let scalar = node.scalar, scalar.isNull, !scalar.value.isEmpty {
            return Expression(.nilLiteral, span: node.span)
        }
        guard let scalar = node.scalar, !scalar.isNull else {
            sink.report(
                .wrongType, "the value of `\(field)` in `set` must be a single value, not \(node.kindDescription)",
                at: node.span, help: "write a value of the field's type: `true`, `!\(field)`, `.someCase`, `nil`, `'\"text\"'`")
            return nil
        }
        return condition(node, what: "the value of `\(field)` in `set`")
    }
}
