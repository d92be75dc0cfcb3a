import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// What a control may write through `bind:`.
    enum BindingAccess {
        /// Local state only: inputs, `expanded`, sub-items and the title's `selected`.
        case localState
        /// Local state, or app data through the control's `change` hook: switches, expandable switches, checkboxes.
        case stateOrAppData
    }

    /// Checks that `binding` names something the control may write, of type `expected`; records it as used.
    mutating func checkBinding(
        _ binding: Located<String>, in row: Row?, expecting expected: ExpressionType, control: String,
        access: BindingAccess
    ) {
        guard let (type, _) = bindingType(binding, in: row, control: control, access: access) else { return }
        if type != expected {
            reportMismatch(binding, in: row, type: type, control: control, expected: "a \(expected)")
        }
    }

    /// The type of what `binding` names and where it is declared, reporting names that do not exist and names the
    /// control may not write; records the name as used.
    mutating func bindingType(_ binding: Located<String>, in row: Row?, control: String, access: BindingAccess)
        -> (ExpressionType, SourceSpan?)?
    {
        let name = binding.value
        if name.utf8.contains(UInt8(ascii: ".")), let dot = name.firstIndex(of: ".") {
            return elementFieldType(binding, variable: String(name[..<dot]), field: String(name[name.index(after: dot)...]),
                control: control, access: access)
        }
        usedFields.insert(name)
        switch declarations.declaration(named: name) {
        case .state(let field)?:
            return (expressionTypes[name] ?? field.expressionType, field.span)
        case .data(let field)?:
            guard access == .stateOrAppData else {
                reportAppDataBinding(binding, declared: field.span, what: "a data field", control: control)
                return nil
            }
            return (expressionTypes[name] ?? field.expressionType, field.span)
        case .parameter(let parameter)?:
            sink.report(
                .readOnlyBinding, "\(control) cannot change parameter `\(name)`: the caller fixes it", at: binding.span,
                labels: [Diagnostic.Label(span: parameter.span, message: "`\(name)` declared here")],
                help: "bind a state field instead")
            return nil
        case .condition(let condition)?:
            sink.report(
                .readOnlyBinding, "\(control) cannot change condition `\(name)`: it is computed", at: binding.span,
                labels: [Diagnostic.Label(span: condition.span, message: "`\(name)` declared here")],
                help: "bind a state field instead")
            return nil
        case nil:
            reportUnknownBinding(binding, access: access)
            return nil
        }
    }

    /// `peer.muted`: a field of the repeated row's element.
    private mutating func elementFieldType(
        _ binding: Located<String>, variable: String, field: String, control: String, access: BindingAccess
    ) -> (ExpressionType, SourceSpan?)? {
        guard let element, element.variable == variable else {
            markUsed([variable])
            sink.report(
                .unknownStateField, "there is no field `\(binding.value)`", at: binding.span,
                notes: declarations.declaration(named: variable) == nil
                    ? [] : ["`\(variable)` is not a record: only an element has fields"],
                help: "a row binds a field of an element only when it repeats over a list: `forEach: \(variable) in …`")
            return nil
        }
        let record = element.list.recordType
        guard let recordField = element.list.field(named: field), let type = record.type(of: field) else {
            let names = element.list.fields.map(\.name.value)
            sink.report(
                .unknownField, "`\(record.name)` has no field `\(field)`", at: binding.span,
                notes: ["`\(record.name)` has the fields " + Suggestion.list(names) { "`\($0)`" }],
                help: Suggestion.didYouMean(field, in: names))
            return nil
        }
        guard access == .stateOrAppData else {
            reportAppDataBinding(binding, declared: recordField.span, what: "a field of app data", control: control)
            return nil
        }
        return (type, recordField.span)
    }

    private func reportAppDataBinding(_ binding: Located<String>, declared: SourceSpan, what: String, control: String) {
        sink.report(
            .readOnlyBinding, "\(control) cannot write app data: `\(binding.value)` is \(what)", at: binding.span,
            labels: [Diagnostic.Label(span: declared, message: "`\(binding.value)` declared here")],
            notes: [
                "app data changes only when the app provides new data; only switches and checkboxes hand a new value "
                    + "to the app, through their `change` hook"
            ],
            help: "bind a state field, and name a `change` hook to hand each new value to the app")
    }

    private func reportUnknownBinding(_ binding: Located<String>, access: BindingAccess) {
        // A declaration that failed to decode has its own diagnostics.
        if gaps.failedNames.contains(binding.value) { return }
        let candidates = screen.state.map(\.name.value) + (access == .stateOrAppData ? screen.data.map(\.name.value) : [])
        let place = access == .stateOrAppData ? "under `state:` (or `data:` for app data)" : "under `state:`"
        sink.report(
            .unknownStateField, "there is no field `\(binding.value)`", at: binding.span,
            notes: screen.state.isEmpty ? ["the screen declares no state fields"] : [],
            help: Suggestion.didYouMean(binding.value, in: candidates) ?? "declare it \(place)")
    }

    /// An input's text (`control`: "a single-line input", "a multiline input"): `bind` names a local String field —
    /// or, with `unedited`, a `String?` field (see `checkEditedText`).
    mutating func checkInputText(_ binding: Located<String>, unedited: Expression?, in row: Row, control: String) {
        guard let unedited else {
            return checkBinding(binding, in: row, expecting: .string, control: control, access: .localState)
        }
        checkEditedText(binding, unedited: unedited, in: row, control: "\(control) with `unedited`")
    }

    /// An input that shows `unedited` until the user edits it: `bind` names a local `String?` field (`nil` until the
    /// user edits, then the edit), and `unedited` is a String expression.
    private mutating func checkEditedText(_ binding: Located<String>, unedited: Expression, in row: Row, control: String) {
        if let (type, _) = bindingType(binding, in: row, control: control, access: .localState),
            type != .optional(.string)
        {
            sink.report(
                .bindingTypeMismatch,
                "\(control) needs a `String?` field, `nil` until the user edits, but `\(binding.value)` is "
                    + Self.withArticle(type),
                at: binding.span,
                labels: declarationSpan(of: binding.value).map {
                    [Diagnostic.Label(span: $0, message: "`\(binding.value)` declared here")]
                } ?? [],
                notes: ["the input shows `unedited` while the field is `nil`, then the user's edit"],
                help: "declare `\(binding.value): \"String?\"` without a default")
        }
        markUsed(unedited.fieldReferences)
        var diagnostics: [Diagnostic] = []
        let passing = checker.passing(unedited, as: .string, &diagnostics)
        sink.report(contentsOf: diagnostics)
        guard case .mismatch(let actual) = passing else { return }
        sink.report(
            .expressionType, "`unedited` takes a String, but \(Self.quoted(unedited)) is \(Self.withArticle(actual))",
            at: unedited.span, notes: ["it is the text the input shows until the user edits it"],
            help: ExpressionTypeChecker.passingHelp(unedited, actual, .string))
    }

    func reportMismatch(_ binding: Located<String>, in row: Row?, type: ExpressionType, control: String, expected: String) {
        sink.report(
            .bindingTypeMismatch,
            "\(control) needs \(expected) field, but `\(binding.value)` is \(Self.withArticle(type))",
            at: binding.span,
            labels: declarationSpan(of: binding.value).map {
                [Diagnostic.Label(span: $0, message: "`\(binding.value)` declared here")]
            } ?? [])
    }

    /// Where the state field, data field or element field `name` is declared.
    private func declarationSpan(of name: String) -> SourceSpan? {
        if let dot = name.firstIndex(of: ".") {
            return element?.list.field(named: String(name[name.index(after: dot)...]))?.span
        }
        return declarations.declaration(named: name).map {
            switch $0 {
            case .state(let field): field.span
            case .data(let field): field.span
            case .parameter(let parameter): parameter.span
            case .condition(let condition): condition.span
            }
        }
    }
}
