import ScreenRuntime

/// What has the keyboard focus: a navigation-bar item, a row, a sub-item of an expandable switch, or a toolbar
/// action. Rows are addressed by stable id (`RenderedRow.stableID`), so focus survives state changes.
public enum PreviewFocus: Sendable, Hashable {
    /// An item of the navigation bar.
    case navigation(NavigationSlot)
    /// A row of the list, by stable id.
    case row(RowID)
    /// A sub-item of an expanded `expandableSwitch`: the row's stable id and the sub-item's id.
    case subItem(row: RowID, id: String)
    /// A toolbar action, by index in the screen's `toolbar`.
    case toolbar(Int)

    /// The zone the focus is in.
    public var zone: PreviewZone {
        switch self {
        case .navigation: .navigationBar
        case .row, .subItem: .list
        case .toolbar: .toolbar
        }
    }

    /// The stable id of the row this focus is on (the parent row for a sub-item); nil outside the list.
    public var rowStableID: RowID? {
        switch self {
        case .row(let id), .subItem(let id, _): id
        case .navigation, .toolbar: nil
        }
    }
}

/// The three zones Tab and Shift-Tab cycle through.
public enum PreviewZone: Sendable, Hashable, CaseIterable {
    /// The navigation bar at the top.
    case navigationBar
    /// The list of rows.
    case list
    /// The toolbar at the bottom.
    case toolbar
}

/// The focusable items of the navigation bar, left to right.
public enum NavigationSlot: Sendable, Hashable, CaseIterable {
    /// The back button of a pushed screen (`‹ Back`).
    case back
    /// `leftNavigationButton`.
    case left
    /// A segmented-control or tabs title (plain titles are not focusable).
    case title
    /// `secondaryRightNavigationButton` (drawn left of `right`).
    case secondaryRight
    /// `rightNavigationButton`.
    case right
}
