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
        var bytes: [UInt8] = []
        appendMoveCursor(row: row, column: column, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `moveCursor(row:column:)` to `bytes` (without building a string).
    static func appendMoveCursor(row: Int, column: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: csi.utf8)
        appendDecimal(row + 1, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(column + 1, to: &bytes)
        bytes.append(UInt8(ascii: "H"))
    }

    /// The length in bytes of `moveCursor(row:column:)`.
    static func moveCursorLength(row: Int, column: Int) -> Int {
        4 + decimalLength(row + 1) + decimalLength(column + 1)
    }

    /// SGR for `style` from any previous state: reset, then the attributes and colours set (`ESC [0;1;31m`).
    static func style(_ style: Style) -> String {
        var bytes: [UInt8] = []
        appendStyle(style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `style(_:)` to `bytes` (without building a string).
    static func appendStyle(_ style: Style, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: csi.utf8)
        bytes.append(UInt8(ascii: "0"))
        if style.bold { bytes.append(contentsOf: ";1".utf8) }
        if style.dim { bytes.append(contentsOf: ";2".utf8) }
        if style.italic { bytes.append(contentsOf: ";3".utf8) }
        if style.underline { bytes.append(contentsOf: ";4".utf8) }
        if style.inverse { bytes.append(contentsOf: ";7".utf8) }
        if let foreground = style.foreground {
            bytes.append(contentsOf: ";3".utf8)
            bytes.append(UInt8(ascii: "0") + foreground.rawValue)
        }
        if let background = style.background {
            bytes.append(contentsOf: ";4".utf8)
            bytes.append(UInt8(ascii: "0") + background.rawValue)
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// The length in bytes of `style(_:)`.
    static func styleLength(_ style: Style) -> Int {
        var length = 4  // ESC [ 0 … m
        for isSet in [style.bold, style.dim, style.italic, style.underline, style.inverse] where isSet { length += 2 }
        if style.foreground != nil { length += 3 }
        if style.background != nil { length += 3 }
        return length
    }

    /// Appends the decimal digits of `value` (not negative).
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// How many decimal digits `value` (not negative) has.
    private static func decimalLength(_ value: Int) -> Int {
        value >= 10 ? 1 + decimalLength(value / 10) : 1
    }
}
