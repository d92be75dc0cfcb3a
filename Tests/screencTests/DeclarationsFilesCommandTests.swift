import Foundation
import Testing

/// Declarations files through the real binary, with files on disk: `.screenc.yml` `declarations:` and `module:`,
/// `--declarations` and `--module`, a screen's `imports:`, and every problem at its file:line:column with the exit
/// codes of README's table.
@Suite struct DeclarationsFilesCommandTests {
    static let shared = """
        declarations: SharedTexts
        types:
          Volume:
            module: SettingsUI
            cases: [quiet, loud]
        texts:
          volumeLabel:
            parameters: { volume: Volume }
            text: { switch: volume, cases: { quiet: Quiet, loud: Loud } }

        """

    /// A screen that shows `volumeLabel` of its data (declared in `Shared.yaml`), importing `imports` when given.
    static func screen(_ name: String, imports: String? = nil) -> String {
        """
        screen: \(name)
        title: \(name)
        \(imports.map { "imports: [\($0)]" } ?? "")
        data:
          volume: { type: Volume, sample: loud }
        sections:
          - id: main
            rows:
              - { id: level, item: disclosure, title: Volume, label: { call: volumeLabel, args: { volume: volume } }, action: pick }

        """
    }

    @Test func theConfigurationsDeclarationsAndModuleApplyToLintCompileAndPreview() throws {
        let sandbox = try Sandbox([
            ".screenc.yml": "screens: [Screens]\ndeclarations: [Declarations]\noutput: Generated\nmodule: SettingsUI\n",
            "Declarations/Shared.yaml": Self.shared, "Screens/A.yaml": Self.screen("A"), "Screens/B.yaml": Self.screen("B"),
        ])
        let lint = try ScreencProcess.run(["lint"], in: sandbox.url)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout == "using configuration .screenc.yml\nno problems in 3 files\n")
        let compile = try ScreencProcess.run(["compile"], in: sandbox.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(
            compile.stderr == "using configuration .screenc.yml\ncreated Generated/A.swift\ncreated Generated/B.swift\n")
        let swift = try String(contentsOf: sandbox.url.appendingPathComponent("Generated/A.swift"), encoding: .utf8)
        #expect(swift.contains("private func volumeLabel(volume: Volume) -> String"))
        #expect(!swift.contains("import SettingsUI"))
        // --module on the command line wins over `module:`.
        let other = try ScreencProcess.run(["compile", "--module", "Other", "-o", "Other"], in: sandbox.url)
        #expect(other.status == 0, "\(other.stderr)")
        let imported = try String(contentsOf: sandbox.url.appendingPathComponent("Other/A.swift"), encoding: .utf8)
        #expect(imported.contains("import SettingsUI  // Volume\n"))
        let preview = try ScreencProcess.run(["preview", "Screens/A.yaml", "--static", "--width", "40"], in: sandbox.url)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains("Volume") && preview.stdout.contains("Loud"))
        // Without the configuration's declarations, the screens cannot read the type.
        let bare = try ScreencProcess.run(["lint", "--no-config", "Screens", "--format", "xcode"], in: sandbox.url)
        #expect(bare.status == 1)
        #expect(bare.stdout.hasPrefix("Screens/A.yaml:5:19: error: there is no type `Volume` [unknown-type]"))
        let optioned = try ScreencProcess.run(
            ["lint", "--no-config", "Screens", "--declarations", "Declarations/Shared.yaml"], in: sandbox.url)
        #expect(optioned.status == 0, "\(optioned.stdout)")
    }

    @Test func aScreenImportsAFileRelativeToItselfAndItsProblemsAreReportedOnce() throws {
        let broken = Self.shared.replacingOccurrences(of: "module: SettingsUI", with: "module: 2x")
        let sandbox = try Sandbox([
            "Shared/Texts.yaml": broken, "Screens/A.yaml": Self.screen("A", imports: "../Shared/Texts.yaml"),
            "Screens/B.yaml": Self.screen("B", imports: "../Shared/Texts.yaml"),
        ])
        let lint = try ScreencProcess.run(["lint", "Screens", "--format", "xcode"], in: sandbox.url)
        #expect(lint.status == 1)
        let errors = lint.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == ["Shared/Texts.yaml:4:13: error: module name `2x` is not a Swift identifier [invalid-identifier]"])
        let text = try ScreencProcess.run(["lint", "Screens"], in: sandbox.url)
        #expect(text.stdout.hasSuffix("1 error in 3 files\n"), "\(text.stdout)")
        let compile = try ScreencProcess.run(["compile", "Screens", "-o", "Generated"], in: sandbox.url)
        #expect(compile.status == 1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Generated").path))
    }

    @Test func importsThatCannotBeUsedAreExitOneAtTheImport() throws {
        let sandbox = try Sandbox([
            "Screens/A.yaml": Self.screen("A", imports: "Missing.yaml, B.yaml, ."),
            "Screens/B.yaml": validScreen("B"),
        ])
        let lint = try ScreencProcess.run(["lint", "Screens", "--format", "xcode"], in: sandbox.url)
        #expect(lint.status == 1)
        let errors = lint.stdout.split(separator: "\n").filter { $0.contains("[invalid-declaration]") }
        #expect(errors == [
            "Screens/A.yaml:3:11: error: cannot import `Missing.yaml`: No such file or directory [invalid-declaration]",
            "Screens/A.yaml:3:25: error: `B.yaml` is a screen file, not a declarations file [invalid-declaration]",
            "Screens/A.yaml:3:33: error: cannot import `.`: it is a directory, not a regular file [invalid-declaration]",
        ])
    }

    @Test func aDeclarationsPathThatDoesNotExistIsAUsageError() throws {
        let sandbox = try Sandbox([
            "Screens/A.yaml": validScreen("A"), ".screenc.yml": "screens: [Screens]\ndeclarations: [Nowhere]\n",
        ])
        let configured = try ScreencProcess.run(["lint", "--format", "xcode"], in: sandbox.url)
        #expect(configured.status == 64)
        #expect(configured.stdout.hasPrefix(".screenc.yml:2:16: error: `declarations`: `Nowhere` does not exist"))
        let optioned = try ScreencProcess.run(["lint", "--no-config", "Screens", "--declarations", "Nowhere"], in: sandbox.url)
        #expect(optioned.status == 64)
        #expect(optioned.stderr == "error: no such file or directory: Nowhere\n")
        let module = try ScreencProcess.run(["compile", "--no-config", "Screens", "-o", "G", "--module", "a b"], in: sandbox.url)
        #expect(module.status == 64)
        #expect(module.stderr.contains("module name `a b` is not a Swift identifier"))
    }

    /// A folder of screens that holds a declarations file: compiled into one file per screen; with `--output-names
    /// file` a declarations file named like a screen file clashes with nothing, since it has no output.
    @Test func aDeclarationsFileAmongTheScreensGeneratesNothing() throws {
        let sandbox = try Sandbox([
            "Screens/A.yaml": Self.screen("A", imports: "Shared/A.yaml"), "Screens/Shared/A.yaml": Self.shared,
        ])
        let compile = try ScreencProcess.run(["compile", "Screens", "-o", "Generated", "--output-names", "file"], in: sandbox.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stderr == "created Generated/A.swift\n")
        let check = try ScreencProcess.run(
            ["compile", "Screens", "-o", "Generated", "--output-names", "file", "--check"], in: sandbox.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}
