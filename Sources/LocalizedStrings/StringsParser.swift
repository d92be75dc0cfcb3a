import TerminalText

/// The scanner behind `LocalizableStrings.parse`: a hand-written recursive-descent reader over Unicode scalars
/// that records problems with their line and recovers at the next `;`.
struct StringsParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    /// The index of the first scalar of the current line, for columns.
    private var lineStart = 0
    /// Every entry read, in file order (a duplicate key appears twice).
    private(set) var entries: [LocalizableStrings.Entry] = []
    private(set) var problems: [LocalizableStrings.Problem] = []
    /// Set when an unterminated string made the parser go back to the line after its opening quote: the entry is
    /// abandoned without skipping to the next `;`.
    private var resumed = false

    /// A parser for `text` (a leading byte-order mark is skipped).
    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.scalars = scalars
    }

    /// Reads every entry.
    mutating func parseFile() {
        while true {
            skipTrivia()
            guard index < scalars.count else { return }
            resumed = false
            if !parseEntry(), !resumed { recover() }
        }
    }

    /// One `key = value;`. Returns false (after reporting) when the entry is malformed.
    private mutating func parseEntry() -> Bool {
        let entryLine = line
        let entryColumn = column
        guard let key = parseToken(what: "a key") else { return false }
        skipTrivia()
        guard consume("=") else {
            reportUnexpected(after: key, "expected `=` after the key \"\(key.text)\"")
            return false
        }
        skipTrivia()
        guard let value = parseToken(what: "a value") else { return false }
        skipTrivia()
        guard consume(";") else {
            reportUnexpected(after: value, "expected `;` after the value of \"\(key.text)\"")
            return false
        }
        entries.append(.init(key: key.text, value: value.text, line: entryLine, column: entryColumn))
        return true
    }

    /// A key or value as read, with where its quoted string started and where its first line break is.
    private struct Token {
        var text: String
        var line: Int
        var column: Int
        /// For a quoted string that goes on over a line break (Apple's loader allows it): the index just after its
        /// first line feed, and the line that starts there.
        var lineBreak: (index: Int, line: Int)?
        /// Whether the closing quote is directly followed by something other than white space, a comment, `=` or `;`.
        var runsOn = false
    }

    /// Reports `message` after `token` where the next `=` or `;` is missing. When `token` is a string that went on
    /// over a line break and its closing quote runs straight into more text, the quote that closed it most likely
    /// opened the next entry: the string is reported as unterminated at its opening quote instead, and reading
    /// resumes on the line after it, so the entries it swallowed are read.
    private mutating func reportUnexpected(after token: Token, _ message: String) {
        guard let lineBreak = token.lineBreak, token.runsOn else {
            report(message)
            return
        }
        problems.append(
            .init(
                line: token.line, column: token.column,
                message: "unterminated string: its closing `\"` is missing before the end of the line"))
        index = lineBreak.index
        line = lineBreak.line
        lineStart = lineBreak.index
        resumed = true
    }

    /// A quoted string or an unquoted word.
    private mutating func parseToken(what: String) -> Token? {
        guard index < scalars.count else {
            report("expected \(what), found the end of the file")
            return nil
        }
        if scalars[index] == "\"" { return parseQuoted() }
        var token = Token(text: "", line: line, column: column)
        let start = index
        while index < scalars.count, Self.isWordScalar(scalars[index]) { index += 1 }
        guard index > start else {
            report("expected \(what), found `\(Self.shown(scalars[index]))`")
            return nil
        }
        token.text = Self.string(scalars[start..<index])
        return token
    }

    /// A `"…"` string with escapes; it may go on over line breaks, as Apple's loader reads it. Nil (reported) when
    /// the file ends first.
    private mutating func parseQuoted() -> Token? {
        var token = Token(text: "", line: line, column: column)
        index += 1
        // The value's UTF-8, made into a String once (appending to a String scalar by scalar is several times slower).
        var result: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                index += 1
                token.text = String(decoding: result, as: UTF8.self)
                if let next = peek(0) {
                    token.runsOn = !(Self.isWhitespace(next) || next == "/" || next == "=" || next == ";")
                }
                return token
            }
            index += 1
            if scalar == "\n" {
                newLine()
                if token.lineBreak == nil { token.lineBreak = (index, line) }
            }
            guard scalar == "\\" else {
                Self.appendUTF8(scalar, to: &result)
                continue
            }
            guard let escaped = parseEscape(pendingHighSurrogate: &pendingHighSurrogate) else { continue }
            Self.appendUTF8(escaped, to: &result)
        }
        problems.append(
            .init(
                line: token.line, column: token.column,
                message: "unterminated string: its closing `\"` is missing before the end of the file"))
        if let lineBreak = token.lineBreak {
            // Read the lines after the opening quote again: they may hold entries.
            index = lineBreak.index
            line = lineBreak.line
            lineStart = lineBreak.index
            resumed = true
        }
        return nil
    }

    /// The scalar an escape after `\` stands for; nil when it is half of a surrogate pair still pending or invalid.
    private mutating func parseEscape(pendingHighSurrogate: inout UInt32?) -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        let letter = scalars[index]
        index += 1
        switch letter {
        case "\"", "\\", "'": return letter
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\n":
            // A backslash before a line break: the line break, as Apple's loader reads it.
            newLine()
            return "\n"
        case "U", "u": return parseUnicodeEscape(pendingHighSurrogate: &pendingHighSurrogate)
        default:
            report("unknown escape `\\\(Self.shown(letter))`")
            return letter
        }
    }

    private mutating func parseUnicodeEscape(pendingHighSurrogate: inout UInt32?) -> Unicode.Scalar? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < scalars.count, let digit = UInt32(String(scalars[index]), radix: 16) else {
                report("`\\U` needs four hex digits")
                return nil
            }
            value = value * 16 + digit
            index += 1
        }
        if (0xD800...0xDBFF).contains(value) {
            pendingHighSurrogate = value
            return nil
        }
        if (0xDC00...0xDFFF).contains(value) {
            guard let high = pendingHighSurrogate else {
                report("lone low surrogate `\\U\(String(value, radix: 16, uppercase: true))`")
                return nil
            }
            pendingHighSurrogate = nil
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
        }
        return Unicode.Scalar(value)
    }

    /// Skips white space and comments.
    private mutating func skipTrivia() {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                index += 1
                newLine()
            } else if Self.isWhitespace(scalar) {
                index += 1
            } else if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", peek(1) == "*" {
                let startLine = line
                let startColumn = column
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") {
                    index += 1
                    if scalars[index - 1] == "\n" { newLine() }
                }
                guard index < scalars.count else {
                    problems.append(.init(line: startLine, column: startColumn, message: "unterminated `/*` comment"))
                    return
                }
                index += 2
            } else {
                return
            }
        }
    }

    /// After a malformed entry: skips to just after the next `;` outside a string, or to the next line.
    private mutating func recover() {
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == ";" { return }
            if scalar == "\n" {
                newLine()
                return
            }
        }
    }

    /// The 1-based column of the scalar at `index`, in Unicode scalars.
    private var column: Int { index - lineStart + 1 }

    /// Called with `index` just after a line feed.
    private mutating func newLine() {
        line += 1
        lineStart = index
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard index < scalars.count, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func report(_ message: String) {
        problems.append(.init(line: line, column: column, message: message))
    }

    /// Unicode white space; the ASCII ones (tab to CR, space) without a property lookup.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x09...0x0D).contains(scalar.value) || scalar == " " }
        return scalar.properties.isWhitespace
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { appendUTF8(scalar, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
            || scalar == "-"
    }

    private static func shown(_ scalar: Unicode.Scalar) -> String {
        TerminalSafety.inline(String(scalar))
    }
}
