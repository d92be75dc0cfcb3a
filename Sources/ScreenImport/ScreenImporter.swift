import ScreenItems
import ScreencCore
import SwiftParser
import SwiftSyntax

/// Hand-written ItemListUI controllers read back into screen files (docs/Migration.md). Pure: Swift text in, screen
/// YAML and a summary out.
public enum ScreenImporter {
    /// Imports the controllers of several files together: a row whose hook pushes another imported controller
    /// (`pushControllerImpl?(otherController(context: context))`, or generated Swift's `hooks.makeXController`)
    /// becomes `push:` that screen, since lint then sees the pushed screen beside it. One result per file, in order.
    public static func importControllers(files: [(source: String, path: String)]) -> [ImportResult] {
        let alone = files.map { importControllers(source: $0.source, path: $0.path) }
        var factories: [String: String] = [:]
        for file in files {
            for controller in ControllerSource.find(in: Parser.parse(source: file.source))
            where controller.entriesFunction != nil {
                if let factory = controller.factoryName { factories[factory] = controller.screenName }
            }
        }
        let screens = alone.flatMap(\.screens)
        guard screens.count > 1 else { return alone }
        let siblings = screens.map { SourceFile(path: "\($0.name).yaml", bytes: Array($0.yaml.utf8)) }
        return files.map {
            importControllers(source: $0.source, path: $0.path, siblings: siblings, importedFactories: factories)
        }
    }

    /// Imports every controller `source` declares. `path` is named in the screen file's first comment.
    public static func importControllers(source: String, path: String) -> ImportResult {
        importControllers(source: source, path: path, siblings: [], importedFactories: [:])
    }

    /// `siblings`: the screen files imported with this one, linted beside it (not reported on).
    private static func importControllers(
        source: String, path: String, siblings: [SourceFile], importedFactories: [String: String]
    ) -> ImportResult {
        let file = Parser.parse(source: source)
        let controllers = ControllerSource.find(in: file)
        guard !controllers.isEmpty else {
            return ImportResult(
                screens: [], problems: ["\(path): no entry enum (an enum conforming to ItemListNodeEntry) found"])
        }
        let converter = SourceLocationConverter(fileName: path, tree: file)
        var problems: [String] = []
        var screens: [ImportedScreen] = []
        for controller in controllers {
            guard controller.entriesFunction != nil else {
                problems.append(
                    "\(path): \(controller.entryName): no entries function (a function returning [\(controller.entryName)]) found")
                continue
            }
            let (screen, findings) = lintClean(
                controller, path: path, converter: converter, siblings: siblings, importedFactories: importedFactories)
            screens.append(screen)
            for finding in findings {
                problems.append("\(path): \(controller.entryName): the screen file does not lint clean: \(finding)")
            }
        }
        return ImportResult(screens: screens, problems: problems)
    }

    /// Builds the screen, lints it, and writes each row lint reports as left (with the finding), until it lints clean.
    /// Returns the findings that remain when no row can be blamed (none in every case the tests know).
    private static func lintClean(
        _ controller: ControllerSource, path: String, converter: SourceLocationConverter, siblings: [SourceFile],
        importedFactories: [String: String]
    ) -> (ImportedScreen, [String]) {
        var demoted: [String: String] = [:]
        var unusedFields: Set<String> = []
        var unpushed: Set<String> = []
        while true {
            var builder = ScreenBuilder(
                controller: controller, path: path, converter: converter, demoted: demoted, unusedFields: unusedFields,
                unpushed: unpushed, importedFactories: importedFactories)
            let screen = builder.build()
            let file = "\(screen.name).yaml"
            let beside = siblings.filter { $0.path != file }
            let diagnostics = Linter.lint([SourceFile(path: file, bytes: Array(screen.yaml.utf8))] + beside)
                .diagnostics.filter { $0.span.file == file }
            if diagnostics.isEmpty { return (screen, []) }
            var blamed = false
            let lines = screen.yaml.split(separator: "\n", omittingEmptySubsequences: false)
            for diagnostic in diagnostics {
                // A field only a row left out read: not declared.
                if diagnostic.rule == .unusedStateField, diagnostic.span.start.line <= lines.count {
                    let line = lines[diagnostic.span.start.line - 1]
                    if line.hasPrefix("  "), let colon = line.firstIndex(of: ":") {
                        let field = line[..<colon].trimmingCharacters(in: " ")
                        if unusedFields.insert(field).inserted { blamed = true }
                        continue
                    }
                }
                guard let entry = builder.entry(atLine: diagnostic.span.start.line, in: screen.yaml),
                    demoted[entry] == nil
                else { continue }
                // A pushed screen not beside this one: the row is written without its `push:`, which a comment keeps.
                if [.unknownPushTarget, .pushParameters].contains(diagnostic.rule), unpushed.insert(entry).inserted {
                    blamed = true
                    continue
                }
                demoted[entry] = "\(diagnostic.rule.rawValue): \(diagnostic.message)"
                blamed = true
            }
            if !blamed {
                let findings = diagnostics.map {
                    "\($0.span.start.line):\($0.span.start.column): \($0.rule.rawValue): \($0.message)"
                }
                return (screen, findings)
            }
        }
    }
}
