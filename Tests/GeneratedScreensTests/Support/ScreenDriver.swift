@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

/// A generated screen and its IR side by side: the generated controller (created by `makeHarnessedScreen` from the
/// runtime's values, its app data fed through a signal the driver controls, every hook recorded with its payload)
/// and the `ScreenState` the runtime advances. Every step — a gesture (`perform`), an app data emission
/// (`emitData`), new presentation data — is made on both; after each one the driver checks the hooks called and
/// what they received, the pushes, the re-emissions, the whole screen and its rows' stable identities.
final class ScreenDriver {
    let screen: Screen
    let context: TestAccountContext
    let controller: ItemListController
    /// The created screen: the controller and its data signal.
    let harnessed: HarnessedScreen
    /// The navigation stack the controller sits on, as in the app, above a root controller (so it can be popped):
    /// pushes land here.
    let navigation: NavigationController
    let log: HookLog
    /// The IR state the generated controller is expected to be in: state, app data (as last emitted) and parameters.
    var state: ScreenState
    /// How texts and colours are expected to resolve (follows `updatePresentationData`).
    private(set) var expectations: Expectations
    /// The steps made so far, for failure messages.
    var history: [String] = []
    /// Gestures that wrote a field its current value (the IR state did not change) but still made the generated
    /// screen report `stateUpdated`; checked by `expectNoSpuriousStateUpdates`.
    var spuriousStateUpdates: [String] = []
    /// The distinct IR states the screen has been in (their descriptions), for coverage checks.
    var visitedStates: Set<String> = []
    /// What the steps led to: activations (`action x`, `push Y`), `state change`, why they were ignored, `data
    /// emission`, `write accepted` / `write rejected`, `state changed through the handle`.
    var outcomes: [String: Int] = [:]
    /// Taps on a locked (or disabled) switch whose `lockedAction` the IR reports but the generated screen did not
    /// call; checked by `expectLockedActionsCalled`.
    var missedLockedActions: [String] = []
    /// Whether the controller appeared before: its next `didAppear` is not the first.
    var hasAppeared = false
    /// Whether scrolling near the list's end calls the `loadMore` hook: the generated controller calls it once, then
    /// not again until its data signal emits.
    var loadMoreArmed = true
    /// The lists a drag under way shows in a temporary order (`reorder: { after: drop }`), as the app last emitted
    /// them; `droppedOriginals` holds them after the drop, until the app answers.
    var dragOriginals: [String: ExpressionValue] = [:]
    var droppedOriginals: [String: ExpressionValue] = [:]
    /// The local state change the next hook call makes through the screen's handle (see `perform`).
    var pendingHandleChange: StateAssignment?
    /// Why a hook could not make `pendingHandleChange` through the handle.
    var handleProblems: [String] = []
    private var identities = StableIdentities()
    /// The emission last verified, with its IR state and rendering: what a screen whose `animateChanges` compares
    /// emissions compares the next one with.
    private var lastVerified: (emission: Int, state: ScreenState, rendered: RenderedScreen)?
    private var shownItems = ShownItems()

    /// Creates the generated screen `name` from `values` (by default the runtime's defaults: state defaults, data
    /// samples, parameter samples or defaults), with the first data as the data signal's current value or, with
    /// `passesInitialData`, as the factory's `initialData:`.
    init(
        _ name: String,
        values: ScreenState? = nil,
        passesInitialData: Bool = false,
        focusOnItemTag: ItemListItemTag? = nil,
        presentationData: PresentationData = .testDefault
    ) throws {
        screen = try ScreenCatalog.screen(named: name)
        state = values ?? ScreenState(defaultsOf: screen)
        context = TestAccountContext(presentationData: presentationData)
        log = HookLog()
        let setup = GeneratedScreenSetup(state, passesInitialData: passesInitialData, focusOnItemTag: focusOnItemTag)
        harnessed = try #require(
            try makeHarnessedScreen(named: name, context: context, setup: setup, log: log),
            "makeHarnessedScreen(named: \"\(name)\")"
        )
        controller = try #require(harnessed.controller as? ItemListController, "\(name) is not an ItemListController")
        navigation = NavigationController()
        navigation.pushViewController(ViewController(navigationBarPresentationData: nil))
        navigation.pushViewController(controller)
        expectations = Expectations(presentationData: presentationData)
        visitedStates = [state.description]
        log.respond = { [weak self] _, handle in
            self?.makePendingHandleChange(through: handle)
        }
    }

    /// The IR rendered for the current state, the app's declared functions computed as the generated code calls them
    /// (with the current presentation data's strings).
    var rendered: RenderedScreen {
        var state = state
        state.functions = settingsModelFunctions(strings: expectations.presentationData.strings)
        return ScreenRenderer.render(screen, state: state)
    }

    // MARK: - Comparing

    /// Compares the whole controller with the IR; on a difference records one issue with the screen, the state,
    /// the recent steps and both sides' rows. Returns whether they matched.
    @discardableResult
    func verify(_ moment: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let expected = comparingEmissions(rendered)
        let problems = check(expected)
        if problems.isEmpty { return true }
        Issue.record(
            Comment(rawValue: report(moment, differences: problems, expected: expected)),
            sourceLocation: sourceLocation
        )
        return false
    }

    /// `expected` with the node state's `animateChanges` of this emission when the screen compares it with the
    /// previous one: computed from the emission verified before when it is the one just before (or none was), the
    /// same as before when no emission happened since; after several unverified emissions the generated value is
    /// taken (the runtime cannot know what was compared).
    func comparingEmissions(_ expected: RenderedScreen) -> RenderedScreen {
        guard screen.presentation.listAnimation != nil else { return expected }
        var expected = expected
        let emission = controller.emissionCount
        switch lastVerified {
        case nil where emission == 1:
            expected.animateChanges = ScreenRenderer.animatesChanges(screen, state: state, rendered: expected, after: nil)
        case let last? where last.emission == emission:
            expected.animateChanges = last.rendered.animateChanges
        case let last? where last.emission + 1 == emission:
            expected.animateChanges = ScreenRenderer.animatesChanges(
                screen, state: state, rendered: expected, after: (last.state, last.rendered))
        default:
            expected.animateChanges = controller.currentNodeState?.animateChanges ?? expected.animateChanges
        }
        lastVerified = (emission, state, expected)
        return expected
    }

    /// The items the list shows now (an unchanged row keeps its earlier item, as in ItemListUI).
    var items: [ListViewItem] { shownItems.items(of: controller) }

    /// The switch at item `index` flipped under the finger (see `ShownItems`).
    func flipSwitch(at index: Int, to value: Bool) {
        _ = items
        shownItems.flipSwitch(at: index, to: value)
    }

    /// Everything that differs between the controller and `expected`: the whole screen, item by item as the list
    /// shows it, and the stable identity of every row, compared with what the generated screen gave the same rows
    /// before.
    func check(_ expected: RenderedScreen) -> [String] {
        var problems = compare(controller, with: expected, expectations, items: items).lines
        // Where each switch stands on screen: a switch flipped under the finger keeps its position until its row
        // gets a new item, whatever the data said since.
        for (index, position) in shownItems.switchPositions().sorted(by: { $0.key < $1.key })
        where expected.rows.indices.contains(index) {
            let row = expected.rows[index]
            let value: Bool? =
                switch row.content {
                case .switch(let item): item.value
                case .expandableSwitch(let item): item.value
                default: nil
                }
            if let value, value != position {
                problems.append("row \(index) `\(row.rowID)`: the switch stands \(position ? "on" : "off") on screen, the IR shows it \(value ? "on" : "off")")
            }
        }
        let entries = controller.currentEntries
        if entries.count == expected.rows.count {
            problems += identities.check(rows: expected.rows.map(\.stableID), ids: entries.map(\.anyId))
        }
        return problems
    }

    /// Records `problems` (if any) as one issue about `moment`; returns whether there were none.
    func record(
        _ problems: [String],
        _ moment: String,
        expected: RenderedScreen? = nil,
        sourceLocation: SourceLocation
    ) -> Bool {
        guard !problems.isEmpty else { return true }
        Issue.record(
            Comment(rawValue: report(moment, differences: problems, expected: expected)),
            sourceLocation: sourceLocation
        )
        return false
    }

    /// A readable failure report.
    func report(_ moment: String, differences: [String], expected: RenderedScreen? = nil) -> String {
        let expected = expected ?? rendered
        var lines = ["\(screen.name.value) — \(moment)", "state: \(state.description)"]
        if !history.isEmpty {
            lines.append("last steps: " + history.suffix(6).joined(separator: "; "))
        }
        lines.append("differences:")
        lines += differences.map { "  - " + $0 }
        lines.append("IR rows (\(expected.rows.count)):")
        lines += expected.rows.enumerated().map { "  \($0.offset): " + describe($0.element, expectations) }
        let items = items
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

    // MARK: - Hook responses

    /// What the app does in a hook: makes `pendingHandleChange`, once, through the screen's handle.
    private func makePendingHandleChange(through handle: AnyScreenHandle) {
        guard let change = pendingHandleChange else { return }
        pendingHandleChange = nil
        do {
            try handle.updateState { $0[change.field] = change.value }
        } catch {
            handleProblems.append("the hook could not set \(change) through the handle: \(error)")
        }
    }
}
