import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

/// Builds IR in Swift, for screens that use constructs the example screens do not (app data, lists, hooks with
/// payloads, variants). Positions are all the same: the runtime never reads them.
enum IR {
    static let span = SourceSpan(file: "test.yaml", at: SourcePosition(line: 1, column: 1))

    static func located(_ value: String) -> Located<String> { Located(value, span: span) }

    /// A condition or interpolated expression, parsed; `records` are the element variables it may read fields of.
    static func expression(_ text: String, records: Set<String> = []) -> Expression {
        let source = ExpressionSource(text: text, span: span, textColumnOffset: nil)
        let (expression, diagnostics) = ExpressionParser.parse(source, recordVariables: records)
        precondition(diagnostics.isEmpty, "\(text): \(diagnostics.map(\.message))")
        return expression!
    }

    static func condition(_ text: String?, records: Set<String> = []) -> Expression? {
        text.map { expression($0, records: records) }
    }

    /// A literal text, or an interpolated one when it contains `\(…)` (parentheses inside may nest).
    static func text(_ text: String, records: Set<String> = []) -> DisplayText {
        var segments: [TextSegment] = []
        var literal = ""
        var rest = Substring(text)
        while let start = rest.range(of: "\\(") {
            literal += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                index = rest.index(after: index)
            }
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
            let inner = rest[start.upperBound..<rest.index(before: index)]
            segments.append(.expression(expression(String(inner), records: records)))
            rest = rest[index...]
        }
        literal += rest
        if segments.isEmpty { return DisplayText(.literal(literal), span: span) }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return DisplayText(.interpolated(segments), span: span)
    }

    static func key(_ key: String) -> DisplayText { DisplayText(.localized(key: key), span: span) }

    static func hook(_ name: String) -> HookReference {
        name.hasSuffix("?")
            ? HookReference(name: located(String(name.dropLast())), isOptional: true)
            : HookReference(name: located(name))
    }

    static func action(_ name: String) -> ActionTarget { .external(hook(name)) }

    static func enumeration(_ cases: String...) -> ValueType { .enumeration(cases: cases.map(located)) }

    static func list(_ element: String, _ fields: KeyValuePairs<String, ValueType>) -> ValueType {
        .list(
            ListType(
                element: located(element),
                fields: fields.map { RecordField(name: located($0), type: $1, span: span) }
            )
        )
    }

    static func record(_ fields: KeyValuePairs<String, ExpressionValue>) -> ExpressionValue {
        .record(Dictionary(uniqueKeysWithValues: fields.map { ($0, $1) }))
    }

    static func state(_ name: String, _ type: ValueType, _ value: ExpressionValue) -> StateField {
        StateField(name: located(name), type: type, defaultValue: value, span: span)
    }

    static func data(_ name: String, _ type: ValueType, _ sample: ExpressionValue) -> DataField {
        DataField(name: located(name), type: type, sample: sample, span: span)
    }

    static func parameter(
        _ name: String,
        _ type: ValueType,
        default value: ExpressionValue?,
        sample: ExpressionValue
    )
        -> Parameter
    {
        Parameter(name: located(name), type: type, defaultValue: value, sample: sample, span: span)
    }

    static func namedCondition(_ name: String, _ text: String) -> NamedCondition {
        NamedCondition(name: located(name), expression: expression(text), span: span)
    }

    /// A row; `forEach` is `"peer in blockedPeers"`.
    static func row(_ id: String, _ item: RowItem, visible: String? = nil, forEach: String? = nil) -> Row {
        let repetition = forEach.map { text -> Repetition in
            let parts = text.split(separator: " ")
            return Repetition(element: located(String(parts[0])), list: located(String(parts[2])), span: span)
        }
        let records: Set<String> = repetition.map { [$0.element.value] } ?? []
        return Row(
            id: located(id),
            item: item,
            visible: condition(visible, records: records),
            span: span,
            repetition: repetition
        )
    }

    static func section(_ id: String, header: String? = nil, visible: String? = nil, _ rows: [Row]) -> Section {
        Section(
            id: located(id),
            header: header.map {
                SectionHeader(text: text($0), badge: nil, accessory: nil, multiline: false, span: span)
            },
            footer: nil,
            visible: condition(visible),
            rows: rows,
            span: span
        )
    }

    static func switchItem(
        _ title: String,
        bind: String,
        change: String? = nil,
        enabled: String? = nil,
        locked: String? = nil,
        lockedAction: String? = nil,
        records: Set<String> = []
    ) -> RowItem {
        .switch(
            SwitchRow(
                title: text(title, records: records),
                text: nil,
                textColor: .primary,
                binding: located(bind),
                enabled: condition(enabled, records: records),
                locked: condition(locked, records: records),
                lockedAction: lockedAction.map(action),
                change: change.map(hook)
            )
        )
    }

    static func disclosure(
        _ title: String,
        label: String? = nil,
        enabled: String? = nil,
        action name: String?,
        records: Set<String> = []
    ) -> RowItem {
        .disclosure(
            DisclosureRow(
                title: text(title, records: records),
                label: label.map { text($0, records: records) },
                labelStyle: .text,
                disclosureStyle: .arrow,
                titleColor: .primary,
                titleBadge: nil,
                enabled: condition(enabled, records: records),
                action: name.map(action)
            )
        )
    }

    static func checkbox(_ title: String, _ behavior: CheckboxRow.Behavior, change: String? = nil) -> RowItem {
        .checkbox(
            CheckboxRow(
                title: text(title),
                subtitle: nil,
                style: .left,
                color: .accent,
                enabled: nil,
                behavior: behavior,
                change: change.map(hook)
            )
        )
    }

    static func input(_ bind: String, change: String? = nil, maxLength: Int = 0) -> RowItem {
        .singleLineInput(
            SingleLineInputRow(
                binding: located(bind),
                title: nil,
                placeholder: nil,
                type: .regular,
                capitalization: true,
                autocorrection: true,
                maxLength: maxLength,
                clearType: .word(.none),
                alignment: .default,
                enabled: nil,
                action: nil,
                change: change.map(hook)
            )
        )
    }

    static func plainText(_ content: String, records: Set<String> = []) -> RowItem {
        .text(TextRow(text: text(content, records: records), format: .plain, alignment: .natural, size: .generic))
    }

    static func button(
        _ title: String,
        when: String? = nil,
        style: NavigationButton.Style = .regular,
        enabled: String? = nil,
        action name: String
    ) -> NavigationButton {
        NavigationButton(
            content: .text(text(title)),
            style: style,
            enabled: condition(enabled),
            action: action(name),
            when: condition(when),
            span: span
        )
    }

    static func screen(
        _ name: String = "Live",
        title: ScreenTitle? = nil,
        conditionalTitles: [ConditionalTitle] = [],
        parameters: [Parameter] = [],
        data: [DataField] = [],
        state: [StateField] = [],
        conditions: [NamedCondition] = [],
        sections: [Section],
        navigationBar: NavigationBar = NavigationBar(),
        toolbar: [ToolbarAction] = [],
        emptyState: DisplayText? = nil,
        presentation: Presentation = Presentation()
    ) -> Screen {
        Screen(
            file: "test.yaml",
            name: located(name),
            title: title ?? .text(text(name)),
            conditionalTitles: conditionalTitles,
            parameters: parameters,
            data: data,
            state: state,
            conditions: conditions,
            sections: sections,
            navigationBar: navigationBar,
            toolbar: toolbar,
            emptyState: emptyState,
            presentation: presentation
        )
    }
}
