import ProjectConfiguration
import ScreenDiagnostics
import ScreenExpressions
import ScreenSchema

@testable import ScreenCodeGen
@testable import ScreenPreview

/// The libFuzzer dictionary of the fuzz target (`Fuzz/screen.dict`, docs/Fuzzing.md): the words a mutation can insert
/// whole, so the fuzzer reaches deep into the language instead of guessing it a byte at a time.
///
/// Generated from the language's own descriptions — every key and fixed word of the JSON Schema (the key tables and
/// the item descriptions), the condition language's operators and members, the rule ids of suppression comments, the
/// template context's keys and the built-in templates' names, the project configuration's keys, the words of a
/// `--keys` script — plus YAML punctuation, the `Localizable.strings` syntax, Mustache tags, the fuzz input's section
/// markers and a few terminal key sequences. `FuzzDictionaryDriftTests` keeps the committed file current.
enum FuzzDictionary {
    /// The file's text: a comment, then one `"…"` entry per line, deterministic.
    static func text() -> String {
        var lines = [
            "# libFuzzer dictionary for Fuzz/ (docs/Fuzzing.md). Generated from the language's key tables and item",
            "# descriptions: `SCREENC_RECORD=1 swift test --filter FuzzDictionaryDriftTests` rewrites it. Do not edit.",
        ]
        var seen: Set<String> = []
        func section(_ title: String, _ words: [String]) {
            let fresh = words.filter { seen.insert($0).inserted }
            guard !fresh.isEmpty else { return }
            lines.append("")
            lines.append("# \(title)")
            lines += fresh.map(entry)
        }
        var keys: Set<String> = []
        var words: Set<String> = []
        collect(ScreenSchema.document(), keys: &keys, words: &words)
        section("Keys of the screen language", keys.sorted().map { "\($0): " })
        section("Fixed words: item kinds, styles, icons, types", words.sorted())
        section("The condition language", conditionWords)
        let suppressions = ["# screenc:disable-next-line ", "# screenc:disable "] + Rule.allCases.map(\.rawValue)
        section("Suppression comments", suppressions)
        section("YAML", yamlWords)
        section("Localizable.strings", stringsWords)
        section("Mustache tags of custom templates", mustacheWords)
        section("Template context keys", TemplateKey.allCases.map(\.rawValue))
        section("Built-in templates, as partials and as names of a fuzz input's templates",
            BuiltinTemplates.sources.keys.sorted().flatMap { ["{{> \($0)}}", "\n#template \($0)\n"] })
        section("Project configuration (.screenc.yml)",
            ConfigurationDecoder.keys.map { "\($0): " } + RuleSetting.allCases.map(\.rawValue))
        section("preview --set and --keys", setWords + PreviewKeyScript.names.keys.sorted())
        section("Sections of a fuzz input (Fuzz/Sources/ScreencFuzz/FuzzInput.swift)", inputMarkers)
        section("Terminal keys for the preview", terminalKeys)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every property name of the schema's objects, and every word of its `enum`s and `const`s.
    static func collect(_ json: SchemaJSON, keys: inout Set<String>, words: inout Set<String>) {
        switch json {
        case .object(let members):
            for (name, value) in members {
                if name == "properties", case .object(let properties) = value { keys.formUnion(properties.keys) }
                if name == "enum", case .array(let values) = value {
                    for case .string(let word) in values { words.insert(word) }
                }
                if name == "const", case .string(let word) = value { words.insert(word) }
                collect(value, keys: &keys, words: &words)
            }
        case .array(let values):
            for value in values { collect(value, keys: &keys, words: &words) }
        case .string, .int, .bool:
            break
        }
    }

    static var conditionWords: [String] {
        BinaryOperator.allCases.map { " \($0.rawValue) " } + Member.allCases.map { ".\($0.rawValue)" }
            + ["!", "(", ")", " .", "nil", "true", "false", "\\(", "-1", "0", "\"s\"", "'s'"]
    }

    static let yamlWords = [
        "\n", "\n  ", "\n    - ", "- ", ": ", "{ ", " }", "[", "]", ", ", "\"", "'", "# ", "---\n", "...\n", "|\n",
        ">-\n", "&a ", "*a", "<<: ", "!!str ", "!tag ", "? ", "%YAML 1.2\n", "\\u0000", "\\e", "\t", "~", "null", "yes",
        "no", "0x1F", "1e9", "-.inf", ".nan", "9223372036854775808",
    ]

    static let stringsWords = [
        "\" = \"", "\";\n", "/* ", " */", "// ", "%@", "%d", "%1$@", "%2$d", "%%", "\\U00e9", "_any", "_many", "_0",
    ]

    /// Mustache's tags, and the transforms swift-mustache knows (a template that uses one is rendered by it).
    static let mustacheWords = [
        "{{", "}}", "{{#", "{{/", "{{^", "{{>", "{{<", "{{$", "{{!", "{{&", "{{{", "}}}", "{{.}}", "{{=<% %>=}}",
        "<%", "%>", "{{>*", "{{% CONTENT_TYPE:TEXT}}",
    ] + [
        "capitalized", "lowercased", "uppercased", "reversed", "first", "last", "count", "empty", "sorted", "enumerated",
        "equalzero", "plusone", "minusone", "even", "odd",
    ].map { "\($0)(" }

    /// What a `--set` argument is made of, besides field names and values of the screen.
    static let setWords = ["=", "nil", ".", "-9223372036854775808", "1e308", "\"quoted\"", "ctrl-"]

    /// The lines that start a fuzz input's sections (`FuzzInput` in the fuzz package).
    static let inputMarkers = [
        "\n#fuzz:strings\n", "\n#fuzz:data\n", "\n#fuzz:keys\n", "\n#fuzz:declarations\n", "\n#fuzz:template\n",
        "\n#fuzz:config\n", "\n#fuzz:set\n", "\n#template ",
    ]

    static let terminalKeys = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[Z", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}\r", "\u{1B}",
        "\r", "\u{7F}", "\u{03}", " ",
    ]

    /// One dictionary line: the word in double quotes, with `\`, `"` and every byte outside printable ASCII
    /// written `\xNN`.
    static func entry(_ word: String) -> String {
        var line = "\""
        for byte in word.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): line += "\\\\"
            case UInt8(ascii: "\""): line += "\\\""
            case 0x20..<0x7F: line.unicodeScalars.append(Unicode.Scalar(byte))
            default: line += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return line + "\""
    }
}
