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
    /// Repeated rows the factory's `setReorderEntry` handler reorders → the hook it calls (`reorder:`).
    var reorder: [String: String] = [:]
    /// The rows `initialScroll:` names (the first shown) and its `when:`.
    var initialScroll: (rows: [String], when: String?)?
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

        // `title: .textWithTabs(text, [tabs], state.f)` (an Int field).
        if let title = controller.controllerState?.arguments.first(where: { $0.label?.text == "title" })?.expression
            .as(FunctionCallExprSyntax.self),
            title.calledExpression.trimmedDescription == ".textWithTabs", title.arguments.count == 3,
            let text = rows.readText(Array(title.arguments)[0].expression),
            let tabs = Array(title.arguments)[1].expression.as(ArrayExprSyntax.self), !tabs.elements.isEmpty,
            let selected = rows.conditions.field(Array(title.arguments)[2].expression),
            rows.conditions.type(of: selected) == .scalar("Int")
        {
            let texts = tabs.elements.map { rows.readText($0.expression) }
            if texts.allSatisfy({ $0 != nil }) {
                lines.title = "{ text: \(text), tabs: [\(texts.map { $0! }.joined(separator: ", "))], selected: \(selected) }"
                lines.read.insert("ItemListControllerState.title")
            }
        }

        // `ItemListNodeState(style: .plain)`.
        if let style = controller.nodeState?.arguments.first(where: { $0.label?.text == "style" })?.expression
            .trimmedDescription, style == ".plain"
        {
            lines.read.insert("ItemListNodeState.style")
            lines.topLevel.append("style: plain")
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

        if let scroll = initialScroll(factory: factory) {
            lines.read.insert("ItemListNodeState.initialScrollToItem")
            lines.initialScroll = scroll
        }
        let onDrop = factory.controllerCalls.first { $0.name == "setReorderCompleted" }.flatMap { Self.reorderOnDrop($0.call) }
        // The reorder handler first: whether `setReorderCompleted` is read depends on it.
        let calls = factory.controllerCalls.filter { $0.name == "setReorderEntry" }
            + factory.controllerCalls.filter { $0.name != "setReorderEntry" }
        for call in calls {
            if call.name == "setReorderEntry", var hooks = Self.reorderHooks(call.call) {
                // A row asked once the drag ends: its flag's hook, `{ hook:, after: drop }`.
                for (row, hook) in hooks where hook.hasPrefix("drop:") {
                    hooks[row] = onDrop?[String(hook.dropFirst("drop:".count))].map { "{ hook: \($0), after: drop }" }
                }
                if hooks.values.allSatisfy({ !$0.hasPrefix("drop:") }) {
                    lines.reorder = hooks
                    continue
                }
            }
            if call.name == "setReorderCompleted", onDrop != nil, lines.reorder.values.contains(where: { $0.hasSuffix("after: drop }") }) {
                continue
            }
            lines.notes += note("`controller.\(call.name)(…)` called by the factory: not imported", call.statement)
        }

        for (ifExpr, statement) in factory.controllerIfs {
            // The focus highlight screenc generates for `focus:` (the factory's `focusOnItemTag`).
            if ifExpr.conditions.trimmedDescription == "let focusOnItemTag" { continue }
            if let presentation = presentationChoice(ifExpr) {
                lines.topLevel.append("presentation: \(presentation)")
                continue
            }
            lines.notes += note("an `if` of the factory setting the controller: not imported", statement)
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
            case ("visibleBottomContentOffsetChanged", _) where loadMoreHook(setting.value) != nil:
                lines.topLevel.append("loadMore: \(loadMoreHook(setting.value)!)")
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

    /// `if c { controller.navigationPresentation = .modal } else if d { … = .flatModal } [else { … }]` →
    /// `{ if: c, then: modal, else: { if: d, then: flatModal, else: default } }`.
    private mutating func presentationChoice(_ ifExpr: IfExprSyntax) -> String? {
        guard ifExpr.conditions.count == 1, case .expression(let test) = ifExpr.conditions.first!.condition,
            let condition = rows.conditions.translate(test, expecting: "Bool"),
            let word = presentationWord(in: ifExpr.body)
        else { return nil }
        let otherwise: String
        switch ifExpr.elseBody {
        case nil: otherwise = "default"
        case .ifExpr(let nested):
            guard let rest = presentationChoice(nested) else { return nil }
            otherwise = rest
        case .codeBlock(let block):
            guard let last = presentationWord(in: block) else { return nil }
            otherwise = last
        }
        return "{ if: \(RowReader.conditionValue(condition)), then: \(word), else: \(otherwise) }"
    }

    /// The word a block chooses: `controller.navigationPresentation = .word`, or a choice of its own (an `if`).
    private mutating func presentationWord(in block: CodeBlockSyntax) -> String? {
        if let word = Self.presentationAssigned(in: block) { return word }
        guard block.statements.count == 1, let item = block.statements.first?.item,
            let nested = (item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression)?.as(IfExprSyntax.self)
        else { return nil }
        return presentationChoice(nested)
    }

    /// The word of a block that is exactly `controller.navigationPresentation = .word`.
    private static func presentationAssigned(in block: CodeBlockSyntax) -> String? {
        guard block.statements.count == 1, let item = block.statements.first?.item,
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression,
            let (left, right) = assignment(expression),
            left.trimmedDescription == "controller.navigationPresentation",
            let word = right.as(MemberAccessExprSyntax.self), word.base == nil,
            presentations.contains(word.declName.baseName.text)
        else { return nil }
        return word.declName.baseName.text
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
