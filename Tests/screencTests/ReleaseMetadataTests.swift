import Foundation
import Testing

/// What a release is made of agrees with itself: the CHANGELOG's first entry is the version `screenc --version`
/// prints, and the licence the README names is the one in LICENSE.
@Suite struct ReleaseMetadataTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theChangelogStartsWithTheVersionScreencPrints() throws {
        let changelog = try Self.read("CHANGELOG.md")
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let version = heading.dropFirst(3).split(separator: " ").first.map(String.init)
        let printed = try ScreencProcess.run(["--version"], in: repositoryRoot)
        #expect(printed.status == 0)
        #expect(version.map { $0 + "\n" } == printed.stdout, "CHANGELOG.md's first entry is \(heading)")
    }

    @Test func theReadmeNamesTheLicenceOfLicense() throws {
        let license = try Self.read("LICENSE")
        #expect(license.hasPrefix("MIT License\n"))
        #expect(license.contains("Exception for generated code"))
        let readme = try Self.read("README.md")
        #expect(readme.contains("[MIT License](LICENSE)"))
    }
}
