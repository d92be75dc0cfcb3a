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
        PreviewKeyBinding("PgUp at top", "swipe a sheet down"),
        PreviewKeyBinding("Tab ⇧Tab", "bar → list → toolbar"),
        PreviewKeyBinding("← →", "bar, toolbar, segments"),
        PreviewKeyBinding("[ ]", "prev / next segment"),
        PreviewKeyBinding("Space", "toggle switch / check"),
        PreviewKeyBinding("Enter", "tap, open, edit"),
        PreviewKeyBinding("→", "open pushed screen"),
        PreviewKeyBinding("K J", "drag a row up / down"),
        PreviewKeyBinding("← Esc ⌫", "back"),
        PreviewKeyBinding("d", "data panel"),
        PreviewKeyBinding("?", "help (any key closes)"),
        PreviewKeyBinding("q  Ctrl-C", "quit"),
        PreviewKeyBinding("Ctrl-Z", "suspend (fg resumes)"),
    ]

    /// Keys in the data panel (`d`).
    public static let panel: [PreviewKeyBinding] = [
        PreviewKeyBinding("↑ ↓  k j", "previous / next line"),
        PreviewKeyBinding("g G  PgUp PgDn", "first / last, a page"),
        PreviewKeyBinding("Space", "toggle / cycle / open"),
        PreviewKeyBinding("← →", "change; fold / unfold"),
        PreviewKeyBinding("Enter", "type a value; call handle.…"),
        PreviewKeyBinding("n", "optional: nil / back"),
        PreviewKeyBinding("a", "add an element"),
        PreviewKeyBinding("x Del", "remove an element"),
        PreviewKeyBinding("K J", "move element up / down"),
        PreviewKeyBinding("w", "accept/reject writes"),
        PreviewKeyBinding("Esc d", "close the panel"),
    ]

    /// Keys while a value of the data panel is typed.
    public static let panelEditing: [PreviewKeyBinding] = [
        PreviewKeyBinding("type, paste", "insert at the cursor"),
        PreviewKeyBinding("← →  Home End", "move the cursor"),
        PreviewKeyBinding("Enter", "set the value"),
        PreviewKeyBinding("Esc", "cancel"),
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
