import ScreenIR

extension LintResult {
    /// The decoded screens whose files have no error, in file order: the screens `screenc preview` can show and
    /// push to. A screen whose file has an error is left out even when it was decoded (its IR may be incomplete),
    /// so is every screen of a run that did not keep them (`Linter.lint(paths:read:keepScreens:)`). When a
    /// declarations file read in the run has an error, no screen is: a screen that sees it may have a type or a
    /// function it declares left incomplete (a data field of a type whose case does not parse has no value to show).
    public var screensWithoutErrors: [Screen] {
        let broken = Set(diagnostics.filter { $0.severity == .error }.map(\.span.file))
        guard !declarationsFiles.contains(where: broken.contains) else { return [] }
        return screens.filter { !broken.contains($0.file) }
    }
}
