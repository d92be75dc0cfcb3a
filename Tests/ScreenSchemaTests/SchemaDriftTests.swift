import Foundation
import ScreenSchema
import Testing

/// `schema/screen.schema.json` is what `screenc schema` prints: editors point at the committed file, so it must not
/// drift from the language. `SCREENC_RECORD=1 swift test --filter SchemaDriftTests` rewrites it.
@Suite struct SchemaDriftTests {
    static let path = "schema/screen.schema.json"

    @Test func committedSchemaIsCurrent() throws {
        let generated = ScreenSchema.json()
        let committed = try? Repository.text(Self.path)
        if ProcessInfo.processInfo.environment["SCREENC_RECORD"] != nil, committed != generated {
            try FileManager.default.createDirectory(
                at: Repository.url("schema"), withIntermediateDirectories: true)
            try generated.write(to: Repository.url(Self.path), atomically: true, encoding: .utf8)
            return
        }
        #expect(
            committed == generated,
            "\(Self.path) is stale: run `SCREENC_RECORD=1 swift test --filter SchemaDriftTests` and review the diff")
    }

    @Test func generationIsDeterministic() {
        #expect(ScreenSchema.json() == ScreenSchema.json())
    }
}
