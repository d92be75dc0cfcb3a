import Foundation
import ScreenCodeGen
import ScreencCore
import ScreencTestSupport
import Testing

/// The templates compiled into the binary are exactly the files in `Templates/` (the source of truth).
/// `SCREENC_RECORD=1 swift test --filter BuiltinTemplatesTests` regenerates `BuiltinTemplates.swift`.
@Suite struct BuiltinTemplatesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func templatesOnDisk() throws -> [String: String] {
        let directory = root.appendingPathComponent("Templates")
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".mustache") {
            templates[String(name.dropLast(".mustache".count))] = try String(
                contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return templates
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let onDisk = try Self.templatesOnDisk()
        #expect(onDisk[TemplateSet.entryPoint] != nil)
        let source = BuiltinTemplatesSource.swiftSource(onDisk)
        let path = Self.root.appendingPathComponent("Sources/ScreenCodeGen/Rendering/BuiltinTemplates.swift")
        let committed = try String(contentsOf: path, encoding: .utf8)
        if committed != source {
            if ProcessInfo.processInfo.environment["SCREENC_RECORD"] == "1" {
                try source.write(to: path, atomically: true, encoding: .utf8)
            } else {
                Issue.record(
                    """
                    BuiltinTemplates.swift differs from Templates/; run \
                    `SCREENC_RECORD=1 swift test --filter BuiltinTemplatesTests` and rebuild.
                    \(UnifiedDiff.unified(expected: committed, actual: source, expectedName: "committed", actualName: "Templates/"))
                    """)
            }
        }
        #expect(TemplateSet.builtin.sources == onDisk || ProcessInfo.processInfo.environment["SCREENC_RECORD"] == "1")
    }
}
