import ScreenExpressions
import ScreenIR

/// One rendering of a screen: the rows shown so far and where they are.
struct Renderer {
    let screen: Screen
    let context: ConditionContext
    var sections: [RenderedSection] = []
    /// The rows of the section being rendered.
    var rows: [RenderedRow] = []
    var locations: [RowID: RenderedScreen.Location] = [:]
    var focus: RowID?

    init(screen: Screen, context: ConditionContext) {
        self.screen = screen
        self.context = context
    }

    /// Rows from an earlier rendering that can be taken as they are: see
    /// `ScreenRenderer.render(_:state:reusing:unchanged:)`.
    final class Reuse {
        /// The earlier rendering.
        let previous: RenderedScreen
        /// Whether the row with this id reads nothing that changed since `previous`.
        let isUnchanged: (RowID) -> Bool

        /// The rows `previous` shows in the section being rendered, and the next one expected: rows are taken in
        /// order, so most are found without a lookup.
        private var sectionRows: [RenderedRow] = []
        private var next = 0

        init(previous: RenderedScreen, isUnchanged: @escaping (RowID) -> Bool) {
            self.previous = previous
            self.isUnchanged = isUnchanged
        }

        /// Starts a section; false when `previous` did not show it (its rows must be evaluated).
        func enter(section index: Int) -> Bool {
            guard let section = previous.sections.first(where: { $0.sectionIndex == index }) else { return false }
            sectionRows = section.rows
            next = 0
            return true
        }

        /// The row `previous` shows with this id, nil when it showed none.
        func take(_ id: RowID) -> RenderedRow? {
            if next < sectionRows.count, sectionRows[next].stableID == id {
                next += 1
                return sectionRows[next - 1]
            }
            return previous.row(stableID: id)
        }
    }

    mutating func render() -> RenderedScreen {
        render(reusing: nil)
    }

    mutating func render(reusing reuse: Reuse?) -> RenderedScreen {
        locations.reserveCapacity(capacity())
        let focusID = screen.presentation.focus?.value
        var nextPosition = 0
        for (sectionIndex, section) in screen.sections.enumerated() {
            let firstPosition = nextPosition
            nextPosition += section.displayRowCount
            guard context.isTrue(section.visible) else { continue }
            rows = []
            var position = firstPosition
            // Rows are reused only from a section that was shown before too (else they were not rendered).
            let sectionReuse = reuse.flatMap { $0.enter(section: sectionIndex) ? $0 : nil }
            section.forEachDisplayRow { row in
                defer { position += 1 }
                if let repetition = row.repetition {
                    appendInstances(of: row, repetition, position: position, section: section.id.value,
                                    sectionIndex: sectionIndex, reuse: sectionReuse)
                    return
                }
                let id = RowID(position: position)
                if let sectionReuse, sectionReuse.isUnchanged(id) {
                    // Hidden before and nothing it reads changed: hidden now.
                    guard let previous = sectionReuse.take(id) else { return }
                    if row.id.value == focusID { focus = id }
                    locate(id)
                    rows.append(previous)
                    return
                }
                guard context.isTrue(row.visible) else { return }
                if row.id.value == focusID { focus = id }
                locate(id)
                rows.append(
                    RenderedRow(
                        stableID: id, rowID: row.id.value, sectionID: section.id.value, sectionIndex: sectionIndex,
                        isImplicit: row.isImplicit, content: RowContentBuilder(context: context).content(of: row)))
            }
            sections.append(RenderedSection(sectionID: section.id.value, sectionIndex: sectionIndex, rows: rows))
        }
        rows = []
        let hasRows = sections.contains { !$0.rows.isEmpty }
        let empty = shownEmptyState(hasRows: hasRows)
        var rendered = RenderedScreen(
            name: screen.name.value, title: RenderedTitle(of: screen, context: context), style: screen.style,
            systemStyle: screen.systemStyle,
            navigationBar: RenderedNavigationBar(screen.navigationBar, context: context),
            toolbar: RenderedToolbarAction.toolbar(screen.toolbar, context: context), sections: sections,
            locations: locations, emptyState: empty.flatMap(\.text).map { context.text($0) },
            showsLoadingIndicator: empty?.content == .loadingIndicator,
            // The generated code passes `scrollEnabled: emptyStateItem == nil` only for variants.
            scrollEnabled: empty == nil || screen.emptyState != nil,
            animateChanges: ScreenRenderer.firstEmissionAnimates(screen) ?? context.isTrue(screen.presentation.animateChanges),
            animatesNavigationBar: context.isTrue(screen.presentation.animatesNavigationBar), focus: focus,
            navigationPresentation: screen.presentation.navigation.resolved { context.isTrue($0) })
        if screen.presentation.focusesAfterAppearing {
            rendered.focusAfterAppearing = rendered.focus
            rendered.focus = nil
        }
        if let scroll = screen.presentation.initialScroll, context.isTrue(scroll.when) {
            let names = Set(scroll.rows.map(\.value))
            rendered.initialScroll = rendered.rows.first { names.contains($0.rowID) }?.stableID
        }
        return rendered
    }

    /// The empty state shown: the first variant whose `when` holds (a variant without `when`, and a plain
    /// `emptyState:` text: while no row is shown); nil when none is.
    private func shownEmptyState(hasRows: Bool) -> EmptyState? {
        screen.emptyStates.first { variant in variant.when.map(context.isTrue) ?? !hasRows }
    }

    /// Appends the shown instances of a repeated row: one per element of its list, in list order.
    private mutating func appendInstances(
        of row: Row, _ repetition: Repetition, position: Int, section: String, sectionIndex: Int, reuse: Reuse?
    ) {
        let list = repetition.list.value
        guard let elements = context.state.elements(list) else { preconditionFailure("`\(list)` is not a list") }
        rows.reserveCapacity(rows.count + elements.count)
        for (index, value) in elements.enumerated() {
            if let reuse {
                let id = RowID(position: position, element: ScreenState.elementID(of: value))
                if reuse.isUnchanged(id) {
                    guard var previous = reuse.take(id) else { continue }
                    // The element may have moved: only its index is new.
                    previous.element?.index = index
                    locate(id)
                    rows.append(previous)
                    continue
                }
            }
            let element = RenderedRow.ListElement(
                variable: repetition.element.value, list: list, index: index, id: ScreenState.elementID(of: value),
                value: value)
            let elementContext = context.binding(element)
            guard elementContext.isTrue(row.visible) else { continue }
            let id = RowID(position: position, element: element.id)
            locate(id)
            rows.append(
                RenderedRow(
                    stableID: id, rowID: row.id.value, sectionID: section,
                    sectionIndex: sectionIndex, isImplicit: row.isImplicit, element: element,
                    content: RowContentBuilder(context: elementContext).content(of: row)))
        }
    }

    /// Records where the row with this id is about to be appended.
    private mutating func locate(_ id: RowID) {
        locations[id] = RenderedScreen.Location(section: sections.count, row: rows.count)
    }

    /// How many rows the screen can show at most: every fixed row, and every element for a repeated row.
    private func capacity() -> Int {
        var count = 0
        for section in screen.sections {
            count += section.displayRowCount
            for row in section.rows {
                guard let repetition = row.repetition else { continue }
                count += (context.state.elements(repetition.list.value)?.count ?? 1) - 1
            }
        }
        return count
    }
}
