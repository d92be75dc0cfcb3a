import ScreenIR
import ScreenRuntime

/// One screen on the preview's navigation stack, with its own state, focus, change marks and scroll position.
public struct PreviewPage: Sendable, Equatable {
    /// The screen shown.
    public let screen: Screen
    /// The screen's state; every interaction replaces it with the outcome's state.
    public internal(set) var state: ScreenState
    /// `ScreenRenderer.render(screen, state:strings:)`, kept in step with `state`.
    public internal(set) var rendered: RenderedScreen {
        didSet { listTargets = Self.listTargets(of: rendered) }
    }
    /// The focusable rows and sub-items of `rendered`, in display order; kept in step with it (every key looks
    /// at them).
    private(set) var listTargets: [PreviewFocus]
    /// Which names each row reads, so that a change re-renders only the rows it can affect; worked out at the first
    /// change (walking every row costs about 20 µs a row, paid only by screens that change).
    private var knownDependencies: RowDependencies?
    /// The back-button title of a pushed screen (the previous screen's `back:` text, or "Back"); nil for the root.
    public let backTitle: String?
    /// What has the focus; nil only when nothing on the screen is focusable.
    public internal(set) var focus: PreviewFocus?
    /// When each row last appeared or changed as a consequence of an interaction, by stable id (`now` of the key).
    public internal(set) var changes: [RowID: Double] = [:]
    /// The list focus to return to when Tab comes back to the list.
    var listFocus: PreviewFocus?
    /// The first list line shown, as the model last scrolled it.
    var scrollTop = 0
    /// The row `initialScroll:` names, until the list is first laid out: it then starts scrolled so that the row is at
    /// its top (`ItemListNodeState(initialScrollToItem:)`, applied by the node to the first state only).
    var initialScroll: RowID?
    /// The data panel's lines, cursor and expansions for this screen (kept while the panel is closed).
    public internal(set) var panel = DataPanel()
    /// While the data panel is open: the row its last change made appear or change first, which the list scrolls
    /// to instead of the focus.
    var reveal: RowID?
    /// The link of a row that Enter last tapped (`PreviewModel.tapNextLink`): the next Enter on that row taps the
    /// one after it.
    var lastLink: LinkCursor?
    /// Whether reaching the list's last row calls the `loadMore` hook: true at first and after each change the data
    /// panel makes (the app's data emitting again), false once it was called — as the generated controller does.
    var loadMoreArmed = true
    /// The drag under way of a row with `reorder: { after: drop }` (K / J moved it, the list shows the temporary
    /// order): the row, and its list as the app last emitted it. The next other key drops the row.
    var drag: ReorderDrag?

    /// A page for `screen` in `state`, focused on its first focusable row (else its first navigation-bar item,
    /// else its first toolbar action); `strings` as for `ScreenRenderer.render(_:state:strings:)`.
    init(screen: Screen, state: ScreenState, backTitle: String?, strings: StringsLookup?) {
        self.screen = screen
        self.state = state
        self.backTitle = backTitle
        rendered = ScreenRenderer.render(screen, state: state, strings: strings)
        listTargets = Self.listTargets(of: rendered)
        initialScroll = rendered.initialScroll
        // Scrolled to a row, the list's focus starts on the first focusable row from there on.
        let startTargets = rendered.initialScroll.flatMap { row -> ArraySlice<PreviewFocus>? in
            guard let start = rendered.rows.firstIndex(where: { $0.stableID == row }) else { return nil }
            let below = Set(rendered.rows[start...].map(\.stableID))
            let targets = listTargets.drop { target in
                guard case .row(let id) = target else { return true }
                return !below.contains(id)
            }
            return targets.isEmpty ? nil : targets
        }
        let firstListTarget = startTargets?.first ?? listTargets.first
        focus =
            firstListTarget ?? navigationTargets.first.map(PreviewFocus.navigation)
            ?? toolbarTargets.first.map(PreviewFocus.toolbar)
        listFocus = firstListTarget
    }

    /// Which names each row reads (`RowDependencies`).
    mutating func dependencies() -> RowDependencies {
        if let knownDependencies { return knownDependencies }
        let dependencies = RowDependencies(screen)
        knownDependencies = dependencies
        return dependencies
    }

    /// Whether the back button is drawn: on a pushed screen without a left button (a left button replaces the back
    /// button, as `navigationItem.leftBarButtonItem` does in ItemListUI; Esc still goes back).
    public var showsBackButton: Bool { backTitle != nil && rendered.navigationBar.left == nil }

    /// The focusable navigation-bar items, left to right.
    var navigationTargets: [NavigationSlot] {
        var slots: [NavigationSlot] = []
        if showsBackButton { slots.append(.back) }
        let bar = rendered.navigationBar
        if bar.left != nil { slots.append(.left) }
        if !rendered.title.choices.isEmpty { slots.append(.title) }
        if bar.secondaryRight != nil { slots.append(.secondaryRight) }
        if bar.right != nil { slots.append(.right) }
        return slots
    }

    /// The focusable rows and sub-items of `rendered`, in display order.
    private static func listTargets(of rendered: RenderedScreen) -> [PreviewFocus] {
        var targets: [PreviewFocus] = []
        for section in rendered.sections {
            for row in section.rows where RowFocus.isFocusable(row.content) {
                targets.append(.row(row.stableID))
                if case .expandableSwitch(let item) = row.content, item.isExpanded {
                    targets += item.subItems.map { .subItem(row: row.stableID, id: $0.id) }
                }
            }
        }
        return targets
    }

    /// The toolbar action indices.
    var toolbarTargets: [Int] { Array(rendered.toolbar.indices) }

    /// Every focusable item in Tab order: navigation bar, list, toolbar.
    var allTargets: [PreviewFocus] {
        navigationTargets.map(PreviewFocus.navigation) + listTargets + toolbarTargets.map(PreviewFocus.toolbar)
    }

    /// Whether `focus` names something currently focusable.
    func isValid(_ focus: PreviewFocus) -> Bool {
        switch focus {
        case .navigation(let slot): navigationTargets.contains(slot)
        case .toolbar(let index): toolbarTargets.contains(index)
        case .row, .subItem: listTargets.contains(focus)
        }
    }
}

/// Which rows take the focus.
enum RowFocus {
    /// Rows a user can act on: switches, expandable switches, disclosures, actions, checkboxes, inputs, info rows
    /// with a close button, text-with-label / multi-line-text rows with an action, headers with an action button and
    /// texts (footers, text, info and activity-text rows) whose links call a hook. Other headers, footers, text,
    /// activity text and placeholders are skipped. Disabled rows keep the focus (the status line says why a key
    /// does nothing on them).
    static func isFocusable(_ content: RenderedRow.Content) -> Bool {
        switch content {
        case .switch, .expandableSwitch, .disclosure, .action, .checkbox, .singleLineInput, .multilineInput:
            true
        case .info(let item): item.closeAction != nil || item.linkAction != nil
        case .textWithLabel(let item): item.action != nil
        case .multilineText(let item): item.action != nil
        case .sectionHeader(let item): item.actionText != nil && item.action != nil
        case .text(let item): item.linkAction != nil
        case .activityText(let item): item.linkAction != nil
        // The preview taps a described row (its `action`) and flips a peer row's switch; it has no gesture for a
        // custom control's value.
        case .described(let item): item.action != nil || item.peerSwitch != nil || item.peerEditing?.editable == true
        case .placeholder: false
        }
    }
}
