import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencTestSupport
import Testing

/// Random states and random interactions over every example screen, with a fixed seed.
@Suite struct RenderPropertyTests {
    static let statesPerScreen = 300
    static let interactionSteps = 400

    @Test func renderedRowsAreExactlyTheShownRowsInStableIDOrder() throws {
        var generator = SeededGenerator(seed: 0x5C2E_E1C0)
        for screen in try exampleScreens() {
            let entries = ScreenEntries(screen).entries
            for _ in 0..<Self.statesPerScreen {
                let state = try randomState(for: screen, using: &generator)
                let rendered = ScreenRenderer.render(screen, state: state)
                let oracle = ConditionOracle(screen: screen, state: state)

                #expect(rendered == ScreenRenderer.render(screen, state: state), "render is deterministic")

                let rows = rendered.rows
                #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.sortKey < $1.sortKey }, "rows ascend")

                for row in rows {
                    let section = screen.sections[row.sectionIndex]
                    #expect(section.id.value == row.sectionID)
                    #expect(oracle.holds(section.visible), "\(screen.name.value).\(row.rowID)'s section is shown")
                    #expect(entries[row.stableID.position].row.id.value == row.rowID)
                    #expect(entries[row.stableID.position].sectionIndex == row.sectionIndex)
                }

                #expect(rows.map(\.stableID) == oracle.shownRows(entries), "\(screen.name.value) \(state)")

                let shownSections = screen.sections.enumerated().filter { oracle.holds($0.element.visible) }
                #expect(rendered.sections.map(\.sectionIndex) == shownSections.map(\.offset))
                // The first variant whose `when` holds (without `when`: while no row is shown) is the empty state.
                let shownEmpty = screen.emptyStates.first { variant in variant.when.map { oracle.holds($0) } ?? rows.isEmpty }
                #expect((rendered.emptyState != nil) == (shownEmpty?.text != nil))
                #expect(rendered.showsLoadingIndicator == (shownEmpty?.content == .loadingIndicator))
            }
        }
    }

    @Test func randomInteractionsKeepTheStateWellTypedAndIgnoredOnesChangeNothing() throws {
        var generator = SeededGenerator(seed: 42)
        for screen in try exampleScreens() {
            let entries = ScreenEntries(screen).entries
            var state = ScreenState(defaultsOf: screen)
            for _ in 0..<Self.interactionSteps {
                let entry = entries.randomElement(using: &generator)!
                // An instance of a repeated row is addressed by one of its list's elements.
                var element: (variable: String, value: ExpressionValue)?
                var id = entry.stableID
                if let repetition = entry.row.repetition {
                    guard let value = state.elements(repetition.list.value)?.randomElement(using: &generator),
                        case .record(let fields) = value
                    else { continue }
                    element = (repetition.element.value, value)
                    id = RowID(position: entry.position, element: fields["id"])
                }
                let bar = ScreenRenderer.render(screen, state: state).navigationBar
                let interaction = randomInteraction(
                    for: entry, id: id, screen: screen, shownButtons: NavigationButtonPosition.allCases.filter {
                        bar[$0] != nil
                    }, using: &generator)
                let outcome = try InteractionHandler.perform(interaction, in: screen, state: state)
                if outcome.ignored != nil {
                    #expect(outcome.state == state, "\(interaction) was ignored but changed the state")
                    #expect(outcome.activation == .none && outcome.dataChange == nil)
                }
                let oracle = ConditionOracle(screen: screen, state: state)
                if interaction.rowStableID != nil,
                    !(oracle.holds(entry.sectionVisible) && oracle.holds(entry.row.visible, element: element))
                {
                    #expect(outcome.ignored == .hidden)
                }
                state = outcome.state
                if let change = outcome.dataChange { try state.apply(change) }
                for field in state.fields {
                    #expect(try state.setting(field.name, to: state[field.name]!) == state, "\(field.name) keeps its type")
                }
                _ = ScreenRenderer.render(screen, state: state)
            }
        }
    }

    private func randomState(for screen: Screen, using generator: inout SeededGenerator) throws -> ScreenState {
        try RandomValues.state(ScreenState(defaultsOf: screen), using: &generator)
    }

    /// An interaction that applies to the entry's row kind (or a title, bar or toolbar interaction; a tap on one of
    /// the `shownButtons`, since a `set:` can take a button's variants away).
    private func randomInteraction(
        for entry: ScreenEntries.Entry, id: RowID, screen: Screen, shownButtons: [NavigationButtonPosition],
        using generator: inout SeededGenerator
    ) -> Interaction {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0 where !screen.title.texts.isEmpty && screen.title.selectionField != nil:
            let count = screen.title.texts.count - (isTabs(screen.title) ? 1 : 0)
            return .selectTitleSegment(Int.random(in: 0..<count, using: &generator))
        case 1 where !screen.toolbar.isEmpty:
            return .tapToolbarAction(Int.random(in: 0..<screen.toolbar.count, using: &generator))
        case 2:
            if let position = shownButtons.randomElement(using: &generator) { return .tapNavigationButton(position) }
        default:
            break
        }
        switch entry.row.item {
        case .switch:
            return Bool.random(using: &generator) ? .toggleSwitch(row: id) : .setSwitch(row: id, to: Bool.random(using: &generator))
        case .expandableSwitch(let item):
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return .toggleSwitch(row: id)
            case 1: return .tapRow(row: id)
            default: return .toggleSubItem(row: id, subItem: item.subItems.randomElement(using: &generator)!.id.value)
            }
        case .singleLineInput:
            if Bool.random(using: &generator) { return .submitInput(row: id) }
            return .editText(row: id, text: String(repeating: "ab", count: Int.random(in: 0...40, using: &generator)))
        case .multilineInput:
            return .editText(row: id, text: String(repeating: "é", count: Int.random(in: 0...80, using: &generator)))
        case .info:
            return Bool.random(using: &generator) ? .closeInfo(row: id) : .tapRow(row: id)
        default:
            return .tapRow(row: id)
        }
    }

    private func isTabs(_ title: ScreenTitle) -> Bool {
        if case .textWithTabs = title { true } else { false }
    }
}
