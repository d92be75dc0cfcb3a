import ScreenIR

/// Computes what a screen shows for a state, exactly as the generated ItemListUI code does.
public enum ScreenRenderer {
    /// Renders `screen` for `state`.
    ///
    /// - A section is shown when its `visible` is absent or true; within a shown section each of its
    ///   `displayRows` (header row, written rows, footer row) is shown when its `visible` is absent or true.
    /// - Rows keep the stable ids of `ScreenEntries`, so ids ascend in display order and do not depend on state.
    /// - The empty-state text is given only when no row at all is shown.
    ///
    /// Precondition: `screen` lints without errors and `state` was made from it (`ScreenState(defaultsOf:)`).
    public static func render(_ screen: Screen, state: ScreenState) -> RenderedScreen {
        let context = ConditionContext(state: state)
        let builder = RowContentBuilder(context: context)
        var sections: [RenderedSection] = []
        var nextStableID = 0
        for (sectionIndex, section) in screen.sections.enumerated() {
            let firstStableID = nextStableID
            nextStableID += section.displayRowCount
            guard context.isTrue(section.visible) else { continue }
            var rows: [RenderedRow] = []
            var stableID = firstStableID
            section.forEachDisplayRow { row in
                defer { stableID += 1 }
                guard context.isTrue(row.visible) else { return }
                rows.append(
                    RenderedRow(
                        stableID: stableID, rowID: row.id.value, sectionID: section.id.value,
                        sectionIndex: sectionIndex, isImplicit: row.isImplicit, content: builder.content(of: row.item)))
            }
            sections.append(RenderedSection(sectionID: section.id.value, sectionIndex: sectionIndex, rows: rows))
        }
        let hasRows = sections.contains { !$0.rows.isEmpty }
        return RenderedScreen(
            name: screen.name.value, title: RenderedTitle(screen.title, state: state), style: screen.style,
            systemStyle: screen.systemStyle, navigationBar: RenderedNavigationBar(screen.navigationBar, context: context),
            toolbar: RenderedToolbarAction.toolbar(screen.toolbar, context: context), sections: sections,
            emptyState: hasRows ? nil : screen.emptyState)
    }

    /// Renders one row of `screen` for `state`, shown or not (nil when there is no row with this stable id).
    public static func renderRow(stableID: Int, of screen: Screen, state: ScreenState) -> RenderedRow? {
        guard let entry = ScreenEntries.entry(stableID: stableID, in: screen) else { return nil }
        return renderRow(entry, state: state)
    }

    static func renderRow(_ entry: ScreenEntries.Entry, state: ScreenState) -> RenderedRow {
        RenderedRow(
            stableID: entry.stableID, rowID: entry.row.id.value, sectionID: entry.sectionID,
            sectionIndex: entry.sectionIndex, isImplicit: entry.row.isImplicit,
            content: RowContentBuilder(context: ConditionContext(state: state)).content(of: entry.row.item))
    }
}
