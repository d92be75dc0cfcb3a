import Foundation
import ScreenSchema
import ScreencTestSupport
import Testing

/// Every docs link of the schema (`docs/Language.md#<anchor>`) lands on a heading of the page.
@Suite struct SchemaDocsLinksTests {
    @Test func everyLinkHasAHeading() throws {
        let page = try Repository.text("docs/Language.md")
        var inFence = false
        var anchors: Set<String> = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            anchors.insert(MarkdownAnchor.anchor(String(line.drop { $0 == "#" }.dropFirst())))
        }
        // Every `docs/Language.md#…` in the schema: the `Docs:` line, the markdown link, and links within a key's text.
        let marker = "\(ScreenSchema.docsPath)#"
        let links = Set(
            ScreenSchema.json().components(separatedBy: marker).dropFirst().map {
                String($0.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            })
        #expect(!links.isEmpty)
        let missing = links.subtracting(anchors).sorted()
        #expect(missing.isEmpty, "docs/Language.md has no heading for #\(missing.joined(separator: ", #"))")
    }
}
