import DiagnosticFormats
import Foundation
import ScreenDiagnostics
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
    /// The files the previewed file's diagnostics point into, for their snippets.
    let files: [SourceFile]
    /// The declarations files every screen sees (`--declarations`, the project configuration's `declarations:`).
    let declarations: [String]

    /// Reads `path` and its sibling screen files. A missing file is a usage error (exit 64). Any spelling of the
    /// path works (`X.yaml`, `./X.yaml`, `Screens/../Screens/X.yaml`, an absolute path inside or outside the current
    /// folder): it is put in one form first (`canonicalPath`), the form the folder's files are listed in.
    ///
    /// A sibling that cannot be read — unreadable, vanished since it was listed, or named with bytes that are not
    /// UTF-8 — is an `unreadable-file` diagnostic of that file, as in `lint`: the previewed screen is still shown
    /// (a push to that file says why it does not open). When the previewed file itself cannot be read, that
    /// diagnostic is what `preview` prints.
    ///
    /// `declarations` are the declarations files every screen sees; they and those the screens import are read
    /// too, and their diagnostics are shown with the previewed file's.
    static func load(_ path: String, declarations: [String] = []) throws -> PreviewSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UsageError("no such screen file: \(path)")
        }
        let target = canonicalPath(path)
        var folder = screenFiles(besides: target)
        if !folder.paths.contains(target) { folder.paths = (folder.paths + [target]).sorted() }
        let files = folder
        let lint = try Linter.lint(
            paths: files.paths, read: { path throws(UnreadableFile) in try files.read(path) }, keepScreens: true,
            declarations: declarations)
        let shownFiles = Set([target] + lint.declarationsFiles)
        let usable = lint.screensWithoutErrors
        var screens: [String: Screen] = [:]
        for screen in usable { screens[screen.name.value] = screen }
        let screen = usable.first { $0.file == target }
        var shown = lint
        shown.diagnostics = lint.diagnostics.filter { shownFiles.contains($0.span.file) }
        return PreviewSource(
            path: target, screens: screens, screen: screen, lint: lint,
            files: InputFiles.sourcesForSnippets(shown.filesWithDiagnostics), declarations: declarations)
    }

    /// The files whose diagnostics the preview shows: the previewed file and the declarations files read.
    private var shownFiles: Set<String> { Set([path] + lint.declarationsFiles) }

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

    /// The screen files in the folder of `path` (a canonical path), in canonical form and sorted, with those whose
    /// names are not valid UTF-8; subfolders are neither listed nor entered.
    static func screenFiles(besides path: String) -> ScreenFiles {
        let directory = (path as NSString).deletingLastPathComponent
        var paths: [String] = []
        var undecodable: Set<String> = []
        _ = FileSystem.files(
            under: directory.isEmpty ? "." : directory, matching: InputFiles.isScreenFileName, recursive: false,
            undecodable: { undecodable.insert(canonicalPath($0)) }
        ) { paths.append(canonicalPath($0)) }
        return ScreenFiles(paths: (paths + undecodable).sorted(), undecodable: undecodable)
    }

    /// Diagnostics of the previewed file and of the declarations files, as text: all of them, or the first `limit`
    /// (what fits on a screen: each takes at least a line), so that showing them costs what is shown, not what the
    /// files have.
    func diagnosticsText(color: Bool, limit: Int? = nil) -> String {
        var text = ""
        writeDiagnostics(color: color, limit: limit) { text += $0 }
        return text
    }

    /// Diagnostics of the previewed file and of the declarations files (all, or the first `limit`), as text handed to
    /// `write` one diagnostic at a time.
    func writeDiagnostics(color: Bool, limit: Int? = nil, to write: (String) -> Void) {
        var result = lint
        result.diagnostics = previewedDiagnostics
        if let limit { result.diagnostics = Array(result.diagnostics.prefix(limit)) }
        result.files = [path] + lint.declarationsFiles
        DiagnosticRenderer.write(
            result.report(sources: files), as: .text,
            options: RenderOptions(color: color, toolVersion: ScreencVersion.current), to: write)
    }

    /// The diagnostics of the previewed file and of the declarations files read.
    var previewedDiagnostics: [Diagnostic] {
        let shown = shownFiles
        return lint.diagnostics.filter { shown.contains($0.span.file) }
    }

    /// Loads pushed screens by name.
    var loader: PreviewModel.Loader {
        let screens = self.screens
        return { screens[$0] }
    }

    /// Why a screen that a `push:` names is not loaded, for the status line: its file (the one that declares it, even
    /// before a syntax error, or else the one named after it) has errors or cannot be read.
    var whyNotLoaded: PreviewModel.Unavailability {
        var reasons: [String: String] = [:]
        let errors = lint.diagnostics.filter { $0.severity == .error }
        // Screens read (with errors), and those named in files that are not well-formed YAML.
        let named = Dictionary(lint.screens.map { ($0.file, $0.name.value) }, uniquingKeysWith: { first, _ in first })
            .merging(lint.unreadScreens) { read, _ in read }
        for diagnostic in errors where reasons[diagnostic.span.file] == nil {
            let file = diagnostic.span.file
            reasons[file] =
                diagnostic.rule == .unreadableFile
                ? "\(file): \(diagnostic.message)" : "\(file) has errors (see screenc lint \(file))"
        }
        var byScreen: [String: String] = [:]
        for (file, reason) in reasons.sorted(by: { $0.key < $1.key }) {
            // A screen that was read, with errors; else the file named after the screen (`Editor.yaml`).
            let name = named[file] ?? ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if byScreen[name] == nil || named[file] != nil { byScreen[name] = reason }
        }
        // A screen without errors of its own that is not shown sees declarations with errors.
        for screen in lint.screens where screens[screen.name.value] == nil && byScreen[screen.name.value] == nil {
            byScreen[screen.name.value] =
                "\(screen.file) sees declarations with errors (see screenc lint \(screen.file))"
        }
        let reasonsByScreen = byScreen
        return { reasonsByScreen[$0] }
    }
}
