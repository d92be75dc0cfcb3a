import Foundation
import ScreenDiagnostics
import ScreenIR
@testable import ScreencCore
import Testing

/// Declarations files through lint and compile: found through a screen's `imports:` and the project's
/// `declarations:`, read and checked once per run whatever the number of screens that import them, and every problem
/// a diagnostic at a file:line:column of the file it is in.
@Suite struct DeclarationsFilesTests {
    static let shared = """
        declarations: PrivacyModel
        types:
          SelectivePrivacySettings:
            module: TelegramCore
            cases: [enableEveryone, enableContacts, disableEveryone]
        texts:
          privacyLabel:
            parameters: { settings: "SelectivePrivacySettings?" }
            text: { if: settings == .enableEveryone, then: Everybody, else: Some people }
          unusedLabel:
            parameters: { count: Int }
            text: '\\(count) peers'
        items:
          cacheSlider:
            swift: StorageCacheSizeSliderItem
            module: SettingsUIItems
            parameters: [presentationData, title: Text, sectionId]

        """

    /// A screen named `name` that imports `imports` (written as given) and reads the shared declarations.
    static func screen(_ name: String, imports: [String] = ["Shared/Privacy.yaml"]) -> String {
        """
        screen: \(name)
        title: \(name)
        \(imports.isEmpty ? "" : "imports: [\(imports.joined(separator: ", "))]")
        data:
          lastSeen: { type: "SelectivePrivacySettings?", sample: enableContacts }
        sections:
          - id: privacy
            rows:
              - { id: lastSeenRow, item: disclosure, title: Last Seen, label: { call: privacyLabel, args: { settings: lastSeen } }, action: open }

        """
    }

    static func listing(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule.rawValue)@\($0.span.file):\($0.span.start)" }
    }

    @Test func screensSeeWhatTheyImportAndTheFileIsCountedOnce() {
        let result = Linter.lint(
            [SourceFile(path: "Screens/A.yaml", text: Self.screen("A")), SourceFile(path: "Screens/B.yaml", text: Self.screen("B"))],
            imports: [SourceFile(path: "Screens/Shared/Privacy.yaml", text: Self.shared)])
        #expect(result.diagnostics.isEmpty, "\(Self.listing(result.diagnostics))")
        #expect(result.declarationsFiles == ["Screens/Shared/Privacy.yaml"])
        #expect(result.files == ["Screens/A.yaml", "Screens/B.yaml", "Screens/Shared/Privacy.yaml"])
        #expect(result.screens.count == 2)
    }

    /// However many screens import a file (read on many threads at once), it is read once and its problems are
    /// reported once.
    @Test func aDeclarationsFileIsReadAndReportedOncePerRun() throws {
        let reads = ReadCounter()
        let broken = Self.shared.replacingOccurrences(of: "module: TelegramCore", with: "module: Telegram Core")
        let screens = (0..<300).map { "Screens/S\($0).yaml" }
        let result = try Linter.lint(
            paths: screens,
            read: { (path) throws(UnreadableFile) in
                reads.count(path)
                if path == "Screens/Shared/Privacy.yaml" { return Array(broken.utf8) }
                let index = path.dropFirst("Screens/S".count).dropLast(".yaml".count)
                return Array(Self.screen("S\(index)").utf8)
            })
        #expect(reads.reads(of: "Screens/Shared/Privacy.yaml") == 1)
        #expect(Self.listing(result.diagnostics) == ["invalid-identifier@Screens/Shared/Privacy.yaml:4:13"])
    }

    /// A declarations file among the linted files that screens of an earlier chunk imported is not read again.
    @Test func aListedDeclarationsFileThatWasImportedIsNotReadAgain() throws {
        let reads = ReadCounter()
        let screens = (0..<(Linter.chunkSize + 2)).map { String(format: "Screens/S%03d.yaml", $0) }
        let shared = "Screens/zz/Privacy.yaml"
        let result = try Linter.lint(
            paths: screens + [shared],
            read: { (path) throws(UnreadableFile) in
                reads.count(path)
                if path == shared { return Array(Self.shared.utf8) }
                let name = path.dropFirst("Screens/".count).dropLast(".yaml".count)
                return Array(Self.screen(String(name), imports: ["zz/Privacy.yaml"]).utf8)
            })
        #expect(result.diagnostics.isEmpty, "\(Self.listing(result.diagnostics))")
        #expect(reads.reads(of: shared) == 1)
        #expect(result.declarationsFiles == [shared])
    }

    @Test func importsThatCannotBeUsedAreReportedAtTheImport() {
        let result = Linter.lint(
            [
                SourceFile(path: "Screens/A.yaml", text: Self.screen("A", imports: ["Missing.yaml", "B.yaml", "Plain.yaml", "Bad.yaml"])),
                SourceFile(path: "Screens/B.yaml", text: Self.screen("B", imports: [])),
            ],
            imports: [
                SourceFile(path: "Screens/Plain.yaml", text: "name: x\n"),
                SourceFile(path: "Screens/Bad.yaml", text: "types: [\n"),
            ])
        let imports = result.diagnostics.filter { $0.rule == .invalidDeclaration }
        #expect(Self.listing(imports) == [
            "invalid-declaration@Screens/A.yaml:3:11", "invalid-declaration@Screens/A.yaml:3:25",
            "invalid-declaration@Screens/A.yaml:3:33", "invalid-declaration@Screens/A.yaml:3:45",
        ])
        #expect(imports.map(\.message) == [
            "cannot import `Missing.yaml`: No such file or directory",
            "`B.yaml` is a screen file, not a declarations file",
            "`Plain.yaml` is not a declarations file: it has no `declarations:` key",
            "`Bad.yaml` is not well-formed YAML",
        ])
        #expect(imports[0].notes.first == "the path is relative to this file: it names Screens/Missing.yaml")
        // Lint reports the screen it imported once, as a screen; the plain file is nobody's to report.
        #expect(!result.diagnostics.contains { $0.span.file == "Screens/Plain.yaml" })
    }

    @Test func twoImportsThatDeclareOneNameClashWithBothPositionsAndADiamondDoesNot() throws {
        let other = "declarations: Other\ntypes:\n  SelectivePrivacySettings: { module: X }\n"
        let via = "declarations: Via\nimports: [Privacy.yaml]\n"
        let result = Linter.lint(
            [
                SourceFile(path: "Screens/A.yaml", text: Self.screen("A", imports: ["Shared/Privacy.yaml", "Shared/Via.yaml"])),
                SourceFile(path: "Screens/B.yaml", text: Self.screen("B", imports: ["Shared/Privacy.yaml", "Shared/Other.yaml"])),
            ],
            imports: [
                SourceFile(path: "Screens/Shared/Privacy.yaml", text: Self.shared),
                SourceFile(path: "Screens/Shared/Other.yaml", text: other),
                SourceFile(path: "Screens/Shared/Via.yaml", text: via),
            ])
        // A reaches Privacy.yaml twice (directly, through Via.yaml): one declaration.
        #expect(Self.listing(result.diagnostics) == ["duplicate-id@Screens/B.yaml:3:32"])
        let clash = try #require(result.diagnostics.first)
        #expect(clash.message == "`Shared/Other.yaml` declares type `SelectivePrivacySettings`, which Screens/Shared/Privacy.yaml declares too")
        #expect(clash.labels.map { "\($0.span.file):\($0.span.start)" } == ["Screens/Shared/Privacy.yaml:3:3", "Screens/Shared/Other.yaml:3:3"])
    }

    @Test func filesThatImportEachOtherAreACycleInEachFileWhicheverIsReadFirst() {
        let files = [
            SourceFile(path: "D/A.yaml", text: "declarations: A\nimports: [B.yaml]\ntypes:\n  Alpha: { module: M }\n"),
            SourceFile(path: "D/B.yaml", text: "declarations: B\nimports: [C.yaml]\n"),
            SourceFile(path: "D/C.yaml", text: "declarations: C\nimports: [A.yaml, C.yaml]\n"),
        ]
        let startingAtA = Linter.lint([SourceFile(path: "S.yaml", text: Self.screen("S", imports: ["D/A.yaml"]))], imports: files)
        let startingAtC = Linter.lint([SourceFile(path: "S.yaml", text: Self.screen("S", imports: ["D/C.yaml"]))], imports: files)
        let cycles = { (result: LintResult) in result.diagnostics.filter { $0.rule == .importCycle } }
        #expect(Self.listing(cycles(startingAtA)) == [
            "import-cycle@D/A.yaml:2:11", "import-cycle@D/B.yaml:2:11", "import-cycle@D/C.yaml:2:11",
            "import-cycle@D/C.yaml:2:19",
        ])
        #expect(cycles(startingAtA) == cycles(startingAtC))
        #expect(cycles(startingAtA).map(\.message) == [
            "importing `B.yaml` leads back to this file: D/A.yaml → D/B.yaml → D/C.yaml → D/A.yaml",
            "importing `C.yaml` leads back to this file: D/B.yaml → D/C.yaml → D/A.yaml → D/B.yaml",
            "importing `A.yaml` leads back to this file: D/C.yaml → D/A.yaml → D/B.yaml → D/C.yaml",
            "this file imports itself",
        ])
    }

    @Test func theProjectsDeclarationsFilesAreSeenByEveryScreenAndTheirClashesReportedOnce() {
        let other = "declarations: Other\ntexts:\n  unusedLabel: { text: None }\n"
        let result = Linter.lint(
            [
                SourceFile(path: "Screens/A.yaml", text: Self.screen("A", imports: [])),
                SourceFile(path: "Screens/B.yaml", text: Self.screen("B", imports: [])),
            ],
            imports: [
                SourceFile(path: "Shared/Other.yaml", text: other), SourceFile(path: "Shared/Privacy.yaml", text: Self.shared),
            ],
            declarations: ["Shared/Other.yaml", "Shared/Privacy.yaml"])
        #expect(Self.listing(result.diagnostics) == ["duplicate-id@Shared/Privacy.yaml:10:3"])
        #expect(result.diagnostics.first?.labels.map(\.span.file) == ["Shared/Other.yaml"])
    }

    @Test func aProjectDeclarationsPathThatIsAScreenIsReported() {
        let result = Linter.lint(
            [SourceFile(path: "Screens/A.yaml", text: Self.screen("A", imports: ["../Shared/Privacy.yaml"]))],
            imports: [SourceFile(path: "Shared/Privacy.yaml", text: Self.shared)],
            declarations: ["Screens/A.yaml"])
        #expect(Self.listing(result.diagnostics) == ["invalid-declaration@Screens/A.yaml:1:1"])
    }

    /// `screenc lint Screens` with a declarations file in the folder checks it as one: no screen, not a file that
    /// failed to give one.
    @Test func aDeclarationsFileAmongTheLintedFilesIsCheckedAsOne() throws {
        let broken = Self.shared + "summary: x\n"
        let result = Linter.lint([
            SourceFile(path: "Screens/A.yaml", text: Self.screen("A", imports: ["Shared.yaml"]) + "      - { id: go, item: disclosure, title: Go, push: Nowhere }\n"),
            SourceFile(path: "Screens/Shared.yaml", text: broken),
        ])
        #expect(Self.listing(result.diagnostics) == ["unknown-push-target@Screens/A.yaml:10:54", "unknown-key@Screens/Shared.yaml:18:1"])
        let push = try #require(result.diagnostics.first { $0.rule == .unknownPushTarget })
        #expect(!push.notes.contains { $0.contains("Screens/Shared.yaml") })
        #expect(result.screens.map(\.name.value) == ["A"])
        #expect(result.declarationsFiles == ["Screens/Shared.yaml"])
    }

    @Test func suppressionCommentsApplyInADeclarationsFile() {
        let shared = "declarations: Shared\ntexts:\n  # screenc:disable-next-line ambiguous-scalar\n  agree: { text: yes }\n"
        #expect(Self.listing(Linter.lint([SourceFile(path: "Shared.yaml", text: shared)]).diagnostics) == [])
        let unsuppressed = shared.replacingOccurrences(of: "  # screenc:disable-next-line ambiguous-scalar\n", with: "")
        #expect(
            Self.listing(Linter.lint([SourceFile(path: "Shared.yaml", text: unsuppressed)]).diagnostics) == [
                "ambiguous-scalar@Shared.yaml:3:18"
            ])
    }

    @Test func compileGeneratesNothingForADeclarationsFileAndOnlyTheImportedTextsAScreenCalls() throws {
        let result = try Compiler.compile(
            [SourceFile(path: "Screens/A.yaml", text: Self.screen("A") + "      - { id: slider, item: cacheSlider, title: Cache }\n"),
             SourceFile(path: "Screens/Shared/Privacy.yaml", text: Self.shared)])
        #expect(result.lint.diagnostics.isEmpty, "\(Self.listing(result.lint.diagnostics))")
        #expect(result.files.map(\.name) == ["A.swift"])
        let swift = try #require(result.files.first?.contents)
        #expect(swift.contains("private func privacyLabel("))
        #expect(!swift.contains("unusedLabel"))
        // The type's import says which declaration is the module's; the custom item's class is named in its call.
        #expect(swift.contains("import TelegramCore  // SelectivePrivacySettings\n"))
        #expect(swift.contains("import SettingsUIItems\n"))
    }

    /// Telegram's SettingsUI items live in the module being compiled: importing it is a warning in its build.
    @Test func theModuleBeingCompiledIsNeverImported() throws {
        let local = Self.shared.replacingOccurrences(of: "    module: SettingsUIItems\n", with: "")
        let files = [
            SourceFile(path: "Screens/A.yaml", text: Self.screen("A") + "      - { id: slider, item: cacheSlider, title: Cache }\n"),
            SourceFile(path: "Screens/Shared/Privacy.yaml", text: local),
        ]
        let plain = try #require(try Compiler.compile(files).files.first?.contents)
        let importLine = "import TelegramCore  // SelectivePrivacySettings\n"
        #expect(plain.contains(importLine))
        #expect(plain.contains("StorageCacheSizeSliderItem("))
        let inModule = try #require(try Compiler.compile(files, module: "TelegramCore").files.first?.contents)
        #expect(!inModule.contains("import TelegramCore"))
        #expect(inModule == plain.replacingOccurrences(of: importLine, with: ""))
        let builtIn = try #require(try Compiler.compile(files, module: "ItemListUI").files.first?.contents)
        #expect(!builtIn.contains("import ItemListUI"))
    }
}

@Suite struct ImportPathTests {
    @Test func pathsAreRelativeToTheImportingFileAndSpeltOneWay() {
        #expect(ImportPath.resolve("Shared/A.yaml", from: "Screens/X.yaml") == "Screens/Shared/A.yaml")
        #expect(ImportPath.resolve("../Shared/A.yaml", from: "Screens/Sub/Y.yaml") == "Screens/Shared/A.yaml")
        #expect(ImportPath.resolve("./A.yaml", from: "X.yaml") == "A.yaml")
        #expect(ImportPath.resolve("../../A.yaml", from: "Screens/X.yaml") == "../A.yaml")
        #expect(ImportPath.resolve("/abs//A.yaml", from: "Screens/X.yaml") == "/abs/A.yaml")
        #expect(ImportPath.resolve("../A.yaml", from: "/x/S/X.yaml") == "/x/A.yaml")
    }
}

/// How many times each path was read, from any thread.
final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func count(_ path: String) {
        lock.withLock { counts[path, default: 0] += 1 }
    }

    func reads(of path: String) -> Int {
        lock.withLock { counts[path] ?? 0 }
    }
}
