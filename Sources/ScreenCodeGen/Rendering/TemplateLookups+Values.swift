// Direct lookups for the template renderers: each context type answers `value(for:)` itself, so rendering needs no
// conversion of the context into dictionaries. The keys are exactly the `Encodable` keys (the snapshot and the
// documentation use those); the drift test of the generated screens fails if the two disagree.

extension ScreenTemplateContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .sourceFile: TemplateValue(self.sourceFile)
        case .names: TemplateValue(self.names)
        case .imports: TemplateValue(self.imports)
        case .importLines: TemplateValue(self.importLines)
        case .state: TemplateValue(self.state)
        case .data: TemplateValue(self.data)
        case .hasData: TemplateValue(self.hasData)
        case .parameters: TemplateValue(self.parameters)
        case .hasParameters: TemplateValue(self.hasParameters)
        case .conditionExtensions: TemplateValue(self.conditionExtensions)
        case .hasConditions: TemplateValue(self.hasConditions)
        case .reusableTexts: TemplateValue(self.reusableTexts)
        case .hasReusableTexts: TemplateValue(self.hasReusableTexts)
        case .pushes: TemplateValue(self.pushes)
        case .hasPushes: TemplateValue(self.hasPushes)
        case .hookMembers: TemplateValue(self.hookMembers)
        case .hasHookMembers: TemplateValue(self.hasHookMembers)
        case .hasRequiredHooks: TemplateValue(self.hasRequiredHooks)
        case .hasHandle: TemplateValue(self.hasHandle)
        case .hasPushControllerImpl: TemplateValue(self.hasPushControllerImpl)
        case .hasStateUpdates: TemplateValue(self.hasStateUpdates)
        case .argumentMembers: TemplateValue(self.argumentMembers)
        case .hasArgumentMembers: TemplateValue(self.hasArgumentMembers)
        case .entryTags: TemplateValue(self.entryTags)
        case .hasEntryTags: TemplateValue(self.hasEntryTags)
        case .itemsUseArguments: TemplateValue(self.itemsUseArguments)
        case .hasEntries: TemplateValue(self.hasEntries)
        case .hasBindings: TemplateValue(self.hasBindings)
        case .hasChangeHooks: TemplateValue(self.hasChangeHooks)
        case .revealsPeerOptions: TemplateValue(self.revealsPeerOptions)
        case .showsDataChanges: TemplateValue(self.showsDataChanges)
        case .revealedOptions: TemplateValue(self.revealedOptions)
        case .hasSubItems: TemplateValue(self.hasSubItems)
        case .sections: TemplateValue(self.sections)
        case .entries: TemplateValue(self.entries)
        case .hasRepeatedRows: TemplateValue(self.hasRepeatedRows)
        case .stableIdCases: TemplateValue(self.stableIdCases)
        case .entriesParameters: TemplateValue(self.entriesParameters)
        case .entryGroups: TemplateValue(self.entryGroups)
        case .controller: TemplateValue(self.controller)
        case .updateStateDeclaration: TemplateValue(self.updateStateDeclaration)
        case .isEqualCondition: TemplateValue(self.isEqualCondition)
        case .argumentsCast: TemplateValue(self.argumentsCast)
        default: nil
        }
    }
}

extension RecordContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .fields: TemplateValue(self.fields)
        case .enums: TemplateValue(self.enums)
        case .hasFields: TemplateValue(self.hasFields)
        case .isSendable: TemplateValue(self.isSendable)
        default: nil
        }
    }
}

extension DataContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .fields: TemplateValue(self.fields)
        case .enums: TemplateValue(self.enums)
        case .elements: TemplateValue(self.elements)
        case .hasFields: TemplateValue(self.hasFields)
        case .isSendable: TemplateValue(self.isSendable)
        default: nil
        }
    }
}

extension ElementContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .fields: TemplateValue(self.fields)
        case .enums: TemplateValue(self.enums)
        case .isSendable: TemplateValue(self.isSendable)
        default: nil
        }
    }
}

extension FieldContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .type: TemplateValue(self.type)
        case .defaultValue: TemplateValue(self.defaultValue)
        case .parameter: TemplateValue(self.parameter)
        case .assignment: TemplateValue(self.assignment)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension EnumContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .cases: TemplateValue(self.cases)
        default: nil
        }
    }
}

extension ConditionExtensionContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .type: TemplateValue(self.type)
        case .conditions: TemplateValue(self.conditions)
        default: nil
        }
    }
}

extension ReusableTextContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .lines: TemplateValue(self.lines)
        default: nil
        }
    }
}

extension ConditionPropertyContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .declaration: TemplateValue(self.declaration)
        case .lines: TemplateValue(self.lines)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}
