extension PreviewModel {
    /// Moves the focus to `target`, remembering list targets for when Tab comes back to the list.
    mutating func setFocus(_ target: PreviewFocus?) {
        page.focus = target
        if let target, target.zone == .list { page.listFocus = target }
    }

    /// ↑ / ↓: to the previous / next focusable row or sub-item (headers, footers and text are skipped; no wrap).
    /// ↓ from the navigation bar and ↑ from the toolbar enter the list.
    mutating func moveInList(by delta: Int) {
        let targets = page.listTargets
        switch focus?.zone {
        case .list?:
            guard let focus, let index = targets.firstIndex(of: focus) else { return }
            let next = min(max(index + delta, 0), targets.count - 1)
            setFocus(targets[next])
        case .navigationBar? where delta > 0, .toolbar? where delta < 0, nil:
            enterList()
        default:
            break
        }
    }

    /// g / G / Home / End: the first or last focusable row.
    mutating func moveToListEnd(last: Bool) {
        let targets = page.listTargets
        guard let target = last ? targets.last : targets.first else { return }
        setFocus(target)
    }

    /// Page Up / Page Down: the focus moves about one list height up or down (at least one row): to the last target
    /// that starts within a page below (the first within a page above). Only the lines of that page are looked at.
    mutating func moveByPage(forward: Bool) {
        guard focus?.zone == .list, let focus else { return enterList() }
        if let target = pageTarget(from: focus, forward: forward) { setFocus(target) }
    }

    /// Where Page Up / Page Down moves `focus`: the target a page away, else the next (previous) one; nil when the
    /// focus is not laid out. The geometry (which holds a copy of the model) is gone when this returns, so moving the
    /// focus does not copy the navigation stack.
    private func pageTarget(from focus: PreviewFocus, forward: Bool) -> PreviewFocus? {
        let targets = page.listTargets
        guard let index = targets.firstIndex(of: focus) else { return nil }
        let geometry = ListGeometry(of: self, width: viewport.width, height: viewport.height)
        let lines = geometry.lines
        let step = max(1, geometry.visibleHeight - 1)
        guard let start = geometry.lines(of: focus)?.lowerBound else { return nil }
        /// Whether line `line` is the first of its target.
        func startsTarget(_ line: Int) -> Bool {
            lines[line].target != nil && (line == 0 || lines[line - 1].target != lines[line].target)
        }
        var found: PreviewFocus?
        if forward {
            var line = start + 1
            while line < lines.count, line <= start + step {
                if startsTarget(line) { found = lines[line].target }
                line += 1
            }
        } else {
            var line = start - 1
            while line >= 0, line >= start - step {
                if startsTarget(line) { found = lines[line].target }
                line -= 1
            }
        }
        if let found, found != focus { return found }
        return targets[forward ? min(index + 1, targets.count - 1) : max(index - 1, 0)]
    }

    /// Tab / Shift-Tab: through the navigation-bar items, the list (as one stop, at its remembered row) and the
    /// toolbar actions, wrapping around.
    mutating func cycleFocus(forward: Bool) {
        var stops = page.navigationTargets.map(PreviewFocus.navigation)
        let listStop = listEntry()
        if let listStop { stops.append(listStop) }
        stops += page.toolbarTargets.map(PreviewFocus.toolbar)
        guard !stops.isEmpty else { return }
        let current = focus?.zone == .list ? listStop : focus
        guard let current, let index = stops.firstIndex(of: current) else { return setFocus(stops[0]) }
        let next = (index + (forward ? 1 : -1) + stops.count) % stops.count
        setFocus(stops[next])
    }

    /// Moves the focus into the list, to the row it was last on (or the nearest one still shown).
    mutating func enterList() {
        if let target = listEntry() { setFocus(target) }
    }

    /// The list target Tab or ↓ lands on: the remembered one, the nearest to it, or the first.
    private func listEntry() -> PreviewFocus? {
        if focus?.zone == .list, let focus, page.isValid(focus) { return focus }
        if let remembered = page.listFocus, page.isValid(remembered) { return remembered }
        return nearestListTarget(to: page.listFocus)
    }

    /// After a state change: a focus whose row disappeared (or stopped being focusable) moves to the nearest
    /// focusable row — the one with the closest stable id, the later one on a tie; a sub-item whose switch
    /// collapsed moves to the switch. With no focusable row left the focus goes to the navigation bar, then the
    /// toolbar.
    mutating func recoverFocus() {
        if let remembered = page.listFocus, !page.isValid(remembered) {
            page.listFocus = nearestListTarget(to: remembered)
        }
        if let focus, page.isValid(focus) { return }
        let replacement =
            focus?.zone == .list || focus == nil
            ? nearestListTarget(to: focus) : nil
        page.focus = replacement ?? page.listFocus ?? page.allTargets.first
    }

    /// The focusable row nearest to where `target` was.
    func nearestListTarget(to target: PreviewFocus?) -> PreviewFocus? {
        let targets = page.listTargets
        if case .subItem(let row, _)? = target, targets.contains(.row(row)) { return .row(row) }
        guard let id = target?.rowStableID else { return targets.first }
        var best: (distance: Int, target: PreviewFocus)?
        for candidate in targets {
            guard case .row(let other) = candidate else { continue }
            // By position: the instances of a repeated row share one (the preview's data panel may refine this).
            let distance = abs(other.position - id.position)
            if let best, distance > best.distance || (distance == best.distance && other.position < id.position) {
                continue
            }
            best = (distance, candidate)
        }
        return best?.target
    }

    /// Scrolls the shown list so the focused row is visible in the current viewport (while the data panel is open,
    /// the row its last change revealed) and the panel so its cursor is, and remembers the rows' shapes for the next
    /// frames.
    mutating func scrollToFocus() {
        // Taken out of the model, the shapes are updated in place instead of copied (a long list has thousands).
        var shapes = rowShapes
        rowShapes = RowShapes()
        // The geometry holds a copy of the model: it is gone before the page changes, or changing the page would
        // copy the whole navigation stack.
        let scrollTop = { (model: PreviewModel) in
            let geometry = ListGeometry(
                of: model, width: model.viewport.width, height: model.viewport.height, shapes: &shapes)
            // The first layout of a screen with `initialScroll:` puts that row at the top (as far as the list goes).
            if let row = model.page.initialScroll, let range = geometry.lines(ofRow: row) {
                return geometry.scrollTop(atLine: range.lowerBound)
            }
            return model.listScrollTop(in: geometry)
        }(self)
        rowShapes = shapes
        page.scrollTop = scrollTop
        page.initialScroll = nil
        if isShowingPanel {
            let height = Regions(self, height: viewport.height).panelListHeight
            page.panel.scrollTop = page.panel.scrollTop(height: height)
        }
    }

    /// The first list line to show in `geometry`: the focused row in view, or while the data panel is open the row
    /// its last change revealed (when it is shown).
    func listScrollTop(in geometry: ListGeometry) -> Int {
        if isShowingPanel, let reveal = page.reveal, let range = geometry.lines(ofRow: reveal) {
            return geometry.scrollTop(showingLines: range, from: page.scrollTop)
        }
        return geometry.scrollTop(showing: focus, from: page.scrollTop)
    }
}
