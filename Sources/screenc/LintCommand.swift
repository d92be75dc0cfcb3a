import ArgumentParser
import DiagnosticFormats
import ScreencCore

/// `screenc lint`: check screen files and report problems.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check screen files and report every problem with file, line and column.",
        discussion: "Exit codes: 0 no errors; 1 errors (or warnings with --strict); 64 usage error."
    )

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "Screen files, or directories searched recursively for *.yaml and *.yml.")
    var paths: [String] = []

    @Option(help: "How to print diagnostics.")
    var format: DiagnosticFormat = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Colour text output; auto colours only a terminal, and never when NO_COLOR is set or TERM=dumb.")
    var color: ColorMode = .auto

    @Flag(help: "Print every rule (id, severity, summary) and exit.")
    var listRules = false

    func validate() throws {
        if !listRules && paths.isEmpty {
            throw ValidationError("give at least one screen file or directory, e.g. `screenc lint Screens`")
        }
    }

    func run() throws {
        if listRules {
            Terminal.write(RuleCatalogue.listing())
            return
        }
        let files: [SourceFile]
        do {
            let paths = try InputFiles.collect(paths)
            guard !paths.isEmpty else { throw UsageError("no *.yaml or *.yml screen files in \(self.paths.joined(separator: ", "))") }
            files = try InputFiles.read(paths)
        } catch let error as UsageError {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.usage
        }
        let result = Linter.lint(files)
        let useColor = color == .always || (color == .auto && format == .text && Terminal.stdoutSupportsColor())
        let options = RenderOptions(color: useColor, toolVersion: ScreencVersion.current)
        Terminal.write(DiagnosticRenderer.render(result.report(sources: files), as: format, options: options))
        if result.fails(strict: strict) { throw ExitStatus.problems }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
