import ScreenExpressions
import ScreenIR

/// Builds the controller factory's part of the context: title, navigation bar, toolbar, empty state, and (in
/// `+Factory`) the factory's arguments, app data, presentation and lifecycle.
struct ControllerContextBuilder {
    let screen: Screen
    let names: SwiftNames
    let swift: SwiftExpressions
    let types: SwiftTypeNames
    /// Where the controller's texts that need statements (`switch`, `if: let`) become functions of the file.
    private let texts: ControllerTextFunctions
    /// The locals the map closure assigns texts to before it builds the controller state (`textStatements`).
    private let textLocals = TextLocals()

    /// Texts too long to be written where they are shown, assigned to locals first.
    private final class TextLocals {
        var lines: [String] = []
        /// Names the map closure already uses.
        var taken: Set<String> = [
            "presentationData", "state", "data", "title", "controllerState", "toolbarItem", "entries", "listState",
            "leftNavigationButton", "rightNavigationButton", "secondaryRightNavigationButton", "arguments",
        ]

        func reserve(_ name: String) -> String {
            var unique = name
            var counter = 2
            while !taken.insert(unique).inserted {
                unique = name + String(counter)
                counter += 1
            }
            return unique
        }
    }

    init(screen: Screen, names: SwiftNames, swift: SwiftExpressions, texts: ControllerTextFunctions) {
        self.screen = screen
        self.names = names
        self.swift = swift
        var types = SwiftTypeNames(names: names)
        types.declared = screen.declarations.swiftNames
        self.types = types
        self.texts = texts
    }

    /// A text of the controller at its place (at `column`, on a line indented by `indent`, followed by `trailing`
    /// characters): the call of a function of the file computing it when it needs statements (a `switch` or an
    /// `if: let`, `ControllerTextFunctions`); its expression when it can stand there (`TextChoice`); else the local
    /// `name` (made unique) that the map closure assigns before the controller state, as `let <name>: String` and an
    /// `if`/`else`.
    func text(_ text: DisplayText, local name: String, column: Int, indent: Int, trailing: Int) -> SwiftValue {
        if text.needsStatements { return texts.call(text, named: name) }
        let choice = swift.textChoice(text)
        if let value = choice.expression(column: column, indent: indent, trailing: trailing) { return value }
        let local = textLocals.reserve(name)
        textLocals.lines += choice.declaration(of: local, indent: 12)
        return .atom(local)
    }

    func context(hooks: [HookSignature], hasHandle: Bool, readsParameters: Bool) -> ControllerContext {
        let bar = screen.navigationBar
        var buttons: [NavigationButtonContext] = []
        func constant(_ variants: [NavigationButton], _ name: String) -> String {
            guard !variants.isEmpty else { return "nil" }
            buttons.append(navigationButton(variants, constant: name))
            return name
        }
        let left = constant(bar.left, "leftNavigationButton")
        let right = constant(bar.right, "rightNavigationButton")
        let secondaryRight = constant(bar.secondaryRight, "secondaryRightNavigationButton")
        let toolbar = screen.toolbar.enumerated().map { index, action in
            var call = ItemCall("ItemListToolbarItem.Action")
            let title = text(
                action.title, local: "toolbarAction\(index + 1)Title", column: 27, indent: 20, trailing: 1)
            call.add("title", title)
            call.add("isEnabled", swift.condition(action.enabled))
            call.add("action", ActionCode(swift: swift, element: nil, indent: 20).reference(action.action))
            return ToolbarActionContext(
                call: call.context(indent: 20), isLast: index == screen.toolbar.count - 1,
                hasComma: screen.toolbar.count > 1)
        }
        let titleVariants = self.titleVariants()
        var context = ControllerContext(
            title: titleVariants.isEmpty ? title(screen.title) : "title: title",
            titleVariants: titleVariants,
            hasTitleVariants: !titleVariants.isEmpty,
            titleSelection: titleSelection(),
            navigationButtons: buttons,
            leftNavigationButton: left,
            rightNavigationButton: right,
            secondaryRightNavigationButton: secondaryRight,
            hasSecondaryRightNavigationButton: !bar.secondaryRight.isEmpty,
            backNavigationButton: bar.back.map(backButton) ?? "nil",
            style: "." + screen.style.rawValue,
            toolbarActions: toolbar,
            hasToolbar: !toolbar.isEmpty,
            emptyStateLine: screen.emptyState.map(emptyStateLine) ?? "",
            hasEmptyState: screen.emptyState != nil)
        addFactory(to: &context, hooks: hooks, hasHandle: hasHandle, readsParameters: readsParameters)
        addEmptyStateVariants(to: &context)
        context.textStatements = textLocals.lines
        return context
    }

    /// `ItemListBackButton(title: …)` after `backNavigationButton: ` (16 columns in, the last argument).
    private func backButton(_ title: DisplayText) -> String {
        let column = 16 + "backNavigationButton: ItemListBackButton(".count
        let value = text(title, local: "backButtonTitle", column: column + "title: ".count, indent: 16, trailing: 1)
        return SwiftValue.call("ItemListBackButton", [.init("title", value)])
            .layout(column: 16 + "backNavigationButton: ".count, indent: 16, trailing: 0)
    }

    /// A slot's button: one `let` when it has a single variant without `when`, else a `let` assigned in an
    /// `if`/`else if` chain (ending in `nil` when every variant has a `when`).
    private func navigationButton(_ variants: [NavigationButton], constant: String) -> NavigationButtonContext {
        // A first variant without `when` is always shown (validation warns about the others).
        if variants[0].when == nil {
            return NavigationButtonContext(
                constant: constant, call: buttonCall(variants[0], indent: 16),
                hasVariants: false, declaration: "", variants: [], closing: "")
        }
        var contexts: [NavigationButtonVariantContext] = []
        var isExhaustive = false
        for (index, variant) in variants.enumerated() {
            let keyword = index == 0 ? "if" : "} else if"
            let opening: String
            if let when = variant.when {
                let condition = swift.condition(when)
                opening = "\(keyword) \(condition) {"
            } else {
                opening = "} else {"
                isExhaustive = true
            }
            contexts.append(
                NavigationButtonVariantContext(
                    opening: opening, call: buttonCall(variant, indent: 20)))
            if isExhaustive { break }
        }
        let indent = String(repeating: " ", count: 12)
        let closing = isExhaustive ? "}" : "} else {\n\(indent)    \(constant) = nil\n\(indent)}"
        return NavigationButtonContext(
            constant: constant, call: contexts[0].call, hasVariants: true,
            declaration: "let \(constant): ItemListNavigationButton\(isExhaustive ? "" : "?")", variants: contexts,
            closing: closing)
    }

    private func buttonCall(_ button: NavigationButton, indent: Int) -> CallContext {
        var call = ItemCall("ItemListNavigationButton")
        switch button.content {
        case .text(let title):
            // `content: .text(…)`, or the text alone one level deeper in `.text(` broken over lines.
            let value = text(
                title, local: "navigationButtonTitle", column: indent + SwiftLayout.indentWidth, indent: indent,
                trailing: 0)
            call.add("content", .call(".text", [.init("", value)]))
        case .icon(let icon): call.add("content", ".icon(.\(icon.rawValue))")
        case .none: call.add("content", ".none")
        }
        call.add("style", "." + button.style.rawValue)
        call.add("enabled", swift.condition(button.enabled))
        // A spinner without a title cannot be tapped: Telegram passes an empty closure.
        if let action = button.action {
            call.add("action", ActionCode(swift: swift, element: nil, indent: indent).reference(action))
        } else {
            call.add("action", "{}")
        }
        return call.context(indent: indent)
    }

    /// `title = …` in an `if`/`else if` chain over the conditional titles, the screen's `title` last.
    private func titleVariants() -> [TitleVariantContext] {
        guard !screen.conditionalTitles.isEmpty else { return [] }
        var variants = screen.conditionalTitles.enumerated().map { index, variant in
            let condition = swift.condition(variant.when)
            return TitleVariantContext(
                opening: "\(index == 0 ? "if" : "} else if") \(condition) {",
                value: titleValue(variant.title, indent: 16).layout(column: 24, indent: 16, trailing: 0))
        }
        variants.append(
            TitleVariantContext(
                opening: "} else {", value: titleValue(screen.title, indent: 16).layout(column: 24, indent: 16, trailing: 0)))
        return variants
    }

    /// The title argument, laid out for its place in `ItemListControllerState(…)` (16 columns in, then `,`).
    private func title(_ title: ScreenTitle) -> String {
        SwiftValue.element(.init("title", titleValue(title, indent: 16)), indent: 16, trailing: 1)
    }

    /// The title's value on a line indented by `indent`; its texts stand alone one level deeper when the call is
    /// broken over lines (and fit on its line otherwise), a tab or segment two levels deeper in its array.
    private func titleValue(_ title: ScreenTitle, indent: Int) -> SwiftValue {
        let inner = indent + SwiftLayout.indentWidth
        let argument = { (text: DisplayText, name: String) -> SwiftValue in
            self.text(text, local: name, column: inner, indent: inner, trailing: 1)
        }
        switch title {
        case .text(let text):
            return .call(".text", [.init("", argument(text, "titleText"))])
        case .textWithSubtitle(let text, let subtitle):
            return .call(".textWithSubtitle", [.init("", argument(text, "titleText")), .init("", argument(subtitle, "subtitleText"))])
        case .sectionControl(let segments, let selected):
            return .call(".sectionControl", [.init("", list(segments, indent: inner)), .init("", .atom(selectionIndex(selected)))])
        case .textWithTabs(let text, let tabs, let selected):
            return .call(
                ".textWithTabs",
                [
                    .init("", argument(text, "titleText")), .init("", list(tabs, indent: inner)),
                    .init("", .atom(selectionIndex(selected))),
                ])
        }
    }

    private func list(_ texts: [DisplayText], indent: Int) -> SwiftValue {
        let inner = indent + SwiftLayout.indentWidth
        return .array(texts.map { text($0, local: "segmentTitle", column: inner, indent: inner, trailing: 1) })
    }

    /// `emptyStateItem: entries.isEmpty ? ItemListTextEmptyStateItem(text: …) : nil`, broken before `?` when long.
    private func emptyStateLine(_ text: DisplayText) -> String {
        // In `ItemListTextEmptyStateItem(` broken over lines: 24 columns in, after `text: `.
        let value = self.text(text, local: "emptyStateText", column: 30, indent: 24, trailing: 0)
        let item = SwiftValue.call("ItemListTextEmptyStateItem", [.init("text", value)])
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
