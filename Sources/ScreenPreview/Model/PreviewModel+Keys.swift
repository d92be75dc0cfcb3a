import ScreenRuntime

extension PreviewModel {
    /// Handles one key at time `now` (seconds on any clock that only moves forward; used for change marks) and says
    /// what the event loop should do.
    ///
    /// When no input is being edited:
    /// - ↑ ↓ / k j: previous / next focusable row (no wrap); ↓ from the bar and ↑ from the toolbar enter the list;
    /// - g G / Home End: first / last row; Page Up / Page Down: about a list height up / down (Page Up with the list
    ///   at its top swipes a pushed screen with `enableInteractiveDismiss` down, dismissing it); moving down onto the
    ///   last row scrolls the list to its end, which calls the `loadMore` hook (once until the data panel changes
    ///   something, as the generated controller calls it once per emission of the app data);
    /// - Tab / Shift-Tab: next / previous of the bar's items, the list (one stop) and the toolbar's actions, wrapping;
    /// - ← →: in the bar or toolbar, the previous / next item — on a focused segmented or tabs title, the previous /
    ///   next segment; in the list, ← goes back and → opens a disclosure that pushes a screen;
    /// - [ ]: previous / next segment or tab from anywhere;
    /// - Space: toggles a switch, checkbox or sub-item, taps other rows;
    /// - K J: on a row with `reorder:` in editing mode, drags it one place up / down within its list (see
    ///   `moveFocusedRow`); a row with `reorder: { after: drop }` is dropped by the next other key (Enter only
    ///   drops it), which shows its hook once;
    /// - Enter: taps (runs an action, pushes, toggles), starts editing an input, expands an expandable switch, selects
    ///   the next segment on a focused title, goes back on `‹ Back`;
    /// - Esc / Backspace: back to the previous screen; ?: the help overlay (any key closes it); q: quit;
    /// - d: the data panel, where parameters, app data and state are changed (see `handlePanelCommand`).
    ///
    /// While an input is edited every printable key is typed (q, ?, j… included); see `handleEditing` for the
    /// editing keys. Ctrl-C always quits.
    ///
    /// Every key clears the status line unless it reports something itself.
    public mutating func handle(_ key: PreviewKey, now: Double) -> PreviewEffect {
        if key == .control("c") { return .quit }
        let before = Fingerprint(self)
        status = nil
        if isShowingHelp {
            if key == .character("q") { return .quit }
            isShowingHelp = false
        } else if editor != nil {
            handleEditing(key, now: now)
        } else if isShowingPanel {
            if page.panel.editor != nil {
                handlePanelEditing(key, now: now)
            } else if handlePanelCommand(key, now: now) == .quit {
                return .quit
            }
        } else if handleCommand(key, now: now) == .quit {
            return .quit
        }
        scrollToFocus()
        return Fingerprint(self) == before ? .none : .redraw
    }

    /// A key when no input is being edited. Returns `.quit` for `q`.
    private mutating func handleCommand(_ key: PreviewKey, now: Double) -> PreviewEffect {
        // A key other than K / J drops the row being dragged; Enter does only that.
        if key != .character("K"), key != .character("J"), dropDraggedRow(now: now), key == .enter { return .none }
        switch key {
        case .character("q"): return .quit
        case .character("?"): isShowingHelp = true
        case .character("d"): openPanel()
        case .up, .character("k"): moveInList(by: -1)
        case .down, .character("j"): moveInList(by: 1)
        case .home, .character("g"): moveToListEnd(last: false)
        case .end, .character("G"): moveToListEnd(last: true)
        case .pageUp:
            if dismissBySwipe() { break }
            moveByPage(forward: false)
            beginDragging()
        case .pageDown:
            moveByPage(forward: true)
            beginDragging()
        case .tab: cycleFocus(forward: true)
        case .backTab: cycleFocus(forward: false)
        case .left: horizontal(forward: false, now: now)
        case .right: horizontal(forward: true, now: now)
        case .character("["): stepTitleSelection(by: -1, wrapping: false, now: now)
        case .character("]"): stepTitleSelection(by: 1, wrapping: false, now: now)
        case .enter: activateFocus(with: .enter, now: now)
        case .character(" "): activateFocus(with: .space, now: now)
        case .escape, .backspace: popPage()
        case .character("x"), .delete: removeFocusedPeer(now: now)
        case .character("K"): moveFocusedRow(by: -1, now: now)
        case .character("J"): moveFocusedRow(by: 1, now: now)
        case .character(let digit) where ("1"..."9").contains(digit):
            chooseRevealOption(Int(String(digit))! - 1, now: now)
        default: break
        }
        switch key {
        case .down, .character("j"), .end, .character("G"), .pageDown: loadMoreAtListEnd(now: now)
        default: break
        }
        return .none
    }

    /// ← / →: between navigation-bar items or toolbar actions, through the segments of a focused title; in the
    /// list ← goes back and → opens a disclosure that pushes a screen; on a removable peer row ← reveals its Delete
    /// option and → hides it.
    private mutating func horizontal(forward: Bool, now: Double) {
        switch focus {
        case .navigation(.title)?:
            stepTitleSelection(by: forward ? 1 : -1, wrapping: false, now: now)
        case .navigation(let slot)?:
            let slots = page.navigationTargets
            guard let index = slots.firstIndex(of: slot) else { return }
            let next = index + (forward ? 1 : -1)
            if slots.indices.contains(next) { setFocus(.navigation(slots[next])) }
        case .toolbar(let index)?:
            let next = index + (forward ? 1 : -1)
            if page.toolbarTargets.contains(next) { setFocus(.toolbar(next)) }
        case .row(let id)?:
            if swipePeerRow(forward: forward, now: now) { return }
            if !forward {
                popPage()
            } else if case .disclosure(let item)? = page.rendered.row(stableID: id)?.content,
                case .push? = item.action
            {
                perform(.tapRow(row: id), source: .row(id), now: now)
            }
        case .subItem?, nil:
            if !forward { popPage() }
        }
    }

    /// Pops the shown screen (Esc, Backspace, ← in the list, or Enter on `‹ Back`); nothing on the root screen.
    /// The popped screen gets `willDisappear`, `willPop`, `didDisappear` and `didPop`, the screen shown again
    /// `didAppear(false)`. `verb` starts the status line (`← back from Editor`).
    mutating func popPage(verb: String = "← back from") {
        guard pages.count > 1 else { return }
        let name = page.screen.name.value
        var calls = lifecycleCalls(Self.popped)
        pages.removeLast()
        calls += lifecycleCalls([.didAppear(firstTime: false)])
        let hooks = calls.isEmpty ? "" : " · " + calls.joined(separator: ", ")
        status = PreviewStatus(kind: .navigation, message: "\(verb) \(name)\(hooks)")
    }
}

/// Everything a key can change, to tell whether a redraw is needed.
///
/// A key changes the shown page, pushes one or pops one, never a page below: the page count and the shown page tell
/// every change apart. Holding the whole stack would make each key cost time in proportion to the navigation depth:
/// the model's next change to the stack would copy it, and the comparison would compare every page.
private struct Fingerprint: Equatable {
    let pageCount: Int
    let page: PreviewPage
    let status: PreviewStatus?
    let isShowingHelp: Bool
    let editor: InputEditor?
    let isShowingPanel: Bool
    let acceptsWrites: Bool

    /// What `model` shows.
    init(_ model: PreviewModel) {
        pageCount = model.pages.count
        page = model.page
        status = model.status
        isShowingHelp = model.isShowingHelp
        editor = model.editor
        isShowingPanel = model.isShowingPanel
        acceptsWrites = model.acceptsWrites
    }
}
