import Foundation
import PackagePlugin

/// The targets a command plugin works on: those named with `--target` (repeatable), else every source target of the
/// package that has screen files. The other arguments are passed to screenc.
struct TargetSelection {
    /// The chosen targets with their screen inputs and folder (the one that holds all their files), in the
    /// package's order.
    var targets: [(name: String, directory: URL, inputs: ScreenInputs)]
    /// The arguments that were not `--target`, for screenc.
    var passThrough: [String]

    init(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        passThrough = extractor.remainingArguments
        let candidates = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
        targets = candidates.compactMap { target in
            guard let module = target as? SourceModuleTarget else { return nil }
            let files = module.sourceFiles.map(\.url)
            let inputs = ScreenInputs(files: files, rootDirectory: context.package.directoryURL)
            return (target.name, ScreenInputs.commonDirectory(of: files) ?? context.package.directoryURL, inputs)
        }
        let empty = targets.filter { $0.inputs.screens.isEmpty }.map(\.name)
        if let target = named.first(where: empty.contains) {
            throw ScreencPluginError(description: "target '\(target)' has no *.yaml or *.yml screen files")
        }
        targets.removeAll { $0.inputs.screens.isEmpty }
        if targets.isEmpty {
            throw ScreencPluginError(description: "no target of this package has *.yaml or *.yml screen files")
        }
    }
}
