import Foundation

/// The files of one target that screenc reads: its screen files, its declarations files and those the screens import
/// from elsewhere, the project configuration that applies to it, and the templates and strings files a build must
/// watch. Shared by the build-tool and command plugins (each plugin directory links to this file: plugins cannot
/// depend on library targets).
struct ScreenInputs {
    /// `*.yaml` / `*.yml` files of the target that are screens (not the configuration, not declarations files),
    /// sorted by path.
    var screens: [URL]
    /// `*.yaml` / `*.yml` files of the target that are declarations files (`declarations:` at the top level): read
    /// when a screen imports them, compiled into nothing. Sorted by path.
    var declarations: [URL]
    /// Declarations files outside the target that the screens import (directly or through other declarations files)
    /// or the configuration's `declarations:` names: inputs of a build, so that changing one compiles again. Sorted.
    var importedDeclarations: [URL]
    /// `.screenc.yml` (or `.screenc.yaml`) in the target's directory or one of its parents up to the package or
    /// project root, the nearest first; nil when there is none.
    var configuration: URL?
    /// `*.mustache` files of the target: custom templates (`--template`, unless a configuration names them).
    var templates: [URL]
    /// `*.strings` files of the target (a `Localizable.strings` is given to `--strings` when there is no
    /// configuration).
    var strings: [URL]

    /// The names a project configuration can have, in the order they are looked for.
    static let configurationNames = [".screenc.yml", ".screenc.yaml"]

    /// Sorts the target's files; looks for the configuration from the folder that holds them all up to
    /// `rootDirectory`.
    init(files: [URL], rootDirectory: URL) {
        func withExtension(_ extensions: Set<String>) -> [URL] {
            files.filter { extensions.contains($0.pathExtension.lowercased()) }.sorted { $0.path < $1.path }
        }
        let yaml = withExtension(["yaml", "yml"]).filter {
            !Self.configurationNames.contains($0.lastPathComponent) && !$0.lastPathComponent.hasPrefix(".")
        }
        let keys = yaml.map { RootKeys(contentsOf: $0) }
        screens = zip(yaml, keys).filter { $0.1?.isDeclarationsFile != true }.map(\.0)
        declarations = zip(yaml, keys).filter { $0.1?.isDeclarationsFile == true }.map(\.0)
        templates = withExtension(["mustache"])
        strings = withExtension(["strings"])
        configuration = Self.commonDirectory(of: files).flatMap { Self.findConfiguration(from: $0, upTo: rootDirectory) }
        importedDeclarations = []
        importedDeclarations = findImportedDeclarations()
    }

    /// The declarations files outside the target that the target's files and the configuration name, directly or
    /// through other declarations files.
    private func findImportedDeclarations() -> [URL] {
        let target = Set((screens + declarations).map(\.standardizedFileURL.path))
        var seen = target
        var found: [URL] = []
        var pending: [URL] = screens + declarations
        if let configuration {
            let folder = configuration.deletingLastPathComponent()
            for path in RootKeys(contentsOf: configuration)?.values(of: "declarations") ?? [] {
                pending += Self.yamlFiles(at: URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL)
            }
        }
        while let file = pending.popLast() {
            let path = file.standardizedFileURL.path
            if !target.contains(path) {
                guard seen.insert(path).inserted else { continue }
                guard FileManager.default.fileExists(atPath: path) else { continue }
                found.append(file.standardizedFileURL)
            }
            let folder = file.deletingLastPathComponent()
            for imported in RootKeys(contentsOf: file)?.values(of: "imports") ?? [] {
                let url = URL(fileURLWithPath: imported, relativeTo: folder).standardizedFileURL
                if !seen.contains(url.path) { pending.append(url) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The file at `url`, or the `*.yaml` / `*.yml` files under the folder at `url` (not hidden ones).
    static func yamlFiles(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let next = enumerator?.nextObject() as? URL {
            if ["yaml", "yml"].contains(next.pathExtension.lowercased()) { files.append(next.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The deepest folder that holds all of `files`: the target's folder when the target has files at its top level
    /// (PackagePlugin gives a target's folder as a URL only from tools version 6.1 on; screenc's manifest is 6.0).
    static func commonDirectory(of files: [URL]) -> URL? {
        guard let first = files.first else { return nil }
        var common = first.standardizedFileURL.deletingLastPathComponent().pathComponents
        for file in files.dropFirst() {
            let components = file.standardizedFileURL.deletingLastPathComponent().pathComponents
            let shared = zip(common, components).prefix { $0 == $1 }.count
            common.removeLast(common.count - shared)
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common), isDirectory: true)
    }

    /// The nearest configuration file, looking in `directory` and its parents but not above `root`.
    static func findConfiguration(from directory: URL, upTo root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var current = directory.standardizedFileURL
        while true {
            for name in configurationNames {
                let candidate = current.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
            let parent = current.deletingLastPathComponent()
            guard current.path.hasPrefix(rootPath), current.path != rootPath, parent.path != current.path else {
                return nil
            }
            current = parent
        }
    }

    /// Every file whose change must re-run screenc.
    var watchedFiles: [URL] {
        screens + declarations + importedDeclarations + templates + strings + (configuration.map { [$0] } ?? [])
    }

    /// The options that give screenc the configuration, or — without one — `--no-config`, the target's templates
    /// and its `Localizable.strings`.
    /// (`lint` takes no templates: `includingTemplates: false`.)
    func sharedArguments(includingTemplates: Bool = true) -> [String] {
        if let configuration { return ["--config", configuration.path] }
        // Without a configuration in the package, none at all: not one that screenc would find above the folder
        // the build runs in.
        var arguments = ["--no-config"]
        if includingTemplates {
            for template in templates { arguments += ["--template", template.path] }
        }
        if let localizable = strings.first(where: { $0.lastPathComponent == "Localizable.strings" }) {
            arguments += ["--strings", localizable.path]
        }
        return arguments
    }

    /// The Swift file `screenc compile --output-names file` writes for `screen` into `directory`.
    static func output(for screen: URL, in directory: URL) -> URL {
        directory.appendingPathComponent(screen.deletingPathExtension().lastPathComponent + ".swift")
    }
}
