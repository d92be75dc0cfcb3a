import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// The named readers of the built-in items' descriptions (`ItemReader`): keys that are not read one key → one
/// property, called by the generated decoders (`Decoding/Generated/`).
extension RowDecoder {
    /// Exactly one of `text:` (plain) and `markdown:` (`ItemReader.textOrMarkdown`; a section's `footer:` too).
    func textOrMarkdown(_ reader: MappingReader) -> (DisplayText, TextFormat)? {
        switch (reader.value("text"), reader.value("markdown")) {
        case (let plain?, let markdown?):
            sink.report(
                .conflictingKeys, "\(reader.what) cannot have both `text` and `markdown`", at: markdown.span,
                labels: [Diagnostic.Label(span: plain.span, message: "`text` given here")],
                help: "use `markdown` for **bold** and [links](…), `text` for plain text")
            return text(markdown, "`markdown`").map { ($0, .markdown) }
        case (let plain?, nil):
            return text(plain, "`text`").map { ($0, .plain) }
        case (nil, let markdown?):
            return text(markdown, "`markdown`").map { ($0, .markdown) }
        case (nil, nil):
            reader.reportMissing(["text", "markdown"], "\(reader.what) needs `text` or `markdown`")
            return nil
        }
    }

    /// `linkAction: <hook>` — the hook a tap on a markdown link calls with the link's target (`ItemReader.linkAction`).
    /// Reported when the text is plain (`isMarkdown` false): a plain text has no links.
    func linkAction(_ reader: MappingReader, isMarkdown: Bool) -> HookReference? {
        guard let node = reader.value("linkAction") else { return nil }
        let hook = values.hook(node, what: "a link action")
        if !isMarkdown, let key = reader.keyNode("linkAction") {
            sink.report(
                .conflictingKeys, "`linkAction` has no effect on a plain text: it has no links", at: key.span,
                notes: ["links are written in markdown: `[Learn more](privacy)` calls the hook with \"privacy\""],
                help: "write the text under `markdown:` instead of `text:`, or remove `linkAction`")
        }
        return hook
    }

    /// `labelStyle:` with its `labelColor:` (`ItemReader.labelStyle`): the colour is required by `coloredText` and
    /// `badge` and reported with any other style.
    func labelStyle(_ reader: MappingReader) -> DisclosureRow.LabelStyle {
        let colorNode = reader.value("labelColor")
        let color = colorNode.flatMap { decodeColor($0) }  // a method reference would copy the decoder
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

    /// An expandable switch's `subItems:` (`ItemReader.subItems`), each `{ id, title, bind, enabled }`.
    func subItems(_ reader: MappingReader) -> [ExpandableSwitchRow.SubItem] {
        guard let node = reader.require("subItems") else { return [] }
        guard let items = node.sequence else {
            sink.report(.wrongType, "`subItems` must be a list, not \(node.kindDescription)", at: node.span)
            return []
        }
        return items.compactMap { decodeSubItem($0) }  // a method reference would copy the decoder
    }

    private func decodeSubItem(_ node: YAMLNode) -> ExpandableSwitchRow.SubItem? {
        guard let reader = MappingReader(node, what: "a sub-item", allowed: ScreenLanguage.subItem.names, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let id = reader.require("id").flatMap { values.identifier($0, what: "sub-item id") }
        let title = requiredText(reader, "title")
        let binding = binding(
            reader, "bind", required: true, help: "name the state field this control shows and changes")
        let enabled = condition(reader, "enabled")
        guard let id, let title, let binding else { return nil }
        return ExpandableSwitchRow.SubItem(id: id, title: title, binding: binding, enabled: enabled)
    }

    /// A checkbox's form (`ItemReader.checkboxBehavior`): `bind` (with `selects` for a radio option) or `checked`
    /// with `action`; the keys of one form next to another's are reported. A checkbox has no `push`: a checkmark
    /// selects, and a row that opens a screen is a disclosure.
    func checkboxBehavior(_ reader: MappingReader) -> CheckboxRow.Behavior? {
        if reader.has("bind") {
            for key in ["checked", "action", "set"] where reader.has(key) {
                sink.report(
                    .conflictingKeys, "a bound checkbox cannot also have `\(key)`", at: reader.keyNode(key)!.span,
                    labels: [Diagnostic.Label(span: reader.keyNode("bind")!.span, message: "bound here")],
                    help: "a bound checkbox changes its field by itself; use `checked` with `action` for a custom one")
            }
            guard let field = binding(reader, "bind", required: true) else { return nil }
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
        let actionNode = reader.value("action")
        let action: ActionTarget?
        if let setNode = reader.value("set") {
            // `set` with `action`: the state is written, then the hook called (as on every row).
            let then = actionNode.flatMap { values.hook($0, what: "an action") }
            guard actionNode == nil || then != nil else { return nil }
            action = values.stateUpdate(setNode, hook: then).map(ActionTarget.setState)
        } else if let actionNode {
            action = values.externalAction(actionNode)
        } else {
            reader.reportMissing(
                ["action", "set"], "a checkbox with `checked` needs what a tap does: `action` (a hook) or `set`",
                help: "add `action: <hook>` or `set: { field: value }`, or `bind` it to a field instead of `checked`")
            return nil
        }
        guard let checked, let action else { return nil }
        return .checked(checked, action: action)
    }
}
