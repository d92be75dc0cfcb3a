/// A project's `.screenc.yml`, decoded: what `screenc lint` and `screenc compile` use when the command line does
/// not say otherwise. Every path is resolved against the configuration file's directory (as the caller named that
/// directory, so a configuration found in `..` gives `../Screens`).
///
/// A key the file does not have is nil (or empty): the command line's value, or the built-in default, applies.
public struct ProjectConfiguration: Sendable, Equatable {
    /// The configuration file's path.
    public var file: String
    /// `screens:` — screen files, or directories searched recursively.
    public var screens: [String] = []
    /// `output:` — the directory `compile` writes to.
    public var output: String?
    /// `templates:` — a directory of `NAME.mustache` files replacing built-in templates (`--templates`).
    public var templates: String?
    /// `templateFiles:` — single `NAME.mustache` files replacing built-in templates (`--template`).
    public var templateFiles: [String] = []
    /// `strings:` — the app's `Localizable.strings` (`--strings`).
    public var strings: String?
    /// `declarations:` — declarations files every screen sees, or directories searched recursively for them
    /// (`--declarations`).
    public var declarations: [String] = []
    /// `module:` — the module the generated files are compiled into, which they do not import (`--module`).
    public var module: String?
    /// `namePrefix:` (`--name-prefix`).
    public var namePrefix: String?
    /// `nameSuffix:` (`--name-suffix`).
    public var nameSuffix: String?
    /// `strict:` — warnings fail the run (`--strict`, `--no-strict`).
    public var strict: Bool?
    /// `rules:` — rules turned off or given another severity.
    public var rules: RuleSettings = .none

    public init(file: String) {
        self.file = file
    }

    /// The name screenc looks for in the current directory and its parents.
    public static let fileName = ".screenc.yml"
}
