import ScreenExpressions
import ScreenIR

extension EntryBuilder {
    /// What a control bound with `bind:` reads and how it writes.
    struct Binding {
        /// Swift for the value in `item(…)`: a payload name, or the element's field (`peer.muted`).
        var read: String
        /// Whether the value is app data: the control does not write it; it asks the app through its `change` hook.
        var isAppData: Bool
        /// The statement that writes `newValue` (Swift): `arguments.update(\.autoplay, to: value)` for state (with
        /// `changed:` when the control names a `change` hook), `arguments.updateAutoplayGifs(value)` for data,
        /// `arguments.updateBlockedPeerMuted(peer, value)` for an element's field.
        var write: (String) -> String
        /// For app data, the statements that show `newValue` in the data the screen shows until the app's data emits
        /// again (`arguments.updateShownData { $0.autoplayGifs = value }`): what a switch that flips under the finger
        /// does before asking the app. Nil for state.
        var show: ((String) -> [String])?
    }

    /// Where a bound value is read and how it is written.
    struct BindingSource {
        /// Swift for the value where the row's entry is made: `state.autoplay`, `data.autoplayGifs`, or in a
        /// repeated row `peer.muted` (which `item(…)` can read from the element too).
        var value: String
        /// Whether the value is a field of the row's element.
        var isElement: Bool
        var isAppData: Bool
        var write: (String) -> String
        /// See `Binding.show`.
        var show: ((String) -> [String])? = nil
    }

    func bindingSource(_ field: Located<String>, of row: Row, change: HookReference?) -> BindingSource {
        let hook = change?.name.value ?? ""
        switch screen.bindingTarget(field.value, in: row) {
        case .data:
            return BindingSource(
                value: "data.\(field.value)", isElement: false, isAppData: true, write: { "arguments.\(hook)(\($0))" },
                show: { ["arguments.updateShownData { $0.\(field.value) = \($0) }"] })
        case .element(let variable, _, let recordField):
            let list = element?.listField ?? ""
            let shown = variable == "shown" ? "shownData" : "shown"
            return BindingSource(
                value: field.value, isElement: true, isAppData: true,
                write: { "arguments.\(hook)(\(variable), \($0))" },
                show: { value in
                    [
                        "arguments.updateShownData { \(shown) in",
                        "    if let position = \(shown).\(list).firstIndex(where: { $0.id == \(variable).id }) {",
                        "        \(shown).\(list)[position].\(recordField.name.value) = \(value)",
                        "    }",
                        "}",
                    ]
                })
        case .state, nil:
            return BindingSource(
                value: "state.\(field.value)", isElement: false, isAppData: false,
                write: localWriter(field.value, change: change))
        }
    }

    /// The binding `field` of `row`; a state or data value is carried in the payload as `name`.
    func binding(
        _ field: Located<String>, of row: Row, change: HookReference?, as name: String, type: String,
        payload: inout Payload
    ) -> Binding {
        let source = bindingSource(field, of: row, change: change)
        guard !source.isElement else {
            return Binding(read: source.value, isAppData: true, write: source.write, show: source.show)
        }
        let read = payload.add(name, type: type, value: source.value)
        return Binding(read: read, isAppData: source.isAppData, write: source.write, show: source.show)
    }

    /// A text input's binding (`bind`), and with `unedited` the text it shows until the user edits it: the entry
    /// carries `state.editedName ?? data.name` as one `String` (the field is a `String?` that stays `nil` until the
    /// user edits, as a real edit screen keeps it), and the input writes the field.
    func editedText(
        _ field: Located<String>, unedited: Expression?, of row: Row, change: HookReference?, as name: String,
        payload: inout Payload
    ) -> Binding {
        guard let unedited else {
            return binding(field, of: row, change: change, as: name, type: "String", payload: &payload)
        }
        let source = bindingSource(field, of: row, change: change)
        let value = "\(source.value) ?? \(swift.conditions.value(unedited, element: element))"
        let read = payload.add(name, type: "String", value: value)
        return Binding(read: read, isAppData: source.isAppData, write: source.write, show: source.show)
    }

    /// Writes a state field: `arguments.update(\.field, to: value)`, and with a `change` hook
    /// `arguments.update(\.field, to: value, changed: arguments.fieldChanged)` (called only when the state changed).
    func localWriter(_ field: String, change: HookReference?) -> (String) -> String {
        usage.updatesState = true
        guard let change else { return { "arguments.update(\\.\(field), to: \($0))" } }
        usage.reportsChanges = true
        return { "arguments.update(\\.\(field), to: \($0), changed: arguments.\(change.name.value))" }
    }

    /// `{ value in <write> }`, for `updated:` and `textUpdated:` (`newValue` when the row's element is `value`).
    func setter(_ binding: Binding) -> SwiftValue {
        let name = element?.variable == "value" ? "newValue" : "value"
        return .closure(parameters: name, body: .atom(binding.write(name)))
    }
}
