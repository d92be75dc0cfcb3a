import ScreenExpressions

/// What the preview shows for a call of an app function that declares no `sample:`: the call itself between `‹ ›`,
/// with its arguments written as Swift literals — `‹timeIntervalString(value: 604800)›`,
/// `‹dataSizeString(1073741824)›`, `‹label(settings: .enableEveryone(disableFor: [2 entries]))›` — so a reader sees
/// which function the app will call with which values. Environment values (`strings`, `theme`, …) are left out, as
/// the screen file leaves them out.
public enum CallPlaceholder {
    /// The placeholder for a call of `function` with `arguments` (label — `_` for an unlabelled one — and value, in
    /// the order written).
    public static func text(
        calling function: FunctionSignature,
        with arguments: [(label: String, value: ExpressionValue)],
        interface: AppInterface
    ) -> String {
        var unused = function.writtenParameters
        let written = arguments.map { argument in
            // The parameter the argument is for (its type says how to write the value).
            let index = unused.firstIndex { ($0.label ?? "_") == argument.label }
            let type = index.flatMap { unused.remove(at: $0).type }
            let value = literal(argument.value, type: type, interface: interface)
            return argument.label == "_" ? value : "\(argument.label): \(value)"
        }
        return "‹\(function.name)(\(written.joined(separator: ", ")))›"
    }

    /// A value as a Swift literal: `42`, `0.5`, `"text"`, `true`, `nil`, `.case`, `.case(label: value)` (what a case
    /// carries in declaration order), an array as `[1, 2]`, a struct as `Name(member: value, …)` (members in
    /// declaration order; `Name(…)` for a type the screen only passes on), a peer by its name. A dictionary is written
    /// with its count (`[2 entries]`): samples keep its values, not its keys.
    static func literal(_ value: ExpressionValue, type: ExpressionType?, interface: AppInterface) -> String {
        let type = type?.wrapped ?? type
        func list(_ parts: [String]) -> String { parts.joined(separator: ", ") }
        switch value {
        case .bool, .int, .double, .string, .enumCase, .null:
            return value.description
        case .caseWithValues(let name, let values):
            let carried: [CaseValue] =
                if case .enumeration(let enumName, _)? = type {
                    interface.values(ofCase: name, in: enumName)
                } else {
                    values.keys.sorted().map { CaseValue(label: $0, type: .string) }
                }
            let typed = !carried.isEmpty && carried.allSatisfy { values[$0.label] != nil }
            let parts =
                typed
                ? carried.map { "\($0.label): \(literal(values[$0.label]!, type: $0.type, interface: interface))" }
                : values.keys.sorted().map { "\($0): \(literal(values[$0]!, type: nil, interface: interface))" }
            return "." + name + "(" + list(parts) + ")"
        case .list(let elements):
            switch type {
            case .dictionary?:
                return elements.isEmpty ? "[:]" : "[\(elements.count) \(elements.count == 1 ? "entry" : "entries")]"
            case .array(let element)?:
                return "[" + list(elements.map { literal($0, type: element, interface: interface) }) + "]"
            case .list(let record)?:
                return "[" + list(elements.map { literal($0, type: .record(record), interface: interface) }) + "]"
            default:
                return "[" + list(elements.map { literal($0, type: nil, interface: interface) }) + "]"
            }
        case .record(let fields):
            if type == .peer, let peer = PeerSample.parts(of: value) {
                return ExpressionPrinter.stringLiteral(peer.name)
            }
            guard case .record(let record)? = type else {
                return "{"
                    + list(
                        fields.keys.sorted().map { "\($0): \(literal(fields[$0]!, type: nil, interface: interface))" }
                    )
                    + "}"
            }
            guard !record.fields.isEmpty else { return record.name + "(…)" }
            let members = record.fields.compactMap { field in
                fields[field.name].map { "\(field.name): \(literal($0, type: field.type, interface: interface))" }
            }
            return record.name + "(" + list(members) + ")"
        }
    }
}
