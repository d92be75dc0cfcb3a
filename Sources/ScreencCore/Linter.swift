import DiagnosticFormats
import ProjectConfiguration
import ScreenDiagnostics
import ScreenIR
import YAMLReader

/// The result of reading a set of screen files.
public struct LintResult: Sendable {
    /// The screens that could be decoded, in file order (some may have errors). Empty when the run was asked not to
    /// keep them (`Linter.lint(paths:read:keepScreens:)`), so that memory does not grow with the number of files.
    public var screens: [Screen]
    /// Every diagnostic, sorted by file, position and rule.
    public var diagnostics: [Diagnostic]
    /// Every file read, in the order given, then the `--strings` file (its problems are its own, not a screen's).
    public var files: [String]
    /// The screens of files that are not well-formed YAML, by file: the `screen:` name written before the error.
    public var unreadScreens: [String: String] = [:]
    /// The declarations files read — the project's, those the screens import and those among `files` — sorted
    /// (`preview --watch` watches them).
    public var declarationsFiles: [String] = []

    public init(
        screens: [Screen], diagnostics: [Diagnostic], files: [String], unreadScreens: [String: String] = [:],
        declarationsFiles: [String] = []
    ) {
        self.screens = screens
        self.diagnostics = diagnostics
        self.files = files
        self.unreadScreens = unreadScreens
        self.declarationsFiles = declarationsFiles
    }

    /// Whether any diagnostic is an error, or (when `strict`) a warning.
    public func fails(strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// The files some diagnostic points into (for source snippets), sorted.
    public var filesWithDiagnostics: [String] {
        var files: Set<String> = []
        for diagnostic in diagnostics {
            files.insert(diagnostic.span.file)
            for label in diagnostic.labels { files.insert(label.span.file) }
        }
        return files.sorted()
    }

    /// The diagnostics as input for a renderer; `sources` are the texts of (at least) `filesWithDiagnostics`.
    public func report(sources: [SourceFile]) -> DiagnosticReport {
        var texts: [String: String] = [:]
        for source in sources {
            texts[source.path] = String(decoding: source.bytes, as: UTF8.self)
        }
        return DiagnosticReport(diagnostics: diagnostics, files: files, sources: texts)
    }
}

/// `screenc lint`'s core: reads every file, validates each screen and the set of screens together.
public enum Linter {
    /// How many files are read and checked at once (on all cores) before the next ones; bounds memory.
    static let chunkSize = 128

    /// Lints files already in memory (sorted by path by the caller for deterministic output), keeping the screens.
    /// `imports` are more files that the screens may import but that are not linted unless one does (a declarations
    /// file among `files` is linted as one); `declarations` are the paths of the project's declarations files,
    /// among `files` or `imports`.
    public static func lint(
        _ files: [SourceFile], imports: [SourceFile] = [], declarations: [String] = []
    ) -> LintResult {
        let contents = Dictionary(
            (files + imports).map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        do {
            return try lint(
                paths: files.map(\.path),
                read: { (path) throws(UnreadableFile) in
                    guard let bytes = contents[path] else {
                        throw UnreadableFile(path: path, reason: "No such file or directory")
                    }
                    return bytes
                }, keepScreens: true, declarations: declarations)
        } catch {
            // A file `read` cannot read is that file's diagnostic: `UnreadableFile` never ends the run.
            preconditionFailure("unreachable: \(error)")
        }
    }

    /// Lints the files at `paths` (sorted by the caller), reading each through `read` when its turn comes, a chunk
    /// at a time on all cores. Unless `keepScreens`, only what cross-file checks need is kept of each screen, so
    /// memory does not grow with the number of files. The core does no I/O itself: `read` is the caller's.
    /// `naming` is the prefix and suffix `compile` would put around the generated names (they must not clash).
    /// With `strings`, every localization key is checked against that file too (and its syntax problems reported).
    /// Each file's suppression comments are applied (`Suppressions`), then `rules` (`.screenc.yml`) to everything.
    /// `declarations` are the project's declarations files (`.screenc.yml` `declarations:`, files only), which every
    /// screen sees; they, and the declarations files screens import, are read through `read` too, each once, and
    /// checked with the screens. A declarations file among `paths` is checked as one (it has no screen).
    public static func lint<Failure: Error>(
        paths: [String], read: @escaping @Sendable (String) throws(Failure) -> [UInt8], keepScreens: Bool = false,
        naming: NameAffixes = .none, strings: StringsFile? = nil, rules: RuleSettings = .none,
        declarations: [String] = []
    ) throws(Failure) -> LintResult {
        var collector = LintCollector(strings: strings, rules: rules)
        let library = DeclarationsLibrary(project: declarations, read: { try read($0) })
        try forEachScreen(
            paths: paths, read: read, naming: naming, declarations: library,
            transform: { LintedFile($0, keepingScreen: keepScreens, strings: strings) }
        ) { (file) throws(Failure) in
            collector.add(file)
        }
        return collector.finish(files: paths, declarations: library)
    }

    /// Reads and checks the files a chunk at a time on all cores (a file `read` cannot read, throwing
    /// `UnreadableFile`, gets an `unreadable-file` diagnostic instead), applies each file's suppression comments and then
    /// `transform` to each result there too, and hands the transformed results to `body` in path order. A declarations
    /// file is handed to `declarations` (which reports its problems) and transformed as a file without a screen.
    static func forEachScreen<Failure: Error, Transformed: Sendable>(
        paths: [String], read: @Sendable (String) throws(Failure) -> [UInt8], naming: NameAffixes = .none,
        declarations: DeclarationsLibrary,
        transform: @Sendable (ReadFile) -> Transformed,
        _ body: (Transformed) throws(Failure) -> Void
    ) throws(Failure) {
        var start = 0
        while start < paths.count {
            let chunk = Array(paths[start..<min(paths.count, start + chunkSize)])
            start += chunk.count
            let results = ParallelMap.map(chunk) { path in
                Result { () throws(Failure) in
                    // A declarations file a screen imported is read, parsed and checked once, by the library.
                    if declarations.hasLoadedDeclarationsFile(path) {
                        return transform(
                            ReadFile(path, ScreenReader.Result(screen: nil, diagnostics: []), isDeclarationsFile: true))
                    }
                    let bytes: [UInt8]
                    do throws(Failure) {
                        bytes = try read(path)
                    } catch {
                        // One file that cannot be read is that file's diagnostic, not the end of the run.
                        if let unreadable = error as? UnreadableFile {
                            return transform(ReadFile(path, unreadable.result))
                        }
                        throw error
                    }
                    let document = YAMLParser.parse(bytes, file: path)
                    if DeclarationsReader.isDeclarationsFile(document) {
                        declarations.register(path, document: document, bytes: bytes)
                        return transform(
                            ReadFile(path, ScreenReader.Result(screen: nil, diagnostics: []), isDeclarationsFile: true))
                    }
                    var result = ScreenReader.read(
                        document, file: path, naming: naming, imports: declarations.resolver(forScreen: path))
                    result.diagnostics = Suppressions.apply(to: result.diagnostics, bytes: bytes, file: path)
                    return transform(ReadFile(path, result))
                }
            }
            for result in results { try body(result.get()) }
        }
    }
}

/// One file of a run, read: a screen file's result, or a declarations file (whose problems the run's
/// `DeclarationsLibrary` reports).
struct ReadFile: Sendable {
    var path: String
    var result: ScreenReader.Result
    var isDeclarationsFile = false

    init(_ path: String, _ result: ScreenReader.Result, isDeclarationsFile: Bool = false) {
        self.path = path
        self.result = result
        self.isDeclarationsFile = isDeclarationsFile
    }
}

/// What a lint run keeps of one file: its diagnostics, what the cross-file checks need of its screen, and the screen
/// itself only when asked. Made on the worker thread that read the file, so the rest of the screen is freed there too.
struct LintedFile: Sendable {
    var diagnostics: [Diagnostic]
    var summary: ScreenSummary?
    var screen: Screen?
    /// The file and the `screen:` name of a file that is not well-formed YAML (see `ScreenReader.Result`).
    var unreadScreen: (file: String, name: String)?

    /// The path of a declarations file (which has no screen, and is not a file that failed to give one); nil for a
    /// screen file.
    var declarationsFile: String?

    /// `strings`: the `--strings` file the screen's keys are checked against (only when the screen has no errors,
    /// since argument kinds come from its type-checked names).
    init(_ file: ReadFile, keepingScreen: Bool, strings: StringsFile? = nil) {
        let result = file.result
        declarationsFile = file.isDeclarationsFile ? file.path : nil
        diagnostics = result.diagnostics
        if let strings, let screen = result.screen, !diagnostics.containsErrors {
            diagnostics += strings.check(screen)
        }
        summary = result.screen.map(ScreenSummary.init)
        screen = keepingScreen ? result.screen : nil
        if let name = result.unreadScreenName, let file = diagnostics.first?.span.file { unreadScreen = (file, name) }
    }
}

/// Gathers what a lint run reports while files stream past: their diagnostics and the summaries the cross-file
/// checks need (and the screens themselves, when they were kept).
struct LintCollector {
    /// The `--strings` file, whose own problems are reported with the screens'.
    let strings: StringsFile?
    /// The project's rule severities, applied to every diagnostic at the end.
    let rules: RuleSettings
    private var screens: [Screen] = []
    private var summaries: [ScreenSummary] = []
    private var diagnostics: [Diagnostic] = []
    private var unreadScreens: [String: String] = [:]
    /// The declarations files among the files read.
    private var declarationsFiles: Set<String> = []

    init(strings: StringsFile? = nil, rules: RuleSettings = .none) {
        self.strings = strings
        self.rules = rules
    }

    mutating func add(_ file: LintedFile) {
        diagnostics += file.diagnostics
        if let summary = file.summary { summaries.append(summary) }
        if let screen = file.screen { screens.append(screen) }
        if let unread = file.unreadScreen { unreadScreens[unread.file] = unread.name }
        if let path = file.declarationsFile { declarationsFiles.insert(path) }
    }

    /// The parameters of every screen read that declares some, in declaration order, by screen name: what a screen
    /// that passes several parameters to a push is rendered with (`Screen.passesSeveralPushParameters`).
    var parameterOrder: [String: [String]] {
        var order: [String: [String]] = [:]
        for summary in summaries where !summary.parameters.isEmpty {
            order[summary.name.value] = summary.parameters.map(\.name.value)
        }
        return order
    }

    /// Runs the cross-file checks, applies the rule severities and sorts every diagnostic: those of the files read
    /// (`files`) and of the declarations files `declarations` read. The strings file's own problems are reported once,
    /// as that file's, and each declarations file's as its own: they are counted among the files checked.
    func finish(files: [String], declarations: DeclarationsLibrary) -> LintResult {
        let read = Set(summaries.map(\.file))
        let listedDeclarations = self.declarationsFiles
        let failed = files.filter { !read.contains($0) && !listedDeclarations.contains($0) }
        let crossFile = ProjectValidator.validate(
            summaries, failedFiles: failed, unreadScreenNames: Set(unreadScreens.values))
        let all = rules.apply(
            to: diagnostics + declarations.diagnostics + crossFile + (strings?.diagnostics ?? []))
        let declarationsFiles = declarations.files
        let listed = Set(files)
        return LintResult(
            screens: screens, diagnostics: all.sorted(),
            files: files + declarationsFiles.filter { !listed.contains($0) } + (strings?.paths ?? []),
            unreadScreens: unreadScreens, declarationsFiles: declarationsFiles)
    }
}
