import ScreenRuntime

extension PreviewModel {
    /// Handles one key at time `now` (seconds, any epoch; used for change marks) and says what the event loop should
    /// do. See `PreviewKeyBindings` for what each key does.
    public mutating func handle(_ key: PreviewKey, now: Double) -> PreviewEffect {
        if key == .control("c") { return .quit }
        let before = Fingerprint(self)
        status = nil
        if isShowingHelp {
            if key == .character("q") { return .quit }
            isShowingHelp = false
        } else if editor != nil {
            handleEditing(key, now: now)
        } else if handleCommand(key, now: now) == .quit {
            return .quit
        }
        scrollToFocus()
        return Fingerprint(self) == before ? .none : .redraw
    }

    /// A key when no input is being edited. Returns `.quit` for `q`.
    private mutating func handleCommand(_ key: PreviewKey, now: Double) -> PreviewEffect {
        switch key {
        case .character("q"): return .quit
        case .character("?"): isShowingHelp = true
        case .up, .character("k"): moveInList(by: -1)
        case .down, .character("j"): moveInList(by: 1)
        case .home, .character("g"): moveToListEnd(last: false)
        case .end, .character("G"): moveToListEnd(last: true)
        case .pageUp: moveByPage(forward: false)
        case .pageDown: moveByPage(forward: true)
        case .tab: cycleFocus(forward: true)
        case .backTab: cycleFocus(forward: false)
        case .left: horizontal(forward: false, now: now)
        case .right: horizontal(forward: true, now: now)
        case .character("["): stepTitleSelection(by: -1, wrapping: false, now: now)
        case .character("]"): stepTitleSelection(by: 1, wrapping: false, now: now)
        case .enter: activateFocus(with: .enter, now: now)
        case .character(" "): activateFocus(with: .space, now: now)
        case .escape, .backspace: popPage()
        default: break
        }
        return .none
    }

    /// ← / →: between navigation-bar items or toolbar actions, through the segments of a focused title; in the
    /// list ← goes back and → opens a disclosure that pushes a screen.
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
    mutating func popPage() {
        guard pages.count > 1 else { return }
        let name = page.screen.name.value
        pages.removeLast()
        status = PreviewStatus(kind: .navigation, message: "← back from \(name)")
    }
}

/// Everything a key can change, to tell whether a redraw is needed.
private struct Fingerprint: Equatable {
    let pages: [PreviewPage]
    let status: PreviewStatus?
    let isShowingHelp: Bool
    let editor: InputEditor?

    /// What `model` shows.
    init(_ model: PreviewModel) {
        pages = model.pages
        status = model.status
        isShowingHelp = model.isShowingHelp
        editor = model.editor
    }
}
