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
        let (entries, problems) = LocalizableStrings.parseEntries(Self.decode(bytes))
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

    private static func decode(_ bytes: [UInt8]) -> String {
        guard bytes.count >= 2 else { return String(decoding: bytes, as: UTF8.self) }
        let littleEndian = bytes[0] == 0xFF && bytes[1] == 0xFE
        let bigEndian = bytes[0] == 0xFE && bytes[1] == 0xFF
        guard littleEndian || bigEndian else { return String(decoding: bytes, as: UTF8.self) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
