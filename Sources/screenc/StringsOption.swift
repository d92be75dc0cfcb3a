import ArgumentParser
import DiagnosticFormats
import ProjectConfiguration
import ScreencCore

/// `--strings <file>` for `lint` and `compile`: the app's `Localizable.strings`, to check every localization key.
struct StringsOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A Telegram-style Localizable.strings file: check that every localization key exists and is used as "
                + "plain, formatted (with its arguments) or plural, as PresentationStrings declares it.",
            valueName: "file"),
        completion: .file(extensions: ScreenFileCompletion.strings))
    var strings: String?

    /// The file, read and parsed: `--strings`, else the project configuration's `strings:`; nil without either.
    /// A file that cannot be read is a usage error.
    func load(_ project: ProjectConfiguration?) throws -> StringsFile? {
        guard let strings = strings ?? project?.strings else { return nil }
        return try InputFiles.reportingUsageErrors { try Self.read([strings]) }
    }

    /// The strings files at `paths`, read as one table (`StringsFile`): the one reading `lint`, `compile`, `preview`
    /// and `strings-stub` share. A file that cannot be read is a usage error.
    static func read(_ paths: [String]) throws(UsageError) -> StringsFile {
        var files: [(path: String, bytes: [UInt8])] = []
        for path in paths { files.append((path, try InputFiles.requiredContents(path, what: "the strings file"))) }
        return StringsFile(files: files)
    }
}

extension StringsFile {
    /// The file's diagnostics as a report of its own, with its text for snippets.
    func report() -> DiagnosticReport {
        var texts: [String: String] = [:]
        for source in InputFiles.sourcesForSnippets(paths) {
            texts[source.path] = String(decoding: source.bytes, as: UTF8.self)
        }
        return DiagnosticReport(diagnostics: diagnostics, files: paths, sources: texts)
    }
}
