/// One case of the entry enum and how it becomes an item.
public struct EntryContext: Sendable, Equatable, Encodable {
    /// `server`
    public var name: String
    /// `server(text: String, enabled: Bool)` or `pasteFromClipboard`.
    public var declaration: String
    /// The pattern in `item(…)`: `let .server(text, enabled)` or `.pasteFromClipboard`.
    public var bindingPattern: String
    /// The pattern without bindings, for `section` and `stableId`: `.server`.
    public var pattern: String
    /// The section enum case.
    public var section: String
    /// Position in the screen's list of rows (hidden rows included), so ids are stable across states.
    public var stableId: Int
    /// The pattern in `var stableId`: `.server`, or for a repeated row `.peer(_, let peer)`.
    public var stableIdPattern: String
    /// What `var stableId` returns: `4`; with repeated rows in the screen `.row(4)` or `.peer(peer.id)`.
    public var stableIdValue: String
    /// The pattern in `var sortKey` (screens with repeated rows): `.server` or `.peer(let index, _)`.
    public var sortKeyPattern: String
    /// What `var sortKey` returns: `(4, 0)`, or `(5, index)` for a repeated row.
    public var sortKeyValue: String
    /// Whether the row repeats over a list (`forEach`).
    public var isRepeated: Bool
    /// The YAML row kind (`switch`) — informational, for custom templates.
    public var kind: String
    /// The ItemListUI item the entry becomes.
    public var item: CallContext
    /// Statements `item(…)` runs before creating the item, each line indented for its place (column 12): a text
    /// chosen by an enum value (`let label: String` and a `switch`). Empty for most entries.
    public var itemStatements: String
    public var hasItemStatements: Bool
}

/// An initializer call laid out one argument per line.
public struct CallContext: Sendable, Equatable, Encodable {
    /// `ItemListSwitchItem`
    public var callee: String
    /// Arguments in the order of the real signature.
    public var arguments: [ArgumentContext]
}

/// One labelled argument.
public struct ArgumentContext: Sendable, Equatable, Encodable {
    /// `title`
    public var label: String
    /// Swift source of the value on one line: `presentationData.strings.Settings_Title`.
    public var value: String
    /// `label: value` laid out for its place (may span lines when it does not fit in 120 columns).
    public var line: String
    public var isLast: Bool
}

/// A section's rows in the entries function, under the section's condition.
public struct EntryGroupContext: Sendable, Equatable, Encodable {
    /// The section's `visible` condition in Swift (`state.mode == .socks5`), or empty.
    public var condition: String
    public var hasCondition: Bool
    public var rows: [EntryAppendContext]
    /// The same rows as the entries function writes them: rows next to each other with the same `visible` condition
    /// under one `if`, rows with the opposite condition right after them in its `else`.
    public var blocks: [EntryBlockContext]
    /// Whether this is the first group (no blank line before it).
    public var isFirst: Bool
    /// Whether the group starts `if <condition> {`: it has a condition that the group before it does not share.
    public var opensIf: Bool
    /// Whether the group is the `else` of the group before it (its condition is the opposite): `} else {`.
    public var isElse: Bool
    /// Whether the group ends its `if` (`}`): the next group neither shares its condition nor is its `else`.
    public var closesIf: Bool
}

/// One `if` of the entries function with its rows (and `else` rows), or one row without a condition.
public struct EntryBlockContext: Sendable, Equatable, Encodable {
    /// The shared `visible` condition in Swift, or empty.
    public var condition: String
    public var hasCondition: Bool
    /// The block's whole code, laid out for its place (may span lines).
    public var code: String
}

/// One `entries.append(…)`.
public struct EntryAppendContext: Sendable, Equatable, Encodable {
    /// The row's `visible` condition in Swift, or empty.
    public var condition: String
    public var hasCondition: Bool
    /// `.server(text: state.host, enabled: true)`
    public var construction: String
    /// `entries.append(…)` laid out for its nesting (may span lines).
    public var statement: String
    /// `for (index, peer) in data.blockedPeers.enumerated() {` for a repeated row, or empty.
    public var loop: String
    /// Whether the row repeats over a list (`forEach`).
    public var isRepeated: Bool
    /// The row's whole code: the statement inside its `if` and its loop, laid out (may span lines).
    public var code: String
}
