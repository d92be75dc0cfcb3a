import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

/// Icons and link hooks: the Swift for item parameters that are not texts, bindings or actions.
extension EntryBuilder {
    /// The `UIImage?` an icon stands for (itemlistui-api-2.md §3.2): a `PresentationResourcesSettings` constant, a
    /// `PresentationResourcesItemList` member tinted for the theme, or an image of the app's asset catalog — tinted
    /// with a theme colour (`generateTintedImage(image:color:)`) and precomposed (`?.precomposed()`) when the row
    /// says so. Written in `item(…)`; an icon chosen by the state is a ternary over the Bools the entry carries, as
    /// an option's word chosen by the state is (`choiceCondition`).
    func icon(_ icon: IconReference, payload: inout Payload) -> SwiftValue {
        switch icon.choice {
        case .word(let image):
            return self.image(image)
        case .condition(let condition, let then, let otherwise):
            let test = choiceCondition(condition, payload: &payload).test
            let thenValue = self.icon(IconReference(choice: then, span: icon.span), payload: &payload)
            let elseValue = self.icon(IconReference(choice: otherwise, span: icon.span), payload: &payload)
            return .ternary(test, thenValue, elseValue)
        }
    }

    /// A built-in item's peer (`iconPeer:`): read in `item(…)` as it is when it reads nothing but the row's element,
    /// else computed in the entries function and carried in the payload as an `EnginePeer` (or `EnginePeer?`), as
    /// a typed value of a custom item is.
    func peer(_ expression: Expression, as name: String, payload: inout Payload) -> SwiftValue {
        let type = swift.types.checker(for: element).check(expression).0 ?? .optional(.peer)
        return .atom(typedValue(expression, of: type, as: name, payload: &payload))
    }

    /// `arguments.context`: the controller's `AccountContext`, which the arguments class then holds.
    func accountContext() -> SwiftValue {
        usage.usesAccountContext = true
        return .atom("arguments.context")
    }

    /// One image's Swift.
    private func image(_ image: IconImage) -> SwiftValue {
        var value: SwiftValue =
            switch image.source {
            case .settings(let name): .atom("PresentationResourcesSettings.\(name)")
            case .itemList(let name): .atom("PresentationResourcesItemList.\(name)(presentationData.theme)")
            case .bundle(let name): .atom("UIImage(bundleImageName: \(SwiftStringLiteral.make(name)))")
            }
        if let tint = image.tint {
            value = .call(
                "generateTintedImage",
                [.init("image", value), .init("color", .atom("presentationData.theme.list.\(tint.themeMember)"))])
        }
        if image.precomposed { value = .member(value, "?.precomposed()") }
        return value
    }

    /// Adds `icon:` when the row has one.
    func addIcon(_ icon: IconReference?, to call: inout ItemCall, payload: inout Payload) {
        if let icon { call.add("icon", self.icon(icon, payload: &payload)) }
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
