import ScreenExpressions
import ScreenIR
import ScreenRuntime

/// Where an interaction came from, for the status line.
enum ActionSource: Equatable {
    /// A row, by stable id.
    case row(RowID)
    /// A sub-item of an expandable switch.
    case subItem(row: RowID, id: String)
    /// A navigation-bar button.
    case navigation(NavigationButtonPosition)
    /// A toolbar action, by index.
    case toolbar(Int)
    /// The segmented control or tabs of the title.
    case title
    /// The list, scrolled to its end (`loadMore`).
    case listEnd
}

/// The key that activated the focus: some rows treat Space and Enter differently.
enum ActivationKey {
    /// Enter / Return.
    case enter
    /// Space.
    case space
}

extension PreviewModel {
    /// Enter / Space on the focused item.
    ///
    /// - switch: Space or Enter toggles (Enter taps the row when it has an `action:`); expandable switch: Space
    ///   toggles, Enter expands or collapses; a peer row with a switch: Space toggles it (its `toggle` hook), Enter
    ///   taps the row;
    /// - disclosure, action, checkbox, text-with-label and multi-line text with an action: Space or Enter taps;
    /// - single- or multi-line input: Enter starts editing; info: Space or Enter closes it (with links: Enter taps
    ///   them, Space closes);
    /// - text, footer or activity text whose links call a hook: Space or Enter taps the next link;
    /// - a header with an action button: Space or Enter taps the button;
    /// - sub-item: Space or Enter toggles; navigation button and toolbar action: Space or Enter taps;
    /// - `‹ Back`: goes back; a segmented / tabs title: Enter selects the next segment (wrapping).
    mutating func activateFocus(with key: ActivationKey, now: Double) {
        switch focus {
        case nil: return
        case .navigation(.back)?: popPage()
        case .navigation(.title)?: if key == .enter { stepTitleSelection(by: 1, wrapping: true, now: now) }
        case .navigation(let slot)?:
            guard let position = slot.buttonPosition else { return }
            perform(.tapNavigationButton(position), source: .navigation(position), now: now)
        case .toolbar(let index)?: perform(.tapToolbarAction(index), source: .toolbar(index), now: now)
        case .subItem(let row, let id)?:
            perform(.toggleSubItem(row: row, subItem: id), source: .subItem(row: row, id: id), now: now)
        case .row(let id)?: activateRow(id, with: key, now: now)
        }
    }

    private mutating func activateRow(_ id: RowID, with key: ActivationKey, now: Double) {
        guard let row = page.rendered.row(stableID: id) else { return }
        switch row.content {
        case .switch(let item):
            // A switch with a row action: Space toggles, Enter taps the row (its `action:`).
            let tapsRow = key == .enter && item.action != nil
            perform(tapsRow ? .tapRow(row: id) : .toggleSwitch(row: id), source: .row(id), now: now)
        case .expandableSwitch:
            perform(key == .space ? .toggleSwitch(row: id) : .tapRow(row: id), source: .row(id), now: now)
        case .singleLineInput(let item):
            guard key == .enter else { return }
            guard item.enabled else { return report(.disabled, source: .row(id)) }
            editor = InputEditor(row: id, isMultiline: false, cursor: item.text.count)
        case .multilineInput(let item):
            guard key == .enter else { return }
            editor = InputEditor(row: id, isMultiline: true, cursor: item.text.count)
        case .info(let item) where item.linkAction != nil && (key == .enter || item.closeAction == nil):
            tapNextLink(of: row, text: item.text, now: now)
        case .info:
            perform(.closeInfo(row: id), source: .row(id), now: now)
        case .sectionHeader:
            perform(.tapHeaderAction(row: id), source: .row(id), now: now)
        case .text, .activityText:
            guard let text = Self.linkText(of: row.content) else { return }
            tapNextLink(of: row, text: text, now: now)
        case .described(let item) where key == .space && item.peerSwitch != nil:
            togglePeerSwitch(id, item, now: now)
        default:
            perform(.tapRow(row: id), source: .row(id), now: now)
        }
    }

    /// `[` / `]`, ← / → on a focused title, Enter on it: moves the segmented control's or tabs' selection.
    mutating func stepTitleSelection(by delta: Int, wrapping: Bool, now: Double) {
        let title = page.rendered.title
        let count = title.choices.count
        guard count > 0, let current = title.selectedIndex else { return }
        let clamped = min(max(current, 0), count - 1)
        let next = wrapping ? ((clamped + delta) % count + count) % count : min(max(clamped + delta, 0), count - 1)
        guard next != current else { return }
        perform(.selectTitleSegment(next), source: .title, now: now)
    }

    /// Performs an interaction through `InteractionHandler` and reports it: the new state is applied (with change
    /// marks), a hook call goes to the status line with its payload (after the fields a `set:` wrote), a push opens
    /// the screen.
    ///
    /// A control bound to app data changes nothing itself: it asks the app to write the value (`dataChange`). The
    /// preview's app applies the write when it accepts writes (`acceptsWrites`), as an app that persists the value
    /// and re-emits its data would — the row then shows the new value — and drops it otherwise, as an app that
    /// rejects the change: the row keeps its value. A switch that flips under the finger shows the new value at
    /// once; rejected, the app re-emits the old value and the switch flips back. A switch whose change the app
    /// intercepts (`interactive: false`) does not flip: the app decides (an alert first), so the preview's app
    /// writes nothing — change the data in the panel to answer. The status line says which.
    mutating func perform(_ interaction: Interaction, source: ActionSource, now: Double) {
        let outcome: InteractionOutcome
        do {
            outcome = try InteractionHandler.perform(interaction, in: page.screen, state: page.state)
        } catch {
            status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            return
        }
        complete(interaction, with: outcome, source: source, now: now)
    }

    /// Applies what an interaction did and says so in the status line (see `perform`): also for each edit of an
    /// input, whose `change:` hook gets the new text and whose write to app data the app accepts or rejects.
    mutating func complete(_ interaction: Interaction, with outcome: InteractionOutcome, source: ActionSource, now: Double) {
        if let reason = outcome.ignored { return report(reason, source: source) }
        // The element type of the row acted on, for the payload (read before the row may disappear).
        let record = interaction.rowStableID.flatMap { page.rendered.row(stableID: $0)?.element }
            .flatMap { page.state.recordType(of: $0.list) }
        var state = outcome.state
        var write: String?
        if let change = outcome.dataChange {
            let intercepted = interaction.rowStableID.flatMap { page.rendered.row(stableID: $0) }?.content
                .isInterceptingSwitch ?? false
            do {
                if intercepted {
                    write = "intercepted: the switch waits for the app's data"
                } else if acceptsWrites {
                    try state.apply(change)
                    write = "app writes \(Self.target(of: change))"
                } else if outcome.showsDataChange, let drag = page.drag, drag.list == change.field {
                    // The app re-emits its data unchanged: the list dragged into a new order shows the old one.
                    try state.apply(DataChange(field: change.field, value: drag.original))
                    write = "rejected: the app re-emits \(change.field) in its old order"
                } else if outcome.showsDataChange, case .bool(let value) = change.value {
                    // The app re-emits its data unchanged: the switch that flipped under the finger flips back.
                    var old = change
                    old.value = .bool(!value)
                    try state.apply(old)
                    write = "rejected: the app re-emits \(Self.target(of: change)) = \(!value)"
                } else {
                    write = "rejected"
                }
            } catch {
                write = "✗ \(error.description)"
            }
        }
        var described: [String: Set<ExpressionValue>] = [:]
        if let change = outcome.dataChange, let element = change.element { described[change.field] = [element.id] }
        // What a `set:` wrote, named before the hook it then calls: `set editing = false, then saveChanges()`.
        let writes =
            outcome.stateWrites.isEmpty ? nil : "set " + outcome.stateWrites.map(\.description).joined(separator: ", ")
        // Named as it was shown when the user acted on it: a `set:` may change a button's title.
        let origin = label(of: source)
        apply(state, actedOn: interaction.rowStableID, now: now, described: described)
        switch outcome.activation {
        case .none:
            if let text = write ?? writes { status = PreviewStatus(kind: .call, message: "→ \(text) · \(origin)") }
        case .hook(let hook):
            let call = Self.callText(hook, record: record) + (write.map { " — " + $0 } ?? "")
            let text = writes.map { "\($0), then \(call)" } ?? call
            status = PreviewStatus(kind: .call, message: "→ \(text) · \(origin)")
        case .push(let name, let parameters): push(name, parameters: parameters, from: source)
        }
    }

    /// What a data change writes: `autoplayGifs`, `blockedPeers[#2].muted`.
    static func target(of change: DataChange) -> String {
        guard let element = change.element else { return change.field }
        return "\(change.field)[\(ValueText.id(element.id))].\(element.field)"
    }

    /// Reports an interaction that did nothing.
    func describeIgnored(_ reason: IgnoredReason, source: ActionSource) -> PreviewStatus {
        PreviewStatus(kind: .ignored, message: "· \(label(of: source)): \(reason)")
    }

    /// Sets the status to the reason an interaction did nothing.
    mutating func report(_ reason: IgnoredReason, source: ActionSource) {
        status = describeIgnored(reason, source: source)
    }

    /// Replaces the state, re-renders, marks the rows that appeared or changed (except `actedOn`, the row the
    /// user touched, which shows its own change) and the rows in `moved`, and moves the focus off rows that
    /// disappeared. A screen whose `animateChanges` is false in the new state (or, for `{ whenChanged: }` and
    /// `{ unlessShrinking: true }`, compared with the state before) gets no marks: ItemListUI does not animate its
    /// changes. Returns the rows that appeared or changed, in display order.
    ///
    /// Only the rows that read something that changed are evaluated again (`RowDependencies`); `described` says, for
    /// list fields, which elements have a new value (added ones included), so that the other elements' rows of a long
    /// list are kept as they were — without it a changed list re-renders all its rows.
    @discardableResult
    mutating func apply(
        _ state: ScreenState,
        actedOn: RowID?,
        now: Double,
        moved: [RowID] = [],
        described: [String: Set<ExpressionValue>] = [:]
    ) -> [RowID] {
        let change = StateChange(from: page.state, to: state, described: described)
        guard !change.isEmpty else { return [] }
        let before = page.rendered
        let stateBefore = page.state
        let unchanged = page.dependencies().unchangedRows(by: change)
        let isUnchanged = { (id: RowID) in unchanged.contains(id) }
        page.state = state
        page.rendered = ScreenRenderer.render(
            page.screen, state: state, reusing: before, unchanged: isUnchanged, strings: stringsLookup)
        page.rendered.animateChanges = ScreenRenderer.animatesChanges(
            page.screen, state: state, rendered: page.rendered, after: (stateBefore, before))
        page.changes = page.changes.filter { now - $0.value < changeMarkDuration }
        let changed = page.rendered.rowsChanged(since: before, skipping: isUnchanged)
        if page.rendered.animateChanges {
            for id in changed where id != actedOn {
                page.changes[id] = now
            }
            for id in moved where page.rendered.row(stableID: id) != nil {
                page.changes[id] = now
            }
        }
        if let editor, page.rendered.row(stableID: editor.row) == nil { self.editor = nil }
        recoverFocus()
        return changed
    }

    /// Pushes the screen `name` with its default state (its own samples) and the values `parameters` gives its
    /// parameters, or reports that it was not loaded. The screen covered gets `willDisappear` and `didDisappear`, the
    /// pushed one `didAppear(true)`.
    private mutating func push(_ name: String, parameters: [String: ExpressionValue], from source: ActionSource) {
        let origin = label(of: source)
        guard let screen = loader(name) else {
            let reason = whyNotLoaded(name) ?? "screen not loaded"
            status = PreviewStatus(kind: .problem, message: "✗ push \(name): \(reason) · \(origin)")
            return
        }
        let back = page.rendered.navigationBar.back.map(text) ?? "Back"
        var calls = lifecycleCalls(Self.disappearing)
        var state = ScreenState(defaultsOf: screen)
        // A value the pushed screen does not take (its file changed since this screen was linted) is left out.
        for (parameter, value) in parameters.sorted(by: { $0.key < $1.key }) {
            state = (try? state.setting(parameter, to: value)) ?? state
        }
        pages.append(PreviewPage(screen: screen, state: state, backTitle: back, strings: stringsLookup))
        calls += lifecycleCalls([.didAppear(firstTime: true)])
        if let focus = focusAfterAppearing() { calls.append(focus) }
        let hooks = calls.isEmpty ? "" : " · " + calls.joined(separator: ", ")
        let given =
            parameters.isEmpty
            ? "" : "(" + parameters.sorted { $0.key < $1.key }.map { "\($0.key): \(ValueText.literal($0.value))" }.joined(separator: ", ") + ")"
        // A presentation other than the default (`presentation:`, chosen by the pushed screen's parameters) is how
        // Display's navigation controller shows it: a modal sheet rather than a page of the stack.
        let presentation = page.rendered.navigationPresentation
        let shownAs = presentation == .default ? "" : " as \(presentation.rawValue)"
        status = PreviewStatus(kind: .navigation, message: "→ push \(name)\(given)\(shownAs) · \(origin)\(hooks)")
    }

    /// How the status line names where an interaction came from.
    func label(of source: ActionSource) -> String {
        switch source {
        case .row(let id): "row \(page.rendered.row(stableID: id)?.rowID ?? id.description)"
        case .subItem(_, let id): "sub-item \(id)"
        case .title: "title"
        case .listEnd: "scrolled to the end"
        case .toolbar(let index):
            page.rendered.toolbar.indices.contains(index)
                ? "toolbar “\(text(page.rendered.toolbar[index].title))”" : "toolbar"
        case .navigation(let position):
            switch page.rendered.navigationBar[position]?.content {
            case .text(let title)?: "“\(text(title))” button"
            case .icon(let icon)?: "\(icon.rawValue) button"
            case .none?, nil: "\(position.rawValue) button"
            }
        }
    }
}

extension RenderedRow.Content {
    /// Whether this is a switch bound to app data whose change the app intercepts (`interactive: false`): it does not
    /// flip under the finger.
    var isInterceptingSwitch: Bool {
        switch self {
        case .switch(let item): !item.binding.writesState && !item.interactive
        case .expandableSwitch(let item): !item.binding.writesState && !item.interactive
        default: false
        }
    }
}

extension NavigationSlot {
    /// The runtime's button position for a button slot; nil for `back` and `title`.
    var buttonPosition: NavigationButtonPosition? {
        switch self {
        case .left: .left
        case .secondaryRight: .secondaryRight
        case .right: .right
        case .back, .title: nil
        }
    }
}
