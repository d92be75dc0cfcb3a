import ScreenIR

extension EntryBuilder {
    func singleLineInputItem(_ item: SingleLineInputRow, row: Row, payload: inout Payload) -> ItemCall {
        let value = binding(item.binding, of: row, change: item.change, as: "text", type: "String", payload: &payload)
        let enabled = addCondition(item.enabled, named: "enabled", property: "is\(rowID)Enabled", to: &payload)
        var call = ItemCall("ItemListSingleLineInputItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add(
            "title",
            // The caption keeps the colour it is given, and Display's convenience init defaults to black (§1.9).
            item.title.map {
                .call(
                    "NSAttributedString",
                    [
                        .init("string", .atom(text($0, as: "title", payload: &payload))),
                        .init("textColor", .atom("presentationData.theme.list.itemPrimaryTextColor")),
                    ])
            } ?? .atom("NSAttributedString()"))
        call.add("text", value.read)
        call.add("placeholder", item.placeholder.map { text($0, as: "placeholder", payload: &payload) } ?? "\"\"")
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
        call.add("spacing", SwiftLiteral.double(item.spacing), if: item.spacing != 0)
        call.add("clearType", "." + item.clearType.rawValue, if: item.clearType != .none)
        call.add("maxLength", String(item.maxLength), if: item.maxLength > 0)
        call.add("enabled", enabled ?? "", if: enabled != nil)
        addTag(to: &call)
        call.add("sectionId", "self.section")
        call.add("textUpdated", setter(value))
        call.add("action", item.action.map { actions.closure($0) } ?? .atom("{}"))
        return call
    }

    func multilineInputItem(_ item: MultilineInputRow, row: Row, payload: inout Payload) -> ItemCall {
        let value = binding(item.binding, of: row, change: item.change, as: "text", type: "String", payload: &payload)
        var call = ItemCall("ItemListMultilineInputItem")
        call.add("presentationData", "presentationData")
        call.add("systemStyle", ".glass", if: isGlass)
        call.add("text", value.read)
        call.add("placeholder", item.placeholder.map { text($0, as: "placeholder", payload: &payload) } ?? "\"\"")
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
        call.add("textUpdated", setter(value))
        addTag(to: &call)
        return call
    }
}
