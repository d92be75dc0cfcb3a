import ScreenRuntime

extension PreviewModel {
    /// Opens the shown screen as the app does when it passes `focusOnItemTag` naming the row `rowID` (`screenc
    /// preview --focus-on`): the row's first shown instance is scrolled into view and focused
    /// (`ensureVisibleItemTag`), and when its node flashes (a switch, action or disclosure row; the generated factory
    /// calls `displayHighlight()` once the row is shown) it is marked at `now` for `changeMarkDuration`, as the
    /// 1.2 s highlight. The status line says what happened; a row that is not shown (or does not exist) is reported.
    public mutating func focusOnItemTag(_ rowID: String, now: Double) {
        guard let id = page.rendered.firstShownRow(named: rowID) else {
            status = PreviewStatus(kind: .problem, message: "✗ focusOnItemTag \(rowID): no such row is shown")
            return
        }
        if page.listTargets.contains(.row(id)) { setFocus(.row(id)) }
        scrollToFocus()
        if page.rendered.highlights(id) {
            page.changes[id] = now
            status = PreviewStatus(kind: .navigation, message: "✦ focusOnItemTag \(rowID): highlighted")
        } else {
            status = PreviewStatus(
                kind: .ignored, message: "· focusOnItemTag \(rowID): scrolled into view (its item does not flash)")
        }
    }
}
