import ScreenDiagnostics

/// What cross-file validation needs to know of a screen: its name and the screens it pushes. Small, so a run over
/// thousands of files keeps these and lets the screens themselves go.
public struct ScreenSummary: Sendable, Equatable {
    /// The file the screen was read from.
    public var file: String
    /// The screen's name where it is written.
    public var name: Located<String>
    /// Every `push:`, in display order.
    public var pushes: [PushSummary]
    /// The screen's parameters, in declaration order (the order of `<Screen>Parameters.init`'s labels).
    public var parameters: [ParameterSummary]

    /// Every `push:` target, in display order.
    public var pushTargets: [Located<String>] { pushes.map(\.screen) }

    public init(file: String, name: Located<String>, pushes: [PushSummary], parameters: [ParameterSummary] = []) {
        self.file = file
        self.name = name
        self.pushes = pushes
        self.parameters = parameters
    }

    /// A summary of a screen that pushes `pushTargets`, without parameters.
    public init(file: String, name: Located<String>, pushTargets: [Located<String>]) {
        self.init(
            file: file, name: name,
            pushes: pushTargets.map { PushSummary(screen: $0, arguments: nil, span: $0.span) })
    }

    /// The summary of `screen`.
    public init(_ screen: Screen) {
        self.init(
            file: screen.file, name: screen.name, pushes: PushSummary.pushes(of: screen),
            parameters: screen.parameters.map(ParameterSummary.init))
    }
}
