import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencTestSupport
import Testing

/// Random app data (lists with random ids, optionals, enums), state and parameters for the live screen, and random
/// interactions on it, with a fixed seed. The expectations are computed independently of the renderer: conditions
/// through `ExpressionEvaluator` over a dictionary with the named conditions and the element added.
@Suite struct LiveRenderPropertyTests {
    static let states = 300
    static let interactionSteps = 600
    let screen = LiveScreen.screen

    @Test func instancesAreTheVisibleElementsInListOrderWithUniqueIDs() throws {
        var generator = SeededGenerator(seed: 0x11F3)
        let entries = ScreenEntries(screen).entries
        for _ in 0..<Self.states {
            let state = try RandomValues.state(ScreenState(defaultsOf: screen), using: &generator)
            let rendered = ScreenRenderer.render(screen, state: state)
            #expect(rendered == ScreenRenderer.render(screen, state: state), "render is deterministic")
            let rows = rendered.rows
            #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.sortKey < $1.sortKey }, "rows ascend")
            #expect(Set(rows.map(\.stableID)).count == rows.count, "ids are unique")
            #expect(rendered.rowCount == rows.count)
            for row in rows {
                #expect(rendered.row(stableID: row.stableID) == row)
            }

            let oracle = ConditionOracle(screen: screen, state: state)
            let elements = state.elements("blockedPeers") ?? []
            #expect(rows.map(\.stableID) == oracle.shownRows(entries), "\(state)")

            for row in rows {
                guard let element = row.element else { continue }
                #expect(elements.indices.contains(element.index) && elements[element.index] == element.value)
                #expect(row.stableID.element == element.id)
                if case .disclosure(let item) = row.content, case .record(let fields) = element.value {
                    #expect(
                        item.title
                            == DisplayText(
                                .literal(fields["name"].map(ConditionContext.interpolation) ?? ""),
                                span: IR.span
                            )
                    )
                }
            }
            let title =
                oracle.holds(IR.expression("category == .groups"))
                ? "Groups · \(elements.count)" : "Blocked Users"
            #expect(rendered.title == .text(DisplayText(.literal(title), span: IR.span)))
            #expect(rendered.animateChanges == (state.bool("saving") == false))
        }
    }

    @Test func randomInteractionsKeepTheStateWellTypedAndDataBoundControlsOnlyAsk() throws {
        var generator = SeededGenerator(seed: 7)
        var state = try RandomValues.state(ScreenState(defaultsOf: screen), using: &generator)
        var counts: [String: Int] = [:]
        for step in 0..<Self.interactionSteps {
            if step % 50 == 0 { state = try RandomValues.state(state, using: &generator) }
            let rendered = ScreenRenderer.render(screen, state: state)
            let interaction = randomInteraction(rendered, using: &generator)
            let outcome: InteractionOutcome
            do {
                outcome = try InteractionHandler.perform(interaction, in: screen, state: state)
            } catch {
                // No variant of the right button holds in this state; anything else is a failure.
                guard case .noNavigationButton = error else { throw error }
                continue
            }
            if outcome.ignored != nil {
                #expect(outcome.state == state, "\(interaction) was ignored but changed the state")
                #expect(outcome.activation == .none && outcome.dataChange == nil)
            }
            var next = outcome.state
            if let change = outcome.dataChange {
                // Only a switch flipped under the finger shows the value asked for, until the data emits again.
                var shown = state
                if outcome.showsDataChange { try shown.apply(change) }
                #expect(outcome.state == shown, "a data-bound control wrote: \(interaction)")
                #expect(outcome.activation.hook?.payload.last == change.value, "the hook gets the value asked for")
                try next.apply(change)
                counts["data", default: 0] += 1
            }
            if let hook = outcome.activation.hook, let row = interaction.rowStableID, row.element != nil {
                #expect(hook.payload.first == rendered.row(stableID: row)?.element?.value, "the element comes first")
                counts["element hook", default: 0] += 1
            }
            for field in next.fields {
                #expect(try next.setting(field.name, to: next[field.name]!) == next, "\(field.name) keeps its type")
            }
            state = next
        }
        #expect(counts["data", default: 0] > 20 && counts["element hook", default: 0] > 20, "\(counts)")
    }

    private func randomInteraction(_ rendered: RenderedScreen, using generator: inout SeededGenerator) -> Interaction {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return .tapNavigationButton(.right)
        case 1: return .tapToolbarAction(0)
        case 2: return .didAppear(firstTime: Bool.random(using: &generator))
        default: break
        }
        guard let row = rendered.rows.randomElement(using: &generator) else { return .willDisappear(animated: true) }
        switch row.content {
        case .switch:
            return Bool.random(using: &generator)
                ? .toggleSwitch(row: row.stableID) : .setSwitch(row: row.stableID, to: Bool.random(using: &generator))
        case .singleLineInput:
            return .editText(row: row.stableID, text: ["", "a", "Ann"].randomElement(using: &generator)!)
        default: return .tapRow(row: row.stableID)
        }
    }
}
