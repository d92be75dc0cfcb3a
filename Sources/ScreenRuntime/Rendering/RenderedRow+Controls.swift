import ScreenIR

extension RenderedRow {
    /// `ItemListSwitchItem` parameters.
    public struct Switch: Sendable, Equatable {
        /// `title:`.
        public var title: DisplayText
        /// `text:` (the subtitle).
        public var text: DisplayText?
        /// `textColor:`.
        public var textColor: SwitchRow.TextColor
        /// The binding as written (`autoplay`, `peer.muted`).
        public var field: String
        /// What the binding writes and the hook told about it.
        public var binding: ControlBinding
        /// `value:`: the bound value.
        public var value: Bool
        /// `enabled:`: the `enabled` condition, or true.
        public var enabled: Bool
        /// `displayLocked:`: the `locked` condition, or false.
        public var displayLocked: Bool
        /// The `interactive` condition, or true: whether the switch flips under the finger. False for a switch bound to
        /// app data whose change the app intercepts: it waits for the data.
        public var interactive = true
        /// `activatedWhileDisabled:`: the `lockedAction`, reported when the locked switch is tapped.
        public var lockedAction: ScreenAction?
        /// `icon:`; nil for none.
        public var icon: IconReference? = nil
        /// `action:`: what a tap on the row (not on the switch) does, while the switch is enabled; nil for none (the
        /// row is then not selectable).
        public var action: ScreenAction? = nil

        /// Creates the parameters.
        public init(
            title: DisplayText, text: DisplayText?, textColor: SwitchRow.TextColor, field: String,
            binding: ControlBinding? = nil, value: Bool, enabled: Bool, displayLocked: Bool, lockedAction: ScreenAction?
        ) {
            self.title = title
            self.text = text
            self.textColor = textColor
            self.field = field
            self.binding = binding ?? ControlBinding(target: .state(field))
            self.value = value
            self.enabled = enabled
            self.displayLocked = displayLocked
            self.lockedAction = lockedAction
        }

        /// `enableInteractiveChanges:`: `interactive`, and false while locked, so a tap does not flip the switch.
        public var enableInteractiveChanges: Bool { interactive && !displayLocked }
    }

    /// `ItemListExpandableSwitchItem` parameters.
    public struct ExpandableSwitch: Sendable, Equatable {
        /// One `ItemListExpandableSwitchItem.SubItem`.
        public struct SubItem: Sendable, Equatable {
            /// `id:` (the sub-item's id in YAML).
            public var id: String
            /// `title:`.
            public var title: DisplayText
            /// The bound Bool field.
            public var field: String
            /// `isSelected:`: the bound field's value.
            public var isSelected: Bool
            /// `isEnabled:`: the sub-item's `enabled` condition, or true.
            public var isEnabled: Bool

            /// Creates the parameters.
            public init(id: String, title: DisplayText, field: String, isSelected: Bool, isEnabled: Bool) {
                self.id = id
                self.title = title
                self.field = field
                self.isSelected = isSelected
                self.isEnabled = isEnabled
            }
        }

        /// `title:`.
        public var title: DisplayText
        /// The switch's binding as written (`autoplay`, `peer.muted`).
        public var field: String
        /// What the switch's binding writes and the hook told about it.
        public var binding: ControlBinding
        /// `value:`.
        public var value: Bool
        /// The Bool field that says whether the sub-items are shown.
        public var expandedField: String
        /// `isExpanded:`.
        public var isExpanded: Bool
        /// `subItems:`, in order.
        public var subItems: [SubItem]
        /// `enabled:`: the `enabled` condition, or true.
        public var enabled: Bool
        /// `displayLocked:`: the `locked` condition, or false.
        public var displayLocked: Bool
        /// The `interactive` condition, or true (see `Switch.interactive`).
        public var interactive = true
        /// `icon:`; nil for none.
        public var icon: IconReference? = nil

        /// Creates the parameters.
        public init(
            title: DisplayText, field: String, binding: ControlBinding? = nil, value: Bool, expandedField: String,
            isExpanded: Bool, subItems: [SubItem], enabled: Bool, displayLocked: Bool
        ) {
            self.title = title
            self.field = field
            self.binding = binding ?? ControlBinding(target: .state(field))
            self.value = value
            self.expandedField = expandedField
            self.isExpanded = isExpanded
            self.subItems = subItems
            self.enabled = enabled
            self.displayLocked = displayLocked
        }

        /// The number of selected sub-items (the "selected" of the "selected/total" ItemListUI shows).
        public var selectedCount: Int { subItems.count { $0.isSelected } }

        /// `enableInteractiveChanges:`: `interactive`, and false while locked.
        public var enableInteractiveChanges: Bool { interactive && !displayLocked }
    }

    /// `ItemListCheckboxItem` parameters.
    public struct Checkbox: Sendable, Equatable {
        /// What the checkbox is bound to, which decides what a tap does.
        public enum Behavior: Sendable, Equatable {
            /// A Bool: checked when true; a tap toggles it.
            case toggle(ControlBinding)
            /// An enum: checked when it holds the case; a tap selects the case (a radio group).
            case select(ControlBinding, case: String)
            /// A `checked` condition: a tap runs the action and writes no state.
            case action(ScreenAction)
        }

        /// `title:`.
        public var title: DisplayText
        /// `subtitle:`.
        public var subtitle: DisplayText?
        /// `style:` (where the checkmark is drawn).
        public var style: CheckboxRow.Style
        /// `color:`.
        public var color: CheckboxRow.Color
        /// `checked:`.
        public var checked: Bool
        /// `enabled:`: the `enabled` condition, or true.
        public var enabled: Bool
        /// What a tap does.
        public var behavior: Behavior
        /// `icon:`; nil for none.
        public var icon: IconReference? = nil
        /// `iconPlacement:` (passed only with an icon).
        public var iconPlacement: CheckboxRow.IconPlacement = .default

        /// Creates the parameters.
        public init(
            title: DisplayText, subtitle: DisplayText?, style: CheckboxRow.Style, color: CheckboxRow.Color,
            checked: Bool, enabled: Bool, behavior: Behavior
        ) {
            self.title = title
            self.subtitle = subtitle
            self.style = style
            self.color = color
            self.checked = checked
            self.enabled = enabled
            self.behavior = behavior
        }
    }
}
