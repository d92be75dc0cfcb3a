// swift-tools-version: 6.0
// The benchmark harness's Swift part: executables that measure the preview's frame pipeline and the loading of a
// strings file in process, linked against the main package by path. Separate from the main package so that
// `swift test` there stays fast.
// Run everything with `Benchmarks/run.sh` (see docs/Performance.md).
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its directory (the clone may be called anything), so use that name.
let screenc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ScreencBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "PreviewBench",
            dependencies: [
                .product(name: "ScreencCore", package: screenc),
                .product(name: "ScreenPreview", package: screenc),
                .product(name: "TerminalUI", package: screenc),
            ]
        ),
        // Loading a strings file (Telegram's, by default): parse, classify, duplicates; and the strings-stub Swift.
        .executableTarget(
            name: "StringsBench",
            dependencies: [.product(name: "ScreencCore", package: screenc)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
