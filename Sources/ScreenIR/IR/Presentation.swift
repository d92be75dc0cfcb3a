import ScreenDiagnostics
import ScreenExpressions

/// How the screen is presented and animated, and the controller lifecycle hooks it asks for.
public struct Presentation: Sendable, Equatable {
    /// `ViewControllerNavigationPresentation`, set on the controller (`presentation:`).
    public enum NavigationPresentation: String, Sendable, Equatable, CaseIterable {
        case `default`, master, modal, flatModal, standaloneModal, standaloneFlatModal, modalInLargeLayout,
            modalInCompactLayout
    }

    /// `controller.navigationPresentation`: a word (`presentation: modal`), or chosen by the screen's parameters when
    /// the controller is created (`presentation: { if: "scope == .groups", then: modal, else: default }`, as the real
    /// factories set it in an `if` over their mode).
    public var navigation: WordChoice<NavigationPresentation>
    /// `ItemListNodeState(animateChanges:)`: nil for the default (`true`), a Bool literal, or a condition. Nil when
    /// `listAnimation` compares emissions instead.
    public var animateChanges: Expression?
    /// `animateChanges: { whenChanged: … }` / `{ unlessShrinking: true }`: the list animates depending on the previous
    /// emission; nil when it does not (`animateChanges` decides).
    public var listAnimation: EmissionComparison?
    /// `ItemListControllerState(animateChanges:)` (`animateChanges: { navigationBar: … }`): nil for the default
    /// (`true`), a Bool literal, or a condition.
    public var animatesNavigationBar: Expression?
    /// The row focused when the screen opens (`ItemListNodeState(focusItemTag:)`): an input row's id.
    public var focus: Located<String>?
    /// Whether `focus` waits for the controller's first `didAppear` (`focus: { row:, after: appear }`): the generated
    /// `didAppear` then finds the row's node and calls its `focus()`, instead of passing `focusItemTag:`.
    public var focusesAfterAppearing: Bool = false
    /// The row the list starts scrolled to (`ItemListNodeState(initialScrollToItem:)`, `initialScroll:`).
    public var initialScroll: InitialScroll?
    /// `controller.enableInteractiveDismiss`.
    public var enablesInteractiveDismiss: Bool
    /// The controller's lifecycle hooks.
    public var lifecycle: Lifecycle
    /// The hook called when the list is scrolled near its end (`loadMore:`,
    /// `controller.visibleBottomContentOffsetChanged`): the app loads more of a paged list.
    public var loadMore: HookReference?

    public init(
        navigation: WordChoice<NavigationPresentation> = .word(.default), animateChanges: Expression? = nil,
        listAnimation: EmissionComparison? = nil, animatesNavigationBar: Expression? = nil,
        focus: Located<String>? = nil, initialScroll: InitialScroll? = nil, enablesInteractiveDismiss: Bool = false,
        lifecycle: Lifecycle = Lifecycle(), loadMore: HookReference? = nil
    ) {
        self.navigation = navigation
        self.animateChanges = animateChanges
        self.listAnimation = listAnimation
        self.animatesNavigationBar = animatesNavigationBar
        self.focus = focus
        self.initialScroll = initialScroll
        self.enablesInteractiveDismiss = enablesInteractiveDismiss
        self.lifecycle = lifecycle
        self.loadMore = loadMore
    }
}

/// `initialScroll: row` / `[a, b]` / `{ row:, when: }`: the list starts scrolled so that this row (the first of these
/// rows that is shown) is at its top, as Telegram's screens pass
/// `ItemListNodeState(initialScrollToItem: ListViewScrollToItem(index: …, position: .top(0.0), …))` (the node
/// applies it only to the first state it shows).
public struct InitialScroll: Sendable, Equatable {
    /// Rows that do not repeat, in the order written: the first shown is scrolled to.
    public var rows: [Located<String>]
    /// Scrolls only when this holds (in the first state shown); nil: always.
    public var when: Expression?

    public init(rows: [Located<String>], when: Expression? = nil) {
        self.rows = rows
        self.when = when
    }
}

/// A list animation that depends on the emission before: the generated signal keeps what it compares in an `Atomic`
/// across emissions, as hand-written screens keep a `previousState`.
public enum EmissionComparison: Sendable, Equatable {
    /// `{ whenChanged: field }` / `{ whenChanged: [a, b] }`: animate when one of these state or app data fields has
    /// a different value than in the previous emission (never on the first).
    case whenChanged([Located<String>])
    /// `{ unlessShrinking: true }`: animate unless the list has fewer entries than in the previous emission (always
    /// on the first).
    case unlessShrinking
}

/// `ItemListController`'s lifecycle callbacks the screen forwards to hooks (`lifecycle:`). Each hook gets a Bool:
/// for `didAppear` whether it is the first appearance, for the others whether the transition is animated.
/// `willPop` / `didPop` are `willDisappear` / `didDisappear` when the screen is no longer on the navigation stack it
/// was shown on (popped, dismissed, replaced), not when a pushed screen covers it.
public struct Lifecycle: Sendable, Equatable {
    public var didAppear: HookReference?
    public var willDisappear: HookReference?
    public var didDisappear: HookReference?
    public var willPop: HookReference?
    public var didPop: HookReference?
    /// `controller.beganInteractiveDragging`: the user started dragging the list (a `() -> Void` callback).
    public var beganInteractiveDragging: HookReference?

    public init(
        didAppear: HookReference? = nil, willDisappear: HookReference? = nil, didDisappear: HookReference? = nil,
        willPop: HookReference? = nil, didPop: HookReference? = nil, beganInteractiveDragging: HookReference? = nil
    ) {
        self.didAppear = didAppear
        self.willDisappear = willDisappear
        self.didDisappear = didDisappear
        self.willPop = willPop
        self.didPop = didPop
        self.beganInteractiveDragging = beganInteractiveDragging
    }

    /// The lifecycle keys, in the order hooks are listed.
    public static let keys = ["didAppear", "willDisappear", "didDisappear", "willPop", "didPop", "beganInteractiveDragging"]

    /// The keys whose callback passes no Bool: the hook receives only the handle.
    public static let keysWithoutFlag: Set<String> = ["beganInteractiveDragging"]

    /// The hook of a lifecycle key (`didAppear`, …, `didPop`).
    public func hook(_ key: String) -> HookReference? {
        switch key {
        case "didAppear": didAppear
        case "willDisappear": willDisappear
        case "didDisappear": didDisappear
        case "willPop": willPop
        case "didPop": didPop
        case "beganInteractiveDragging": beganInteractiveDragging
        default: nil
        }
    }

    /// The hooks in the order of `keys`, with the key each is for.
    public var hooks: [(callback: String, hook: HookReference)] {
        Self.keys.compactMap { key in hook(key).map { (key, $0) } }
    }

    /// Whether a hook needs to know if the screen was popped: the controller remembers its navigation stack.
    public var tellsPops: Bool {
        willPop != nil || didPop != nil
    }
}
