import Foundation
import ScreenCodeGen
import ScreenDiagnostics
import ScreenIR
import ScreencCore
import ScreencTestSupport
import Testing

/// Every name of `MatrixNames` (keywords, standard and stub-module names, the templates' own names) in every
/// `MatrixRole` (screen name, prefix, suffix, fields, enum cases, list elements, element variables, conditions,
/// hooks, ids, custom items): a screen that lints clean generates Swift that typechecks against the stub modules, and
/// a screen that does not fails with an error that has a position and a suggestion.
///
/// To stay fast, the names of a role are linted many to a screen; the names an error points at are taken out and
/// linted one by one, and what remains is typechecked as that one screen. All the Swift is typechecked in one
/// `swiftc` run.
@Suite struct NameMatrixTests {
    /// The Swift to typecheck, by file name, with what it is made of (for messages).
    struct Collected {
        var swift: [String: String] = [:]
        var origin: [String: String] = [:]
        var unhelpful: [String: [String]] = [:]
        var cleanCount = 0
        var rejectedCount = 0
    }

    /// `names` split into groups of at most `limit` in which no two names are equal up to case.
    static func caseDistinctGroups(_ names: [String], limit: Int) -> [[String]] {
        var groups: [(names: [String], lowered: Set<String>)] = []
        var open = 0
        for name in names {
            let lowered = name.lowercased()
            if let index = groups[open...].firstIndex(where: { !$0.lowered.contains(lowered) }) {
                groups[index].names.append(name)
                groups[index].lowered.insert(lowered)
                while open < groups.count, groups[open].names.count >= limit { open += 1 }
            } else {
                groups.append(([name], [lowered]))
            }
        }
        return groups.map(\.names)
    }

    /// Lints and compiles the screen files `texts` (path → YAML) in one run: the generated file of every file without
    /// errors, by path, and the errors of the others.
    static func compile(_ texts: [String: String], screens: [String: String], naming: NameAffixes) throws -> (
        files: [String: GeneratedFile], errors: [String: [Diagnostic]]
    ) {
        let bytes = texts.mapValues { Array($0.utf8) }
        var files: [String: GeneratedFile] = [:]
        let lint = try Compiler.compile(
            paths: texts.keys.sorted(), read: { bytes[$0] ?? [] }, naming: naming, stage: { $0 },
            collect: { file in
                if let path = screens[String(file.name.dropLast(".swift".count))] { files[path] = file }
            })
        var errors: [String: [Diagnostic]] = [:]
        for diagnostic in lint.diagnostics where diagnostic.severity == .error {
            errors[diagnostic.span.file, default: []].append(diagnostic)
        }
        for path in errors.keys { files[path] = nil }
        return (files, errors)
    }

    /// Lints every name of `names` alone in `role` (one run): collects the Swift of the clean ones, and checks that
    /// the others have an error with a position and help.
    static func probeOneByOne(_ names: [String], role: MatrixRole, tag: String, into collected: inout Collected) throws {
        var lists: [[String]] = []
        for group in caseDistinctGroups(names, limit: 400) { lists += group.map { [$0] } }
        try probe(lists, role: role, tag: tag, into: &collected)
    }

    /// Lints each list of `lists` as one screen in `role`, 400 screens to a run (a screen's names distinct from
    /// every other screen's up to case, so that the screens of a run never clash with each other): collects the
    /// Swift of the clean ones, and checks that the others have an error with a position and help.
    static func probe(_ lists: [[String]], role: MatrixRole, tag: String, into collected: inout Collected) throws {
        for start in stride(from: 0, to: lists.count, by: 400) {
            let chunk = lists[start..<min(start + 400, lists.count)]
            for (naming, group) in Dictionary(grouping: chunk, by: { role.naming(names: $0) }) {
                var texts: [String: String] = [:]
                var screens: [String: String] = [:]
                var namesOf: [String: [String]] = [:]
                for (index, names) in group.enumerated() {
                    let path = "\(role.rawValue)\(tag)S\(start)N\(index)\(naming.prefix)\(naming.suffix).yaml"
                    let screen = "Zz" + path.dropLast(".yaml".count)
                    texts[path] = role.yaml(screen: screen, names: names)
                    screens[role.screenName(screen, names: names)] = path
                    namesOf[path] = names
                }
                let (files, errors) = try compile(texts, screens: screens, naming: naming)
                for (path, names) in namesOf {
                    let described = "\(role.rawValue) " + names.map { "`\($0)`" }.joined(separator: " and ")
                    if let file = files[path] {
                        collected.cleanCount += 1
                        let screen = "Zz" + path.dropLast(".yaml".count)
                        collected.swift[path + ".swift"] = file.contents + role.appSwift(screen: screen, names: names)
                        collected.origin[path + ".swift"] = described
                        continue
                    }
                    collected.rejectedCount += 1
                    let found = errors[path] ?? []
                    // At least one error says where and what to do (others may follow from it).
                    if !found.contains(where: { $0.help != nil && $0.span.start.line >= 1 }) {
                        let first = found.first.map { "\($0.rule.rawValue): \($0.message)" } ?? "no error, no Swift"
                        collected.unhelpful[first, default: []].append(described)
                    }
                }
            }
        }
    }

    /// The names of `names` that a line of `text` mentions, by 1-based line.
    static func namesByLine(_ text: String, names: Set<String>) -> [Int: Set<String>] {
        var result: [Int: Set<String>] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            let found = Set(words.map(String.init)).intersection(names)
            if !found.isEmpty { result[index + 1] = found }
        }
        return result
    }

    /// Lints `names` in `role` many to a screen; takes out the names errors point at (linted one by one later) until
    /// each screen is clean, and collects its Swift.
    static func probeTogether(_ names: [String], role: MatrixRole, into collected: inout Collected) throws {
        var alone: [String] = []
        var queue = caseDistinctGroups(names, limit: 300)
        var index = 0
        while let group = queue.popLast() {
            index += 1
            var remaining = group
            while !remaining.isEmpty {
                let path = "\(role.rawValue)Batch\(index).yaml"
                let screen = "Zz" + path.dropLast(".yaml".count)
                let text = role.yaml(screen: screen, names: remaining)
                let (files, errors) = try compile([path: text], screens: [screen: path], naming: .none)
                if let file = files[path] {
                    collected.cleanCount += remaining.count
                    collected.swift[path + ".swift"] = file.contents + role.appSwift(screen: screen, names: remaining)
                    collected.origin[path + ".swift"] = "\(role.rawValue), \(remaining.count) names together"
                    break
                }
                let byLine = namesByLine(text, names: Set(remaining))
                var blamed: Set<String> = []
                for error in errors[path] ?? [] {
                    for line in error.span.start.line...max(error.span.start.line, error.span.end.line) {
                        blamed.formUnion(byLine[line] ?? [])
                    }
                }
                // An error on no name's line: halve the screen (one name: lint it alone).
                if blamed.isEmpty {
                    guard remaining.count > 1 else {
                        alone += remaining
                        break
                    }
                    queue.append(Array(remaining.suffix(from: remaining.count / 2)))
                    queue.append(Array(remaining.prefix(remaining.count / 2)))
                    break
                }
                alone += remaining.filter(blamed.contains)
                remaining.removeAll(where: blamed.contains)
            }
        }
        try probeOneByOne(alone, role: role, tag: "Alone", into: &collected)
    }

    /// The screen names, prefixes and suffixes worth a screen each: those whose generated names (`…State`,
    /// `…Controller`, …) are, or are equal up to case to, a name of the matrix — the names a generated file can use —
    /// plus every keyword and every 25th name.
    static func singleNames(_ names: [String], role: MatrixRole) -> [String] {
        let universe = Set(names.map { $0.lowercased() })
        return names.enumerated().compactMap { index, name in
            let stem: String
            switch role {
            case .namePrefix:
                if NameAffixes.problem(prefix: name) != nil { return nil }  // the command line rejects it
                stem = name + "ZzMatrix"
            case .nameSuffix:
                if NameAffixes.problem(suffix: name) != nil { return nil }
                stem = "ZzMatrix" + name
            default: stem = name
            }
            let generated = GeneratedNames.Role.allCases.map { GeneratedNames.name($0, stem: stem).lowercased() }
            let interesting = generated.contains(where: universe.contains) || SwiftIdentifier.isKeyword(name)
                || MatrixNames.contextualKeywords.contains(name) || index % 25 == 0
            return interesting ? name : nil
        }
    }

    /// Names of the matrix whose first letter is lower case, with their UpperCamelCased form: every 40th, and a few
    /// known to clash.
    static func casePairs(_ names: [String]) -> [(lower: String, upper: String)] {
        let lower = names.filter { $0.first?.isLowercase == true }
        let picked = lower.enumerated().filter { $0.offset % 40 == 0 }.map(\.element) + ["mode", "state", "item", "peer"]
        return picked.map { ($0, $0.prefix(1).uppercased() + $0.dropFirst()) }
    }

    @Test func everyNameInEveryRoleIsAnErrorWithHelpOrTypechecks() throws {
        let names = try MatrixNames.all()
        #expect(names.count > 1000)
        let modules = try #require(SwiftTypecheck.modulesDirectory(), "no Modules directory with ItemListUI.swiftmodule")
        var collected = Collected()
        let only = ProcessInfo.processInfo.environment["SCREENC_MATRIX_ROLE"]
        for role in MatrixRole.allCases where only == nil || only == role.rawValue {
            if role.takesManyNames {
                try Self.probeTogether(names, role: role, into: &collected)
                // Names equal up to case, together: `mode` and `Mode`.
                let pairs = Self.casePairs(names)
                try Self.probe(pairs.map { [$0.lower, $0.upper] }, role: role, tag: "Pair", into: &collected)
            } else {
                try Self.probeOneByOne(Self.singleNames(names, role: role), role: role, tag: "", into: &collected)
            }
        }
        for (message, uses) in collected.unhelpful.sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "an error without a position or help: \(message) (\(uses.count)×, e.g. \(uses.prefix(3).joined(separator: ", ")))")
        }
        if only == nil {
            #expect(collected.cleanCount > 10 * names.count, "\(collected.cleanCount) clean, \(collected.rejectedCount) rejected")
            #expect(collected.rejectedCount > 100)
        }
        let problems = try SwiftTypecheck.check(collected.swift, modules: modules)
        for (file, problems) in Dictionary(grouping: problems, by: \.file).sorted(by: { $0.key < $1.key }) {
            let lines = problems.prefix(4).map(\.line).joined(separator: "\n")
            Issue.record("\(collected.origin[file] ?? file) lints clean but does not typecheck:\n\(lines)")
        }
    }

    /// The typecheck fails where it should: a generated file whose declaration hides an imported type does not pass.
    @Test func theTypecheckSeesBrokenSwift() throws {
        let modules = try #require(SwiftTypecheck.modulesDirectory())
        let problems = try SwiftTypecheck.check(
            ["Broken.swift": "import ItemListUI\nstruct ItemListNodeState {}\nlet x: ItemListNodeState = ItemListNodeState(entries: [])\n"],
            modules: modules)
        #expect(problems.contains { $0.file == "Broken.swift" && $0.line.contains("error") })
    }
}
