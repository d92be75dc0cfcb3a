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
                {{assignment}}
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
        {{#hasChangeHooks}}

            /// Sets one state field and, when that changed the state, tells the field's `change` hook the new value.
            func update<Value>(_ keyPath: WritableKeyPath<State, Value>, to value: Value, changed: (Value) -> Void) {
                if update(keyPath, to: value) {
                    changed(value)
                }
            }
        {{/hasChangeHooks}}
        {{#hasSubItems}}

            /// Flips the Bool field an expandable switch's sub-item is bound to (the sub-item's id is its key path).
            func toggle(_ subItem: ItemListExpandableSwitchItem.SubItem) {
                if let keyPath = subItem.id.base as? WritableKeyPath<State, Bool> {
                    update(keyPath, to: !subItem.isSelected)
                }
            }
        {{/hasSubItems}}
        {{#revealsPeerOptions}}

            /// ItemListPeerItem reports swipes: `(peer.id, nil)` when a row's options open, `(nil, peer.id)` when they
            /// close. Keeps the peer whose options are revealed, as Telegram's peer lists do.
            func setPeerIdWithRevealedOptions(_ peerId: EnginePeer.Id?, _ fromPeerId: EnginePeer.Id?) {
                let _ = updateState { state in
                    var state = state
                    let opened = peerId != nil && fromPeerId == nil
                    let closed = peerId == nil && fromPeerId == state.peerIdWithRevealedOptions
                    if opened || closed {
                        state.peerIdWithRevealedOptions = peerId
                    }
                    return state
                }
            }
        {{/revealsPeerOptions}}
        {{#revealedOptions}}

            /// The removable row reports swipes: `(id, nil)` when a row's options open, `(nil, id)` when they close.
            /// Keeps the row whose options are revealed in `{{field}}`.
            func {{method}}(_ id: {{type}}?, _ fromId: {{type}}?) {
                let _ = updateState { state in
                    var state = state
                    let opened = id != nil && fromId == nil
                    let closed = id == nil && fromId == state.{{field}}
                    if opened || closed {
                        state.{{field}} = id
                    }
                    return state
                }
            }
        {{/revealedOptions}}
        }
        {{/hasArgumentMembers}}
        {{^hasArgumentMembers}}
        private final class {{names.arguments}} {}
        {{/hasArgumentMembers}}

        """#,
        "conditions": #"""
        {{% CONTENT_TYPE: TEXT}}
        {{#conditionExtensions}}

        extension {{type}} {
        {{#conditions}}
            fileprivate {{declaration}} {
        {{#lines}}
                {{.}}
        {{/lines}}
            }
        {{^isLast}}

        {{/isLast}}
        {{/conditions}}
        }
        {{/conditionExtensions}}

        """#,
        "controller": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// Creates the {{names.screen}} screen.
        ///
        /// - Parameters:
        ///   - context: The account context.
        {{#controller.factoryParameters}}
        ///   - {{name}}: A parameter of the screen.
        {{/controller.factoryParameters}}
        {{#hasData}}
        {{^showsDataChanges}}
        ///   - data: The app data the screen shows; it re-renders whenever the signal emits. Controls bound to app data do
        ///     not change it: they call their hooks, and show the new value when `data` emits it.
        {{/showsDataChanges}}
        {{#showsDataChanges}}
        {{^controller.reordersOnDrop}}
        ///   - data: The app data the screen shows; it re-renders whenever the signal emits. Controls bound to app data do
        ///     not change it: they call their hooks. A switch flips under the finger and shows its new value until `data`
        ///     emits again, then what `data` says (the old value, when the app rejected the change).
        {{/controller.reordersOnDrop}}
        {{#controller.reordersOnDrop}}
        ///   - data: The app data the screen shows; it re-renders whenever the signal emits. Controls bound to app data do
        ///     not change it: they call their hooks. What the user changes under the finger (a list dragged into a new
        ///     order, a switch flipped) shows until `data` emits again, then what `data` says (the old order or value, when
        ///     the app rejected the change).
        {{/controller.reordersOnDrop}}
        {{/showsDataChanges}}
        ///   - initialData: Data to show at once, until `data` emits.
        {{/hasData}}
        ///   - initialState: The state the screen starts with.
        ///   - hooks: What the screen asks of the app.
        {{#hasEntryTags}}
        ///   - focusOnItemTag: A row to scroll into view when the screen appears, and to highlight once it is shown.
        {{/hasEntryTags}}
        ///   - stateUpdated: Called with the new state after each change of it (not when a control sets a value the state
        ///     already has).
        public func {{names.factory}}(
            context: AccountContext,
        {{#controller.factoryParameters}}
            {{parameter}},
        {{/controller.factoryParameters}}
        {{#hasData}}
            data: Signal<{{names.data}}, NoError>,
            initialData: {{names.data}}? = nil,
        {{/hasData}}
            {{controller.initialStateParameter}},
            {{controller.hooksParameter}},
        {{#hasEntryTags}}
            {{controller.focusOnItemTagParameter}},
        {{/hasEntryTags}}
            {{controller.stateUpdatedParameter}}
        ) -> ViewController {
        {{#hasParameters}}
            let parameters = {{controller.parametersConstruction}}
        {{/hasParameters}}
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
        {{#showsDataChanges}}
            typealias AppData = {{names.data}}
        {{^controller.reordersOnDrop}}
            // The app's data as the screen shows it: each emission of `data`, then, until the next one, with the new value of
            // each switch bound to it that the user flipped (a switch flips under the finger). The next emission is the truth:
            // a change the app rejected, emitted unchanged, flips the switch back.
        {{/controller.reordersOnDrop}}
        {{#controller.reordersOnDrop}}
            // The app's data as the screen shows it: each emission of `data`, then, until the next one, with what the user
            // changed under the finger (a list dragged into a new order, a switch flipped). The next emission is the truth:
            // a change the app rejected, emitted unchanged, shows the old order or value again.
        {{/controller.reordersOnDrop}}
            let shownData = Atomic<(data: AppData, promise: ValuePromise<AppData>)?>(value: nil)
            let updateShownData: ((inout AppData) -> Void) -> Void = { change in
                let shown = shownData.modify { shown in
                    guard var shown else {
                        return nil
                    }
                    change(&shown.data)
                    return shown
                }
                if let shown {
                    shown.promise.set(shown.data)
                }
            }
        {{/showsDataChanges}}
        {{#hasHandle}}
            let actionsDisposable = DisposableSet()
        {{/hasHandle}}
        {{#controller.hasLoadMore}}
            // The list asks for more once it is scrolled near its end, then not again until `data` emits (with more rows, or
            // with none left to load).
            let loadMoreArmed = Atomic(value: true)
        {{/controller.hasLoadMore}}
        {{#hasPushControllerImpl}}

            var pushControllerImpl: ((ViewController) -> Void)?
        {{/hasPushControllerImpl}}
        {{#hasHandle}}
            var presentControllerImpl: ((ViewController, PresentationContextType, Any?) -> Void)?
            var dismissImpl: (() -> Void)?
            var navigationControllerImpl: (() -> NavigationController?)?
            var scrollToTopImpl: (() -> Void)?
            let handle = {{names.handle}}(
        {{#state.hasFields}}
                currentState: { stateValue.with { $0 } },
                update: updateState,
        {{/state.hasFields}}
                pushController: { pushControllerImpl?($0) },
                presentController: { presentControllerImpl?($0, $1, $2) },
                dismissController: { dismissImpl?() },
                currentNavigationController: { navigationControllerImpl?() },
                scrollListToTop: { scrollToTopImpl?() },
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
        {{#hasData}}

        {{^showsDataChanges}}
        {{^controller.hasLoadMore}}
            let dataSignal: Signal<{{names.data}}, NoError> =
                initialData.map { .single($0) |> then(data) } ?? data
        {{/controller.hasLoadMore}}
        {{#controller.hasLoadMore}}
            let dataSignal: Signal<{{names.data}}, NoError> =
                (initialData.map { .single($0) |> then(data) } ?? data)
                |> beforeNext { _ in
                    let _ = loadMoreArmed.swap(true)
                }
        {{/controller.hasLoadMore}}
        {{/showsDataChanges}}
        {{#showsDataChanges}}
            let dataSignal: Signal<AppData, NoError> =
                (initialData.map { .single($0) |> then(data) } ?? data)
        {{#controller.hasLoadMore}}
                |> beforeNext { _ in
                    let _ = loadMoreArmed.swap(true)
                }
        {{/controller.hasLoadMore}}
                |> mapToSignal { emitted -> Signal<AppData, NoError> in
                    let promise = ValuePromise(emitted, ignoreRepeated: true)
                    let _ = shownData.swap((emitted, promise))
                    return promise.get()
                }
        {{/showsDataChanges}}
        {{/hasData}}

        {{#controller.comparisonDeclarations}}
            {{.}}
        {{/controller.comparisonDeclarations}}
        {{> signal}}

            let controller = ItemListController(context: context, state: signal)
        {{#controller.hasNavigationPresentation}}
            controller.navigationPresentation = {{controller.navigationPresentation}}
        {{/controller.hasNavigationPresentation}}
        {{#controller.navigationPresentationStatements}}
            {{.}}
        {{/controller.navigationPresentationStatements}}
        {{#controller.enablesInteractiveDismiss}}
            controller.enableInteractiveDismiss = true
        {{/controller.enablesInteractiveDismiss}}
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
        {{#controller.tellsPops}}
            // The navigation controller the screen was last shown on: a screen that disappears and is no longer on it was
            // popped (or dismissed, or replaced), not covered by a pushed screen.
            weak var shownOnNavigationController: NavigationController?
            let isPopped = { [weak controller] () -> Bool in
                guard let controller, let navigationController = shownOnNavigationController else {
                    return true
                }
                return !navigationController.viewControllers.contains(where: { $0 === controller })
            }
        {{/controller.tellsPops}}
        {{#controller.lifecycle}}
        {{#hasParameter}}
            controller.{{callback}} = { {{closureHead}} in
        {{/hasParameter}}
        {{^hasParameter}}
            controller.{{callback}} = {
        {{/hasParameter}}
        {{#lines}}
                {{.}}
        {{/lines}}
            }
        {{/controller.lifecycle}}
        {{#controller.hasLoadMore}}
            controller.visibleBottomContentOffsetChanged = { offset in
                if case .known(let value) = offset, value < 40.0, loadMoreArmed.swap(false) {
                    {{controller.loadMoreCall}}
                }
            }
        {{/controller.hasLoadMore}}
        {{#controller.reorderStatements}}
            {{.}}
        {{/controller.reorderStatements}}
        {{#hasEntryTags}}
            if let focusOnItemTag {
                var didHighlightFocusedItem = false
                controller.afterTransactionCompleted = { [weak controller] in
                    guard !didHighlightFocusedItem, let controller else { return }
                    controller.forEachItemNode { itemNode in
                        if let itemNode = itemNode as? ItemListItemNode, let tag = itemNode.tag,
                            tag.isEqual(to: focusOnItemTag)
                        {
                            didHighlightFocusedItem = true
                            itemNode.displayHighlight()
                        }
                    }
                }
            }
        {{/hasEntryTags}}
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
            navigationControllerImpl = { [weak controller] in
                controller?.navigationController as? NavigationController
            }
            scrollToTopImpl = { [weak controller] in
                controller?.scrollToTop?()
            }
        {{/hasHandle}}
            return controller
        }

        """#,
        "data": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// The app data the {{names.screen}} screen shows. The app provides it, and keeps it current, through the
        /// controller's `data` signal.
        public struct {{names.data}}: Equatable{{#data.isSendable}}, Sendable{{/data.isSendable}} {
        {{#data.elements}}
            public struct {{name}}: Equatable{{#isSendable}}, Sendable{{/isSendable}} {
        {{#enums}}
                public enum {{name}}: CaseIterable, Sendable {
        {{#cases}}
                    case {{name}}
        {{/cases}}
                }

        {{/enums}}
        {{#fields}}
                public var {{name}}: {{type}}
        {{/fields}}

                public init(
        {{#fields}}
                    {{parameter}}{{^isLast}},{{/isLast}}
        {{/fields}}
                ) {
        {{#fields}}
                    {{assignment}}
        {{/fields}}
                }
            }

        {{/data.elements}}
        {{#data.enums}}
            public enum {{name}}: CaseIterable, Sendable {
        {{#cases}}
                case {{name}}
        {{/cases}}
            }

        {{/data.enums}}
        {{#data.fields}}
            public var {{name}}: {{type}}
        {{/data.fields}}

            public init(
        {{#data.fields}}
                {{parameter}}{{^isLast}},{{/isLast}}
        {{/data.fields}}
            ) {
        {{#data.fields}}
                {{assignment}}
        {{/data.fields}}
            }
        }

        """#,
        "entries": #"""
        {{% CONTENT_TYPE: TEXT}}
        private func {{names.entriesFunction}}(
        {{#entriesParameters}}
            {{parameter}}{{^isLast}},{{/isLast}}
        {{/entriesParameters}}
        ) -> [{{names.entry}}] {
        {{#hasEntries}}
            var entries: [{{names.entry}}] = []
        {{#entryGroups}}
        {{^isElse}}

        {{/isElse}}
        {{#hasCondition}}
        {{#isElse}}
            } else {
        {{/isElse}}
        {{#opensIf}}
            if {{condition}} {
        {{/opensIf}}
        {{#blocks}}
                {{code}}
        {{/blocks}}
        {{#closesIf}}
            }
        {{/closesIf}}
        {{/hasCondition}}
        {{^hasCondition}}
        {{#blocks}}
            {{code}}
        {{/blocks}}
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
        {{#hasRepeatedRows}}
            /// Fixed rows by position; repeated rows by their element's id, so ItemListUI animates inserts, removals and
            /// moves.
            enum StableId: Hashable {
        {{#stableIdCases}}
                case {{name}}
        {{/stableIdCases}}
            }

        {{/hasRepeatedRows}}
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
                    {{returnStatement}}
        {{/hasEntries}}
        {{/sections}}
                }
            }

        {{#hasRepeatedRows}}
            var stableId: StableId {
        {{/hasRepeatedRows}}
        {{^hasRepeatedRows}}
            var stableId: Int32 {
        {{/hasRepeatedRows}}
                switch self {
        {{#entries}}
                case {{stableIdPattern}}:
                    return {{stableIdValue}}
        {{/entries}}
                }
            }
        {{#hasRepeatedRows}}

            /// The row's position in the screen, then a repeated row's index in its list.
            var sortKey: (Int32, Int32) {
                switch self {
        {{#entries}}
                case {{sortKeyPattern}}:
                    return {{sortKeyValue}}
        {{/entries}}
                }
            }

            static func < (lhs: Self, rhs: Self) -> Bool {
                return lhs.sortKey < rhs.sortKey
            }
        {{/hasRepeatedRows}}
        {{^hasRepeatedRows}}

            static func < (lhs: Self, rhs: Self) -> Bool {
                return lhs.stableId < rhs.stableId
            }
        {{/hasRepeatedRows}}

            func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        {{#itemsUseArguments}}
                {{argumentsCast}}
        {{/itemsUseArguments}}
                switch self {
        {{#entries}}
                case {{bindingPattern}}:
        {{#hasItemStatements}}
        {{itemStatements}}
        {{/hasItemStatements}}
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
                {{isEqualCondition}}
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

            fileprivate let currentState: () -> State
            fileprivate let update: ((State) -> State) -> Bool
        {{/state.hasFields}}
            fileprivate let pushController: (ViewController) -> Void
            fileprivate let presentController: (ViewController, PresentationContextType, Any?) -> Void
            fileprivate let dismissController: () -> Void
            fileprivate let currentNavigationController: () -> NavigationController?
            fileprivate let scrollListToTop: () -> Void

            /// Work the hooks start that must end with the screen (the `actionsDisposable` idiom): disposed when the screen
            /// goes away.
            public let disposables: DisposableSet
        {{#state.hasFields}}

            /// The screen's local state now.
            public var state: {{names.state}} {
                currentState()
            }

            /// Changes the screen's local state in one atomic step; the screen shows the result.
            {{updateStateDeclaration}}
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

            /// Pushes `controller` onto the navigation stack the screen is on, with or without the animation
            /// (`NavigationController.pushViewController(_:animated:completion:)`).
            public func push(_ controller: ViewController, animated: Bool) {
                currentNavigationController()?.pushViewController(controller, animated: animated, completion: {})
            }

            /// Puts `controller` in place of the top of the screen's navigation stack — the screen itself while it is shown
            /// (`NavigationController.replaceTopController(_:animated:ready:)`).
            public func replaceTopController(with controller: ViewController, animated: Bool = true) {
                currentNavigationController()?.replaceTopController(controller, animated: animated)
            }

            /// Keeps the root of the screen's navigation stack and puts `controller` above it, in place of everything else
            /// (`NavigationController.replaceAllButRootController(_:animated:)`).
            public func replaceAllButRootController(with controller: ViewController, animated: Bool = true) {
                currentNavigationController()?.replaceAllButRootController(controller, animated: animated)
            }

            /// Replaces the whole navigation stack the screen is on: `update` receives its controllers, root first, and
            /// returns the new stack (`NavigationController.replaceControllers(controllers:animated:)`).
            public func replaceControllers(
                animated: Bool = true,
                _ update: ([UIViewController]) -> [UIViewController]
            ) {
                guard let navigationController = currentNavigationController() else {
                    return
                }
                navigationController.replaceControllers(
                    controllers: update(navigationController.viewControllers),
                    animated: animated
                )
            }

            /// Scrolls the screen's list to its top, as a tap on the status bar does (`ViewController.scrollToTop`).
            public func scrollToTop() {
                scrollListToTop()
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
                {{assignment}}
        {{/hookMembers}}
            }
        {{/hasHookMembers}}
        {{^hasHookMembers}}
            public init() {}
        {{/hasHookMembers}}
        }

        """#,
        "parameters": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// The values the caller fixes when it creates the {{names.screen}} screen.
        public struct {{names.parameters}}: Equatable{{#parameters.isSendable}}, Sendable{{/parameters.isSendable}} {
        {{#parameters.enums}}
            public enum {{name}}: CaseIterable, Sendable {
        {{#cases}}
                case {{name}}
        {{/cases}}
            }

        {{/parameters.enums}}
        {{#parameters.fields}}
            public var {{name}}: {{type}}
        {{/parameters.fields}}

            public init(
        {{#parameters.fields}}
                {{parameter}}{{^isLast}},{{/isLast}}
        {{/parameters.fields}}
            ) {
        {{#parameters.fields}}
                {{assignment}}
        {{/parameters.fields}}
            }
        }

        """#,
        "screen": #"""
        {{% CONTENT_TYPE: TEXT}}
        // Generated by screenc from {{sourceFile}}.
        // Do not edit: change the screen file and run `screenc compile`.

        {{#importLines}}
        import {{module}}{{#hasUses}}  // {{uses}}{{/hasUses}}
        {{/importLines}}

        {{> state}}
        {{#hasData}}

        {{> data}}
        {{/hasData}}
        {{#hasParameters}}

        {{> parameters}}
        {{/hasParameters}}
        {{> conditions}}
        {{> texts}}

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
        "signal": #"""
        {{% CONTENT_TYPE: TEXT}}
            let signal =
        {{#hasData}}
                combineLatest(queue: .mainQueue(), context.sharedContext.presentationData, statePromise.get(), dataSignal)
                |> map { presentationData, state, data -> (ItemListControllerState, (ItemListNodeState, Any)) in
        {{/hasData}}
        {{^hasData}}
                combineLatest(queue: .mainQueue(), context.sharedContext.presentationData, statePromise.get())
                |> map { presentationData, state -> (ItemListControllerState, (ItemListNodeState, Any)) in
        {{/hasData}}
        {{#controller.textStatements}}
                    {{.}}
        {{/controller.textStatements}}
        {{#controller.hasTitleVariants}}
                    let title: ItemListControllerTitle
        {{#controller.titleVariants}}
                    {{opening}}
                        title = {{value}}
        {{/controller.titleVariants}}
                    }
        {{/controller.hasTitleVariants}}
        {{#controller.navigationButtons}}
        {{^hasVariants}}
                    let {{constant}} = {{call.callee}}(
        {{#call.arguments}}
                        {{line}}{{^isLast}},{{/isLast}}
        {{/call.arguments}}
                    )
        {{/hasVariants}}
        {{#hasVariants}}
                    {{declaration}}
        {{#variants}}
                    {{opening}}
                        {{constant}} = {{call.callee}}(
        {{#call.arguments}}
                            {{line}}{{^isLast}},{{/isLast}}
        {{/call.arguments}}
                        )
        {{/variants}}
                    {{closing}}
        {{/hasVariants}}
        {{/controller.navigationButtons}}
                    let controllerState = ItemListControllerState(
                        presentationData: ItemListPresentationData(presentationData),
                        {{controller.title}},
                        leftNavigationButton: {{controller.leftNavigationButton}},
                        rightNavigationButton: {{controller.rightNavigationButton}},
        {{#controller.hasSecondaryRightNavigationButton}}
                        secondaryRightNavigationButton: {{controller.secondaryRightNavigationButton}},
        {{/controller.hasSecondaryRightNavigationButton}}
                        backNavigationButton: {{controller.backNavigationButton}}{{#controller.hasNavigationBarAnimation}},{{/controller.hasNavigationBarAnimation}}
        {{#controller.hasNavigationBarAnimation}}
                        animateChanges: {{controller.navigationBarAnimation}}
        {{/controller.hasNavigationBarAnimation}}
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
                    let entries = {{controller.entriesCall}}
        {{#controller.comparisonStatements}}
                    {{.}}
        {{/controller.comparisonStatements}}
        {{#controller.emptyStateStatements}}
                    {{.}}
        {{/controller.emptyStateStatements}}
        {{#controller.initialScrollStatements}}
                    {{.}}
        {{/controller.initialScrollStatements}}
                    let listState = ItemListNodeState(
                        presentationData: ItemListPresentationData(presentationData),
                        entries: entries,
                        style: {{controller.style}},
        {{#controller.hasFocus}}
                        focusItemTag: {{controller.focusItemTag}},
        {{/controller.hasFocus}}
        {{#hasEntryTags}}
                        ensureVisibleItemTag: focusOnItemTag,
        {{/hasEntryTags}}
        {{#controller.hasEmptyState}}
                        {{controller.emptyStateLine}},
        {{/controller.hasEmptyState}}
        {{#controller.hasToolbar}}
                        toolbarItem: toolbarItem,
        {{/controller.hasToolbar}}
        {{#controller.hasInitialScroll}}
                        initialScrollToItem: initialScrollToItem,
        {{/controller.hasInitialScroll}}
                        animateChanges: {{controller.animateChanges}}{{#controller.hasEmptyStateVariants}},{{/controller.hasEmptyStateVariants}}
        {{#controller.hasEmptyStateVariants}}
                        scrollEnabled: emptyStateItem == nil
        {{/controller.hasEmptyStateVariants}}
                    )
                    return (controllerState, (listState, arguments))
                }
        {{#hasHandle}}
                |> afterDisposed {
                    actionsDisposable.dispose()
                }
        {{/hasHandle}}

        """#,
        "state": #"""
        {{% CONTENT_TYPE: TEXT}}
        /// The state of the {{names.screen}} screen: everything its rows show and its controls change.
        public struct {{names.state}}: Equatable{{#state.isSendable}}, Sendable{{/state.isSendable}} {
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
                {{parameter}}{{^isLast}},{{/isLast}}
        {{/state.fields}}
            ) {
        {{#state.fields}}
                {{assignment}}
        {{/state.fields}}
            }
        {{/state.hasFields}}
        {{^state.hasFields}}
            public init() {}
        {{/state.hasFields}}
        }

        """#,
        "texts": #"""
        {{% CONTENT_TYPE: TEXT}}
        {{#reusableTexts}}

        {{#lines}}
        {{.}}
        {{/lines}}
        {{/reusableTexts}}

        """#,
    ]
}
