/// The escape sequences the terminal layer writes (and `VirtualTerminal` understands).
enum ControlSequence {
    static let csi = "\u{1B}["
    /// Hides the cursor (DECTCEM off).
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor (DECTCEM on).
    static let showCursor = "\u{1B}[?25h"
    /// Switches to the alternate screen, saving the cursor and clearing it (xterm 1049).
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Back to the normal screen and its saved cursor.
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Pasted text arrives between `ESC [200~` and `ESC [201~`.
    static let enableBracketedPaste = "\u{1B}[?2004h"
    /// Pasted text arrives as typed.
    static let disableBracketedPaste = "\u{1B}[?2004l"
    /// Default colours, no attributes (SGR 0).
    static let resetStyle = "\u{1B}[0m"
    /// Erases the whole screen (ED 2) without moving the cursor.
    static let clearScreen = "\u{1B}[2J"

    /// Moves the cursor to a zero-based `row` and `column` (CUP, which counts from 1).
    static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// SGR for `style` from any previous state: reset, then the attributes and colours set (`ESC [0;1;31m`).
    static func style(_ style: Style) -> String {
        var sequence = "\u{1B}[0"
        if style.bold { sequence += ";1" }
        if style.dim { sequence += ";2" }
        if style.italic { sequence += ";3" }
        if style.underline { sequence += ";4" }
        if style.inverse { sequence += ";7" }
        if let foreground = style.foreground { sequence += ";\(30 + Int(foreground.rawValue))" }
        if let background = style.background { sequence += ";\(40 + Int(background.rawValue))" }
        return sequence + "m"
    }
}
