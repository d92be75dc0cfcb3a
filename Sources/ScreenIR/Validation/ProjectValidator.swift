import ScreenDiagnostics

/// Checks what spans files: screen names are unique and `push:` targets exist among the screens.
public enum ProjectValidator {
    /// Every cross-file problem, unsorted. `screens` are all screens read in this run.
    public static func validate(_ screens: [Screen]) -> [Diagnostic] {
        validate(screens.map(ScreenSummary.init))
    }

    /// Every cross-file problem, unsorted, from the summaries of all screens read in this run.
    public static func validate(_ screens: [ScreenSummary]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var byName: [String: ScreenSummary] = [:]
        for screen in screens.sorted(by: { $0.file < $1.file }) where !screen.name.value.isEmpty {
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
        for screen in screens {
            for target in screen.pushTargets where byName[target.value] == nil {
                diagnostics.append(
                    Diagnostic(
                        .unknownPushTarget, "`push: \(target.value)` names no screen among the linted files",
                        at: target.span,
                        notes: [knownScreensNote(names)],
                        help: Suggestion.didYouMean(target.value, in: names)
                            ?? "lint the folder that holds `\(target.value).yaml` together with this file"))
            }
        }
        return diagnostics
    }

    /// "known screens: A, B, C" — at most ten names, so a folder of thousands of screens stays readable.
    static func knownScreensNote(_ names: [String]) -> String {
        if names.isEmpty { return "known screens: none" }
        return "known screens: \(Suggestion.list(names))"
    }

    /// Every `push:` target in the screen, in source order.
    public static func pushTargets(of screen: Screen) -> [Located<String>] {
        screen.actionTargets.compactMap {
            if case .push(let name) = $0 { return name }
            return nil
        }
    }
}
