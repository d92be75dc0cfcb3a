// swift-tools-version: 6.0
// screenc's Linux stand-ins for the Telegram-iOS modules that generated screens import (Tests/Support/Stubs), as a
// package of their own so that the example packages in Examples/ can build generated screens on Linux. They are
// not products of screenc's package: users of screenc never see them. Sources/ links to Tests/Support/Stubs, so
// the code exists once; the dependencies are those of screenc's Package.swift.
import PackageDescription

let modules: [(name: String, dependencies: [String])] = [
    ("_Testing_UIKit", []),
    ("UIKit", ["_Testing_UIKit"]),
    ("AsyncDisplayKit", []),
    ("MergeLists", []),
    ("TextFormat", []),
    ("ComponentFlow", []),
    ("SwiftSignalKit", []),
    ("Postbox", ["SwiftSignalKit"]),
    ("TelegramCore", ["Postbox", "SwiftSignalKit"]),
    ("AppBundle", ["UIKit"]),
    ("Display", ["UIKit", "AsyncDisplayKit", "SwiftSignalKit"]),
    ("TelegramPresentationData", ["UIKit", "Display", "AppBundle"]),
    ("TelegramStringFormatting", ["TelegramPresentationData"]),
    ("AccountContext", ["SwiftSignalKit", "TelegramPresentationData", "Postbox", "TelegramCore"]),
    (
        "ItemListUI",
        [
            "UIKit", "AsyncDisplayKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "AccountContext",
            "MergeLists", "TextFormat", "ComponentFlow", "TelegramCore",
        ]
    ),
    ("PresentationDataUtils", ["Display", "SwiftSignalKit", "ItemListUI", "AccountContext"]),
    (
        "ItemListPeerItem",
        [
            "UIKit", "AsyncDisplayKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "Postbox",
            "TelegramCore", "AccountContext", "ItemListUI",
        ]
    ),
    ("ItemListPeerActionItem", ["UIKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "ItemListUI"]),
    ("SettingsUIItems", ["UIKit", "Display", "ItemListUI"]),
    (
        "StubTestSupport",
        [
            "UIKit", "AsyncDisplayKit", "Display", "SwiftSignalKit", "TelegramPresentationData", "Postbox",
            "TelegramCore", "AccountContext", "ItemListUI", "PresentationDataUtils", "ItemListPeerItem",
            "ItemListPeerActionItem",
        ]
    ),
]

let package = Package(
    name: "TelegramStubs",
    platforms: [.macOS(.v13)],
    products: modules.map { .library(name: $0.name, targets: [$0.name]) },
    targets: modules.map { .target(name: $0.name, dependencies: $0.dependencies.map { .target(name: $0) }) },
    swiftLanguageModes: [.v6]
)
