import Foundation
import Testing

/// `screenc schema` prints the committed schema that editors point at.
@Suite struct SchemaCommandTests {
    @Test func printsTheCommittedSchema() throws {
        let output = try ScreencProcess.run(["schema"], in: repositoryRoot)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let committed = try String(
            contentsOf: repositoryRoot.appendingPathComponent("schema/screen.schema.json"), encoding: .utf8)
        #expect(output.stdout == committed)
        #expect(output.stdout.contains("\"$schema\": \"http://json-schema.org/draft-07/schema#\""))
    }
}
