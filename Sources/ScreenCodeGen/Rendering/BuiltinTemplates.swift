// Generated from Templates/*.mustache. Do not edit: change the templates and run
// `SCREENC_RECORD=1 swift test --filter BuiltinTemplatesTests`.

enum BuiltinTemplates {
    static let sources: [String: String] = [
        "arguments": #"""
        {{% CONTENT_TYPE: TEXT}}
        {{#hasArgumentMembers}}
        private final class {{names.arguments}} {
        {{#hasBindings}}
            typealias State = {{names.state}}

        {{/hasBindings}}
        {{#argumentMembers}}
            let {{declaration}}
        {{/argumentMembers}}

            init(
        {{#argumentMembers}}
                {{parameter}}{{^isLast}},{{/isLast}}
        {{/argumentMembers}}
            ) {
        {{#argumentMembers}}
                self.{{name}} = {{name}}
        {{/argumentMembers}}
            }
        {{#hasBindings}}

            /// Sets one state field and returns whether the state changed; the screen's bound controls call this.
            @discardableResult
            func update<Value>(_ keyPath: WritableKeyPath<State, Value>, to value: Value) -> Bool {
                updateState { state in
                    var state = state
                    state[keyPath: keyPath] = value
                    return state
                }
            }
        {{/hasBindings}}
        {{#hasSubItems}}

            /// Flips the Bool field an expandable switch's sub-item is bound to (the sub-item's id is its key path).
            func toggle(_ subItem: ItemListExpandableSwitchItem.SubItem) {
                if let keyPath = subItem.id.base as? WritableKeyPath<State, Bool> {
                    update(keyPath, to: !subItem.isSelected)
                }
            }
        {{/hasSubItems}}
        }
        {{/hasArgumentMembers}}
        {{^hasArgumentMembers}}
        private final class {{names.arguments}} {}
        {{/hasArgumentMembers}}

        """#,
        "controller": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// Creates the {{names.screen}} screen.
        ///
        /// - Parameters:
        ///   - context: The account context.
        ///   - initialState: The state the screen starts with.
        ///   - hooks: What the screen asks of the app.
        {{#hasEntryTags}}
        ///   - focusOnItemTag: A row to scroll into view when the screen appears.
        {{/hasEntryTags}}
        ///   - stateUpdated: Called with the new state after each change of it (not when a control sets a value the state
        ///     already has).
        public func {{names.factory}}(
            context: AccountContext,
            initialState: {{names.state}} = {{names.state}}(),
            hooks: {{names.hooks}}{{^hasRequiredHooks}} = {{names.hooks}}(){{/hasRequiredHooks}},
        {{#hasEntryTags}}
            focusOnItemTag: {{names.entryTag}}? = nil,
        {{/hasEntryTags}}
            stateUpdated: @escaping ({{names.state}}) -> Void = { _ in }
        ) -> ViewController {
            let statePromise = ValuePromise(initialState, ignoreRepeated: true)
        {{#hasStateUpdates}}
            let stateValue = Atomic(value: initialState)
            typealias State = {{names.state}}
            // The read of the previous state and the update are one atomic step.
            let updateState: ((State) -> State) -> Bool = { f in
                var changed = false
                let state = stateValue.modify { current in
                    let updated = f(current)
                    changed = updated != current
                    return updated
                }
                if changed {
                    statePromise.set(state)
                    stateUpdated(state)
                }
                return changed
            }
        {{/hasStateUpdates}}
        {{#hasHandle}}
            let actionsDisposable = DisposableSet()
        {{/hasHandle}}
        {{#hasPushControllerImpl}}

            var pushControllerImpl: ((ViewController) -> Void)?
        {{/hasPushControllerImpl}}
        {{#hasHandle}}
            var presentControllerImpl: ((ViewController, PresentationContextType, Any?) -> Void)?
            var dismissImpl: (() -> Void)?
            let handle = {{names.handle}}(
        {{#state.hasFields}}
                state: { stateValue.with { $0 } },
                updateState: updateState,
        {{/state.hasFields}}
                push: { pushControllerImpl?($0) },
                present: { presentControllerImpl?($0, $1, $2) },
                dismiss: { dismissImpl?() },
                disposables: actionsDisposable
            )
        {{/hasHandle}}

        {{#hasArgumentMembers}}
            let arguments = {{names.arguments}}(
        {{#argumentMembers}}
                {{argument}}{{^isLast}},{{/isLast}}
        {{/argumentMembers}}
            )
        {{/hasArgumentMembers}}
        {{^hasArgumentMembers}}
            let arguments = {{names.arguments}}()
        {{/hasArgumentMembers}}

            let signal =
                combineLatest(queue: .mainQueue(), context.sharedContext.presentationData, statePromise.get())
                |> map { presentationData, state -> (ItemListControllerState, (ItemListNodeState, Any)) in
        {{#controller.navigationButtons}}
                    let {{constant}} = {{call.callee}}(
        {{#call.arguments}}
                        {{line}}{{^isLast}},{{/isLast}}
        {{/call.arguments}}
                    )
        {{/controller.navigationButtons}}
                    let controllerState = ItemListControllerState(
                        presentationData: ItemListPresentationData(presentationData),
                        {{controller.title}},
                        leftNavigationButton: {{controller.leftNavigationButton}},
                        rightNavigationButton: {{controller.rightNavigationButton}},
        {{#controller.hasSecondaryRightNavigationButton}}
                        secondaryRightNavigationButton: {{controller.secondaryRightNavigationButton}},
        {{/controller.hasSecondaryRightNavigationButton}}
                        backNavigationButton: {{controller.backNavigationButton}}
                    )
        {{#controller.hasToolbar}}
                    let toolbarItem = ItemListToolbarItem(actions: [
        {{#controller.toolbarActions}}
                        {{call.callee}}(
        {{#call.arguments}}
                            {{line}}{{^isLast}},{{/isLast}}
        {{/call.arguments}}
                        ){{#hasComma}},{{/hasComma}}
        {{/controller.toolbarActions}}
                    ])
        {{/controller.hasToolbar}}
                    let entries = {{names.entriesFunction}}(state: state)
                    let listState = ItemListNodeState(
                        presentationData: ItemListPresentationData(presentationData),
                        entries: entries,
                        style: {{controller.style}},
        {{#hasEntryTags}}
                        ensureVisibleItemTag: focusOnItemTag,
        {{/hasEntryTags}}
        {{#controller.hasEmptyState}}
                        {{controller.emptyStateLine}},
        {{/controller.hasEmptyState}}
        {{#controller.hasToolbar}}
                        toolbarItem: toolbarItem,
        {{/controller.hasToolbar}}
                        animateChanges: true
                    )
                    return (controllerState, (listState, arguments))
                }
        {{#hasHandle}}
                |> afterDisposed {
                    actionsDisposable.dispose()
                }
        {{/hasHandle}}

            let controller = ItemListController(context: context, state: signal)
        {{#controller.titleSelection.hasSelection}}
            controller.titleControlValueChanged = { index in
        {{#controller.titleSelection.isEnum}}
                let cases = {{controller.titleSelection.enumType}}.allCases
                if cases.indices.contains(index) {
                    arguments.update(\.{{controller.titleSelection.field}}, to: cases[index])
                }
        {{/controller.titleSelection.isEnum}}
        {{^controller.titleSelection.isEnum}}
                arguments.update(\.{{controller.titleSelection.field}}, to: index)
        {{/controller.titleSelection.isEnum}}
            }
        {{/controller.titleSelection.hasSelection}}
        {{#hasPushControllerImpl}}
            pushControllerImpl = { [weak controller] pushed in
                controller?.push(pushed)
            }
        {{/hasPushControllerImpl}}
        {{#hasHandle}}
            presentControllerImpl = { [weak controller] presented, presentationContext, arguments in
                controller?.present(presented, in: presentationContext, with: arguments)
            }
            dismissImpl = { [weak controller] in
                controller?.dismiss()
            }
        {{/hasHandle}}
            return controller
        }

        """#,
        "entries": #"""
        {{% CONTENT_TYPE: TEXT}}
        private func {{names.entriesFunction}}(
            state: {{names.state}}
        ) -> [{{names.entry}}] {
        {{#hasEntries}}
            var entries: [{{names.entry}}] = []
        {{#entryGroups}}

        {{#hasCondition}}
            if {{condition}} {
        {{#rows}}
        {{#hasCondition}}
                if {{condition}} {
                    {{statement}}
                }
        {{/hasCondition}}
        {{^hasCondition}}
                {{statement}}
        {{/hasCondition}}
        {{/rows}}
            }
        {{/hasCondition}}
        {{^hasCondition}}
        {{#rows}}
        {{#hasCondition}}
            if {{condition}} {
                {{statement}}
            }
        {{/hasCondition}}
        {{^hasCondition}}
            {{statement}}
        {{/hasCondition}}
        {{/rows}}
        {{/hasCondition}}
        {{/entryGroups}}

            return entries
        {{/hasEntries}}
        {{^hasEntries}}
            return []
        {{/hasEntries}}
        }

        """#,
        "entry": #"""
        {{% CONTENT_TYPE: TEXT}}
        private enum {{names.entry}}: ItemListNodeEntry {
        {{#entries}}
            case {{declaration}}
        {{/entries}}

            var section: ItemListSectionId {
                switch self {
        {{#sections}}
        {{#hasEntries}}
        {{#entryPatterns}}
        {{#isFirst}}        case {{/isFirst}}{{^isFirst}}            {{/isFirst}}{{name}}{{^isLast}},{{/isLast}}{{#isLast}}:{{/isLast}}
        {{/entryPatterns}}
                    return {{names.section}}.{{name}}.rawValue
        {{/hasEntries}}
        {{/sections}}
                }
            }

            var stableId: Int32 {
                switch self {
        {{#entries}}
                case {{pattern}}:
                    return {{stableId}}
        {{/entries}}
                }
            }

            static func < (lhs: Self, rhs: Self) -> Bool {
                return lhs.stableId < rhs.stableId
            }

            func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        {{#itemsUseArguments}}
                let arguments = arguments as! {{names.arguments}}
        {{/itemsUseArguments}}
                switch self {
        {{#entries}}
                case {{bindingPattern}}:
                    return {{item.callee}}(
        {{#item.arguments}}
                        {{line}}{{^isLast}},{{/isLast}}
        {{/item.arguments}}
                    )
        {{/entries}}
                }
            }
        }

        """#,
        "entryTag": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// The rows of the {{names.screen}} screen, as ItemListUI's item tags: `focusOnItemTag` names one.
        public enum {{names.entryTag}}: ItemListItemTag, Equatable {
        {{#entryTags}}
            case {{declaration}}
        {{/entryTags}}

            public func isEqual(to other: ItemListItemTag) -> Bool {
                if let other = other as? {{names.entryTag}}, self == other {
                    return true
                } else {
                    return false
                }
            }
        }

        """#,
        "handle": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// The {{names.screen}} screen as its hooks see it: its local state, and the navigation around it.
        public struct {{names.handle}} {
        {{#state.hasFields}}
            fileprivate typealias State = {{names.state}}

            private let currentState: () -> State
            private let update: ((State) -> State) -> Bool
        {{/state.hasFields}}
            private let pushController: (ViewController) -> Void
            private let presentController: (ViewController, PresentationContextType, Any?) -> Void
            private let dismissController: () -> Void

            /// Work the hooks start that must end with the screen (the `actionsDisposable` idiom): disposed when the screen
            /// goes away.
            public let disposables: DisposableSet

            fileprivate init(
        {{#state.hasFields}}
                state: @escaping () -> State,
                updateState: @escaping ((State) -> State) -> Bool,
        {{/state.hasFields}}
                push: @escaping (ViewController) -> Void,
                present: @escaping (ViewController, PresentationContextType, Any?) -> Void,
                dismiss: @escaping () -> Void,
                disposables: DisposableSet
            ) {
        {{#state.hasFields}}
                self.currentState = state
                self.update = updateState
        {{/state.hasFields}}
                self.pushController = push
                self.presentController = present
                self.dismissController = dismiss
                self.disposables = disposables
            }
        {{#state.hasFields}}

            /// The screen's local state now.
            public var state: {{names.state}} {
                currentState()
            }

            /// Changes the screen's local state in one atomic step; the screen shows the result.
            public func updateState(_ f: (inout {{names.state}}) -> Void) {
                let _ = update { state in
                    var state = state
                    f(&state)
                    return state
                }
            }
        {{/state.hasFields}}

            /// Pushes `controller` onto the navigation stack the screen is on.
            public func push(_ controller: ViewController) {
                pushController(controller)
            }

            /// Presents `controller` from the screen, as `ViewController.present(_:in:with:)` does.
            public func present(
                _ controller: ViewController,
                in context: PresentationContextType = .window(.root),
                with arguments: Any? = nil
            ) {
                presentController(controller, context, arguments)
            }

            /// Dismisses the screen.
            public func dismiss() {
                dismissController()
            }
        }

        """#,
        "hooks": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// What the {{names.screen}} screen asks of the app: its hooks, and the screens it pushes.
        public struct {{names.hooks}} {
        {{#hookMembers}}
            /// {{documentation}}
            public var {{declaration}}
        {{/hookMembers}}
        {{#hasHookMembers}}

            public init(
        {{#hookMembers}}
                {{parameter}}{{^isLast}},{{/isLast}}
        {{/hookMembers}}
            ) {
        {{#hookMembers}}
                self.{{name}} = {{name}}
        {{/hookMembers}}
            }
        {{/hasHookMembers}}
        {{^hasHookMembers}}
            public init() {}
        {{/hasHookMembers}}
        }

        """#,
        "screen": #"""
        {{% CONTENT_TYPE: TEXT}}
        // Generated by screenc from {{sourceFile}}.
        // Do not edit: change the screen file and run `screenc compile`.

        {{#imports}}
        import {{.}}
        {{/imports}}

        {{> state}}

        {{> hooks}}

        {{#hasHandle}}
        {{> handle}}

        {{/hasHandle}}
        {{#hasEntryTags}}
        {{> entryTag}}

        {{/hasEntryTags}}
        {{> arguments}}

        private enum {{names.section}}: Int32 {
        {{#sections}}
            case {{name}}
        {{/sections}}
        }

        {{> entry}}

        {{> entries}}

        {{> controller}}

        """#,
        "state": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// The state of the {{names.screen}} screen: everything its rows show and its controls change.
        public struct {{names.state}}: Equatable, Sendable {
        {{#state.enums}}
            public enum {{name}}: CaseIterable, Sendable {
        {{#cases}}
                case {{name}}
        {{/cases}}
            }

        {{/state.enums}}
        {{#state.fields}}
            public var {{name}}: {{type}}
        {{/state.fields}}
        {{#state.hasFields}}

            public init(
        {{#state.fields}}
                {{name}}: {{type}} = {{defaultValue}}{{^isLast}},{{/isLast}}
        {{/state.fields}}
            ) {
        {{#state.fields}}
                self.{{name}} = {{name}}
        {{/state.fields}}
            }
        {{/state.hasFields}}
        {{^state.hasFields}}
            public init() {}
        {{/state.hasFields}}
        }
        {{#hasConditions}}

        extension {{names.state}} {
        {{#conditions}}
            fileprivate var {{name}}: Bool {
        {{#lines}}
                {{.}}
        {{/lines}}
            }
        {{^isLast}}

        {{/isLast}}
        {{/conditions}}
        }
        {{/hasConditions}}

        """#,
    ]
}
