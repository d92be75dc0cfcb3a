import ScreenDiagnostics
import ScreenExpressions

// The parts of the control rows that are not one key's value, read by the named readers of their descriptions
// (`ItemReader`); the row structs themselves are generated (`IR/Generated/GeneratedControlsRows.swift`).

extension ExpandableSwitchRow {
    /// One `ItemListExpandableSwitchItem.SubItem`, bound to a Bool field (`ItemReader.subItems`).
    public struct SubItem: Sendable, Equatable {
        public var id: Located<String>
        public var title: DisplayText
        public var binding: Located<String>
        public var enabled: Expression?

        public init(id: Located<String>, title: DisplayText, binding: Located<String>, enabled: Expression?) {
            self.id = id
            self.title = title
            self.binding = binding
            self.enabled = enabled
        }
    }
}

extension CheckboxRow {
    /// What the checkbox shows and does (`ItemReader.checkboxBehavior`).
    public enum Behavior: Sendable, Equatable {
        /// Bound to a Bool field: checked when true, a tap toggles it.
        case toggle(Located<String>)
        /// Bound to an enum field: checked when the field equals the case, a tap selects it (a radio group).
        case select(Located<String>, case: Located<String>)
        /// Checked when the condition holds; a tap runs the action.
        case checked(Expression, action: ActionTarget)

        /// The field a bound checkbox shows and changes; nil for `checked`.
        public var field: Located<String>? {
            switch self {
            case .toggle(let field), .select(let field, _): field
            case .checked: nil
            }
        }

        /// The action of a `checked` checkbox; nil for a bound one.
        public var action: ActionTarget? {
            if case .checked(_, let action) = self { action } else { nil }
        }
    }
}

extension DisclosureRow {
    /// `ItemListDisclosureLabelStyle` cases that make sense from YAML (`ItemReader.labelStyle`).
    public enum LabelStyle: Sendable, Equatable {
        case text, detailText, multilineDetailText
        case coloredText(ItemColor)
        case badge(ItemColor)

        /// The YAML names, in documentation order.
        public static let names = ["text", "detailText", "multilineDetailText", "coloredText", "badge"]
    }
}
