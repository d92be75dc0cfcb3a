import DiagnosticFormats
import ProjectConfiguration
import ScreenDiagnostics
import ScreenIR

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
    public static func lint(_ files: [SourceFile]) -> LintResult {
        let contents = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        return lint(paths: files.map(\.path), read: { contents[$0] ?? [] }, keepScreens: true)
    }

    /// Lints the files at `paths` (sorted by the caller), reading each through `read` when its turn comes, a chunk
    /// at a time on all cores. Unless `keepScreens`, only what cross-file checks need is kept of each screen, so
    /// memory does not grow with the number of files. The core does no I/O itself: `read` is the caller's.
    /// `naming` is the prefix and suffix `compile` would put around the generated names (they must not clash).
    /// With `strings`, every localization key is checked against that file too (and its syntax problems reported).
    /// Each file's suppression comments are applied (`Suppressions`), then `rules` (`.screenc.yml`) to everything.
    public static func lint<Failure: Error>(
        paths: [String], read: @Sendable (String) throws(Failure) -> [UInt8], keepScreens: Bool = false,
        naming: NameAffixes = .none, strings: StringsFile? = nil, rules: RuleSettings = .none
    ) throws(Failure) -> LintResult {
        var collector = LintCollector(strings: strings, rules: rules)
        try forEachScreen(
            paths: paths, read: read, naming: naming,
            transform: { LintedFile($0, keepingScreen: keepScreens, strings: strings) }
        ) { (file) throws(Failure) in
            collector.add(file)
        }
        return collector.finish(files: paths)
    }

    /// Reads and checks the files a chunk at a time on all cores (a file `read` cannot read, throwing
    /// `UnreadableFile`, gets an `unreadable-file` diagnostic instead), applies each file's suppression comments and then
    /// `transform` to each result there too, and hands the transformed results to `body` in path order.
    static func forEachScreen<Failure: Error, Transformed: Sendable>(
        paths: [String], read: @Sendable (String) throws(Failure) -> [UInt8], naming: NameAffixes = .none,
        transform: @Sendable (ScreenReader.Result) -> Transformed,
        _ body: (Transformed) throws(Failure) -> Void
    ) throws(Failure) {
        var start = 0
        while start < paths.count {
            let chunk = Array(paths[start..<min(paths.count, start + chunkSize)])
            start += chunk.count
            let results = ParallelMap.map(chunk) { path in
                Result { () throws(Failure) in
                    let bytes: [UInt8]
                    do throws(Failure) {
                        bytes = try read(path)
                    } catch {
                        // One file that cannot be read is that file's diagnostic, not the end of the run.
                        if let unreadable = error as? UnreadableFile { return transform(unreadable.result) }
                        throw error
                    }
                    var result = ScreenReader.read(bytes, file: path, naming: naming)
                    result.diagnostics = Suppressions.apply(to: result.diagnostics, bytes: bytes, file: path)
                    return transform(result)
                }
            }
            for result in results { try body(result.get()) }
        }
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

    /// `strings`: the `--strings` file the screen's keys are checked against (only when the screen has no errors,
    /// since argument kinds come from its type-checked names).
    init(_ result: ScreenReader.Result, keepingScreen: Bool, strings: StringsFile? = nil) {
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

    init(strings: StringsFile? = nil, rules: RuleSettings = .none) {
        self.strings = strings
        self.rules = rules
    }

    mutating func add(_ file: LintedFile) {
        diagnostics += file.diagnostics
        if let summary = file.summary { summaries.append(summary) }
        if let screen = file.screen { screens.append(screen) }
        if let unread = file.unreadScreen { unreadScreens[unread.file] = unread.name }
    }

    /// Runs the cross-file checks, applies the rule severities and sorts every diagnostic. The strings file's own
    /// problems are reported once, as that file's: it is counted among the files checked.
    func finish(files: [String]) -> LintResult {
        let read = Set(summaries.map(\.file))
        let failed = files.filter { !read.contains($0) }
        let crossFile = ProjectValidator.validate(
            summaries, failedFiles: failed, unreadScreenNames: Set(unreadScreens.values))
        let all = rules.apply(to: diagnostics + crossFile + (strings?.diagnostics ?? []))
        return LintResult(
            screens: screens, diagnostics: all.sorted(), files: files + (strings?.paths ?? []), unreadScreens: unreadScreens)
    }
}
