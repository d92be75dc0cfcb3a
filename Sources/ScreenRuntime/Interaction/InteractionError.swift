import ScreenIR

/// An interaction that does not fit the screen: a programming or command-line error, not a user gesture that is
/// ignored (those give an `InteractionOutcome` with `ignored` set).
public enum InteractionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No row has this stable id (or the list has no element with its element id).
    case unknownRow(RowID)
    /// The interaction does not apply to this kind of row (`toggleSwitch` on a checkbox).
    case unsupported(interaction: String, rowID: String, kind: RowKind)
    /// The expandable switch has no sub-item with this id.
    case unknownSubItem(rowID: String, subItem: String)
    /// The described row gives no key of that name with a binding (for `setDescribedValue`) or a hook (for
    /// `callDescribedHook`).
    case unknownKey(rowID: String, key: String)
    /// The screen's title has no segments or tabs.
    case titleHasNoSelection
    /// The title has `count` segments or tabs; `index` is not one of them.
    case segmentOutOfRange(index: Int, count: Int)
    /// The navigation bar has no button there.
    case noNavigationButton(NavigationButtonPosition)
    /// The toolbar has `count` actions; `index` is not one of them.
    case toolbarActionOutOfRange(index: Int, count: Int)

    /// A one-line message.
    public var description: String {
        switch self {
        case .unknownRow(let id):
            "no row has stable id \(id)"
        case .unsupported(let interaction, let rowID, let kind):
            "`\(interaction)` does not apply to `\(rowID)`, \(kind.phrase)"
        case .unknownSubItem(let rowID, let subItem):
            "`\(rowID)` has no sub-item `\(subItem)`"
        case .unknownKey(let rowID, let key):
            "`\(rowID)` has no bound or hook key `\(key)`"
        case .titleHasNoSelection:
            "the title has no segments or tabs"
        case .segmentOutOfRange(let index, let count):
            "segment \(index) is out of range: the title has \(count)"
        case .noNavigationButton(let position):
            "the navigation bar has no \(position.rawValue) button"
        case .toolbarActionOutOfRange(let index, let count):
            "toolbar action \(index) is out of range: the toolbar has \(count)"
        }
    }
}
