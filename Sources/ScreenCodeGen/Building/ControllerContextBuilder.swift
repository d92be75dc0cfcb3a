import ScreenIR

/// Builds the controller factory's part of the context: title, navigation bar, toolbar, empty state.
struct ControllerContextBuilder {
    let screen: Screen
    let names: SwiftNames
    let swift: SwiftExpressions

    func context() -> ControllerContext {
        let bar = screen.navigationBar
        var buttons: [NavigationButtonContext] = []
        func constant(_ button: NavigationButton?, _ name: String, _ slot: String) -> String {
            guard let button else { return "nil" }
            buttons.append(NavigationButtonContext(constant: name, call: navigationButton(button, slot: slot)))
            return name
        }
        let left = constant(bar.left.first, "leftNavigationButton", "Left")
        let right = constant(bar.right.first, "rightNavigationButton", "Right")
        let secondaryRight = constant(bar.secondaryRight.first, "secondaryRightNavigationButton", "SecondaryRight")
        let toolbar = screen.toolbar.enumerated().map { index, action in
            var call = ItemCall("ItemListToolbarItem.Action")
            call.add("title", swift.text(action.title))
            call.add("isEnabled", swift.condition(action.enabled, name: "isToolbarAction\(index + 1)Enabled"))
            call.add("action", "arguments.\(ActionNames.member(action.action))")
            return ToolbarActionContext(
                call: call.context(indent: 20), isLast: index == screen.toolbar.count - 1,
                hasComma: screen.toolbar.count > 1)
        }
        return ControllerContext(
            title: title(),
            titleSelection: titleSelection(),
            navigationButtons: buttons,
            leftNavigationButton: left,
            rightNavigationButton: right,
            secondaryRightNavigationButton: secondaryRight,
            hasSecondaryRightNavigationButton: !bar.secondaryRight.isEmpty,
            backNavigationButton: bar.back.map { "ItemListBackButton(title: \(swift.text($0)))" } ?? "nil",
            style: "." + screen.style.rawValue,
            toolbarActions: toolbar,
            hasToolbar: !toolbar.isEmpty,
            emptyStateLine: screen.emptyState.map(emptyStateLine) ?? "",
            hasEmptyState: screen.emptyState != nil)
    }

    private func navigationButton(_ button: NavigationButton, slot: String) -> CallContext {
        var call = ItemCall("ItemListNavigationButton")
        switch button.content {
        case .text(let text): call.add("content", ".text(\(swift.text(text)))")
        case .icon(let icon): call.add("content", ".icon(.\(icon.rawValue))")
        }
        call.add("style", "." + button.style.rawValue)
        call.add("enabled", swift.condition(button.enabled, name: "is\(slot)ButtonEnabled"))
        call.add("action", "arguments.\(ActionNames.member(button.action))")
        return call.context(indent: 16)
    }

    /// The title argument, laid out for its place in `ItemListControllerState(…)` (16 columns in, then `,`).
    private func title() -> String {
        let value: SwiftValue
        switch screen.title {
        case .text(let text):
            value = .call(".text", [.init("", .atom(swift.text(text)))])
        case .textWithSubtitle(let text, let subtitle):
            value = .call(".textWithSubtitle", [.init("", .atom(swift.text(text))), .init("", .atom(swift.text(subtitle)))])
        case .sectionControl(let segments, let selected):
            value = .call(".sectionControl", [.init("", list(segments)), .init("", .atom(selectionIndex(selected)))])
        case .textWithTabs(let text, let tabs, let selected):
            value = .call(
                ".textWithTabs",
                [.init("", .atom(swift.text(text))), .init("", list(tabs)), .init("", .atom(selectionIndex(selected)))])
        }
        return SwiftValue.element(.init("title", value), indent: 16, trailing: 1)
    }

    private func list(_ texts: [DisplayText]) -> SwiftValue {
        .array(texts.map { .atom(swift.text($0)) })
    }

    /// `emptyStateItem: entries.isEmpty ? ItemListTextEmptyStateItem(text: …) : nil`, broken before `?` when long.
    private func emptyStateLine(_ text: DisplayText) -> String {
        let item = SwiftValue.call("ItemListTextEmptyStateItem", [.init("text", .atom(swift.text(text)))])
        let single = "emptyStateItem: entries.isEmpty ? \(item.singleLine) : nil"
        if 16 + SwiftLayout.width(single) + 1 <= SwiftLayout.lineLength { return single }
        // swift-format breaks before `?`, then inside the call if it is still too long.
        let laidOut = item.layout(column: 22, indent: 20, trailing: " : nil,".count)
        return "emptyStateItem: entries.isEmpty\n" + String(repeating: " ", count: 20) + "? \(laidOut) : nil"
    }

    /// The selected index: the Int field, or the enum case's position.
    private func selectionIndex(_ field: Located<String>) -> String {
        guard let declared = screen.field(named: field.value), case .enumeration = declared.type else {
            return "state.\(field.value)"
        }
        return "\(names.state).\(declared.enumTypeName).allCases.firstIndex(of: state.\(field.value)) ?? 0"
    }

    private func titleSelection() -> TitleSelectionContext {
        guard let field = screen.title.selectionField, let declared = screen.field(named: field.value) else {
            return TitleSelectionContext(hasSelection: false, field: "", isEnum: false, enumType: "")
        }
        let isEnum: Bool
        if case .enumeration = declared.type { isEnum = true } else { isEnum = false }
        return TitleSelectionContext(
            hasSelection: true, field: field.value, isEnum: isEnum,
            enumType: isEnum ? "\(names.state).\(declared.enumTypeName)" : "")
    }
}
