/// A strings file as `PresentationStrings` sees it: its keys mapped to accessors and classified by the rules of
/// Telegram's string generator (`build-system/GenerateStrings/GenerateStrings.py`): plain, formatted with its
/// argument kinds, or plural.
///
/// Accessor name = key with every `.` replaced by `_` (`SocksProxySetup.Title` → `SocksProxySetup_Title`). A key
/// ending in `_0`, `_1`, `_2`, `_3_10`, `_many` or `_any` is a form of the plural accessor named by the part before
/// it; any other key with `%@` / `%d` placeholders (`%1$@`, `%2$d`) is formatted; the rest are plain.
///
/// Two readers of the same file, two rules for a key defined twice: the values are Apple's loader's (the last one
/// wins), the accessors are the generator's (the first definition of a key declares it; a later plural form with more
/// placeholders than the accessor has gives it those).
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
        /// Where the entry that declares it is written (its first definition; a plural accessor's first form).
        public var line: Int
        public var column: Int
        /// For a plural accessor: the most placeholders one of its forms has (the generator refuses more than one).
        public var pluralPlaceholders = 0
    }

    /// Values by accessor-style key (plural forms keep their suffix: `Call_Seconds_any`).
    private var values: [String: String] = [:]
    private var accessors: [String: Accessor] = [:]

    /// The table of a file's entries, in file order: values as Apple's loader keeps them (the last entry of a key
    /// wins), accessors as Telegram's generator declares them (see the type's documentation).
    public init(entries: [LocalizableStrings.Entry]) {
        values.reserveCapacity(entries.count)
        accessors.reserveCapacity(entries.count)
        for entry in entries {
            let name = Self.accessorName(entry.key)
            values[name] = entry.value
            let kinds = StringFormat.argumentKinds(of: entry.value)
            if let (base, _) = PluralForms.split(entry.key) {
                let baseName = Self.accessorName(base)
                if var existing = accessors[baseName] {
                    // The generator widens an accessor already declared under this name (plural or not) when this
                    // form has more placeholders.
                    if existing.kind == .plural {
                        existing.pluralPlaceholders = max(existing.pluralPlaceholders, kinds.count)
                    } else if case .formatted(let declared) = existing.kind, declared.count >= kinds.count {
                        continue
                    } else if !kinds.isEmpty {
                        existing.kind = .formatted(kinds)
                    }
                    accessors[baseName] = existing
                    continue
                }
                accessors[baseName] = Accessor(
                    name: baseName, key: base, kind: .plural, line: entry.line, column: entry.column,
                    pluralPlaceholders: kinds.count)
            } else if accessors[name] == nil {
                accessors[name] = Accessor(
                    name: name, key: entry.key, kind: kinds.isEmpty ? .plain : .formatted(kinds), line: entry.line,
                    column: entry.column)
            }
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
        // On the UTF-8 bytes: `.` is one byte and never part of another character's encoding.
        guard key.utf8.contains(UInt8(ascii: ".")) else { return key }
        return String(decoding: key.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
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

    /// Every accessor, sorted by name.
    public var allAccessors: [Accessor] {
        accessors.values.sorted { $0.name < $1.name }
    }

    /// Whether the table has no entries.
    public var isEmpty: Bool { values.isEmpty }
}
