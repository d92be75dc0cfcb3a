import Foundation
import PackagePlugin

/// `swift package screenc-lint [--target <name> ...] [lint options]`: lints the screen files and declarations files
/// of the package's targets (those named, else every target with screen files) with the project configuration that
/// applies to each. Options other than `--target` are passed to `screenc lint` (`--strict`, `--format github`, `--fix`,
/// …). With `--fix` screenc rewrites the screen files: the plugin declares no write permission (plain linting must
/// never need one), so on macOS, where plugins run in a sandbox, that needs
/// `swift package --disable-sandbox screenc-lint --fix`.
@main struct ScreencLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let selection = try TargetSelection(context: context, arguments: arguments)
        let screenc = try context.tool(named: "screenc").url
        var failed: [String] = []
        for target in selection.targets {
            ScreencRun.log("screenc lint: \(target.name) (\(target.inputs.screens.count) screen files)")
            // The target's declarations files too: lint checks them even when no screen imports them.
            let files = target.inputs.screens + target.inputs.declarations
            let arguments =
                ["lint"] + files.map(\.path) + target.inputs.sharedArguments(includingTemplates: false)
                + selection.passThrough
            if try ScreencRun.run(screenc, arguments) != 0 { failed.append(target.name) }
        }
        if !failed.isEmpty {
            throw ScreencPluginError(description: "screenc lint found problems in \(failed.joined(separator: ", "))")
        }
    }
}
