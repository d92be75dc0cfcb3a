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
        let actions = actionContexts(screen)
        let pushes = pushContexts(screen)
        let members = argumentMembers(actions: actions, pushes: pushes)
        let publicMembers = actionMembers(actions: actions, pushes: pushes)
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
            actions: actions,
            pushes: pushes,
            hasPushes: !pushes.isEmpty,
            actionMembers: publicMembers,
            hasActionMembers: !publicMembers.isEmpty,
            argumentMembers: members,
            hasArgumentMembers: !members.isEmpty,
            itemsUseArguments: usesArguments,
            hasEntries: !entryContexts.isEmpty,
            hasBindings: hasBindings(screen),
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

    private static func actionContexts(_ screen: Screen) -> [ActionContext] {
        var order: [String] = []
        var uses: [String: [String]] = [:]
        func note(_ target: ActionTarget?, _ place: String) {
            guard case .external(let hook)? = target else { return }
            let name = hook.name
            if uses[name.value] == nil { order.append(name.value) }
            uses[name.value, default: []].append(place)
        }
        for section in screen.sections {
            section.forEachDisplayRow { row in note(row.item.actionTarget, "row `\(row.id.value)`") }
        }
        let bar = screen.navigationBar
        for button in bar.left { note(button.action, "the left navigation button") }
        for button in bar.secondaryRight { note(button.action, "the secondary right navigation button") }
        for button in bar.right { note(button.action, "the right navigation button") }
        for (index, action) in screen.toolbar.enumerated() { note(action.action, "toolbar action \(index + 1)") }
        return order.enumerated().map { index, name in
            ActionContext(name: name, usedBy: uses[name]!.joined(separator: ", "), isLast: index == order.count - 1)
        }
    }

    private static func pushContexts(_ screen: Screen) -> [PushContext] {
        let targets = Set(screen.actionTargets.compactMap { target -> String? in
            if case .push(let name) = target { return name.value }
            return nil
        }).sorted()
        return targets.enumerated().map { index, target in
            let names = SwiftNames(screen: target)
            return PushContext(
                screen: target, makeProperty: "make\(target)Controller", factory: names.factory,
                pushMember: ActionNames.pushMember(target), isLast: index == targets.count - 1)
        }
    }

    private static func argumentMembers(actions: [ActionContext], pushes: [PushContext]) -> [MemberContext] {
        var members = actions.map { MemberContext(name: $0.name, type: "() -> Void", value: "actions.\($0.name)", isLast: false) }
        members += pushes.map {
            MemberContext(
                name: $0.pushMember, type: "() -> Void",
                value: "{ pushControllerImpl?(actions.\($0.makeProperty)(context)) }", isLast: false)
        }
        if !members.isEmpty { members[members.count - 1].isLast = true }
        return members
    }

    private static func actionMembers(actions: [ActionContext], pushes: [PushContext]) -> [ActionMemberContext] {
        var members = actions.map {
            ActionMemberContext(
                name: $0.name, type: "() -> Void", defaultValue: "{}", documentation: "Called by \($0.usedBy).",
                isLast: false)
        }
        members += pushes.map { push in
            let type = "(AccountContext) -> ViewController"
            let body = "\(push.factory)(context: $0)"
            // `        name: @escaping type = { body },` — swift-format moves the body to its own line when long.
            let single = "        \(push.makeProperty): @escaping \(type) = { \(body) },"
            let defaultValue =
                SwiftLayout.width(single) <= SwiftLayout.lineLength ? "{ \(body) }" : "{\n            \(body)\n        }"
            return ActionMemberContext(
                name: push.makeProperty, type: type, defaultValue: defaultValue,
                documentation: "Creates the \(push.screen) screen this screen pushes.", isLast: false)
        }
        if !members.isEmpty { members[members.count - 1].isLast = true }
        return members
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
