import ScreenDiagnostics
import ScreenIR
import YAMLReader

/// Decodes a `.screenc.yml` from its bytes with the same YAML reader and diagnostics as screen files: every problem
/// (not YAML, an unknown key, a value of the wrong type, a path that does not exist, an unknown rule id, a rule
/// that cannot be silenced) is a diagnostic at its file:line:column. Pure: the caller says what exists on disk.
public enum ConfigurationDecoder {
    /// What a path names on disk, as far as the configuration cares.
    public enum PathKind: Sendable, Hashable {
        /// A regular file.
        case file
        case directory
        case missing
        /// Something screenc never reads or writes — a device, a FIFO, a socket — described ("a character device").
        case special(String)
    }

    /// The keys of a configuration file, in the order the documentation lists them.
    public static let keys = [
        "screens", "declarations", "output", "module", "templates", "templateFiles", "strings", "namePrefix",
        "nameSuffix", "strict", "rules",
    ]

    /// Decodes the configuration file `file` (its bytes). `directory` is the file's directory as paths in it are to
    /// be resolved against (`""` for the current directory); `kind` tells what a resolved path names on disk.
    /// The configuration is nil when any diagnostic is an error.
    public static func decode(
        _ bytes: [UInt8], file: String, directory: String, kind: (String) -> PathKind
    ) -> (configuration: ProjectConfiguration?, diagnostics: [Diagnostic]) {
        let document = YAMLParser.parse(bytes, file: file)
        return withoutActuallyEscaping(kind) { kind in
            var session = Session(file: file, directory: directory, kind: kind)
            session.diagnostics = document.diagnostics
            var configuration = ProjectConfiguration(file: file)
            if let root = document.root, !document.diagnostics.containsErrors {
                session.decode(root, into: &configuration)
            }
            let diagnostics = session.diagnostics.sorted()
            return (diagnostics.containsErrors ? nil : configuration, diagnostics)
        }
    }

    /// Resolves `path` (as written in the configuration) against `directory`.
    public static func resolve(_ path: String, against directory: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix("/") || directory.isEmpty || directory == "." { return path.isEmpty ? "." : path }
        if path.isEmpty || path == "." { return directory }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// One decoding run: where the file is, and what it found.
    private struct Session {
        let file: String
        let directory: String
        let kind: (String) -> PathKind
        var diagnostics: [Diagnostic] = []

        mutating func report(_ rule: Rule, _ message: String, at span: SourceSpan, notes: [String] = [], help: String? = nil) {
            diagnostics.append(Diagnostic(rule, message, at: span, notes: notes, help: help))
        }

        mutating func decode(_ root: YAMLNode, into configuration: inout ProjectConfiguration) {
            guard let pairs = root.mapping else {
                report(
                    .wrongType, "a screenc configuration must be a mapping, not \(root.kindDescription)", at: root.span,
                    help: "write keys such as `screens: [Screens]` and `output: Generated`")
                return
            }
            let present = Set(pairs.compactMap { $0.key.scalar?.value })
            for pair in pairs {
                guard let key = pair.key.scalar?.value else { continue }
                let value = pair.value
                switch key {
                case "screens":
                    configuration.screens = paths(value, what: "`screens`", expecting: [.file, .directory])
                case "declarations":
                    configuration.declarations = paths(value, what: "`declarations`", expecting: [.file, .directory])
                case "output":
                    configuration.output = path(value, what: "`output`", expecting: [.directory, .missing])
                case "module":
                    configuration.module = moduleName(value)
                case "templates":
                    configuration.templates = path(value, what: "`templates`", expecting: [.directory])
                case "templateFiles":
                    for item in value.sequence ?? [value] {
                        if let name = item.scalar?.value, !name.isEmpty, !name.hasSuffix(".mustache") {
                            report(.invalidValue, "`templateFiles`: a template file must end in .mustache", at: item.span)
                        }
                    }
                    configuration.templateFiles = paths(value, what: "`templateFiles`", expecting: [.file])
                case "strings":
                    configuration.strings = path(value, what: "`strings`", expecting: [.file])
                case "namePrefix":
                    configuration.namePrefix = affix(value, what: "`namePrefix`", problem: NameAffixes.problem(prefix:))
                case "nameSuffix":
                    configuration.nameSuffix = affix(value, what: "`nameSuffix`", problem: NameAffixes.problem(suffix:))
                case "strict":
                    configuration.strict = bool(value, what: "`strict`")
                case "rules":
                    configuration.rules = rules(value)
                default:
                    let candidates = ConfigurationDecoder.keys.filter { !present.contains($0) }
                    report(
                        .unknownKey, "unknown key `\(key)` in the screenc configuration", at: pair.key.span,
                        help: Suggestion.didYouMean(key, in: candidates)
                            ?? "the keys are: \(ConfigurationDecoder.keys.joined(separator: ", "))")
                }
            }
        }

        /// A non-empty string scalar.
        mutating func string(_ node: YAMLNode, what: String) -> String? {
            guard let scalar = node.scalar, !scalar.isNull else {
                report(.wrongType, "\(what) must be a single value, not \(node.kindDescription)", at: node.span)
                return nil
            }
            guard !scalar.value.isEmpty else {
                report(.invalidValue, "\(what) is empty", at: node.span, help: "write a path; `.` for this directory")
                return nil
            }
            return scalar.value
        }

        /// A path that names one of `expecting`, resolved against the configuration's directory.
        mutating func path(_ node: YAMLNode, what: String, expecting: Set<PathKind>) -> String? {
            guard let written = string(node, what: what) else { return nil }
            let resolved = ConfigurationDecoder.resolve(written, against: directory)
            let found = kind(resolved)
            guard !expecting.contains(found) else { return resolved }
            let relative = directory.isEmpty ? "" : " (relative to the configuration's directory, `\(directory)`)"
            switch found {
            case .missing:
                report(
                    .invalidValue, "\(what): `\(written)` does not exist\(relative)", at: node.span,
                    help: "paths in the configuration are relative to the directory of \(file)")
            case .file:
                report(.invalidValue, "\(what): `\(written)` is a file, not a directory\(relative)", at: node.span)
            case .directory:
                report(.invalidValue, "\(what): `\(written)` is a directory, not a file\(relative)", at: node.span)
            case .special(let kind):
                let wanted = expecting.contains(.file)
                    ? (expecting.contains(.directory) ? "a regular file or a directory" : "a regular file") : "a directory"
                report(
                    .invalidValue, "\(what): `\(written)` is \(kind), not \(wanted)\(relative)", at: node.span,
                    help: "screenc reads only regular files (a symbolic link to one is fine)")
            }
            return nil
        }

        /// One path or a list of paths.
        mutating func paths(_ node: YAMLNode, what: String, expecting: Set<PathKind>) -> [String] {
            guard let items = node.sequence else {
                if node.mapping != nil {
                    report(.wrongType, "\(what) must be a path or a list of paths, not a mapping", at: node.span)
                    return []
                }
                return path(node, what: what, expecting: expecting).map { [$0] } ?? []
            }
            if items.isEmpty {
                report(.invalidValue, "\(what) is an empty list", at: node.span, help: "name at least one path")
            }
            return items.compactMap { path($0, what: what, expecting: expecting) }
        }

        mutating func affix(_ node: YAMLNode, what: String, problem: (String) -> String?) -> String? {
            guard let scalar = node.scalar, !scalar.isNull else {
                report(.wrongType, "\(what) must be a single value, not \(node.kindDescription)", at: node.span)
                return nil
            }
            if let problem = problem(scalar.value) {
                report(.invalidValue, "\(what): \(problem)", at: node.span)
                return nil
            }
            return scalar.value
        }

        /// `module:`: a Swift identifier, as `import` takes it.
        mutating func moduleName(_ node: YAMLNode) -> String? {
            guard let name = string(node, what: "`module`") else { return nil }
            if let problem = ModuleName.problem(name) {
                report(
                    .invalidIdentifier, "`module`: \(problem)", at: node.span,
                    help: "write the module's name as `import` takes it, like `SettingsUI`")
                return nil
            }
            return name
        }

        mutating func bool(_ node: YAMLNode, what: String) -> Bool? {
            if let scalar = node.scalar, scalar.style == .plain {
                if scalar.value == "true" { return true }
                if scalar.value == "false" { return false }
            }
            let written = node.scalar.map { "`\($0.value)`" } ?? node.kindDescription
            report(.wrongType, "\(what) must be `true` or `false`, not \(written)", at: node.span)
            return nil
        }

        /// `rules: { rule-id: off | warning | error }`.
        mutating func rules(_ node: YAMLNode) -> RuleSettings {
            guard let pairs = node.mapping else {
                report(
                    .wrongType, "`rules` must be a mapping of rule ids to off, warning or error, not \(node.kindDescription)",
                    at: node.span, help: "e.g. `rules: { empty-section: \"off\" }`")
                return .none
            }
            var settings: [Rule: RuleSetting] = [:]
            let ids = Rule.allCases.map(\.rawValue)
            for pair in pairs {
                guard let id = pair.key.scalar?.value else { continue }
                guard let rule = Rule(rawValue: id) else {
                    report(
                        .unknownValue, "unknown rule `\(id)` in `rules`", at: pair.key.span,
                        help: Suggestion.didYouMean(id, in: ids) ?? "`screenc lint --list-rules` lists the rule ids")
                    continue
                }
                let words = RuleSetting.allCases.map(\.rawValue)
                guard let scalar = pair.value.scalar, !scalar.isNull else {
                    report(
                        .wrongType, "the setting of `\(id)` must be one of \(words.joined(separator: ", ")), not \(pair.value.kindDescription)",
                        at: pair.value.span)
                    continue
                }
                guard let setting = RuleSetting(rawValue: scalar.value) else {
                    report(
                        .unknownValue, "`\(scalar.value)` is not a rule setting", at: pair.value.span,
                        help: Suggestion.didYouMean(scalar.value, in: words) ?? "write off, warning or error")
                    continue
                }
                if setting != .error, !rule.canBeSilenced {
                    report(
                        .invalidValue, "`\(id)` is an error and cannot be turned \(setting == .off ? "off" : "into a warning")",
                        at: pair.value.span,
                        notes: ["an error means the screen cannot be compiled as written; only warnings can be turned off or kept as warnings"])
                    continue
                }
                settings[rule] = setting
            }
            return RuleSettings(settings)
        }
    }
}
