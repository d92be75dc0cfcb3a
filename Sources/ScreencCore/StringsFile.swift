import LocalizedStrings
import ScreenDiagnostics
import ScreenIR

/// A `Localizable.strings` file given with `--strings`: its keys as `PresentationStrings` accessors, and the problems
/// found reading it (rule `strings-syntax`, at their line and column). Pure: the caller reads the bytes.
public struct StringsFile: Sendable {
    /// The path as given, used in diagnostics.
    public let path: String
    /// The keys, classified plain / formatted / plural.
    public let table: StringsTable
    /// The file's syntax problems (each an error).
    public let diagnostics: [Diagnostic]

    /// Reads a strings file's bytes: UTF-8, or UTF-16 with a byte-order mark (as Apple's tools often write them).
    public init(bytes: [UInt8], path: String) {
        self.path = path
        let (entries, problems) = LocalizableStrings.parseEntries(LocalizableStrings.text(decoding: bytes))
        table = StringsTable(entries: entries)
        diagnostics = problems.map { problem in
            Diagnostic(
                .stringsSyntax, problem.message,
                at: SourceSpan(file: path, at: SourcePosition(line: problem.line, column: problem.column)),
                help: "entries are written `\"Key.Name\" = \"Text\";`")
        }
    }

    /// The problems of `screen`'s localization keys in this file (see `LocalizationKeyCheck`).
    public func check(_ screen: Screen) -> [Diagnostic] {
        LocalizationKeyCheck.check(screen, against: table)
    }
}
