import Foundation
import Testing

/// `screenc compile --print-imports`: one line per screen file with the modules its generated file imports, nothing
/// written, and nothing printed when a screen has an error.
@Suite struct PrintImportsTests {
    /// Through the repository's `.screenc.yml` (Screens/, their strings, strict): each line is the committed generated
    /// file's `import` lines.
    @Test func eachLineIsTheGeneratedFilesImports() throws {
        let output = try ScreencProcess.run(["compile", "--print-imports"], in: repositoryRoot)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "using configuration .screenc.yml\n")
        let lines = output.stdout.split(separator: "\n")
        let screens = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Screens").path
        ).filter { $0.hasSuffix(".yaml") }
        #expect(lines.count == screens.count)
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1)
            let file = String(parts[0])
            let generated = try String(
                contentsOf: repositoryRoot.appendingPathComponent(
                    "Tests/GeneratedScreens/Screens/" + (file as NSString).lastPathComponent
                        .replacingOccurrences(of: ".yaml", with: ".swift")),
                encoding: .utf8)
            // The module of each `import` line (without the comment naming the declarations used from it).
            let imports = generated.split(separator: "\n").filter { $0.hasPrefix("import ") }
                .map { $0.dropFirst(7).prefix { $0 != " " } }
            #expect(parts[1].split(separator: " ") == imports, "\(file)")
        }
        #expect(output.stdout.contains("Screens/DataAndStorage.yaml: AccountContext AppBundle Display Foundation "))
    }

    @Test func itNeedsNoOutputAndWritesNothing() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": validScreen("A")])
        let output = try ScreencProcess.run(["compile", "--no-config", "--print-imports", "Screens"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout
                == "Screens/A.yaml: AccountContext Display Foundation ItemListUI PresentationDataUtils SwiftSignalKit "
                + "TelegramPresentationData UIKit\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.url.path) == ["Screens"])
        let withCheck = try ScreencProcess.run(["compile", "--print-imports", "--check", "Screens"], in: sandbox.url)
        #expect(withCheck.status == 64)
    }

    @Test func aScreenWithAnErrorPrintsNoModules() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": validScreen("A"), "Screens/B.yaml": "screen: B\ntitle: [\n"])
        let output = try ScreencProcess.run(
            ["compile", "--no-config", "--print-imports", "--format", "xcode", "Screens"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("Screens/B.yaml:"))
    }
}
