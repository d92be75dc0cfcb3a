import ScreenIR

extension EntryBuilder {
    func switchItem(_ item: SwitchRow, row: Row, payload: inout Payload) -> ItemCall {
        let value = binding(item.binding, of: row, change: item.change, as: "isOn", type: "Bool", payload: &payload)
        let enabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        let locked = addCondition(item.locked, named: "isLocked", property: "is\(rowID)Locked", to: &payload)
        var call = ItemCall("ItemListSwitchItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        addIcon(item.icon, to: &call)
        call.add("title", text(item.title, as: "title", payload: &payload))
        call.add("text", optionalText(item.text, as: "text", payload: &payload), if: item.text != nil)
        call.add("textColor", ".accent", if: item.textColor == .accent)
        call.add("value", value.read)
        // App data changes only when the app says so; a locked switch does not change.
        if value.isAppData {
            call.add("enableInteractiveChanges", "false")
        } else if let locked {
            call.add("enableInteractiveChanges", Self.negation(locked))
        }
        call.add("enabled", enabled ?? "", if: enabled != nil)
        call.add("displayLocked", locked ?? "", if: locked != nil)
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("updated", setter(value))
        // ItemListUI calls `activatedWhileDisabled`, not `updated`, when a locked or disabled switch is tapped.
        if let lockedAction = item.lockedAction {
            call.add("activatedWhileDisabled", actions.closure(lockedAction))
        }
        addTag(to: &call)
        return call
    }

    func expandableSwitchItem(_ item: ExpandableSwitchRow, row: Row, payload: inout Payload) -> ItemCall {
        let value = binding(item.binding, of: row, change: item.change, as: "isOn", type: "Bool", payload: &payload)
        let isExpanded = payload.add("isExpanded", type: "Bool", value: "state.\(item.expanded.value)")
        var subItems: [SwiftValue] = []
        for sub in item.subItems {
            let selected = payload.add(sub.id.value + "Selected", type: "Bool", value: "state.\(sub.binding.value)")
            let subEnabled = addCondition(
                sub.enabled, named: sub.id.value + "Enabled", property: "is\(Self.upper(sub.id.value))Enabled",
                to: &payload)
            subItems.append(
                .call(
                    "ItemListExpandableSwitchItem.SubItem",
                    [
                        .init("id", .atom("AnyHashable(\\\(names.state).\(sub.binding.value))")),
                        .init("title", .atom(text(sub.title, as: sub.id.value + "Title", payload: &payload))),
                        .init("isSelected", .atom(selected)),
                        .init("isEnabled", .atom(subEnabled ?? "true")),
                    ]))
        }
        let enabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        let locked = addCondition(item.locked, named: "isLocked", property: "is\(rowID)Locked", to: &payload)
        usage.updatesState = true
        var call = ItemCall("ItemListExpandableSwitchItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        addIcon(item.icon, to: &call)
        call.add("title", text(item.title, as: "title", payload: &payload))
        call.add("value", value.read)
        call.add("isExpanded", isExpanded)
        call.add("subItems", .array(subItems))
        if value.isAppData {
            call.add("enableInteractiveChanges", "false")
        } else if let locked {
            call.add("enableInteractiveChanges", Self.negation(locked))
        }
        call.add("enabled", enabled ?? "", if: enabled != nil)
        call.add("displayLocked", locked ?? "", if: locked != nil)
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("updated", setter(value))
        call.add(
            "selectAction",
            .closure(parameters: "", body: .atom("arguments.update(\\.\(item.expanded.value), to: !\(isExpanded))")))
        call.add("subAction", "{ subItem in arguments.toggle(subItem) }")
        addTag(to: &call)
        return call
    }

    func disclosureItem(_ item: DisclosureRow, payload: inout Payload) -> ItemCall {
        let enabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListDisclosureItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        addIcon(item.icon, to: &call)
        call.add("title", text(item.title, as: "title", payload: &payload))
        call.add("enabled", enabled ?? "", if: enabled != nil)
        call.add("titleColor", ".accent", if: item.titleColor == .accent)
        call.add(
            "titleBadge", optionalText(item.titleBadge, as: "titleBadge", payload: &payload),
            if: item.titleBadge != nil)
        call.add("label", item.label.map { text($0, as: "label", payload: &payload) } ?? "\"\"")
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
        call.add("action", actions.optionalClosure(item.action))
        addTag(to: &call)
        return call
    }

    func actionItem(_ item: ActionRow, payload: inout Payload) -> ItemCall {
        let enabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListActionItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("title", text(item.title, as: "title", payload: &payload))
        // A constant `enabled:` picks the kind here; a computed one in the item, and guards the action too.
        let kind = "." + item.kind.rawValue
        let guarded = enabled == "true" || enabled == "false" ? nil : enabled
        switch enabled {
        case nil, "true": call.add("kind", kind)
        case "false": call.add("kind", ".disabled")
        case let enabled?: call.add("kind", "\(enabled) ? \(kind) : .disabled")
        }
        call.add("alignment", "." + item.alignment.rawValue)
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        call.add("action", actions.closure(item.action, guarded: guarded))
        addTag(to: &call)
        return call
    }

    func checkboxItem(_ item: CheckboxRow, row: Row, payload: inout Payload) -> ItemCall {
        let checked: String
        let action: SwiftValue
        switch item.behavior {
        case .toggle(let field):
            let value = binding(field, of: row, change: item.change, as: "checked", type: "Bool", payload: &payload)
            checked = value.read
            action = .closure(parameters: "", body: .atom(value.write("!" + value.read)))
        case .select(let field, let selected):
            // Checked when the field has this case: an element's field is compared in `item(…)`, else in the entries.
            let source = bindingSource(field, of: row, change: item.change)
            let isSelected = "\(source.value) == .\(selected.value)"
            if source.isElement {
                checked = isSelected
            } else {
                checked = payload.add("checked", type: "Bool", value: isSelected)
            }
            action = .closure(parameters: "", body: .atom(source.write("." + selected.value)))
        case .checked(let condition, let target):
            checked =
                addCondition(condition, named: "checked", property: "is\(rowID)Checked", to: &payload) ?? "false"
            action = actions.closure(target)
        }
        let enabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListCheckboxItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        addIcon(item.icon, to: &call)
        call.add("iconPlacement", ".check", if: item.icon != nil && item.iconPlacement == .check)
        call.add("title", text(item.title, as: "title", payload: &payload))
        call.add("subtitle", optionalText(item.subtitle, as: "subtitle", payload: &payload), if: item.subtitle != nil)
        call.add("style", "." + item.style.rawValue)
        call.add("color", ".secondary", if: item.color == .secondary)
        call.add("checked", checked)
        call.add("enabled", enabled ?? "", if: enabled != nil)
        call.add("zeroSeparatorInsets", "false")
        call.add("sectionId", "self.section")
        call.add("action", action)
        addTag(to: &call)
        return call
    }
}
