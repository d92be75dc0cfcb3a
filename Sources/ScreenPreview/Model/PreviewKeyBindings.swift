/// One line of the key table: the keys and what they do.
public struct PreviewKeyBinding: Sendable, Equatable {
    /// The keys, as shown (`↑ ↓  j k`).
    public var keys: String
    /// What they do.
    public var action: String

    /// Creates a binding.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

/// The preview's keys, as the help overlay (`?`) lists them — also usable for `screenc preview --help`.
public enum PreviewKeyBindings {
    /// Keys when no input is being edited.
    public static let browsing: [PreviewKeyBinding] = [
        PreviewKeyBinding("↑ ↓  k j", "previous / next row"),
        PreviewKeyBinding("g G  Home End", "first / last row"),
        PreviewKeyBinding("PgUp PgDn", "a page up / down"),
        PreviewKeyBinding("Tab ⇧Tab", "bar → list → toolbar"),
        PreviewKeyBinding("← →", "bar, toolbar, segments"),
        PreviewKeyBinding("[ ]", "prev / next segment"),
        PreviewKeyBinding("Space", "toggle switch / check"),
        PreviewKeyBinding("Enter", "tap, open, edit"),
        PreviewKeyBinding("→", "open pushed screen"),
        PreviewKeyBinding("← Esc ⌫", "back"),
        PreviewKeyBinding("?", "help (any key closes)"),
        PreviewKeyBinding("q  Ctrl-C", "quit"),
    ]

    /// Keys while an input is being edited.
    public static let editing: [PreviewKeyBinding] = [
        PreviewKeyBinding("type, paste", "insert at the cursor"),
        PreviewKeyBinding("← →  Home End", "move the cursor"),
        PreviewKeyBinding("Ctrl-A Ctrl-E", "line start / end"),
        PreviewKeyBinding("⌫ Del", "delete before / after"),
        PreviewKeyBinding("Alt-Enter Ctrl-J", "new line (multi-line)"),
        PreviewKeyBinding("↑ ↓", "previous / next line"),
        PreviewKeyBinding("Enter Esc", "stop editing"),
        PreviewKeyBinding("Ctrl-C", "quit"),
    ]
}
