import ScreenDiagnostics
import ScreenExpressions

/// What a name a condition, text or binding reads stands for.
public enum Declaration: Sendable, Equatable {
    case state(StateField)
    case data(DataField)
    case parameter(Parameter)
    case condition(NamedCondition)

    /// The declared name.
    public var name: Located<String> {
        switch self {
        case .state(let field): field.name
        case .data(let field): field.name
        case .parameter(let parameter): parameter.name
        case .condition(let condition): condition.name
        }
    }

    /// A phrase for messages: "state field", "data field", "parameter", "condition".
    public var kindPhrase: String {
        switch self {
        case .state: "state field"
        case .data: "data field"
        case .parameter: "parameter"
        case .condition: "condition"
        }
    }
}

/// What a control's `bind:` writes.
public enum BindingTarget: Sendable, Equatable {
    /// A state field: the control writes it (and calls its `change` hook, if any).
    case state(StateField)
    /// An app data field: the control calls its `change` hook with the new value; the app writes the data.
    case data(DataField)
    /// A field of the repeated row's element (`peer.muted`): like app data, through the `change` hook.
    case element(variable: String, list: ListType, field: RecordField)
}

extension Screen {
    /// The declaration of `name` among state fields, app data, parameters and named conditions (the first, if a
    /// name is declared twice).
    public func declaration(named name: String) -> Declaration? {
        if let field = field(named: name) { return .state(field) }
        if let field = dataField(named: name) { return .data(field) }
        if let parameter = parameter(named: name) { return .parameter(parameter) }
        if let condition = condition(named: name) { return .condition(condition) }
        return nil
    }

    /// Every name a condition can read with its type: state fields, app data, parameters and named conditions.
    public var expressionTypes: [String: ExpressionType] {
        var types: [String: ExpressionType] = [:]
        types.reserveCapacity(conditions.count + parameters.count + data.count + state.count)
        for condition in conditions { types[condition.name.value] = .bool }
        for parameter in parameters { types[parameter.name.value] = parameter.expressionType }
        for field in data { types[field.name.value] = field.expressionType }
        for field in state { types[field.name.value] = field.expressionType }
        return types
    }

    /// The list a repeated row's element comes from, and the element's type; nil for a fixed row or a `forEach`
    /// that names no list data field.
    public func list(of repetition: Repetition) -> ListType? {
        dataField(named: repetition.list.value)?.listType
    }

    /// What `binding` (as written in `bind:` of `row`) writes; nil when it names nothing a control can write.
    public func bindingTarget(_ binding: String, in row: Row) -> BindingTarget? {
        if let dot = binding.firstIndex(of: ".") {
            let variable = String(binding[..<dot])
            let fieldName = String(binding[binding.index(after: dot)...])
            guard let repetition = row.repetition, repetition.element.value == variable,
                let list = list(of: repetition), let field = list.field(named: fieldName)
            else { return nil }
            return .element(variable: variable, list: list, field: field)
        }
        if let field = field(named: binding) { return .state(field) }
        if let field = dataField(named: binding) { return .data(field) }
        return nil
    }
}
