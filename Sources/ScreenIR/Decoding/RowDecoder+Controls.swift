import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

extension RowDecoder {
    func decodeSwitch(_ reader: MappingReader) -> SwitchRow? {
        let title = requiredText(reader, "title")
        let subtitle = optionalText(reader, "text")
        let textColor = word(reader, "textColor", SwitchRow.TextColor.self) ?? .primary
        let binding = binding(reader)
        let enabled = condition(reader, "enabled")
        let locked = condition(reader, "locked")
        let lockedAction = reader.value("lockedAction").flatMap(values.externalAction)
        rejectUnless(reader.hasOrMisspells("locked"), reader, "lockedAction", because: "without `locked`")
        let icon = iconValue(reader)
        guard let title, let binding else { return nil }
        return SwitchRow(
            title: title, text: subtitle, textColor: textColor, binding: binding, enabled: enabled, locked: locked,
            lockedAction: lockedAction, icon: icon)
    }

    func decodeExpandableSwitch(_ reader: MappingReader) -> ExpandableSwitchRow? {
        let title = requiredText(reader, "title")
        let binding = binding(reader)
        let expanded = reader.require("expanded", help: "name a Bool state field that says whether the sub-items show")
            .flatMap { values.fieldName($0, what: "expanded field") }
        var subItems: [ExpandableSwitchRow.SubItem] = []
        if let node = reader.require("subItems") {
            if let items = node.sequence {
                subItems = items.compactMap(decodeSubItem)
            } else {
                sink.report(.wrongType, "`subItems` must be a list, not \(node.kindDescription)", at: node.span)
            }
        }
        let enabled = condition(reader, "enabled")
        let locked = condition(reader, "locked")
        let icon = iconValue(reader)
        guard let title, let binding, let expanded else { return nil }
        return ExpandableSwitchRow(
            title: title, binding: binding, expanded: expanded, subItems: subItems, enabled: enabled, locked: locked,
            icon: icon)
    }

    private func decodeSubItem(_ node: YAMLNode) -> ExpandableSwitchRow.SubItem? {
        guard let reader = MappingReader(node, what: "a sub-item", allowed: ScreenLanguage.subItem.names, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let id = reader.require("id").flatMap { values.identifier($0, what: "sub-item id") }
        let title = requiredText(reader, "title")
        let binding = binding(reader)
        let enabled = condition(reader, "enabled")
        guard let id, let title, let binding else { return nil }
        return ExpandableSwitchRow.SubItem(id: id, title: title, binding: binding, enabled: enabled)
    }

    func decodeDisclosure(_ reader: MappingReader) -> DisclosureRow? {
        let title = requiredText(reader, "title")
        let label = optionalText(reader, "label")
        let labelStyle = decodeLabelStyle(reader)
        let disclosureStyle = word(reader, "disclosureStyle", DisclosureRow.DisclosureStyle.self) ?? .arrow
        let titleColor = word(reader, "titleColor", DisclosureRow.TitleColor.self) ?? .primary
        let titleBadge = optionalText(reader, "titleBadge")
        let enabled = condition(reader, "enabled")
        let action = values.actionTarget(in: reader, required: false, allowsSet: true)
        let icon = iconValue(reader)
        guard let title else { return nil }
        return DisclosureRow(
            title: title, label: label, labelStyle: labelStyle, disclosureStyle: disclosureStyle, titleColor: titleColor,
            titleBadge: titleBadge, enabled: enabled, action: action, icon: icon)
    }

    private func decodeLabelStyle(_ reader: MappingReader) -> DisclosureRow.LabelStyle {
        let colorNode = reader.value("labelColor")
        let color = colorNode.flatMap(decodeColor)
        guard let styleNode = reader.value("labelStyle"), let scalar = values.scalar(styleNode, what: "`labelStyle`") else {
            rejectUnless(
                colorNode == nil || reader.misspells(["labelStyle"]), reader, "labelColor",
                because: "unless `labelStyle` is `coloredText` or `badge`")
            return .text
        }
        let needsColor = scalar.value == "coloredText" || scalar.value == "badge"
        rejectUnless(needsColor || colorNode == nil, reader, "labelColor", because: "unless `labelStyle` is `coloredText` or `badge`")
        if needsColor && colorNode == nil {
            reader.reportMissing(
                ["labelColor"], "label style `\(scalar.value)` needs `labelColor`", at: styleNode.span,
                help: "add `labelColor: accent` (or destructive, constructive, secondary, primary, #RRGGBB)")
        }
        switch scalar.value {
        case "text": return .text
        case "detailText": return .detailText
        case "multilineDetailText": return .multilineDetailText
        case "coloredText": return .coloredText(color ?? .accent)
        case "badge": return .badge(color ?? .accent)
        default:
            values.reportUnknownWord(
                scalar.value, what: "label style", options: DisclosureRow.LabelStyle.names, at: styleNode.span)
            return .text
        }
    }

    /// A colour: a theme colour name or `#RRGGBB`.
    func decodeColor(_ node: YAMLNode) -> ItemColor? {
        guard let scalar = values.scalar(node, what: "a colour") else { return nil }
        if let named = ItemColor.namedColors[scalar.value] { return named }
        let text = scalar.value
        if text.hasPrefix("#"), text.count == 7, let rgb = UInt32(text.dropFirst(), radix: 16) { return .rgb(rgb) }
        let names = ItemColor.namedColors.keys.sorted()
        if text.hasPrefix("#") {
            sink.report(
                .invalidValue, "`\(text)` is not a colour: write `#` and six hexadecimal digits", at: node.span,
                help: "for example `#FF9500`")
            return nil
        }
        sink.report(
            .unknownValue, "`\(text)` is not a colour", at: node.span,
            notes: ["use a theme colour (\(names.joined(separator: ", "))) or `#RRGGBB`"],
            help: Suggestion.didYouMean(text, in: names))
        return nil
    }

    func decodeAction(_ reader: MappingReader) -> ActionRow? {
        let title = requiredText(reader, "title")
        let kind = word(reader, "kind", ActionRow.Kind.self) ?? .generic
        let alignment = word(reader, "alignment", ActionRow.Alignment.self) ?? .natural
        let enabled = condition(reader, "enabled")
        let action = values.actionTarget(in: reader, required: true, allowsSet: true)
        guard let title, let action else { return nil }
        return ActionRow(title: title, kind: kind, alignment: alignment, enabled: enabled, action: action)
    }

    func decodeCheckbox(_ reader: MappingReader) -> CheckboxRow? {
        let title = requiredText(reader, "title")
        let subtitle = optionalText(reader, "subtitle")
        let style = word(reader, "style", CheckboxRow.Style.self) ?? .left
        let color = word(reader, "color", CheckboxRow.Color.self) ?? .accent
        let enabled = condition(reader, "enabled")
        let behavior = decodeCheckboxBehavior(reader)
        let icon = iconValue(reader)
        rejectUnless(reader.hasOrMisspells("icon"), reader, "iconPlacement", because: "without `icon`")
        let iconPlacement = word(reader, "iconPlacement", CheckboxRow.IconPlacement.self) ?? .default
        guard let title, let behavior else { return nil }
        return CheckboxRow(
            title: title, subtitle: subtitle, style: style, color: color, behavior: behavior, enabled: enabled,
            icon: icon, iconPlacement: iconPlacement)
    }

    private func decodeCheckboxBehavior(_ reader: MappingReader) -> CheckboxRow.Behavior? {
        if reader.has("bind") {
            for key in ["checked", "action", "push"] where reader.has(key) {
                sink.report(
                    .conflictingKeys, "a bound checkbox cannot also have `\(key)`", at: reader.keyNode(key)!.span,
                    labels: [Diagnostic.Label(span: reader.keyNode("bind")!.span, message: "bound here")],
                    help: "a bound checkbox changes its field by itself; use `checked` with `action` for a custom one")
            }
            guard let field = binding(reader) else { return nil }
            if let selectsNode = reader.value("selects") {
                guard let caseName = values.fieldName(selectsNode, what: "selected case") else { return nil }
                return .select(field, case: caseName)
            }
            return .toggle(field)
        }
        if let selectsKey = reader.keyNode("selects") {
            reader.reportMissing(
                ["bind"], "`selects` needs `bind` (the enum field the case belongs to)", at: selectsKey.span,
                help: "add `bind: <enum field>`")
            return nil
        }
        guard let checkedNode = reader.value("checked") else {
            reader.reportMissing(
                ["bind", "checked"], "a checkbox needs `bind` (a state field) or `checked` with `action`",
                rule: .missingBinding,
                help: "bind it to a Bool field, or to an enum field with `selects: <case>` for a radio group")
            return nil
        }
        let checked = values.condition(checkedNode, what: "`checked`")
        let action = values.actionTarget(in: reader, required: true)
        guard let checked, let action else { return nil }
        return .checked(checked, action: action)
    }
}
