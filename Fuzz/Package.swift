// swift-tools-version: 6.0
// screenc's fuzz target: a libFuzzer executable that feeds arbitrary bytes through lint, compile, every diagnostic
// format and the preview, linked against the main package by path. Separate from the main package so that its
// build (with `-sanitize=fuzzer,address`) never touches the main package's. Build and run it with `Fuzz/run.sh`
// (see docs/Fuzzing.md).
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its directory (the clone may be called anything), so use that name.
let screenc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ScreencFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        // libFuzzer's driver, declared for Swift (the toolchain links it with `-sanitize=fuzzer`).
        .systemLibrary(name: "CLibFuzzer"),
        // Built with `-sanitize=fuzzer,address`: runs libFuzzer's driver, which calls `LLVMFuzzerTestOneInput` for
        // every input.
        .executableTarget(
            name: "ScreencFuzz",
            dependencies: [
                "CLibFuzzer",
                .product(name: "ScreencCore", package: screenc),
                .product(name: "ScreenPreview", package: screenc),
                .product(name: "TerminalUI", package: screenc),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
