import ArgumentParser
import ScreencCore

@main
struct Screenc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenc",
        abstract: "Compile declarative settings screens (YAML) into ItemListUI Swift, preview and lint them.",
        discussion: """
            Exit codes: 0 success; 1 problems found (errors, or warnings with --strict, a file that cannot be \
            read or written); 64 usage error (bad option, missing path, no screen files, a .screenc.yml with \
            problems); 141 standard output closed early (a pipe whose reader has gone).
            """,
        version: ScreencVersion.current,
        subcommands: [
            CompileCommand.self, LintCommand.self, PreviewCommand.self, TemplatesCommand.self, InitCommand.self,
            SchemaCommand.self,
        ]
    )
}
