import ArgumentParser
import ScreencCore

/// `screenc lint`: check screen files and report problems.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check screen files and report every problem with file, line and column.",
        discussion: "Exit codes: 0 no errors; 1 errors (or warnings with --strict); 64 usage error."
    )

    @Argument(help: "Screen files, or directories searched recursively for *.yaml and *.yml.")
    var paths: [String] = []

    @OptionGroup var naming: NamingOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var strings: StringsOption

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
        let paths = try InputFiles.paths(self.paths)
        let stringsFile = try strings.load()
        let result = try InputFiles.reportingUsageErrors {
            try Linter.lint(paths: paths, read: InputFiles.contents, naming: naming.affixes, strings: stringsFile)
        }
        let sources = try InputFiles.reportingUsageErrors { try InputFiles.read(result.filesWithDiagnostics) }
        Terminal.write(diagnostics.render(result, sources: sources, isTerminal: Terminal.stdoutTakesColor()))
        if result.fails(strict: diagnostics.strict) { throw ExitStatus.problems }
    }
}
