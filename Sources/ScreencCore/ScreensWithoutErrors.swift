import ScreenIR

extension LintResult {
    /// The decoded screens whose files have no error, in file order: the screens `screenc preview` can show and
    /// push to. A screen whose file has an error is left out even when it was decoded (its IR may be incomplete),
    /// so is every screen of a run that did not keep them (`Linter.lint(paths:read:keepScreens:)`).
    public var screensWithoutErrors: [Screen] {
        let broken = Set(diagnostics.filter { $0.severity == .error }.map(\.span.file))
        return screens.filter { !broken.contains($0.file) }
    }
}
