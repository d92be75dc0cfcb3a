import ScreenDiagnostics
import ScreenIR
import Testing

/// Custom items declared under `items:`: the declaration's checks, and rows checked against it like any row.
@Suite struct CustomItemDeclarationTests {
    static let slider = """
        items:
          slider:
            swift: StorageCacheSizeSliderItem
            module: SettingsUIItems
            parameters:
              - presentationData
              - title: Text
              - value: { bind: Int, key: bind }
              - maximumValue: { type: Int, key: steps, default: 3 }
              - enabled: { type: condition, default: true }
              - mode: { enum: [fine, coarse], default: fine }
              - sectionId
              - updated: { setter: bind }
              - committed: { hook: [Int] }

        """

    func lint(items: String = slider, _ rows: String, state: String = "  'on': true\n  limit: 2\n") -> [Diagnostic] {
        lintFiles([("demo.yaml", items + screenWithRows(rows, state: state))])
    }

    @Test func aRowOfACustomItemDecodesAndItsHookJoinsTheScreensHooks() throws {
        let text = Self.slider + screenWithRows(
            "      - { id: limit, item: slider, title: Limit, bind: limit, steps: 5, mode: coarse, committed: 'done?' }\n",
            state: "  'on': true\n  limit: 2\n")
        let result = ScreenReader.read(bytes(of: text), file: "demo.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.screen)
        let row = screen.sections[0].rows[1]
        #expect(row.phrase == "a slider row")
        #expect(row.itemDescription.module == "SettingsUIItems")
        let hook = try #require(screen.hookSignatures.first)
        #expect(hook.name == "done" && hook.isOptional && hook.payload == [.value(.int)])
    }

    @Test func unknownParametersAndWrongValuesAreReportedAtTheRow() {
        let diagnostics = lint("      - { id: limit, item: slider, title: Limit, bind: limit, stpes: 5, mode: medium }\n")
        let unknown = diagnostics.first { $0.rule == .unknownKey }
        #expect(unknown?.message == "unknown key `stpes` in a slider row")
        #expect(unknown?.help == "did you mean `steps`?")
        #expect(diagnostics.contains { $0.rule == .unknownValue && $0.message.contains("`medium`") })
    }

    @Test func aBindingOfTheWrongTypeIsAMismatch() {
        let diagnostics = lint("      - { id: limit, item: slider, title: Limit, bind: 'on' }\n")
        #expect(diagnostics.map(\.rule).contains(.bindingTypeMismatch))
        let literal = lint("      - { id: limit, item: slider, title: Limit, bind: limit, steps: '\"many\"' }\n")
        #expect(literal.contains { $0.rule == .expressionType && $0.message.contains("`steps` takes an Int") })
    }

    @Test func iconParametersTakeAnIconAndHaveNoDefault() throws {
        let items = "items:\n  badge:\n    swift: BadgeItem\n    module: SettingsUIItems\n"
            + "    parameters: [presentationData, { title: Text }, { icon: 'Icon?' }, sectionId]\n"
        let text = items + screenWithRows(
            "      - { id: b, item: badge, title: New, icon: { itemList: plusIconImage } }\n", state: "  'on': true\n")
        let result = ScreenReader.read(bytes(of: text), file: "demo.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let row = try #require(result.screen?.sections[0].rows[1])
        #expect(row.item.icons.map(\.source) == [.itemList("plusIconImage")])
        let badIcon = lint(items: items, "      - { id: b, item: badge, title: New, icon: { itemList: plusIcon } }\n")
        #expect(badIcon.contains { $0.rule == .unknownValue })
        let withDefault = lint(
            items: "items:\n  badge: { swift: A, module: B, parameters: [{ icon: { type: 'Icon?', default: x } }] }\n", "")
        #expect(withDefault.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("no default") })
    }

    /// Issue 20 ("also found"): an empty `module:` was told to rename it to `_`, which is no module name. A name
    /// with nothing to build a suggestion from gets no suggestion (and no fix-it), and says it is empty.
    @Test func anEmptyNameSuggestsNoUnderscore() throws {
        for module in ["\"\"", "\"-\""] {
            let diagnostics = lint(
                items: "items:\n  custom: { swift: A, module: \(module), parameters: [presentationData] }\n", "")
            let diagnostic = try #require(diagnostics.first { $0.rule == .invalidIdentifier })
            #expect(diagnostic.help?.contains("to `_`") == false, "\(diagnostic.help ?? "")")
            #expect(diagnostic.fixIt == nil)
            if module == "\"\"" { #expect(diagnostic.message == "module is empty") }
        }
        let screenName = lintFiles([("demo.yaml", "screen: \"-\"\ntitle: X\nsections: []\n")])
        let named = try #require(screenName.first { $0.rule == .invalidScreenName })
        #expect(named.fixIt == nil && named.help?.contains("to `_`") == false)
        let fixable = lint(items: "items:\n  custom: { swift: A, module: my-items, parameters: [presentationData] }\n", "")
        #expect(fixable.contains { $0.help == "rename it, for example to `myItems`" })
    }

    @Test func declarationsThatCannotBecomeACallAreReported() {
        func declared(_ declaration: String) -> [Diagnostic] {
            lint(items: "items:\n  custom:\n" + declaration, "")
        }
        let redefined = lint(items: "items:\n  peerAction: { swift: A, module: B, parameters: [] }\n", "")
        #expect(redefined.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("redefines") })
        let badSwift = declared("    swift: 2Fast\n    module: B\n    parameters: [presentationData]\n")
        #expect(badSwift.contains { $0.rule == .invalidIdentifier && $0.message.contains("`2Fast`") })
        let badType = declared("    swift: A\n    module: B\n    parameters: [{ title: Txt }]\n")
        #expect(badType.contains { $0.rule == .unknownType && $0.help == "did you mean `Text`?" })
        let badSetter = declared("    swift: A\n    module: B\n    parameters: [{ value: { bind: Int } }, { updated: { setter: vale } }]\n")
        #expect(badSetter.contains { $0.rule == .invalidItemDeclaration && $0.help == "did you mean `value`?" })
        let sameKey = declared("    swift: A\n    module: B\n    parameters: [{ title: Text }, { subtitle: { type: Text, key: title } }]\n")
        #expect(sameKey.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("row key `title`") })
        let rowKey = declared("    swift: A\n    module: B\n    parameters: [{ id: Text }]\n")
        #expect(rowKey.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("every row") })
        let twoValues = declared("    swift: A\n    module: B\n    parameters: [{ done: { hook: [Int, Bool] } }]\n")
        #expect(twoValues.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("at most one") })
        let noDefault = declared("    swift: A\n    module: B\n    parameters: [{ 'on': { type: condition, required: false } }]\n")
        #expect(noDefault.contains { $0.rule == .invalidItemDeclaration && $0.help == "add `default:`" })
        let badFixed = declared("    swift: A\n    module: B\n    parameters: [presentationDate]\n")
        #expect(badFixed.contains { $0.rule == .unknownValue && $0.help == "did you mean `presentationData`?" })
    }
}
