import ArgumentParser
import DiagnosticFormats
import ProjectConfiguration
import ScreencCore

/// The options that say how diagnostics are printed, shared by `lint` and `compile`.
struct DiagnosticOptions: ParsableArguments {
    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(help: "How to print diagnostics.")
    var format: DiagnosticFormat = .text

    @Flag(
        inversion: .prefixedNo,
        help: "Treat warnings as errors (--no-strict: do not, whatever the project configuration says).")
    var strict: Bool?

    @Flag(help: "Print only problems: no summary when there are none, no line per file written or unchanged.")
    var quiet = false

    @Option(help: "Colour text output; auto colours only a terminal, and never when NO_COLOR is set or TERM=dumb.")
    var color: ColorMode = .auto

    /// Writes the result's diagnostics in the chosen format through `write`; colour only for text on a terminal
    /// (`isTerminal`) unless `--color` says otherwise.
    func write(_ result: LintResult, sources: [SourceFile], isTerminal: Bool, to write: (String) -> Void) {
        self.write(result.report(sources: sources), isTerminal: isTerminal, to: write)
    }

    /// Writes a report in the chosen format through `write`, in pieces of about 64 KB as it is rendered, so a large
    /// report is never held whole. With `--quiet`, a report without diagnostics prints nothing in the formats for
    /// people and build logs (text, xcode, github); json and sarif are always whole documents.
    func write(_ report: DiagnosticReport, isTerminal: Bool, to write: (String) -> Void) {
        if quiet, report.diagnostics.isEmpty, format == .text || format == .xcode || format == .github { return }
        let options = RenderOptions(color: usesColor(isTerminal: isTerminal), toolVersion: ScreencVersion.current)
        var pending = ""
        DiagnosticRenderer.write(report, as: format, options: options) { piece in
            pending += piece
            if pending.utf8.count >= 1 << 16 {
                write(pending)
                pending = ""
            }
        }
        if !pending.isEmpty { write(pending) }
    }

    /// Whether rendered diagnostics are coloured: `--color always`, or `auto` for text on a terminal. The text is
    /// then written with its style sequences kept (`Terminal.write(_:styled:)`).
    func usesColor(isTerminal: Bool) -> Bool {
        color == .always || (color == .auto && format == .text && isTerminal)
    }

    /// Whether warnings fail the run: `--strict` or `--no-strict`, else the project configuration's `strict:`.
    func isStrict(_ project: ProjectConfiguration?) -> Bool {
        strict ?? project?.strict ?? false
    }

    /// When warnings fail the run, the line that says so and why, for standard error after the diagnostics:
    /// `error: 2 warnings treated as errors (strict: true in .screenc.yml)`, or `(--strict)`; nil when no warning
    /// fails it. A build log (Xcode, SwiftPM) shows it as an error, so a build that fails on warnings alone says why.
    func strictFailure(_ result: LintResult, _ project: ProjectConfiguration?) -> String? {
        let warnings = result.diagnostics.count { $0.severity == .warning }
        guard warnings > 0, isStrict(project) else { return nil }
        let reason = strict == true ? "--strict" : "strict: true in \(project?.file ?? ProjectConfiguration.fileName)"
        let treated = warnings == 1 ? "1 warning treated as an error" : "\(warnings) warnings treated as errors"
        return "error: \(treated) (\(reason))\n"
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
