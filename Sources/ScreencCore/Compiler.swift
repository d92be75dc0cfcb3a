import ScreenCodeGen
import ScreenDiagnostics
import ScreenIR

/// The result of compiling a set of screen files.
public struct CompileResult: Sendable {
    /// Everything lint found; when it has errors, `files` is empty.
    public var lint: LintResult
    /// One Swift file per screen, sorted by name.
    public var files: [GeneratedFile]
}

/// `screenc compile`'s core: lint, then render every screen. Pure: no I/O.
public enum Compiler {
    /// Compiles `files`. Nothing is generated when any file has an error (so no output is touched).
    /// Throws `TemplateError` when a template does not parse or fails to render.
    public static func compile(_ files: [SourceFile], templates: TemplateSet = .builtin) throws -> CompileResult {
        let lint = Linter.lint(files)
        guard !lint.diagnostics.containsErrors else { return CompileResult(lint: lint, files: []) }
        let renderer = try ScreenRenderer(templates: templates)
        let rendered = ParallelMap.map(lint.screens) { screen in
            Swift.Result { try renderer.render(screen, sourceFile: screen.file) }
        }
        let generated = try rendered.map { try $0.get() }
        return CompileResult(lint: lint, files: generated.sorted { $0.name < $1.name })
    }
}
