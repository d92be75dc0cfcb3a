import Mustache

// Direct lookups for the Mustache renderer: each context type answers `child(named:)` itself, so rendering needs no
// conversion of the context into dictionaries. The keys are exactly the `Encodable` keys (the snapshot and the
// documentation use those); the drift test of the generated screens fails if the two disagree.

extension ControllerContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "titleSelection": self.titleSelection
        case "navigationButtons": self.navigationButtons
        case "leftNavigationButton": self.leftNavigationButton
        case "rightNavigationButton": self.rightNavigationButton
        case "secondaryRightNavigationButton": self.secondaryRightNavigationButton
        case "hasSecondaryRightNavigationButton": self.hasSecondaryRightNavigationButton
        case "backNavigationButton": self.backNavigationButton
        case "style": self.style
        case "toolbarActions": self.toolbarActions
        case "hasToolbar": self.hasToolbar
        case "emptyStateLine": self.emptyStateLine
        case "hasEmptyState": self.hasEmptyState
        default: nil
        }
    }
}

extension TitleSelectionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "hasSelection": self.hasSelection
        case "field": self.field
        case "isEnum": self.isEnum
        case "enumType": self.enumType
        default: nil
        }
    }
}

extension NavigationButtonContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "constant": self.constant
        case "call": self.call
        default: nil
        }
    }
}

extension ToolbarActionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "call": self.call
        case "isLast": self.isLast
        case "hasComma": self.hasComma
        default: nil
        }
    }
}

extension EntryContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "declaration": self.declaration
        case "bindingPattern": self.bindingPattern
        case "pattern": self.pattern
        case "section": self.section
        case "stableId": self.stableId
        case "kind": self.kind
        case "item": self.item
        default: nil
        }
    }
}

extension CallContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "callee": self.callee
        case "arguments": self.arguments
        default: nil
        }
    }
}

extension ArgumentContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": self.label
        case "value": self.value
        case "line": self.line
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension EntryGroupContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "condition": self.condition
        case "hasCondition": self.hasCondition
        case "rows": self.rows
        case "isFirst": self.isFirst
        default: nil
        }
    }
}

extension EntryAppendContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "condition": self.condition
        case "hasCondition": self.hasCondition
        case "construction": self.construction
        case "statement": self.statement
        default: nil
        }
    }
}

extension ScreenTemplateContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "sourceFile": self.sourceFile
        case "names": self.names
        case "imports": self.imports
        case "state": self.state
        case "conditions": self.conditions
        case "hasConditions": self.hasConditions
        case "actions": self.actions
        case "pushes": self.pushes
        case "hasPushes": self.hasPushes
        case "actionMembers": self.actionMembers
        case "hasActionMembers": self.hasActionMembers
        case "argumentMembers": self.argumentMembers
        case "hasArgumentMembers": self.hasArgumentMembers
        case "itemsUseArguments": self.itemsUseArguments
        case "hasEntries": self.hasEntries
        case "hasBindings": self.hasBindings
        case "hasSubItems": self.hasSubItems
        case "sections": self.sections
        case "entries": self.entries
        case "entryGroups": self.entryGroups
        case "controller": self.controller
        default: nil
        }
    }
}

extension StateContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "fields": self.fields
        case "enums": self.enums
        case "hasFields": self.hasFields
        default: nil
        }
    }
}

extension ConditionPropertyContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "lines": self.lines
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension StateFieldContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "defaultValue": self.defaultValue
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension EnumContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "cases": self.cases
        default: nil
        }
    }
}

extension NameContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "isFirst": self.isFirst
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension ActionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "usedBy": self.usedBy
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension PushContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "screen": self.screen
        case "makeProperty": self.makeProperty
        case "factory": self.factory
        case "pushMember": self.pushMember
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension ActionMemberContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "defaultValue": self.defaultValue
        case "documentation": self.documentation
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension MemberContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "value": self.value
        case "isLast": self.isLast
        default: nil
        }
    }
}

extension SectionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "entryPatterns": self.entryPatterns
        case "hasEntries": self.hasEntries
        default: nil
        }
    }
}

extension SwiftNames: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "screen": self.screen
        case "state": self.state
        case "actions": self.actions
        case "arguments": self.arguments
        case "section": self.section
        case "entry": self.entry
        case "entriesFunction": self.entriesFunction
        case "factory": self.factory
        case "fileName": self.fileName
        default: nil
        }
    }
}
