import ScreenExpressions
import ScreenIR

/// Turns an IR row item into the parameters the generated code passes to ItemListUI for one state (and, in a
/// repeated row, one element): conditions evaluated, texts with their interpolations evaluated, bindings read.
struct RowContentBuilder {
    let context: ConditionContext

    /// The content of `row`'s item.
    func content(of row: Row) -> RenderedRow.Content {
        let content = content(of: row.item, rowID: row.id.value)
        // A row with `reorder:` passes `canBeReordered: true` in its editing value.
        guard row.reorder != nil, case .described(var item) = content, item.peerEditing != nil else { return content }
        item.peerEditing?.canBeReordered = true
        return .described(item)
    }

    func content(of item: RowItem, rowID: String) -> RenderedRow.Content {
        switch item {
        case .switch(let row):
            let binding = context.controlBinding(row.binding.value, change: row.change)
            var item = RenderedRow.Switch(
                title: text(row.title), text: text(row.text), textColor: row.textColor, field: row.binding.value,
                binding: binding, value: context.bool(binding.target), enabled: context.isTrue(row.enabled),
                displayLocked: context.holds(row.locked, absent: false), lockedAction: ScreenAction(row.lockedAction))
            item.interactive = context.holds(row.interactive, absent: true)
            item.icon = icon(row.icon)
            item.action = ScreenAction(row.action)
            return .switch(item)
        case .expandableSwitch(let row):
            let subItems = row.subItems.map { sub in
                RenderedRow.ExpandableSwitch.SubItem(
                    id: sub.id.value, title: text(sub.title), field: sub.binding.value,
                    isSelected: context.bool(sub.binding.value), isEnabled: context.isTrue(sub.enabled))
            }
            let binding = context.controlBinding(row.binding.value, change: row.change)
            var item = RenderedRow.ExpandableSwitch(
                title: text(row.title), field: row.binding.value, binding: binding,
                value: context.bool(binding.target), expandedField: row.expanded.value,
                isExpanded: context.bool(row.expanded.value), subItems: subItems,
                enabled: context.isTrue(row.enabled), displayLocked: context.holds(row.locked, absent: false))
            item.interactive = context.holds(row.interactive, absent: true)
            item.icon = icon(row.icon)
            return .expandableSwitch(item)
        case .disclosure(let row):
            var item = RenderedRow.Disclosure(
                title: text(row.title), label: text(row.label), labelStyle: row.labelStyle,
                disclosureStyle: row.disclosureStyle, titleColor: row.titleColor, titleBadge: text(row.titleBadge),
                enabled: context.isTrue(row.enabled), action: ScreenAction(row.action))
            item.icon = icon(row.icon)
            item.titleIcon = icon(row.titleIcon)
            item.iconPeer = row.iconPeer.map(context.value)
            item.additionalDetailLabel = text(row.additionalDetailLabel)
            item.additionalDetailLabelColor = row.additionalDetailLabelColor
            return .disclosure(item)
        case .action(let row):
            let enabled = context.isTrue(row.enabled)
            return .action(
                RenderedRow.Action(
                    title: text(row.title), kind: enabled ? row.kind : .disabled, declaredKind: row.kind,
                    alignment: row.alignment, enabled: enabled, action: ScreenAction(row.action)))
        case .sectionHeader(let header):
            var item = RenderedRow.SectionHeader(
                text: text(header.text), badge: text(header.badge),
                accessory: header.accessory.map { HeaderAccessory(text: text($0.text), color: $0.color) },
                multiline: header.multiline)
            item.uppercased = header.uppercased
            item.actionText = text(header.actionText)
            item.action = ScreenAction(header.action)
            return .sectionHeader(item)
        case .text(let row):
            var item = RenderedRow.Text(text: text(row.text), format: row.format, alignment: row.alignment, size: row.size)
            item.linkAction = row.linkAction.map(ScreenHook.init)
            return .text(item)
        case .textWithLabel(let row):
            return .textWithLabel(
                RenderedRow.TextWithLabel(
                    label: text(row.label), text: text(row.text), multiline: row.multiline, labelColor: row.labelColor,
                    textColor: row.textColor, action: ScreenAction(row.action)))
        case .singleLineInput(let row):
            return .singleLineInput(
                RenderedRow.SingleLineInput(
                    title: text(row.title), placeholder: text(row.placeholder), field: row.binding.value,
                    text: editedText(row.binding.value, unedited: row.unedited), type: row.type,
                    capitalization: row.capitalization, autocorrection: row.autocorrection, maxLength: row.maxLength,
                    clearType: row.clearType.resolved { context.isTrue($0) }, alignment: row.alignment, enabled: context.isTrue(row.enabled),
                    action: ScreenAction(row.action), change: row.change.map(ScreenHook.init), spacing: row.spacing))
        case .multilineInput(let row):
            return .multilineInput(
                RenderedRow.MultilineInput(
                    placeholder: text(row.placeholder), field: row.binding.value,
                    text: editedText(row.binding.value, unedited: row.unedited), maxLength: row.maxLength,
                    displayLimit: row.displayLimit, capitalization: row.capitalization,
                    autocorrection: row.autocorrection, minimalHeight: row.minimalHeight,
                    change: row.change.map(ScreenHook.init)))
        case .multilineText(let row):
            return .multilineText(
                RenderedRow.MultilineText(text: text(row.text), font: row.font, action: ScreenAction(row.action)))
        case .checkbox(let row):
            return .checkbox(checkbox(row))
        case .info(let row):
            var item = RenderedRow.Info(
                title: text(row.title), text: text(row.text), format: row.format,
                closeAction: context.holds(row.closable, absent: true) ? ScreenAction(row.closeAction) : nil)
            item.linkAction = row.linkAction.map(ScreenHook.init)
            return .info(item)
        case .activityText(let row):
            var item = RenderedRow.ActivityText(
                text: text(row.text), color: row.color.resolved { context.isTrue($0) }, displayActivity: context.holds(row.activity, absent: false))
            item.linkAction = row.linkAction.map(ScreenHook.init)
            return .activityText(item)
        case .placeholder(let row):
            return .placeholder(RenderedRow.Placeholder(text: text(row.text)))
        case .described(let row):
            return .described(described(row, id: rowID))
        }
    }

    /// An input's text: its bound field, or while that is `nil` the `unedited` text (the app's value it shows until
    /// the user edits).
    private func editedText(_ field: String, unedited: Expression?) -> String {
        guard let unedited, case .null = context.value(of: .state(field)) else { return context.string(.state(field)) }
        if case .string(let text) = context.value(of: unedited) { return text }
        return ""
    }

    private func text(_ text: DisplayText) -> DisplayText {
        context.text(text)
    }

    private func text(_ text: DisplayText?) -> DisplayText? {
        context.text(text)
    }

    private func checkbox(_ row: CheckboxRow) -> RenderedRow.Checkbox {
        let checked: Bool
        let behavior: RenderedRow.Checkbox.Behavior
        switch row.behavior {
        case .toggle(let field):
            let binding = context.controlBinding(field.value, change: row.change)
            checked = context.bool(binding.target)
            behavior = .toggle(binding)
        case .select(let field, let caseName):
            let binding = context.controlBinding(field.value, change: row.change)
            checked = context.holdsCase(binding.target, caseName.value)
            behavior = .select(binding, case: caseName.value)
        case .checked(let condition, let action):
            checked = context.holds(condition, absent: false)
            behavior = .action(ScreenAction(action))
        }
        var item = RenderedRow.Checkbox(
            title: text(row.title), subtitle: text(row.subtitle), style: row.style, color: row.color, checked: checked,
            enabled: context.isTrue(row.enabled), behavior: behavior)
        item.icon = icon(row.icon)
        item.iconPlacement = row.iconPlacement
        return item
    }
}
