import ScreenDiagnostics
import ScreenIR

/// Icons and link hooks: the Swift for item parameters that are not texts, bindings or actions.
extension EntryBuilder {
    /// The `UIImage?` an icon stands for (itemlistui-api-2.md §3.2): a `PresentationResourcesSettings` constant, a
    /// `PresentationResourcesItemList` member tinted for the theme, or an image of the app's asset catalog. Constant
    /// for every state, so it is written in `item(…)`, never carried in the entry.
    func icon(_ icon: IconReference) -> String {
        switch icon.source {
        case .settings(let name): "PresentationResourcesSettings.\(name)"
        case .itemList(let name): "PresentationResourcesItemList.\(name)(presentationData.theme)"
        case .bundle(let name): "UIImage(bundleImageName: \(SwiftStringLiteral.make(name)))"
        }
    }

    /// Adds `icon:` when the row has one.
    func addIcon(_ icon: IconReference?, to call: inout ItemCall) {
        if let icon { call.add("icon", self.icon(icon)) }
    }

    /// `linkAction:` — `{ action in if case .tap(let target) = action { arguments.openLink(target) } }`: the hook
    /// receives the tapped link's target (after the element, in a repeated row). ItemListTextItemLinkAction and
    /// InfoListItemLinkAction both have the one case `.tap(String)`.
    func linkClosure(_ hook: HookReference) -> SwiftValue {
        let arguments = (element.map { [$0.variable] } ?? []) + ["target"]
        let call = "arguments.\(hook.name.value)(\(arguments.joined(separator: ", ")))"
        let statement = "if case .tap(let target) = action { \(call) }"
        // On a line of its own in the closure when it fits there, else the `if` over three lines, as `swift format`
        // breaks it.
        let bodyColumn = actions.indent + SwiftLayout.indentWidth
        if bodyColumn + SwiftLayout.width(statement) <= SwiftLayout.lineLength {
            return .closure(parameters: "action", body: .atom(statement))
        }
        // The call itself is broken one argument per line when it is still too long.
        let callColumn = bodyColumn + SwiftLayout.indentWidth
        let laidOut = SwiftValue.call("arguments.\(hook.name.value)", arguments.map { .init("", .atom($0)) })
            .layout(column: callColumn, indent: callColumn, trailing: 0)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let callLines = ["    " + laidOut[0]] + laidOut.dropFirst().map { String($0.dropFirst(bodyColumn)) }
        return .block(["if case .tap(let target) = action {"] + callLines + ["}"], parameters: "action")
    }
}
