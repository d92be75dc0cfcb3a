/// Telegram-style `Localizable.strings` files: parsing them into entries with their positions.
///
/// A screen names a string by its `PresentationStrings` accessor (`SocksProxySetup_Title`), while Telegram's
/// `Localizable.strings` spells the key with dots (`"SocksProxySetup.Title" = "Proxy";`): `StringsTable` maps the
/// keys to accessors as Telegram's generator does.
public enum LocalizableStrings {
    /// One `"key" = "value";` of a strings file.
    public struct Entry: Sendable, Equatable {
        /// The key as written (`SocksProxySetup.Title`).
        public var key: String
        /// The value, escapes decoded.
        public var value: String
        /// The 1-based line the entry starts on.
        public var line: Int
        /// The 1-based column (in Unicode scalars) the entry starts at.
        public var column: Int

        public init(key: String, value: String, line: Int, column: Int) {
            self.key = key
            self.value = value
            self.line = line
            self.column = column
        }
    }

    /// Something that makes a strings file not well-formed (Apple's loader would not read it). Parsing goes on after
    /// a problem: the entry is skipped and the parser resumes after the next `;` (or, after a string whose closing
    /// quote is missing, on the line after its opening quote).
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line the problem is on.
        public var line: Int
        /// The 1-based column (in Unicode scalars) the problem is at.
        public var column: Int
        /// What is wrong.
        public var message: String

        /// Creates a problem.
        public init(line: Int, column: Int = 1, message: String) {
            self.line = line
            self.column = column
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
    /// as two escapes is combined). A quoted string may go on over line breaks, which it keeps, as Apple's loader
    /// reads it. A key given twice keeps its last value, as Apple's loader does (`redefinitions(in:)` finds them).
    public static func parse(_ text: String) -> (strings: [String: String], problems: [Problem]) {
        var parser = StringsParser(text)
        parser.parseFile()
        var strings: [String: String] = [:]
        for entry in parser.entries { strings[entry.key] = entry.value }
        return (strings, parser.problems)
    }

    /// Parses the text of a `.strings` file into its entries in file order, a key given twice as two entries (see
    /// `parse(_:)`).
    public static func parseEntries(_ text: String) -> (entries: [Entry], problems: [Problem]) {
        var parser = StringsParser(text)
        parser.parseFile()
        return (parser.entries, parser.problems)
    }

    /// The entries that define a key again, each with the index of the key's first entry, in order: `(first, later)`
    /// index pairs into `entries`. Apple's loader keeps the later value; Telegram's generator declares the accessor
    /// from the first entry.
    public static func redefinitions(in entries: [Entry]) -> [(first: Int, later: Int)] {
        var firstIndex: [String: Int] = [:]
        firstIndex.reserveCapacity(entries.count)
        var result: [(first: Int, later: Int)] = []
        for (index, entry) in entries.enumerated() {
            if let first = firstIndex[entry.key] {
                result.append((first, index))
            } else {
                firstIndex[entry.key] = index
            }
        }
        return result
    }
}
