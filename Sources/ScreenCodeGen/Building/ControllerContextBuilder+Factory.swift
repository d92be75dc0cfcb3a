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
        context.focusItemTag = presentation.focus.map { "\(names.entryTag).\($0.value)" } ?? ""
        context.hasFocus = presentation.focus != nil
        context.navigationPresentation =
            presentation.navigation == .default ? "" : ".\(presentation.navigation.rawValue)"
        context.hasNavigationPresentation = presentation.navigation != .default
        context.lifecycle = lifecycleCallbacks(presentation.lifecycle, optional: Set(hooks.filter(\.isOptional).map(\.name)))
        context.tellsPops = presentation.lifecycle.tellsPops
        context.hasLifecycle = !context.lifecycle.isEmpty
        if let loadMore = presentation.loadMore {
            context.loadMoreCall = "arguments.\(loadMore.name.value)()"
            context.hasLoadMore = true
        }
    }

    /// The controller's callbacks (`didAppear`, `willDisappear`, `didDisappear`) that call hooks, in that order: each
    /// calls its own hook, and `willDisappear` / `didDisappear` then call `willPop` / `didPop` when the screen was
    /// popped. A screen with a pop hook also remembers, on every `didAppear`, the navigation controller it is on.
    private func lifecycleCallbacks(_ lifecycle: Lifecycle, optional: Set<String>) -> [LifecycleContext] {
        func call(_ hook: HookReference?, _ parameter: String) -> String? {
            hook.map { "hooks.\($0.name.value)\(optional.contains($0.name.value) ? "?" : "")(\(parameter), handle)" }
        }
        let callbacks: [(callback: String, pop: HookReference?)] = [
            ("didAppear", nil), ("willDisappear", lifecycle.willPop), ("didDisappear", lifecycle.didPop),
        ]
        return callbacks.compactMap { callback, pop in
            let parameter = callback == "didAppear" ? "firstTime" : "animated"
            var lines: [String] = []
            let tracksStack = callback == "didAppear" && lifecycle.tellsPops
            if tracksStack {
                lines.append("shownOnNavigationController = controller?.navigationController as? NavigationController")
            }
            if let own = call(lifecycle.hook(callback), parameter) { lines.append(own) }
            if let popCall = call(pop, parameter) { lines += ["if isPopped() {", "    " + popCall, "}"] }
            guard !lines.isEmpty else { return nil }
            return LifecycleContext(
                callback: callback, parameter: parameter,
                closureHead: tracksStack ? "[weak controller] \(parameter)" : parameter, lines: lines)
        }
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
