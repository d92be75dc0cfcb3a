import ArgumentParser
import ProjectConfiguration
import ScreencCore

/// `screenc lint`: check screen files and report problems.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check screen files and report every problem with file, line and column.",
        discussion: """
            Without paths, lints the `screens:` of the project configuration (.screenc.yml in the current directory \
            or a parent, or --config); options on the command line override the configuration. \
            Exit codes: 0 no errors; 1 errors (or warnings with --strict); 64 usage error or a bad configuration.
            """
    )

    @Argument(help: "Screen files, or directories searched recursively for *.yaml and *.yml.")
    var paths: [String] = []

    @OptionGroup var project: ConfigOption

    @OptionGroup var naming: NamingOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var strings: StringsOption

    @Flag(help: "Print every rule (id, severity, summary) and exit.")
    var listRules = false

    func run() throws {
        if listRules {
            Terminal.write(RuleCatalogue.listing())
            return
        }
        let isTerminal = Terminal.stdoutTakesColor()
        let styled = diagnostics.usesColor(isTerminal: isTerminal)
        let configuration = try project.load(
            diagnostics: diagnostics, write: { Terminal.write($0, styled: styled) }, isTerminal: isTerminal)
        project.announce(configuration, options: diagnostics, write: { Terminal.write($0) })
        let files = try ProjectInputs.screens(self.paths, configuration, example: "screenc lint Screens")
        let stringsFile = try strings.load(configuration)
        let result = try InputFiles.reportingUsageErrors {
            try Linter.lint(
                paths: files.paths, read: { path throws(UnreadableFile) in try files.read(path) },
                naming: naming.affixes(configuration), strings: stringsFile, rules: configuration?.rules ?? .none)
        }
        let sources = InputFiles.sourcesForSnippets(result.filesWithDiagnostics)
        Terminal.write(diagnostics.render(result, sources: sources, isTerminal: isTerminal), styled: styled)
        if result.fails(strict: diagnostics.isStrict(configuration)) { throw ExitStatus.problems }
    }
}
