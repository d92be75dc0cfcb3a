import LocalizedStrings
import ScreenDiagnostics
import ScreenIR

/// A `Localizable.strings` file given with `--strings`: its keys as `PresentationStrings` accessors, and the problems
/// found reading it, at their line and column in that file. Pure: the caller reads the bytes.
///
/// It is read as Apple's loader reads it (a value may go on over line breaks; a key defined twice keeps its last
/// value) and its keys are classified as Telegram's string generator declares them (see `StringsTable`).
/// `lint --strings`, `compile --strings`, `preview --strings` and `strings-stub` all read it through this type, so they
/// agree on what is wrong with it: a malformed entry is an error (`strings-syntax`), a key defined again a warning
/// (`duplicate-strings-key`).
public struct StringsFile: Sendable {
    /// The paths as given, used in diagnostics: one for `--strings`; `strings-stub` reads several as one table.
    public let paths: [String]
    /// The keys, classified plain / formatted / plural.
    public let table: StringsTable
    /// The file's problems, in file order: its syntax errors and its keys defined again.
    public let diagnostics: [Diagnostic]
    /// Every entry of the files, in order (a key defined twice appears twice).
    public let entries: [LocalizableStrings.Entry]

    /// How many entries the files hold (a key defined twice counts twice).
    public var entryCount: Int { entries.count }

    /// Each key as the file writes it (`SocksProxySetup.Title`) and its value: the last one, as Apple's loader keeps
    /// it (what the preview shows).
    public var values: [String: String] {
        var values: [String: String] = [:]
        values.reserveCapacity(entries.count)
        for entry in entries { values[entry.key] = entry.value }
        return values
    }

    /// Reads a strings file's bytes: UTF-8, or UTF-16 with a byte-order mark (as Apple's tools often write them).
    public init(bytes: [UInt8], path: String) {
        self.init(files: [(path, bytes)])
    }

    /// Reads several strings files as one table, in the order given, as if they were one file: a key of a later file
    /// that an earlier one defines is defined again.
    public init(files: [(path: String, bytes: [UInt8])]) {
        paths = files.map(\.path)
        var entries: [LocalizableStrings.Entry] = []
        var entryPaths: [String] = []
        var diagnostics: [Diagnostic] = []
        for (path, bytes) in files {
            let (fileEntries, problems) = LocalizableStrings.parseEntries(LocalizableStrings.text(decoding: bytes))
            entries += fileEntries
            entryPaths += Array(repeating: path, count: fileEntries.count)
            diagnostics += problems.map { problem in
                Diagnostic(
                    .stringsSyntax, problem.message,
                    at: SourceSpan(file: path, at: SourcePosition(line: problem.line, column: problem.column)),
                    help: "entries are written `\"Key.Name\" = \"Text\";`")
            }
        }
        table = StringsTable(entries: entries)
        self.entries = entries
        for (first, later) in LocalizableStrings.redefinitions(in: entries) {
            diagnostics.append(
                Self.redefinition(entries[later], at: entryPaths[later], first: entries[first], at: entryPaths[first]))
        }
        self.diagnostics = diagnostics.sorted()
    }

    /// The problems of `screen`'s localization keys in this file (see `LocalizationKeyCheck`).
    public func check(_ screen: Screen) -> [Diagnostic] {
        LocalizationKeyCheck.check(screen, against: table)
    }

    /// `duplicate-strings-key` at `later`, pointing back at the key's first entry. When the two values have different
    /// placeholders, a note says which one the generated accessor takes its parameters from.
    private static func redefinition(
        _ later: LocalizableStrings.Entry, at laterPath: String, first: LocalizableStrings.Entry, at firstPath: String
    ) -> Diagnostic {
        var notes: [String] = []
        let firstKinds = StringFormat.argumentKinds(of: first.value)
        let laterKinds = StringFormat.argumentKinds(of: later.value)
        if PluralForms.split(later.key) == nil, firstKinds != laterKinds {
            notes.append(
                "Telegram's string generator declares `\(StringsTable.accessorName(later.key))` from the first "
                    + "definition (\(describe(firstKinds))), while the app formats this value "
                    + "(\(describe(laterKinds)))")
        }
        return Diagnostic(
            .duplicateStringsKey, "\"\(later.key)\" is defined again; the last value is used",
            at: SourceSpan(file: laterPath, at: SourcePosition(line: later.line, column: later.column)),
            labels: [
                .init(
                    span: SourceSpan(file: firstPath, at: SourcePosition(line: first.line, column: first.column)),
                    message: "first defined here")
            ],
            notes: notes,
            help: "remove the entry that is not meant (Apple's loader, and so the app, keeps the last one)")
    }

    /// "no placeholders", "1 placeholder: String", "2 placeholders: String, Int".
    private static func describe(_ kinds: [FormatArgumentKind]) -> String {
        if kinds.isEmpty { return "no placeholders" }
        let count = kinds.count == 1 ? "1 placeholder" : "\(kinds.count) placeholders"
        return count + ": " + kinds.map(\.description).joined(separator: ", ")
    }
}
