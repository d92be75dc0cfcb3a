// swift-tools-version: 6.0
// An app's settings module whose screens are compiled by screenc's build-tool plugin (docs/Plugins.md).
//
// `Sources/SettingsScreens/Screens/*.yaml` become Swift at build time, in the build's plugin work directory; the
// module's own Swift (`ProxyEditor.swift`, `ArchiveSettings.swift`) calls the generated controller factories. On
// Linux, the Telegram-iOS modules the generated code imports are screenc's stand-ins (../TelegramStubs).
import PackageDescription

let package = Package(
    name: "SettingsScreens",
    platforms: [.macOS(.v13)],
    dependencies: [
        // In an app: .package(url: "<screenc's repository>", from: "…")
        .package(name: "screenc", path: "../.."),
        .package(name: "TelegramStubs", path: "../TelegramStubs"),
    ],
    targets: [
        .target(
            name: "SettingsScreens",
            dependencies: [
                .product(name: "ItemListUI", package: "TelegramStubs"),
                .product(name: "AccountContext", package: "TelegramStubs"),
                .product(name: "Display", package: "TelegramStubs"),
                .product(name: "SwiftSignalKit", package: "TelegramStubs"),
                .product(name: "TelegramPresentationData", package: "TelegramStubs"),
                .product(name: "PresentationDataUtils", package: "TelegramStubs"),
                .product(name: "UIKit", package: "TelegramStubs"),
            ],
            plugins: [.plugin(name: "ScreencBuildPlugin", package: "screenc")]
        ),
        // Opens the screens with a stand-in account and prints what they show: proof that the generated code runs.
        .executableTarget(
            name: "SettingsDemo",
            dependencies: [
                "SettingsScreens",
                .product(name: "StubTestSupport", package: "TelegramStubs"),
                .product(name: "ItemListUI", package: "TelegramStubs"),
                .product(name: "Display", package: "TelegramStubs"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
