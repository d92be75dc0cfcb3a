import ScreenIR

/// Turns an IR row item into the parameters the generated code passes to ItemListUI for one state.
struct RowContentBuilder {
    let context: ConditionContext

    func content(of item: RowItem) -> RenderedRow.Content {
        switch item {
        case .switch(let row):
            return .switch(
                RenderedRow.Switch(
                    title: row.title, text: row.text, textColor: row.textColor, field: row.binding.value,
                    value: context.bool(row.binding.value), enabled: context.isTrue(row.enabled),
                    displayLocked: context.holds(row.locked, absent: false), lockedAction: ScreenAction(row.lockedAction)))
        case .expandableSwitch(let row):
            let subItems = row.subItems.map { sub in
                RenderedRow.ExpandableSwitch.SubItem(
                    id: sub.id.value, title: sub.title, field: sub.binding.value,
                    isSelected: context.bool(sub.binding.value), isEnabled: context.isTrue(sub.enabled))
            }
            return .expandableSwitch(
                RenderedRow.ExpandableSwitch(
                    title: row.title, field: row.binding.value, value: context.bool(row.binding.value),
                    expandedField: row.expanded.value, isExpanded: context.bool(row.expanded.value), subItems: subItems,
                    enabled: context.isTrue(row.enabled), displayLocked: context.holds(row.locked, absent: false)))
        case .disclosure(let row):
            return .disclosure(
                RenderedRow.Disclosure(
                    title: row.title, label: row.label, labelStyle: row.labelStyle, disclosureStyle: row.disclosureStyle,
                    titleColor: row.titleColor, titleBadge: row.titleBadge, enabled: context.isTrue(row.enabled),
                    action: ScreenAction(row.action)))
        case .action(let row):
            let enabled = context.isTrue(row.enabled)
            return .action(
                RenderedRow.Action(
                    title: row.title, kind: enabled ? row.kind : .disabled, declaredKind: row.kind,
                    alignment: row.alignment, enabled: enabled, action: ScreenAction(row.action)))
        case .sectionHeader(let header):
            return .sectionHeader(
                RenderedRow.SectionHeader(
                    text: header.text, badge: header.badge, accessory: header.accessory, multiline: header.multiline))
        case .text(let row):
            return .text(RenderedRow.Text(text: row.text, format: row.format, alignment: row.alignment, size: row.size))
        case .textWithLabel(let row):
            return .textWithLabel(
                RenderedRow.TextWithLabel(
                    label: row.label, text: row.text, multiline: row.multiline, labelColor: row.labelColor,
                    textColor: row.textColor, action: ScreenAction(row.action)))
        case .singleLineInput(let row):
            return .singleLineInput(
                RenderedRow.SingleLineInput(
                    title: row.title, placeholder: row.placeholder, field: row.binding.value,
                    text: context.string(row.binding.value), type: row.type, capitalization: row.capitalization,
                    autocorrection: row.autocorrection, maxLength: row.maxLength, clearType: row.clearType,
                    alignment: row.alignment, enabled: context.isTrue(row.enabled), action: ScreenAction(row.action)))
        case .multilineInput(let row):
            return .multilineInput(
                RenderedRow.MultilineInput(
                    placeholder: row.placeholder, field: row.binding.value, text: context.string(row.binding.value),
                    maxLength: row.maxLength, displayLimit: row.displayLimit, capitalization: row.capitalization,
                    autocorrection: row.autocorrection, minimalHeight: row.minimalHeight))
        case .multilineText(let row):
            return .multilineText(RenderedRow.MultilineText(text: row.text, font: row.font, action: ScreenAction(row.action)))
        case .checkbox(let row):
            return .checkbox(checkbox(row))
        case .info(let row):
            return .info(
                RenderedRow.Info(
                    title: row.title, text: row.text, format: row.format, closeAction: ScreenAction(row.closeAction)))
        case .activityText(let row):
            return .activityText(
                RenderedRow.ActivityText(
                    text: row.text, color: row.color, displayActivity: context.holds(row.activity, absent: false)))
        case .placeholder(let row):
            return .placeholder(RenderedRow.Placeholder(text: row.text))
        }
    }

    private func checkbox(_ row: CheckboxRow) -> RenderedRow.Checkbox {
        let checked: Bool
        let binding: RenderedRow.Checkbox.Binding
        switch row.behavior {
        case .toggle(let field):
            checked = context.bool(field.value)
            binding = .toggle(field: field.value)
        case .select(let field, let caseName):
            checked = context.holdsCase(field.value, caseName.value)
            binding = .select(field: field.value, case: caseName.value)
        case .checked(let condition, let action):
            checked = context.holds(condition, absent: false)
            binding = .action(ScreenAction(action))
        }
        return RenderedRow.Checkbox(
            title: row.title, subtitle: row.subtitle, style: row.style, color: row.color, checked: checked,
            enabled: context.isTrue(row.enabled), binding: binding)
    }
}
