// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "screenc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "screenc", targets: ["screenc"]),
        // The migration tool (docs/Migration.md): a separate product, so `screenc` and the plugins never link
        // swift-syntax.
        .executable(name: "screenc-import", targets: ["screenc-import"]),
        .library(name: "ScreencCore", targets: ["ScreencCore"]),
        .library(name: "ScreenPreview", targets: ["ScreenPreview"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        // SwiftPM plugins (docs/Plugins.md): screens compiled at build time; lint and generate on demand.
        .plugin(name: "ScreencBuildPlugin", targets: ["ScreencBuildPlugin"]),
        .plugin(name: "ScreencLintPlugin", targets: ["ScreencLintPlugin"]),
        .plugin(name: "ScreencGeneratePlugin", targets: ["ScreencGeneratePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Only ScreenImport, screenc-import and their tests name it (docs/Migration.md).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libyaml, linked from the system (Debian: libyaml-dev, Homebrew: libyaml).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Source positions, diagnostics as values and the rule catalogue.
        .target(name: "ScreenDiagnostics"),
        // libyaml's event API turned into a node tree that keeps source positions.
        .target(name: "YAMLReader", dependencies: ["CYAML", "ScreenDiagnostics"]),
        // The condition language: parser, type checker and evaluator.
        .target(name: "ScreenExpressions", dependencies: ["ScreenDiagnostics"]),
        // Every item kind as data (`ItemDescription`: keys, parameters, how the built-ins' typed rows hold them) and the
        // key tables' types. Knows nothing of the IR, so ItemCodeGeneration can generate the IR's typed rows from it.
        .target(name: "ScreenItems", dependencies: ["ScreenDiagnostics", "ScreenExpressions"]),
        // The typed screen IR, its decoder from YAML nodes and validation.
        .target(
            name: "ScreenIR",
            dependencies: ["ScreenDiagnostics", "YAMLReader", "ScreenExpressions", "LocalizedStrings", "ScreenItems"]),
        // Generates the typed Swift of the built-in items — row structs, decoders, call builders — from their
        // descriptions (`BuiltinItems`); the output is committed and `GeneratedItemSourcesTests` keeps it current.
        .target(name: "ItemCodeGeneration", dependencies: ["ScreenItems", "ScreenDiagnostics"]),
        // The JSON Schema of screen files, generated from the language's key tables and item descriptions.
        .target(name: "ScreenSchema", dependencies: ["ScreenIR"]),
        // Telegram-style Localizable.strings: parsing, keys classified as PresentationStrings' accessors, formatting.
        .target(name: "LocalizedStrings", dependencies: ["TerminalText"]),
        // What a screen shows for a given state, and what its bound controls do: used by the preview and tests.
        .target(name: "ScreenRuntime", dependencies: ["ScreenIR", "ScreenExpressions", "LocalizedStrings"]),
        // ItemListUI Swift from the IR: a typed template context rendered through Mustache templates.
        .target(
            name: "ScreenCodeGen",
            dependencies: [
                "ScreenIR", "ScreenExpressions", "TerminalText", .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // Text for terminals: display width (CJK, emoji) and making untrusted text harmless.
        .target(name: "TerminalText"),
        // The terminal: raw mode and restoring it, keys from bytes, frames of styled cells and their minimal diff.
        .target(name: "TerminalUI", dependencies: ["TerminalText"]),
        // `screenc preview`'s model and layout: a screen and its state drawn as a frame, and keys handled. Pure.
        .target(
            name: "ScreenPreview",
            dependencies: ["ScreenExpressions", "ScreenIR", "ScreenRuntime", "TerminalUI", "TerminalText", "LocalizedStrings"]
        ),
        // Diagnostics rendered as text, Xcode, JSON, GitHub Actions and SARIF.
        .target(name: "DiagnosticFormats", dependencies: ["ScreenDiagnostics", "TerminalText"]),
        // A project's `.screenc.yml`: decoded with diagnostics like a screen file, found in a directory or a parent.
        .target(name: "ProjectConfiguration", dependencies: ["ScreenDiagnostics", "YAMLReader", "ScreenIR"]),
        // The compiler's entry points: pure functions from source files to results.
        .target(
            name: "ScreencCore",
            dependencies: [
                "ScreenDiagnostics", "YAMLReader", "ScreenIR", "ScreenCodeGen", "DiagnosticFormats", "LocalizedStrings",
                "ProjectConfiguration", "TerminalText",
            ]
        ),
        // The thin command-line front end: arguments, files, exit codes.
        .executableTarget(
            name: "screenc",
            dependencies: [
                "ScreencCore", "DiagnosticFormats", "ScreenCodeGen", "ScreenIR", "ScreenRuntime", "ScreenPreview",
                "TerminalUI", "LocalizedStrings", "ProjectConfiguration", "ScreenSchema",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Hand-written ItemListUI controllers read back into screen files, through the item descriptions read in
        // reverse. Pure: Swift text in, screen YAML and a summary out; each screen linted (ScreencCore) before it is
        // returned. The only library that links swift-syntax.
        .target(
            name: "ScreenImport",
            dependencies: [
                "ScreenItems", "ScreenDiagnostics", "ScreenIR", "ScreenCodeGen", "ScreencCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `screenc-import`: the importer's thin command line (files in, screen files out, exit codes).
        .executableTarget(
            name: "screenc-import",
            dependencies: ["ScreenImport", "ScreenDiagnostics"]
        ),

        // SwiftPM plugins (docs/Plugins.md). Plugins cannot share a library target: each plugin directory links to
        // the files in Plugins/Shared.
        .plugin(name: "ScreencBuildPlugin", capability: .buildTool(), dependencies: ["screenc"]),
        .plugin(
            name: "ScreencLintPlugin",
            capability: .command(
                intent: .custom(verb: "screenc-lint", description: "Lint the screen files of the package's targets.")),
            dependencies: ["screenc"]
        ),
        .plugin(
            name: "ScreencGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "screenc-generate",
                    description: "Compile the screen files of the package's targets into Swift in the source tree."),
                permissions: [
                    .writeToPackageDirectory(reason: "To write the generated Swift files into the targets' folders.")
                ]),
            dependencies: ["screenc"]
        ),

        // Test helpers shared by the test targets (snapshot assertions); never shipped.
        .target(name: "ScreencTestSupport", dependencies: ["ScreencCore"], path: "Tests/Support/ScreencTestSupport"),

        // Linux stand-ins for the Telegram-iOS modules that generated screens import: the real public signatures of
        // ItemListUI and friends plus a minimal runtime, so generated code is compiled and driven in tests.
        // Test support only: no product depends on them. See Tests/Support/Stubs/README.md.
        .target(name: "_Testing_UIKit", path: "Tests/Support/Stubs/_Testing_UIKit"),
        .target(name: "UIKit", dependencies: ["_Testing_UIKit"], path: "Tests/Support/Stubs/UIKit"),
        .target(name: "AsyncDisplayKit", path: "Tests/Support/Stubs/AsyncDisplayKit"),
        .target(name: "MergeLists", path: "Tests/Support/Stubs/MergeLists"),
        .target(name: "TextFormat", path: "Tests/Support/Stubs/TextFormat"),
        .target(name: "ComponentFlow", path: "Tests/Support/Stubs/ComponentFlow"),
        .target(name: "SwiftSignalKit", path: "Tests/Support/Stubs/SwiftSignalKit"),
        .target(name: "Postbox", dependencies: ["SwiftSignalKit"], path: "Tests/Support/Stubs/Postbox"),
        .target(name: "TelegramCore", dependencies: ["Postbox", "SwiftSignalKit"], path: "Tests/Support/Stubs/TelegramCore"),
        .target(name: "AppBundle", dependencies: ["UIKit"], path: "Tests/Support/Stubs/AppBundle"),
        .target(
            name: "Display", dependencies: ["UIKit", "AsyncDisplayKit", "SwiftSignalKit"],
            path: "Tests/Support/Stubs/Display"
        ),
        .target(
            name: "TelegramPresentationData", dependencies: ["UIKit", "Display", "AppBundle"],
            path: "Tests/Support/Stubs/TelegramPresentationData"
        ),
        .target(
            name: "TelegramStringFormatting", dependencies: ["TelegramPresentationData"],
            path: "Tests/Support/Stubs/TelegramStringFormatting"
        ),
        .target(
            name: "AccountContext",
            dependencies: ["SwiftSignalKit", "TelegramPresentationData", "Postbox", "TelegramCore"],
            path: "Tests/Support/Stubs/AccountContext"
        ),
        .target(
            name: "ItemListUI",
            dependencies: [
                "UIKit", "AsyncDisplayKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "AccountContext",
                "MergeLists", "TextFormat", "ComponentFlow", "TelegramCore",
            ],
            path: "Tests/Support/Stubs/ItemListUI"
        ),
        .target(
            name: "PresentationDataUtils",
            dependencies: ["Display", "SwiftSignalKit", "ItemListUI", "AccountContext"],
            path: "Tests/Support/Stubs/PresentationDataUtils"
        ),
        .target(
            name: "ItemListPeerItem",
            dependencies: [
                "UIKit", "AsyncDisplayKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "Postbox",
                "TelegramCore", "AccountContext", "ItemListUI",
            ],
            path: "Tests/Support/Stubs/ItemListPeerItem"
        ),
        .target(
            name: "ItemListPeerActionItem",
            dependencies: ["UIKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "ItemListUI"],
            path: "Tests/Support/Stubs/ItemListPeerActionItem"
        ),
        // The app-side types and formatters the example screens declare (`types:`, `functions:` in
        // Screens/PrivacyAndSecurity.yaml and Screens/NotificationsPeerCategory.yaml): not a Telegram module.
        .target(
            name: "SettingsModel", dependencies: ["Postbox", "TelegramPresentationData"],
            path: "Tests/Support/Stubs/SettingsModel"
        ),
        // The custom items of the example screens and fixtures (`items:`), and the app types they take: not a
        // Telegram module.
        .target(
            name: "SettingsUIItems", dependencies: ["UIKit", "Display", "TelegramPresentationData", "AccountContext", "ItemListUI"],
            path: "Tests/Support/Stubs/SettingsUIItems"
        ),
        .target(
            name: "StubTestSupport",
            dependencies: [
                "UIKit", "AsyncDisplayKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "Postbox",
                "TelegramCore", "AccountContext", "ItemListUI", "PresentationDataUtils", "ItemListPeerItem",
                "ItemListPeerActionItem",
            ],
            path: "Tests/Support/Stubs/StubTestSupport"
        ),
        // The Swift `screenc compile Screens` produces, committed and compiled against the stand-ins.
        .target(
            name: "GeneratedScreens",
            dependencies: [
                "UIKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "ItemListUI", "PresentationDataUtils",
                "AccountContext", "ItemListPeerActionItem", "ItemListPeerItem", "TelegramCore", "SettingsUIItems",
                "TelegramStringFormatting", "SettingsModel",
            ],
            path: "Tests/GeneratedScreens",
            exclude: ["Fixtures"],
            // Generated code must compile without a single warning in Swift 6 mode.
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // docs/Integration.md's app side: the example screens created, fed with settings and engine data, and hooked
        // up as an app does. Compiled against the stand-ins without `@_spi`, so it uses only the real API.
        .target(
            name: "IntegrationExample",
            dependencies: [
                "GeneratedScreens", "UIKit", "Display", "SwiftSignalKit", "Postbox", "TelegramCore", "AccountContext",
                "SettingsModel",
            ],
            path: "Tests/IntegrationExample",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),

        .testTarget(name: "ScreenDiagnosticsTests", dependencies: ["ScreenDiagnostics"]),
        .testTarget(name: "YAMLReaderTests", dependencies: ["YAMLReader", "ScreencTestSupport"]),
        .testTarget(name: "ScreenExpressionsTests", dependencies: ["ScreenExpressions", "ScreencTestSupport"]),
        .testTarget(name: "ScreenIRTests", dependencies: ["ScreenIR"]),
        .testTarget(name: "ItemCodeGenerationTests", dependencies: ["ItemCodeGeneration"]),
        .testTarget(
            name: "ScreenImportTests",
            dependencies: ["ScreenImport", "ScreencCore", "ScreenCodeGen", "ScreencTestSupport", "ScreenDiagnostics"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "ScreenSchemaTests",
            dependencies: [
                "ScreenSchema", "ScreenIR", "ScreenExpressions", "ScreenDiagnostics", "ScreencTestSupport",
                "ScreenCodeGen", "ProjectConfiguration", "ScreenPreview",
            ]),
        .testTarget(
            name: "ScreenCodeGenTests",
            dependencies: [
                "ScreenCodeGen", "ScreencCore", "ScreencTestSupport", "TerminalText",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText", "ScreencTestSupport"]),
        .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings", "ScreencTestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "ScreencTestSupport"]),
        .testTarget(
            name: "ScreenPreviewTests",
            dependencies: [
                "ScreenPreview", "ScreenRuntime", "ScreencCore", "TerminalUI", "ScreencTestSupport", "LocalizedStrings",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ScreenRuntimeTests",
            dependencies: ["ScreenRuntime", "ScreenIR", "ScreencCore", "ScreencTestSupport", "LocalizedStrings"]),
        .testTarget(
            name: "DiagnosticFormatsTests",
            dependencies: ["DiagnosticFormats", "TerminalText", "ScreencTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ScreencCoreTests",
            dependencies: ["ScreencCore", "ScreencTestSupport"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "ProjectConfigurationTests", dependencies: ["ProjectConfiguration", "ScreenDiagnostics", "YAMLReader"]),
        .testTarget(
            name: "screencTests", dependencies: ["screenc", "ScreencTestSupport", "ScreenDiagnostics", "TerminalText"]),
        .testTarget(
            name: "StubsTests",
            dependencies: [
                "UIKit", "AsyncDisplayKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "AppBundle",
                "Postbox", "TelegramCore", "ItemListUI", "PresentationDataUtils", "AccountContext", "ItemListPeerItem",
                "ItemListPeerActionItem", "StubTestSupport", "TextFormat", "MergeLists",
            ]
        ),
        .testTarget(
            name: "IntegrationExampleTests",
            dependencies: [
                "IntegrationExample", "GeneratedScreens", "StubTestSupport", "UIKit", "Display", "SwiftSignalKit",
                "Postbox", "TelegramCore", "AccountContext", "ItemListUI", "TelegramPresentationData", "ItemListPeerItem",
                "SettingsModel",
            ]
        ),
        .testTarget(
            name: "GeneratedScreensTests",
            dependencies: [
                "GeneratedScreens", "StubTestSupport", "UIKit", "Display", "SwiftSignalKit", "TelegramPresentationData",
                "ItemListUI", "PresentationDataUtils", "AccountContext", "ScreenRuntime", "ScreencCore", "ScreenIR",
                "ScreenDiagnostics", "ScreenExpressions", "ScreencTestSupport", "ItemListPeerActionItem",
                "SettingsUIItems", "ItemListPeerItem", "Postbox", "TelegramCore", "SettingsModel",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
