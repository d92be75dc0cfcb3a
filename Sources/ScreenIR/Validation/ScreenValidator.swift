import ScreenDiagnostics
import ScreenExpressions

/// Checks one decoded screen's meaning: unique ids and names, conditions and texts that type-check, bindings that fit
/// what they name, hooks used consistently, and declarations that are used.
public struct ScreenValidator {
    let screen: Screen
    let sink = DiagnosticSink()
    /// The checker of the screen: state, app data, parameters and named conditions.
    let screenChecker: ExpressionTypeChecker
    /// The screen's declarations by name.
    let declarations: DeclarationIndex
    /// The type conditions see for each declared name, computed once (an enum's type lists every case).
    let expressionTypes: [String: ExpressionType]
    /// The checker for what is being checked: the screen's, or inside a repeated row one that also knows the element.
    var checker: ExpressionTypeChecker
    /// Names read by a condition or text, bound by a control, or repeated over (for unused-declaration warnings).
    var usedFields: Set<String> = []
    /// The first row with each id, for duplicate ids and `focus:`.
    var rowIDs: [String: RowMention] = [:]
    /// The repeated row being checked and its element's type; nil outside repeated rows.
    var element: (variable: String, list: ListType)?

    /// The prefix and suffix of the generated names.
    let naming: NameAffixes
    /// What decoding left out because of the errors it reported (misspelt keys, declarations and rows that failed):
    /// their consequences are not reported again.
    let gaps: DecodingGaps

    public init(screen: Screen, naming: NameAffixes = .none) {
        self.init(screen: screen, naming: naming, gaps: DecodingGaps())
    }

    init(screen: Screen, naming: NameAffixes, gaps: DecodingGaps) {
        self.screen = screen
        self.naming = naming
        self.gaps = gaps
        let groups = [
            ExpressionTypeChecker.NameGroup(label: "state fields", names: screen.state.map(\.name.value)),
            ExpressionTypeChecker.NameGroup(label: "data fields", names: screen.data.map(\.name.value)),
            ExpressionTypeChecker.NameGroup(label: "parameters", names: screen.parameters.map(\.name.value)),
            ExpressionTypeChecker.NameGroup(label: "conditions", names: screen.conditions.map(\.name.value)),
        ]
        self.declarations = DeclarationIndex(screen)
        self.expressionTypes = screen.expressionTypes
        self.screenChecker = ExpressionTypeChecker(
            fields: expressionTypes, groups: groups, namesWithErrors: gaps.failedNames,
            interface: screen.declarations.interface)
        self.checker = screenChecker
    }

    /// Every problem found, unsorted; `naming` is the prefix and suffix the generated names will carry.
    public static func validate(_ screen: Screen, naming: NameAffixes = .none) -> [Diagnostic] {
        validate(screen, naming: naming, gaps: DecodingGaps())
    }

    /// `validate(_:naming:)` of a screen whose decoding left `gaps`.
    static func validate(_ screen: Screen, naming: NameAffixes, gaps: DecodingGaps) -> [Diagnostic] {
        var validator = ScreenValidator(screen: screen, naming: naming, gaps: gaps)
        validator.run()
        return validator.sink.diagnostics
    }

    private mutating func run() {
        checkReservedNames()
        checkGeneratedNames()
        checkDeclarations()
        checkAppDeclarations()
        checkNamedConditions()
        checkSectionsAndRows()
        checkTitle()
        checkNavigation()
        checkPresentation()
        checkHooks()
        checkUnusedDeclarations()
    }

    // MARK: Sections and rows

    private mutating func checkSectionsAndRows() {
        if screen.sections.isEmpty {
            sink.report(
                .emptyScreen, "screen `\(screen.name.value)` has no sections", at: screen.name.span,
                help: "add a section with rows under `sections:`")
        }
        var sectionIDs: [String: SourceSpan] = [:]
        sectionIDs.reserveCapacity(screen.sections.count)
        var rowCount = 0
        for section in screen.sections { rowCount += section.rows.count + 2 }  // with its header and footer rows
        rowIDs.reserveCapacity(rowCount)
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
                // One hash of the id for the usual row, whose id is new: a duplicate puts the first row back.
                if let first = rowIDs.updateValue(RowMention(row), forKey: row.id.value) {
                    rowIDs[row.id.value] = first
                    reportDuplicateRow(row, first: first)
                }
                check(row)
            }
        }
    }

    /// What a duplicate-id diagnostic or `focus:` needs to know of the first row with an id (cheaper to keep than
    /// the row).
    struct RowMention {
        var id: Located<String>
        var isImplicit: Bool
        var kind: RowKind
        var isRepeated: Bool

        init(_ row: Row) {
            id = row.id
            isImplicit = row.isImplicit
            kind = row.kind
            isRepeated = row.repetition != nil
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
        checkReorder(row)
        if let repetition = row.repetition {
            // A row over a list that does not resolve is reported once; its element's uses would only echo that.
            guard enterRepetition(row, repetition) else { return }
        }
        defer {
            if element != nil {
                element = nil
                checker = screenChecker
            }
        }
        checkCondition(row.visible, isVisibility: true)
        // Icons chosen by the state: their conditions type-check (and mark the fields they read as used). Visited
        // in place, without building a list per row (lint checks every row of every file).
        switch row.item {
        case .described(let item):
            for key in item.description.keys where key.kind == .icon {
                if case .icon(let icon)? = item.values[key.name] { icon.choice.forEachCondition { checkCondition($0) } }
            }
        case .disclosure(let item):
            item.icon?.choice.forEachCondition { checkCondition($0) }
            item.titleIcon?.choice.forEachCondition { checkCondition($0) }
        default:
            row.item.icon?.choice.forEachCondition { checkCondition($0) }
        }
        switch row.item {
        case .switch(let item):
            checkBinding(item.binding, in: row, expecting: .bool, control: "a switch", access: .stateOrAppData)
            checkCondition(item.enabled)
            checkCondition(item.locked)
            checkCondition(item.interactive)
            checkStateUpdate(item.action?.stateUpdate)
        case .expandableSwitch(let item):
            checkBinding(item.binding, in: row, expecting: .bool, control: "an expandable switch", access: .stateOrAppData)
            checkBinding(
                item.expanded, in: row, expecting: .bool, control: "an expandable switch's `expanded`", access: .localState)
            checkCondition(item.enabled)
            checkCondition(item.locked)
            checkCondition(item.interactive)
            var ids: [String: SourceSpan] = [:]
            for sub in item.subItems {
                if let first = ids[sub.id.value] {
                    sink.report(
                        .duplicateID, "sub-item id `\(sub.id.value)` is used twice", at: sub.id.span,
                        labels: [Diagnostic.Label(span: first, message: "first used here")])
                }
                ids[sub.id.value] = sub.id.span
                checkBinding(sub.binding, in: row, expecting: .bool, control: "a sub-item", access: .localState)
                checkCondition(sub.enabled)
            }
        case .disclosure(let item):
            checkCondition(item.enabled)
            checkAction(item.action)
            if let peer = item.iconPeer { checkPeerValue(peer, key: "iconPeer") }
        case .action(let item):
            checkCondition(item.enabled)
            checkAction(item.action)
        case .singleLineInput(let item):
            checkInputText(item.binding, unedited: item.unedited, in: row, control: "a single-line input")
            checkCondition(item.enabled)
            item.clearType.forEachCondition { checkCondition($0) }
        case .multilineInput(let item):
            checkInputText(item.binding, unedited: item.unedited, in: row, control: "a multiline input")
        case .checkbox(let item):
            checkCondition(item.enabled)
            checkCheckbox(item.behavior, in: row)
        case .activityText(let item):
            checkCondition(item.activity)
            item.color.forEachCondition { checkCondition($0) }
        case .textWithLabel(let item):
            checkAction(item.action)
        case .multilineText(let item):
            checkAction(item.action)
        case .sectionHeader(let item):
            checkAction(item.action)
        case .described(let item):
            checkDescribed(item, in: row)
        case .info(let item):
            checkCondition(item.closable)
        case .text, .placeholder:
            break
        }
        row.item.forEachText { checkText($0) }
    }

    private mutating func checkCheckbox(_ behavior: CheckboxRow.Behavior, in row: Row) {
        switch behavior {
        case .toggle(let field):
            guard let (type, _) = bindingType(field, in: row, control: "a checkbox", access: .stateOrAppData) else {
                return
            }
            if case .enumeration = type {
                // `selcts:` is reported as an unknown key, with "did you mean `selects`?".
                if gaps.misspells("selects", in: row.span) { return }
                sink.report(
                    .missingKey, "a checkbox bound to enum field `\(field.value)` needs `selects: <case>`", at: field.span,
                    notes: ["checkboxes bound to the same enum field form a radio group"],
                    help: "add `selects:` with one of: \(Suggestion.list(Self.caseNames(type)))")
            } else if type != .bool {
                reportMismatch(field, in: row, type: type, control: "a checkbox", expected: "a Bool or enum")
            }
        case .select(let field, let caseName):
            guard
                let (type, declared) = bindingType(
                    field, in: row, control: "a checkbox with `selects`", access: .stateOrAppData)
            else { return }
            guard case .enumeration(_, let cases) = type else {
                reportMismatch(field, in: row, type: type, control: "a checkbox with `selects`", expected: "an enum")
                return
            }
            if !cases.contains(caseName.value) {
                sink.report(
                    .unknownEnumCase, "`\(caseName.value)` is not a case of `\(field.value)`", at: caseName.span,
                    labels: declared.map { [Diagnostic.Label(span: $0, message: "`\(field.value)` declared here")] } ?? [],
                    notes: ["cases: \(Suggestion.list(cases))"],
                    help: Suggestion.didYouMean(caseName.value, in: cases))
            }
        case .checked(let condition, let action):
            checkCondition(condition)
            checkStateUpdate(action.stateUpdate)
        }
    }
}
