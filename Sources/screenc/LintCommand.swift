import ArgumentParser
import Foundation
import ProjectConfiguration
import ScreenIR
import ScreencCore

/// `screenc lint`: check screen files and report problems.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check screen files and report every problem with file, line and column.",
        discussion: """
            Without paths, lints the `screens:` of the project configuration (.screenc.yml in the current directory \
            or a parent, or --config); options on the command line override the configuration. \
            With --fix, first applies every fix-it of the problems found (did-you-mean renames, quotes, operators, \
            spaces for tabs, …) to the screen files, rewriting each changed file atomically, and prints each fix on \
            standard error; then reports what is left. \
            Exit codes: 0 no errors (left, with --fix); 1 errors (or warnings with --strict), or a file that cannot \
            be written; 64 usage error or a bad configuration.
            """
    )

    @Argument(
        help: "Screen files, or directories searched recursively for *.yaml and *.yml.",
        completion: .file(extensions: ScreenFileCompletion.screens))
    var paths: [String] = []

    @OptionGroup var project: ConfigOption

    @OptionGroup var naming: NamingOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var strings: StringsOption

    @OptionGroup var declarations: DeclarationsOption

    @Flag(help: "Print every rule (id, severity, summary) and exit.")
    var listRules = false

    @Flag(help: "Apply every fix-it to the screen files (rewritten in place), then report what is left.")
    var fix = false

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
        let affixes = naming.affixes(configuration)
        let rules = configuration?.rules ?? .none
        let declarationsFiles = try declarations.files(configuration)
        let result: LintResult
        var sources: [SourceFile]
        if fix {
            (result, sources) = try fixFiles(
                files, naming: affixes, strings: stringsFile, rules: rules, declarations: declarationsFiles)
        } else {
            result = try InputFiles.reportingUsageErrors {
                try Linter.lint(
                    paths: files.paths, read: { path throws(UnreadableFile) in try files.read(path) },
                    naming: affixes, strings: stringsFile, rules: rules, declarations: declarationsFiles)
            }
            sources = []
        }
        let fixed = Set(sources.map(\.path))
        sources += InputFiles.sourcesForSnippets(result.filesWithDiagnostics.filter { !fixed.contains($0) })
        diagnostics.write(result, sources: sources, isTerminal: isTerminal) { Terminal.write($0, styled: styled) }
        if let strictFailure = diagnostics.strictFailure(result, configuration) { Terminal.writeError(strictFailure) }
        if result.fails(strict: diagnostics.isStrict(configuration)) { throw ExitStatus.problems }
    }

    /// `--fix`: reads every screen file, applies the fix-its (`Fixer`), writes each changed file atomically and prints
    /// each fix on standard error. Returns the lint result of the fixed files and their contents (for snippets).
    private func fixFiles(
        _ files: ScreenFiles, naming: NameAffixes, strings: StringsFile?, rules: RuleSettings, declarations: [String]
    ) throws -> (LintResult, [SourceFile]) {
        var readable: [SourceFile] = []
        var unreadable: [String: UnreadableFile] = [:]
        for path in files.paths {
            do throws(UnreadableFile) {
                readable.append(SourceFile(path: path, bytes: try files.read(path)))
            } catch {
                unreadable[path] = error
            }
        }
        let paths = files.paths
        let unreadableFiles = unreadable
        let outcome = Fixer.fix(readable) { current in
            let contents = Dictionary(current.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            do {
                return try Linter.lint(
                    paths: paths,
                    read: { path throws(UnreadableFile) in
                        if let failure = unreadableFiles[path] { throw failure }
                        // Declarations files and imports are read as they are: --fix rewrites screen files only.
                        if let bytes = contents[path] { return bytes }
                        return try files.read(path)
                    }, naming: naming, strings: strings, rules: rules, declarations: declarations)
            } catch {
                preconditionFailure("the linter reports an unreadable file as its diagnostic, it does not throw")
            }
        }
        for fix in outcome.applied {
            Terminal.writeError(
                "\(fix.file):\(fix.position.line):\(fix.position.column): fixed [\(fix.rule.rawValue)] \(fix.message)\n")
        }
        var failedWrites = false
        let changed = Set(outcome.changedFiles)
        for file in outcome.files where changed.contains(file.path) {
            if let failure = FileSystem.replaceFile(file.bytes, at: file.path) {
                Terminal.writeError("error: cannot write \(file.path): \(String(cString: strerror(failure)))\n")
                failedWrites = true
            }
        }
        if !outcome.applied.isEmpty {
            let count = outcome.applied.count
            Terminal.writeError(
                "fixed \(count) problem\(count == 1 ? "" : "s") in \(changed.count) file\(changed.count == 1 ? "" : "s")\n")
        }
        if failedWrites { throw ExitStatus.problems }
        return (outcome.lint, outcome.files.filter { changed.contains($0.path) })
    }
}
