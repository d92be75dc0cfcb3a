import ArgumentParser
import ScreenCodeGen

/// `screenc templates`: see the built-in templates, to start customising them.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List or print the built-in code templates.",
        subcommands: [List.self, Cat.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in templates by name.")

        func run() {
            Terminal.write(TemplateSet.builtin.names.map { "\($0)\n" }.joined())
        }
    }

    struct Cat: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a built-in template; save it as NAME.mustache and pass --templates to change it.")

        @Argument(help: "The template's name, as `screenc templates list` prints it.")
        var name: String

        func validate() throws {
            guard TemplateSet.builtin.sources[name] != nil else {
                throw ValidationError(
                    "no built-in template `\(name)`; the templates are: \(TemplateSet.builtin.names.joined(separator: ", "))")
            }
        }

        func run() {
            Terminal.write(TemplateSet.builtin.sources[name]!)
        }
    }
}
