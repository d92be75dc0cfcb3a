import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    // MARK: Presentation

    mutating func checkPresentation() {
        let presentation = screen.presentation
        checkNavigationPresentation()
        checkCondition(presentation.animateChanges)
        checkCondition(presentation.animatesNavigationBar)
        checkLoadMore()
        if case .whenChanged(let fields)? = presentation.listAnimation {
            for field in fields { checkComparedField(field) }
        }
        checkFocus()
        checkInitialScroll()
    }

    /// `initialScroll:` names rows that do not repeat (the generated code finds their entries by case); its `when`
    /// is a condition like any other.
    private mutating func checkInitialScroll() {
        guard let scroll = screen.presentation.initialScroll else { return }
        checkCondition(scroll.when)
        for row in scroll.rows { checkScrollRow(row) }
    }

    private func checkScrollRow(_ located: Located<String>) {
        let name = located.value
        guard let row = rowIDs[name] else {
            if gaps.failedRows.contains(name) { return }
            let rows = rowIDs.values.filter { !$0.isRepeated }.map(\.id.value).sorted()
            sink.report(
                .invalidFocus, "`initialScroll` names no row: there is no row `\(name)`", at: located.span,
                help: Suggestion.didYouMean(name, in: rows))
            return
        }
        if row.isRepeated {
            sink.report(
                .invalidFocus, "`initialScroll` must name one row, but `\(name)` repeats for each element of a list",
                at: located.span, labels: [Diagnostic.Label(span: row.id.span, message: "`\(name)` is declared here")],
                help: "name a row that does not repeat")
        }
    }

    /// `presentation: { if:, then:, else: }` is chosen once, when the factory creates the controller: its conditions
    /// read the parameters only (the state and app data the screen shows later cannot move it to another
    /// presentation).
    private mutating func checkNavigationPresentation() {
        var conditions: [Expression] = []
        screen.presentation.navigation.forEachCondition { conditions.append($0) }
        for condition in conditions {
            checkCondition(condition)
            // A condition that reads no field at all (`true`, a named condition that is a constant) chooses nothing.
            if firstRead(in: condition, outside: [], elementVariable: nil) == nil {
                sink.report(
                    .expressionType,
                    "a condition choosing `presentation` must read the screen's parameters, but `\(condition)` reads no field",
                    at: condition.span,
                    help: "write the presentation as a word (`presentation: modal`), or test a parameter")
                continue
            }
            guard let (node, reason) = firstRead(in: condition, outside: [.parameter], elementVariable: nil) else {
                continue
            }
            sink.report(
                .expressionType,
                "`presentation` is chosen once, when the controller is created, from the screen's parameters, but \(reason)",
                at: node.span,
                notes: ["the factory sets `controller.navigationPresentation` before the screen is shown"],
                help: "choose the presentation with a parameter the app passes when it creates the screen")
        }
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
