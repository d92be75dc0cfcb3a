import ProjectConfiguration

/// The screen files a `lint` or `compile` run reads: those named on the command line, else the project
/// configuration's `screens:`.
enum ProjectInputs {
    /// The screen files, sorted; with neither paths nor a configuration that lists screens, a usage error (exit 64)
    /// that says how to give them (`example` is the command to show).
    static func screens(_ arguments: [String], _ configuration: ProjectConfiguration?, example: String) throws
        -> ScreenFiles
    {
        if !arguments.isEmpty { return try InputFiles.files(arguments) }
        if let configuration, !configuration.screens.isEmpty { return try InputFiles.files(configuration.screens) }
        let reason = configuration.map { "\($0.file) lists no `screens:`" } ?? "there is no .screenc.yml here or in a parent directory"
        Terminal.writeError(
            "error: give at least one screen file or directory, e.g. `\(example)`, or list them under `screens:` in "
                + "the project configuration (\(reason); `screenc init` writes one)\n")
        throw ExitStatus.usage
    }
}
