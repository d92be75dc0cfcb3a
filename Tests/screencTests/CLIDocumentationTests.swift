import Foundation
import Testing

/// Keeps docs/CLI.md and the README true: every option `--help` prints is documented, and the exit-code tables
/// match what the binary does.
@Suite struct CLIDocumentationTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: ["lint", "compile", "preview"])
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
        #expect(ci.contains("lint --strict --strings Screens/Localizable.strings Screens"))
    }
}
