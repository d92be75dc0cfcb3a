/// The controller factory's decisions.
public struct ControllerContext: Sendable, Equatable, Encodable {
    /// The `title:` argument: `title: .text(presentationData.strings.SocksProxySetup_Title)`, laid out; `title: title`
    /// when the title has variants.
    public var title: String
    /// The `if`/`else if` chain that picks the title, when some titles have a `when` (else empty).
    public var titleVariants: [TitleVariantContext]
    public var hasTitleVariants: Bool
    /// The title's segmented control or tabs write the selection here.
    public var titleSelection: TitleSelectionContext
    /// `left`, `right`, `secondaryRight` buttons that exist, as local constants.
    public var navigationButtons: [NavigationButtonContext]
    /// `leftNavigationButton:` value: a constant name or `nil`.
    public var leftNavigationButton: String
    public var rightNavigationButton: String
    public var secondaryRightNavigationButton: String
    /// Whether to pass `secondaryRightNavigationButton:` (it has a default).
    public var hasSecondaryRightNavigationButton: Bool
    /// `ItemListBackButton(title: …)` or `nil`.
    public var backNavigationButton: String
    /// `.blocks` or `.plain`.
    public var style: String
    /// Toolbar actions (empty: no toolbar).
    public var toolbarActions: [ToolbarActionContext]
    public var hasToolbar: Bool
    /// The `emptyStateItem:` argument (`entries.isEmpty ? ItemListTextEmptyStateItem(text: …) : nil`), or empty.
    public var emptyStateLine: String
    public var hasEmptyState: Bool
    /// For `emptyState:` written as variants: the `if`/`else if` chain that sets the local `emptyStateItem`, one line
    /// each for column 12 after `let entries = …` (later lines carry their own indentation); empty otherwise.
    public var emptyStateStatements: [String] = []
    /// Whether `emptyState:` has variants: `emptyStateLine` is `emptyStateItem: emptyStateItem` and the node state
    /// gets `scrollEnabled: emptyStateItem == nil`.
    public var hasEmptyStateVariants = false
    /// Texts too long for their place in the title, a button, the toolbar or the empty state, assigned to locals at
    /// the start of the map closure (`let titleText: String` and an `if`/`else`), one line each, indented relative to
    /// column 12; empty for most screens.
    public var textStatements: [String] = []
    /// The factory's parameter arguments, in declaration order.
    public var factoryParameters: [ParameterContext] = []
    /// `BlockedUsersParameters(category: category, …)`, laid out after `    let parameters = `; empty without parameters.
    public var parametersConstruction = ""
    /// `blockedUsersControllerEntries(state: state, data: data)`, laid out after `            let entries = `.
    public var entriesCall = ""
    /// `ItemListNodeState(animateChanges:)`: `true`, `false`, a condition, or `animateChanges` (the local that
    /// `comparisonStatements` set).
    public var animateChanges = "true"
    /// What the signal keeps of the previous emission, for `animateChanges: { whenChanged: } / { unlessShrinking: }`:
    /// `let previousState = Atomic<EditNameState?>(value: nil)`, one line each at column 4, before `let signal =`.
    public var comparisonDeclarations: [String] = []
    /// The comparison with the previous emission at column 12, after `let entries = …`, ending in
    /// `let animateChanges = …` (or `var animateChanges` and `if`s setting it); empty without a comparison.
    public var comparisonStatements: [String] = []
    /// `ItemListControllerState(animateChanges:)` (`animateChanges: { navigationBar: }`): `false` or a condition.
    public var navigationBarAnimation = ""
    public var hasNavigationBarAnimation = false
    /// `controller.enableInteractiveDismiss = true` (`enableInteractiveDismiss: true`).
    public var enablesInteractiveDismiss = false
    /// `ItemListNodeState(focusItemTag:)`: `EditNameEntryTag.nameInput`, or empty.
    public var focusItemTag = ""
    public var hasFocus = false
    /// `controller.navigationPresentation`: `.modal`, or empty for the default.
    public var navigationPresentation = ""
    public var hasNavigationPresentation = false
    /// `presentation: { if:, then:, else: }`: the `if` / `else if` chain over the parameters that sets
    /// `controller.navigationPresentation`, one line each (later lines carry their own indentation); empty for a fixed
    /// presentation.
    public var navigationPresentationStatements: [String] = []
    /// `initialScroll:`: `var initialScrollToItem: ListViewScrollToItem?` and the loop over `entries` that sets it,
    /// one line each for column 12 after `let entries = …` (later lines carry their own indentation); empty without.
    public var initialScrollStatements: [String] = []
    /// Whether the node state gets `initialScrollToItem: initialScrollToItem`.
    public var hasInitialScroll = false
    /// The controller's lifecycle callbacks that call hooks.
    public var lifecycle: [LifecycleContext] = []
    public var hasLifecycle = false
    /// The call `loadMore:` makes when the list is scrolled near its end: `arguments.loadMoreBlockedPeers()`, or
    /// empty.
    public var loadMoreCall = ""
    /// `controller.setReorderEntry({ … })` for the rows with `reorder:`, one line each at column 4 (later lines carry
    /// their own indentation relative to 4); empty when no row reorders.
    public var reorderStatements: [String] = []
    /// Whether a row reorders `after: drop`: its list shows the dragged order (the shown data) until the drag ends.
    public var reordersOnDrop = false
    public var hasLoadMore = false
    /// Whether a lifecycle hook runs only when the screen was popped (`willPop`, `didPop`): the factory remembers the
    /// navigation controller the screen was last shown on (`shownOnNavigationController`) and declares `isPopped`.
    public var tellsPops = false
    /// The factory's last parameters, each laid out after `    ` (and before its comma): `initialState: EditNameState =
    /// EditNameState()`, `hooks: EditNameHooks` (with ` = EditNameHooks()` when no hook is required),
    /// `focusOnItemTag: EditNameEntryTag? = nil`, `stateUpdated: @escaping (EditNameState) -> Void = { _ in }`.
    public var initialStateParameter = ""
    public var hooksParameter = ""
    public var focusOnItemTagParameter = ""
    public var stateUpdatedParameter = ""
}

/// One branch of the title's `if`/`else if` chain.
public struct TitleVariantContext: Sendable, Equatable, Encodable {
    /// `if state.isEditing {`, `} else if … {`, `} else {`.
    public var opening: String
    /// The title, laid out after `                title = `: `.text(presentationData.strings.Common_Edit)`.
    public var value: String
}

/// What `titleControlValueChanged` does.
public struct TitleSelectionContext: Sendable, Equatable, Encodable {
    public var hasSelection: Bool
    /// The state field the index selects.
    public var field: String
    /// Whether the field is an enum (else an Int index).
    public var isEnum: Bool
    /// The enum type, qualified: `AppearanceState.Theme`.
    public var enumType: String
}

/// A navigation button constant.
public struct NavigationButtonContext: Sendable, Equatable, Encodable {
    /// `rightNavigationButton`
    public var constant: String
    /// The button (the first variant's when the slot has variants).
    public var call: CallContext
    /// Whether the slot's button depends on conditions: `declaration`, then `variants`, then `closing`.
    public var hasVariants: Bool
    /// `let rightNavigationButton: ItemListNavigationButton?` (no `?` when the last variant has no `when`).
    public var declaration: String
    /// The `if`/`else if` branches, each assigning `constant`.
    public var variants: [NavigationButtonVariantContext]
    /// `}`, or `} else {` … `= nil` `}` when no variant may show (may span lines).
    public var closing: String
}

/// One branch of a navigation button's `if`/`else if` chain.
public struct NavigationButtonVariantContext: Sendable, Equatable, Encodable {
    /// `if state.saving {`, `} else if … {`, `} else {`.
    public var opening: String
    /// The button, its arguments laid out for column 20.
    public var call: CallContext
}

/// One `ItemListToolbarItem.Action`.
public struct ToolbarActionContext: Sendable, Equatable, Encodable {
    public var call: CallContext
    public var isLast: Bool
    /// Whether a comma follows the action: every action of a multi-line list of two or more (swift-format adds
    /// a trailing comma after the last one).
    public var hasComma: Bool
}

/// A parameter of a generated function.
public struct ParameterContext: Sendable, Equatable, Encodable {
    /// `category`
    public var name: String
    /// `category: BlockedUsersParameters.Category`, with ` = default` when it has one.
    public var parameter: String
    public var isLast: Bool
}

/// A controller lifecycle callback that calls hooks.
public struct LifecycleContext: Sendable, Equatable, Encodable {
    /// `didAppear`, `willDisappear`, `didDisappear` or `beganInteractiveDragging`.
    public var callback: String
    /// The closure's parameter: `firstTime` (didAppear), `animated`, or empty (`beganInteractiveDragging` takes none).
    public var parameter: String
    /// Whether the closure takes a parameter (`closureHead` and `in` are written).
    public var hasParameter: Bool
    /// What comes before `in`: the parameter, after `[weak controller] ` when the closure reads the controller.
    public var closureHead: String
    /// The closure's body, one statement line each, for column 8: `hooks.screenAppeared(firstTime, handle)`
    /// (`hooks.saveDraft?(animated, handle)` for an optional hook); `if isPopped() {`, the pop hook's call and `}`.
    public var lines: [String]
}
