import Foundation
import ScreenDiagnostics
import Testing

@testable import DiagnosticFormats

@Suite struct SARIFRendererTests {
    static func parse(_ report: DiagnosticReport = Fixtures.report, options: RenderOptions = Fixtures.options) throws -> [String: Any] {
        let output = DiagnosticRenderer.render(report, as: .sarif, options: options)
        #expect(output.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    static func run(_ json: [String: Any]) throws -> [String: Any] {
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test func topLevel() throws {
        let json = try Self.parse()
        #expect(json["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(json["version"] as? String == "2.1.0")
        let run = try Self.run(json)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func driverListsEveryRuleSortedById() throws {
        let run = try Self.run(try Self.parse())
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "screenc")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == "https://github.com/example/screenc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == Rule.allCases.count)
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == Rule.allCases.map(\.rawValue).sorted())
        let unknownKey = try #require(rules.first { $0["id"] as? String == "unknown-key" })
        #expect(unknownKey["name"] as? String == "UnknownKey")
        #expect((unknownKey["shortDescription"] as? [String: String])?["text"] == Rule.unknownKey.summary)
        #expect((unknownKey["defaultConfiguration"] as? [String: String])?["level"] == "error")
        #expect(unknownKey["helpUri"] as? String == "https://github.com/example/screenc/blob/main/docs/Rules.md#unknown-key")
        let emptySection = try #require(rules.first { $0["id"] as? String == "empty-section" })
        #expect((emptySection["defaultConfiguration"] as? [String: String])?["level"] == "warning")
    }

    @Test func withoutInformationURIThereAreNoLinks() throws {
        let options = RenderOptions(toolVersion: "1.2.3")
        let run = try Self.run(try Self.parse(options: options))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] == nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { $0["helpUri"] == nil })
    }

    @Test func resultsPointAtRulesArtifactsAndRegions() throws {
        let run = try Self.run(try Self.parse())
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        let artifactURIs = artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(artifactURIs == ["Screens/Account%20Settings.yaml", "Screens/Empty.yaml", "Screens/Privacy.yaml"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Fixtures.report.diagnostics.count)
        for (result, diagnostic) in zip(results, Fixtures.report.diagnostics) {
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == diagnostic.rule.rawValue)
            #expect(result["ruleId"] as? String == diagnostic.rule.rawValue)
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            let text = try #require((result["message"] as? [String: String])?["text"])
            #expect(text.hasPrefix(diagnostic.message))
            if let help = diagnostic.help { #expect(text.hasSuffix("\nhelp: \(help)")) }
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let index = try #require(artifact["index"] as? Int)
            #expect(artifactURIs[index] == artifact["uri"] as? String)
            let region = try #require(location["region"] as? [String: Int])
            #expect(
                region == [
                    "startLine": diagnostic.span.start.line, "startColumn": diagnostic.span.start.column,
                    "endLine": diagnostic.span.end.line, "endColumn": diagnostic.span.end.column,
                ])
            let related = result["relatedLocations"] as? [[String: Any]] ?? []
            #expect(related.count == diagnostic.labels.count)
            for (location, label) in zip(related, diagnostic.labels) {
                #expect((location["message"] as? [String: String])?["text"] == label.message)
            }
            #expect((result["fixes"] as? [[String: Any]])?.count ?? 0 == (diagnostic.fixIt == nil ? 0 : 1))
        }
    }

    @Test func fixesReplaceTheDeletedRegion() throws {
        let run = try Self.run(try Self.parse())
        let results = try #require(run["results"] as? [[String: Any]])
        let unknownKey = try #require(results.first { $0["ruleId"] as? String == "unknown-key" })
        let fix = try #require((unknownKey["fixes"] as? [[String: Any]])?.first)
        #expect((fix["description"] as? [String: String])?["text"] == "replace with `title`")
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "Screens/Privacy.yaml")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 11, "startColumn": 9, "endLine": 11, "endColumn": 14])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "title")
    }

    @Test func filesOnlyMentionedByDiagnosticsBecomeArtifactsToo() throws {
        let span = SourceSpan(file: "other.yaml", at: SourcePosition(line: 1, column: 1))
        let report = DiagnosticReport(diagnostics: [Diagnostic(.emptyFile, "empty", at: span)], files: ["a.yaml"])
        let run = try Self.run(try Self.parse(report))
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        #expect(artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String } == ["a.yaml", "other.yaml"])
    }

    @Test func artifactURIs() {
        #expect(SARIFRenderer.artifactURI("Screens/Account Settings.yaml") == ("Screens/Account%20Settings.yaml", true))
        #expect(SARIFRenderer.artifactURI("./././a/b.yaml") == ("a/b.yaml", true))
        #expect(SARIFRenderer.artifactURI("dir\\sub\\x.yaml") == ("dir/sub/x.yaml", true))
        #expect(SARIFRenderer.artifactURI("a:b#c?d%e[f].yaml") == ("a%3Ab%23c%3Fd%25e%5Bf%5D.yaml", true))
        #expect(SARIFRenderer.artifactURI("Über/设置~_-.yaml") == ("%C3%9Cber/%E8%AE%BE%E7%BD%AE~_-.yaml", true))
        #expect(SARIFRenderer.artifactURI("/abs/p q.yaml") == ("file:///abs/p%20q.yaml", false))
        #expect(SARIFRenderer.artifactURI("C:\\x\\y z.yaml") == ("file:///C:/x/y%20z.yaml", false))
    }

    @Test func ruleNamesAreUpperCamelCase() {
        #expect(SARIFRenderer.upperCamelCase("unknown-key") == "UnknownKey")
        #expect(SARIFRenderer.upperCamelCase("yaml-syntax") == "YamlSyntax")
        #expect(SARIFRenderer.upperCamelCase("toolbar-action-count") == "ToolbarActionCount")
    }
}
