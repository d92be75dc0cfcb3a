import ArgumentParser
import Foundation

/// swift-argument-parser takes time that grows with the square of the number of arguments it parses (it removes each
/// parsed argument from the front of an array, and merges the input positions of every value of a repeated
/// argument): 20,000 paths took 7 s, 20,000 `--set` 23 s. So a long command line's repeated arguments — the screen
/// paths of `lint` and `compile`, `compile --template`, `preview --set` — are set aside but for their first value,
/// the rest is parsed as usual, and the values set aside are added back to the parsed command in their order.
///
/// Which options take a value is what swift-argument-parser itself says (its `--experimental-dump-help`
/// description). A command line the reading here does not fully understand (an unknown option, grouped short flags,
/// a value that looks like an option, a subcommand without repeated arguments) is left whole to swift-argument-parser.
enum RepeatedArguments {
    /// Command lines up to this many arguments are always parsed whole.
    static let threshold = 256

    /// The values set aside: the positional arguments, and each repeated option's values, by its long name.
    struct SetAside: Equatable {
        var positionals: [String] = []
        var options: [String: [String]] = [:]
    }

    /// The repeated arguments screenc takes back, by subcommand: whether the positional arguments are, and which
    /// options (long names).
    static let collected: [String: (positionals: Bool, options: Set<String>)] = [
        "lint": (true, []),
        "compile": (true, ["template"]),
        "preview": (false, ["set"]),
    ]

    /// `arguments` (without the program name) with the repeated values after the first set aside; nil when the
    /// command line is short or not understood, and is parsed whole.
    static func split(_ arguments: [String]) -> (kept: [String], setAside: SetAside)? {
        guard arguments.count > threshold, let subcommand = arguments.first, let collects = collected[subcommand],
            let shape = Shape(subcommand: subcommand)
        else { return nil }
        var kept = [subcommand]
        var setAside = SetAside()
        var seen: Set<String> = []
        var index = 1
        var afterTerminator = false
        func positional(_ argument: String) {
            if collects.positionals && seen.contains("") {
                setAside.positionals.append(argument)
            } else {
                seen.insert("")
                kept.append(argument)
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterTerminator {
                positional(argument)
                continue
            }
            if argument == "--" {
                afterTerminator = true
                kept.append(argument)
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional(argument)
                continue
            }
            let isLong = argument.hasPrefix("--")
            let spelled = isLong ? argument.dropFirst(2) : argument.dropFirst()
            let name = String(spelled.prefix { $0 != "=" })
            let hasInlineValue = spelled.contains("=")
            let names = isLong ? shape.longOptions : shape.shortOptions
            if (isLong ? shape.longFlags : shape.shortFlags).contains(name) && !hasInlineValue {
                kept.append(argument)
                continue
            }
            guard let longName = names[name], isLong || !hasInlineValue else { return nil }
            var tokens = [argument]
            var value: String
            if hasInlineValue {
                value = String(spelled.drop { $0 != "=" }.dropFirst())
            } else {
                // swift-argument-parser does not take a value that looks like an option: leave that to it.
                guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
                value = arguments[index]
                tokens.append(value)
                index += 1
            }
            if collects.options.contains(longName) && seen.contains(longName) {
                setAside.options[longName, default: []].append(value)
            } else {
                seen.insert(longName)
                kept += tokens
            }
        }
        return (kept, setAside)
    }

    /// Adds the values set aside to the parsed command.
    static func restore(_ setAside: SetAside, into command: inout any ParsableCommand) {
        switch command {
        case var lint as LintCommand:
            lint.paths += setAside.positionals
            command = lint
        case var compile as CompileCommand:
            compile.paths += setAside.positionals
            compile.template += setAside.options["template"] ?? []
            command = compile
        case var preview as PreviewCommand:
            preview.assignments += setAside.options["set"] ?? []
            command = preview
        default:
            break
        }
    }

    /// A subcommand's options and flags as swift-argument-parser describes them.
    struct Shape {
        /// Options that take a value: long and short spellings, each to the option's long name.
        var longOptions: [String: String] = [:]
        var shortOptions: [String: String] = [:]
        var longFlags: Set<String> = []
        var shortFlags: Set<String> = []

        init?(subcommand: String) {
            guard let tool = try? JSONSerialization.jsonObject(with: Data(Screenc._dumpHelp().utf8)) as? [String: Any],
                let root = tool["command"] as? [String: Any],
                let subcommands = root["subcommands"] as? [[String: Any]],
                let command = subcommands.first(where: { $0["commandName"] as? String == subcommand }),
                let arguments = command["arguments"] as? [[String: Any]]
            else { return nil }
            for argument in arguments {
                let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> (String, String)? in
                    guard let kind = name["kind"] as? String, let spelling = name["name"] as? String else { return nil }
                    return (kind, spelling)
                }
                let long = names.first { $0.0 == "long" }?.1 ?? names.first?.1 ?? ""
                switch argument["kind"] as? String {
                case "option":
                    for (kind, spelling) in names {
                        if kind == "short" { shortOptions[spelling] = long } else { longOptions[spelling] = long }
                    }
                case "flag":
                    for (kind, spelling) in names {
                        if kind == "short" { shortFlags.insert(spelling) } else { longFlags.insert(spelling) }
                    }
                default:
                    break
                }
            }
        }
    }
}
