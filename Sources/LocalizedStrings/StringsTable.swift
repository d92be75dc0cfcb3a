/// A strings file as `PresentationStrings` sees it: its keys mapped to accessors and classified by Telegram's
/// generator rules (plain, formatted with its argument kinds, or plural).
///
/// Accessor name = key with every `.` replaced by `_` (`SocksProxySetup.Title` → `SocksProxySetup_Title`). A key
/// ending in `_0`, `_1`, `_2`, `_3_10`, `_many` or `_any` is a form of the plural accessor named by the part before
/// it; any other key with `%@` / `%d` placeholders (`%1$@`, `%2$d`) is formatted; the rest are plain.
public struct StringsTable: Sendable {
    /// One accessor of `PresentationStrings`.
    public struct Accessor: Sendable, Equatable {
        /// What calling the accessor takes.
        public enum Kind: Sendable, Equatable {
            /// `var Name: String`.
            case plain
            /// `func Name(_ _0: String, _ _1: Int, …) -> FormattedString`: one parameter per placeholder.
            case formatted([FormatArgumentKind])
            /// `func Name(_ value: Int32) -> String`.
            case plural
        }

        /// The Swift name: `SocksProxySetup_Title`.
        public var name: String
        /// The key as the file writes it (for a plural accessor, the base before the form suffix).
        public var key: String
        public var kind: Kind
        /// Where its (first) entry is written.
        public var line: Int
        public var column: Int
    }

    /// Values by accessor-style key (plural forms keep their suffix: `Call_Seconds_any`).
    private var values: [String: String] = [:]
    private var accessors: [String: Accessor] = [:]

    /// The table of a file's entries (a later entry for the same key wins, as in the parser).
    public init(entries: [LocalizableStrings.Entry]) {
        for entry in entries {
            let name = Self.accessorName(entry.key)
            values[name] = entry.value
            let accessor: Accessor
            if let (base, _) = PluralForms.split(entry.key) {
                accessor = Accessor(
                    name: Self.accessorName(base), key: base, kind: .plural, line: entry.line, column: entry.column)
            } else {
                let kinds = StringFormat.argumentKinds(of: entry.value)
                accessor = Accessor(
                    name: name, key: entry.key, kind: kinds.isEmpty ? .plain : .formatted(kinds), line: entry.line,
                    column: entry.column)
            }
            // A plural accessor keeps its first form's position; a plain key of the same name loses to it, as the
            // generator emits the plural function.
            if accessors[accessor.name]?.kind == .plural { continue }
            accessors[accessor.name] = accessor
        }
    }

    /// A table of keys and values without positions (the preview's, and tests').
    public init(_ strings: [String: String]) {
        self.init(
            entries: strings.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: $0.value, line: 1, column: 1) })
    }

    /// An empty table.
    public init() {}

    /// `key` as an accessor name: every `.` replaced by `_`.
    public static func accessorName(_ key: String) -> String {
        key.contains(".") ? String(key.map { $0 == "." ? "_" : $0 }) : key
    }

    /// The accessor named `name`, if the file declares it.
    public func accessor(_ name: String) -> Accessor? {
        accessors[name]
    }

    /// The value of the entry whose accessor-style key is `name` (a plural form is `<Name>_<form>`): what
    /// `ScreenRuntime` looks texts up with.
    public func value(forAccessor name: String) -> String? {
        values[name]
    }

    /// Every accessor name, sorted (for "did you mean").
    public var accessorNames: [String] {
        accessors.keys.sorted()
    }

    /// Whether the table has no entries.
    public var isEmpty: Bool { values.isEmpty }
}
