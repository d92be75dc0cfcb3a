import Foundation
import PackagePlugin

/// The build-tool plugin: compiles a target's screen files into Swift at build time.
///
/// One build command per target, with exact inputs (the screens, the declarations files they import and the
/// configuration names, templates, strings files and the project configuration) and exact outputs (`<screen file
/// name>.swift`, thanks to `compile --output-names file`; a declarations file has none), so the build system re-runs
/// screenc only when one of those files changed, and compiles what it wrote into the target. The target is the module
/// the generated files are compiled into (`--module`): they do not import it.
/// Diagnostics use the `xcode` format (`path:line:column: error: …`), which Xcode and SwiftPM show as build errors.
@main struct ScreencBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = ScreenInputs(
            files: target.sourceFiles.map(\.url), rootDirectory: context.package.directoryURL)
        return try Self.commands(
            inputs: inputs, targetName: target.name, workDirectory: context.pluginWorkDirectoryURL,
            screenc: context.tool(named: "screenc").url)
    }

    /// The build command for one target's inputs; none when the target has no screen files.
    static func commands(inputs: ScreenInputs, targetName: String, workDirectory: URL, screenc: URL) -> [Command] {
        guard !inputs.screens.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("GeneratedScreens")
        let arguments =
            ["compile"] + inputs.screens.map(\.path)
            + ["--output", output.path, "--output-names", "file", "--format", "xcode", "--color", "never", "--quiet"]
            + ["--module", targetName] + inputs.sharedArguments()
        let count = inputs.screens.count
        return [
            .buildCommand(
                displayName: "screenc: compiling \(count) screen\(count == 1 ? "" : "s") of \(targetName)",
                executable: screenc,
                arguments: arguments,
                inputFiles: inputs.watchedFiles,
                outputFiles: inputs.screens.map { ScreenInputs.output(for: $0, in: output) })
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ScreencBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            // An Xcode target's files can be anywhere: the configuration is looked for up to the file system's root.
            let inputs = ScreenInputs(files: target.inputFiles.map(\.url), rootDirectory: URL(fileURLWithPath: "/"))
            return try Self.commands(
                inputs: inputs, targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                screenc: context.tool(named: "screenc").url)
        }
    }
#endif
