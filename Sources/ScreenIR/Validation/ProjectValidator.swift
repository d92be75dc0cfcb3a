import ScreenDiagnostics

/// Checks what spans files: screen names are unique, `push:` targets exist among the screens, and the parameters a
/// `push:` passes fit the pushed screen's.
public enum ProjectValidator {
    /// Every cross-file problem, unsorted. `screens` are all screens read in this run.
    public static func validate(_ screens: [Screen]) -> [Diagnostic] {
        validate(screens.map(ScreenSummary.init))
    }

    /// Every cross-file problem, unsorted, from the summaries of all screens read in this run. `failedFiles` are the
    /// files of the run that gave no screen (they did not parse, or could not be read): a `push:` target that may be
    /// declared in one of them is not reported as unknown on their account (no cascade from one broken file) — not
    /// at all when a failed file is named after the target (`Editor.yaml` for `push: Editor`) or declares it before
    /// its syntax error (`unreadScreenNames`, see `ScreenReader.Result`), else with a note.
    public static func validate(
        _ screens: [ScreenSummary], failedFiles: [String] = [], unreadScreenNames: Set<String> = []
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var byName: [String: ScreenSummary] = [:]
        var byFolded: [String: ScreenSummary] = [:]
        for screen in screens.sorted(by: { $0.file < $1.file }) where !screen.name.value.isEmpty {
            let folded = screen.name.value.lowercased()
            if let first = byFolded[folded], first.name.value != screen.name.value {
                diagnostics.append(caseOnlyDuplicate(screen, first: first))
            }
            byFolded[folded] = byFolded[folded] ?? screen
            if let first = byName[screen.name.value] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateScreen, "screen `\(screen.name.value)` is also defined in \(first.file)",
                        at: screen.name.span,
                        labels: [Diagnostic.Label(span: first.name.span, message: "first defined here")],
                        notes: ["both would generate the same Swift types and the same output file"]))
            } else {
                byName[screen.name.value] = screen
            }
        }
        let names = byName.keys.sorted()
        let failedByBaseName = Set(failedFiles.map(baseName))
        for screen in screens {
            for target in screen.pushTargets where byName[target.value] == nil {
                if failedByBaseName.contains(target.value.lowercased()) || unreadScreenNames.contains(target.value) {
                    continue
                }
                var notes = [knownScreensNote(names)]
                if !failedFiles.isEmpty {
                    notes.append(
                        "it may be declared in a file whose errors kept its screen from being read: "
                            + Suggestion.list(failedFiles.sorted()) + " — fix those errors first")
                }
                diagnostics.append(
                    Diagnostic(
                        .unknownPushTarget, "`push: \(target.value)` names no screen among the linted files",
                        at: target.span,
                        notes: notes,
                        help: Suggestion.didYouMean(target.value, in: names)
                            ?? "lint the file that declares `screen: \(target.value)` together with this one, "
                            + "e.g. by linting their folder"))
            }
        }
        for screen in screens {
            diagnostics += pushParameterProblems(of: screen, targets: byName)
        }
        return diagnostics
    }

    /// A file's name without its folders and extension, lowercased: `Screens/Editor.yaml` → `editor`.
    static func baseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return stem.lowercased()
    }

    /// `screen` is named like `first` but for case (`UrlSettings`, `URLSettings`): their output files are one file
    /// on a case-insensitive file system (macOS), and their factories may be one function (`urlSettingsController`).
    static func caseOnlyDuplicate(_ screen: ScreenSummary, first: ScreenSummary) -> Diagnostic {
        let name = screen.name.value
        let factory = GeneratedNames.name(.factory, stem: name)
        var notes = ["`\(name).swift` and `\(first.name.value).swift` are the same file on a case-insensitive file system (macOS)"]
        if factory == GeneratedNames.name(.factory, stem: first.name.value) {
            notes.append("both screens would generate the controller factory `\(factory)(context:…)`")
        }
        return Diagnostic(
            .duplicateScreen,
            "screen `\(name)` differs from screen `\(first.name.value)` in \(first.file) only in case",
            at: screen.name.span,
            labels: [Diagnostic.Label(span: first.name.span, message: "`\(first.name.value)` is defined here")],
            notes: notes,
            help: "give one of the screens a name that differs in more than case, for example `\(name)Screen`",
            fixIt: Diagnostic.FixIt(span: screen.name.span, replacement: name + "Screen"))
    }

    /// "known screens: A, B, C" — at most ten names, so a folder of thousands of screens stays readable.
    static func knownScreensNote(_ names: [String]) -> String {
        if names.isEmpty { return "known screens: none" }
        return "known screens: \(Suggestion.list(names))"
    }

    /// Every `push:` target in the screen, in source order.
    public static func pushTargets(of screen: Screen) -> [Located<String>] {
        screen.pushes.map(\.screen)
    }
}
