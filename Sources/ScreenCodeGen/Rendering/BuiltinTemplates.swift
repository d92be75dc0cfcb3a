// Generated from Templates/*.mustache. Do not edit: change the templates and run
// `SCREENC_RECORD=1 swift test --filter BuiltinTemplatesTests`.

enum BuiltinTemplates {
    static let sources: [String: String] = [
        "actions": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// What the {{names.screen}} screen asks of the app: its external actions, and the screens it pushes.
        public struct {{names.actions}} {
        {{#actionMembers}}
            /// {{documentation}}
            public var {{name}}: {{type}}
        {{/actionMembers}}
        {{#hasActionMembers}}

            public init(
        {{#actionMembers}}
                {{name}}: @escaping {{type}} = {{defaultValue}}{{^isLast}},{{/isLast}}
        {{/actionMembers}}
            ) {
        {{#actionMembers}}
                self.{{name}} = {{name}}
        {{/actionMembers}}
            }
        {{/hasActionMembers}}
        {{^hasActionMembers}}
            public init() {}
        {{/hasActionMembers}}
        }

        """#,
        "arguments": #"""
        {{% CONTENT_TYPE: TEXT}}
        private final class {{names.arguments}} {
            typealias State = {{names.state}}

            let updateState: ((State) -> State) -> Void
        {{#argumentMembers}}
            let {{name}}: {{type}}
        {{/argumentMembers}}

            init(
                updateState: @escaping ((State) -> State) -> Void{{#hasArgumentMembers}},{{/hasArgumentMembers}}
        {{#argumentMembers}}
                {{name}}: @escaping {{type}}{{^isLast}},{{/isLast}}
        {{/argumentMembers}}
            ) {
                self.updateState = updateState
        {{#argumentMembers}}
                self.{{name}} = {{name}}
        {{/argumentMembers}}
            }
        {{#hasBindings}}

            /// Sets one state field; the screen's bound controls call this.
            func update<Value>(_ keyPath: WritableKeyPath<State, Value>, to value: Value) {
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

        """#,
        "controller": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// Creates the {{names.screen}} screen.
        ///
        /// - Parameters:
        ///   - context: The account context.
        ///   - initialState: The state the screen starts with.
        ///   - actions: What the screen asks of the app.
        ///   - stateUpdated: Called with the new state after each change the screen's controls make (not when a control
        ///     sets a value the state already has).
        public func {{names.factory}}(
            context: AccountContext,
            initialState: {{names.state}} = {{names.state}}(),
            actions: {{names.actions}} = {{names.actions}}(),
            stateUpdated: @escaping ({{names.state}}) -> Void = { _ in }
        ) -> ViewController {
            let statePromise = ValuePromise(initialState, ignoreRepeated: true)
            let stateValue = Atomic(value: initialState)
            typealias State = {{names.state}}
            let updateState = { (f: (State) -> State) in
                let previous = stateValue.with { $0 }
                let state = stateValue.modify { f($0) }
                statePromise.set(state)
                if state != previous {
                    stateUpdated(state)
                }
            }
        {{#hasPushes}}

            var pushControllerImpl: ((ViewController) -> Void)?
        {{/hasPushes}}

            let arguments = {{names.arguments}}(
                updateState: updateState{{#hasArgumentMembers}},{{/hasArgumentMembers}}
        {{#argumentMembers}}
                {{name}}: {{value}}{{^isLast}},{{/isLast}}
        {{/argumentMembers}}
            )

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
        {{#hasPushes}}
            pushControllerImpl = { [weak controller] pushed in
                controller?.push(pushed)
            }
        {{/hasPushes}}
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
        "screen": #"""
        {{% CONTENT_TYPE: TEXT}}
        // Generated by screenc from {{sourceFile}}.
        // Do not edit: change the screen file and run `screenc compile`.

        {{#imports}}
        import {{.}}
        {{/imports}}

        {{> state}}

        {{> actions}}

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
