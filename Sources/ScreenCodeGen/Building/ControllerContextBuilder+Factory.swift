import ScreenExpressions
import ScreenIR

extension ControllerContextBuilder {
    /// The factory's arguments for parameters and app data, the entries call, and what is set on the node state and
    /// the controller: animation, initial focus, presentation, lifecycle hooks.
    func addFactory(to context: inout ControllerContext, hooks: [HookSignature], hasHandle: Bool, readsParameters: Bool) {
        context.factoryParameters = screen.parameters.enumerated().map { index, parameter in
            let type = qualifiedType(parameter.type, enumOwner: names.parameters, enumName: parameter.enumTypeName)
            // An optional parameter without a default defaults to `nil`; any other is required.
            let defaultValue =
                parameter.defaultValue.map { SwiftExpressions.value($0) } ?? (parameter.type.wrapped != nil ? "nil" : nil)
            let name = parameter.name.value
            return ParameterContext(
                name: name,
                parameter: defaultValue.map {
                    LineBreaking.defaultedParameter(label: name, type: type, value: $0, indent: 4, trailing: 1)
                } ?? "\(name): \(type)",
                isLast: index == screen.parameters.count - 1)
        }
        context.parametersConstruction =
            screen.parameters.isEmpty
            ? ""
            : SwiftValue.call(names.parameters, screen.parameters.map { .init($0.name.value, .atom($0.name.value)) })
                .layout(column: "    let parameters = ".count, indent: 4, trailing: 0)

        var entriesArguments: [SwiftValue.Element] = [.init("state", .atom("state"))]
        if !screen.data.isEmpty { entriesArguments.append(.init("data", .atom("data"))) }
        if readsParameters { entriesArguments.append(.init("parameters", .atom("parameters"))) }
        context.entriesCall = SwiftValue.call(names.entriesFunction, entriesArguments)
            .layout(column: "            let entries = ".count, indent: 12, trailing: 0)

        let presentation = screen.presentation
        context.animateChanges = presentation.animateChanges.map { swift.condition($0) } ?? "true"
        if let comparison = presentation.listAnimation {
            addComparison(comparison, to: &context)
        }
        if let navigationBar = presentation.animatesNavigationBar {
            context.navigationBarAnimation = swift.condition(navigationBar)
            context.hasNavigationBarAnimation = true
        }
        context.enablesInteractiveDismiss = presentation.enablesInteractiveDismiss
        if let scroll = presentation.initialScroll {
            context.initialScrollStatements = initialScrollStatements(scroll)
            context.hasInitialScroll = true
        }
        // `focus: { row:, after: appear }` is focused by `didAppear` (see `lifecycleCallbacks`), not the node state.
        let focusesNodeState = presentation.focus != nil && !presentation.focusesAfterAppearing
        context.focusItemTag = focusesNodeState ? presentation.focus.map { "\(names.entryTag).\($0.value)" } ?? "" : ""
        context.hasFocus = focusesNodeState
        if let word = presentation.navigation.fixedWord {
            context.navigationPresentation = word == .default ? "" : ".\(word.rawValue)"
            context.hasNavigationPresentation = word != .default
        } else {
            context.navigationPresentationStatements = navigationPresentationStatements(presentation.navigation)
        }
        context.lifecycle = lifecycleCallbacks(
            presentation.lifecycle, optional: Set(hooks.filter(\.isOptional).map(\.name)),
            focusAfterAppearing: presentation.focusesAfterAppearing ? presentation.focus?.value : nil)
        context.tellsPops = presentation.lifecycle.tellsPops
        context.hasLifecycle = !context.lifecycle.isEmpty
        if let loadMore = presentation.loadMore {
            context.loadMoreCall = "arguments.\(loadMore.name.value)()"
            context.hasLoadMore = true
        }
    }

    /// `initialScroll:` as Telegram's screens compute `initialScrollToItem`: the index of the row's entry in
    /// `entries`, found by its case, at the top of the list, without animation (the node applies it to the first state
    /// only); inside an `if` for `when:`.
    func initialScrollStatements(_ scroll: InitialScroll) -> [String] {
        let scrollTo = [
            "initialScrollToItem = ListViewScrollToItem(",
            "    index: index,",
            "    position: .top(0.0),",
            "    animated: false,",
            "    curve: .Default(duration: 0.0),",
            "    directionHint: .Up",
            ")",
        ]
        var loop: [String]
        if scroll.rows.count == 1 {
            loop = ["for (index, entry) in entries.enumerated() {", "    if case .\(scroll.rows[0].value) = entry {"]
                + scrollTo.map { "        " + $0 } + ["    }", "}"]
        } else {
            // The first of the rows that is shown.
            let cases = scroll.rows.map { "." + $0.value }.joined(separator: ", ")
            loop = [
                "for (index, entry) in entries.enumerated() where initialScrollToItem == nil {",
                "    switch entry {",
                "    case \(cases):",
            ] + scrollTo.map { "        " + $0 } + ["    default:", "        break", "    }", "}"]
        }
        if let when = scroll.when {
            loop = ["if \(swift.condition(when)) {"] + loop.map { "    " + $0 } + ["}"]
        }
        return ["var initialScrollToItem: ListViewScrollToItem?"] + loop
    }

    /// `presentation: { if:, then:, else: }` as the real factories choose it by their mode: an `if` (`else if`)
    /// chain over the parameters that sets `controller.navigationPresentation` where the choice is not `.default`
    /// (the controller's own value), `if parameters.isScopeGroups { controller.navigationPresentation = .modal }`.
    func navigationPresentationStatements(
        _ choice: WordChoice<Presentation.NavigationPresentation>
    ) -> [String] {
        switch choice {
        case .word(let word):
            return word == .default ? [] : ["controller.navigationPresentation = .\(word.rawValue)"]
        case .condition(let condition, let then, let otherwise):
            let thenLines = navigationPresentationStatements(then)
            let elseLines = navigationPresentationStatements(otherwise)
            if thenLines.isEmpty && elseLines.isEmpty { return [] }
            // Only the `else` side sets something: test the negated condition.
            if thenLines.isEmpty {
                let negated = Expression(.not(condition), span: condition.span)
                return ["if \(swift.condition(negated)) {"] + elseLines.map { "    " + $0 } + ["}"]
            }
            var lines = ["if \(swift.condition(condition)) {"] + thenLines.map { "    " + $0 }
            if elseLines.isEmpty {
                lines.append("}")
            } else if case .condition = otherwise, let first = elseLines.first, first.hasPrefix("if ") {
                // The `else` side's own chain continues this one.
                lines.append("} else " + first)
                lines += elseLines.dropFirst()
            } else {
                lines.append("} else {")
                lines += elseLines.map { "    " + $0 }
                lines.append("}")
            }
            return lines
        }
    }

    /// The controller's callbacks (`didAppear`, `willDisappear`, `didDisappear`) that call hooks, in that order: each
    /// calls its own hook, and `willDisappear` / `didDisappear` then call `willPop` / `didPop` when the screen was
    /// popped. A screen with a pop hook also remembers, on every `didAppear`, the navigation controller it is on.
    /// With `focusAfterAppearing` (`focus: { row:, after: appear }`), `didAppear` first focuses that row's node on the
    /// first appearance, as Telegram's forms raise the keyboard once their sheet is up: it walks
    /// `controller.forEachItemNode` for the focusable item node tagged with the row and calls its `focus()`.
    private func lifecycleCallbacks(
        _ lifecycle: Lifecycle, optional: Set<String>, focusAfterAppearing: String?
    ) -> [LifecycleContext] {
        func call(_ hook: HookReference?, _ parameter: String) -> String? {
            hook.map { "hooks.\($0.name.value)\(optional.contains($0.name.value) ? "?" : "")(\(parameter), handle)" }
        }
        let callbacks: [(callback: String, pop: HookReference?)] = [
            ("didAppear", nil), ("willDisappear", lifecycle.willPop), ("didDisappear", lifecycle.didPop),
        ]
        var contexts: [LifecycleContext] = callbacks.compactMap { callback, pop in
            let parameter = callback == "didAppear" ? "firstTime" : "animated"
            var lines: [String] = []
            let tracksStack = callback == "didAppear" && lifecycle.tellsPops
            if tracksStack {
                lines.append("shownOnNavigationController = controller?.navigationController as? NavigationController")
            }
            let focuses = callback == "didAppear" && focusAfterAppearing != nil
            if callback == "didAppear", let row = focusAfterAppearing {
                lines += [
                    "if firstTime {",
                    "    controller?.forEachItemNode { itemNode in",
                    "        if let itemNode = itemNode as? ItemListItemNode & ItemListItemFocusableNode, let tag = itemNode.tag,",
                    "            tag.isEqual(to: \(names.entryTag).\(row))",
                    "        {",
                    "            itemNode.focus()",
                    "        }",
                    "    }",
                    "}",
                ]
            }
            if let own = call(lifecycle.hook(callback), parameter) { lines.append(own) }
            if let popCall = call(pop, parameter) { lines += ["if isPopped() {", "    " + popCall, "}"] }
            guard !lines.isEmpty else { return nil }
            return LifecycleContext(
                callback: callback, parameter: parameter, hasParameter: true,
                closureHead: tracksStack || focuses ? "[weak controller] \(parameter)" : parameter, lines: lines)
        }
        // `beganInteractiveDragging` is a `() -> Void`: its closure takes nothing.
        if let hook = lifecycle.beganInteractiveDragging {
            let name = hook.name.value
            contexts.append(
                LifecycleContext(
                    callback: "beganInteractiveDragging", parameter: "", hasParameter: false, closureHead: "",
                    lines: ["hooks.\(name)\(optional.contains(name) ? "?" : "")(handle)"]))
        }
        return contexts
    }

    /// `animateChanges: { whenChanged: … }` / `{ unlessShrinking: true }`: the signal keeps the previous emission's
    /// state, app data or entry count in an `Atomic`, as hand-written screens keep a `previousState`, and the node
    /// state's `animateChanges` is the local computed from it.
    private func addComparison(_ comparison: EmissionComparison, to context: inout ControllerContext) {
        context.animateChanges = "animateChanges"
        switch comparison {
        case .unlessShrinking:
            context.comparisonDeclarations = ["let previousEntryCount = Atomic<Int?>(value: nil)"]
            context.comparisonStatements = [
                "let entryCountBefore = previousEntryCount.swap(entries.count)",
                "let animateChanges = entries.count >= (entryCountBefore ?? 0)",
            ]
        case .whenChanged(let fields):
            let stateFields = fields.map(\.value).filter { screen.field(named: $0) != nil }
            let dataFields = fields.map(\.value).filter { screen.field(named: $0) == nil }
            var statements = ["var animateChanges = false"]
            for (owner, type, names) in [("state", self.names.state, stateFields), ("data", self.names.data, dataFields)]
            where !names.isEmpty {
                let atomic = "previous" + owner.prefix(1).uppercased() + owner.dropFirst()
                context.comparisonDeclarations.append("let \(atomic) = Atomic<\(type)?>(value: nil)")
                statements.append("let \(owner)Before = \(atomic).swap(\(owner))")
                for name in names {
                    statements += [
                        "if let \(owner)Before, \(owner)Before.\(name) != \(owner).\(name) {",
                        "    animateChanges = true",
                        "}",
                    ]
                }
            }
            context.comparisonStatements = statements
        }
    }

    /// A parameter's type where the factory names it: `Bool`, `String?`, `BlockedUsersParameters.Category`.
    private func qualifiedType(_ type: ValueType, enumOwner: String, enumName: String) -> String {
        switch type {
        case .enumeration: "\(enumOwner).\(enumName)"
        case .optional(let wrapped): qualifiedType(wrapped, enumOwner: enumOwner, enumName: enumName) + "?"
        default: ValueTypesBuilder.declaredType(type, enumName: enumName)
        }
    }
}
