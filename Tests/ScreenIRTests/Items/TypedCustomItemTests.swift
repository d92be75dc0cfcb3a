import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import Testing

/// Custom items whose parameters have the app's types: typed keys (expressions of `Int64`, `Double`, optionals,
/// declared types), the environment's values, bindings to app data with their `change` hooks, `push:` / `set:`, an
/// item of the module being compiled, and removable items — decoded, and checked where they are declared and used.
@Suite struct TypedCustomItemTests {
    static let declarations = """
        types:
          Preset: { module: StorageKit, cases: [day, week, never] }
          Usage: { module: StorageKit, members: { bytes: Int64, share: Double } }
          Handle: { module: StorageKit, equatable: false }
        items:
          summary:
            swift: UsageItem
            module: StorageKit
            parameters:
              - theme
              - strings
              - title: Text
              - bytes: Int64
              - share: { type: Double, default: 0 }
              - preset: Preset?
              - sectionId
              - action: action
          picker:
            swift: PresetPicker
            parameters:
              - presentationData
              - value: { bind: Preset, key: bind }
              - sectionId
              - updated: { setter: bind }
          removable:
            swift: BrowserItem
            module: StorageKit
            parameters:
              - context
              - id: { type: String, key: browserId }
              - title: Text
              - editing: { editing: BrowserItemEditing, id: browserId, fixed: { reorderable: false } }
              - setItemWithRevealedOptions: { revealOptions: browserId }
              - removeItem: { remove: [String] }

        """

    static let data = """
        data:
          usage: { type: Usage, sample: { bytes: 5000000000, share: 0.5 } }
          preset: { type: Preset?, sample: week }
          keep: { type: Preset, sample: day }
          browsers:
            list: { id: String, title: String }
            sample: [{ id: a, title: A }]

        """

    /// The screen and its errors (warnings about fields the rows leave unused are beside the point).
    func read(_ rows: String, state: String = "  on: true\n  count: 1\n") -> (Screen?, [Diagnostic]) {
        let text = Self.declarations + Self.data + screenWithRows(rows, state: state)
        let results = [ScreenReader.read(bytes(of: text), file: "demo.yaml")]
        let screens = results.compactMap(\.screen)
        let diagnostics = (results.flatMap(\.diagnostics) + ProjectValidator.validate(screens)).sorted()
        return (screens.first, diagnostics.filter { $0.severity == .error })
    }

    @Test func typedKeysTakeExpressionsOfTheirTypes() throws {
        let (screen, diagnostics) = read(
            "      - { id: s, item: summary, title: Usage, bytes: usage.bytes, share: usage.share, preset: preset }\n"
                + "      - { id: t, item: summary, title: Empty, bytes: 0 }\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let row = try #require(screen?.sections[0].rows[1])
        guard case .described(let item) = row.item else { Issue.record("not described"); return }
        #expect(item.description.module == "StorageKit")
        guard case .value(let type)? = item.description.key(named: "bytes")?.kind else {
            Issue.record("`bytes` is not typed")
            return
        }
        #expect(type.expressionType == .int64 && item.description.key(named: "bytes")?.isRequired == true)
        #expect(item.description.key(named: "preset")?.isRequired == false, "an optional type may be left out")
        let environment = item.description.parameters.prefix(2).map(\.source)
        #expect(environment == [.environment(.theme), .environment(.strings)])
    }

    @Test func aValueOfAnotherTypeIsReportedAtTheValue() {
        let (_, diagnostics) = read(
            "      - { id: s, item: summary, title: Usage, bytes: count, preset: keep }\n"
                + "      - { id: t, item: summary, title: Usage, bytes: 1, preset: .weekly }\n")
        let mismatch = diagnostics.first { $0.rule == .expressionType }
        #expect(mismatch?.message == "`bytes` takes an Int64, but `count` is an Int")
        #expect(mismatch?.help == "convert it: `Int64(count)`")
        #expect(mismatch?.span.start.line == 54)
        #expect(diagnostics.contains { $0.rule == .unknownEnumCase && $0.help == "did you mean `.week`?" })
        #expect(!diagnostics.contains { $0.message.contains("`preset` takes") }, "a Preset fits a `Preset?`")
    }

    @Test func aBoundValueMayBeAppDataAndReportsThroughItsChangeHook() throws {
        let (screen, diagnostics) = read("      - { id: p, item: picker, bind: keep }\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let hook = try #require(screen?.hookSignatures.first)
        #expect(hook.name == "updateKeep" && !hook.isOptional)
        #expect(hook.payload == [.value(.enumeration(name: "Preset", cases: EnumCases(["day", "week", "never"])))])
        let (renamed, _) = read("      - { id: p, item: picker, bind: keep, change: savePreset? }\n")
        #expect(renamed?.hookSignatures.map(\.name) == ["savePreset"])
        let (_, wrong) = read("      - { id: p, item: picker, bind: preset }\n")
        #expect(wrong.contains { $0.rule == .bindingTypeMismatch })
    }

    @Test func theFirstActionKeyAlsoTakesPushAndSet() throws {
        let (screen, diagnostics) = read(
            "      - { id: s, item: summary, title: Usage, bytes: 1, push: Demo }\n"
                + "      - { id: t, item: summary, title: Usage, bytes: 1, set: { count: 2 } }\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let rows = try #require(screen?.sections[0].rows)
        #expect(rows[1].item.actionTarget == .push(ScreenPush(screen: Located("Demo", span: rows[1].item.actionTarget!.span))))
        #expect(rows[2].item.actionTarget?.stateUpdate != nil)
        #expect(screen?.hasStateUpdates == true)
        let (_, both) = read("      - { id: s, item: summary, title: Usage, bytes: 1, push: Demo, action: open }\n")
        #expect(both.contains { $0.rule == .conflictingKeys })
        let (_, unknown) = read("      - { id: s, item: summary, title: Usage, bytes: 1, push: Nowhere }\n")
        #expect(unknown.contains { $0.rule == .unknownPushTarget })
    }

    @Test func aRemovableItemKeepsItsRevealedRowInAStateFieldOfItsIdType() throws {
        let (screen, diagnostics) = read(
            "      - { id: browser, forEach: b in browsers, item: removable, browserId: b.id, title: '\\\\(b.title)', "
                + "editing: on, remove: removeBrowser }\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let field = try #require(screen?.state.last)
        #expect(field.name.value == "browserWithRevealedOptions" && field.type == .optional(.string) && field.isGenerated)
        #expect(screen?.hookSignatures.first?.name == "removeBrowser")
        let (notRemovable, _) = read("      - { id: browser, item: removable, browserId: '\"x\"', title: X }\n")
        #expect(notRemovable?.state.contains { $0.isGenerated } == false, "a row without `remove` reveals nothing")
        let (_, taken) = read(
            "      - { id: browser, item: removable, browserId: '\"x\"', title: X, remove: gone }\n",
            state: "  on: true\n  browserWithRevealedOptions: \"\"\n")
        #expect(taken.contains { $0.rule == .duplicateID && $0.message.contains("the removable row `browser`") })
        let (_, member) = read(
            "      - { id: browser, item: removable, browserId: '\"x\"', title: X, remove: setBrowserWithRevealedOptions }\n")
        #expect(member.contains { $0.rule == .invalidActionName && $0.message.contains("is reserved") })
        let (_, context) = read("      - { id: browser, item: removable, browserId: '\"x\"', title: X, remove: context }\n")
        #expect(context.contains { $0.rule == .invalidActionName }, "the arguments class keeps the item's `context`")
    }

    @Test func declarationsThatCannotBecomeACallAreReportedWhereTheyAreWritten() {
        func declared(_ parameters: String) -> [Diagnostic] {
            let text = "types:\n  Handle: { equatable: false }\n  Preset: { cases: [a] }\n"
                + "items:\n  custom:\n    swift: A\n    parameters: \(parameters)\n" + screenWithRows("")
            return ScreenReader.read(bytes(of: text), file: "demo.yaml").diagnostics
        }
        let unknown = declared("[{ size: Int46 }]")
        #expect(unknown.contains { $0.rule == .unknownType && $0.help == "did you mean `Int64`?" })
        #expect(unknown.first?.span.start.line == 7)
        let carried = declared("[{ handle: Handle }]")
        #expect(carried.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("`equatable: false`") })
        let optional = declared("[{ size: { type: Int64, required: false } }]")
        #expect(optional.contains { $0.help == "add `default:`, or make the type optional (`Int64?`) if the initializer takes `nil`" })
        let noRemove = declared("[{ id: { type: String, key: itemId } }, { editing: { editing: E, id: itemId } }]")
        #expect(noRemove.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("needs a `remove` parameter") })
        let noID = declared("[{ editing: { editing: E, id: nope } }, { remove: { remove: [] } }]")
        #expect(noID.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("`nope` is no typed key") })
        let twoIDs = declared(
            "[{ a: { type: String, key: a } }, { b: { type: String, key: b } }, { editing: { editing: E, id: a } }, "
                + "{ reveal: { revealOptions: b } }, { remove: { remove: [] } }]")
        #expect(twoIDs.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("by `a` and by `b`") })
        let twoLabels = declared("[theme, { theme: PresentationTheme }]")
        #expect(twoLabels.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("two parameters labelled") })
        let clash = declared("[{ open: action }, { push: Text }]")
        #expect(clash.contains { $0.rule == .invalidItemDeclaration && $0.message.contains("`push` is the row key") })
        let objectDefault = declared("[{ preset: { type: Preset, default: a } }]")
        #expect(objectDefault.isEmpty, "\(objectDefault.map(\.message))")
    }

    @Test func aRowOfAFailedDeclarationIsNotAlsoAnUnknownKind() {
        let text = "items:\n  broken:\n    swift: A\n    parameters: [{ size: Int46 }]\n"
            + screenWithRows("      - { id: b, item: broken, size: 1 }\n")
        let diagnostics = ScreenReader.read(bytes(of: text), file: "demo.yaml").diagnostics
        #expect(diagnostics.map(\.rule) == [.unknownType])
    }
}
