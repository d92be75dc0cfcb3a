import ScreenIR

extension LintResult {
    /// The decoded screens whose files have no error, in file order: the screens `screenc preview` can show and
    /// push to. A screen whose file has an error is left out even when it was decoded (its IR may be incomplete),
    /// so is every screen of a run that did not keep them (`Linter.lint(paths:read:keepScreens:)`).
    ///
    /// A screen that sees a declaration with errors is left out too: a type or a function it declares may be
    /// incomplete (a data field of a type whose case does not parse has no value to show). It sees such a declaration
    /// when a declarations file that makes something visible to it has an error, or when a name it imports failed to
    /// decode. A declarations file with errors that a screen does not see (only another screen of the folder imports
    /// it) does not leave that screen out.
    public var screensWithoutErrors: [Screen] {
        let broken = Set(diagnostics.filter { $0.severity == .error }.map(\.span.file))
        return screens.filter { screen in
            !broken.contains(screen.file) && !screen.declarations.seesErrors(inFiles: broken)
        }
    }
}

extension AppDeclarations {
    /// Whether a declaration visible here has errors: one that failed to decode, or one written in a file of
    /// `brokenFiles`.
    fileprivate func seesErrors(inFiles brokenFiles: Set<String>) -> Bool {
        guard failedNames.isEmpty else { return true }
        guard !brokenFiles.isEmpty else { return false }
        return types.contains { brokenFiles.contains($0.name.span.file) }
            || functions.contains { brokenFiles.contains($0.name.span.file) }
            || texts.contains { brokenFiles.contains($0.name.span.file) }
            || items.contains { item in
                if case .custom(let span) = item.origin { return brokenFiles.contains(span.file) }
                return false
            }
    }
}
