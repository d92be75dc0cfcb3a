import ScreenExpressions
import ScreenIR

/// Builds the template context for one screen: every decision about the generated code is made here.
public enum TemplateContextBuilder {
    /// Modules the generated file imports, sorted.
    public static let imports = [
        "AccountContext", "Display", "Foundation", "ItemListUI", "PresentationDataUtils", "SwiftSignalKit",
        "TelegramPresentationData", "UIKit",
    ]

    /// The context for `screen`, read from `sourceFile` (a relative path, shown in the header).
    /// The screen must have passed validation without errors.
    public static func context(for screen: Screen, sourceFile: String) -> ScreenTemplateContext {
        let names = SwiftNames(screen: screen.name.value)
        let conditions = ConditionProperties(screen: screen)
        let swift = SwiftExpressions(conditions: conditions)
        let entries = EntryBuilder(screen: screen, names: names, swift: swift)

        var sectionContexts: [SectionContext] = []
        var entryContexts: [EntryContext] = []
        var groups: [EntryGroupContext] = []
        var stableId = 0
        for section in screen.sections {
            var appends: [EntryAppendContext] = []
            var patterns: [String] = []
            for row in section.displayRows {
                let (entry, append) = entries.entry(
                    for: row, stableId: stableId, section: section.id.value, depth: section.visible == nil ? 0 : 1)
                stableId += 1
                entryContexts.append(entry)
                appends.append(append)
                patterns.append(entry.pattern)
            }
            sectionContexts.append(
                SectionContext(name: section.id.value, entryPatterns: nameList(patterns), hasEntries: !patterns.isEmpty))
            let visible = section.visible.map {
                swift.condition($0, name: "is\(SwiftNames.upperFirst(section.id.value))SectionVisible")
            }
            groups.append(
                EntryGroupContext(
                    condition: visible ?? "", hasCondition: section.visible != nil,
                    rows: appends, isFirst: groups.isEmpty))
        }

        let controller = ControllerContextBuilder(screen: screen, names: names, swift: swift).context()
        let bindings = hasBindings(screen)
        let hooks = HookMembersBuilder(screen: screen, names: names, hasBindings: bindings)
        let pushes = hooks.pushes()
        let members = hooks.argumentMembers(pushes: pushes)
        let hookMembers = hooks.hookMembers(pushes: pushes)
        let hasHandle = !hooks.signatures.isEmpty
        let tags = entryTags(screen)
        let usesArguments = entryContexts.contains { entry in
            entry.item.arguments.contains { $0.value.contains("arguments.") }
        }
        return ScreenTemplateContext(
            sourceFile: sourceFile,
            names: names,
            imports: imports,
            state: stateContext(screen),
            conditions: conditions.contexts,
            hasConditions: !conditions.contexts.isEmpty,
            pushes: pushes,
            hasPushes: !pushes.isEmpty,
            hookMembers: hookMembers,
            hasHookMembers: !hookMembers.isEmpty,
            hasRequiredHooks: hookMembers.contains { !$0.isOptional },
            hasHandle: hasHandle,
            hasPushControllerImpl: hasHandle || !pushes.isEmpty,
            hasStateUpdates: bindings || (hasHandle && !screen.state.isEmpty),
            argumentMembers: members,
            hasArgumentMembers: !members.isEmpty,
            entryTags: tags,
            hasEntryTags: !tags.isEmpty,
            itemsUseArguments: usesArguments,
            hasEntries: !entryContexts.isEmpty,
            hasBindings: bindings,
            hasSubItems: entryContexts.contains { $0.kind == RowKind.expandableSwitch.rawValue },
            sections: sectionContexts,
            entries: entryContexts,
            entryGroups: groups,
            controller: controller)
    }

    static func nameList(_ names: [String]) -> [NameContext] {
        names.enumerated().map {
            NameContext(name: $0.element, isFirst: $0.offset == 0, isLast: $0.offset == names.count - 1)
        }
    }

    private static func stateContext(_ screen: Screen) -> StateContext {
        let fields = screen.state.enumerated().map { index, field in
            let type: String
            switch field.type {
            case .bool: type = "Bool"
            case .int: type = "Int"
            case .string: type = "String"
            case .enumeration: type = field.enumTypeName
            case .optional, .list: type = "<unsupported>"
            }
            return StateFieldContext(
                name: field.name.value, type: type, defaultValue: SwiftExpressions.value(field.defaultValue),
                isLast: index == screen.state.count - 1)
        }
        let enums = screen.state.compactMap { field -> EnumContext? in
            guard case .enumeration(let cases) = field.type else { return nil }
            return EnumContext(name: field.enumTypeName, cases: nameList(cases.map(\.value)))
        }
        return StateContext(fields: fields, enums: enums, hasFields: !fields.isEmpty)
    }

    /// One tag per row written in the screen file (headers and footers have none).
    private static func entryTags(_ screen: Screen) -> [EntryTagContext] {
        screen.sections.flatMap { section in
            section.rows.map { EntryTagContext(name: $0.id.value, declaration: $0.id.value) }
        }
    }

    private static func hasBindings(_ screen: Screen) -> Bool {
        if screen.title.selectionField != nil { return true }
        return screen.sections.contains { section in
            section.displayRows.contains { row in
                switch row.item {
                case .switch, .expandableSwitch, .singleLineInput, .multilineInput: true
                case .checkbox(let item):
                    if case .checked = item.behavior { false } else { true }
                default: false
                }
            }
        }
    }
}
