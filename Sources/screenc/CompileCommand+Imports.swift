import ProjectConfiguration
import ScreencCore

extension CompileCommand {
    /// `compile --print-imports`: for each screen file, the modules its generated file imports, one line each —
    /// `Screens/BlockedUsers.yaml: AccountContext Display …` — on standard output, diagnostics on standard error.
    /// Writes no file. As `compile` writes nothing when the run fails (an error, or a warning under strict), it then
    /// prints no module either and exits 1.
    func listImports(of files: ScreenFiles, _ configuration: ProjectConfiguration?) throws {
        let stringsFile = try strings.load(configuration)
        let (lint, imports) = try InputFiles.reportingUsageErrors {
            try Compiler.imports(
                paths: files.paths, read: { path throws(UnreadableFile) in try files.read(path) },
                naming: naming.affixes(configuration), strings: stringsFile, rules: configuration?.rules ?? .none,
                declarations: try declarations.files(configuration), module: module.name(configuration))
        }
        if !lint.diagnostics.isEmpty {
            let sources = InputFiles.sourcesForSnippets(lint.filesWithDiagnostics)
            let isTerminal = Terminal.stderrTakesColor()
            let styled = diagnostics.usesColor(isTerminal: isTerminal)
            diagnostics.write(lint, sources: sources, isTerminal: isTerminal) { Terminal.writeError($0, styled: styled) }
        }
        if let strictFailure = diagnostics.strictFailure(lint, configuration) { Terminal.writeError(strictFailure) }
        if lint.fails(strict: diagnostics.isStrict(configuration)) { throw ExitStatus.problems }
        Terminal.write(imports.map { "\($0.file): \($0.modules.joined(separator: " "))\n" }.joined())
    }
}
