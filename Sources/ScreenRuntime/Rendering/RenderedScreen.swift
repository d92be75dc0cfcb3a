import ScreenIR

/// What a screen shows for one state: everything the generated code passes to `ItemListControllerState` and
/// `ItemListNodeState`.
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
    public var sections: [RenderedSection]
    /// `ItemListNodeState(emptyStateItem:)`'s text: the screen's `emptyState` when no row is shown, else nil.
    public var emptyState: DisplayText?

    /// Creates a rendered screen.
    public init(
        name: String, title: RenderedTitle, style: ListStyle, systemStyle: SystemStyle,
        navigationBar: RenderedNavigationBar, toolbar: [RenderedToolbarAction], sections: [RenderedSection],
        emptyState: DisplayText?
    ) {
        self.name = name
        self.title = title
        self.style = style
        self.systemStyle = systemStyle
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.sections = sections
        self.emptyState = emptyState
    }

    /// The shown rows in display order (ascending stable ids): the node state's `entries`.
    public var rows: [RenderedRow] { sections.flatMap(\.rows) }

    /// The shown row with this stable id.
    public func row(stableID: Int) -> RenderedRow? {
        for section in sections {
            if let row = section.rows.first(where: { $0.stableID == stableID }) { return row }
        }
        return nil
    }

    /// The shown row with this id (as written in YAML, or `<section>Header` / `<section>Footer`).
    public func row(id: String) -> RenderedRow? {
        for section in sections {
            if let row = section.rows.first(where: { $0.rowID == id }) { return row }
        }
        return nil
    }

    /// The shown section with this id.
    public func section(id: String) -> RenderedSection? {
        sections.first { $0.sectionID == id }
    }
}
