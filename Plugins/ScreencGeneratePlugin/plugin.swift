import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory screenc-generate [--target <name> ...] [--output <dir>]
/// [compile options]`: compiles the screen files of the package's targets (those named, else every target with
/// screen files) into `<target directory>/Generated` — or `--output`, relative to the target's directory — for
/// teams that commit the generated Swift. Files are named after the screens, as by `screenc compile`; options other
/// than `--target` and `--output` are passed to `screenc compile` (`--check` verifies instead of writing).
@main struct ScreencGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let outputs = extractor.extractOption(named: "output")
        guard outputs.count <= 1 else { throw ScreencPluginError(description: "give --output at most once") }
        let selection = try TargetSelection(context: context, arguments: extractor.remainingArguments)
        let screenc = try context.tool(named: "screenc").url
        var failed: [String] = []
        for target in selection.targets {
            let output = target.directory.appendingPathComponent(outputs.first ?? "Generated").standardizedFileURL
            ScreencRun.log("screenc compile: \(target.name) → \(output.path)")
            let arguments =
                ["compile"] + target.inputs.screens.map(\.path) + ["--output", output.path]
                + target.inputs.sharedArguments() + selection.passThrough
            if try ScreencRun.run(screenc, arguments) != 0 { failed.append(target.name) }
        }
        if !failed.isEmpty {
            throw ScreencPluginError(description: "screenc compile failed for \(failed.joined(separator: ", "))")
        }
    }
}
