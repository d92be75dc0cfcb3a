import SwiftSyntax

/// What the controller factory says beyond the rows, as screen-file lines: navigation buttons, `animateChanges`,
/// `focus`, `presentation`, `enableInteractiveDismiss`.
struct FactoryLines {
    /// `title:` when the factory's is not a plain `.text(…)` (a segmented control).
    var title: String?
    /// Top-level keys (after `title:`).
    var topLevel: [String] = []
    /// Lines under `navigationBar:` (before `back:`).
    var navigationBar: [String] = []
    /// `Callee.label` of the list-state arguments read here (not repeated as left).
    var read: Set<String> = []
    /// Blocks written after the navigation bar: `toolbar:`, `emptyState:`, `lifecycle:`.
    var blocks: [[String]] = []
    /// `left:` comments for what the factory does that was not read.
    var notes: [String] = []
}

extension ScreenBuilder {
    /// Reads the factory through the row reader's condition translator, so the fields its conditions read are
    /// declared.
    mutating func factoryLines() -> FactoryLines {
        var lines = FactoryLines()
        let factory = FactoryReader(controller: controller)
        rows.conditions.loopElement = nil
        rows.conditions.substitutions = factory.passedAs.mapValues {
            ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier($0)))
        }
        // Texts the closure computes into locals before the states (`let toolbarTitle: String` and an `if`).
        rows.caseLocals = factory.closureStatements.map(LocalValues.init) ?? LocalValues()
        defer {
            rows.conditions.substitutions = [:]
            rows.caseLocals = LocalValues()
        }

        if let call = controller.controllerState {
            for (slot, label) in [
                ("left", "leftNavigationButton"), ("right", "rightNavigationButton"),
                ("secondaryRight", "secondaryRightNavigationButton"),
            ] {
                guard let argument = call.arguments.first(where: { $0.label?.text == label })?.expression,
                    !argument.is(NilLiteralExprSyntax.self),
                    let slotLines = buttons(argument, factory: factory)
                else { continue }
                lines.read.insert("ItemListControllerState.\(label)")
                if !slotLines.isEmpty { lines.navigationBar += ["  \(slot):"] + slotLines }
            }
        }

        // `title: .text(…)` computed (`state.x ? A : B`, a plural key): `{ text: … }` (a mapping alone is a variant).
        if let title = controller.controllerState?.arguments.first(where: { $0.label?.text == "title" })?.expression
            .as(FunctionCallExprSyntax.self),
            title.calledExpression.trimmedDescription == ".text", title.arguments.count == 1,
            let argument = title.arguments.first?.expression, TextTranslator.translate(argument) == nil,
            let text = rows.readText(argument)
        {
            lines.title = text.hasPrefix("{") ? "{ text: \(text) }" : text
            lines.read.insert("ItemListControllerState.title")
        }

        // A title chosen whole: `let title: ItemListControllerTitle` set by an `if` chain or a `switch`, or a ternary
        // of titles → title variants.
        if lines.title == nil,
            let argument = controller.controllerState?.arguments.first(where: { $0.label?.text == "title" })?.expression,
            let variants = titleVariants(argument)
        {
            lines.title = variants
            lines.read.insert("ItemListControllerState.title")
        }

        // `title: .textWithSubtitle(A, B)`.
        if let title = controller.controllerState?.arguments.first(where: { $0.label?.text == "title" })?.expression
            .as(FunctionCallExprSyntax.self),
            title.calledExpression.trimmedDescription == ".textWithSubtitle", title.arguments.count == 2,
            let text = rows.readText(title.arguments.first!.expression),
            let subtitle = rows.readText(title.arguments.last!.expression)
        {
            lines.title = "{ text: \(text), subtitle: \(subtitle) }"
            lines.read.insert("ItemListControllerState.title")
        }

        // `title: .sectionControl([texts], XState.F.allCases.firstIndex(of: state.f) ?? 0)` (or an Int field).
        if let title = controller.controllerState?.arguments.first(where: { $0.label?.text == "title" })?.expression
            .as(FunctionCallExprSyntax.self),
            title.calledExpression.trimmedDescription == ".sectionControl", title.arguments.count == 2,
            let texts = title.arguments.first?.expression.as(ArrayExprSyntax.self),
            let selected = selectedField(title.arguments.last!.expression)
        {
            let segments = texts.elements.map { TextTranslator.translate($0.expression) }
            if !segments.isEmpty, segments.allSatisfy({ $0 != nil }) {
                lines.title = "{ segments: [\(segments.map { $0! }.joined(separator: ", "))], selected: \(selected) }"
                lines.read.insert("ItemListControllerState.title")
            }
        }

        var animate: [String] = []
        if let argument = controller.nodeState?.arguments.first(where: { $0.label?.text == "animateChanges" }),
            let list = animation(argument.expression, factory: factory)
        {
            lines.read.insert("ItemListNodeState.animateChanges")
            if list != "true" { animate.append("list: \(list)") }
        }
        if let argument = controller.controllerState?.arguments.first(where: { $0.label?.text == "animateChanges" }),
            let bar = condition(argument.expression, factory: factory)
        {
            lines.read.insert("ItemListControllerState.animateChanges")
            if bar != "true" { animate.append("navigationBar: \(bar)") }
        }
        if animate.count == 1, animate[0].hasPrefix("list: ") {
            lines.topLevel.append("animateChanges: \(animate[0].dropFirst("list: ".count))")
        } else if !animate.isEmpty {
            lines.topLevel.append("animateChanges: { \(animate.joined(separator: ", ")) }")
        }

        if let argument = controller.nodeState?.arguments.first(where: { $0.label?.text == "focusItemTag" }),
            let row = entry(taggedBy: argument.expression)
        {
            lines.read.insert("ItemListNodeState.focusItemTag")
            lines.topLevel.append("focus: \(row)")
        }

        if let toolbar = toolbarLines(factory: factory) {
            lines.read.insert("ItemListNodeState.toolbarItem")
            lines.blocks.append(toolbar)
        }
        if let empty = emptyStateLines(factory: factory) {
            lines.read.insert("ItemListNodeState.emptyStateItem")
            // The list does not scroll while a variant shows: what `emptyState:` variants generate.
            if empty.variants,
                controller.nodeState?.arguments.first(where: { $0.label?.text == "scrollEnabled" })?.expression
                    .trimmedDescription == "emptyStateItem == nil"
            {
                lines.read.insert("ItemListNodeState.scrollEnabled")
            }
            lines.blocks.append(empty.lines)
        }

        var lifecycle: [(String, String)] = []
        for setting in factory.controllerSettings {
            let value = setting.value.trimmedDescription
            if Self.lifecycleCallbacks.contains(setting.name),
                let entries = lifecycleEntries(callback: setting.name, closure: setting.value)
            {
                lifecycle += entries
                continue
            }
            switch (setting.name, value) {
            case ("navigationPresentation", _)
            where value.hasPrefix(".") && Self.presentations.contains(String(value.dropFirst())):
                if value != ".default" { lines.topLevel.append("presentation: \(value.dropFirst())") }
            case ("enableInteractiveDismiss", "true"), ("enableInteractiveDismiss", "false"):
                if value == "true" { lines.topLevel.append("enableInteractiveDismiss: true") }
            case ("titleControlValueChanged", _) where lines.title != nil:
                // What a segmented title does when tapped: writes its `selected:` field.
                continue
            default:
                lines.notes += note(
                    Self.lifecycleCallbacks.contains(setting.name)
                        ? "`controller.\(setting.name)` does more than call one hook: write the rest in a hook of `lifecycle:`"
                        : "`controller.\(setting.name)` set by the factory: not imported (lifecycle hooks are `lifecycle:`)",
                    setting.statement)
            }
        }
        // The row `didAppear` focuses the first time: `focus: { row:, after: appear }`.
        if let focused = lifecycle.first(where: { $0.0 == "focus" })?.1,
            !lines.topLevel.contains(where: { $0.hasPrefix("focus:") })
        {
            lines.topLevel.append("focus: { row: \(focused), after: appear }")
        }
        lifecycle.removeAll { $0.0 == "focus" }
        if !lifecycle.isEmpty {
            lines.blocks.append(["lifecycle:"] + lifecycle.map { "  \($0.0): \($0.1)" })
        }
        return lines
    }

    private static let lifecycleCallbacks: Set<String> = [
        "didAppear", "willDisappear", "didDisappear", "beganInteractiveDragging",
    ]

    /// The field a segmented title selects: an Int field, or an enum field's case index
    /// (`XState.Theme.allCases.firstIndex(of: state.theme) ?? 0`).
    private mutating func selectedField(_ expression: ExprSyntax) -> String? {
        if let field = rows.conditions.field(expression), rows.conditions.type(of: field) == .scalar("Int") { return field }
        let parts = Self.splitOperands(expression, by: "??")
        guard parts.count == 2, parts[1].trimmedDescription == "0",
            let call = parts[0].as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription.hasSuffix(".allCases.firstIndex"),
            call.arguments.count == 1, call.arguments.first?.label?.text == "of",
            let field = rows.conditions.field(call.arguments.first!.expression),
            case .enumeration? = rows.conditions.type(of: field)
        else { return nil }
        return field
    }

    private static let presentations: Set<String> = [
        "default", "master", "modal", "flatModal", "standaloneModal", "standaloneFlatModal", "modalInLargeLayout",
        "modalInCompactLayout",
    ]

    /// A slot's buttons as YAML lines (indented under the slot), `[]` for an empty slot, nil when not read.
    private mutating func buttons(_ expression: ExprSyntax, factory: FactoryReader) -> [String]? {
        var target = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = factory.local(name) {
                target = value
            } else if let branches = factory.branches(of: name) {
                var variants: [[String]] = []
                for (condition, value) in branches {
                    var when: String?
                    if let condition {
                        guard let text = rows.conditions.translate(condition, expecting: "Bool") else { return nil }
                        when = RowReader.conditionValue(text)
                    }
                    guard let value else {
                        // `x = nil` in a branch: the slot is empty there; a later branch needs the negation.
                        guard when == nil else { return nil }
                        continue
                    }
                    guard var button = button(value) else { return nil }
                    if let when { button.insert("when: \(when)", at: 0) }
                    variants.append(button)
                }
                return variants.flatMap { variant in
                    variant.enumerated().map { index, line in (index == 0 ? "    - " : "      ") + line }
                }
            } else {
                return nil
            }
        }
        return button(target).map { $0.map { "    \($0)" } }
    }

    /// One `ItemListNavigationButton(content:style:enabled:action:)` as `key: value` lines.
    private mutating func button(_ expression: ExprSyntax) -> [String]? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "ItemListNavigationButton"
        else { return nil }
        var lines: [String] = []
        var style = "regular"
        for argument in call.arguments {
            let value = argument.expression
            switch argument.label?.text {
            case "content":
                let swift = value.trimmedDescription
                if swift == ".none" { continue }
                if let icon = value.as(FunctionCallExprSyntax.self), icon.calledExpression.trimmedDescription == ".icon",
                    let name = icon.arguments.first?.expression.trimmedDescription,
                    [".search", ".add", ".action"].contains(name)
                {
                    lines.append("icon: \(name.dropFirst())")
                    continue
                }
                guard let text = value.as(FunctionCallExprSyntax.self), text.calledExpression.trimmedDescription == ".text",
                    let inner = text.arguments.first?.expression, let title = rows.readText(inner)
                else { return nil }
                lines.append("title: \(title)")
            case "style":
                let swift = value.trimmedDescription
                guard [".regular", ".bold", ".activity"].contains(swift) else { return nil }
                style = String(swift.dropFirst())
                if style != "regular" { lines.append("style: \(style)") }
            case "enabled":
                guard let enabled = rows.conditions.translate(value, expecting: "Bool") else { return nil }
                if enabled != "true" { lines.append("enabled: \(RowReader.conditionValue(enabled))") }
            case "action":
                if let closure = value.as(ClosureExprSyntax.self), closure.statements.isEmpty,
                    RowReader.ignoresItsParameters(closure)
                {
                    guard style == "activity" else { return nil }
                    continue
                }
                guard let action = actionLine(value) else { return nil }
                lines.append(action)
            default:
                return nil
            }
        }
        return lines
    }

    /// What a button or toolbar action does: `arguments.x` or `{ arguments.x() }` → `action: x`; a closure writing a
    /// literal to a state field → `set: { f: v }`.
    mutating func actionLine(_ value: ExprSyntax) -> String? {
        if let member = value.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "arguments" {
            return "action: \(hook(member.declName.baseName.text))"
        }
        guard let closure = value.as(ClosureExprSyntax.self), RowReader.ignoresItsParameters(closure),
            closure.statements.count == 1, let item = closure.statements.first?.item.as(ExprSyntax.self)
        else { return nil }
        return buttonAction(item)
    }

    /// `arguments.x()` → `action: x`; `arguments.update(\.f, to: v)` or `updateState { $0.withUpdatedF(v) }` →
    /// `set: { f: v }` for a literal `v`.
    private mutating func buttonAction(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        if callee.hasPrefix("arguments."), call.arguments.isEmpty, call.trailingClosure == nil, callee != "arguments.update" {
            return "action: \(hook(String(callee.dropFirst("arguments.".count))))"
        }
        guard let (field, value) = StateUpdate.read(call) else { return nil }
        guard let literal = StateReader.literal(value), literal != "nil",
            rows.conditions.markStateField(field)
        else { return nil }
        return "set: { \(field): \(literal) }"
    }

    /// `ItemListNodeState(animateChanges:)`: a literal, a condition, `{ whenChanged: … }` (the previous state
    /// swapped and compared), `{ unlessShrinking: true }` (the previous entry count).
    private mutating func animation(_ expression: ExprSyntax, factory: FactoryReader) -> String? {
        var target = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `var animateChanges = false` then `if let before, before.f != state.f { animateChanges = true }`.
            if let value = factory.local(name), value.trimmedDescription == "false" {
                var fields: [String] = []
                for statement in factory.statements {
                    guard let ifExpr = (statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?
                        .as(IfExprSyntax.self)
                    else { continue }
                    guard ifExpr.body.statements.trimmedDescription == "\(name) = true" else { continue }
                    guard ifExpr.elseBody == nil, ifExpr.conditions.count == 2, case .expression(let comparison) = ifExpr.conditions.last!.condition,
                        let changed = changedFields(comparison, factory: factory)
                    else { return nil }
                    fields += changed
                }
                return fields.isEmpty ? nil : "{ whenChanged: \(Self.list(fields)) }"
            }
            guard let value = factory.local(name) else { return nil }
            target = value
        }
        if let fields = changedFields(target, factory: factory) { return "{ whenChanged: \(Self.list(fields)) }" }
        // `entries.count >= (before ?? 0)` with `before` the previous entry count swapped.
        if let sequence = target.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            if parts[0].trimmedDescription == "entries.count", parts[1].trimmedDescription == ">=",
                let inner = parts[2].as(TupleExprSyntax.self)?.elements.first?.expression.as(SequenceExprSyntax.self),
                inner.elements.count == 3, Array(inner.elements)[2].trimmedDescription == "0",
                let before = Array(inner.elements)[0].as(DeclReferenceExprSyntax.self),
                factory.local(before.baseName.text)?.trimmedDescription.hasSuffix(".swap(entries.count)") == true
            {
                return "{ unlessShrinking: true }"
            }
        }
        return condition(target, factory: factory)
    }

    /// A literal or a condition.
    private mutating func condition(_ expression: ExprSyntax, factory: FactoryReader) -> String? {
        var target = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = factory.local(reference.baseName.text) {
            target = value
        }
        return rows.conditions.translate(target, expecting: "Bool").map(RowReader.conditionValue)
    }

    /// The fields of `[previous != nil &&] (previous?.f != state.f || …)`, or of `before.f != state.f`, where the
    /// previous value is a local swapped with the state or data (`let previous = previousState.swap(state)`).
    private mutating func changedFields(_ expression: ExprSyntax, factory: FactoryReader) -> [String]? {
        var parts = Self.splitOperands(expression, by: "&&")
        guard parts.count <= 2 else { return nil }
        var previousName: String?
        if parts.count == 2 {
            let check = Self.splitOperands(parts[0], by: "!=")
            guard check.count == 2, check[1].is(NilLiteralExprSyntax.self),
                let name = check[0].as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return nil }
            previousName = name
            parts.removeFirst()
        }
        var fields: [String] = []
        for comparison in Self.splitOperands(parts[0], by: "||") {
            let sides = Self.splitOperands(comparison, by: "!=")
            guard sides.count == 2, let before = sides[0].as(MemberAccessExprSyntax.self),
                let base = before.base.map({ $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0 }),
                let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                previousName == nil || previousName == name,
                factory.local(name)?.trimmedDescription.contains(".swap(") == true,
                let field = rows.conditions.translate(sides[1]), field == before.declName.baseName.text
            else { return nil }
            fields.append(field)
        }
        return fields
    }

    /// The operands of a flat sequence joined by `op` only (parentheses around the whole taken off).
    static func splitOperands(_ expression: ExprSyntax, by op: String) -> [ExprSyntax] {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let inner = tuple.elements.first, inner.label == nil
        {
            expression = inner.expression
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [expression] }
        var result: [ExprSyntax] = []
        var current: [ExprSyntax] = []
        for element in sequence.elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == op {
                guard !current.isEmpty else { return [expression] }
                result.append(current.count == 1 ? current[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(current))))
                current = []
            } else {
                current.append(element)
            }
        }
        guard !current.isEmpty, !result.isEmpty else { return [expression] }
        result.append(current.count == 1 ? current[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(current))))
        return result
    }

    func hook(_ name: String) -> String {
        controller.optionalHooks.contains(name) ? "\(name)?" : name
    }

    private static func list(_ fields: [String]) -> String {
        fields.count == 1 ? fields[0] : "[\(fields.joined(separator: ", "))]"
    }

    /// The entry whose item is tagged `tag` (`XEntryTag.name`), by the `tag:` argument of its item call, or the
    /// entry case of the same name.
    private func entry(taggedBy tag: ExprSyntax) -> String? {
        let swift = tag.trimmedDescription
        guard swift != "nil" else { return nil }
        for (name, switchCase) in controller.itemCases.sorted(by: { $0.key < $1.key }) {
            let finder = TagFinder(tag: swift)
            finder.walk(switchCase)
            if finder.found { return name }
        }
        return nil
    }
}

private final class TagFinder: SyntaxVisitor {
    let tag: String
    var found = false

    init(tag: String) {
        self.tag = tag
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if node.label?.text == "tag", node.expression.trimmedDescription == tag { found = true }
        return .visitChildren
    }
}
