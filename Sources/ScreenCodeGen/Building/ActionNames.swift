import ScreenIR

/// How an action target is called from generated code: through a member of the arguments class.
enum ActionNames {
    /// The arguments-class member that performs the action: the hook name, or `push<Screen>`.
    static func member(_ target: ActionTarget) -> String {
        switch target {
        case .external(let hook): hook.name.value
        case .push(let screen): pushMember(screen.value)
        }
    }

    static func pushMember(_ screen: String) -> String { "push" + screen }

    /// `arguments.cancel()`, or in a repeated row `arguments.openPeer(peer)` (the hook receives the element).
    static func call(_ target: ActionTarget, element: ElementScope?) -> String {
        "arguments.\(member(target))(\(element?.variable ?? ""))"
    }

    /// `{ arguments.cancel() }`
    static func closure(_ target: ActionTarget, element: ElementScope?) -> String {
        "{ \(call(target, element: element)) }"
    }

    /// A closure or `nil`.
    static func optionalClosure(_ target: ActionTarget?, element: ElementScope?) -> String {
        target.map { closure($0, element: element) } ?? "nil"
    }
}
