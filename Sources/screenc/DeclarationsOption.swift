import ArgumentParser
import ProjectConfiguration
import ScreenIR

/// `--declarations <path>` for `lint`, `compile` and `preview`: declarations files every screen sees.
struct DeclarationsOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A declarations file every screen sees, or a directory searched recursively for them (repeatable; "
                + "replaces the project configuration's `declarations:`).",
            valueName: "path"))
    var declarations: [String] = []

    /// The declarations files, sorted: those `--declarations` names, else the project configuration's
    /// `declarations:`, each directory replaced by the `*.yaml`/`*.yml` files under it. A path that does not exist
    /// is a usage error (exit 64).
    func files(_ project: ProjectConfiguration?) throws -> [String] {
        let paths = declarations.isEmpty ? project?.declarations ?? [] : declarations
        guard !paths.isEmpty else { return [] }
        return try InputFiles.reportingUsageErrors {
            try InputFiles.collectFiles(paths).paths.map { InputFiles.relativized(path: $0) }
        }
    }
}

/// `--module <name>` for `compile`: the module the generated files are compiled into.
struct ModuleOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The module the generated files are compiled into (default: the project configuration's `module:`): "
                + "they do not import it, nor need a declaration of it to name it.",
            valueName: "name"))
    var module: String?

    func validate() throws {
        if let module, let problem = ModuleName.problem(module) { throw ValidationError(problem) }
    }

    /// `--module`, else the project configuration's `module:`; nil without either.
    func name(_ project: ProjectConfiguration?) -> String? {
        module ?? project?.module
    }
}
