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
    /// - switch: Space or Enter toggles; expandable switch: Space toggles, Enter expands or collapses;
    /// - disclosure, action, checkbox, text-with-label and multi-line text with an action: Space or Enter taps;
    /// - single- or multi-line input: Enter starts editing; info: Space or Enter closes it;
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
        case .switch:
            perform(.toggleSwitch(row: id), source: .row(id), now: now)
        case .expandableSwitch:
            perform(key == .space ? .toggleSwitch(row: id) : .tapRow(row: id), source: .row(id), now: now)
        case .singleLineInput(let item):
            guard key == .enter else { return }
            guard item.enabled else { return report(.disabled, source: .row(id)) }
            editor = InputEditor(row: id, isMultiline: false, cursor: item.text.count)
        case .multilineInput(let item):
            guard key == .enter else { return }
            editor = InputEditor(row: id, isMultiline: true, cursor: item.text.count)
        case .info:
            perform(.closeInfo(row: id), source: .row(id), now: now)
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
    /// marks), an external action goes to the status line, a push opens the screen.
    mutating func perform(_ interaction: Interaction, source: ActionSource, now: Double) {
        let outcome: InteractionOutcome
        do {
            outcome = try InteractionHandler.perform(interaction, in: page.screen, state: page.state)
        } catch {
            status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            return
        }
        if let reason = outcome.ignored { return report(reason, source: source) }
        var state = outcome.state
        // A control bound to app data asks the app to write it: the preview's app accepts every write.
        if let change = outcome.dataChange { try? state.apply(change) }
        apply(state, actedOn: interaction.rowStableID, now: now)
        switch outcome.activation {
        case .none: break
        case .hook(let hook):
            let payload = hook.payload.map(\.description).joined(separator: ", ")
            status = PreviewStatus(kind: .call, message: "→ \(hook.name)(\(payload)) · \(label(of: source))")
        case .push(let name): push(name, from: source)
        }
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
    /// user touched, which shows its own change) and moves the focus off rows that disappeared.
    mutating func apply(_ state: ScreenState, actedOn: RowID?, now: Double) {
        guard state != page.state else { return }
        let before = page.rendered
        page.state = state
        page.rendered = ScreenRenderer.render(page.screen, state: state)
        page.changes = page.changes.filter { now - $0.value < changeMarkDuration }
        for id in page.rendered.rowsChanged(since: before) where id != actedOn {
            page.changes[id] = now
        }
        if let editor, page.rendered.row(stableID: editor.row) == nil { self.editor = nil }
        recoverFocus()
    }

    /// Pushes the screen `name` with its default state, or reports that it was not loaded.
    private mutating func push(_ name: String, from source: ActionSource) {
        let origin = label(of: source)
        guard let screen = loader(name) else {
            status = PreviewStatus(kind: .problem, message: "✗ push \(name): screen not loaded · \(origin)")
            return
        }
        let back = page.rendered.navigationBar.back.map(text) ?? "Back"
        pages.append(PreviewPage(screen: screen, state: ScreenState(defaultsOf: screen), backTitle: back))
        status = PreviewStatus(kind: .navigation, message: "→ push \(name) · \(origin)")
    }

    /// How the status line names where an interaction came from.
    func label(of source: ActionSource) -> String {
        switch source {
        case .row(let id): "row \(page.rendered.row(stableID: id)?.rowID ?? id.description)"
        case .subItem(_, let id): "sub-item \(id)"
        case .title: "title"
        case .toolbar(let index):
            page.rendered.toolbar.indices.contains(index)
                ? "toolbar “\(text(page.rendered.toolbar[index].title))”" : "toolbar"
        case .navigation(let position):
            switch page.rendered.navigationBar[position]?.content {
            case .text(let title)?: "“\(text(title))” button"
            case .icon(let icon)?: "\(icon.rawValue) button"
            case nil: "\(position.rawValue) button"
            }
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
