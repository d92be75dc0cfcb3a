import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory screenc-generate [--target <name> ...] [--output <dir>]
/// [compile options]`: compiles the screen files of the package's targets (those named, else every target with
/// screen files) into `<target directory>/Generated` — or `--output`, relative to the target's directory — for
/// teams that commit the generated Swift; the target is the module the files are compiled into (`--module`). Files
/// are named after the screens, as by `screenc compile`; options other than `--target` and `--output` are passed to
/// `screenc compile` (`--check` verifies instead of writing). screenc runs in the package's folder, so paths in its
/// messages and in the generated headers are relative to it, and `--check` names this command, not screenc's own
/// command line, as the one to run.
@main struct ScreencGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let outputs = extractor.extractOption(named: "output")
        guard outputs.count <= 1 else { throw ScreencPluginError(description: "give --output at most once") }
        let selection = try TargetSelection(context: context, arguments: extractor.remainingArguments)
        let screenc = try context.tool(named: "screenc").url
        let package = context.package.directoryURL
        let checking = selection.passThrough.contains("--check")
        var failed: [String] = []
        for target in selection.targets {
            let output = ScreencRun.path(
                of: target.directory.appendingPathComponent(outputs.first ?? "Generated"), relativeTo: package)
            ScreencRun.log("screenc-generate\(checking ? " --check" : ""): \(target.name) → \(output)")
            // What regenerates this target's files: this plugin command, without `--check`.
            let regenerate =
                ["swift", "package", "--allow-writing-to-package-directory", "screenc-generate", "--target", target.name]
                + outputs.flatMap { ["--output", $0] } + selection.passThrough.filter { $0 != "--check" }
            let arguments =
                ["compile"] + target.inputs.screens.map { ScreencRun.path(of: $0, relativeTo: package) }
                + ["--output", output, "--regenerate-command", ScreencRun.commandLine(regenerate)]
                + ["--module", target.name] + target.inputs.sharedArguments() + selection.passThrough
            if try ScreencRun.run(screenc, arguments, in: package) != 0 { failed.append(target.name) }
        }
        if !failed.isEmpty {
            let what = checking ? "generated files are not up to date" : "failed"
            throw ScreencPluginError(description: "screenc-generate: \(what) for \(failed.joined(separator: ", "))")
        }
    }
}
