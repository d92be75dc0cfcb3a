@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

@testable import GeneratedScreens

/// A generated screen and its IR side by side: the generated controller (created by `makeGeneratedScreen` with
/// every hook recorded) and the `ScreenState` the runtime advances. Every gesture is performed on both; after each
/// one the driver checks the hooks called, the pushes, the re-emission and the whole screen.
final class ScreenDriver {
    let screen: Screen
    let context: TestAccountContext
    let controller: ItemListController
    /// The navigation stack the controller sits on, as in the app: pushes land here.
    let navigation: NavigationController
    let log: HookLog
    /// The IR state the generated controller is expected to be in.
    private(set) var state: ScreenState
    /// How texts and colours are expected to resolve (follows `updatePresentationData`).
    private(set) var expectations: Expectations
    /// The gestures performed so far, for failure messages.
    private(set) var history: [String] = []
    /// Gestures that wrote a field its current value (the IR state did not change) but still made the generated
    /// screen report `stateUpdated`; checked by `expectNoSpuriousStateUpdates`.
    private(set) var spuriousStateUpdates: [String] = []
    /// The distinct IR states the screen has been in (their descriptions), for coverage checks.
    private(set) var visitedStates: Set<String> = []
    /// What the gestures led to: activations (`action x`, `push Y`), `state change`, or why they were ignored.
    private(set) var outcomes: [String: Int] = [:]
    /// Taps on a locked (or disabled) switch whose `lockedAction` the IR reports but the generated screen did not
    /// call; checked by `expectLockedActionsCalled`.
    private(set) var missedLockedActions: [String] = []

    /// Creates the generated screen `name` with the default state and presentation data.
    convenience init(_ name: String, presentationData: PresentationData = .testDefault) throws {
        let screen = try ScreenCatalog.screen(named: name)
        let context = TestAccountContext(presentationData: presentationData)
        let log = HookLog()
        let created = makeGeneratedScreen(named: name, context: context, record: { log.append($0) })
        let controller = try #require(created as? ItemListController, "makeGeneratedScreen(named: \"\(name)\")")
        self.init(
            screen: screen,
            state: ScreenState(defaultsOf: screen),
            context: context,
            controller: controller,
            log: log
        )
    }

    /// Wraps a controller created elsewhere (for instance with a non-default `initialState`) and the IR state it
    /// should be showing.
    init(screen: Screen, state: ScreenState, context: TestAccountContext, controller: ItemListController, log: HookLog)
    {
        self.screen = screen
        self.context = context
        self.controller = controller
        self.navigation = NavigationController()
        self.log = log
        self.state = state
        self.expectations = Expectations(
            presentationData: context.testSharedContext.currentPresentationData.with { $0 }
        )
        self.visitedStates = [state.description]
        navigation.pushViewController(controller)
    }

    /// The IR rendered for the current state.
    var rendered: RenderedScreen { ScreenRenderer.render(screen, state: state) }

    // MARK: - Comparing

    /// Compares the whole controller with the IR; on a difference records one issue with the screen, the state,
    /// the recent gestures and both sides' rows. Returns whether they matched.
    @discardableResult
    func verify(_ moment: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let expected = rendered
        let mismatches = compare(controller, with: expected, expectations)
        if mismatches.isEmpty { return true }
        Issue.record(
            Comment(rawValue: report(moment, differences: mismatches.lines, expected: expected)),
            sourceLocation: sourceLocation
        )
        return false
    }

    /// A readable failure report.
    func report(_ moment: String, differences: [String], expected: RenderedScreen? = nil) -> String {
        let expected = expected ?? rendered
        var lines = ["\(screen.name.value) — \(moment)", "state: \(state.description)"]
        if !history.isEmpty {
            lines.append("last gestures: " + history.suffix(6).joined(separator: "; "))
        }
        lines.append("differences:")
        lines += differences.map { "  - " + $0 }
        lines.append("IR rows (\(expected.rows.count)):")
        lines += expected.rows.enumerated().map { "  \($0.offset): " + describe($0.element, expectations) }
        let items = controller.currentItems
        lines.append("generated items (\(items.count)):")
        lines += items.enumerated().map { "  \($0.offset): " + stubDescription(of: $0.element) }
        return lines.joined(separator: "\n")
    }

    // MARK: - Presentation data

    /// Pushes new presentation data through the account context, as the app does on a theme or language change.
    func updatePresentationData(_ presentationData: PresentationData) {
        context.updatePresentationData(presentationData)
        expectations = Expectations(presentationData: presentationData)
        history.append("updatePresentationData")
    }

    // MARK: - Gestures

    /// The interaction the runtime performs for `gesture`, given the screen as rendered before it.
    func interaction(for gesture: Gesture, in rendered: RenderedScreen) -> Interaction {
        switch gesture {
        case .toggleSwitch(let row): return .toggleSwitch(row: row)
        case .tapRow(let row): return .tapRow(row: row)
        case .tapSubItem(let row, let index):
            guard case .expandableSwitch(let item)? = rendered.row(stableID: row)?.content,
                item.subItems.indices.contains(index)
            else {
                return .toggleSubItem(row: row, subItem: "<sub-item \(index)>")
            }
            return .toggleSubItem(row: row, subItem: item.subItems[index].id)
        case .editText(let row, let text): return .editText(row: row, text: text)
        case .submitInput(let row): return .submitInput(row: row)
        case .closeInfo(let row): return .closeInfo(row: row)
        case .selectSegment(let index): return .selectTitleSegment(index)
        case .tapNavigationButton(let position): return .tapNavigationButton(position)
        case .tapToolbarAction(let index): return .tapToolbarAction(index)
        }
    }

    /// Performs `gesture` on both sides and checks everything that follows from it:
    /// - the hooks: an external action or push the runtime reports ⇔ exactly that `HookCall`; `.stateUpdated`
    ///   exactly when the state changed (a write of an unchanged value is kept in `spuriousStateUpdates`);
    ///   nothing at all for ignored gestures (hidden, disabled, locked without action, too long, no action);
    /// - a push also puts the pushed screen's controller on the navigation stub, showing that screen's defaults;
    /// - the controller re-emits exactly when the state changed;
    /// - the whole screen equals the IR for the new state.
    ///
    /// Returns whether everything matched (a walk stops at the first difference: later steps would only repeat it).
    @discardableResult
    func perform(_ gesture: Gesture, _ moment: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool
    {
        let before = rendered
        let outcome = try InteractionHandler.perform(interaction(for: gesture, in: before), in: screen, state: state)
        let mark = log.calls.count
        let pushesBefore = controller.pushedControllers.count
        let emissionsBefore = controller.emissionCount

        var problems: [String] = []
        performGenerated(gesture, before: before, runtimeAccepted: outcome.ignored == nil, problems: &problems)

        let oldState = state
        state = outcome.state
        history.append(gesture.description)
        let stateChanged = oldState != state
        visitedStates.insert(state.description)
        let outcomeName =
            outcome.activation != .none
            ? outcome.activation.description
            : stateChanged ? "state change" : "ignored: \(outcome.ignored?.description ?? "unchanged")"
        outcomes[outcomeName, default: 0] += 1
        let calls = log.calls(since: mark)

        // A gesture that changes the state reports it first: a hook it activates is then a control's `change` hook,
        // which is called after the state changed.
        var expectedCalls: [HookCall] = stateChanged ? [.stateUpdated] : []
        switch outcome.activation {
        case .hook(let hook): expectedCalls.append(.external(hook.name))
        case .push(let target): expectedCalls.append(.push(target))
        case .none: break
        }
        let isUnchangedWrite = outcome.ignored == nil && outcome.activation == .none && !stateChanged
        if isUnchangedWrite && calls == [.stateUpdated] {
            spuriousStateUpdates.append("\(moment): \(gesture) in state \(oldState.description)")
        } else if isMissedLockedAction(gesture, before: before, outcome: outcome, calls: calls) {
            missedLockedActions.append(
                "\(moment): \(gesture) in state \(oldState.description): IR \(outcome.activation), generated \(calls)"
            )
        } else if calls != expectedCalls {
            let why = outcome.ignored.map { " (the runtime ignores it: \($0))" } ?? ""
            problems.append("hook calls: generated \(calls), IR \(expectedCalls)\(why)")
        }

        let pushes = controller.pushedControllers.count - pushesBefore
        if case .push(let target) = outcome.activation {
            if pushes != 1 {
                problems.append("pushed \(pushes) controllers, IR pushes \(target)")
            } else {
                let pushed = controller.pushedControllers[pushesBefore]
                if navigation.viewControllers.count != 2 || navigation.topViewController !== pushed {
                    problems.append("the pushed \(target) is not on top of the navigation stack")
                }
                problems += checkPushed(pushed, target: target)
                navigation.popViewController(animated: false)  // back to the screen under test
            }
        } else if pushes != 0 {
            problems.append("pushed \(pushes) controllers, IR pushes none")
        }
        if navigation.topViewController !== controller {
            problems.append("the screen under test is no longer on top of the navigation stack")
        }

        let emissions = controller.emissionCount - emissionsBefore
        if emissions != (stateChanged ? 1 : 0) {
            problems.append(
                "the controller emitted \(emissions) new states; the IR state \(stateChanged ? "changed" : "did not change")"
            )
        }

        let expected = rendered
        problems += compare(controller, with: expected, expectations).lines
        guard problems.isEmpty else {
            let outcomeText =
                "IR outcome: activation \(outcome.activation), ignored \(outcome.ignored.map(\.description) ?? "no")"
            Issue.record(
                Comment(
                    rawValue: report("\(moment): \(gesture)\n\(outcomeText)", differences: problems, expected: expected)
                ),
                sourceLocation: sourceLocation
            )
            return false
        }
        return true
    }

    /// Whether the gesture tapped a locked or disabled switch, the IR reports the switch's `lockedAction`, and the
    /// generated screen called nothing.
    private func isMissedLockedAction(
        _ gesture: Gesture,
        before: RenderedScreen,
        outcome: InteractionOutcome,
        calls: [HookCall]
    ) -> Bool {
        guard case .toggleSwitch(let row) = gesture, case .switch(let item)? = before.row(stableID: row)?.content,
            let lockedAction = item.lockedAction, outcome.activation == ActivationResult(lockedAction)
        else { return false }
        return calls.isEmpty
    }

    /// The pushed controller must be the generated controller of `target`, showing its defaults.
    private func checkPushed(_ pushed: ViewController, target: String) -> [String] {
        guard let pushed = pushed as? ItemListController else {
            return ["pushed a \(type(of: pushed)), not the generated ItemListController of \(target)"]
        }
        do {
            let targetScreen = try ScreenCatalog.screen(named: target)
            let expected = ScreenRenderer.render(targetScreen, state: ScreenState(defaultsOf: targetScreen))
            return compare(pushed, with: expected, expectations).lines.map { "pushed \(target): \($0)" }
        } catch {
            return ["pushed \(target): \(error)"]
        }
    }

    /// Performs `gesture` on the generated controller as ItemListUI would: through the stubs' `simulate…`
    /// helpers, which call the item's closures only when ItemListUI's item node would (`enabled`, `displayLocked`,
    /// `selectable`, sub-item `isEnabled`). Text edits call `textUpdated` only when the runtime accepts the edit:
    /// ItemListUI's text fields enforce `maxLength` themselves, so the closure never sees a longer text.
    private func performGenerated(
        _ gesture: Gesture,
        before: RenderedScreen,
        runtimeAccepted: Bool,
        problems: inout [String]
    ) {
        func item(_ row: RowID) -> ListViewItem? {
            guard let index = before.rows.firstIndex(where: { $0.stableID == row }) else {
                problems.append("row \(row) is not shown, so it cannot be used")
                return nil
            }
            let items = controller.currentItems
            guard items.indices.contains(index) else {
                problems.append("the generated screen has no item \(index) for row \(row)")
                return nil
            }
            return items[index]
        }
        func wrongItem(_ item: ListViewItem, _ what: String) {
            problems.append("\(gesture) needs \(what), the generated item is a \(type(of: item))")
        }

        switch gesture {
        case .toggleSwitch(let row):
            guard let item = item(row) else { return }
            if let item = item as? ItemListSwitchItem {
                item.simulateToggle()
            } else if let item = item as? ItemListExpandableSwitchItem {
                item.simulateToggle()
            } else {
                wrongItem(item, "a switch")
            }
        case .tapRow(let row):
            item(row)?.simulateTap()
        case .tapSubItem(let row, let index):
            guard let item = item(row) else { return }
            guard let item = item as? ItemListExpandableSwitchItem else {
                return wrongItem(item, "an expandable switch")
            }
            guard item.subItems.indices.contains(index) else {
                return problems.append("the generated expandable switch has no sub-item \(index)")
            }
            item.simulateSubItemTap(id: item.subItems[index].id)
        case .editText(let row, let text):
            guard let item = item(row) else { return }
            if let item = item as? ItemListSingleLineInputItem {
                if runtimeAccepted { item.textUpdated(text) }
            } else if let item = item as? ItemListMultilineInputItem {
                if runtimeAccepted { item.textUpdated(text) }
            } else {
                wrongItem(item, "a text input")
            }
        case .submitInput(let row):
            guard let item = item(row) else { return }
            guard let item = item as? ItemListSingleLineInputItem else { return wrongItem(item, "a single-line input") }
            item.simulateReturnKey()
        case .closeInfo(let row):
            guard let item = item(row) else { return }
            guard let item = item as? InfoListItem else { return wrongItem(item, "an info item") }
            item.simulateClose()
        case .selectSegment(let index):
            guard let change = controller.titleControlValueChanged else {
                return problems.append("the generated controller has no titleControlValueChanged")
            }
            change(index)
        case .tapNavigationButton(let position):
            let state = controller.currentControllerState
            let button: ItemListNavigationButton? =
                switch position {
                case .left: state?.leftNavigationButton
                case .secondaryRight: state?.secondaryRightNavigationButton
                case .right: state?.rightNavigationButton
                }
            guard let button else { return problems.append("the generated controller has no \(position) button") }
            button.simulateTap()
        case .tapToolbarAction(let index):
            guard let toolbar = controller.currentNodeState?.toolbarItem else {
                return problems.append("the generated controller has no toolbar")
            }
            toolbar.simulateTap(actionAt: index)
        }
    }
}

/// Every tap on a locked (or disabled) switch with a `lockedAction` must call that hook (ItemListUI calls
/// `activatedWhileDisabled` for such taps, not `updated`).
func expectLockedActionsCalled(_ driver: ScreenDriver, sourceLocation: SourceLocation = #_sourceLocation) {
    expectLockedActionsCalled(
        missed: driver.missedLockedActions,
        screen: driver.screen.name.value,
        sourceLocation: sourceLocation
    )
}

/// `expectLockedActionsCalled` for taps collected from several drivers.
func expectLockedActionsCalled(missed: [String], screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard !missed.isEmpty else { return }
    Issue.record(
        "\(screen): a locked switch's lockedAction was not called, \(missed.count) times; first: \(missed[0])",
        sourceLocation: sourceLocation
    )
}

/// Every gesture that wrote a field its current value must not make the screen report `stateUpdated`: the
/// screen's contract is that `stateUpdated` accompanies a change of state.
func expectNoSpuriousStateUpdates(_ driver: ScreenDriver, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        driver.spuriousStateUpdates.isEmpty,
        """
        \(driver.screen.name.value): stateUpdated was reported although the state did not change, \
        \(driver.spuriousStateUpdates.count) times; first: \(driver.spuriousStateUpdates.first ?? "")
        """,
        sourceLocation: sourceLocation
    )
}
