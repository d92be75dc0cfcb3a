import ArgumentParser
import ProjectConfiguration
import ScreenIR

/// `--name-prefix` and `--name-suffix`, shared by `compile` (which names the generated declarations with them) and
/// `lint` (which checks that those names clash with nothing, as `compile` will).
struct NamingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Put this before the screen name in every generated type and function name (UpperCamelCase, e.g. Gen: "
                + "GenDataAndStorageState, genDataAndStorageController).",
            valueName: "prefix"))
    var namePrefix: String?

    @Option(
        help: ArgumentHelp(
            "Put this after the screen name in every generated type and function name (letters and digits, e.g. "
                + "Screen: DataAndStorageScreenState, dataAndStorageScreenController).",
            valueName: "suffix"))
    var nameSuffix: String?

    func validate() throws {
        if let namePrefix, let problem = NameAffixes.problem(prefix: namePrefix) { throw ValidationError(problem) }
        if let nameSuffix, let problem = NameAffixes.problem(suffix: nameSuffix) { throw ValidationError(problem) }
    }

    /// The prefix and suffix: each from the command line, else from the project configuration, else none.
    func affixes(_ project: ProjectConfiguration?) -> NameAffixes {
        NameAffixes(prefix: namePrefix ?? project?.namePrefix ?? "", suffix: nameSuffix ?? project?.nameSuffix ?? "")
    }
}
