import Foundation
import Testing

@Suite struct LintCommandTests {
    @Test func cleanFilesExitZero() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": validScreen("A"), "Screens/B.yml": validScreen("B")])
        let output = try ScreencProcess.run(["lint", "Screens"], in: sandbox.url)
        #expect(output.status == 0)
        #expect(output.stdout == "no problems in 2 files\n")
    }

    @Test func errorsExitOne() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A", extraRows: "      - { id: x, item: swtich }\n")])
        let output = try ScreencProcess.run(["lint", "--format", "xcode", "A.yaml"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("A.yaml:9:24: error: "))
        #expect(output.stdout.contains("[unknown-value]"))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A", extraState: "  unused: 1\n")])
        let relaxed = try ScreencProcess.run(["lint", "--format", "xcode", "A.yaml"], in: sandbox.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning:"))
        let strict = try ScreencProcess.run(["lint", "--strict", "A.yaml"], in: sandbox.url)
        #expect(strict.status == 1)
    }

    @Test func directoriesAreSearchedRecursivelyInSortedOrder() throws {
        let sandbox = try Sandbox([
            "S/b/Z.yaml": validScreen("Z", extraRows: "      - { id: x, item: nope }\n"),
            "S/A.yml": validScreen("A", extraRows: "      - { id: x, item: nope }\n"),
            "S/.hidden/H.yaml": "not: [valid",
            "S/notes.txt": "ignored",
            "S/c/Upper.YAML": validScreen("Upper", extraRows: "      - { id: x, item: nope }\n"),
            "Elsewhere/L.yaml": validScreen("L", extraRows: "      - { id: x, item: nope }\n"),
            "Elsewhere/M/N.yaml": validScreen("N", extraRows: "      - { id: x, item: nope }\n"),
        ])
        // A link to a file counts as the file; a link to a directory is not followed (no cycles).
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url.appendingPathComponent("S/link.yaml").path,
            withDestinationPath: sandbox.url.appendingPathComponent("Elsewhere/L.yaml").path)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url.appendingPathComponent("S/linked").path,
            withDestinationPath: sandbox.url.appendingPathComponent("Elsewhere/M").path)
        let output = try ScreencProcess.run(["lint", "--format", "xcode", "S"], in: sandbox.url)
        var files: [Substring] = []
        for line in output.stdout.split(separator: "\n") where !files.contains(line.split(separator: ":")[0]) {
            files.append(line.split(separator: ":")[0])
        }
        #expect(files == ["S/A.yml", "S/b/Z.yaml", "S/c/Upper.YAML", "S/link.yaml"])
        #expect(output.status == 1)
    }

    @Test func pushTargetsResolveAcrossFiles() throws {
        let pushing = validScreen("A", extraRows: "      - { id: more, item: disclosure, title: More, push: B }\n")
        let sandbox = try Sandbox(["A.yaml": pushing, "B.yaml": validScreen("B")])
        let together = try ScreencProcess.run(["lint", "A.yaml", "B.yaml"], in: sandbox.url)
        #expect(together.status == 0)
        let alone = try ScreencProcess.run(["lint", "--format", "xcode", "A.yaml"], in: sandbox.url)
        #expect(alone.status == 1)
        #expect(alone.stdout.contains("[unknown-push-target]"))
    }

    @Test func usageErrorsExit64() throws {
        let sandbox = try Sandbox(["notes.txt": "x"])
        #expect(try ScreencProcess.run(["lint"], in: sandbox.url).status == 64)
        #expect(try ScreencProcess.run(["lint", "missing.yaml"], in: sandbox.url).status == 64)
        #expect(try ScreencProcess.run(["lint", "."], in: sandbox.url).status == 64)
        #expect(try ScreencProcess.run(["lint", "--format", "html", "notes.txt"], in: sandbox.url).status == 64)
        #expect(try ScreencProcess.run(["frobnicate"], in: sandbox.url).status == 64)
    }

    @Test func listRulesPrintsTheCatalogue() throws {
        let sandbox = try Sandbox([:])
        let output = try ScreencProcess.run(["lint", "--list-rules"], in: sandbox.url)
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count >= 25)
        #expect(lines.contains { $0.hasPrefix("unknown-key ") && $0.contains(" error ") })
        #expect(lines.contains { $0.hasPrefix("unused-state-field ") && $0.contains(" warning ") })
    }

    @Test func outputIsDeterministicAndUncolouredWhenPiped() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A", extraRows: "      - { id: x, item: nope }\n")])
        let first = try ScreencProcess.run(["lint", "A.yaml"], in: sandbox.url)
        let second = try ScreencProcess.run(["lint", "A.yaml"], in: sandbox.url)
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.contains("\u{1B}"))
        let forced = try ScreencProcess.run(["lint", "--color", "always", "A.yaml"], in: sandbox.url)
        #expect(forced.stdout.contains("\u{1B}["))
    }
}

/// An unknown option is named as such (with the closest option), not mistaken for missing screen files.
@Suite struct UnknownOptionTests {
    @Test func anUnknownOptionIsNamed() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A")])
        let bogus = try ScreencProcess.run(["lint", "--bogus"], in: sandbox.url)
        #expect(bogus.status == 64)
        #expect(bogus.stderr.hasPrefix("Error: Unknown option '--bogus'\n"), "\(bogus.stderr)")
        #expect(!bogus.stderr.contains("give at least one screen file"))
        let close = try ScreencProcess.run(["lint", "--stirct", "A.yaml"], in: sandbox.url)
        #expect(close.status == 64)
        #expect(close.stderr.hasPrefix("Error: Unknown option '--stirct'. Did you mean '--strict'?\n"), "\(close.stderr)")
    }
}

/// `screenc lint --fix`: files rewritten in place, each fix printed, the exit code from what is left.
@Suite struct LintFixCommandTests {
    static let broken = """
        screen: Fixable
        title: Fixable
        state:
          note: { type: String? }
        sections:
          - id: main
            rows:
              - { id: a, itme: text, text: Hello, visible: note = "x" }
              - { id: b, item: swich, title: B, bind: note }

        """

    @Test func fixesInPlacePrintsEachFixAndIsIdempotent() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": Self.broken, "Screens/Clean.yaml": validScreen("Clean")])
        let path = sandbox.url.appendingPathComponent("Screens/A.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let clean = try Data(contentsOf: sandbox.url.appendingPathComponent("Screens/Clean.yaml"))
        let output = try ScreencProcess.run(["lint", "--no-config", "--fix", "--format", "xcode", "Screens"], in: sandbox.url)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(fixed == """
            screen: Fixable
            title: Fixable
            state:
              note: { type: "String?" }
            sections:
              - id: main
                rows:
                  - { id: a, item: text, text: Hello, visible: note == "x" }
                  - { id: b, item: switch, title: B, bind: note }

            """)
        let fixLines = output.stderr.split(separator: "\n").map(String.init)
        #expect(fixLines.contains { $0.hasPrefix("Screens/A.yaml:4:17: fixed [non-portable-yaml]") }, "\(fixLines)")
        #expect(fixLines.contains { $0.hasPrefix("Screens/A.yaml:8:18: fixed [unknown-key]") }, "\(fixLines)")
        #expect(fixLines.contains { $0.hasPrefix("Screens/A.yaml:9:24: fixed [unknown-value]") }, "\(fixLines)")
        #expect(fixLines.last == "fixed 4 problems in 1 file")
        // What is left: `bind: note` on a switch binds a String? field — an error no fix-it can decide.
        #expect(output.status == 1)
        #expect(output.stdout.contains("Screens/A.yaml:9:"))
        #expect(!output.stdout.contains("[unknown-key]"))
        #expect(try Data(contentsOf: sandbox.url.appendingPathComponent("Screens/Clean.yaml")) == clean)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        // A second run finds nothing to fix and leaves the file as it is.
        let again = try ScreencProcess.run(["lint", "--no-config", "--fix", "Screens"], in: sandbox.url)
        #expect(!again.stderr.contains("fixed"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed)
    }

    @Test func exitsZeroWhenNothingIsLeft() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A", extraRows: "      - { id: x, item: placeholder, txet: Hi }\n")])
        let output = try ScreencProcess.run(["lint", "--no-config", "--fix", "--strict", "A.yaml"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout == "no problems in 1 file\n")
        #expect(output.stderr == "A.yaml:9:37: fixed [unknown-key] unknown key `txet` in a placeholder row\nfixed 1 problem in 1 file\n")
    }

    @Test func aFileThatCannotBeWrittenExitsOne() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": Self.broken])
        let directory = sandbox.url.appendingPathComponent("Screens").path
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory) }
        guard access(directory, W_OK) != 0 else { return }  // running as root: every directory is writable
        let output = try ScreencProcess.run(["lint", "--no-config", "--fix", "Screens"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: cannot write Screens/A.yaml"))
        #expect(try String(contentsOfFile: directory + "/A.yaml", encoding: .utf8) == Self.broken)
    }
}
