import Foundation
import ScreencTestSupport
import TerminalText
import Testing

/// Issue 20, bug 8: raw control bytes reached the terminal through messages that bypassed the sanitizer. Every
/// write now goes through `Terminal.write`/`writeError`, which sanitize; each path the issue names is checked here:
/// what screenc prints holds no unsafe scalar, and the hostile text is shown escaped.
@Suite struct TerminalOutputTests {
    static let escape = "\u{1B}[2J"
    static let escaped = "\\u{1B}[2J"

    /// No scalar of the output may act on a terminal (line feeds and tabs lay out text).
    private func expectInert(_ output: ScreencProcess.Output, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (stream, text) in [("stdout", output.stdout), ("stderr", output.stderr)] {
            let unsafe = text.unicodeScalars.filter { TerminalSafety.isUnsafe($0) && $0 != "\n" && $0 != "\t" }
            #expect(unsafe.isEmpty, "\(context): \(stream) has \(unsafe.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
        }
    }

    @Test func stringsKeysInPreviewWarnings() throws {
        let sandbox = try Sandbox([
            "A.yaml": validScreen("A"),
            "bad.strings": "\"Key\u{1B}]0;pwned\u{07}\u{202E}\" = \"v\"\n\"Broken = \n",
        ])
        let output = try ScreencProcess.run(["preview", "A.yaml", "--strings", "bad.strings", "--static"], in: sandbox.url)
        expectInert(output, "preview --strings")
        #expect(output.stderr.contains("Key\\u{1B}]0;pwned\\u{7}\\u{202E}"), "\(output.stderr)")
    }

    @Test func screenFileNamesWithOutputNamesFile() throws {
        let name = "a\(Self.escape)b\u{9B}1m"
        let sandbox = try Sandbox(["Screens/\(name).yaml": validScreen("A")])
        let output = try ScreencProcess.run(
            ["compile", "--no-config", "Screens", "-o", "Out", "--output-names", "file"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        expectInert(output, "compile --output-names file")
        #expect(output.stderr.contains("created Out/a\(Self.escaped)b\\u{9B}1m.swift"), "\(output.stderr)")
        // Two names that clash name both in the usage error.
        try Data(validScreen("B").utf8).write(to: sandbox.url.appendingPathComponent("Screens/A\(Self.escape)B\u{9B}1M.yaml"))
        let clash = try ScreencProcess.run(
            ["compile", "--no-config", "Screens", "-o", "Out", "--output-names", "file"], in: sandbox.url)
        #expect(clash.status == 64)
        expectInert(clash, "a clash of output names")
    }

    @Test func templateFileNamesInTemplateErrors() throws {
        let sandbox = try Sandbox([
            "A.yaml": validScreen("A"),
            "t\(Self.escape)/entries.mustache": "{{#unclosed}}\n",
        ])
        let output = try ScreencProcess.run(
            ["compile", "--no-config", "A.yaml", "-o", "Out", "--templates", "t\(Self.escape)"], in: sandbox.url)
        #expect(output.status == 64)
        expectInert(output, "a template error")
        #expect(output.stderr.contains("t\(Self.escaped)/entries.mustache"), "\(output.stderr)")
    }

    @Test func aConfigurationsOutput() throws {
        let sandbox = try Sandbox([
            "Screens/A.yaml": validScreen("A"),
            ".screenc.yml": "screens: [Screens]\noutput: \"Gen\\e[2J\\u202E\"\n",
        ])
        let output = try ScreencProcess.run(["compile"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        expectInert(output, "compile into the configuration's output")
        #expect(output.stderr.contains("created Gen\(Self.escaped)\\u{202E}/A.swift"), "\(output.stderr)")
    }

    @Test func argumentsInErrors() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A")])
        let cases: [[String]] = [
            ["preview", "A.yaml", "--set", "x\(Self.escape)=1"],
            ["preview", "A.yaml", "--set", "on=\(Self.escape)"],
            ["preview", "A.yaml", "--keys", "down\(Self.escape)"],
            ["preview", "A.yaml", "--keys", "down \u{202E}x"],
            ["lint", "missing\(Self.escape).yaml"],
            ["preview", "missing\u{9B}.yaml"],
            ["compile", "A.yaml", "-o", "Out", "--template", "x\(Self.escape).txt"],
            ["lint", "--config", "none\(Self.escape).yml"],
            ["lint", "--format", "json\(Self.escape)"],
            ["templates", "cat", "n\(Self.escape)"],
        ]
        for arguments in cases {
            let output = try ScreencProcess.run(arguments, in: sandbox.url)
            #expect(output.status != 0, "\(arguments)")
            expectInert(output, "\(arguments)")
            #expect(output.stderr.contains("\\u{"), "\(arguments): \(output.stderr)")
        }
    }

    @Test func c1AndBidiOfAnExistingOutputInTheCheckDiff() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": validScreen("A")])
        let compiled = try ScreencProcess.run(["compile", "--no-config", "Screens", "-o", "Out"], in: sandbox.url)
        #expect(compiled.status == 0)
        let file = sandbox.url.appendingPathComponent("Out/A.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "import ItemListUI", with: "import ItemListUI \u{9B}2J\u{202E}\r\u{1B}[1A")
        try Data(text.utf8).write(to: file)
        let output = try ScreencProcess.run(["compile", "--no-config", "Screens", "-o", "Out", "--check"], in: sandbox.url)
        #expect(output.status == 1)
        expectInert(output, "compile --check")
        // The diff spells C0 controls itself (`\u{D}`); C1 and bidi controls used to pass through it raw.
        #expect(output.stdout.contains("-import ItemListUI \\u{9B}2J\\u{202E}\\u{D}\\u{1B}[1A"), "\(output.stdout)")
    }

    /// Colour is still colour: a diagnostic on a terminal keeps its style sequences (only those).
    @Test func stylesOfColouredDiagnosticsAreKept() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A", extraRows: "      - { id: x, item: nope\(Self.escape) }\n")])
        let output = try ScreencProcess.run(["lint", "--color", "always", "A.yaml"], in: sandbox.url)
        #expect(output.stdout.contains("\u{1B}[1m") || output.stdout.contains("\u{1B}[1;"), "\(output.stdout)")
        #expect(!output.stdout.contains(Self.escape))
        #expect(output.stdout.contains(Self.escaped))
    }

    /// `preview` has no `--color`: it colours what it prints on stderr when stderr is a terminal. A strings file with
    /// errors is reported in colour there — its style sequences kept, not shown escaped as `\u{1B}[1m` (they were,
    /// when the report was written as unstyled text).
    @Test func previewColoursAStringsFilesErrorsOnATerminal() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A"), "bad.strings": "\"A\" = \"x\"\n\"B\" = oops;\n"])
        let stderr = try Self.stderrOnATerminal(
            ["preview", "A.yaml", "--strings", "bad.strings", "--static"], in: sandbox.url)
        #expect(stderr.contains("error[strings-syntax]"), "\(stderr)")
        #expect(stderr.contains("\u{1B}[1;31merror"), "\(stderr)")
        #expect(!stderr.contains("\\u{1B}"), "\(stderr)")
    }

    /// The same for a project configuration with a problem, which `preview` reads for its declarations files.
    @Test func previewColoursAConfigurationsProblemsOnATerminal() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A"), ".screenc.yml": "screens: [A.yaml]\nstirct: true\n"])
        let stderr = try Self.stderrOnATerminal(["preview", "A.yaml", "--static"], in: sandbox.url)
        #expect(stderr.contains("stirct"), "\(stderr)")
        #expect(stderr.contains("\u{1B}[1;31merror"), "\(stderr)")
        #expect(!stderr.contains("\\u{1B}"), "\(stderr)")
    }

    /// What screenc writes on stderr when stderr is a pseudo-terminal (stdout a pipe, stdin empty), with `TERM=xterm`.
    private static func stderrOnATerminal(_ arguments: [String], in directory: URL) throws -> String {
        let terminal = try PseudoTerminal()
        let process = Process()
        process.executableURL = ScreencProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment["TERM"] = "xterm"
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return String(decoding: terminal.readOutput(quiet: 200), as: UTF8.self)
    }
}
