import ScreenCodeGen
import ScreenDiagnostics
import ScreenIR

/// The result of compiling a set of screen files in memory.
public struct CompileResult: Sendable {
    /// Everything lint found; when it has errors, `files` is empty.
    public var lint: LintResult
    /// One Swift file per screen, sorted by name.
    public var files: [GeneratedFile]
}

/// `screenc compile`'s core: lint everything, then render every screen. No I/O of its own.
public enum Compiler {
    /// Compiles files already in memory. Nothing is generated when any file has an error.
    /// Throws `TemplateError` when a template does not parse or fails to render.
    public static func compile(_ files: [SourceFile], templates: TemplateSet = .builtin) throws -> CompileResult {
        let contents = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var generated: [GeneratedFile] = []
        let lint = try compile(
            paths: files.map(\.path), read: { contents[$0] ?? [] }, templates: templates, keepScreens: true
        ) { generated.append($0) }
        return CompileResult(lint: lint, files: generated.sorted { $0.name < $1.name })
    }

    /// Compiles the files at `paths` (sorted by the caller) in two passes, so that memory does not grow with the
    /// number of files: first every file is linted (keeping only diagnostics and what cross-file checks need);
    /// then, when there is no error, each file is read again, rendered on all cores a chunk at a time, and handed to
    /// `emit` in path order. Nothing is emitted when any file has an error (or, when `strict`, a warning).
    ///
    /// Throws what `read` or `emit` throws, or `TemplateError` when a template does not parse or render.
    /// `keepScreens` keeps the decoded screens in the result (see `Linter.lint(paths:read:keepScreens:)`).
    public static func compile(
        paths: [String], read: @Sendable (String) throws -> [UInt8], templates: TemplateSet = .builtin,
        strict: Bool = false, keepScreens: Bool = false, emit: (GeneratedFile) throws -> Void
    ) throws -> LintResult {
        let lint = try Linter.lint(paths: paths, read: read, keepScreens: keepScreens)
        guard !lint.fails(strict: strict) else { return lint }
        let renderer = try ScreenRenderer(templates: templates)
        try Linter.forEachScreen(
            paths: paths, read: read,
            transform: { result in
                Result { () throws -> GeneratedFile in
                    guard let screen = result.screen else { throw TemplateError(template: "", message: "no screen") }
                    return try renderer.render(screen, sourceFile: screen.file)
                }
            },
            { (output) throws(any Error) in try emit(output.get()) })
        return lint
    }
}
