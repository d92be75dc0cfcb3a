import DiagnosticFormats
import Foundation
import ScreenIR
import ScreenPreview
import ScreencCore

/// The screen `preview` shows, read together with the other screens of its folder (which `push:` opens).
struct PreviewSource {
    /// The file named on the command line.
    let path: String
    /// Every screen of the folder that lints without errors, by name.
    let screens: [String: Screen]
    /// The previewed screen, when its file has no errors.
    let screen: Screen?
    /// The lint result of the whole folder.
    let lint: LintResult
    /// The files read, for rendering diagnostics.
    let files: [SourceFile]

    /// Reads `path` and its sibling screen files. A missing file is a usage error (exit 64). Any spelling of the
    /// path works (`X.yaml`, `./X.yaml`, `Screens/../Screens/X.yaml`, an absolute path inside or outside the current
    /// folder): it is put in one form first (`canonicalPath`), the form the folder's files are listed in.
    static func load(_ path: String) throws -> PreviewSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UsageError("no such screen file: \(path)")
        }
        let target = canonicalPath(path)
        let paths = Array(Set(screenFiles(besides: target) + [target])).sorted()
        let files = try InputFiles.read(paths)
        let lint = Linter.lint(files)
        let usable = lint.screensWithoutErrors
        var screens: [String: Screen] = [:]
        for screen in usable { screens[screen.name.value] = screen }
        let screen = usable.first { $0.file == target }
        return PreviewSource(path: target, screens: screens, screen: screen, lint: lint, files: files)
    }

    /// The one spelling of a file path the preview uses: `.` and `..` components and repeated slashes resolved
    /// (lexically: symbolic links are kept), relative to the current folder when the file is under it, otherwise
    /// absolute. The folder's screen files are listed in the same form, so the previewed file is found among them
    /// once (not as a second screen of the same name) and its pushes resolve.
    static func canonicalPath(
        _ path: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        let base = currentDirectory.split(separator: "/")
        if components.count > base.count, components.starts(with: base) {
            return components[base.count...].joined(separator: "/")
        }
        return "/" + components.joined(separator: "/")
    }

    /// The screen files in the folder of `path` (a canonical path), in canonical form; subfolders are not included.
    static func screenFiles(besides path: String) -> [String] {
        let directory = (path as NSString).deletingLastPathComponent
        let depth = path.split(separator: "/").count
        let siblings = (try? InputFiles.collect([directory.isEmpty ? "." : directory])) ?? []
        return siblings.map { canonicalPath($0) }.filter { $0.split(separator: "/").count == depth }
    }

    /// Diagnostics of the previewed file, as text.
    func diagnosticsText(color: Bool) -> String {
        var result = lint
        result.diagnostics = lint.diagnostics.filter { $0.span.file == path }
        result.files = [path]
        return DiagnosticRenderer.render(
            result.report(sources: files), as: .text,
            options: RenderOptions(color: color, toolVersion: ScreencVersion.current))
    }

    /// Loads pushed screens by name.
    var loader: PreviewModel.Loader {
        let screens = self.screens
        return { screens[$0] }
    }

    /// What `--watch` compares to notice a change: every screen file of the previewed file's folder (the screens it
    /// pushes and every other screen linted with it) with its modification time and size. A file added, removed,
    /// modified or replaced changes it.
    func watchedState() -> [String: WatchedFile] {
        var state: [String: WatchedFile] = [:]
        for file in Set(Self.screenFiles(besides: path) + [path]) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            state[file] = WatchedFile(
                modified: attributes?[.modificationDate] as? Date,
                size: (attributes?[.size] as? NSNumber)?.intValue
            )
        }
        return state
    }

    /// A watched file's modification time and size (nil when it cannot be read).
    struct WatchedFile: Equatable {
        var modified: Date?
        var size: Int?
    }
}
