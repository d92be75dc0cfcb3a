import ScreencCore

/// `screenc lint` and `screenc compile` on the input's screen file: the same core entry points the commands call,
/// with the input's strings file as `--strings`, its declarations file as `--declarations` and what its project
/// configuration sets, rendering with the built-in templates.
enum LintStage {
    /// Lints and compiles the screen; checks that both report the same diagnostics, and that compile renders one
    /// file when there is no error. Returns the lint result.
    static func run(_ input: FuzzInput, settings: ProjectSettings) -> LintResult {
        let path = FuzzInput.screenPath
        let read = input.read
        let strings = input.strings.map { StringsFile(bytes: $0, path: FuzzInput.stringsPath) }
        let lint: LintResult
        do {
            lint = try Linter.lint(
                paths: [path], read: read, naming: settings.naming, strings: strings, rules: settings.rules,
                declarations: input.projectDeclarations)
        } catch {
            fatalError("a file that cannot be read ended the run: \(error)")
        }

        var generated: [Int] = []  // the size of each generated file
        let compiled: LintResult
        do {
            compiled = try Compiler.compile(
                paths: [path], read: { try read($0) }, naming: settings.naming, strings: strings, rules: settings.rules,
                declarations: input.projectDeclarations, module: settings.module, stage: { $0.utf8.count },
                collect: { generated.append($0) })
        } catch {
            fatalError("the built-in templates failed: \(error)")
        }
        check(compiled.diagnostics == lint.diagnostics, "compile and lint report different diagnostics")
        // A file is rendered when it has no error of its own; the cross-file checks (push targets) come after, and
        // then the CLI discards it. Without any error, there must be exactly one.
        let failed = lint.fails(strict: false)
        check(generated.count == 1 || (failed && generated.isEmpty), "\(generated.count) files generated")
        check(!generated.contains(0), "an empty generated file")
        return lint
    }
}
