// Direct lookups for the template renderers: each context type answers `value(for:)` itself, so rendering needs no
// conversion of the context into dictionaries. The keys are exactly the `Encodable` keys (the snapshot and the
// documentation use those); the drift test of the generated screens fails if the two disagree.

extension TitleSelectionContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .hasSelection: TemplateValue(self.hasSelection)
        case .field: TemplateValue(self.field)
        case .isEnum: TemplateValue(self.isEnum)
        case .enumType: TemplateValue(self.enumType)
        default: nil
        }
    }
}

extension ToolbarActionContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .call: TemplateValue(self.call)
        case .isLast: TemplateValue(self.isLast)
        case .hasComma: TemplateValue(self.hasComma)
        default: nil
        }
    }
}

extension CallContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .callee: TemplateValue(self.callee)
        case .arguments: TemplateValue(self.arguments)
        default: nil
        }
    }
}

extension ArgumentContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .label: TemplateValue(self.label)
        case .value: TemplateValue(self.value)
        case .line: TemplateValue(self.line)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension EntryGroupContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .condition: TemplateValue(self.condition)
        case .hasCondition: TemplateValue(self.hasCondition)
        case .rows: TemplateValue(self.rows)
        case .blocks: TemplateValue(self.blocks)
        case .isFirst: TemplateValue(self.isFirst)
        case .opensIf: TemplateValue(self.opensIf)
        case .isElse: TemplateValue(self.isElse)
        case .closesIf: TemplateValue(self.closesIf)
        default: nil
        }
    }
}

extension EntryBlockContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .condition: TemplateValue(self.condition)
        case .hasCondition: TemplateValue(self.hasCondition)
        case .code: TemplateValue(self.code)
        default: nil
        }
    }
}

extension NameContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .isFirst: TemplateValue(self.isFirst)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension ImportLineContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .module: TemplateValue(self.module)
        case .uses: TemplateValue(self.uses)
        case .hasUses: TemplateValue(self.hasUses)
        default: nil
        }
    }
}

extension PushContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .screen: TemplateValue(self.screen)
        case .makeProperty: TemplateValue(self.makeProperty)
        case .factory: TemplateValue(self.factory)
        case .pushMember: TemplateValue(self.pushMember)
        case .parametersType: TemplateValue(self.parametersType)
        case .hasParameters: TemplateValue(self.hasParameters)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension RevealedOptionsContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .field: TemplateValue(self.field)
        case .method: TemplateValue(self.method)
        case .type: TemplateValue(self.type)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension HookMemberContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .type: TemplateValue(self.type)
        case .declaration: TemplateValue(self.declaration)
        case .parameter: TemplateValue(self.parameter)
        case .assignment: TemplateValue(self.assignment)
        case .documentation: TemplateValue(self.documentation)
        case .isOptional: TemplateValue(self.isOptional)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension MemberContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .type: TemplateValue(self.type)
        case .declaration: TemplateValue(self.declaration)
        case .parameter: TemplateValue(self.parameter)
        case .value: TemplateValue(self.value)
        case .argument: TemplateValue(self.argument)
        case .assignment: TemplateValue(self.assignment)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension EntryTagContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .declaration: TemplateValue(self.declaration)
        default: nil
        }
    }
}

extension SectionContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .entryPatterns: TemplateValue(self.entryPatterns)
        case .hasEntries: TemplateValue(self.hasEntries)
        case .returnStatement: TemplateValue(self.returnStatement)
        default: nil
        }
    }
}

extension SwiftNames: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .screen: TemplateValue(self.screen)
        case .state: TemplateValue(self.state)
        case .data: TemplateValue(self.data)
        case .parameters: TemplateValue(self.parameters)
        case .hooks: TemplateValue(self.hooks)
        case .handle: TemplateValue(self.handle)
        case .entryTag: TemplateValue(self.entryTag)
        case .arguments: TemplateValue(self.arguments)
        case .section: TemplateValue(self.section)
        case .entry: TemplateValue(self.entry)
        case .entriesFunction: TemplateValue(self.entriesFunction)
        case .factory: TemplateValue(self.factory)
        case .fileName: TemplateValue(self.fileName)
        default: nil
        }
    }
}

extension EntryContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .declaration: TemplateValue(self.declaration)
        case .bindingPattern: TemplateValue(self.bindingPattern)
        case .pattern: TemplateValue(self.pattern)
        case .section: TemplateValue(self.section)
        case .stableId: TemplateValue(self.stableId)
        case .stableIdPattern: TemplateValue(self.stableIdPattern)
        case .stableIdValue: TemplateValue(self.stableIdValue)
        case .sortKeyPattern: TemplateValue(self.sortKeyPattern)
        case .sortKeyValue: TemplateValue(self.sortKeyValue)
        case .isRepeated: TemplateValue(self.isRepeated)
        case .kind: TemplateValue(self.kind)
        case .item: TemplateValue(self.item)
        case .itemStatements: TemplateValue(self.itemStatements)
        case .hasItemStatements: TemplateValue(self.hasItemStatements)
        default: nil
        }
    }
}

extension EntryAppendContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .condition: TemplateValue(self.condition)
        case .hasCondition: TemplateValue(self.hasCondition)
        case .construction: TemplateValue(self.construction)
        case .statement: TemplateValue(self.statement)
        case .loop: TemplateValue(self.loop)
        case .isRepeated: TemplateValue(self.isRepeated)
        case .code: TemplateValue(self.code)
        default: nil
        }
    }
}
