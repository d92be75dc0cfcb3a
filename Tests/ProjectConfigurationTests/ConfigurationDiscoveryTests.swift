import ProjectConfiguration
import ScreenDiagnostics
import Testing

@Suite struct ConfigurationDiscoveryTests {
    typealias Facts = ConfigurationDiscovery.DirectoryFacts

    /// A file system of `.screenc.yml` candidates and repository roots, by absolute directory.
    func search(
        from start: String, home: String? = nil, files: [String: Facts.Candidate] = [:], roots: Set<String> = []
    ) -> ConfigurationDiscovery.Search {
        ConfigurationDiscovery.search(from: start, home: home) { directory in
            Facts(candidate: files[directory] ?? .none, isRepositoryRoot: roots.contains(directory))
        }
    }

    @Test func theCurrentDirectoryComesFirst() {
        let found = search(from: "/p/app/sub", files: ["/p/app/sub": .owned, "/p": .owned]).found
        #expect(found == .init(path: ".screenc.yml", directory: ""))
    }

    @Test func theNearestParentIsFoundAndNamedRelatively() {
        let found = search(from: "/p/app/sub/deeper", files: ["/p/app": .owned, "/p": .owned]).found
        #expect(found == .init(path: "../../.screenc.yml", directory: "../.."))
    }

    @Test func theRootIsSearchedLastAndNothingFoundIsNil() {
        #expect(search(from: "/a/b", files: ["/": .owned]).found == .init(path: "../../.screenc.yml", directory: "../.."))
        let nothing = search(from: "/a/b")
        #expect(nothing.found == nil)
        #expect(nothing.searched == ["/a/b", "/a", "/"])
        #expect(nothing.stop == .fileSystemRoot)
    }

    /// Issue 20, bug 6: a `.screenc.yml` above the repository root, or above the home directory, was used.
    @Test func theSearchStopsAtTheRepositoryRootOrHome() {
        let inRepository = search(from: "/tmp/work/repo/sub", files: ["/tmp": .owned], roots: ["/tmp/work/repo"])
        #expect(inRepository.found == nil)
        #expect(inRepository.searched == ["/tmp/work/repo/sub", "/tmp/work/repo"])
        #expect(inRepository.stop == .repositoryRoot("/tmp/work/repo"))
        // The repository root's own configuration is used.
        #expect(
            search(from: "/r/sub", files: ["/r": .owned], roots: ["/r"]).found
                == .init(path: "../.screenc.yml", directory: ".."))
        let underHome = search(from: "/home/zoe/proj", home: "/home/zoe", files: ["/home": .owned])
        #expect(underHome.found == nil)
        #expect(underHome.stop == .home("/home/zoe"))
        #expect(search(from: "/home/zoe/proj", home: "/home/zoe", files: ["/home/zoe": .owned]).found != nil)
        #expect(underHome.summary.hasSuffix("(stopped at the home directory /home/zoe); none used"))
    }

    /// Issue 20, bug 6: a file planted by another user in a directory anyone can write to (`/tmp`) was used.
    @Test func filesOwnedByAnotherUserAreIgnoredWithANote() {
        let planted = search(from: "/tmp/work", files: ["/tmp": .ownedByAnotherUser(1001), "/": .owned])
        #expect(planted.found == .init(path: "../../.screenc.yml", directory: "../.."))
        #expect(planted.ignored == [.init(path: "../.screenc.yml", reason: .ownedByAnotherUser(1001))])
        #expect(planted.ignored[0].note.hasPrefix("ignoring ../.screenc.yml: it is owned by another user (uid 1001)"))
        #expect(planted.ignored[0].note.hasSuffix("pass `--config ../.screenc.yml` to use it"))
        let pipe = search(from: "/w", files: ["/w": .notRegular("a named pipe (FIFO)")])
        #expect(pipe.found == nil)
        #expect(pipe.ignored.map(\.note) == ["ignoring .screenc.yml: it is a named pipe (FIFO), not a regular file"])
    }

    @Test func aNamedFilesDirectory() {
        #expect(ConfigurationDiscovery.directory(of: ".screenc.yml") == "")
        #expect(ConfigurationDiscovery.directory(of: "config/screenc.yml") == "config")
        #expect(ConfigurationDiscovery.directory(of: "/etc/screenc.yml") == "/etc")
    }
}

@Suite struct RuleSettingsTests {
    @Test func settingsRemoveOrChangeTheSeverityOfDiagnostics() {
        let span = SourceSpan.wholeFile("a.yaml")
        let diagnostics = [
            Diagnostic(.emptySection, "empty", at: span), Diagnostic(.unusedStateField, "unused", at: span),
            Diagnostic(.ambiguousScalar, "ambiguous", at: span), Diagnostic(.unknownKey, "unknown", at: span),
        ]
        let applied = RuleSettings([.emptySection: .off, .unusedStateField: .error]).apply(to: diagnostics)
        #expect(applied.map(\.rule) == [.unusedStateField, .ambiguousScalar, .unknownKey])
        #expect(applied.map(\.severity) == [.error, .warning, .error])
        #expect(RuleSettings.none.apply(to: diagnostics) == diagnostics)
    }
}
