import ScreenCodeGen
import ScreenIR
import ScreenItems
import SwiftSyntax

/// Builds one screen file from a controller's declarations.
struct ScreenBuilder {
    let controller: ControllerSource
    let path: String
    let converter: SourceLocationConverter
    var rows: RowReader
    var summary = ImportSummary()
    let stateOrder: [String]
    let stateTypes: [String: ImportedType]
    private let stateUnreadable: [(name: String, type: String, node: Syntax)]
    let data: DataReader
    let stateDefaults: [String: String]

    /// Entries whose rows lint would report, by id → the finding: written as left, with the finding as the reason.
    private let demoted: [String: String]
    /// State fields that only rows written as left read: not declared.
    private let unusedFields: Set<String>
    /// Entries whose `push:` names a screen lint cannot see from this file alone: written without it.
    private let unpushed: Set<String>
    /// Custom item classes declared from their calls, by Swift name, in the order first called.
    private var customItems: [String: CustomItemDeclaration] = [:]
    private var customItemOrder: [String] = []
    /// Header and footer entries by section, to find which entry a lint finding is about.
    var headerEntries: [String: String] = [:]
    var footerEntries: [String: String] = [:]
    /// Repeated rows the factory reorders → their `reorder:` hook.
    var reorderHooks: [String: String] = [:]

    init(
        controller: ControllerSource, path: String, converter: SourceLocationConverter, demoted: [String: String] = [:],
        unusedFields: Set<String> = [], unpushed: Set<String> = [], importedFactories: [String: String] = [:]
    ) {
        self.unpushed = unpushed
        self.demoted = demoted
        self.unusedFields = unusedFields
        self.controller = controller
        self.path = path
        self.converter = converter
        let state = StateReader(controller: controller)
        stateOrder = state.order
        stateTypes = state.types
        stateDefaults = state.defaults
        stateUnreadable = state.unreadable
        data = DataReader(controller: controller, declarations: controller.declarations)
        let stateNames = Set(
            controller.entriesFunction?.signature.parameterClause.parameters.compactMap { parameter in
                parameter.type.trimmedDescription == controller.stateStruct?.name.text
                    ? (parameter.secondName ?? parameter.firstName).text : nil
            } ?? [])
        rows = RowReader(
            conditions: ConditionTranslator(
                stateNames: stateNames, stateFields: state.types, computed: controller.computedState))
        rows.conditions.data = data
        rows.conditions.conditionNames = controller.computedConditions
        rows.conditions.elementComputed = controller.computed
        rows.conditions.caseTests = controller.caseTests
        if let state = controller.stateStruct?.name.text {
            rows.conditions.stateFunctions = controller.conditionFunctions[state] ?? [:]
        }
        if let parameters = data.parametersStruct {
            rows.conditions.parametersName = data.parametersName
            rows.conditions.parameterComputed = controller.computed[parameters.name.text] ?? [:]
            rows.conditions.parameterFunctions = controller.conditionFunctions[parameters.name.text] ?? [:]
            for (name, type) in TypeDeclarations.storedProperties(of: parameters) {
                if let imported = controller.declarations.type(of: type), imported.allowedAsField, !imported.isList,
                    !imported.isApp
                {
                    rows.conditions.parameterFields[name] = imported
                }
            }
        }
        for parameter in controller.factoryParameters {
            if let imported = controller.declarations.type(of: parameter.type), imported.allowedAsField, !imported.isList,
                !imported.isApp
            {
                rows.conditions.parameterFields[parameter.name] = imported
                rows.conditions.bareParameterNames.insert(parameter.name)
            }
        }
        rows.optionalHooks = controller.optionalHooks
        rows.pushedScreens = controller.pushedScreens
        rows.argumentPushes = controller.argumentPushes
        rows.textFunctions = controller.textFunctions
        rows.textFunctionCalls = controller.textFunctionCalls
        rows.importedFactories = importedFactories
    }

    mutating func build() -> ImportedScreen {
        var entries: [Entry] = []
        var screenNotes: [String] = []
        var seen: Set<String> = []
        let reader = controller.entriesFunction.map(EntriesReader.init)
        rows.conditions.entryLocals = reader?.locals ?? LocalValues()
        for statement in reader?.unread ?? [] {
            screenNotes.append(contentsOf: note("statement of the entries function not read", statement))
        }
        for use in reader?.uses ?? [] {
            entries.append(entry(for: use, seen: &seen))
        }
        // Fields of types the language has no declaration for here: said, never dropped silently.
        // The field keeping a removable row's revealed options is screenc's own, implied by `remove:`.
        for field in stateUnreadable where !rows.revealedFields.contains(field.name) {
            screenNotes.append(
                contentsOf: note(
                    "state field `\(field.name): \(field.type)` not declared: state is Bool, Int, String, their optionals and enums (an app type has no literal default); keep the value in the app and pass it as app data",
                    field.node))
        }
        for field in data.unreadable {
            screenNotes.append(
                contentsOf: note(
                    "app data `\(field.name): \(field.type)` not declared: the importer declares Bool, Int, String, their optionals, enums and lists of structs of this file, and [EnginePeer] (an app type goes under `types:`, with the members the screen reads)",
                    field.node))
        }
        for name in controller.itemCases.keys.sorted() where !seen.contains(name) {
            screenNotes.append("left: entry `.\(name)` is built in item(…) but never appended by the entries function")
            summary.left += 1
        }
        let sections = sectionsInOrder(entries)
        let factory = factoryLines()
        reorderHooks = factory.reorder
        var lines: [String] = []
        let title = factory.title ?? controller.controllerState.flatMap { titleText($0) }
        lines.append("# Imported by screenc-import from \(path).")
        lines.append("# \(summary.line(screen: controller.screenName))")  // rewritten below once counted
        for note in screenNotes + listStateNotes(read: factory.read) + factory.notes {
            lines.append("# \(YAMLText.oneLine(note))")
        }
        lines.append("screen: \(controller.screenName)")
        if let title {
            lines.append("title: \(title)")
        } else {
            lines.append("# left: no `title: .text(…)` of ItemListControllerState read: write the title")
            lines.append("title: \"\"")
        }
        lines.append(contentsOf: factory.topLevel)
        // Items passing no `systemStyle:` are the pre-2025 look (screenc's default is `glass`).
        if rows.systemStyles == ["legacy"] {
            lines.append("systemStyle: legacy")
        } else if rows.systemStyles.count > 1 {
            lines.insert("# left: some item calls pass `systemStyle: .glass` and some do not; a screen has one `systemStyle:`", at: 2)
        }
        if let scroll = factory.initialScroll {
            let written = Set(entries.filter { !$0.left && $0.forEach == nil }.map(\.id))
            if let value = Self.initialScrollValue(rows: scroll.rows, when: scroll.when, written: written) {
                lines.append("initialScroll: \(value)")
            }
            let unnamed = scroll.rows.filter { !written.contains($0) }
            if !unnamed.isEmpty {
                lines.insert(
                    "# left: `initialScrollToItem:` also scrolls to `\(unnamed.joined(separator: "`, `"))`, not imported as rows",
                    at: 2)
            }
        }
        let fields = stateOrder.filter { rows.conditions.referencedFields.contains($0) && !unusedFields.contains($0) }
        if !fields.isEmpty {
            lines.append("")
            lines.append("state:")
            for field in fields { lines.append("  \(field): \(stateValue(field))") }
        }
        // Every parameter is kept (the generated factory takes them all, and pushes pass them); one nothing written
        // reads says so instead of warning.
        let parameterLines = parameterDeclarations()
        if !parameterLines.isEmpty {
            lines.append("")
            lines.append("parameters:")
            for parameter in parameterLines {
                if unusedFields.contains(parameter.name) {
                    lines.append("  # left: read by nothing imported (the factory may read it): use it, or remove it from the callers")
                    lines.append("  # screenc:disable-next-line unused-state-field")
                }
                lines.append(parameter.line)
            }
        }
        let named = rows.conditions.namedConditions.filter { !unusedFields.contains($0.name) }
        let dataFields = data.order.filter { rows.conditions.referencedData.contains($0) && !unusedFields.contains($0) }
        // The app's types the data fields have, with the members the screen reads (their module is the app's).
        var appTypes: [String] = []
        for field in dataFields {
            for type in data.types[field]?.appTypeNames ?? [] where !appTypes.contains(type) { appTypes.append(type) }
        }
        for type in rows.functionAppTypes.sorted() where !appTypes.contains(type) { appTypes.append(type) }
        lines.append(contentsOf: appTypeDeclarations(appTypes))
        lines.append(contentsOf: functionDeclarations())
        lines.append(contentsOf: reusableTextDeclarations())
        if !dataFields.isEmpty {
            lines.append("")
            lines.append("data:")
            for field in dataFields { lines.append(contentsOf: dataDeclaration(field)) }
        }
        if !named.isEmpty {
            lines.append("")
            lines.append("conditions:")
            for condition in named { lines.append("  \(condition.name): \(RowReader.conditionValue(condition.condition))") }
        }
        let back = controller.controllerState.flatMap { backTitle($0) }
        if back != nil || !factory.navigationBar.isEmpty {
            lines.append("")
            lines.append("navigationBar:")
            lines.append(contentsOf: factory.navigationBar)
            if let back { lines.append("  back: \(back)") }
        }
        for block in factory.blocks {
            lines.append("")
            lines.append(contentsOf: block)
        }
        lines.append("")
        lines.append("sections:")
        var written = 0
        for section in sections {
            let sectionLines = write(section: section.id, section.entries)
            if sectionLines.contains(where: { $0.hasPrefix("  - id:") }) { written += 1 }
            if !sectionLines.isEmpty && lines.last != "sections:" { lines.append("") }
            lines.append(contentsOf: sectionLines)
        }
        if written == 0 {
            // No row could be imported: the comments stay, above an empty list (`sections: []`).
            lines.removeAll { $0 == "sections:" }
            lines.append("sections: []")
            if let screenLine = lines.firstIndex(where: { $0.hasPrefix("screen: ") }) {
                lines.insert(contentsOf: [
                    "# No row could be imported: write the sections, then remove the next line.",
                    "# screenc:disable-next-line empty-screen",
                ], at: screenLine)
            }
        }
        // The custom items the written rows use, declared before the sections (module unknown: said in a comment).
        let used = customItemOrder.compactMap { customItems[$0] }.filter { lines.contains("        item: \($0.name)") }
        if !used.isEmpty, let sectionsLine = lines.lastIndex(where: { $0.hasPrefix("sections:") }) {
            let guess = appModuleGuess(for: used.map(\.description.swiftName))
            let module = guess?.module
            var block = [
                guess.map {
                    "# left: the items' module is taken to be `\($0.module)`, \($0.why): check it"
                } ?? "# left: the module declaring these items is not known: add `module:` to each, unless it is the module being compiled",
                "items:",
            ]
            for declaration in used {
                var yaml = declaration.yaml
                if let module, yaml.count > 1 { yaml.insert("    module: \(module)", at: 2) }
                block += yaml
            }
            lines.insert(contentsOf: block + [""], at: sectionsLine)
        }
        lines[1] = "# \(summary.line(screen: controller.screenName))"
        return ImportedScreen(name: controller.screenName, yaml: lines.joined(separator: "\n") + "\n", summary: summary)
    }

    private mutating func entry(for use: EntryUse, seen: inout Set<String>) -> Entry {
        let quote = YAMLText.quote(use.statement.trimmedDescription)
        var entry = Entry(
            id: use.caseName, section: controller.sectionOfCase[use.caseName] ?? "", forEach: nil,
            reading: nil,
            notes: [], left: true, quote: quote)
        func leave(_ why: String) -> Entry {
            entry.notes = ["left: \(why) (line \(line(of: use.statement)))"]
            return entry
        }
        if seen.contains(use.caseName) { return leave("`.\(use.caseName)` is appended a second time") }
        seen.insert(use.caseName)
        guard !entry.section.isEmpty else { return leave("`var section` gives no section for `.\(use.caseName)`") }
        rows.conditions.loopElement = nil
        defer { rows.conditions.loopElement = nil }
        if let loop = use.loop {
            guard let element = Self.elementName(of: loop), let list = rows.conditions.list(Self.sequence(of: loop))
            else {
                return leave(
                    "a row repeated by `for \(loop.pattern.trimmedDescription) in \(loop.sequence.trimmedDescription)`: not over a list of app data the importer can declare (an entries parameter `[EnginePeer]`, or an array of a struct of this file)")
            }
            rows.conditions.loopElement = (element, list)
            entry.forEach = "\(element) in \(list)"
        }
        guard let itemCase = controller.itemCases[use.caseName] else {
            return leave("item(…) builds no item for `.\(use.caseName)`")
        }
        guard let call = returnedCall(of: itemCase) else {
            return leave("item(…) does not return a single item call for `.\(use.caseName)`")
        }
        let callee = call.calledExpression.trimmedDescription
        var substitutions: [String: ExprSyntax] = [:]
        var substitutionTypes: [String: String] = [:]
        let types = controller.payloadTypes(of: use.caseName)
        for (index, (name, argument)) in zip(payloadNames(of: itemCase), use.arguments).enumerated() {
            if let name { substitutions[name] = argument.expression }
            if let name, index < types.count { substitutionTypes[name] = types[index] }
        }
        rows.conditions.substitutions = substitutions
        rows.conditions.substitutionTypes = substitutionTypes
        let description: ItemDescription
        if let builtIn = RowReader.bySwiftName[callee] {
            description = builtIn
        } else if var declared = customItems[callee] {
            // What the first call passed `nil` for, this one may say (read every call before declaring).
            if !declared.leftOut.isEmpty,
                case .success(let other) = CustomItemReader.declare(
                    call, taken: [], hookPayloads: controller.hookPayloads, hookKeys: controller.hookKeys,
                    conditions: &rows.conditions)
            {
                declared = declared.completed(by: other)
                customItems[callee] = declared
            }
            description = declared.description
        } else {
            let taken = Set(RowReader.bySwiftName.values.map(\.name)).union(customItems.values.map(\.name))
            switch CustomItemReader.declare(
                call, taken: taken, hookPayloads: controller.hookPayloads, hookKeys: controller.hookKeys,
                    conditions: &rows.conditions)
            {
            case .success(let declaration):
                customItems[callee] = declaration
                customItemOrder.append(callee)
                description = declaration.description
            case .failure(let problem):
                rows.conditions.substitutions = [:]
                return leave("`\(callee)` is not a built-in item, and its call cannot be declared under `items:`: \(problem.reason)")
            }
        }
        rows.conditions.substitutions = substitutions
        rows.caseLocals = LocalValues(itemCase.statements)
        defer { rows.caseLocals = LocalValues() }
        var reading = rows.read(call, as: description)
        rows.conditions.substitutions = [:]
        for (index, condition) in use.conditions.enumerated() {
            if let expression = condition.expression, let text = rows.conditions.translate(expression, expecting: "Bool") {
                entry.conditionParts.append(condition.negated ? "!(\(RowReader.unwrapped(text)))" : text)
                if index < use.conditionsOutsideLoop { entry.shareableParts = entry.conditionParts.count }
            } else {
                reading.notes.append("shown only while `\(condition.swift)`: not translated, so the row shows always")
            }
        }
        let missing = reading.missingRequired
        let isHeaderOrFooter = ["sectionHeader", "text"].contains(description.name)
        if !missing.isEmpty && !isHeaderOrFooter {
            entry.notes = reading.notes.map { "left: \($0)" }
            return leave(
                "\(description.swiftName) without \(missing.map { "`\($0):`" }.joined(separator: ", ")) that screenc can read"
                    + (reading.notes.isEmpty ? "" : "; " + reading.notes.joined(separator: "; ")))
        }
        if unpushed.contains(use.caseName), let push = reading.values.removeValue(forKey: "push") {
            reading.notes.append(
                "`push: \(push)` left out: the pushed screen's file is not beside this one; import its controller too, then write it")
            // An action row needs something to do: the arguments member the Swift called, as a hook, meanwhile.
            if description.name == "action", reading.values["action"] == nil, reading.values["set"] == nil,
                let screen = push.hasPrefix("{ screen: ") ? push.dropFirst("{ screen: ".count).split(separator: ",").first.map(String.init) : push
            {
                reading.values["action"] = "push" + screen
            }
        }
        if let finding = demoted[use.caseName] {
            return leave("written as a row, lint would report: \(finding)")
        }
        entry.left = false
        entry.reading = reading
        entry.notes = reading.notes
        return entry
    }

    /// The item call a `case` of item(…) returns (`return X(…)`, or `X(…)` alone).
    private func returnedCall(of switchCase: SwitchCaseSyntax) -> FunctionCallExprSyntax? {
        guard let last = switchCase.statements.last?.item else { return nil }
        let expression = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        return expression?.as(FunctionCallExprSyntax.self)
    }

    private func sectionsInOrder(_ entries: [Entry]) -> [(id: String, entries: [Entry])] {
        var order: [String] = []
        var bySection: [String: [Entry]] = [:]
        var unsectioned: [Entry] = []
        for entry in entries {
            if entry.section.isEmpty {
                unsectioned.append(entry)
                continue
            }
            if bySection[entry.section] == nil { order.append(entry.section) }
            bySection[entry.section, default: []].append(entry)
        }
        var result = order.map { (id: $0, entries: bySection[$0]!) }
        if !unsectioned.isEmpty {
            if result.isEmpty { result.append((id: "", entries: [])) }
            result[0].entries.insert(contentsOf: unsectioned, at: 0)
        }
        return result
    }

    func note(_ why: String, _ node: Syntax) -> [String] {
        ["left: \(why) (line \(line(of: node)))"] + YAMLText.quote(node.trimmedDescription).map { "  \($0)" }
    }

    func line(of node: Syntax) -> Int {
        node.startLocation(converter: converter).line
    }
}
