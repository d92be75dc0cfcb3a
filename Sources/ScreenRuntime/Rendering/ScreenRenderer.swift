import ScreenExpressions
import ScreenIR

/// Computes what a screen shows for a state, exactly as the generated ItemListUI code does.
public enum ScreenRenderer {
    /// Renders `screen` for `state`.
    ///
    /// - A section is shown when its `visible` is absent or true; within a shown section each of its
    ///   `displayRows` (header row, written rows, footer row) is shown when its `visible` is absent or true.
    /// - A repeated row (`forEach: peer in blockedPeers`) is shown once per element of the list, in list order, each
    ///   instance with its element bound: its `visible`, texts, conditions and bindings are evaluated per element.
    /// - Rows keep the stable ids of `ScreenEntries` (instances add their element's id), so ids do not depend on
    ///   state and rows ascend by `sortKey` (position, element index).
    /// - The title is the first conditional title whose `when` holds, else `title`; a navigation-bar slot shows its
    ///   first button whose `when` holds. Interpolated texts everywhere are evaluated (`ConditionContext.text`).
    /// - The empty-state text is given only when no row at all is shown.
    ///
    /// Linear in the number of rows shown (and list elements): each instance is rendered once, with no search.
    ///
    /// Precondition: `screen` lints without errors and `state` was made from it (`ScreenState(defaultsOf:)`).
    public static func render(_ screen: Screen, state: ScreenState) -> RenderedScreen {
        let context = ConditionContext(screen: screen, state: state)
        let focusID = screen.presentation.focus?.value
        var focus: RowID?
        var sections: [RenderedSection] = []
        var nextPosition = 0
        for (sectionIndex, section) in screen.sections.enumerated() {
            let firstPosition = nextPosition
            nextPosition += section.displayRowCount
            guard context.isTrue(section.visible) else { continue }
            var rows: [RenderedRow] = []
            var position = firstPosition
            section.forEachDisplayRow { row in
                defer { position += 1 }
                if let repetition = row.repetition {
                    appendInstances(
                        of: row, repetition, position: position, section: section.id.value,
                        sectionIndex: sectionIndex, context: context, to: &rows)
                    return
                }
                guard context.isTrue(row.visible) else { return }
                if row.id.value == focusID { focus = RowID(position: position) }
                rows.append(
                    RenderedRow(
                        stableID: RowID(position: position), rowID: row.id.value, sectionID: section.id.value,
                        sectionIndex: sectionIndex, isImplicit: row.isImplicit,
                        content: RowContentBuilder(context: context).content(of: row.item)))
            }
            sections.append(RenderedSection(sectionID: section.id.value, sectionIndex: sectionIndex, rows: rows))
        }
        let hasRows = sections.contains { !$0.rows.isEmpty }
        return RenderedScreen(
            name: screen.name.value, title: RenderedTitle(of: screen, context: context), style: screen.style,
            systemStyle: screen.systemStyle, navigationBar: RenderedNavigationBar(screen.navigationBar, context: context),
            toolbar: RenderedToolbarAction.toolbar(screen.toolbar, context: context), sections: sections,
            emptyState: hasRows ? nil : context.text(screen.emptyState),
            animateChanges: context.isTrue(screen.presentation.animateChanges), focus: focus,
            navigationPresentation: screen.presentation.navigation)
    }

    /// Appends the shown instances of a repeated row: one per element of its list, in list order.
    private static func appendInstances(
        of row: Row, _ repetition: Repetition, position: Int, section: String, sectionIndex: Int,
        context: ConditionContext, to rows: inout [RenderedRow]
    ) {
        let list = repetition.list.value
        guard let elements = context.state.elements(list) else { preconditionFailure("`\(list)` is not a list") }
        rows.reserveCapacity(rows.count + elements.count)
        for (index, value) in elements.enumerated() {
            let element = RenderedRow.ListElement(
                variable: repetition.element.value, list: list, index: index, id: ScreenState.elementID(of: value),
                value: value)
            let elementContext = context.binding(element)
            guard elementContext.isTrue(row.visible) else { continue }
            rows.append(
                RenderedRow(
                    stableID: RowID(position: position, element: element.id), rowID: row.id.value, sectionID: section,
                    sectionIndex: sectionIndex, isImplicit: row.isImplicit, element: element,
                    content: RowContentBuilder(context: elementContext).content(of: row.item)))
        }
    }

    /// Renders one row of `screen` for `state`, shown or not: a fixed row by position, an instance of a repeated
    /// row for the element with the id's `element` (nil when the list has no such element, or no row has the id).
    public static func renderRow(stableID: RowID, of screen: Screen, state: ScreenState) -> RenderedRow? {
        guard let instance = RowInstance(stableID, in: screen, state: state) else { return nil }
        return renderRow(instance)
    }

    static func renderRow(_ instance: RowInstance) -> RenderedRow {
        let entry = instance.entry
        return RenderedRow(
            stableID: instance.stableID, rowID: entry.row.id.value, sectionID: entry.sectionID,
            sectionIndex: entry.sectionIndex, isImplicit: entry.row.isImplicit, element: instance.context.element,
            content: RowContentBuilder(context: instance.context).content(of: entry.row.item))
    }
}

/// One row a `RowID` names in a state: its entry and the context it is rendered in (with its element bound, for an
/// instance of a repeated row).
struct RowInstance {
    let stableID: RowID
    let entry: ScreenEntries.Entry
    let context: ConditionContext

    /// The row `stableID` names in `state`; nil when no row has the id or its list has no element with it. Finding
    /// an element is linear in its list's length.
    init?(_ stableID: RowID, in screen: Screen, state: ScreenState) {
        guard let entry = ScreenEntries.entry(stableID: stableID, in: screen) else { return nil }
        let context = ConditionContext(screen: screen, state: state)
        self.stableID = stableID
        self.entry = entry
        guard let repetition = entry.row.repetition, let id = stableID.element else {
            self.context = context
            return
        }
        let list = repetition.list.value
        guard let index = state.elementIndex(id: id, in: list), let value = state.elements(list)?[index] else {
            return nil
        }
        self.context = context.binding(
            RenderedRow.ListElement(variable: repetition.element.value, list: list, index: index, id: id, value: value))
    }

    /// Whether the row's section, and the row in its context, are shown.
    var isShown: Bool { context.isShown(entry) }
}
