import ScreenExpressions
import ScreenIR

extension RenderedRow {
    /// The element of a list an instance of a repeated row (`forEach: peer in blockedPeers`) is shown for.
    public struct ListElement: Sendable, Equatable {
        /// The name the element is bound to (`peer`).
        public var variable: String
        /// The list data field (`blockedPeers`).
        public var list: String
        /// The element's index in the list (the generated entry's `index`).
        public var index: Int
        /// The element's `id` (the instance's `RowID.element`).
        public var id: ExpressionValue
        /// The element: a record with every field of the element type.
        public var value: ExpressionValue

        /// Creates an element reference.
        public init(variable: String, list: String, index: Int, id: ExpressionValue, value: ExpressionValue) {
            self.variable = variable
            self.list = list
            self.index = index
            self.id = id
            self.value = value
        }

        /// The value of the element's field `name` (`.null` for an optional field without a value).
        public subscript(field name: String) -> ExpressionValue {
            guard case .record(let fields) = value else { preconditionFailure("a list element is not a record") }
            return fields[name] ?? .null
        }
    }

    /// What a control's `bind:` writes and the hook told about it.
    public struct ControlBinding: Sendable, Equatable {
        /// Where the bound value lives.
        public enum Target: Sendable, Equatable {
            /// A state field: the control writes it.
            case state(String)
            /// An app data field: the control writes nothing; it asks the app through its `change` hook.
            case data(String)
            /// A field of the element of the row's instance (`bind: peer.muted`): like app data, through the hook.
            case element(list: String, id: ExpressionValue, field: String)
        }

        /// Where the bound value lives.
        public var target: Target
        /// The hook called with the new value (`change:`): for a state binding after the value changed; for app
        /// data and element fields it is the only way the value changes.
        public var change: ScreenHook?

        /// Creates a binding.
        public init(target: Target, change: ScreenHook? = nil) {
            self.target = target
            self.change = change
        }

        /// Whether the control writes the value itself (a state field) rather than asking the app.
        public var writesState: Bool {
            if case .state = target { true } else { false }
        }
    }
}

extension ConditionContext {
    /// What `binding` (as written in `bind:`) names in this context: a field of the bound element (`peer.muted`), a
    /// state field, or an app data field.
    func controlBinding(_ binding: String, change: HookReference?) -> RenderedRow.ControlBinding {
        let hook = change.map(ScreenHook.init)
        if let element, let dot = binding.utf8.firstIndex(of: UInt8(ascii: ".")),
            binding.utf8[..<dot].elementsEqual(element.variable.utf8)
        {
            let field = String(binding[binding.utf8.index(after: dot)...])
            return RenderedRow.ControlBinding(
                target: .element(list: element.list, id: element.id, field: field), change: hook)
        }
        let isState = state.origin(of: binding) == .state
        return RenderedRow.ControlBinding(target: isState ? .state(binding) : .data(binding), change: hook)
    }

    /// The current value a binding reads.
    func value(of target: RenderedRow.ControlBinding.Target) -> ExpressionValue {
        switch target {
        case .state(let field), .data(let field):
            guard let value = state[field] else { preconditionFailure("no field `\(field)`") }
            return value
        case .element(_, _, let field):
            guard let element else { preconditionFailure("`\(field)` is read outside a repeated row") }
            return element[field: field]
        }
    }

    /// The value of a bound Bool.
    func bool(_ target: RenderedRow.ControlBinding.Target) -> Bool {
        guard case .bool(let value) = value(of: target) else { preconditionFailure("`\(target)` is not a Bool") }
        return value
    }

    /// The value of a bound String.
    func string(_ target: RenderedRow.ControlBinding.Target) -> String {
        guard case .string(let value) = value(of: target) else { preconditionFailure("`\(target)` is not a String") }
        return value
    }

    /// Whether a bound enum holds `caseName`.
    func holdsCase(_ target: RenderedRow.ControlBinding.Target, _ caseName: String) -> Bool {
        guard case .enumCase(let value) = value(of: target) else { preconditionFailure("`\(target)` is not an enum") }
        return value == caseName
    }

    /// The value of a Bool state field (sub-items and `expanded` of an expandable switch).
    func bool(_ field: String) -> Bool {
        bool(.state(field))
    }
}
