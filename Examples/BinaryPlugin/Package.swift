// swift-tools-version: 6.0
// An app's settings module whose screens are compiled by screenc's build-tool plugin with screenc as a prebuilt
// binary (docs/Plugins.md, "Without building screenc"): it depends on the plugin package Release/ScreencPlugins,
// whose `screenc` is the artifact bundle Scripts/make-artifactbundle.sh makes — nothing of screenc is built from
// source here, and libyaml is not needed. CI builds it (Tests/EndToEnd/binary-plugin.sh).
//
// On Linux, the Telegram-iOS modules the generated code imports are screenc's stand-ins (../TelegramStubs).
import PackageDescription

let package = Package(
    name: "BinaryPlugin",
    platforms: [.macOS(.v13)],
    dependencies: [
        // In an app: .package(url: "<the screenc-plugins repository URL>", from: "0.1.0")
        .package(name: "ScreencPlugins", path: "../../Release/ScreencPlugins"),
        .package(name: "TelegramStubs", path: "../TelegramStubs"),
    ],
    targets: [
        .target(
            name: "Settings",
            // The modules the generated file imports (`screenc compile --print-imports`).
            dependencies: [
                .product(name: "AccountContext", package: "TelegramStubs"),
                .product(name: "Display", package: "TelegramStubs"),
                .product(name: "ItemListUI", package: "TelegramStubs"),
                .product(name: "PresentationDataUtils", package: "TelegramStubs"),
                .product(name: "SwiftSignalKit", package: "TelegramStubs"),
                .product(name: "TelegramPresentationData", package: "TelegramStubs"),
                .product(name: "TelegramStringFormatting", package: "TelegramStubs"),
                .product(name: "UIKit", package: "TelegramStubs"),
            ],
            plugins: [.plugin(name: "ScreencBuildPlugin", package: "ScreencPlugins")]
        )
    ],
    swiftLanguageModes: [.v6]
)
