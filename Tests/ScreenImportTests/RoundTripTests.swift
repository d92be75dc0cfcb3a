import Foundation
import ScreenCodeGen
import ScreenImport
import ScreencCore
import Testing

/// The property on the example screens: `compile`, then import the generated Swift, then `compile` again
/// gives the same Swift. Every screen of `Screens/` is tried; `notYetRoundTripping` names the ones that do not yet, so
/// the list can only shrink: a screen that starts to round-trip fails the test until it is taken off the list.
@Suite struct RoundTripTests {
    /// Screens whose import does not compile to the same Swift yet, with what they use that the importer does not
    /// read back yet.
    static let notYetRoundTripping: [String: String] = [
        "DataAndStorage": "pushes other screens, which the screen file alone cannot name (lint does not see the pushed screens)",
        "Notifications": "pushes with parameters, which the screen file alone cannot name (lint does not see the pushed screen)",
        "PrivacyAndSecurity": "the values its app enum's cases carry are `[PeerId: SelectivePrivacyPeer]`, which the Swift file does not say (read as `String`): the `import TelegramCore` they bring is missing, and `SelectivePrivacyPeer` from `import SettingsModel`'s comment; pushes other screens",
        "ProxySettings": "pushes ProxyServerSettings, which the screen file alone cannot name (lint does not see the pushed screen)",
    ]

    @Test func exampleScreensRoundTripThroughImport() throws {
        let folder = repositoryRoot.appendingPathComponent("Screens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        let files = try names.map { name in
            SourceFile(
                path: "Screens/\(name)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let compiled = try Compiler.compile(files)
        #expect(compiled.files.count == names.count)
        var roundTripping: [String] = []
        var failing: [String] = []
        for generated in compiled.files {
            let screen = String(generated.name.dropLast(".swift".count))
            let imported = ScreenImporter.importControllers(source: generated.contents, path: generated.name)
            guard let yaml = imported.screens.first?.yaml else {
                failing.append(screen)
                continue
            }
            #expect(lintFindings(yaml, path: "Screens/\(screen).yaml") == [], "\(screen)")
            let again = try? Compiler.compile([SourceFile(path: "Screens/\(screen).yaml", bytes: Array(yaml.utf8))])
            if again?.files.first?.contents == generated.contents {
                roundTripping.append(screen)
            } else {
                failing.append(screen)
            }
        }
        #expect(Set(failing) == Set(Self.notYetRoundTripping.keys), "round-tripping now: \(roundTripping)")
        #expect(!roundTripping.isEmpty)
    }

    /// Screens that do not round-trip alone but do when every generated file is imported together (their pushes to
    /// each other become `push:` again, `ScreenImporter.importControllers(files:)`).
    static let roundTrippingOnlyTogether: Set<String> = ["DataAndStorage", "Notifications", "ProxySettings"]

    /// The same, importing every generated file together and compiling the imported screens together, as a team
    /// migrating a folder of controllers does.
    @Test func exampleScreensRoundTripWhenImportedTogether() throws {
        let folder = repositoryRoot.appendingPathComponent("Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted().map { SourceFile(path: "Screens/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let compiled = try Compiler.compile(files)
        let results = ScreenImporter.importControllers(files: compiled.files.map { ($0.contents, $0.name) })
        let screens = results.flatMap(\.screens)
        #expect(screens.count == compiled.files.count)
        let imported = screens.map { SourceFile(path: "Screens/\($0.name).yaml", bytes: Array($0.yaml.utf8)) }
        // The pushed screen's parameters (`struct NotificationsPeerCategoryParameters`) are declared, so the pushes
        // that pass them are `push: { screen:, with: }` again.
        let category = try #require(screens.first { $0.name == "NotificationsPeerCategory" })
        #expect(category.yaml.contains("parameters:\n  category: { enum: [privateChats, groups, channels] }\n"))
        // `showsExceptions` says where the list starts (`initialScrollToItem`).
        #expect(category.yaml.contains("  showsExceptions: { type: Bool, default: false }\n"))
        #expect(category.yaml.contains("initialScroll: { row: [addUserException, addGroupException, addChannelException], when: \"showsExceptions\" }\n"))
        // Lint clean together, as they are written.
        #expect(Linter.lint(imported).diagnostics.map { "\($0.span.file): \($0.message)" } == [])
        let again = try Compiler.compile(imported)
        var together: Set<String> = []
        for generated in compiled.files where again.files.contains(where: { $0.name == generated.name && $0.contents == generated.contents }) {
            together.insert(String(generated.name.dropLast(".swift".count)))
        }
        let alone = Set(files.map { String($0.path.dropFirst("Screens/".count).dropLast(".yaml".count)) })
            .subtracting(Self.notYetRoundTripping.keys)
        #expect(together == alone.union(Self.roundTrippingOnlyTogether), "round-tripping together: \(together.sorted())")
    }
}

/// The same property on the generated-screen fixtures (`Tests/GeneratedScreens/Fixtures`), which exercise one feature
/// each: repeated rows, animations, presentation, navigation buttons.
@Suite struct FixtureRoundTripTests {
    /// Fixtures whose import does not compile to the same Swift yet, with what they use that the importer does not
    /// read back yet.
    static let notYetRoundTripping: [String: String] = [:]

    /// Fixtures that push another screen, so that they round-trip only imported beside it (alone, the `push:` is left
    /// out, lint not seeing the pushed screen): each with the screen files it is compiled and imported with
    /// (`fixturesPushingOthersRoundTripImportedTogether`).
    static let roundTrippingOnlyTogether: [String: [String]] = [
        "LiveList": ["Tests/GeneratedScreens/Fixtures/LiveScreen.yaml"],
        "TypedCustomItems": ["Screens/StorageUsage.yaml"],
    ]

    /// A fixture pushing another with parameters, from a row (`push: { screen: LiveScreen, with: { … } }`, the
    /// parameters built in the entries function and carried in the entry) and from a navigation button; custom items
    /// with declared types (`TypedCustomItems`: `Int64`, `Double` and app types carried in the entry, a value bound to
    /// app data of an app enum, an icon, types declared `sendable:`) pushing an example screen: each compiled with
    /// what it pushes, imported together (`importControllers(files:)`) and compiled together again gives the same
    /// Swift.
    @Test func fixturesPushingOthersRoundTripImportedTogether() throws {
        for (name, others) in Self.roundTrippingOnlyTogether.sorted(by: { $0.key < $1.key }) {
            let sources = try (["Tests/GeneratedScreens/Fixtures/\(name).yaml"] + others).map { path in
                SourceFile(path: path, bytes: Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(path))))
            }
            let compiled = try Compiler.compile(sources)
            #expect(compiled.files.count == sources.count, "\(name)")
            let screens = ScreenImporter.importControllers(files: compiled.files.map { ($0.contents, $0.name) })
                .flatMap(\.screens)
            // Each imported screen in place of the screen file its Swift was generated from (the header names it).
            #expect(screens.count == compiled.files.count)
            let imported = zip(compiled.files, screens).map { generated, screen in
                let header = generated.contents.prefix { $0 != "\n" }
                let path = String(header.dropFirst("// Generated by screenc from ".count).dropLast())
                return SourceFile(path: path, bytes: Array(screen.yaml.utf8))
            }
            #expect(Linter.lint(imported).diagnostics.map { "\($0.span.file): \($0.message)" } == [], "\(name)")
            let again = try Compiler.compile(imported)
            for generated in compiled.files {
                #expect(
                    again.files.first { $0.name == generated.name }?.contents == generated.contents,
                    "\(generated.name) imported with \(others) compiles to other Swift")
            }
        }
    }

    @Test func generatedScreenFixturesRoundTripThroughImport() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        // A fixture may push an example screen: each is compiled with `Screens/`.
        let screensFolder = repositoryRoot.appendingPathComponent("Screens")
        let screens = try FileManager.default.contentsOfDirectory(atPath: screensFolder.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
            .map { SourceFile(path: "Screens/\($0)", bytes: Array(try Data(contentsOf: screensFolder.appendingPathComponent($0)))) }
        var roundTripping: [String] = []
        var failing: [String] = []
        for name in names {
            let screen = String(name.dropLast(".yaml".count))
            let path = "Tests/GeneratedScreens/Fixtures/\(name)"
            let source = SourceFile(path: path, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
            let compiled = try Compiler.compile(screens + [source])
            guard let generated = compiled.files.first(where: { $0.contents.hasPrefix("// Generated by screenc from \(path).") })
            else {
                failing.append(screen)
                continue
            }
            let imported = ScreenImporter.importControllers(source: generated.contents, path: generated.name)
            guard let yaml = imported.screens.first?.yaml else {
                failing.append(screen)
                continue
            }
            #expect(lintFindings(yaml, path: path) == [], "\(screen)")
            let again = try? Compiler.compile(screens + [SourceFile(path: path, bytes: Array(yaml.utf8))])
            if again?.files.contains(where: { $0.contents == generated.contents }) == true {
                roundTripping.append(screen)
            } else {
                failing.append(screen)
            }
        }
        #expect(
            Set(failing) == Set(Self.notYetRoundTripping.keys).union(Self.roundTrippingOnlyTogether.keys),
            "round-tripping now: \(roundTripping)")
        #expect(roundTripping.count >= 2)
    }

    /// A custom item class called several times with different closures (`committed: nil` for one row, `committed:
    /// { value in arguments.chatLimitChanged(chat, value) }` for a repeated row's) is one declaration that fits
    /// every call: `committed: { hook: [Int], key: changed }`, left out where the call passed `nil`, `changed:
    /// chatLimitChanged` where it passed the hook (the element first, as the language passes it). The key's name
    /// (renamed with `key:`) is said only by the hook's doc comment, ``Called by row `perChat` (`changed`).``. The
    /// whole screen compiles to the same Swift.
    @Test func customItemCalledWithDifferentClosuresIsOneDeclaration() throws {
        let path = "Tests/GeneratedScreens/Fixtures/CustomItems.yaml"
        let source = SourceFile(path: path, bytes: Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(path))))
        let generated = try #require(try Compiler.compile([source]).files.first)
        let imported = ScreenImporter.importControllers(source: generated.contents, path: generated.name)
        let screen = try #require(imported.screens.first)
        #expect(screen.summary == ImportSummary(exact: 3, approximated: 0, left: 0))
        #expect(lintFindings(screen.yaml, path: path) == [])
        #expect(screen.yaml.contains("      - committed: { hook: [Int], key: changed }\n"))
        #expect(screen.yaml.contains("        changed: chatLimitChanged\n"))
        let again = try #require(try Compiler.compile([SourceFile(path: path, bytes: Array(screen.yaml.utf8))]).files.first)
        let rows = RandomScreenRoundTripTests.itemCases(generated.contents)
        #expect(rows.count == 3)
        #expect(RandomScreenRoundTripTests.itemCases(again.contents) == rows)
        #expect(again.contents == generated.contents)
    }
}
