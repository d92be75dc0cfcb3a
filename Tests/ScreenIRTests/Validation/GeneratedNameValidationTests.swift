import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// Generated names never hide what the generated file imports or declares.
@Suite struct GeneratedNameValidationTests {
    @Test func aScreenNamedLikeAnItemListUITypeIsAnErrorWithAFreeName() throws {
        let read = ReadScreen(screenWithRows("", name: "1️⃣ItemListController"))
        #expect(read.located == ["generated-name-clash@1️⃣"])
        #expect(read.messages[0].contains("the state struct `ItemListControllerState`"))
        let diagnostic = try #require(read.diagnostics.first)
        #expect(diagnostic.fixIt?.replacement == "ItemListControllerScreen")
        #expect(diagnostic.help?.contains("--name-prefix") == true)
    }

    @Test func aScreenNameOverTheLengthSwiftFormatParityHoldsForIsAWarning() throws {
        let limit = GeneratedNames.maximumStemLength
        let atLimit = "Settings" + String(repeating: "A", count: limit - 8)
        #expect(ReadScreen(screenWithRows("", name: atLimit)).located.isEmpty)
        let read = ReadScreen(screenWithRows("", name: "1️⃣" + atLimit + "B"))
        #expect(read.located == ["long-name@1️⃣"])
        let diagnostic = try #require(read.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(read.messages[0].contains("is \(limit + 1) characters long"))
        // The prefix and suffix count: they are part of every generated name.
        let affixed = ScreenReader.read(
            bytes(of: screenWithRows("", name: atLimit)), file: "Screen.yaml",
            naming: NameAffixes(prefix: "", suffix: "X"))
        #expect(affixed.diagnostics.map(\.rule) == [.longName])
        #expect(affixed.diagnostics.first?.message.contains("with its prefix and suffix") == true)
    }

    @Test func oneDiagnosticListsEveryClash() {
        let read = ReadScreen(screenWithRows("", name: "1️⃣ItemListNode"))
        #expect(read.located == ["generated-name-clash@1️⃣"])
        #expect(read.messages[0].contains("`ItemListNodeState`") && read.messages[0].contains("`ItemListNodeEntry`"))
    }

    @Test func aPrefixOrSuffixAvoidsTheClash() {
        let text = screenWithRows("", name: "ItemListNode")
        for naming in [NameAffixes(prefix: "Gen", suffix: ""), NameAffixes(prefix: "", suffix: "Screen")] {
            let result = ScreenReader.read(bytes(of: text), file: "Screen.yaml", naming: naming)
            #expect(result.diagnostics.isEmpty, "\(naming)")
        }
        // A suffix can make a clash too: `ItemList` + `Node` + `State`.
        let clashing = ScreenReader.read(
            bytes(of: screenWithRows("", name: "ItemList")), file: "Screen.yaml",
            naming: NameAffixes(prefix: "", suffix: "Node"))
        #expect(clashing.diagnostics.map(\.rule) == [.generatedNameClash])
    }

    @Test func namesThatOnlyStartLikeAnImportedOneAreFine() {
        for name in ["Signal", "ItemList", "ViewController", "PresentationData"] {
            #expect(ReadScreen(screenWithRows("", name: name)).diagnostics.isEmpty, "\(name)")
        }
    }

    @Test func nestedTypesDoNotHideStandardOrImportedNames() {
        let read = ReadScreen(
            """
            screen: Demo
            title: Demo
            state:
              1️⃣string: { enum: [a, b], default: a }
              2️⃣demoData: { enum: [x, y], default: x }
            data:
              3️⃣signal: { enum: [weak, strong] }
              peers: { list: { id: Int, 4️⃣bool: { enum: ['on', 'off'] } }, element: 5️⃣Int }
            sections:
              - id: main
                visible: string == .a && demoData == .x && signal == .weak && !peers.isEmpty
                rows:
                  - { id: note, item: text, text: x }

            """)
        #expect(
            read.located == [
                "generated-name-clash@1️⃣", "generated-name-clash@2️⃣", "generated-name-clash@3️⃣",
                "generated-name-clash@4️⃣", "generated-name-clash@5️⃣",
            ])
        #expect(read.messages[0] == "enum field `string` makes the nested type `DemoState.String`, which hides `String`")
        #expect(read.messages[1].contains("`DemoState.DemoData`"))
        #expect(read.messages[3] == "enum field `bool` makes the nested type `DemoData.Int.Bool`, which hides `Bool`")
        #expect(read.messages[4] == "list element `Int` makes the nested type `DemoData.Int`, which hides `Int`")
    }

    @Test func membersOfOneStructNamedAlikeAreAnError() throws {
        let read = ReadScreen(
            """
            screen: Demo
            title: Demo
            state:
              mode: { enum: [a, b], default: a }
              1️⃣Mode: false
              2️⃣Kind: { enum: [x, y], default: x }
            sections:
              - id: main
                rows:
                  - { id: m, item: checkbox, title: M, bind: mode, selects: a }
                  - { id: n, item: switch, title: Notes, bind: Mode }
                  - { id: k, item: checkbox, title: K, bind: Kind, selects: x }

            """)
        #expect(read.located == ["generated-name-clash@1️⃣", "generated-name-clash@2️⃣"])
        #expect(read.messages[0] == "field `Mode` has the name of the nested type `DemoState.Mode`")
        #expect(read.diagnostics[0].labels.first?.message == "enum field `mode` makes the type")
        #expect(read.diagnostics[0].help == "rename it, for example to `modeValue`")
        #expect(read.messages[1] == "enum field `Kind` makes the nested type `DemoState.Kind`, which has the field's own name")
        #expect(read.diagnostics[1].help == "rename it, for example to `kind`")
    }

    @Test func twoEnumsEqualUpToCaseMakeOneTypeAndAreAnError() {
        let read = ReadScreen(
            """
            screen: Demo
            title: Demo
            state:
              quality: { enum: [low, high], default: low }
              1️⃣Quality: { enum: [low, high], default: low }
            sections:
              - id: main
                visible: quality == .low && Quality == .high
                rows:
                  - { id: note, item: text, text: x }

            """)
        #expect(read.located.contains("generated-name-clash@1️⃣"))
        #expect(read.messages.contains { $0.contains("`DemoState.Quality`") })
    }

    @Test func aNestedTypeNamedLikeAKeywordIsAnError() {
        let read = ReadScreen(
            """
            screen: Demo
            title: Demo
            data:
              1️⃣type: { enum: [a, b] }
            sections:
              - id: main
                visible: type == .a
                rows:
                  - { id: note, item: text, text: x }

            """)
        #expect(read.located == ["generated-name-clash@1️⃣"])
        #expect(read.messages[0].contains("`DemoData.Type`, which Swift does not allow"))
        #expect(read.diagnostics[0].help == "rename it, for example to `typeOption`")
    }

    @Test func anElementVariableNamedLikeAnImportedTypeIsAnError() {
        let read = ReadScreen(
            """
            screen: Demo
            title: Demo
            data:
              peers: { list: { id: Int, name: String } }
            sections:
              - id: main
                rows:
                  - id: peer
                    forEach: 1️⃣ItemListActionItem in peers
                    item: action
                    title: \\(ItemListActionItem.name)
                    action: openPeer

            """)
        #expect(read.located == ["generated-name-clash@1️⃣"])
        #expect(read.diagnostics[0].help == "rename it, for example to `itemListActionItemElement`")
    }

    /// A reusable text or an app function called by the name of an entry case (a row's id, a section's implicit
    /// header row) would be the case inside the entry's `item(…)`: Swift that does not compile, so an error.
    @Test func aTextOrFunctionNamedLikeAnEntryCaseIsAnError() {
        let read = ReadScreen(
            """
            screen: Archive
            title: Archive
            functions:
              1️⃣noteFormatter: { swift: mainFooter }
            texts:
              2️⃣mainHeader: { text: Chats }
            sections:
              - id: main
                header: { text: { call: mainHeader } }
                footer: { text: { call: noteFormatter } }
                rows:
                  - { id: row, item: text, text: Hello }

            """)
        #expect(read.located == ["generated-name-clash@1️⃣", "generated-name-clash@2️⃣"])
        #expect(read.messages[0].contains("called as `mainFooter`, which is also a case of the generated entry enum"))
        let renamed = ReadScreen(
            """
            screen: Archive
            title: Archive
            functions:
              noteFormatter: { swift: archiveNote }
            texts:
              chatsHeader: { text: Chats }
            sections:
              - id: main
                header: { text: { call: chatsHeader } }
                footer: { text: { call: noteFormatter } }
                rows:
                  - { id: row, item: text, text: Hello }

            """)
        #expect(renamed.located.isEmpty, "\(renamed.messages)")
    }

    @Test func screenNamesEqualUpToCaseAreAnErrorOnTheLaterFile() throws {
        let diagnostics = lintFiles([
            ("A.yaml", screenWithRows("", name: "URLSettings")),
            ("B.yaml", screenWithRows("", name: "UrlSettings")),
            ("C.yaml", screenWithRows("", name: "Other")),
        ])
        #expect(diagnostics.map(\.rule) == [.duplicateScreen])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.span.file == "B.yaml")
        #expect(diagnostic.message == "screen `UrlSettings` differs from screen `URLSettings` in A.yaml only in case")
        #expect(diagnostic.notes.contains("both screens would generate the controller factory `urlSettingsController(context:…)`"))
        #expect(diagnostic.fixIt?.replacement == "UrlSettingsScreen")
        #expect(diagnostic.labels.first?.span.file == "A.yaml")
    }
}
