import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// Checks what an action does: a `set:`'s fields and values, or the values a `push:` passes to the pushed
    /// screen's parameters (`with:`).
    mutating func checkAction(_ target: ActionTarget?) {
        switch target {
        case .setState(let update)?: checkStateUpdate(update)
        case .push(let push)?: checkPushArguments(push)
        case .external?, nil: break
        }
    }

    /// Checks the values of `push:`'s `with:` as far as this screen goes: each is an expression over the screen's
    /// fields (and, in a repeated row, its element) without errors of its own. Whether the pushed screen has the
    /// parameters, and of the values' types, is checked across files (`ProjectValidator`); `.case` and `nil` need the
    /// parameter's type, so they are checked there only. The names read count as used.
    mutating func checkPushArguments(_ push: ScreenPush) {
        for argument in push.arguments ?? [] {
            markUsed(argument.value.fieldReferences)
            switch argument.value.kind {
            case .nilLiteral, .enumCase: break
            default: sink.report(contentsOf: checker.check(argument.value).1)
            }
        }
    }

    /// Checks a `set:`: every key names a local state field, and every value is an expression of that field's type
    /// that reads only local state (fields, and named conditions over them) and, in a repeated row, the element.
    /// The fields written and the names read count as used.
    mutating func checkStateUpdate(_ update: StateUpdate?) {
        guard let update else { return }
        for assignment in update.assignments {
            let target = assignedField(assignment.field)
            checkAssignedValue(assignment.value, to: assignment.field, target)
        }
    }

    /// The type of the state field `field` names and where it is declared; reports names that are not local state.
    private mutating func assignedField(_ field: Located<String>) -> (type: ExpressionType, declared: SourceSpan)? {
        let name = field.value
        usedFields.insert(name)
        switch declarations.declaration(named: name) {
        case .state(let declared)?:
            return (expressionTypes[name] ?? declared.expressionType, declared.span)
        case .data(let declared)?:
            reportReadOnly(field, "`set` cannot write app data: `\(name)` is a data field", declared: declared.span)
        case .parameter(let declared)?:
            reportReadOnly(field, "`set` cannot write parameter `\(name)`: the caller fixes it", declared: declared.span)
        case .condition(let declared)?:
            reportReadOnly(field, "`set` cannot write condition `\(name)`: it is computed", declared: declared.span)
        case nil:
            if let element, name.hasPrefix(element.variable + "."),
                let recordField = element.list.field(named: String(name.dropFirst(element.variable.count + 1)))
            {
                reportReadOnly(
                    field, "`set` cannot write app data: `\(name)` is a field of the row's element",
                    declared: recordField.span)
            } else if !gaps.failedNames.contains(name) {
                let fields = screen.state.map(\.name.value)
                sink.report(
                    .unknownStateField, "there is no state field `\(name)`", at: field.span,
                    notes: fields.isEmpty ? ["the screen declares no state fields"] : [],
                    help: Suggestion.didYouMean(name, in: fields) ?? "declare it under `state:`")
            }
        }
        return nil
    }

    private func reportReadOnly(_ field: Located<String>, _ message: String, declared: SourceSpan) {
        sink.report(
            .readOnlyBinding, message, at: field.span,
            labels: [Diagnostic.Label(span: declared, message: "`\(field.value)` declared here")],
            notes: ["`set` writes the screen's local state: fields declared under `state:`"],
            help: "write a state field, or call a hook with `action:` that asks the app for the change")
    }

    /// Checks a value against the field it is written to (`target`, nil when the field is not local state: then
    /// only the value's own errors are reported).
    private mutating func checkAssignedValue(
        _ value: Expression, to field: Located<String>, _ target: (type: ExpressionType, declared: SourceSpan)?
    ) {
        markUsed(value.fieldReferences)
        reportNonLocalRead(in: value)
        guard let (type, declared) = target else {
            switch value.kind {
            case .nilLiteral, .enumCase: break  // need the field's type
            default: sink.report(contentsOf: checker.check(value).1)
            }
            return
        }
        let label = [Diagnostic.Label(span: declared, message: "`\(field.value)` declared here")]
        switch value.kind {
        case .nilLiteral:
            guard type.wrapped == nil else { return }
            sink.report(
                .expressionType, "`\(field.value)` is \(Self.withArticle(type)), not an optional, so it cannot be `nil`",
                at: value.span, labels: label, help: "declare it optional (`type: \(type)?`) to let it have no value")
        case .enumCase(let name):
            guard case .enumeration(let enumName, let cases) = type.wrapped ?? type else {
                sink.report(
                    .expressionType, "`.\(name)` is an enum case, but `\(field.value)` is \(Self.withArticle(type))",
                    at: value.span, labels: label,
                    help: type.wrapped ?? type == .string ? "to write text, quote a string literal: `'\"\(name)\"'`" : nil)
                return
            }
            guard !cases.contains(name) else { return }
            sink.report(
                .unknownEnumCase, "`\(enumName)` has no case `\(name)`", at: value.span, labels: label,
                notes: ["`\(enumName)` has the cases " + Suggestion.list(cases) { "`.\($0)`" }],
                help: Suggestion.closest(to: name, in: cases).map { "did you mean `.\($0)`?" })
        case .field(let name) where checker.fields[name] == nil && !checker.namesWithErrors.contains(name):
            // A bare word where a literal was meant: an enum case without its dot, or unquoted text.
            let help: String?
            if case .enumeration(_, let cases) = type.wrapped ?? type, cases.contains(name) {
                help = "did you mean the enum case `.\(name)`?"
            } else if type.wrapped ?? type == .string {
                help = "to write the text `\(name)`, quote a string literal: `'\"\(name)\"'`"
            } else {
                help = Suggestion.didYouMean(name, in: checker.fields.keys.sorted() + ["true", "false", "nil"])
            }
            sink.report(
                .unknownStateField, "there is no field `\(name)`", at: value.span, notes: checker.knownNamesNotes(),
                help: help)
        default:
            let (valueType, diagnostics) = checker.check(value)
            sink.report(contentsOf: diagnostics)
            guard let valueType, valueType != type, valueType != type.wrapped else { return }
            sink.report(
                .expressionType,
                "`\(field.value)` is \(Self.withArticle(type)), but \(Self.quoted(value)) is \(Self.withArticle(valueType))",
                at: value.span, labels: label, help: Self.valueHelp(value, of: valueType, for: type))
        }
    }

    /// A fix for a literal of the wrong kind: a quoted number or Bool, text for an enum.
    private static func valueHelp(_ value: Expression, of type: ExpressionType, for target: ExpressionType) -> String? {
        guard case .stringLiteral(let text) = value.kind else { return nil }
        switch target.wrapped ?? target {
        case .int where Int(text) != nil: return "write the number without quotes: `\(text)`"
        case .bool where text == "true" || text == "false": return "write `\(text)` without quotes"
        case .enumeration(_, let cases) where cases.contains(text): return "write the enum case as `.\(text)`"
        default: return nil
        }
    }

    /// Reports the first name `value` reads that is not local state or the row's element: app data, a parameter, or
    /// a named condition that reads one. (Unknown names are the type checker's to report.)
    private func reportNonLocalRead(in value: Expression) {
        guard let (node, reason) = firstRead(in: value, outside: [.state], elementVariable: element?.variable) else { return }
        sink.report(
            .expressionType, "a `set` value can read local state and the row's element, but \(reason)", at: node.span,
            notes: [
                "the value is computed from the screen's local state at the moment of the tap, like `handle.state`"
            ],
            help: "let a hook named with `action:` compute the value and write it with `handle.updateState`")
    }
}
