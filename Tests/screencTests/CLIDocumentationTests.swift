import Foundation
import Testing

/// Keeps docs/CLI.md and the README true: every option `--help` prints is documented, and the exit-code tables
/// match what the binary does.
@Suite struct CLIDocumentationTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: ["lint", "compile", "preview", "strings-stub"])
    func everyOptionIsDocumented(_ subcommand: String) throws {
        let help = try ScreencProcess.run([subcommand, "--help"], in: repositoryRoot).stdout
        let options = Set(try help.matches(of: Regex(#"--[a-z][a-z-]+"#)).map { String(help[$0.range]) })
            .subtracting(["--help", "--version"])
        #expect(options.count >= 4)
        let documentation = try Self.read("docs/CLI.md")
        for option in options.sorted() {
            #expect(documentation.contains("`\(option)"), "docs/CLI.md does not document \(option)")
        }
    }

    @Test func exitCodeTablesListTheCodesTheBinaryUses() throws {
        for path in ["README.md", "docs/CLI.md"] {
            let text = try Self.read(path)
            for code in ["| 0 |", "| 1 |", "| 64 |"] {
                #expect(text.contains(code), "\(path) has no row \(code)")
            }
        }
    }

    @Test func readmeCommandsNameTheTestCommandCIRuns() throws {
        let readme = try Self.read("README.md")
        let ci = try Self.read(".ci/run")
        #expect(readme.contains("swift test"))
        #expect(ci.contains("\nswift test\n"))
        // CI lints and checks the generated code through the repository's .screenc.yml, with no arguments.
        #expect(ci.contains("\"$SCREENC\" lint\n"))
        #expect(ci.contains("\"$SCREENC\" compile --check\n"))
    }

    /// What `.screenc.yml` at the root configures for CI is what the README's lint command and the committed
    /// generated code say: the example screens, their strings, strict, into Tests/GeneratedScreens/Screens.
    @Test func theRepositoryConfigurationLintsAndChecksTheExamples() throws {
        let configuration = try Self.read(".screenc.yml")
        for line in ["  - Screens\n", "output: Tests/GeneratedScreens/Screens\n", "strings: Screens/Localizable.strings\n", "strict: true\n"] {
            #expect(configuration.contains(line), ".screenc.yml has no line \(line)")
        }
        let lint = try ScreencProcess.run(["lint", "--format", "xcode"], in: repositoryRoot)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let check = try ScreencProcess.run(["compile", "--check", "--quiet"], in: repositoryRoot)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test(arguments: ["README.md", "docs/CLI.md", "docs/Xcode.md"])
    func completionAndInstallAndXcodeDocsAreThere(_ path: String) throws {
        let text = try Self.read(path)
        switch path {
        case "README.md":
            #expect(text.contains("Scripts/install.sh"))
            #expect(text.contains("screenc preview") && text.contains("### What next"))
            #expect(text.contains("if pkg-config --exists yaml-0.1 2>/dev/null; then :; elif command -v apt-get"))
        case "docs/CLI.md":
            for shell in ["bash", "zsh", "fish"] {
                #expect(text.contains("screenc --generate-completion-script \(shell)"))
            }
            for section in ["## Project configuration", "## `screenc init`", "`--config <file>`", "`--quiet`"] {
                #expect(text.contains(section))
            }
        default:
            #expect(text.contains(".xcfilelist") && text.contains("Plugins.md"))
        }
    }
}
