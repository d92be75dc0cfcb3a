import ScreenDiagnostics
import ScreenExpressions

/// How the screen is presented and animated, and the controller lifecycle hooks it asks for.
public struct Presentation: Sendable, Equatable {
    /// `ViewControllerNavigationPresentation`, set on the controller (`presentation:`).
    public enum NavigationPresentation: String, Sendable, Equatable, CaseIterable {
        case `default`, master, modal, flatModal, standaloneModal, standaloneFlatModal, modalInLargeLayout,
            modalInCompactLayout
    }

    /// `controller.navigationPresentation`.
    public var navigation: NavigationPresentation
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
    /// `controller.enableInteractiveDismiss`.
    public var enablesInteractiveDismiss: Bool
    /// The controller's lifecycle hooks.
    public var lifecycle: Lifecycle
    /// The hook called when the list is scrolled near its end (`loadMore:`,
    /// `controller.visibleBottomContentOffsetChanged`): the app loads more of a paged list.
    public var loadMore: HookReference?

    public init(
        navigation: NavigationPresentation = .default, animateChanges: Expression? = nil,
        listAnimation: EmissionComparison? = nil, animatesNavigationBar: Expression? = nil,
        focus: Located<String>? = nil, enablesInteractiveDismiss: Bool = false, lifecycle: Lifecycle = Lifecycle(),
        loadMore: HookReference? = nil
    ) {
        self.navigation = navigation
        self.animateChanges = animateChanges
        self.listAnimation = listAnimation
        self.animatesNavigationBar = animatesNavigationBar
        self.focus = focus
        self.enablesInteractiveDismiss = enablesInteractiveDismiss
        self.lifecycle = lifecycle
        self.loadMore = loadMore
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

    public init(
        didAppear: HookReference? = nil, willDisappear: HookReference? = nil, didDisappear: HookReference? = nil,
        willPop: HookReference? = nil, didPop: HookReference? = nil
    ) {
        self.didAppear = didAppear
        self.willDisappear = willDisappear
        self.didDisappear = didDisappear
        self.willPop = willPop
        self.didPop = didPop
    }

    /// The lifecycle keys, in the order hooks are listed.
    public static let keys = ["didAppear", "willDisappear", "didDisappear", "willPop", "didPop"]

    /// The hook of a lifecycle key (`didAppear`, …, `didPop`).
    public func hook(_ key: String) -> HookReference? {
        switch key {
        case "didAppear": didAppear
        case "willDisappear": willDisappear
        case "didDisappear": didDisappear
        case "willPop": willPop
        case "didPop": didPop
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
