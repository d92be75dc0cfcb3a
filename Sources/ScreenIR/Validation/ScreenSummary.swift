import ScreenDiagnostics

/// What cross-file validation needs to know of a screen: its name and the screens it pushes. Small, so a run over
/// thousands of files keeps these and lets the screens themselves go.
public struct ScreenSummary: Sendable, Equatable {
    /// The file the screen was read from.
    public var file: String
    /// The screen's name where it is written.
    public var name: Located<String>
    /// Every `push:` target, in source order.
    public var pushTargets: [Located<String>]

    public init(file: String, name: Located<String>, pushTargets: [Located<String>]) {
        self.file = file
        self.name = name
        self.pushTargets = pushTargets
    }

    /// The summary of `screen`.
    public init(_ screen: Screen) {
        self.init(file: screen.file, name: screen.name, pushTargets: ProjectValidator.pushTargets(of: screen))
    }
}
