import ProjectConfiguration
import ScreenCodeGen
import ScreenDiagnostics
import ScreenIR

/// The modules one screen's generated file imports (`screenc compile --print-imports`).
public struct ScreenImports: Sendable, Equatable {
    /// The screen file, as given.
    public var file: String
    /// The modules, sorted: exactly the template context's `imports`, which the `screen` template prints.
    public var modules: [String]

    public init(file: String, modules: [String]) {
        self.file = file
        self.modules = modules
    }
}

extension Compiler {
    /// The modules each screen's generated file imports, in path order, with everything lint found; the screens of
    /// files with errors have none. Read from the template context `compile` renders
    /// (`TemplateContextBuilder.context(for:…).imports`), so the list is the generated file's by construction,
    /// whatever decides it. Reads and checks the files as `compile(paths:read:…)` does (a chunk at a time on all
    /// cores), with the project's declarations files and the module being compiled, renders nothing.
    public static func imports<Failure: Error>(
        paths: [String], read: @escaping @Sendable (String) throws(Failure) -> [UInt8], naming: NameAffixes = .none,
        strings: StringsFile? = nil, rules: RuleSettings = .none, declarations: [String] = [], module: String? = nil
    ) throws(Failure) -> (lint: LintResult, imports: [ScreenImports]) {
        var collector = LintCollector(strings: strings, rules: rules)
        var imports: [ScreenImports] = []
        let library = DeclarationsLibrary(project: declarations, read: read)
        try Linter.forEachScreen(
            paths: paths, read: read, naming: naming, declarations: library,
            transform: { file in
                let linted = LintedFile(file, keepingScreen: false, strings: strings)
                let modules = file.result.screen.flatMap { screen -> ScreenImports? in
                    guard !linted.diagnostics.containsErrors else { return nil }
                    let context = TemplateContextBuilder.context(
                        for: screen, sourceFile: screen.file, naming: naming, module: module, includesRows: false)
                    return ScreenImports(file: screen.file, modules: context.imports)
                }
                return (linted, modules)
            },
            { (output) throws(Failure) in
                collector.add(output.0)
                if let modules = output.1 { imports.append(modules) }
            })
        return (collector.finish(files: paths, declarations: library), imports)
    }
}
