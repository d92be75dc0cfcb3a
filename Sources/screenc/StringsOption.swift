import ArgumentParser
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
        let bytes = try InputFiles.reportingUsageErrors { try InputFiles.requiredContents(strings) }
        return StringsFile(bytes: bytes, path: strings)
    }
}
