import ProjectConfiguration
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

/// `screenc compile`'s core: lint and render every screen in one pass. No I/O of its own.
public enum Compiler {
    /// Compiles files already in memory. Nothing is generated when any file has an error.
    /// Throws `TemplateError` when a template does not parse or fails to render.
    /// `naming` puts a prefix and suffix around the generated names (`compile --name-prefix`, `--name-suffix`).
    /// `imports`, `declarations`: more files screens may import, and the project's declarations files (see
    /// `Linter.lint(_:imports:declarations:)`); `module`: the module the generated files are compiled into.
    public static func compile(
        _ files: [SourceFile], templates: TemplateSet = .builtin, naming: NameAffixes = .none,
        imports: [SourceFile] = [], declarations: [String] = [], module: String? = nil
    ) throws -> CompileResult {
        let contents = Dictionary(
            (files + imports).map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var generated: [GeneratedFile] = []
        let lint = try compile(
            paths: files.map(\.path),
            read: { path in
                guard let bytes = contents[path] else {
                    throw UnreadableFile(path: path, reason: "No such file or directory")
                }
                return bytes
            }, templates: templates, keepScreens: true, naming: naming, declarations: declarations, module: module,
            stage: { $0 }, collect: { generated.append($0) })
        return CompileResult(lint: lint, files: lint.fails(strict: false) ? [] : generated.sorted { $0.name < $1.name })
    }

    /// Compiles the files at `paths` (sorted by the caller) in one pass, a chunk of files at a time on all cores, so
    /// that memory does not grow with the number of files: each file is read, checked and — when it has no error of
    /// its own — rendered and handed to `stage`, on the same worker thread (so `stage` may do I/O in parallel); what
    /// `stage` returns is handed to `collect` in path order.
    ///
    /// A screen that passes several parameters to a push (`Screen.passesSeveralPushParameters`) lists them in the
    /// pushed screen's declaration order, which only the pushed screen's file tells: such a screen — rare — is kept and
    /// rendered after the last file is read (on all cores too), and what `stage` returns for the files after it waits
    /// for it, so `collect` still sees path order.
    ///
    /// Staged files are provisional: the cross-file checks run after the last file, so the caller must keep staged
    /// files aside (e.g. in temporary files) and use them only when the returned result does not
    /// `fails(strict:)`; otherwise it must discard them. Throws what `read` or `stage` throws, or `TemplateError`
    /// when a template does not parse or render — then too, everything staged must be discarded.
    /// `keepScreens` keeps the decoded screens in the result (see `Linter.lint(paths:read:keepScreens:)`); with
    /// `strings`, localization keys are checked against that file (`lint --strings`); `rules` are the project's rule
    /// severities (`.screenc.yml`). `fileNaming` names each generated file after its screen or its screen file
    /// (`compile --output-names`). `declarations` are the project's declarations files (see
    /// `Linter.lint(paths:read:keepScreens:naming:strings:rules:declarations:)`): a declarations file generates
    /// nothing. `module` is the module the generated files are compiled into, which they do not import.
    public static func compile<Staged: Sendable>(
        paths: [String], read: @escaping @Sendable (String) throws -> [UInt8], templates: TemplateSet = .builtin,
        keepScreens: Bool = false, naming: NameAffixes = .none, strings: StringsFile? = nil,
        rules: RuleSettings = .none, fileNaming: OutputFileNaming = .screenName, declarations: [String] = [],
        module: String? = nil,
        stage: @Sendable (GeneratedFile) throws -> Staged,
        collect: (Staged) -> Void
    ) throws -> LintResult {
        let renderer = try ScreenRenderer(templates: templates)
        var collector = LintCollector(strings: strings, rules: rules)
        let library = DeclarationsLibrary(project: declarations, read: read)
        @Sendable func staged(_ screen: Screen, pushedParameterOrder: [String: [String]]) -> Result<Staged, any Error> {
            Result {
                var file = try renderer.render(
                    screen, sourceFile: screen.file, naming: naming, module: module,
                    pushedParameterOrder: pushedParameterOrder)
                file.name = fileNaming.fileName(generated: file.name, sourceFile: screen.file)
                return try stage(file)
            }
        }
        // What waits, in path order, behind the first screen rendered after the last file.
        var waiting: [Rendering<Staged>] = []
        try Linter.forEachScreen(
            paths: paths, read: read, naming: naming, declarations: library,
            transform: { file in
                let linted = LintedFile(file, keepingScreen: keepScreens, strings: strings)
                let rendering = file.result.screen.flatMap { screen -> Rendering<Staged>? in
                    guard !linted.diagnostics.containsErrors else { return nil }
                    if screen.passesSeveralPushParameters { return .deferred(screen) }
                    return .staged(staged(screen, pushedParameterOrder: [:]))
                }
                return (linted, rendering)
            },
            { (output) throws(any Error) in
                collector.add(output.0)
                guard let rendering = output.1 else { return }
                if waiting.isEmpty, case .staged(let result) = rendering {
                    collect(try result.get())
                } else {
                    waiting.append(rendering)
                }
            })
        let lint = collector.finish(files: paths, declarations: library)
        guard !waiting.isEmpty else { return lint }
        // With an error nothing is used: the deferred screens are not rendered, what was staged is still collected.
        let order = lint.fails(strict: false) ? [:] : collector.parameterOrder
        let deferred = waiting.compactMap { if case .deferred(let screen) = $0 { screen } else { nil } }
        var rendered = (lint.fails(strict: false) ? [] : ParallelMap.map(deferred) { staged($0, pushedParameterOrder: order) })
            .makeIterator()
        for rendering in waiting {
            switch rendering {
            case .staged(let result): collect(try result.get())
            case .deferred: if let result = rendered.next() { collect(try result.get()) }
            }
        }
        return lint
    }
}

/// What `compile` does with a screen without errors: rendered and staged on the worker that read it, or kept to be
/// rendered after the last file (see `Screen.passesSeveralPushParameters`).
private enum Rendering<Staged: Sendable>: Sendable {
    case staged(Result<Staged, any Error>)
    case deferred(Screen)
}
