/// What importing one Swift file gives: a screen per controller found, and what could not be read at all.
public struct ImportResult: Sendable, Equatable {
    /// One screen per entry enum (`…Entry: ItemListNodeEntry`) the file declares, in the file's order.
    public var screens: [ImportedScreen]
    /// Why the file gave no screen (no entry enum), or what stopped a controller from being read; empty otherwise.
    public var problems: [String]

    public init(screens: [ImportedScreen], problems: [String]) {
        self.screens = screens
        self.problems = problems
    }
}

/// One controller read back as a screen file.
public struct ImportedScreen: Sendable, Equatable {
    /// The screen's name (`screen:`), from the entry enum's name less `Entry`.
    public var name: String
    /// The screen file: lints clean; what was not mapped is in comments quoting the Swift it came from.
    public var yaml: String
    public var summary: ImportSummary
}

/// How much of a controller became screen language.
public struct ImportSummary: Sendable, Equatable {
    /// Rows (headers and footers count) whose every argument was mapped.
    public var exact = 0
    /// Rows written with something left out or changed: each has a comment saying what.
    public var approximated = 0
    /// Entries not written as rows at all: each is a comment quoting its Swift.
    public var left = 0

    public init(exact: Int = 0, approximated: Int = 0, left: Int = 0) {
        self.exact = exact
        self.approximated = approximated
        self.left = left
    }

    /// `ArchiveSettings: 9 rows imported exactly, 0 approximated, 0 left` (`1 row imported exactly`).
    public func line(screen: String) -> String {
        "\(screen): \(exact) \(exact == 1 ? "row" : "rows") imported exactly, \(approximated) approximated, \(left) left"
    }
}
