/// What `screenc init` writes: a commented `.screenc.yml` and an example screen it lists, which lint clean under
/// `strict: true` and compile.
public enum ProjectTemplate {
    /// The folder the example screen goes into, as `configuration` lists it under `screens:`.
    public static let screensDirectory = "Screens"
    /// The example screen's path, relative to the configuration's directory.
    public static let exampleScreenPath = "Screens/Example.yaml"

    /// The commented configuration file.
    public static let configuration = """
        # screenc project configuration. `screenc lint` and `screenc compile` with no paths use it; an option given
        # on the command line overrides the key it corresponds to. Paths are relative to this file's directory.
        # Every key: docs/CLI.md, "Project configuration".

        # Screen files, or directories searched recursively for *.yaml and *.yml (`screenc lint <paths>`).
        screens:
          - Screens

        # Declarations files every screen sees: the app's types, functions, reusable texts and custom items
        # (`--declarations`; docs/Language.md, "Declarations files"). Files, or directories searched recursively.
        # declarations:
        #   - Declarations

        # Where `screenc compile` writes one Swift file per screen (`--output`).
        output: Generated

        # The module the generated files are compiled into: they do not import it (`--module`).
        # module: SettingsUI

        # Warnings fail the run, as they should in CI (`--strict`; `--no-strict` overrides it for one run).
        strict: true

        # The app's Localizable.strings: check every localization key the screens use (`--strings`).
        # strings: Screens/Localizable.strings

        # A prefix and a suffix around every generated type and function name (`--name-prefix`, `--name-suffix`).
        # namePrefix: Gen
        # nameSuffix: Screen

        # Templates that replace built-in ones by name (`--templates`, `--template`; `screenc templates list`).
        # templates: Templates
        # templateFiles:
        #   - Templates/entries.mustache

        # Rules turned off or given another severity: "off" (quoted: YAML 1.1 tools read off as false), warning or
        # error. Only warnings can be turned off; `screenc lint --list-rules` lists every rule with its severity.
        # rules:
        #   empty-section: "off"
        #   unused-state-field: error

        """

    /// The example screen.
    public static let exampleScreen = """
        # An example screen. Try `screenc preview Screens/Example.yaml`, then `screenc compile`.
        # The language is described in docs/Language.md.
        screen: Example
        title: Example
        state:
          notifications: true
          volume: { enum: [quiet, normal, loud], default: normal }
        sections:
          - id: general
            header: General
            rows:
              - { id: notifications, item: switch, title: Notifications, bind: notifications }
          - id: volume
            header: Volume
            visible: notifications
            rows:
              - { id: quiet, item: checkbox, title: Quiet, bind: volume, selects: quiet }
              - { id: normal, item: checkbox, title: Normal, bind: volume, selects: normal }
              - { id: loud, item: checkbox, title: Loud, bind: volume, selects: loud }

        """
}
