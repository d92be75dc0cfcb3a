import ProjectConfiguration
import ScreenDiagnostics
import Testing

@Suite struct ConfigurationDiscoveryTests {
    @Test func theCurrentDirectoryComesFirst() {
        let found = ConfigurationDiscovery.find(from: "/p/app/sub") { ["/p/app/sub/.screenc.yml", "/p/.screenc.yml"].contains($0) }
        #expect(found == .init(path: ".screenc.yml", directory: ""))
    }

    @Test func theNearestParentIsFoundAndNamedRelatively() {
        let found = ConfigurationDiscovery.find(from: "/p/app/sub/deeper") { ["/p/app/.screenc.yml", "/p/.screenc.yml"].contains($0) }
        #expect(found == .init(path: "../../.screenc.yml", directory: "../.."))
    }

    @Test func theRootIsSearchedLastAndNothingFoundIsNil() {
        #expect(ConfigurationDiscovery.find(from: "/a/b") { $0 == "/.screenc.yml" } == .init(path: "../../.screenc.yml", directory: "../.."))
        var asked: [String] = []
        #expect(ConfigurationDiscovery.find(from: "/a/b") { asked.append($0); return false } == nil)
        #expect(asked == ["/a/b/.screenc.yml", "/a/.screenc.yml", "/.screenc.yml"])
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
