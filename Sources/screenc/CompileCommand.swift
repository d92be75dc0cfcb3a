import ArgumentParser
import DiagnosticFormats
import Foundation
import ProjectConfiguration
import ScreenCodeGen
import ScreencCore

/// `screenc compile`: generate ItemListUI Swift, one file per screen.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Generate ItemListUI Swift from screen files, one file per screen.",
        discussion: """
            Files are written atomically and only when their contents change. Nothing is written when any screen \
            has an error. Outputs of screens that are gone are removed (docs/CLI.md says which files). Without \
            paths, compiles the `screens:` of the project configuration (.screenc.yml in the current directory or a \
            parent, or --config); options on the command line override the configuration. Exit codes: 0 success; \
            1 errors, or missing, out-of-date or stale outputs with --check; 64 usage error or a bad configuration.
            """
    )

    @Argument(
        help: "Screen files, or directories searched recursively for *.yaml and *.yml.",
        completion: .file(extensions: ScreenFileCompletion.screens))
    var paths: [String] = []

    @Option(
        name: .shortAndLong,
        help: "The directory to write the generated Swift files to (default: the project configuration's `output:`).",
        completion: .directory)
    var output: String?

    @Flag(help: "Write nothing; exit 1 when an output is missing, out of date (shown as a diff) or stale.")
    var check = false

    @Flag(help: "Write nothing; print what would be written.")
    var dryRun = false

    @Flag(
        help: ArgumentHelp(
            "Write nothing; print the modules each screen's generated file imports, one line per screen file "
                + "(the target that compiles the file must depend on them)."))
    var printImports = false

    @Option(
        help: "A directory of .mustache templates that replace the built-in ones with the same name.",
        completion: .directory)
    var templates: String?

    @Option(
        help: "One .mustache template that replaces the built-in one with the same name.",
        completion: .file(extensions: ScreenFileCompletion.templates))
    var template: [String] = []

    @Option(
        help: ArgumentHelp(
            "Name each generated file after its screen (screen: DataAndStorage → DataAndStorage.swift) or after its "
                + "screen file (data.yaml → data.swift), so that build systems know the outputs in advance.",
            valueName: "screen|file"))
    var outputNames: OutputFileNaming = .screenName

    @Flag(
        help: ArgumentHelp(
            "Leave stale outputs alone: screenc-generated files in the output directory whose screen file is gone or "
                + "now compiles to another file (by default they are removed, and reported by --check)."))
    var keepStaleOutputs = false

    /// The command `--check` tells the user to run, given by a command plugin (`swift package … screenc-generate`)
    /// instead of this command line, which has the plugin's absolute paths.
    @Option(help: .hidden)
    var regenerateCommand: String?

    @OptionGroup var project: ConfigOption

    @OptionGroup var naming: NamingOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var strings: StringsOption

    @OptionGroup var declarations: DeclarationsOption

    @OptionGroup var module: ModuleOption

    func validate() throws {
        if check && dryRun { throw ValidationError("use either --check or --dry-run") }
        if printImports && (check || dryRun) { throw ValidationError("use --print-imports without --check or --dry-run") }
        // An empty path would write into the current directory, which `--output .` says when it is meant.
        if output?.isEmpty == true {
            throw ValidationError("--output needs a directory; write `--output .` for the current one")
        }
    }

    func run() throws {
        let isTerminal = Terminal.stderrTakesColor()
        let styled = diagnostics.usesColor(isTerminal: isTerminal)
        let configuration = try project.load(
            diagnostics: diagnostics, write: { Terminal.writeError($0, styled: styled) }, isTerminal: isTerminal)
        project.announce(configuration, options: diagnostics, write: { Terminal.writeError($0) })
        let files = try ProjectInputs.screens(self.paths, configuration, example: "screenc compile Screens -o Generated")
        if printImports { return try listImports(of: files, configuration) }
        guard let output = output ?? configuration?.output else {
            Terminal.writeError(
                "error: give the output directory with --output, or as `output:` in the project configuration\n")
            throw ExitStatus.usage
        }
        let isDeclarationsFile = { (path: String) in
            FileSystem.contents(of: path).map { DeclarationsFileKind.isDeclarationsFile($0, path: path) } ?? false
        }
        if let clash = outputNames.clashes(in: files.paths, generatesNothing: isDeclarationsFile).first {
            let name = outputNames.fileName(generated: "", sourceFile: clash[0])
            Terminal.writeError(
                "error: with --output-names file, these screen files would all be compiled to \(name): "
                    + "\(clash.joined(separator: ", "))\nhelp: rename all but one of them\n")
            throw ExitStatus.usage
        }
        let (templateSet, templatePaths) = try TemplateOverrides.load(
            directory: templates ?? configuration?.templates,
            files: template.isEmpty ? configuration?.templateFiles ?? [] : template)
        let stringsFile = try strings.load(configuration)
        let declarationsFiles = try declarations.files(configuration)
        let writer = OutputWriter(
            directory: output, mode: check ? .check : dryRun ? .dryRun : .write, quiet: diagnostics.quiet,
            inputs: keepStaleOutputs ? nil : .init(screenFiles: files.paths, directories: files.directories))
        // Files are staged as they are rendered; they replace the outputs only when the whole run succeeds.
        defer { writer.discard() }
        Terminal.cleanUpBeforeExit = { writer.discard() }
        let lint: LintResult
        do {
            lint = try Compiler.compile(
                paths: files.paths, read: { path throws(UnreadableFile) in try files.read(path) },
                templates: templateSet, naming: naming.affixes(configuration),
                strings: stringsFile, rules: configuration?.rules ?? .none, fileNaming: outputNames,
                declarations: declarationsFiles, module: module.name(configuration),
                stage: writer.stage, collect: writer.collect)
        } catch let error as TemplateError {
            // A template of the user's is named by its file, at the place it stopped parsing, as a compiler would.
            Terminal.writeError(
                (templatePaths[error.template].map(error.located(in:)) ?? "error: \(error.description)") + "\n")
            throw ExitStatus.usage
        } catch let error as UsageError {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.usage
        } catch let error as IOFailure {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.problems
        }
        if !lint.diagnostics.isEmpty {
            // Diagnostics go to stderr so that stdout stays the list of files (--dry-run) or the --check report.
            let sources = InputFiles.sourcesForSnippets(lint.filesWithDiagnostics)
            diagnostics.write(lint, sources: sources, isTerminal: isTerminal) { Terminal.writeError($0, styled: styled) }
        }
        if let strictFailure = diagnostics.strictFailure(lint, configuration) { Terminal.writeError(strictFailure) }
        if lint.fails(strict: diagnostics.isStrict(configuration)) { throw ExitStatus.problems }
        do {
            try writer.commit(command: regenerateCommand ?? commandLineToFix())
        } catch let error as IOFailure {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.problems
        }
    }

    /// The command that regenerates the outputs, for `--check` messages: this command line without `--check`
    /// (what came from the project configuration comes from it again).
    private func commandLineToFix() -> String {
        var words = ["screenc", "compile"] + paths
        if let config = project.config { words += ["--config", config] }
        if project.noConfig { words.append("--no-config") }
        if let output { words += ["--output", output] }
        if let templates { words += ["--templates", templates] }
        for file in template { words += ["--template", file] }
        if outputNames != .screenName { words += ["--output-names", outputNames.rawValue] }
        if keepStaleOutputs { words.append("--keep-stale-outputs") }
        if let prefix = naming.namePrefix { words += ["--name-prefix", prefix] }
        if let suffix = naming.nameSuffix { words += ["--name-suffix", suffix] }
        for path in declarations.declarations { words += ["--declarations", path] }
        if let module = module.module { words += ["--module", module] }
        return words.map(ShellWord.quoted).joined(separator: " ")
    }
}

extension OutputFileNaming: ExpressibleByArgument {}
