import ScreenDiagnostics

/// A hook named in the screen file: a closure the app supplies in the generated `<Screen>Hooks`.
///
/// `name` makes the hook required (the app cannot create the screen without it); `name?` makes it optional.
public struct HookReference: Sendable, Equatable {
    /// The hook's name as written, without the `?`.
    public var name: Located<String>
    /// Whether the hook was written `name?`: the app may leave it out.
    public var isOptional: Bool

    public init(name: Located<String>, isOptional: Bool = false) {
        self.name = name
        self.isOptional = isOptional
    }
}
