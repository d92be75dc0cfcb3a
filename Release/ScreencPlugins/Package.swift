// swift-tools-version: 6.0
// screenc's SwiftPM plugins with screenc as a prebuilt binary (docs/Plugins.md, "Without building screenc"): the
// same plugins as screenc's own package, whose `screenc` tool is the executable of an artifact bundle instead of a
// source build, so a package that uses them needs neither screenc's sources nor libyaml.
//
// Its `screenc` binary target is a local bundle in screenc's repository (`screenc.artifactbundle` next to this
// file, made by `Scripts/make-artifactbundle.sh`, ignored by git), and the release's bundle by URL and checksum in
// the package a release publishes (`Scripts/make-plugins-package.sh`, docs/Releasing.md).
import PackageDescription

let package = Package(
    name: "ScreencPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "ScreencBuildPlugin", targets: ["ScreencBuildPlugin"]),
        .plugin(name: "ScreencLintPlugin", targets: ["ScreencLintPlugin"]),
        .plugin(name: "ScreencGeneratePlugin", targets: ["ScreencGeneratePlugin"]),
    ],
    targets: [
        .binaryTarget(name: "screenc", path: "screenc.artifactbundle"),
        // The plugins' sources are screenc's own (Plugins/ links to them): one implementation for both routes.
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
    ]
)
