import ScreenDiagnostics
import ScreenIR

/// The named sources of built-in items' parameters (`BuiltinSource`): Swift for the parameters that are not one key's
/// value, called by the generated call builders (`Building/Generated/`).
extension EntryBuilder {
    // MARK: Switches

    /// `enableInteractiveChanges:` — the `interactive` condition (a switch whose change the app intercepts does not
    /// flip under the finger), and the negation of `locked` when the row has it (a locked switch does not flip); nil
    /// to leave it out (ItemListUI's default, `true`).
    func interactiveChanges(_ interactive: String?, locked: String?) -> String? {
        let unlocked = locked.map(Self.negation) ?? "true"
        let value: String
        switch (interactive ?? "true", unlocked) {
        case ("false", _), (_, "false"): value = "false"
        case ("true", let unlocked): value = unlocked
        case (let interactive, "true"): value = interactive
        case (let interactive, let unlocked): value = "\(interactive) && \(unlocked)"
        }
        return value == "true" ? nil : value
    }

    /// A switch's `updated:`: the binding's setter; for a switch bound to app data that flips under the finger
    /// (`interactive`, true unless the row says otherwise), the new value is first shown in the data the screen shows
    /// (`arguments.updateShownData`) until the app's data emits again, then the hook asks the app to write it.
    func switchSetter(_ binding: Binding, interactive: String?) -> SwiftValue {
        let interactive = interactive ?? "true"
        guard let show = binding.show, interactive != "false" else { return setter(binding) }
        usage.showsDataChanges = true
        let name = element?.variable == "value" ? "newValue" : "value"
        var lines = show(name)
        if interactive != "true" { lines = ["if \(interactive) {"] + lines.map { "    " + $0 } + ["}"] }
        return .block(lines + [binding.write(name)], parameters: name)
    }

    /// `{ <write>(!<read>) }`: a closure that toggles a bound Bool (an expandable switch's `selectAction:`).
    func toggle(_ binding: Binding) -> SwiftValue {
        .closure(parameters: "", body: .atom(binding.write("!" + binding.read)))
    }

    /// An expandable switch's `subItems:`: `SubItem(id:title:isSelected:isEnabled:)` per sub-item, its selection
    /// (`<id>Selected`), enabled state (`<id>Enabled`) and title carried in the entry.
    func subItems(_ items: [ExpandableSwitchRow.SubItem], payload: inout Payload) -> SwiftValue {
        var subItems: [SwiftValue] = []
        for sub in items {
            let selected = payload.add(sub.id.value + "Selected", type: "Bool", value: "state.\(sub.binding.value)")
            let subEnabled = addCondition(sub.enabled, named: sub.id.value + "Enabled", to: &payload)
            subItems.append(
                .call(
                    "ItemListExpandableSwitchItem.SubItem",
                    [
                        .init("id", .atom("AnyHashable(\\\(names.state).\(sub.binding.value))")),
                        // In `SubItem(…)` broken over lines: 24 columns in, after `title: `.
                        .init("title", text(sub.title, as: sub.id.value + "Title", column: 31, payload: &payload)),
                        .init("isSelected", .atom(selected)),
                        .init("isEnabled", .atom(subEnabled ?? "true")),
                    ]))
        }
        return .array(subItems)
    }

    // MARK: Disclosures, actions and checkboxes

    /// `labelStyle:` — nil (left out) for `.text`.
    func labelStyle(_ style: DisclosureRow.LabelStyle) -> SwiftValue? {
        switch style {
        case .text: nil
        case .detailText: .atom(".detailText")
        case .multilineDetailText: .atom(".multilineDetailText")
        case .coloredText(let color): .call(".coloredText", [.init("", .atom(swift.color(color)))])
        case .badge(let color): .call(".badge", [.init("", .atom(swift.color(color)))])
        }
    }

    /// ItemListActionItem's `kind:` (`kind` is its Swift, `.generic`): a constant `enabled:` picks it here, a
    /// computed one in the item (`enabled ? .generic : .disabled`).
    func actionKind(_ kind: String, enabled: String?) -> String {
        switch enabled {
        case nil, "true": kind
        case "false": ".disabled"
        case let enabled?: "\(enabled) ? \(kind) : .disabled"
        }
    }

    /// The closure of an action that runs only while a computed `enabled:` holds (`if enabled { … }`).
    /// The closure of `target` while `condition` holds (its Swift, `nil` when absent: always), else `nil`; `nil`
    /// without a target.
    func actionWhen(_ target: ActionTarget?, condition: String?) -> SwiftValue {
        guard let target, condition != "false" else { return .atom("nil") }
        let closure = actions.closure(target)
        guard let condition, condition != "true" else { return closure }
        return .atom("\(condition) ? \(closure.singleLine) : nil")
    }

    func actionWhileEnabled(_ target: ActionTarget, enabled: String?) -> SwiftValue {
        let guarded = enabled == "true" || enabled == "false" ? nil : enabled
        return actions.closure(target, guarded: guarded)
    }

    /// A checkbox's `checked:` and `action:`: the bound Bool and a closure toggling it; the bound enum compared with
    /// the selected case (in the entries function, or in `item(…)` for an element's field) and a closure selecting
    /// it; or the `checked:` condition (`checked`, `is<Row>Checked`) and the action.
    func checkbox(
        _ behavior: CheckboxRow.Behavior, change: HookReference?, row: Row, payload: inout Payload
    ) -> (checked: String, action: SwiftValue) {
        switch behavior {
        case .toggle(let field):
            let value = binding(field, of: row, change: change, as: "checked", type: "Bool", payload: &payload)
            return (value.read, .closure(parameters: "", body: .atom(value.write("!" + value.read))))
        case .select(let field, let selected):
            let source = bindingSource(field, of: row, change: change)
            let isSelected = "\(source.value) == .\(selected.value)"
            let checked = source.isElement ? isSelected : payload.add("checked", type: "Bool", value: isSelected)
            return (checked, .closure(parameters: "", body: .atom(source.write("." + selected.value))))
        case .checked(let condition, let target):
            let checked =
                addCondition(condition, named: "checked", to: &payload) ?? "false"
            return (checked, actions.closure(target))
        }
    }

    // MARK: Texts

    /// A header's text, in capitals when the header says `uppercased: true`: a literal is written in capitals, any
    /// other text gets `.uppercased()` as Telegram's callers write it (§7.2).
    func headerText(_ text: DisplayText, uppercased: Bool, as name: String, payload: inout Payload) -> SwiftValue {
        guard uppercased else { return self.text(text, as: name, payload: &payload) }
        if case .literal(let value) = text.source { return .atom(SwiftStringLiteral.make(value.uppercased())) }
        let value = self.text(text, as: name, payload: &payload)
        // A ternary is uppercased whole.
        if case .atom(let atom) = value, case .choice = text.source, atom.contains(" ? ") { return .atom("(\(atom)).uppercased()") }
        return .member(value, "uppercased()")
    }

    /// `ItemListSectionHeaderAccessoryText(value:color:)`.
    func headerAccessory(_ accessory: HeaderAccessory, as name: String, payload: inout Payload) -> SwiftValue {
        .call(
            "ItemListSectionHeaderAccessoryText",
            [
                // In the accessory's call broken over lines: 20 columns in, after `value: `.
                .init("value", text(accessory.text, as: name, column: 27, payload: &payload)),
                .init("color", .atom("." + accessory.color.rawValue)),
            ])
    }

    /// `.plain(<text>)` or `.markdown(<text>)`.
    func formattedText(
        _ text: DisplayText, _ format: TextFormat, as name: String, payload: inout Payload
    ) -> SwiftValue {
        // `text: .plain(` 16 columns in, then `),`.
        .call("." + format.rawValue, [.init("", self.text(text, as: name, column: 30, payload: &payload))])
    }

    // MARK: Inputs

    /// A single-line input's caption: `NSAttributedString(string:textColor:)` in the theme's primary text colour
    /// (the item keeps the caption's colour, and Display's convenience init defaults to black, §1.9), or
    /// `NSAttributedString()` without one.
    func inputCaption(_ title: DisplayText?, as name: String, payload: inout Payload) -> SwiftValue {
        guard let title else { return .atom("NSAttributedString()") }
        return .call(
            "NSAttributedString",
            [
                // In the caption's call broken over lines: 20 columns in, after `string: `.
                .init("string", text(title, as: name, column: 28, payload: &payload)),
                .init("textColor", .atom("presentationData.theme.list.itemPrimaryTextColor")),
            ])
    }

    /// A single-line input's `type:`: `.regular(capitalization:autocorrection:)` unless both are true (the
    /// initializer's default, left out), else the type's case.
    func inputType(_ type: SingleLineInputRow.InputType, capitalization: Bool, autocorrection: Bool) -> String? {
        guard type == .regular else { return "." + type.rawValue }
        if capitalization && autocorrection { return nil }
        return ".regular(capitalization: \(capitalization), autocorrection: \(autocorrection))"
    }

    /// A multiline input's `maxLength:`: `ItemListMultilineInputItemTextLimit(value:display:)`, or `nil`.
    func textLimit(_ maxLength: Int?, display: Bool) -> SwiftValue {
        guard let maxLength else { return .atom("nil") }
        return .call(
            "ItemListMultilineInputItemTextLimit",
            [.init("value", .atom(String(maxLength))), .init("display", .atom(String(display)))])
    }
}
