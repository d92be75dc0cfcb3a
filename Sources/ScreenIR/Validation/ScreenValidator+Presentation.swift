import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    // MARK: Presentation

    mutating func checkPresentation() {
        let presentation = screen.presentation
        checkCondition(presentation.animateChanges)
        checkCondition(presentation.animatesNavigationBar)
        checkLoadMore()
        if case .whenChanged(let fields)? = presentation.listAnimation {
            for field in fields { checkComparedField(field) }
        }
        checkFocus()
    }

    /// A field `whenChanged` compares with its previous value: a state or app data field (parameters never change).
    private mutating func checkComparedField(_ field: Located<String>) {
        let name = field.value
        if screen.field(named: name) != nil || screen.dataField(named: name) != nil {
            usedFields.insert(name)
            return
        }
        if gaps.failedNames.contains(name) { return }
        let what: String
        if screen.parameter(named: name) != nil {
            what = "parameter `\(name)` never changes while the screen is shown"
        } else if screen.condition(named: name) != nil {
            what = "`\(name)` is a named condition, not a field"
        } else {
            let candidates = screen.state.map(\.name.value) + screen.data.map(\.name.value)
            sink.report(
                .unknownStateField, "`whenChanged` names no field: there is no state or app data field `\(name)`",
                at: field.span, help: Suggestion.didYouMean(name, in: candidates))
            return
        }
        usedFields.insert(name)
        sink.report(
            .invalidValue, "`whenChanged` compares a state or app data field with the previous emission, but \(what)",
            at: field.span, help: "name the state or app data fields whose change should animate the list")
    }

    private func checkFocus() {
        guard let focus = screen.presentation.focus else { return }
        let inputKinds: Set<RowKind> = [.singleLineInput, .multilineInput]
        guard let row = rowIDs[focus.value] else {
            // A row that failed to decode has its own diagnostics.
            if gaps.failedRows.contains(focus.value) { return }
            let inputs = rowIDs.values.filter { inputKinds.contains($0.kind) }.map(\.id.value).sorted()
            sink.report(
                .invalidFocus, "`focus` names no row: there is no row `\(focus.value)`", at: focus.span,
                notes: inputs.isEmpty ? ["the screen has no input row"] : ["input rows: \(Suggestion.list(inputs))"],
                help: Suggestion.didYouMean(focus.value, in: inputs))
            return
        }
        let label = [Diagnostic.Label(span: row.id.span, message: "`\(focus.value)` is declared here")]
        guard inputKinds.contains(row.kind) else {
            sink.report(
                .invalidFocus, "`focus` must name a single-line or multiline input row, but `\(focus.value)` is \(row.kind.phrase)",
                at: focus.span, labels: label,
                notes: ["ItemListUI focuses a row by giving its text field the keyboard"],
                help: "remove `focus`, or name an input row")
            return
        }
        if row.isRepeated {
            sink.report(
                .invalidFocus, "`focus` must name one row, but `\(focus.value)` repeats for each element of a list",
                at: focus.span, labels: label, help: "name an input row that does not repeat")
        }
    }

    /// `loadMore:` asks the app for more rows of a list: a screen whose rows never repeat has none.
    private func checkLoadMore() {
        guard let loadMore = screen.presentation.loadMore,
            !screen.sections.contains(where: { $0.rows.contains { $0.repetition != nil } })
        else { return }
        sink.report(
            .loadMoreWithoutList,
            "`loadMore` calls `\(loadMore.name.value)` when the list is scrolled near its end, but no row repeats over a list",
            at: loadMore.name.span,
            notes: ["the hook is for a list the app loads a page at a time: a row with `forEach:` over that list"],
            help: "remove `loadMore`, or repeat a row over the list with `forEach:`")
    }
}
