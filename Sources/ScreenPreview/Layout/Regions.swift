/// How a terminal of a given size is divided, top to bottom:
///
/// - the navigation bar: one line, plus one for a subtitle or tabs, plus a `─` rule when the terminal is at least
///   `roomyHeight` lines tall;
/// - the list, which scrolls — sharing its room with the data panel below it while the panel is open (the panel
///   gets about three fifths, the list at least one line);
/// - the toolbar, when the screen has one (with a rule above it when roomy);
/// - the status line, except in terminals shorter than `compactHeight`, where the status takes the help line's
///   place while there is one;
/// (a frame printed whole, fitted to its content, always has the rules and the status line, however short);
/// - the help line.
struct Regions: Equatable {
    /// Terminals shorter than this share one line between status and help.
    static let compactHeight = 10
    /// Terminals at least this tall get rules under the navigation bar and above the toolbar.
    static let roomyHeight = 12

    /// Lines of the navigation bar (1 or 2).
    let navigationLines: Int
    /// Whether a rule follows the navigation bar.
    let hasNavigationRule: Bool
    /// The first row of the list.
    let listTop: Int
    /// How many rows the list gets.
    let listHeight: Int
    /// The data panel's first row (its title line), right below the list.
    let panelTop: Int
    /// How many rows the data panel gets, its title line included; 0 while it is closed.
    let panelHeight: Int
    /// The toolbar's row, nil without a toolbar.
    let toolbarRow: Int?
    /// Whether a rule precedes the toolbar.
    let hasToolbarRule: Bool
    /// The status line's row; nil in compact terminals.
    let statusRow: Int?
    /// The help line's row (the last).
    let helpRow: Int

    /// The regions for the shown screen of `model` in a terminal `height` rows tall.
    /// A model fitted to its content (`PreviewModel.fitsContent`) gets the roomy, non-compact layout at any height.
    init(_ model: PreviewModel, height: Int) {
        let roomy = height >= Self.roomyHeight || model.fitsContent
        let page = model.page
        switch page.rendered.title {
        case .textWithSubtitle, .textWithTabs: navigationLines = 2
        case .text, .sectionControl: navigationLines = 1
        }
        hasNavigationRule = roomy
        listTop = navigationLines + (roomy ? 1 : 0)
        helpRow = max(0, height - 1)
        var bottom = helpRow
        if height >= Self.compactHeight || model.fitsContent {
            bottom -= 1
            statusRow = bottom
        } else {
            statusRow = nil
        }
        if page.rendered.toolbar.isEmpty {
            toolbarRow = nil
            hasToolbarRule = false
        } else {
            bottom -= 1
            toolbarRow = bottom
            hasToolbarRule = roomy
            if roomy { bottom -= 1 }
        }
        let room = max(0, bottom - listTop)
        if model.isShowingPanel, model.fitsContent {
            // A frame printed whole: the panel as tall as its lines (and title), the list the rest.
            panelHeight = min(room, model.page.panel.lines.count + 1)
            listHeight = room - panelHeight
        } else if model.isShowingPanel {
            let list = room < 3 ? 0 : max(1, room >= 10 ? room * 2 / 5 : room / 3)
            listHeight = list
            panelHeight = room - list
        } else {
            listHeight = room
            panelHeight = 0
        }
        panelTop = listTop + listHeight
    }

    /// How many of the panel's lines are shown (below its title line).
    var panelListHeight: Int { max(0, panelHeight - 1) }
}
