import Foundation
import ScreenDiagnostics
import ScreenIR
import Testing
import YAMLReader

/// A declarations file read on its own (`DeclarationsReader`), and a screen that sees what one declares
/// (`ScreenReader` with an `ImportResolver`): the same decoders as a screen's own declarations, problems at the
/// file's own positions.
@Suite struct DeclarationsFileDecodingTests {
    static let shared = """
        declarations: PrivacyModel
        imports: [Base.yaml]
        types:
          SelectivePrivacySettings:
            module: TelegramCore
            cases: [enableEveryone, enableContacts, disableEveryone]
        functions:
          timeIntervalString:
            module: TelegramStringFormatting
            parameters: [strings, value: Int32]
        texts:
          privacyLabel:
            parameters: { settings: "SelectivePrivacySettings?" }
            text: { if: settings == .enableEveryone, then: Everybody, else: Some people }
        items:
          cacheSlider:
            swift: StorageCacheSizeSliderItem
            parameters: [presentationData, title: Text, sectionId]

        """

    static func read(_ text: String, file: String = "Shared.yaml", imported: ResolvedImports = ResolvedImports())
        -> DeclarationsReader.Result
    {
        DeclarationsReader.read(YAMLParser.parse(Array(text.utf8), file: file), file: file, imported: imported)
    }

    static func listing(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule.rawValue)@\($0.span.file):\($0.span.start)" }
    }

    @Test func aDeclarationsFileDecodesEveryKindOfDeclaration() throws {
        let result = Self.read(Self.shared)
        #expect(result.diagnostics.isEmpty, "\(Self.listing(result.diagnostics))")
        let file = try #require(result.file)
        #expect(file.name.value == "PrivacyModel")
        #expect(file.imports.map(\.value) == ["Base.yaml"])
        #expect(file.declarations.types.map(\.name.value) == ["SelectivePrivacySettings"])
        #expect(file.declarations.functions.map(\.name.value) == ["timeIntervalString"])
        #expect(file.declarations.texts.map(\.name.value) == ["privacyLabel"])
        #expect(file.declarations.items.map(\.name) == ["cacheSlider"])
        // A custom item without `module:` is of the module being compiled.
        #expect(file.declarations.items.first?.module == nil)
    }

    @Test func whatMakesAFileADeclarationsFile() {
        func kind(_ text: String) -> Bool {
            DeclarationsReader.isDeclarationsFile(YAMLParser.parse(Array(text.utf8), file: "X.yaml"))
        }
        #expect(kind("declarations: A\n"))
        #expect(!kind("screen: A\ntitle: A\nsections: []\n"))
        // Both keys: a screen, whose `declarations:` is an unknown key.
        #expect(!kind("screen: A\ndeclarations: B\n"))
        #expect(!kind("- a\n"))
        #expect(!kind(""))
        // Not well-formed YAML: the keys read before the error decide.
        #expect(kind("declarations: A\ntypes: [\n"))
        #expect(!kind("screen: A\ntitle: \"A\n"))
    }

    @Test func itsProblemsArePositionedInTheFile() {
        let result = Self.read(
            """
            declarations: privacy model
            imports: Base.yaml
            typse: {}
            texts:
              label:
                parameters: { count: Int }
                text: { if: count, then: Some, else: None }

            """)
        #expect(
            Self.listing(result.diagnostics) == [
                "invalid-identifier@Shared.yaml:1:15", "wrong-type@Shared.yaml:2:10", "unknown-key@Shared.yaml:3:1",
                "expression-type@Shared.yaml:7:17",
            ])
        let unknown = result.diagnostics.first { $0.rule == .unknownKey }
        #expect(unknown?.help == "did you mean `types`?")
    }

    @Test func anImportListedTwiceIsReported() {
        let result = Self.read("declarations: A\nimports: [B.yaml, C.yaml, B.yaml]\n")
        #expect(Self.listing(result.diagnostics) == ["duplicate-id@Shared.yaml:2:27"])
        #expect(result.file?.imports.map(\.value) == ["B.yaml", "C.yaml"])
    }

    @Test func anOwnDeclarationWithAnImportedNameIsADuplicateWithBothPositions() throws {
        let base = try #require(Self.read("declarations: Base\ntypes:\n  Peerish: { module: M }\nfunctions:\n  format: { module: M }\n", file: "Base.yaml").file)
        let result = Self.read(
            "declarations: A\ntypes:\n  Peerish: { module: N }\ntexts:\n  format: { text: x }\n",
            imported: ResolvedImports(declarations: base.declarations))
        #expect(Self.listing(result.diagnostics) == ["duplicate-id@Shared.yaml:3:3", "duplicate-id@Shared.yaml:5:3"])
        #expect(result.diagnostics.map { $0.labels.map(\.span.file) } == [["Base.yaml"], ["Base.yaml"]])
        #expect(result.diagnostics.first?.message == "type `Peerish` is also declared in Base.yaml, which this file imports")
    }

    @Test func aScreenUsesWhatItsImportsDeclare() throws {
        let shared = try #require(Self.read(Self.shared).file)
        let resolver = ImportResolver { paths in
            #expect(paths.map(\.value) == ["Shared.yaml"])
            return ResolvedImports(declarations: shared.declarations)
        }
        let screen = """
            screen: Privacy
            title: Privacy
            imports: [Shared.yaml]
            data:
              lastSeen: { type: "SelectivePrivacySettings?", sample: enableContacts }
            sections:
              - id: privacy
                rows:
                  - { id: lastSeenRow, item: disclosure, title: Last Seen, label: { call: privacyLabel, args: { settings: lastSeen } }, action: open }
                  - { id: slider, item: cacheSlider, title: Cache }

            """
        let result = ScreenReader.read(Array(screen.utf8), file: "Privacy.yaml", imports: resolver)
        #expect(result.diagnostics.isEmpty, "\(Self.listing(result.diagnostics))")
        let read = try #require(result.screen)
        #expect(read.declarations.type(named: "SelectivePrivacySettings")?.name.span.file == "Shared.yaml")
        // Only what its texts call is the screen's to generate.
        #expect(read.generatedReusableTexts.map(\.name.value) == ["privacyLabel"])
        #expect(!read.isOwn(read.declarations.texts[0].name.span))
    }

    @Test func anImportedReusableTextThatNoTextCallsIsNotGenerated() throws {
        let shared = try #require(Self.read(Self.shared).file)
        let screen = "screen: A\ntitle: A\nsections:\n  - id: s\n    rows:\n      - { id: t, item: text, text: hi }\n"
        let result = ScreenReader.read(
            Array(screen.utf8), file: "A.yaml", imports: ImportResolver { _ in ResolvedImports(declarations: shared.declarations) })
        #expect(result.diagnostics.isEmpty)
        #expect(result.screen?.generatedReusableTexts.isEmpty == true)
    }

    @Test func aNameWhoseImportedDeclarationHasErrorsIsNotAlsoUnknown() throws {
        let broken = Self.read(
            "declarations: Base\ntypes:\n  Settings:\n    members: { presence: Nothing }\nfunctions:\n  format:\n    parameters: [value: Nothing]\n",
            file: "Base.yaml")
        #expect(Self.listing(broken.diagnostics) == ["unknown-type@Base.yaml:4:26", "unknown-type@Base.yaml:7:25"])
        let declarations = try #require(broken.file?.declarations)
        #expect(declarations.failedNames == ["Settings", "format"])
        let screen = """
            screen: A
            title: A
            data:
              settings: { type: "Settings?" }
            sections:
              - id: s
                rows:
                  - { id: t, item: text, text: '\\(format(value: 1))' }

            """
        let result = ScreenReader.read(
            Array(screen.utf8), file: "A.yaml", imports: ImportResolver { _ in ResolvedImports(declarations: declarations) })
        #expect(!result.diagnostics.contains { $0.rule == .unknownType || $0.rule == .unknownFunction },
                "\(Self.listing(result.diagnostics))")
    }

    /// An imported type named like a type the screen's generated file declares clashes only when the file uses it:
    /// at the screen's name, with the type's declaration labelled; one it does not use is no problem of this screen.
    @Test func anImportedTypeClashesWithAGeneratedNameOnlyWhenTheScreenUsesIt() throws {
        let shared = try #require(
            Self.read("declarations: Shared\ntypes:\n  PrivacyEntry: { module: M, cases: [a, b] }\n").file)
        let resolver = ImportResolver { _ in ResolvedImports(declarations: shared.declarations) }
        let unused = "screen: Privacy\ntitle: Privacy\nsections:\n  - id: s\n    rows:\n      - { id: t, item: text, text: hi }\n"
        #expect(ScreenReader.read(Array(unused.utf8), file: "Privacy.yaml", imports: resolver).diagnostics.isEmpty)
        let used = unused.replacingOccurrences(of: "title: Privacy\n", with: "title: Privacy\ndata:\n  entry: { type: PrivacyEntry, sample: a }\n")
            .replacingOccurrences(of: "text: hi", with: "text: hi, visible: entry == .a")
        let diagnostics = ScreenReader.read(Array(used.utf8), file: "Privacy.yaml", imports: resolver).diagnostics
        #expect(Self.listing(diagnostics) == ["generated-name-clash@Privacy.yaml:1:9"])
        #expect(diagnostics.first?.labels.map { "\($0.span.file):\($0.span.start)" } == ["Shared.yaml:3:3"])
    }

    @Test func aScreenReadWithoutItsFilesSaysItsImportsCannotBeRead() {
        let result = ScreenReader.read(
            Array("screen: A\ntitle: A\nimports: [B.yaml]\nsections: []\n".utf8), file: "A.yaml")
        #expect(result.diagnostics.contains { $0.rule == .invalidDeclaration && $0.span.start.line == 3 })
    }
}
