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
/// `Screens/` and the two fixtures, linted together (so `push:` targets resolve) once per test process.
enum ScreenCatalog {
    /// The names of the generated screens, as `makeGeneratedScreen(named:)` knows them.
    static let generatedScreenNames = [
        "Appearance", "ArchiveSettings", "BlockedUsers", "ChatFolders", "DataAndStorage", "EditProfile", "Escaping",
        "LayoutStressTestScreenWithAVeryLongName", "LiveList", "LiveScreen", "NetworkUsage", "Notifications", "PrivacyAndSecurity",
        "ProxyServerSettings", "StorageUsage",
    ]

    /// The YAML files the generated screens come from, relative to the repository root.
    static func sourcePaths() throws -> [String] {
        let screens = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Screens").path
        )
        .filter { $0.hasSuffix(".yaml") }.sorted().map { "Screens/\($0)" }
        return screens + [
            "Tests/GeneratedScreens/Fixtures/Escaping.yaml", "Tests/GeneratedScreens/Fixtures/Layout.yaml",
            "Tests/GeneratedScreens/Fixtures/LiveList.yaml", "Tests/GeneratedScreens/Fixtures/LiveScreen.yaml",
        ]
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
