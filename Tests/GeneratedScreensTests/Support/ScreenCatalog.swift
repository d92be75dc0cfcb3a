import Foundation
import ScreenDiagnostics
import ScreenIR
import ScreencCore

/// The repository root, found from this file's path (`Tests/GeneratedScreensTests/Support/ScreenCatalog.swift`).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Why the screens could not be read.
struct CatalogError: Error, CustomStringConvertible {
    var description: String
}

/// The IR of every screen that has generated Swift in `Tests/GeneratedScreens/Screens`: the example screens in
/// `Screens/` and the fixtures in `Tests/GeneratedScreens/Fixtures/`, linted together (so `push:` targets resolve)
/// once per test process. Both lists are read from the directories, so a new screen or fixture is driven by every
/// generic test without being listed anywhere.
enum ScreenCatalog {
    /// The names of the generated screens (their files in `Tests/GeneratedScreens/Screens`), as
    /// `makeHarnessedScreen(named:)` knows them.
    static let generatedScreenNames: [String] = {
        let directory = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Screens").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }()

    /// The YAML files the generated screens come from, relative to the repository root.
    static func sourcePaths() throws -> [String] {
        func yamlFiles(in directory: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(directory).path)
                .filter { $0.hasSuffix(".yaml") }.sorted().map { "\(directory)/\($0)" }
        }
        return try yamlFiles(in: "Screens") + yamlFiles(in: "Tests/GeneratedScreens/Fixtures")
    }

    /// The linted screens by name, or why they could not be read (any error diagnostic fails the catalogue).
    static let screens: Result<[String: Screen], CatalogError> = {
        do {
            let files = try sourcePaths().map { path in
                SourceFile(
                    path: path,
                    bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
                )
            }
            let result = Linter.lint(files)
            let errors = result.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty else {
                return .failure(
                    CatalogError(description: errors.map { "\($0.span.file): \($0.message)" }.joined(separator: "\n"))
                )
            }
            return .success(Dictionary(uniqueKeysWithValues: result.screens.map { ($0.name.value, $0) }))
        } catch {
            return .failure(CatalogError(description: "cannot read the screen files: \(error)"))
        }
    }()

    /// The IR of the screen `name`.
    static func screen(named name: String) throws -> Screen {
        guard let screen = try screens.get()[name] else {
            throw CatalogError(description: "no screen named \(name) among the linted files")
        }
        return screen
    }
}
