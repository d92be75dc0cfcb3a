import Foundation
import ItemCodeGeneration
import Testing

/// The typed Swift of the built-in items (row structs, decoders, call builders) is generated from their descriptions
/// and committed: this test fails when a committed file differs from what `ItemSources` generates now, or when a
/// generated directory holds a file it no longer generates. `SCREENC_RECORD=1 swift test --filter
/// GeneratedItemSourcesTests` rewrites them (then build again: the generator reads the descriptions it was built with).
@Suite struct GeneratedItemSourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCREENC_RECORD"] == "1" }

    @Test func committedSourcesAreTheGeneratedOnes() throws {
        let files = ItemSources.files()
        #expect(!files.isEmpty)
        var stale: [String] = []
        for file in files {
            let url = Self.root.appendingPathComponent(file.path)
            let committed = try? String(contentsOf: url, encoding: .utf8)
            guard committed != file.contents else { continue }
            if Self.isRecording {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            } else {
                stale.append(file.path)
            }
        }
        let generated = Set(files.map(\.path))
        for directory in ItemSources.directories {
            let path = Self.root.appendingPathComponent(directory).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() where !generated.contains(directory + "/" + name) {
                if Self.isRecording {
                    try FileManager.default.removeItem(at: Self.root.appendingPathComponent(directory + "/" + name))
                } else {
                    stale.append(directory + "/" + name + " (no longer generated)")
                }
            }
        }
        #expect(
            stale.isEmpty,
            """
            generated item sources differ from the descriptions; run \
            `SCREENC_RECORD=1 swift test --filter GeneratedItemSourcesTests` and rebuild:
            \(stale.joined(separator: "\n"))
            """)
    }
}
