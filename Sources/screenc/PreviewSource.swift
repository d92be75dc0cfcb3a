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

    /// Reads `path` and its sibling screen files. A missing file is a usage error (exit 64).
    static func load(_ path: String) throws -> PreviewSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UsageError("no such screen file: \(path)")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let siblings = (try? InputFiles.collect([directory.isEmpty ? "." : directory])) ?? []
        let target = InputFiles.relativized(SourceFile(path: path, bytes: [])).path
        let paths = Array(Set(siblings.filter { $0.split(separator: "/").count == target.split(separator: "/").count } + [target])).sorted()
        let files = try InputFiles.read(paths)
        let lint = Linter.lint(files)
        let broken = Set(lint.diagnostics.filter { $0.severity == .error }.map(\.span.file))
        var screens: [String: Screen] = [:]
        for screen in lint.screens where !broken.contains(screen.file) {
            screens[screen.name.value] = screen
        }
        let screen = broken.contains(target) ? nil : lint.screens.first { $0.file == target }
        return PreviewSource(path: target, screens: screens, screen: screen, lint: lint, files: files)
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

    /// The file's modification time, for `--watch`.
    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
