import ScreenIR

extension EntryBuilder {
    func sectionHeaderItem(_ item: SectionHeader, payload: inout Payload) -> ItemCall {
        var call = ItemCall("ItemListSectionHeaderItem")
        call.add("presentationData", "presentationData")
        call.add("text", headerText(item, payload: &payload))
        call.add("badge", optionalText(item.badge, as: "badge", payload: &payload), if: item.badge != nil)
        if let accessory = item.accessory {
            call.add(
                "accessoryText",
                .call(
                    "ItemListSectionHeaderAccessoryText",
                    [
                        .init("value", .atom(text(accessory.text, as: "accessoryText", payload: &payload))),
                        .init("color", .atom("." + accessory.color.rawValue)),
                    ]))
        }
        call.add("multiline", "true", if: item.multiline)
        if let actionText = item.actionText, let action = item.action {
            call.add("actionText", text(actionText, as: "actionText", payload: &payload))
            call.add("action", actions.closure(action))
        }
        call.add("sectionId", "self.section")
        addTag(to: &call)
        return call
    }

    func textItem(_ item: TextRow, payload: inout Payload) -> ItemCall {
        var call = ItemCall("ItemListTextItem")
        call.add("presentationData", "presentationData")
        call.add("text", .call("." + item.format.rawValue, [.init("", .atom(text(item.text, as: "text", payload: &payload)))]))
        call.add("sectionId", "self.section")
        if let link = item.linkAction { call.add("linkAction", linkClosure(link)) }
        call.add("style", listStyle, if: screen.style != .blocks)
        call.add("textSize", ".larger", if: item.size == .larger)
        call.add("textAlignment", ".center", if: item.alignment == .center)
        addTag(to: &call)
        return call
    }

    func textWithLabelItem(_ item: TextWithLabelRow, payload: inout Payload) -> ItemCall {
        var call = ItemCall("ItemListTextWithLabelItem")
        call.add("presentationData", "presentationData")
        call.add("label", text(item.label, as: "label", payload: &payload))
        call.add("text", text(item.text, as: "text", payload: &payload))
        call.add("style", listStyle, if: screen.style != .plain)
        call.add("labelColor", "." + item.labelColor.rawValue, if: item.labelColor != .primary)
        call.add("textColor", "." + item.textColor.rawValue, if: item.textColor != .primary)
        call.add("enabledEntityTypes", "[]")
        call.add("multiline", String(item.multiline))
        call.add("sectionId", "self.section")
        call.add("action", actions.optionalClosure(item.action))
        addTag(to: &call)
        return call
    }

    func multilineTextItem(_ item: MultilineTextRow, payload: inout Payload) -> ItemCall {
        var call = ItemCall("ItemListMultilineTextItem")
        call.add("presentationData", "presentationData")
        call.add("text", text(item.text, as: "text", payload: &payload))
        call.add("enabledEntityTypes", "[]")
        call.add("font", ".monospace", if: item.font == .monospace)
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        if let action = item.action { call.add("action", actions.closure(action)) }
        addTag(to: &call)
        return call
    }

    func infoItem(_ item: InfoRow, payload: inout Payload) -> ItemCall {
        var call = ItemCall("ItemListInfoItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("title", text(item.title, as: "title", payload: &payload))
        call.add("text", .call("." + item.format.rawValue, [.init("", .atom(text(item.text, as: "text", payload: &payload)))]))
        call.add("style", listStyle)
        call.add("sectionId", "self.section")
        if let link = item.linkAction { call.add("linkAction", linkClosure(link)) }
        call.add("closeAction", actions.optionalClosure(item.closeAction))
        return call
    }

    func activityTextItem(_ item: ActivityTextRow, payload: inout Payload) -> ItemCall {
        let activity = addCondition(
            item.activity, named: "displayActivity", property: "is\(rowID)Active", to: &payload)
        var call = ItemCall("ItemListActivityTextItem")
        call.add("displayActivity", activity ?? "false")
        call.add("presentationData", "presentationData")
        call.add("text", text(item.text, as: "text", payload: &payload))
        call.add("color", "." + item.color.rawValue)
        if let link = item.linkAction { call.add("linkAction", linkClosure(link)) }
        call.add("sectionId", "self.section")
        return call
    }

    func placeholderItem(_ item: PlaceholderRow, payload: inout Payload) -> ItemCall {
        var call = ItemCall("ItemListPlaceholderItem")
        call.add("theme", "presentationData.theme")
        call.add("text", text(item.text, as: "text", payload: &payload))
        call.add("sectionId", "self.section")
        call.add("style", listStyle)
        addTag(to: &call)
        return call
    }
}
