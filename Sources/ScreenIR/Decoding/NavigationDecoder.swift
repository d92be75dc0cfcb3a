import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes `navigationBar:` and `toolbar:`.
struct NavigationDecoder {
    let values: ValueReader
    let sink: DiagnosticSink

    static let barKeys = ScreenLanguage.navigationBar.names
    static let buttonKeys = ScreenLanguage.navigationButton.names
    static let toolbarActionKeys = ScreenLanguage.toolbarAction.names
    /// ItemListToolbarItem lays out at most three actions.
    static let maximumToolbarActions = 3

    func decodeBar(_ node: YAMLNode) -> NavigationBar {
        guard let reader = MappingReader(node, what: "the navigation bar", allowed: Self.barKeys, sink: sink) else {
            return NavigationBar()
        }
        defer { reader.finish() }
        return NavigationBar(
            left: reader.value("left").map { decodeSlot($0, what: "the left button") } ?? [],
            right: reader.value("right").map { decodeSlot($0, what: "the right button") } ?? [],
            secondaryRight: reader.value("secondaryRight").map { decodeSlot($0, what: "the secondary right button") } ?? [],
            back: reader.value("back").flatMap { values.text($0, what: "the back button title") })
    }

    /// A button slot: one button, or a list of variants of which the first whose `when` holds is shown.
    private func decodeSlot(_ node: YAMLNode, what: String) -> [NavigationButton] {
        guard let items = node.sequence else { return decodeButton(node, what: what).map { [$0] } ?? [] }
        var buttons: [NavigationButton] = []
        var unconditional: YAMLNode?
        for item in items {
            guard let button = decodeButton(item, what: what) else { continue }
            if let unconditional {
                sink.report(
                    .unreachableVariant, "this variant of \(what) is never shown", at: item.span,
                    labels: [
                        Diagnostic.Label(span: unconditional.span, message: "this variant has no `when`, so it is always shown")
                    ],
                    help: "move it before the variant without `when`, or remove it")
                continue
            }
            // A variant whose `when` is misspelt (reported as an unknown key) is not taken to be always shown.
            if button.when == nil, !sink.gaps.misspells("when", in: item.span) { unconditional = item }
            buttons.append(button)
        }
        return buttons
    }

    private func decodeButton(_ node: YAMLNode, what: String) -> NavigationButton? {
        guard let reader = MappingReader(node, what: what, allowed: Self.buttonKeys, sink: sink) else { return nil }
        defer { reader.finish() }
        var content: NavigationButton.Content?
        switch (reader.value("title"), reader.value("icon")) {
        case (let title?, let icon?):
            sink.report(
                .conflictingKeys, "\(what) cannot have both `title` and `icon`", at: icon.span,
                labels: [Diagnostic.Label(span: title.span, message: "`title` given here")])
            content = values.text(title, what: "the button title").map(NavigationButton.Content.text)
        case (let title?, nil):
            content = values.text(title, what: "the button title").map(NavigationButton.Content.text)
        case (nil, let icon?):
            content = values.word(icon, what: "navigation icon", as: NavigationButton.Icon.self).map(NavigationButton.Content.icon)
        case (nil, nil):
            break
        }
        let styleNode = reader.value("style")
        let style = styleNode.flatMap { values.word($0, what: "button style", as: NavigationButton.Style.self) }
        // Neither title nor icon: `.none`, a spinner without a title, which needs no action (it cannot be tapped).
        let isSpinner = !reader.has("title") && !reader.has("icon") && style == .activity
        if isSpinner {
            content = NavigationButton.Content.none
        } else if !reader.has("title") && !reader.has("icon") && (styleNode == nil || style != nil) {
            reader.reportMissing(
                ["title", "icon"], "\(what) needs `title` or `icon`",
                notes: ["only a spinner (`style: activity`) can have neither: `ItemListNavigationButton(content: .none)`"])
        }
        let enabled = reader.value("enabled").flatMap { values.condition($0, what: "`enabled`") }
        let when = reader.value("when").flatMap { values.condition($0, what: "`when`") }
        // Without content and with a style that did not decode, the button may be meant as a spinner: the style's
        // error is the one to report, not a missing action.
        let mayBeSpinner = isSpinner || (!reader.has("title") && !reader.has("icon") && styleNode != nil && style == nil)
        let action = values.actionTarget(in: reader, required: !mayBeSpinner, allowsSet: true)
        let actionIsMissing = action == nil && (!isSpinner || reader.hasOrMisspells("action", "push", "set"))
        guard let content, !actionIsMissing, when != nil || !reader.has("when") else { return nil }
        return NavigationButton(
            content: content, style: style ?? .regular, enabled: enabled, action: action, when: when, span: node.span)
    }

    func decodeToolbar(_ node: YAMLNode) -> [ToolbarAction] {
        guard let items = node.sequence else {
            sink.report(.wrongType, "`toolbar` must be a list of 1 to 3 actions, not \(node.kindDescription)", at: node.span)
            return []
        }
        if items.isEmpty || items.count > Self.maximumToolbarActions {
            let extra = items.dropFirst(Self.maximumToolbarActions).map {
                Diagnostic.Label(span: $0.span, message: "no place for this action")
            }
            sink.report(
                .toolbarActionCount, "a toolbar needs 1 to 3 actions, this one has \(items.count)",
                at: items.count > Self.maximumToolbarActions ? items[Self.maximumToolbarActions].span : node.span,
                labels: Array(extra.dropFirst()),
                notes: ["ItemListToolbarItem places 1 action in the centre, 2 left and right, 3 left, centre and right"],
                help: items.isEmpty ? "remove `toolbar`, or add an action" : "move the other actions into the list or the navigation bar")
        }
        return items.compactMap { decodeToolbarAction($0) }
    }

    private func decodeToolbarAction(_ node: YAMLNode) -> ToolbarAction? {
        guard let reader = MappingReader(node, what: "a toolbar action", allowed: Self.toolbarActionKeys, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let title = reader.require("title").flatMap { values.text($0, what: "the action title") }
        let enabled = reader.value("enabled").flatMap { values.condition($0, what: "`enabled`") }
        let action = values.actionTarget(in: reader, required: true, allowsSet: true)
        guard let title, let action else { return nil }
        return ToolbarAction(title: title, enabled: enabled, action: action, span: node.span)
    }
}
