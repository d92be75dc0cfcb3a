import ScreenIR

extension EntryBuilder {
    func switchItem(_ item: SwitchRow, payload: inout [PayloadField]) -> ItemCall {
        payload.append(PayloadField(name: "isOn", type: "Bool", value: "state.\(item.binding.value)"))
        let hasEnabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        let hasLocked = addCondition(item.locked, named: "isLocked", property: "is\(rowID)Locked", to: &payload)
        var call = ItemCall("ItemListSwitchItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("title", swift.text(item.title))
        call.add("text", swift.optionalText(item.text), if: item.text != nil)
        call.add("textColor", ".accent", if: item.textColor == .accent)
        call.add("value", "isOn")
        call.add("enableInteractiveChanges", "!isLocked", if: hasLocked)
        call.add("enabled", "enabled", if: hasEnabled)
        call.add("displayLocked", "isLocked", if: hasLocked)
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("updated", setter(item.binding.value))
        // ItemListUI calls `activatedWhileDisabled`, not `updated`, when a locked or disabled switch is tapped.
        call.add("activatedWhileDisabled", ActionNames.closure(item.lockedAction!), if: item.lockedAction != nil)
        addTag(to: &call)
        return call
    }

    func expandableSwitchItem(_ item: ExpandableSwitchRow, payload: inout [PayloadField]) -> ItemCall {
        payload.append(PayloadField(name: "isOn", type: "Bool", value: "state.\(item.binding.value)"))
        payload.append(PayloadField(name: "isExpanded", type: "Bool", value: "state.\(item.expanded.value)"))
        var subItems: [SwiftValue] = []
        for sub in item.subItems {
            let selected = sub.id.value + "Selected"
            payload.append(PayloadField(name: selected, type: "Bool", value: "state.\(sub.binding.value)"))
            let hasEnabled = addCondition(
                sub.enabled, named: sub.id.value + "Enabled", property: "is\(Self.upper(sub.id.value))Enabled",
                to: &payload)
            subItems.append(
                .call(
                    "ItemListExpandableSwitchItem.SubItem",
                    [
                        .init("id", .atom("AnyHashable(\\\(names.state).\(sub.binding.value))")),
                        .init("title", .atom(swift.text(sub.title))),
                        .init("isSelected", .atom(selected)),
                        .init("isEnabled", .atom(hasEnabled ? sub.id.value + "Enabled" : "true")),
                    ]))
        }
        let hasEnabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        let hasLocked = addCondition(item.locked, named: "isLocked", property: "is\(rowID)Locked", to: &payload)
        var call = ItemCall("ItemListExpandableSwitchItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("title", swift.text(item.title))
        call.add("value", "isOn")
        call.add("isExpanded", "isExpanded")
        call.add("subItems", .array(subItems))
        call.add("enableInteractiveChanges", "!isLocked", if: hasLocked)
        call.add("enabled", "enabled", if: hasEnabled)
        call.add("displayLocked", "isLocked", if: hasLocked)
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("updated", setter(item.binding.value))
        call.add("selectAction", "{ arguments.update(\\.\(item.expanded.value), to: !isExpanded) }")
        call.add("subAction", "{ subItem in arguments.toggle(subItem) }")
        addTag(to: &call)
        return call
    }

    func disclosureItem(_ item: DisclosureRow, payload: inout [PayloadField]) -> ItemCall {
        let hasEnabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListDisclosureItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("title", swift.text(item.title))
        call.add("enabled", "enabled", if: hasEnabled)
        call.add("titleColor", ".accent", if: item.titleColor == .accent)
        call.add("titleBadge", swift.optionalText(item.titleBadge), if: item.titleBadge != nil)
        call.add("label", item.label.map(swift.text) ?? "\"\"")
        switch item.labelStyle {
        case .text: break
        case .detailText: call.add("labelStyle", ".detailText")
        case .multilineDetailText: call.add("labelStyle", ".multilineDetailText")
        case .coloredText(let color): call.add("labelStyle", .call(".coloredText", [.init("", .atom(swift.color(color)))]))
        case .badge(let color): call.add("labelStyle", .call(".badge", [.init("", .atom(swift.color(color)))]))
        }
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("disclosureStyle", "." + item.disclosureStyle.rawValue, if: item.disclosureStyle != .arrow)
        call.add("action", ActionNames.optionalClosure(item.action))
        addTag(to: &call)
        return call
    }

    func actionItem(_ item: ActionRow, payload: inout [PayloadField]) -> ItemCall {
        let hasEnabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListActionItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("title", swift.text(item.title))
        call.add("kind", hasEnabled ? "enabled ? .\(item.kind.rawValue) : .disabled" : "." + item.kind.rawValue)
        call.add("alignment", "." + item.alignment.rawValue)
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("action", hasEnabled ? "{ if enabled { arguments.\(ActionNames.member(item.action))() } }" : ActionNames.closure(item.action))
        addTag(to: &call)
        return call
    }

    func checkboxItem(_ item: CheckboxRow, payload: inout [PayloadField]) -> ItemCall {
        let action: String
        switch item.behavior {
        case .toggle(let field):
            payload.append(PayloadField(name: "checked", type: "Bool", value: "state.\(field.value)"))
            action = "{ arguments.update(\\.\(field.value), to: !checked) }"
        case .select(let field, let selected):
            payload.append(PayloadField(name: "checked", type: "Bool", value: "state.\(field.value) == .\(selected.value)"))
            action = "{ arguments.update(\\.\(field.value), to: .\(selected.value)) }"
        case .checked(let condition, let target):
            payload.append(
                PayloadField(name: "checked", type: "Bool", value: swift.condition(condition, name: "is\(rowID)Checked")))
            action = ActionNames.closure(target)
        }
        let hasEnabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListCheckboxItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("title", swift.text(item.title))
        call.add("subtitle", swift.optionalText(item.subtitle), if: item.subtitle != nil)
        call.add("style", "." + item.style.rawValue)
        call.add("color", ".secondary", if: item.color == .secondary)
        call.add("checked", "checked")
        call.add("enabled", "enabled", if: hasEnabled)
        call.add("zeroSeparatorInsets", "false")
        call.add("sectionId", "self.section")
        call.add("action", action)
        addTag(to: &call)
        return call
    }

    func singleLineInputItem(_ item: SingleLineInputRow, payload: inout [PayloadField]) -> ItemCall {
        payload.append(PayloadField(name: "text", type: "String", value: "state.\(item.binding.value)"))
        let hasEnabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListSingleLineInputItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add(
            "title",
            item.title.map { .call("NSAttributedString", [.init("string", .atom(swift.text($0)))]) }
                ?? .atom("NSAttributedString()"))
        call.add("text", "text")
        call.add("placeholder", item.placeholder.map(swift.text) ?? "\"\"")
        switch item.type {
        case .regular:
            let isDefault = item.capitalization && item.autocorrection
            call.add(
                "type", ".regular(capitalization: \(item.capitalization), autocorrection: \(item.autocorrection))",
                if: !isDefault)
        default:
            call.add("type", "." + item.type.rawValue)
        }
        call.add("alignment", ".right", if: item.alignment == .right)
        call.add("clearType", "." + item.clearType.rawValue, if: item.clearType != .none)
        call.add("maxLength", String(item.maxLength), if: item.maxLength > 0)
        call.add("enabled", "enabled", if: hasEnabled)
        addTag(to: &call)
        call.add("sectionId", "self.section")
        call.add("textUpdated", setter(item.binding.value))
        call.add("action", item.action.map(ActionNames.closure) ?? "{}")
        return call
    }

    func multilineInputItem(_ item: MultilineInputRow, payload: inout [PayloadField]) -> ItemCall {
        payload.append(PayloadField(name: "text", type: "String", value: "state.\(item.binding.value)"))
        var call = ItemCall("ItemListMultilineInputItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("text", "text")
        call.add("placeholder", item.placeholder.map(swift.text) ?? "\"\"")
        call.add(
            "maxLength",
            item.maxLength.map {
                .call(
                    "ItemListMultilineInputItemTextLimit",
                    [.init("value", .atom(String($0))), .init("display", .atom(String(item.displayLimit)))])
            } ?? .atom("nil"))
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("capitalization", "false", if: !item.capitalization)
        call.add("autocorrection", "false", if: !item.autocorrection)
        call.add("minimalHeight", item.minimalHeight.map(SwiftLiteral.double) ?? "", if: item.minimalHeight != nil)
        call.add("textUpdated", setter(item.binding.value))
        addTag(to: &call)
        return call
    }
}
