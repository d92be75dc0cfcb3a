import TerminalUI

/// Draws a `PreviewModel` as a frame of styled cells. Pure: the same model, size, time and options always give the
/// same frame.
///
/// Top to bottom: the navigation bar, the list (scrolled so the focused row is visible), the toolbar, the status
/// line and the help line; see `Regions` for how small terminals are handled (any size from `minimumSize`, 20×6,
/// works; below it the frame says the terminal is too small, see `TooSmallMessage`). Rows that
/// appeared or changed less than `model.changeMarkDuration` seconds before `now` get a `▌` in the gutter; the
/// focused row a `▸` (a `✎` while it is edited, with the terminal cursor placed in the text).
public enum PreviewLayout {
    /// The smallest terminal the screen is drawn in: the navigation bar, one row, and the help line fit.
    public static let minimumSize = (width: 20, height: 6)

    /// The frame for `model` in a `width` × `height` terminal at time `now` (seconds, the clock `handle` gets).
    ///
    /// - Parameters:
    ///   - color: false drops every colour and keeps attributes (bold, dim, inverse, underline), for `NO_COLOR`.
    ///   - animated: false draws spinners as a still `⟳` (for `--static` output and snapshots).
    public static func render(
        _ model: PreviewModel,
        width: Int,
        height: Int,
        now: Double,
        color: Bool,
        animated: Bool = true
    ) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width > 0, height > 0 else { return frame }
        let theme = PreviewTheme(color: color)
        guard width >= minimumSize.width, height >= minimumSize.height else {
            TooSmallMessage.draw(into: &frame, theme: theme)
            return frame
        }
        let regions = Regions(model, height: height)
        let spinner = Spinner.glyph(now: now, animated: animated)
        NavigationBarLayout(model: model, theme: theme, spinner: spinner).draw(into: &frame, width: width)
        if regions.hasNavigationRule {
            frame.rule(row: regions.navigationLines, column: 0, count: width, style: theme.border)
            if model.page.screen.presentation.enablesInteractiveDismiss {
                drawDismissMark(row: regions.navigationLines, width: width, theme: theme, into: &frame)
            }
        }
        let geometry = ListGeometry(of: model, width: width, height: height, theme: theme, now: now, animated: animated)
        let top = model.listScrollTop(in: geometry)
        let painter = ListPainter(
            geometry: geometry,
            theme: theme,
            // While the data panel is open it has the keyboard: the list shows no focus.
            focus: model.isShowingPanel ? nil : model.focus,
            editingRow: model.editor?.row,
            marked: model.markedRows(now: now),
            width: width
        )
        frame.cursor = painter.draw(into: &frame, top: top, frameTop: regions.listTop)
        drawScrollHints(geometry, top: top, regions: regions, theme: theme, into: &frame)
        // Shown over the list; below the rows shown with it when it fits there.
        let usedLines = max(0, geometry.lines.count - top)
        if let empty = model.page.rendered.emptyState {
            drawEmptyState(model.text(empty), below: usedLines, regions: regions, theme: theme, into: &frame)
        } else if model.page.rendered.showsLoadingIndicator {
            // ItemListLoadingIndicatorEmptyStateItem: a spinner in the middle of the list.
            drawEmptyState(spinner, below: usedLines, regions: regions, theme: theme, into: &frame)
        }
        if model.isShowingPanel {
            frame.cursor = DataPanelLayout(model: model, theme: theme, width: width)
                .draw(into: &frame, top: regions.panelTop, height: regions.panelHeight)
        }
        let bars = BottomBars(model: model, theme: theme, width: width)
        if let row = regions.toolbarRow {
            if regions.hasToolbarRule {
                frame.rule(row: row - 1, column: 0, count: width, style: theme.border)
            }
            bars.drawToolbar(into: &frame, row: row)
        }
        if let row = regions.statusRow {
            bars.drawStatus(into: &frame, row: row)
            bars.drawHelp(into: &frame, row: regions.helpRow)
        } else if model.status != nil {
            bars.drawStatus(into: &frame, row: regions.helpRow)
        } else {
            bars.drawHelp(into: &frame, row: regions.helpRow)
        }
        if model.isShowingHelp {
            frame.cursor = nil
            HelpOverlay.draw(
                into: &frame,
                theme: theme,
                top: regions.listTop,
                height: regions.listHeight + regions.panelHeight,
                context: HelpOverlay.Context(model)
            )
        }
        return frame
    }

    /// The smallest height at which the whole list of the shown screen fits in a `width`-wide terminal without
    /// scrolling, with the full layout (rules, status and help lines; see `PreviewModel.fitToContent(width:)`) —
    /// not padded: a screen of one row gets a frame of a few lines (for `--static` output of a whole screen). With
    /// the data panel open (`--keys d`), the height at which the list and the panel, which share the room, both
    /// show whole.
    public static func fullHeight(of model: PreviewModel, width: Int) -> Int {
        var model = model
        model.fitsContent = true
        let probe = 1000
        let geometry = ListGeometry(of: model, width: width, height: probe)
        var listLines = geometry.lines.count
        if let empty = model.page.rendered.emptyState {
            listLines = max(listLines, emptyStateLines(model.text(empty), width: width).count + 2)
        } else if model.page.rendered.showsLoadingIndicator {
            listLines = max(listLines, 3)
        }
        // With the panel open, a fitted frame gives it its lines and title (`Regions`), the list the rest.
        let panel = model.isShowingPanel ? model.page.panel.lines.count + 1 : 0
        let chrome = probe - geometry.visibleHeight - (model.isShowingPanel ? Regions(model, height: probe).panelHeight : 0)
        return max(chrome + listLines + panel, minimumSize.height)
    }

    /// `enableInteractiveDismiss: true`: ` ⌄ swipe down to dismiss ` in the middle of the rule under the navigation
    /// bar (Page Up with the list at its top does it), shortened to ` ⌄ ` when the rule is too narrow.
    private static func drawDismissMark(row: Int, width: Int, theme: PreviewTheme, into frame: inout Frame) {
        let full = " ⌄ swipe down to dismiss "
        let mark = full.count + 4 <= width ? full : " ⌄ "
        frame.put(mark, row: row, column: (width - mark.count) / 2, style: theme.secondary)
    }

    /// `↑` / `↓` at the right edge when there is more list above or below.
    private static func drawScrollHints(
        _ geometry: ListGeometry,
        top: Int,
        regions: Regions,
        theme: PreviewTheme,
        into frame: inout Frame
    ) {
        guard regions.listHeight > 0 else { return }
        if top > 0 { frame.put("↑", row: regions.listTop, column: frame.width - 1, style: theme.secondary) }
        if top + regions.listHeight < geometry.lines.count {
            frame.put(
                "↓",
                row: regions.listTop + regions.listHeight - 1,
                column: frame.width - 1,
                style: theme.secondary
            )
        }
    }

    /// The empty state centred in the list, or in the lines below the first `used` (the rows shown with it) when it
    /// fits there with a line to spare.
    private static func drawEmptyState(
        _ text: String, below used: Int, regions: Regions, theme: PreviewTheme, into frame: inout Frame
    ) {
        let lines = emptyStateLines(text, width: frame.width)
        let visible = min(lines.count, regions.listHeight)
        let free = regions.listHeight - used
        let first =
            used > 0 && free > visible
            ? regions.listTop + used + max(1, (free - visible) / 2)
            : regions.listTop + max(0, (regions.listHeight - visible) / 2)
        for (offset, line) in lines.prefix(visible).enumerated() {
            let content = LineContent(left: line.map { Span($0.text, theme.secondary, fixed: true) }, centered: true)
            LinePainter.draw(content, into: &frame, row: first + offset, column: 2, width: frame.width - 4)
        }
    }

    private static func emptyStateLines(_ text: String, width: Int) -> [[Span]] {
        TextWrap.wrap([Span(text)], width: max(1, min(width - 4, 48)))
    }
}
