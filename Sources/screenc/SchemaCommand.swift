import ArgumentParser
import ScreenSchema

/// `screenc schema`: the JSON Schema of screen files, for editors (yaml-language-server) — see docs/Editors.md.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of screen files (draft-07), for completion and hover in editors.",
        discussion: "The same schema is committed as schema/screen.schema.json; see docs/Editors.md."
    )

    func run() {
        Terminal.write(ScreenSchema.json())
    }
}
