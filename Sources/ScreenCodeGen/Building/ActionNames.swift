/// How generated code names what an action calls: members of the arguments class.
enum ActionNames {
    /// The arguments-class member that pushes `screen`'s controller: `push<Screen>`.
    static func pushMember(_ screen: String) -> String { "push" + screen }

    /// `arguments.cancel()`, or in a repeated row `arguments.openPeer(peer)` (the hook receives the element).
    static func call(_ member: String, element: ElementScope?) -> String {
        "arguments.\(member)(\(element?.variable ?? ""))"
    }
}
