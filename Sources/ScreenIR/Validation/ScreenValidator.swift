import ScreenDiagnostics
import ScreenExpressions

/// Checks one decoded screen's meaning: unique ids, conditions that type-check, bindings that fit their
/// fields, and fields that are used.
public struct ScreenValidator {
    let screen: Screen
    let sink = DiagnosticSink()
    let checker: ExpressionTypeChecker
    /// Field name → the spans that read it (for unused-field detection).
    var usedFields: Set<String> = []

    public init(screen: Screen) {
        self.screen = screen
        self.checker = ExpressionTypeChecker(fields: screen.expressionTypes)
    }

    /// Every problem found, unsorted.
    public static func validate(_ screen: Screen) -> [Diagnostic] {
        var validator = ScreenValidator(screen: screen)
        validator.run()
        return validator.sink.diagnostics
    }

    private mutating func run() {
        checkReservedNames()
        checkSectionsAndRows()
        checkTitle()
        checkNavigation()
        checkUnusedFields()
    }

    // MARK: Sections and rows

    private mutating func checkSectionsAndRows() {
        if screen.sections.isEmpty {
            sink.report(
                .emptyScreen, "screen `\(screen.name.value)` has no sections", at: screen.name.span,
                help: "add a section with rows under `sections:`")
        }
        var sectionIDs: [String: SourceSpan] = [:]
        var rowIDs: [String: RowMention] = [:]
        for section in screen.sections {
            if let first = sectionIDs[section.id.value] {
                sink.report(
                    .duplicateID, "section id `\(section.id.value)` is used twice", at: section.id.span,
                    labels: [Diagnostic.Label(span: first, message: "first used here")],
                    notes: ["section ids become cases of the generated section enum"])
            } else {
                sectionIDs[section.id.value] = section.id.span
            }
            if section.rows.isEmpty {
                sink.report(
                    .emptySection, "section `\(section.id.value)` has no rows", at: section.id.span,
                    help: "add rows, or remove the section")
            }
            checkCondition(section.visible, isVisibility: true)
            section.forEachDisplayRow { row in
                if let first = rowIDs[row.id.value] {
                    reportDuplicateRow(row, first: first)
                } else {
                    rowIDs[row.id.value] = RowMention(row)
                }
                checkCondition(row.visible, isVisibility: true)
                check(row)
            }
        }
    }

    /// What a duplicate-id diagnostic needs to know of the first row with an id (cheaper to keep than the row).
    private struct RowMention {
        var id: Located<String>
        var isImplicit: Bool
        var kind: RowKind

        init(_ row: Row) {
            id = row.id
            isImplicit = row.isImplicit
            kind = row.kind
        }
    }

    private func reportDuplicateRow(_ row: Row, first: RowMention) {
        var notes = ["row ids become cases of the generated entry enum, so they are unique in the whole screen"]
        for implicit in [RowMention(row), first] where implicit.isImplicit {
            notes.append("`\(implicit.id.value)` is the id screenc gives the section's \(implicit.kind == .sectionHeader ? "header" : "footer") row")
        }
        sink.report(
            .duplicateID, "row id `\(row.id.value)` is used twice", at: row.id.span,
            labels: [Diagnostic.Label(span: first.id.span, message: "first used here")], notes: notes,
            help: "rename one of the rows")
    }

    private mutating func check(_ row: Row) {
        switch row.item {
        case .switch(let item):
            checkBinding(item.binding, expecting: .bool, control: "a switch")
            checkCondition(item.enabled)
            checkCondition(item.locked)
        case .expandableSwitch(let item):
            checkBinding(item.binding, expecting: .bool, control: "an expandable switch")
            checkBinding(item.expanded, expecting: .bool, control: "an expandable switch's `expanded`")
            checkCondition(item.enabled)
            checkCondition(item.locked)
            var ids: [String: SourceSpan] = [:]
            for sub in item.subItems {
                if let first = ids[sub.id.value] {
                    sink.report(
                        .duplicateID, "sub-item id `\(sub.id.value)` is used twice", at: sub.id.span,
                        labels: [Diagnostic.Label(span: first, message: "first used here")])
                }
                ids[sub.id.value] = sub.id.span
                checkBinding(sub.binding, expecting: .bool, control: "a sub-item")
                checkCondition(sub.enabled)
            }
        case .disclosure(let item):
            checkCondition(item.enabled)
        case .action(let item):
            checkCondition(item.enabled)
        case .singleLineInput(let item):
            checkBinding(item.binding, expecting: .string, control: "a single-line input")
            checkCondition(item.enabled)
        case .multilineInput(let item):
            checkBinding(item.binding, expecting: .string, control: "a multiline input")
        case .checkbox(let item):
            checkCondition(item.enabled)
            checkCheckbox(item.behavior)
        case .activityText(let item):
            checkCondition(item.activity)
        case .sectionHeader, .text, .textWithLabel, .multilineText, .info, .placeholder:
            break
        }
    }

    private mutating func checkCheckbox(_ behavior: CheckboxRow.Behavior) {
        switch behavior {
        case .toggle(let field):
            guard let type = fieldType(field) else { return }
            if case .enumeration = type {
                sink.report(
                    .missingKey, "a checkbox bound to enum field `\(field.value)` needs `selects: <case>`", at: field.span,
                    notes: ["checkboxes bound to the same enum field form a radio group"],
                    help: "add `selects:` with one of: \(caseNames(field).joined(separator: ", "))")
            } else if type != .bool {
                reportMismatch(field, type: type, control: "a checkbox", expected: "a Bool or enum")
            }
        case .select(let field, let caseName):
            guard let type = fieldType(field) else { return }
            guard case .enumeration(_, let cases) = type else {
                reportMismatch(field, type: type, control: "a checkbox with `selects`", expected: "an enum")
                return
            }
            if !cases.contains(caseName.value) {
                sink.report(
                    .unknownEnumCase, "`\(caseName.value)` is not a case of `\(field.value)`", at: caseName.span,
                    labels: screen.field(named: field.value).map { [Diagnostic.Label(span: $0.span, message: "`\(field.value)` declared here")] } ?? [],
                    notes: ["cases: \(cases.joined(separator: ", "))"],
                    help: Suggestion.didYouMean(caseName.value, in: cases))
            }
        case .checked(let condition, _):
            checkCondition(condition)
        }
    }

    // MARK: Reserved names

    private func checkReservedNames() {
        func reserved(_ name: Located<String>, in set: Set<String>, what: String, member: String) {
            guard set.contains(name.value) else { return }
            sink.report(
                .invalidIdentifier, "\(what) `\(name.value)` is reserved", at: name.span,
                notes: ["the generated \(member) already has a member named `\(name.value)`"],
                help: "rename it, for example to `\(name.value)\(what.hasPrefix("row") ? "Row" : "Value")`")
        }
        for section in screen.sections {
            reserved(section.id, in: ReservedNames.sectionIDs, what: "section id", member: "section enum")
            for row in section.rows.indices {
                reserved(section.rows[row].id, in: ReservedNames.rowIDs, what: "row id", member: "entry enum")
            }
        }
        for field in screen.state {
            if case .enumeration(let cases) = field.type {
                for name in cases {
                    reserved(name, in: ReservedNames.enumCases, what: "enum case", member: "enum `\(field.enumTypeName)`")
                }
            }
        }
        for target in screen.actionTargets {
            guard case .external(let hook) = target else { continue }
            let name = hook.name
            if ReservedNames.actionNames.contains(name.value) || ReservedNames.collidesWithNavigation(name.value) {
                sink.report(
                    .invalidActionName, "action name `\(name.value)` is reserved", at: name.span,
                    notes: ["the generated arguments class uses `updateState`, `update`, `toggle`, `push<Screen>` and `make<Screen>Controller`"],
                    help: "rename it, for example to `\(name.value)Tapped`")
            }
        }
    }

    // MARK: Title and navigation

    private mutating func checkTitle() {
        guard let selected = screen.title.selectionField, let type = fieldType(selected) else { return }
        let count: Int
        switch screen.title {
        case .sectionControl(let segments, _): count = segments.count
        case .textWithTabs(_, let tabs, _): count = tabs.count
        default: return
        }
        switch type {
        case .int:
            break
        case .enumeration(_, let cases):
            if cases.count != count {
                sink.report(
                    .segmentCountMismatch,
                    "the title has \(count) \(count == 1 ? "entry" : "entries") but `\(selected.value)` has \(cases.count) cases",
                    at: selected.span, notes: ["each case selects the entry at the same position: \(cases.joined(separator: ", "))"],
                    help: "give the title one entry per case")
            }
        default:
            reportMismatch(selected, type: type, control: "the title's `selected`", expected: "an Int or enum")
        }
    }

    private mutating func checkNavigation() {
        let bar = screen.navigationBar
        for button in bar.left + bar.right + bar.secondaryRight {
            checkCondition(button.when)
            checkCondition(button.enabled)
        }
        for action in screen.toolbar {
            checkCondition(action.enabled)
        }
    }

    private func checkUnusedFields() {
        for field in screen.state where !usedFields.contains(field.name.value) {
            sink.report(
                .unusedStateField, "state field `\(field.name.value)` is never used", at: field.name.span,
                notes: ["no condition reads it and no control or title is bound to it"],
                help: "remove it, or bind a control to it")
        }
    }
}
