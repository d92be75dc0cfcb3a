import ScreenIR

/// What a screen shows for one state: everything the generated code passes to `ItemListControllerState`,
/// `ItemListNodeState` and the controller.
public struct RenderedScreen: Sendable, Equatable {
    /// The screen's name.
    public var name: String
    /// `ItemListControllerState(title:)`.
    public var title: RenderedTitle
    /// `ItemListNodeState(style:)` and each item's `style:`.
    public var style: ListStyle
    /// Each item's `systemStyle:`, where the item has one.
    public var systemStyle: SystemStyle
    /// The navigation-bar buttons and back title.
    public var navigationBar: RenderedNavigationBar
    /// `ItemListNodeState(toolbarItem:)`'s actions; empty when the screen has no toolbar.
    public var toolbar: [RenderedToolbarAction]
    /// The shown sections in screen order, each with its shown rows (possibly none).
    public var sections: [RenderedSection] {
        didSet { locations = Self.locations(of: sections) }
    }
    /// `ItemListNodeState(emptyStateItem:)`'s text: the screen's `emptyState` when no row is shown (or the first
    /// variant of `emptyState:` whose `when` holds, when it is a text), else nil.
    public var emptyState: DisplayText?
    /// Whether `ItemListNodeState(emptyStateItem:)` is the loading indicator (a variant with `loading: true`).
    public var showsLoadingIndicator: Bool
    /// `ItemListNodeState(scrollEnabled:)`: false while an empty state of `emptyState:` written as variants is shown.
    public var scrollEnabled: Bool
    /// `ItemListNodeState(animateChanges:)`: the screen's `animateChanges` (true when absent). When it compares
    /// emissions, the first emission's value (`ScreenRenderer.animatesChanges(…after:)` gives a later one's).
    public var animateChanges: Bool
    /// `ItemListControllerState(animateChanges:)`: `animateChanges: { navigationBar: }` (true when absent).
    public var animatesNavigationBar: Bool
    /// `ItemListNodeState(focusItemTag:)`: the row named by `focus:`, when it is shown (nil for `after: appear`).
    public var focus: RowID?
    /// `focus: { row:, after: appear }`: the row whose node the controller's first `didAppear` focuses, when shown.
    public var focusAfterAppearing: RowID?
    /// `controller.navigationPresentation`.
    public var navigationPresentation: Presentation.NavigationPresentation
    /// `ItemListNodeState(initialScrollToItem:)`: the row `initialScroll:` names, when it is shown (and its `when`
    /// holds); the list node scrolls it to the top when this is the first state it shows.
    public var initialScroll: RowID?

    /// Where each shown row is in `sections`, by stable id: `row(stableID:)` is a lookup, not a scan.
    private var locations: [RowID: Location]

    /// Where a row is in `sections`.
    struct Location: Sendable {
        var section: Int
        var row: Int
    }

    /// Creates a rendered screen.
    public init(
        name: String, title: RenderedTitle, style: ListStyle, systemStyle: SystemStyle,
        navigationBar: RenderedNavigationBar, toolbar: [RenderedToolbarAction], sections: [RenderedSection],
        emptyState: DisplayText?, showsLoadingIndicator: Bool = false, scrollEnabled: Bool = true,
        animateChanges: Bool = true, animatesNavigationBar: Bool = true, focus: RowID? = nil,
        navigationPresentation: Presentation.NavigationPresentation = .default
    ) {
        self.name = name
        self.title = title
        self.style = style
        self.systemStyle = systemStyle
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.sections = sections
        self.emptyState = emptyState
        self.showsLoadingIndicator = showsLoadingIndicator
        self.scrollEnabled = scrollEnabled
        self.animateChanges = animateChanges
        self.animatesNavigationBar = animatesNavigationBar
        self.focus = focus
        self.navigationPresentation = navigationPresentation
        locations = Self.locations(of: sections)
    }

    /// A screen whose rows' locations the renderer recorded while it built `sections`.
    init(
        name: String, title: RenderedTitle, style: ListStyle, systemStyle: SystemStyle,
        navigationBar: RenderedNavigationBar, toolbar: [RenderedToolbarAction], sections: [RenderedSection],
        locations: [RowID: Location], emptyState: DisplayText?, showsLoadingIndicator: Bool, scrollEnabled: Bool,
        animateChanges: Bool, animatesNavigationBar: Bool, focus: RowID?,
        navigationPresentation: Presentation.NavigationPresentation
    ) {
        self.name = name
        self.title = title
        self.style = style
        self.systemStyle = systemStyle
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.sections = sections
        self.locations = locations
        self.emptyState = emptyState
        self.showsLoadingIndicator = showsLoadingIndicator
        self.scrollEnabled = scrollEnabled
        self.animateChanges = animateChanges
        self.animatesNavigationBar = animatesNavigationBar
        self.focus = focus
        self.navigationPresentation = navigationPresentation
    }

    /// Everything but the lookup table (which follows from `sections`).
    public static func == (lhs: RenderedScreen, rhs: RenderedScreen) -> Bool {
        lhs.name == rhs.name && lhs.title == rhs.title && lhs.style == rhs.style
            && lhs.systemStyle == rhs.systemStyle && lhs.navigationBar == rhs.navigationBar
            && lhs.toolbar == rhs.toolbar && lhs.sections == rhs.sections && lhs.emptyState == rhs.emptyState
            && lhs.showsLoadingIndicator == rhs.showsLoadingIndicator && lhs.scrollEnabled == rhs.scrollEnabled
            && lhs.animateChanges == rhs.animateChanges && lhs.animatesNavigationBar == rhs.animatesNavigationBar
            && lhs.focus == rhs.focus
            && lhs.navigationPresentation == rhs.navigationPresentation && lhs.initialScroll == rhs.initialScroll
            && lhs.focusAfterAppearing == rhs.focusAfterAppearing
    }

    /// The shown rows in display order (ascending `sortKey`): the node state's `entries`.
    public var rows: [RenderedRow] { sections.flatMap(\.rows) }

    /// How many rows are shown.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The shown row with this stable id (constant time). Ids are unique for any state built through `ScreenState`'s
    /// checked setters (list element ids are distinct); were one repeated, the last row with it is found.
    public func row(stableID: RowID) -> RenderedRow? {
        locations[stableID].map { sections[$0.section].rows[$0.row] }
    }

    /// The shown row with this id (as written in YAML, or `<section>Header` / `<section>Footer`); for a repeated
    /// row, its first shown instance.
    public func row(id: String) -> RenderedRow? {
        for section in sections {
            if let row = section.rows.first(where: { $0.rowID == id }) { return row }
        }
        return nil
    }

    /// The shown instances of the repeated row `id`, in display order; empty for a fixed row.
    public func instances(of id: String) -> [RenderedRow] {
        sections.flatMap { $0.rows.filter { $0.rowID == id && $0.element != nil } }
    }

    /// The shown section with this id.
    public func section(id: String) -> RenderedSection? {
        sections.first { $0.sectionID == id }
    }

    private static func locations(of sections: [RenderedSection]) -> [RowID: Location] {
        var locations: [RowID: Location] = [:]
        locations.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count })
        for section in sections.indices {
            // By index: reading the id does not copy the row.
            for row in sections[section].rows.indices {
                locations[sections[section].rows[row].stableID] = Location(section: section, row: row)
            }
        }
        return locations
    }
}
