import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// Every hook name is free for the generated code to use, and every use of one name agrees on the hook's Swift
    /// type (a lifecycle flag and a switch's new value are both a `Bool`) and on whether it is optional.
    func checkHooks() {
        // Reserved names first, and whether a name is used twice: only then can two uses disagree.
        var names: Set<String> = []
        var isNameRepeated = false
        let pushed = screen.pushedScreens
        let itemMembers = screen.itemArgumentMembers
        // The closure captures only what it uses: capturing `self` would copy the whole validator at every hook.
        let sink = self.sink
        screen.forEachHookReference { hook, _ in
            Self.checkReserved(hook.name, pushed: pushed, itemMembers: itemMembers, sink: sink)
            if !names.insert(hook.name.value).inserted { isNameRepeated = true }
        }
        guard isNameRepeated else { return }
        var firstUses: [String: HookUse] = [:]
        // In file order, so the use written later is the one reported.
        for use in screen.hookUses.sorted(by: { $0.reference.name.span < $1.reference.name.span }) {
            let name = use.reference.name
            guard let first = firstUses[name.value] else {
                firstUses[name.value] = use
                continue
            }
            let here = Self.signature(use.payload)
            let there = Self.signature(first.payload)
            if here != there {
                sink.report(
                    .hookTypeMismatch,
                    "hook `\(name.value)` receives \(Self.payloadPhrase(use.payload)) here, but "
                        + "\(Self.payloadPhrase(first.payload)) at \(first.description)",
                    at: name.span,
                    labels: [Diagnostic.Label(span: first.reference.name.span, message: "used here as `\(there)`")],
                    notes: ["one hook is one closure of the generated hooks: here it would be `\(here)`"],
                    help: "give one of the uses another hook name")
            } else if first.reference.isOptional != use.reference.isOptional {
                let optional = use.reference.isOptional ? use : first
                let required = use.reference.isOptional ? first : use
                sink.report(
                    .hookTypeMismatch,
                    "hook `\(name.value)` is optional at \(optional.description) but required at \(required.description)",
                    at: name.span,
                    labels: [
                        Diagnostic.Label(
                            span: first.reference.name.span,
                            message: first.reference.isOptional ? "optional here" : "required here")
                    ],
                    help: "write `\(name.value)?` at every use (the app may leave it out) or at none")
            }
        }
    }

    /// An action name the generated code uses itself: the arguments class's `updateState`, `update` and `toggle`,
    /// the members the screen's items need (`context`, `setPeerIdWithRevealedOptions`, …), and the `push<Screen>` /
    /// `make<Screen>Controller` members of the screens this one pushes.
    private static func checkReserved(
        _ name: Located<String>, pushed: [String], itemMembers: Set<String>, sink: DiagnosticSink
    ) {
        let note: String
        if ReservedNames.actionNames.contains(name.value) {
            note = "the generated arguments class uses `updateState`, `update` and `toggle`"
        } else if itemMembers.contains(name.value) {
            note = "the generated arguments class has `\(name.value)` for this screen's items"
        } else if let screen = ReservedNames.navigationMember(name.value, pushing: pushed) {
            note = "this screen pushes \(screen): the generated code has `push\(screen)` and `make\(screen)Controller` for it"
        } else {
            return
        }
        sink.report(
            .invalidActionName, "action name `\(name.value)` is reserved", at: name.span, notes: [note],
            help: "rename it, for example to `\(name.value)Tapped`")
    }

    /// The Swift type of a hook with this payload: `(BlockedPeer, Bool, Handle) -> Void`.
    static func signature(_ payload: [HookSignature.Payload]) -> String {
        "(" + (payload.map(typeName) + ["Handle"]).joined(separator: ", ") + ") -> Void"
    }

    /// "`BlockedPeer` and `Bool`", "only the screen handle".
    static func payloadPhrase(_ payload: [HookSignature.Payload]) -> String {
        guard !payload.isEmpty else { return "only the screen handle" }
        return payload.map { "`\(typeName($0))`" }.joined(separator: " and ")
    }

    private static func typeName(_ payload: HookSignature.Payload) -> String {
        switch payload {
        case .element(let list): list.element.value
        case .value(let type): type.description
        case .flag: "Bool"
        }
    }
}
