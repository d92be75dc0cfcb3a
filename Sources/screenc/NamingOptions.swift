import ArgumentParser
import ScreenIR

/// `--name-prefix` and `--name-suffix`, shared by `compile` (which names the generated declarations with them) and
/// `lint` (which checks that those names clash with nothing, as `compile` will).
struct NamingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Put this before the screen name in every generated type and function name (UpperCamelCase, e.g. Gen: "
                + "GenDataAndStorageState, genDataAndStorageController).",
            valueName: "prefix"))
    var namePrefix = ""

    @Option(
        help: ArgumentHelp(
            "Put this after the screen name in every generated type and function name (letters and digits, e.g. "
                + "Screen: DataAndStorageScreenState, dataAndStorageScreenController).",
            valueName: "suffix"))
    var nameSuffix = ""

    func validate() throws {
        if let problem = NameAffixes.problem(prefix: namePrefix) { throw ValidationError(problem) }
        if let problem = NameAffixes.problem(suffix: nameSuffix) { throw ValidationError(problem) }
    }

    /// The prefix and suffix.
    var affixes: NameAffixes { NameAffixes(prefix: namePrefix, suffix: nameSuffix) }
}
