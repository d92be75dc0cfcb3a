import ScreenDiagnostics
import ScreenExpressions

/// `ItemListSwitchItem` bound to a Bool state field.
public struct SwitchRow: Sendable, Equatable {
    /// `ItemListSwitchItem.TextColor`.
    public enum TextColor: String, Sendable, Equatable, CaseIterable { case primary, accent }
    public var title: DisplayText
    /// The subtitle (`text:`).
    public var text: DisplayText?
    public var textColor: TextColor
    /// The Bool field the switch shows and changes.
    public var binding: Located<String>
    public var enabled: Expression?
    /// When true the switch shows a lock and does not change (`displayLocked`, `enableInteractiveChanges: false`).
    public var locked: Expression?
    /// Called when the locked switch is tapped (`activatedWhileDisabled`).
    public var lockedAction: ActionTarget?

    /// The hook called with the new value when the control changes its binding (`change:`); for a binding to app
    /// data always set (default `update<Field>`), since the control cannot write app data itself.
    public var change: HookReference?
    /// The leading icon (`icon:`), drawn untinted in a 59-pt column.
    public var icon: IconReference?

    public init(
        title: DisplayText, text: DisplayText?, textColor: TextColor, binding: Located<String>, enabled: Expression?,
        locked: Expression?, lockedAction: ActionTarget?, change: HookReference? = nil, icon: IconReference? = nil
    ) {
        self.change = change
        self.icon = icon
        self.title = title
        self.text = text
        self.textColor = textColor
        self.binding = binding
        self.enabled = enabled
        self.locked = locked
        self.lockedAction = lockedAction
    }
}

/// `ItemListExpandableSwitchItem`: a switch with checkable sub-items that expand below it.
public struct ExpandableSwitchRow: Sendable, Equatable {
    /// One `ItemListExpandableSwitchItem.SubItem`, bound to a Bool field.
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

    public var title: DisplayText
    public var binding: Located<String>
    /// The Bool field that says whether the sub-items are shown.
    public var expanded: Located<String>
    public var subItems: [SubItem]
    public var enabled: Expression?
    public var locked: Expression?

    /// The hook called with the new value when the control changes its binding (`change:`); for a binding to app
    /// data always set (default `update<Field>`), since the control cannot write app data itself.
    public var change: HookReference?
    /// The leading icon (`icon:`).
    public var icon: IconReference?

    public init(
        title: DisplayText, binding: Located<String>, expanded: Located<String>, subItems: [SubItem],
        enabled: Expression?, locked: Expression?, change: HookReference? = nil, icon: IconReference? = nil
    ) {
        self.change = change
        self.icon = icon
        self.title = title
        self.binding = binding
        self.expanded = expanded
        self.subItems = subItems
        self.enabled = enabled
        self.locked = locked
    }
}

/// `ItemListCheckboxItem`.
public struct CheckboxRow: Sendable, Equatable {
    /// `ItemListCheckboxItemStyle`: where the checkmark is drawn.
    public enum Style: String, Sendable, Equatable, CaseIterable { case left, right }
    /// `ItemListCheckboxItemColor`.
    public enum Color: String, Sendable, Equatable, CaseIterable { case accent, secondary }
    /// What the checkbox shows and does.
    public enum Behavior: Sendable, Equatable {
        /// Bound to a Bool field: checked when true, a tap toggles it.
        case toggle(Located<String>)
        /// Bound to an enum field: checked when the field equals the case, a tap selects it (a radio group).
        case select(Located<String>, case: Located<String>)
        /// Checked when the condition holds; a tap runs the action.
        case checked(Expression, action: ActionTarget)
    }
    /// `ItemListCheckboxItem.IconPlacement`: `default` gives the icon a column of its own, `check` puts it in the
    /// checkmark's leading column.
    public enum IconPlacement: String, Sendable, Equatable, CaseIterable { case `default`, check }

    public var title: DisplayText
    public var subtitle: DisplayText?
    public var style: Style
    public var color: Color
    public var behavior: Behavior
    public var enabled: Expression?

    /// The hook called with the new value when the control changes its binding (`change:`); for a binding to app
    /// data always set (default `update<Field>`), since the control cannot write app data itself.
    public var change: HookReference?
    /// The icon (`icon:`), drawn untinted; nil for none.
    public var icon: IconReference?
    /// Where the icon goes (`iconPlacement:`); meaningful only with an icon.
    public var iconPlacement: IconPlacement

    public init(
        title: DisplayText, subtitle: DisplayText?, style: Style, color: Color, behavior: Behavior, enabled: Expression?,
        change: HookReference? = nil, icon: IconReference? = nil, iconPlacement: IconPlacement = .default
    ) {
        self.change = change
        self.icon = icon
        self.iconPlacement = iconPlacement
        self.title = title
        self.subtitle = subtitle
        self.style = style
        self.color = color
        self.behavior = behavior
        self.enabled = enabled
    }
}

/// `ItemListDisclosureItem`.
public struct DisclosureRow: Sendable, Equatable {
    /// `ItemListDisclosureLabelStyle` cases that make sense from YAML.
    public enum LabelStyle: Sendable, Equatable {
        case text, detailText, multilineDetailText
        case coloredText(ItemColor)
        case badge(ItemColor)

        /// The YAML names, in documentation order.
        public static let names = ["text", "detailText", "multilineDetailText", "coloredText", "badge"]
    }
    /// `ItemListDisclosureStyle`.
    public enum DisclosureStyle: String, Sendable, Equatable, CaseIterable { case arrow, optionArrows, none }
    /// `ItemListDisclosureItemTitleColor`.
    public enum TitleColor: String, Sendable, Equatable, CaseIterable { case primary, accent }

    public var title: DisplayText
    public var label: DisplayText?
    public var labelStyle: LabelStyle
    public var disclosureStyle: DisclosureStyle
    public var titleColor: TitleColor
    public var titleBadge: DisplayText?
    public var enabled: Expression?
    public var action: ActionTarget?
    /// The leading icon (`icon:`), drawn untinted at its own size; the title moves right.
    public var icon: IconReference?

    public init(
        title: DisplayText, label: DisplayText?, labelStyle: LabelStyle, disclosureStyle: DisclosureStyle,
        titleColor: TitleColor, titleBadge: DisplayText?, enabled: Expression?, action: ActionTarget?,
        icon: IconReference? = nil
    ) {
        self.icon = icon
        self.title = title
        self.label = label
        self.labelStyle = labelStyle
        self.disclosureStyle = disclosureStyle
        self.titleColor = titleColor
        self.titleBadge = titleBadge
        self.enabled = enabled
        self.action = action
    }
}

/// `ItemListActionItem`.
public struct ActionRow: Sendable, Equatable {
    /// `ItemListActionKind`.
    public enum Kind: String, Sendable, Equatable, CaseIterable { case generic, destructive, neutral, disabled }
    /// `ItemListActionAlignment`.
    public enum Alignment: String, Sendable, Equatable, CaseIterable { case natural, center }

    public var title: DisplayText
    public var kind: Kind
    public var alignment: Alignment
    /// When false the row is drawn with kind `.disabled` and ignores taps.
    public var enabled: Expression?
    public var action: ActionTarget

    public init(title: DisplayText, kind: Kind, alignment: Alignment, enabled: Expression?, action: ActionTarget) {
        self.title = title
        self.kind = kind
        self.alignment = alignment
        self.enabled = enabled
        self.action = action
    }
}
