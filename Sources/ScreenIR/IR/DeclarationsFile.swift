import ScreenDiagnostics

/// A declarations file: the app's types, functions, reusable texts and custom items, written once and imported by
/// many screens (`.screenc.yml` `declarations:`, a screen's `imports:`).
public struct DeclarationsFile: Sendable, Equatable {
    /// The file, as the user named it.
    public var file: String
    /// `declarations: <Name>`: the file's name in messages.
    public var name: Located<String>
    /// The paths under `imports:`, as written.
    public var imports: [Located<String>]
    /// What the file itself declares (not what it imports).
    public var declarations: AppDeclarations

    public init(file: String, name: Located<String>, imports: [Located<String>], declarations: AppDeclarations) {
        self.file = file
        self.name = name
        self.imports = imports
        self.declarations = declarations
    }
}
