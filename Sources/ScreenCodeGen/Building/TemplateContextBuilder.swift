import ScreenExpressions
import ScreenIR
import TerminalText

/// Builds the template context for one screen: every decision about the generated code is made here.
public enum TemplateContextBuilder {
    /// Modules every generated file imports, sorted.
    public static let imports = [
        "AccountContext", "Display", "Foundation", "ItemListUI", "PresentationDataUtils", "SwiftSignalKit",
        "TelegramPresentationData", "UIKit",
    ]

    /// The modules `screen`'s generated file imports, sorted: `imports`, `AppBundle` when a row shows a bundle image
    /// (`UIImage(bundleImageName:)`), `TelegramStringFormatting` when a text shows a number with `format: bytes`
    /// (`dataSizeString`), the module of every described item it uses and `appModules` (those of the app's declared
    /// types and functions it names, the keys of `AppSwift.moduleUses(for:)`) — but never `module`, the module the file is compiled
    /// into (importing it is a warning), nor what a declaration leaves to it by naming no module.
    static func imports(for screen: Screen, appModules: Set<String> = [], module: String? = nil) -> [String] {
        var modules = Set(imports).union(appModules)
        if screen.usesBundleIcons { modules.insert("AppBundle") }
        if screen.usesEngineTypes { modules.insert("TelegramCore") }
        if usesDataSizeFormatting(screen) { modules.insert("TelegramStringFormatting") }
        for section in screen.sections {
            for row in section.rows {
                if case .described(let item) = row.item, let itemModule = item.description.module {
                    modules.insert(itemModule)
                }
            }
        }
        if let module { modules.remove(module) }
        return modules.sorted()
    }

    /// Whether a text of `screen` shows a number with `format: bytes`.
    private static func usesDataSizeFormatting(_ screen: Screen) -> Bool {
        var usesDataSize = false
        screen.forEachText { text in
            if !usesDataSize, showsBytes(text) { usesDataSize = true }
        }
        return usesDataSize || screen.declarations.texts.contains { showsBytes($0.text) }
    }

    /// Whether `text`, or a text nested in it, shows a number with `format: bytes`.
    private static func showsBytes(_ text: DisplayText) -> Bool {
        switch text.source {
        case .interpolated(let segments): segments.contains { if case .number(_, .bytes) = $0 { true } else { false } }
        case .choice(let choice): choice.texts.contains(where: showsBytes)
        case .joined(let texts, _): texts.contains(where: showsBytes)
        case .linkingBrackets(let inner): showsBytes(inner)
        case .literal, .localized, .formatted, .plural: false
        }
    }

    /// The context for `screen`, read from `sourceFile` (a relative path, shown in the header), with `naming`'s
    /// prefix and suffix around the screen names of the generated declarations (this screen's and the screens it
    /// pushes), for a file compiled into `module` (which it does not import; nil when not known). The screen must have
    /// passed validation without errors.
    ///
    /// `includesRows`: whether each group's `rows` (every row's `entries.append(…)` on its own) is built; only
    /// templates that lay rows out one by one read it, and `ScreenRenderer` leaves it empty for templates that do not.
    /// `pushedParameterOrder`: the parameters of the screens it pushes, each in its declaration order, by screen name
    /// (see `Screen.passesSeveralPushParameters`); a push of a screen not in it passes `with:` in the order written.
    public static func context(
        for screen: Screen, sourceFile: String, naming: NameAffixes = .none, module: String? = nil,
        includesRows: Bool = true, pushedParameterOrder: [String: [String]] = [:]
    ) -> ScreenTemplateContext {
        let names = SwiftNames(screen: screen.name.value, affixes: naming)
        var typeNames = SwiftTypeNames(names: names)
        typeNames.declared = screen.declarations.swiftNames
        let app = AppSwift(declarations: screen.declarations, types: typeNames)
        let conditions = ConditionMembers(screen: screen, declarations: Declarations(screen), names: names, app: app)
        var swift = SwiftExpressions(conditions: conditions, types: ExpressionTypes(screen: screen))
        for pushed in screen.screensPushedWithParameters {
            swift.pushedParameters[pushed] = SwiftNames(screen: pushed, affixes: naming).parameters
            swift.pushedParameterOrder[pushed] = pushedParameterOrder[pushed]
        }
        let usage = EntryUsage()
        let entries = EntryBuilder(screen: screen, names: names, swift: swift, usage: usage)
        let repeatedRows = screen.sections.flatMap { $0.rows.filter { $0.repetition != nil }.map(\.id.value) }
        var fixedStableIdCase = "row"
        while repeatedRows.contains(fixedStableIdCase) { fixedStableIdCase = "fixed" + SwiftNames.upperFirst(fixedStableIdCase) }

        var sectionContexts: [SectionContext] = []
        var entryContexts: [EntryContext] = []
        var groups: [EntryGroupContext] = []
        /// The section condition whose `if` the last group left open, and whether it is in its `else`.
        var openIf: (condition: String, inElse: Bool)?
        var position = 0
        for section in screen.sections {
            var blocks = EntryBlocks(swift: swift, indent: section.visible == nil ? 4 : 8, keepsRows: includesRows)
            var patterns: [String] = []
            section.forEachDisplayRow { row in
                let placement = EntryBuilder.Placement(
                    position: position, section: section.id.value,
                    screenHasRepeatedRows: !repeatedRows.isEmpty, fixedStableIdCase: fixedStableIdCase)
                let (entry, code) = entries.entry(for: row, placement: placement)
                position += 1
                entryContexts.append(entry)
                blocks.add(code)
                patterns.append(entry.pattern)
            }
            sectionContexts.append(
                SectionContext(
                    name: section.id.value, entryPatterns: nameList(patterns), hasEntries: !patterns.isEmpty,
                    returnStatement: LineBreaking.memberReturn(
                        type: names.section, member: section.id.value, property: "rawValue", indent: 12)))
            let visible = section.visible.map {
                swift.condition($0)
            }
            var group = EntryGroupContext(
                condition: visible ?? "", hasCondition: section.visible != nil, rows: blocks.rows,
                blocks: blocks.blockContexts, isFirst: groups.isEmpty, opensIf: visible != nil, isElse: false,
                closesIf: visible != nil)
            // Sections next to each other with the same condition share its `if`; one with the opposite is its `else`.
            if let visible, let open = openIf {
                let current = open.inElse ? EntryBuilder.negation(open.condition) : open.condition
                if visible == current || (!open.inElse && visible == EntryBuilder.negation(open.condition)) {
                    group.opensIf = false
                    group.isElse = visible != current
                    groups[groups.count - 1].closesIf = false
                    openIf = (open.condition, open.inElse || group.isElse)
                }
            }
            if group.opensIf { openIf = (group.condition, false) } else if visible == nil { openIf = nil }
            groups.append(group)
        }

        let hooks = HookMembersBuilder(screen: screen, names: names, usage: usage)
        let hasHandle = !hooks.signatures.isEmpty
        let controllerTexts = ControllerTextFunctions(entries: entries, screen: screen, swift: swift)
        var controller = ControllerContextBuilder(screen: screen, names: names, swift: swift, texts: controllerTexts)
            .context(hooks: hooks.signatures, hasHandle: hasHandle, readsParameters: !screen.parameters.isEmpty)
        controller.reorderStatements = ReorderStatements.lines(
            screen, entries: entryContexts, entryType: names.entry, types: swift.typeNames, usage: usage)
        controller.reordersOnDrop = screen.sections.contains { $0.rows.contains { $0.reorder != nil && $0.reorderMoment == .drop } }
        // The title's segmented control or tabs, and `set:`, write the state too.
        if screen.title.selectionField != nil || screen.hasStateUpdates { usage.updatesState = true }
        let pushes = hooks.pushes(naming: naming)
        let members = hooks.argumentMembers(pushes: pushes)
        let hookMembers = hooks.hookMembers(pushes: pushes)
        let tags = entryTags(screen)
        // Only closures call the arguments.
        let usesArguments = entryContexts.contains { entry in
            entry.item.arguments.contains { $0.value.utf8.first == UInt8(ascii: "{") && $0.value.contains("arguments.") }
        }
        let reusableTexts =
            screen.generatedReusableTexts.map { entries.reusableTextFunction($0) } + controllerTexts.functions
        let extensions = conditionExtensions(conditions, names: names) + app.caseTestExtensions
        let appModuleUses = screen.declarations.isEmpty ? [:] : app.moduleUses(for: screen)
        let imports = imports(for: screen, appModules: Set(appModuleUses.keys), module: module)
        let data = ValueTypesBuilder.data(screen)
        let hasRequiredHooks = hookMembers.contains { !$0.isOptional }
        var context = ScreenTemplateContext(
            // The header is a line comment: a file name's line breaks, escapes and bidi controls are written the way
            // lint writes file names in diagnostics (`\n`, `\u{1B}`, `\u{202E}`), so that they neither end the
            // comment nor reach the file raw.
            sourceFile: TerminalSafety.inline(sourceFile),
            names: names,
            imports: imports,
            importLines: imports.map { ImportLineContext(module: $0, uses: appModuleUses[$0] ?? []) },
            state: ValueTypesBuilder.state(screen),
            data: data,
            hasData: !screen.data.isEmpty,
            parameters: ValueTypesBuilder.parameters(screen),
            hasParameters: !screen.parameters.isEmpty,
            conditionExtensions: extensions,
            hasConditions: !extensions.isEmpty,
            reusableTexts: reusableTexts,
            hasReusableTexts: !reusableTexts.isEmpty,
            pushes: pushes,
            hasPushes: !pushes.isEmpty,
            hookMembers: hookMembers,
            hasHookMembers: !hookMembers.isEmpty,
            hasRequiredHooks: hasRequiredHooks,
            hasHandle: hasHandle,
            hasPushControllerImpl: hasHandle || !pushes.isEmpty,
            hasStateUpdates: usage.updatesState || (hasHandle && !screen.state.isEmpty),
            argumentMembers: members,
            hasArgumentMembers: !members.isEmpty,
            entryTags: tags,
            hasEntryTags: !tags.isEmpty,
            itemsUseArguments: usesArguments,
            hasEntries: !entryContexts.isEmpty,
            hasBindings: usage.updatesState,
            hasChangeHooks: usage.reportsChanges,
            revealsPeerOptions: usage.revealsPeerOptions,
            showsDataChanges: usage.showsDataChanges || usage.showsDraggedOrder,
            revealedOptions: usage.revealedOptions,
            hasSubItems: entryContexts.contains { $0.kind == RowKind.expandableSwitch.rawValue },
            sections: sectionContexts,
            entries: entryContexts,
            hasRepeatedRows: !repeatedRows.isEmpty,
            stableIdCases: repeatedRows.isEmpty ? [] : stableIdCases(screen, fixedCase: fixedStableIdCase),
            entriesParameters: entriesParameters(screen, names: names),
            entryGroups: groups,
            controller: controller)
        addNameLengthLines(to: &context, hasRequiredHooks: hasRequiredHooks)
        return context
    }

    /// The lines whose length grows with the screen's name (`LineBreaking` lays them out).
    private static func addNameLengthLines(to context: inout ScreenTemplateContext, hasRequiredHooks: Bool) {
        let names = context.names
        context.controller.initialStateParameter = LineBreaking.defaultedParameter(
            label: "initialState", type: names.state, value: names.state + "()", indent: 4, trailing: 1)
        context.controller.hooksParameter =
            hasRequiredHooks
            ? "hooks: \(names.hooks)"
            : LineBreaking.defaultedParameter(
                label: "hooks", type: names.hooks, value: names.hooks + "()", indent: 4, trailing: 1)
        context.controller.focusOnItemTagParameter = LineBreaking.defaultedParameter(
            label: "focusOnItemTag", type: names.entryTag + "?", value: "nil", indent: 4, trailing: 1)
        context.controller.stateUpdatedParameter = LineBreaking.defaultedParameter(
            label: "stateUpdated", type: "@escaping (\(names.state)) -> Void", value: "{ _ in }", indent: 4, trailing: 0)
        context.updateStateDeclaration = LineBreaking.functionDeclaration(
            head: "public func updateState", parameter: "_ f: (inout \(names.state)) -> Void", indent: 4)
        context.isEqualCondition = LineBreaking.ifStatement(
            "let other = other as? \(names.entryTag)", "self == other", indent: 8)
        context.argumentsCast = LineBreaking.castBinding(
            "arguments", value: "arguments", type: names.arguments, indent: 8)
    }

    static func nameList(_ names: [String]) -> [NameContext] {
        names.enumerated().map {
            NameContext(name: $0.element, isFirst: $0.offset == 0, isLast: $0.offset == names.count - 1)
        }
    }

    /// The members of the named conditions and the conditions that needed one, grouped by the type they extend:
    /// state, data, parameters, then list elements in order of first use.
    private static func conditionExtensions(_ conditions: ConditionMembers, names: SwiftNames) -> [ConditionExtensionContext] {
        var hosts: [ConditionMembers.Host] = [.state, .data, .parameters]
        for member in conditions.members where !hosts.contains(member.host) { hosts.append(member.host) }
        let types = SwiftTypeNames(names: names)
        return hosts.compactMap { host in
            let members = conditions.members.filter { $0.host == host }
            guard !members.isEmpty else { return nil }
            let type: String
            switch host {
            case .state: type = names.state
            case .data: type = names.data
            case .parameters: type = names.parameters
            case .element(let name): type = types.element(name)
            }
            let contexts = members.enumerated().map { index, member in
                ConditionPropertyContext(
                    name: member.name, declaration: declaration(member), lines: member.lines,
                    isLast: index == members.count - 1)
            }
            return ConditionExtensionContext(type: type, conditions: contexts)
        }
    }

    /// `var name: Bool`, or `func name(data: BlockedUsersData) -> Bool` laid out after `    fileprivate `.
    private static func declaration(_ member: ConditionMembers.Member) -> String {
        guard !member.arguments.isEmpty else { return "var \(member.name): Bool" }
        let call = SwiftValue.call("func \(member.name)", member.arguments.map { .init($0.label, .atom($0.type)) })
        return call.layout(column: "    fileprivate ".count, indent: 4, trailing: " -> Bool {".count) + " -> Bool"
    }

    /// One tag per row written in the screen file (headers and footers have none); a repeated row's tag carries the
    /// element's id.
    private static func entryTags(_ screen: Screen) -> [EntryTagContext] {
        screen.sections.flatMap { section in
            section.rows.map { row in
                let id = row.repetition.flatMap(screen.list(of:))?.idField.map {
                    ValueTypesBuilder.declaredType($0.type, enumName: "")
                }
                return EntryTagContext(name: row.id.value, declaration: row.id.value + (id.map { "(\($0))" } ?? ""))
            }
        }
    }

    /// `StableId`'s cases when the screen has repeated rows: the fixed rows' case, then one per repeated row.
    private static func stableIdCases(_ screen: Screen, fixedCase: String) -> [NameContext] {
        var cases = ["\(fixedCase)(Int32)"]
        for section in screen.sections {
            for row in section.rows {
                guard let list = row.repetition.flatMap(screen.list(of:)), let id = list.idField else { continue }
                cases.append("\(row.id.value)(\(ValueTypesBuilder.declaredType(id.type, enumName: "")))")
            }
        }
        return nameList(cases)
    }

    /// `state:`, then `data:` and `parameters:` when the screen has them.
    private static func entriesParameters(_ screen: Screen, names: SwiftNames) -> [ParameterContext] {
        var parameters = [("state", names.state)]
        if !screen.data.isEmpty { parameters.append(("data", names.data)) }
        if !screen.parameters.isEmpty { parameters.append(("parameters", names.parameters)) }
        return parameters.enumerated().map { index, parameter in
            ParameterContext(
                name: parameter.0, parameter: "\(parameter.0): \(parameter.1)", isLast: index == parameters.count - 1)
        }
    }
}
