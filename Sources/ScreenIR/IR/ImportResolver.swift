import ScreenDiagnostics

/// What a file's `imports:` (and, for a screen, the project's declarations files) make visible to it.
public struct ResolvedImports: Sendable {
    /// Every declaration of the imported files and of the files they import, each name once.
    public var declarations: AppDeclarations
    /// Problems of the imports, positioned in the importing file: a path that cannot be imported, two imported files
    /// that declare one name, an import that closes a cycle.
    public var diagnostics: [Diagnostic]

    public init(declarations: AppDeclarations = AppDeclarations(), diagnostics: [Diagnostic] = []) {
        self.declarations = declarations
        self.diagnostics = diagnostics
    }
}

/// Turns the paths a file writes under `imports:` into the declarations they make visible. The IR reads no files:
/// the caller that can (`ScreencCore`'s declarations library, which reads each declarations file once per run)
/// provides it.
public struct ImportResolver: Sendable {
    private let body: @Sendable ([Located<String>]) -> ResolvedImports

    /// `resolve` is given the paths as written (relative to the importing file), with their positions; it is called
    /// once per file, also for a file that imports nothing (a screen still sees the project's declarations files).
    public init(_ resolve: @escaping @Sendable ([Located<String>]) -> ResolvedImports) {
        body = resolve
    }

    /// The declarations `paths` make visible.
    public func resolve(_ paths: [Located<String>]) -> ResolvedImports { body(paths) }

    /// For a file read on its own, without files around it: nothing is visible, and an import says it cannot be read
    /// here.
    public static let none = ImportResolver { paths in
        ResolvedImports(
            diagnostics: paths.map {
                Diagnostic(
                    .invalidDeclaration, "cannot import `\($0.value)`: this file is read without the files around it",
                    at: $0.span, help: "lint or compile the file with `screenc`, which reads what it imports")
            })
    }
}
