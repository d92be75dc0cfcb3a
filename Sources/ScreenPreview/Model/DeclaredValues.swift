import ScreenExpressions
import ScreenRuntime

/// Reading and replacing a value inside a value of the app's declared types, along a data panel line's path: a
/// member of a struct (`cache.keepDays`), a value an enum case carries (`presence.disableFor`), in any nesting.
enum DeclaredValues {
    /// The value `path` leads to inside `value` (of `type`), with its type; nil when the value has no such part (a
    /// nil optional, another case than the path's).
    static func part(
        of value: ExpressionValue,
        type: ExpressionType,
        at path: [DataPanel.ValueStep],
        in state: ScreenState
    ) -> (ExpressionValue, ExpressionType)? {
        var value = value
        var type = type
        for step in path {
            guard let (next, nextType) = child(step, of: value, type: type, in: state) else { return nil }
            (value, type) = (next, nextType)
        }
        return (value, type)
    }

    /// `value` (of `type`) with the part `path` leads to replaced by `new`; nil when the value has no such part.
    static func replacing(
        _ path: [DataPanel.ValueStep],
        in value: ExpressionValue,
        type: ExpressionType,
        with new: ExpressionValue,
        in state: ScreenState
    ) -> ExpressionValue? {
        guard let step = path.first else { return new }
        guard let (current, childType) = child(step, of: value, type: type, in: state),
            let replaced = replacing(Array(path.dropFirst()), in: current, type: childType, with: new, in: state)
        else { return nil }
        switch (step, value) {
        case (.member(let name), .record(var members)):
            members[name] = replaced
            return .record(members)
        case (.carried(let label), .caseWithValues(let caseName, var values)):
            values[label] = replaced
            return .caseWithValues(caseName, values)
        default:
            return nil
        }
    }

    /// One step down: a member of a struct value, or a value the enum case carries.
    private static func child(
        _ step: DataPanel.ValueStep,
        of value: ExpressionValue,
        type: ExpressionType,
        in state: ScreenState
    ) -> (ExpressionValue, ExpressionType)? {
        switch (step, type.wrapped ?? type, value) {
        case (.member(let name), .record(let record), .record(let members)):
            guard let memberType = record.type(of: name) else { return nil }
            return (members[name] ?? .null, memberType)
        case (.carried(let label), .enumeration(let enumName, _), .caseWithValues(let caseName, let values)):
            guard let carried = state.carriedValues(ofCase: caseName, in: enumName).first(where: { $0.label == label })
            else { return nil }
            return (values[label] ?? .null, carried.type)
        default:
            return nil
        }
    }
}
