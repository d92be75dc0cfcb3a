import ScreenDiagnostics
import ScreenExpressions

/// One row of the list: an entry of the generated `ItemListNodeEntry` enum.
public struct Row: Sendable, Equatable {
    /// The row's id (a case of the generated entry enum), unique in the screen.
    public var id: Located<String>
    /// Which ItemListUI item the row is and its options.
    public var item: RowItem
    /// When the row is shown; nil means always (within a visible section).
    public var visible: Expression?
    /// The row's YAML.
    public var span: SourceSpan
    /// Whether the row was created from a section's `header:` or `footer:` rather than written in `rows:`.
    public var isImplicit: Bool
    /// `forEach: <element> in <list>`: the row is shown once per element of a list of app data; nil for a fixed row.
    public var repetition: Repetition?
    /// `reorder: <hook>`: the user may drag the repeated row's instances within the list in editing mode; the hook
    /// receives the list's ids in their new order. Nil when the row cannot be reordered.
    public var reorder: HookReference?
    /// `reorder: { hook:, after: drop }`: when the `reorder` hook is called — after every accepted move (the
    /// default), or once when the drag ends, the list showing the dragged order until then.
    public var reorderMoment: ReorderMoment

    public init(
        id: Located<String>, item: RowItem, visible: Expression?, span: SourceSpan, isImplicit: Bool = false,
        repetition: Repetition? = nil, reorder: HookReference? = nil, reorderMoment: ReorderMoment = .move
    ) {
        self.id = id
        self.item = item
        self.visible = visible
        self.span = span
        self.isImplicit = isImplicit
        self.repetition = repetition
        self.reorder = reorder
        self.reorderMoment = reorderMoment
    }

    /// The row's kind.
    public var kind: RowKind { item.kind }

    /// The row's item description: a built-in kind's, or a described row's own.
    public var itemDescription: ItemDescription {
        if case .described(let row) = item { return row.description }
        return kind.itemDescription
    }

    /// A phrase for messages: "a switch row", "a peerAction row".
    public var phrase: String { itemDescription.phrase }
}

/// `RowKind` and `RowItem` are generated from the built-in descriptions (`IR/Generated/GeneratedRowItem.swift`).
extension RowKind {
    /// The 14 built-in kinds: each has a description in `BuiltinItems`.
    public static let builtIns: [RowKind] = allCases.filter { $0 != .described }

    /// The built-in kind named `name` (`item: switch`), or nil. Looked up in a table built once: every row asks, and
    /// `init(rawValue:)` compares the name with the cases one by one.
    public static func builtIn(named name: String) -> RowKind? { builtInsByName[name] }

    private static let builtInsByName: [String: RowKind] = Dictionary(
        uniqueKeysWithValues: builtIns.map { ($0.rawValue, $0) })

    /// The kind's description; a described row's is its own (`Row.itemDescription`), so this is only asked of a
    /// built-in kind. Looked up in a table built once: every row asks.
    public var itemDescription: ItemDescription {
        guard let description = Self.descriptions[self] else {
            preconditionFailure("a described row carries its own description")
        }
        return description
    }

    private static let descriptions: [RowKind: ItemDescription] = Dictionary(
        uniqueKeysWithValues: BuiltinItems.all.map { (RowKind(rawValue: $0.name)!, $0) })

    /// The ItemListUI class the row becomes (a built-in kind's).
    public var itemListClass: String { itemDescription.swiftName }

    /// A phrase for messages: "a switch row"; "a described row" for `described`.
    public var phrase: String { self == .described ? "a described row" : itemDescription.phrase }
}

/// `forEach: peer in blockedPeers`: a row repeated once per element of a list of app data, with the element bound to
/// a name its texts, conditions, bindings and hooks can read.
public struct Repetition: Sendable, Equatable {
    /// The name the element is bound to (`peer`).
    public var element: Located<String>
    /// The list data field (`blockedPeers`).
    public var list: Located<String>
    /// The whole `forEach` value.
    public var span: SourceSpan

    public init(element: Located<String>, list: Located<String>, span: SourceSpan) {
        self.element = element
        self.list = list
        self.span = span
    }
}
