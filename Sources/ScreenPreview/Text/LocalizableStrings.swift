/// Telegram-style `Localizable.strings` files: parsing, and looking up the keys screens use.
///
/// A screen names a string by its `PresentationStrings` property (`SocksProxySetup_Title`), while Telegram's
/// `Localizable.strings` spells the key with dots (`"SocksProxySetup.Title" = "Proxy";`): the property names are the
/// keys with `.` replaced by `_`. `lookup(_:in:)` therefore tries the key as written first, then with every `_`
/// replaced by `.`.
public enum LocalizableStrings {
    /// Something wrong in a strings file. Parsing goes on after a problem: the entry is skipped and the parser
    /// resumes after the next `;` (or at the end of the line for an unterminated string).
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line the problem is on.
        public var line: Int
        /// What is wrong.
        public var message: String

        /// Creates a problem.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        /// `line N: message`.
        public var description: String { "line \(line): \(message)" }
    }

    /// Parses the text of a `.strings` file (already decoded; a leading byte-order mark is ignored).
    ///
    /// Accepts `"key" = "value";` entries (keys may also be unquoted words of letters, digits, `_`, `.` and `-`),
    /// `//` line comments and `/* … */` block comments anywhere between tokens, and in strings the escapes `\"`,
    /// `\\`, `\'`, `\n`, `\t`, `\r`, `\0` and `\U1234` / `\u1234` (four hex digits; a UTF-16 surrogate pair written
    /// as two escapes is combined). A key given twice keeps its last value and is reported.
    public static func parse(_ text: String) -> (strings: [String: String], problems: [Problem]) {
        var parser = StringsParser(text)
        parser.parseFile()
        return (parser.strings, parser.problems)
    }

    /// The value for a screen's localization key: `key` as written, else `key` with `_` replaced by `.`
    /// (`SocksProxySetup_Title` finds `"SocksProxySetup.Title"`); nil when neither is in `strings`.
    public static func lookup(_ key: String, in strings: [String: String]) -> String? {
        if let value = strings[key] { return value }
        let dotted = key.replacingUnderscores()
        return dotted == key ? nil : strings[dotted]
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "." : $0 })
    }
}
