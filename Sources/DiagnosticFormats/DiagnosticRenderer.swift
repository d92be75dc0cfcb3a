import ScreenDiagnostics

/// The output formats screenc can write diagnostics in.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// For people at a terminal: rustc-style snippets with carets, then a summary line.
    case text
    /// One `path:line:col: severity: message` line per diagnostic and note, as Xcode and swiftc write them.
    case xcode
    /// A stable JSON document (see `docs/Diagnostics-JSON.md`).
    case json
    /// GitHub Actions workflow commands (`::error file=…::message`), which become annotations.
    case github
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif

    /// The usual file name extension for output in this format.
    public var fileExtension: String {
        switch self {
        case .text, .xcode, .github: "txt"
        case .json: "json"
        case .sarif: "sarif"
        }
    }
}

/// The input of every renderer: diagnostics sorted by the caller, plus what the renderers need to know.
public struct DiagnosticReport: Sendable {
    /// The diagnostics, already sorted (file, line, column, rule); renderers keep this order.
    public var diagnostics: [Diagnostic]
    /// Every file checked, sorted: counted in summaries and listed as SARIF artifacts.
    public var files: [String]
    /// File path → its text, for source snippets in the text format. A file may be missing;
    /// its diagnostics are then shown without a snippet.
    public var sources: [String: String]

    public init(diagnostics: [Diagnostic], files: [String], sources: [String: String] = [:]) {
        self.diagnostics = diagnostics
        self.files = files
        self.sources = sources
    }

    /// How many diagnostics of each severity the report holds, and how many files it covers.
    public var summary: DiagnosticSummary {
        var summary = DiagnosticSummary(errors: 0, warnings: 0, notes: 0, files: files.count)
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .note: summary.notes += 1
            }
        }
        return summary
    }
}

/// Counts of a report's diagnostics by severity.
public struct DiagnosticSummary: Sendable, Hashable, CustomStringConvertible {
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var files: Int

    public init(errors: Int, warnings: Int, notes: Int, files: Int) {
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.files = files
    }

    /// "2 errors, 1 warning in 6 files", "no problems in 1 file"; notes are counted only when present.
    public var description: String {
        let counts = countPhrases.map(\.text)
        let problems = counts.isEmpty ? "no problems" : counts.joined(separator: ", ")
        return "\(problems) in \(Self.plural(files, "file"))"
    }

    /// The non-zero counts as phrases, with the severity each belongs to (for colouring).
    var countPhrases: [(severity: Severity, text: String)] {
        var phrases: [(Severity, String)] = []
        if errors > 0 { phrases.append((.error, Self.plural(errors, "error"))) }
        if warnings > 0 { phrases.append((.warning, Self.plural(warnings, "warning"))) }
        if notes > 0 { phrases.append((.note, Self.plural(notes, "note"))) }
        return phrases
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// What the renderers need to know beyond the report.
public struct RenderOptions: Sendable {
    /// Whether the text format may use ANSI colours. The CLI decides (isatty, `NO_COLOR`);
    /// when false the output contains no escape byte at all. Other formats ignore it.
    public var color: Bool
    /// The tool's name, for SARIF's `tool.driver.name` and GitHub annotation titles.
    public var toolName: String
    /// The tool's version, for SARIF.
    public var toolVersion: String
    /// The project's home page (e.g. `https://github.com/org/screenc`), for SARIF's
    /// `informationUri` and rule `helpUri`s; omitted when nil.
    public var informationURI: String?

    public init(color: Bool = false, toolName: String = "screenc", toolVersion: String, informationURI: String? = nil) {
        self.color = color
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }
}

/// Turns a report into the text of one output format. Pure: the caller writes the text.
public enum DiagnosticRenderer {
    /// The report's whole text.
    public static func render(_ report: DiagnosticReport, as format: DiagnosticFormat, options: RenderOptions) -> String {
        var output = ""
        write(report, as: format, options: options) { output += $0 }
        return output
    }

    /// Hands the report's text to `write` in pieces, in order: one per diagnostic in the formats for people and build
    /// logs (text, xcode, github), then the text format's summary; the whole document for json and sarif. A caller
    /// that writes each piece out never holds the text of a large report.
    public static func write(
        _ report: DiagnosticReport, as format: DiagnosticFormat, options: RenderOptions, to write: (String) -> Void
    ) {
        switch format {
        case .text: TextRenderer.write(report, options: options, to: write)
        case .xcode: XcodeRenderer.write(report, options: options, to: write)
        case .json: write(JSONRenderer.render(report, options: options))
        case .github: GitHubRenderer.write(report, options: options, to: write)
        case .sarif: write(SARIFRenderer.render(report, options: options))
        }
    }
}
