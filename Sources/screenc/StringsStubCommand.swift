import ArgumentParser
import Foundation
import ScreenCodeGen
import ScreencCore

/// `screenc strings-stub`: a `PresentationStrings` stand-in for a strings file, so that code using the app's strings
/// type-checks against stub modules as it would against the app's build.
struct StringsStubCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings-stub",
        abstract: "Write Swift that declares PresentationStrings' accessors for a Localizable.strings file.",
        discussion: """
            One declaration per key, as Telegram's string generator makes it: a plain key a String property, a \
            formatted key a function of its placeholders returning a FormattedString, a plural group a function of an \
            Int32 count. Several files are read as one, in order. The file is written atomically and only when it \
            changes; nothing is written when a strings file has an error. \
            Exit codes: 0 success; 1 errors (or warnings with --strict), or a stale output with --check; 64 usage error.
            """
    )

    @Argument(help: "Localizable.strings files, read as one in the order given.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The Swift file to write (default: standard output).")
    var output: String?

    @Flag(help: "Write nothing; exit 1 and show a diff when the output is missing or out of date.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one strings file") }
        if check && output == nil { throw ValidationError("--check needs --output") }
        if output?.isEmpty == true { throw ValidationError("--output needs a file name") }
    }

    func run() throws {
        let strings = try InputFiles.reportingUsageErrors { try StringsOption.read(files) }
        if !strings.diagnostics.isEmpty {
            // Diagnostics go to stderr, so that stdout stays the Swift (without --output) or the --check report.
            let isTerminal = Terminal.stderrTakesColor()
            let styled = diagnostics.usesColor(isTerminal: isTerminal)
            diagnostics.write(strings.report(), isTerminal: isTerminal) { Terminal.writeError($0, styled: styled) }
        }
        let fails = strings.diagnostics.contains {
            $0.severity == .error || (diagnostics.isStrict(nil) && $0.severity == .warning)
        }
        if fails { throw ExitStatus.problems }
        let source = PresentationStringsStub.swiftSource(strings, command: commandLine())
        guard let output else {
            Terminal.write(source)
            return
        }
        let path = output as NSString
        let writer = OutputWriter(
            directory: path.deletingLastPathComponent.isEmpty ? "." : path.deletingLastPathComponent,
            mode: check ? .check : .write, quiet: diagnostics.quiet)
        defer { writer.discard() }
        Terminal.cleanUpBeforeExit = { writer.discard() }
        do {
            writer.collect(try writer.stage(GeneratedFile(name: path.lastPathComponent, contents: source)))
            try writer.commit(command: commandLine())
        } catch let error as IOFailure {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.problems
        }
    }

    /// This command line without `--check`, as the generated file's header and `--check` name it.
    private func commandLine() -> String {
        var words = ["screenc", "strings-stub"] + files
        if let output { words += ["--output", output] }
        return words.map(ShellWord.quoted).joined(separator: " ")
    }
}
