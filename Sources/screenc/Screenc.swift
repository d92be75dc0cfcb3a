import ArgumentParser
import Foundation
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
            SchemaCommand.self, StringsStubCommand.self, DumpYAMLCommand.self,
        ]
    )

    /// Runs the command line. What swift-argument-parser prints itself — help, `--version`, completion scripts,
    /// usage errors — goes through `Terminal` like everything else, so a failed write is an error there too
    /// (`screenc --help > /dev/full`: one line on stderr, exit 1; a closed pipe: 141), not silently lost.
    static func main() {
        do {
            var command: any ParsableCommand
            // A long command line's repeated arguments are set aside while swift-argument-parser parses the rest.
            if let (kept, setAside) = RepeatedArguments.split(Array(CommandLine.arguments.dropFirst())) {
                command = try parseAsRoot(kept)
                RepeatedArguments.restore(setAside, into: &command)
            } else {
                command = try parseAsRoot()
            }
            try command.run()
        } catch {
            let message = fullMessage(for: error)
            let code = exitCode(for: error)
            if !message.isEmpty {
                if code == .success { Terminal.write(message + "\n") } else { Terminal.writeError(message + "\n") }
            }
            Foundation.exit(code.rawValue)
        }
    }
}
