import Foundation
import Testing

/// The importer lives where it does not slow the main tool: only ScreenImport, screenc-import and their tests name
/// swift-syntax, and nothing `screenc` or the plugins build depends on ScreenImport.
@Suite struct ImporterIsolationTests {
    @Test func onlyTheImporterTargetsNameSwiftSyntax() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Each target declaration, from `.target(` / `.executableTarget(` / `.testTarget(` to the next one.
        let starts = manifest.ranges(of: #/\.(target|executableTarget|testTarget|plugin)\(\s*name: "([^"]+)"/#)
        #expect(starts.count > 20)
        var naming: [String] = []
        var dependingOnImport: [String] = []
        for (index, range) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : manifest.endIndex
            let declaration = manifest[range.lowerBound..<end]
            let name = try #require(declaration.firstMatch(of: #/name: "([^"]+)"/#)).output.1
            if declaration.contains("package: \"swift-syntax\"") { naming.append(String(name)) }
            if declaration.contains("\"ScreenImport\"") && name != "ScreenImport" { dependingOnImport.append(String(name)) }
        }
        #expect(naming == ["ScreenImport"])
        #expect(dependingOnImport.sorted() == ["ScreenImportTests", "screenc-import"])
    }
}
