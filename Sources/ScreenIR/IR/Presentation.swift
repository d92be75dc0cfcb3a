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
    /// `ItemListNodeState(animateChanges:)`: nil for the default (`true`), a Bool literal, or a condition.
    public var animateChanges: Expression?
    /// The row focused when the screen opens (`ItemListNodeState(focusItemTag:)`): an input row's id.
    public var focus: Located<String>?
    /// The controller's lifecycle hooks.
    public var lifecycle: Lifecycle
    /// The hook called when the list is scrolled near its end (`loadMore:`,
    /// `controller.visibleBottomContentOffsetChanged`): the app loads more of a paged list.
    public var loadMore: HookReference?

    public init(
        navigation: NavigationPresentation = .default, animateChanges: Expression? = nil,
        focus: Located<String>? = nil, lifecycle: Lifecycle = Lifecycle(), loadMore: HookReference? = nil
    ) {
        self.navigation = navigation
        self.animateChanges = animateChanges
        self.focus = focus
        self.lifecycle = lifecycle
        self.loadMore = loadMore
    }
}

/// `ItemListController`'s lifecycle callbacks the screen forwards to hooks (`lifecycle:`). Each hook gets a Bool:
/// for `didAppear` whether it is the first appearance, for the others whether the transition is animated.
public struct Lifecycle: Sendable, Equatable {
    public var didAppear: HookReference?
    public var willDisappear: HookReference?
    public var didDisappear: HookReference?

    public init(didAppear: HookReference? = nil, willDisappear: HookReference? = nil, didDisappear: HookReference? = nil) {
        self.didAppear = didAppear
        self.willDisappear = willDisappear
        self.didDisappear = didDisappear
    }

    /// The hooks in the order `didAppear`, `willDisappear`, `didDisappear`, with the callback each is for.
    public var hooks: [(callback: String, hook: HookReference)] {
        [("didAppear", didAppear), ("willDisappear", willDisappear), ("didDisappear", didDisappear)].compactMap { entry in
            entry.1.map { (entry.0, $0) }
        }
    }
}
