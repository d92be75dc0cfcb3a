import ScreenDiagnostics

/// A Swift module name, as `import` takes it: the `module:` of a declaration, and the module the generated files are
/// compiled into (`.screenc.yml` `module:`, `compile --module`).
public enum ModuleName {
    /// Why `name` cannot be a module's name, or nil when it can.
    public static func problem(_ name: String) -> String? {
        guard SwiftIdentifier.isValid(name), !SwiftIdentifier.isKeyword(name) else {
            return "module name `\(name)` is not a Swift identifier"
        }
        return nil
    }
}
