/// A key press as the preview understands it.
///
/// The terminal layer decodes bytes into keys; the event loop maps them onto these cases by name. Letters typed with
/// Ctrl held are `control` with the lowercase letter (`.control("c")` for Ctrl-C, `.control("j")` for Ctrl-J);
/// a bracketed paste arrives as one `paste`, so pasted text is never taken for commands.
public enum PreviewKey: Sendable, Hashable {
    /// ↑.
    case up
    /// ↓.
    case down
    /// ←.
    case left
    /// →.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Return / Enter.
    case enter
    /// Alt-Enter (Option-Return; ESC CR): a new line in a multi-line input.
    case altEnter
    /// Escape.
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Forward delete.
    case delete
    /// A printable character (space included).
    case character(Character)
    /// A letter typed with Ctrl held, lowercase.
    case control(Character)
    /// Text pasted in one go (bracketed paste).
    case paste(String)
}

/// What the event loop should do after a key was handled.
public enum PreviewEffect: Sendable, Equatable {
    /// Nothing visible changed: no redraw needed.
    case none
    /// The model changed: draw a new frame.
    case redraw
    /// The user asked to quit (`q` when not editing, Ctrl-C always): restore the terminal and exit.
    case quit
}
