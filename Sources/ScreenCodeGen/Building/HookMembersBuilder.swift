import ScreenDiagnostics
import ScreenIR

/// Builds what the screen asks of the app and how its items reach it: the members of `<Screen>Hooks` (a closure per
/// hook, a factory per pushed screen) and the closures of the arguments class that call them.
struct HookMembersBuilder {
    let screen: Screen
    let names: SwiftNames
    let types: SwiftTypeNames
    /// Whether some control writes state (read when the arguments are built): the arguments class then passes on
    /// `updateState`.
    let usage: EntryUsage

    init(screen: Screen, names: SwiftNames, usage: EntryUsage) {
        self.screen = screen
        self.names = names
        var types = SwiftTypeNames(names: names)
        types.declared = screen.declarations.swiftNames
        self.types = types
        self.usage = usage
        self.signatures = screen.hookSignatures
    }

    /// The hooks, in first-use order.
    let signatures: [HookSignature]

    /// The screens this one pushes, sorted by name; their factories are named with `naming` too.
    func pushes(naming: NameAffixes) -> [PushContext] {
        let targets = screen.pushedScreens
        let withParameters = screen.screensPushedWithParameters
        return targets.enumerated().map { index, target in
            let names = SwiftNames(screen: target, affixes: naming)
            return PushContext(
                screen: target, makeProperty: "make\(target)Controller", factory: names.factory,
                pushMember: ActionNames.pushMember(target),
                parametersType: withParameters.contains(target) ? names.parameters : "",
                hasParameters: withParameters.contains(target), isLast: index == targets.count - 1)
        }
    }

    /// The stored closures of `<Screen>Hooks`: every hook, then a factory per pushed screen.
    func hookMembers(pushes: [PushContext]) -> [HookMemberContext] {
        var members: [(name: String, type: SwiftFunctionType, documentation: String)] = signatures.map { signature in
            let type = SwiftFunctionType(
                signature.payload.map(payloadType) + [names.handle], isOptional: signature.isOptional)
            return (signature.name, type, documentation(signature))
        }
        members += pushes.map { push in
            push.hasParameters
                ? (
                    push.makeProperty,
                    SwiftFunctionType(["AccountContext", push.parametersType], result: "ViewController"),
                    "Creates the \(push.screen) screen this screen pushes, with the parameters the push gives."
                )
                : (
                    push.makeProperty, SwiftFunctionType(["AccountContext"], result: "ViewController"),
                    "Creates the \(push.screen) screen this screen pushes."
                )
        }
        return members.enumerated().map { index, member in
            let isLast = index == members.count - 1
            return HookMemberContext(
                name: member.name, type: member.type.singleLine,
                declaration: member.type.property(member.name, column: "    public var ".count, indent: 4),
                parameter: member.type.parameter(member.name, indent: 8, trailing: isLast ? 0 : 1),
                assignment: LineBreaking.selfAssignment(member.name, indent: 8), documentation: member.documentation,
                isOptional: member.type.isOptional, isLast: isLast)
        }
    }

    /// The closures of the arguments class: `updateState` when controls are bound, a closure per hook an item or
    /// button calls (lifecycle hooks are called by the controller), then one per pushed screen.
    func argumentMembers(pushes: [PushContext]) -> [MemberContext] {
        var members: [(name: String, type: SwiftFunctionType, value: SwiftValue)] = []
        if usage.updatesState {
            members.append(("updateState", SwiftFunctionType(["(State) -> State"], result: "Bool"), .atom("updateState")))
        }
        if usage.showsDataChanges {
            members.append(
                ("updateShownData", SwiftFunctionType(["(inout \(names.data)) -> Void"]), .atom("updateShownData")))
        }
        for signature in signatures where !isLifecycleOnly(signature) {
            let parameters = signature.payload.map(payloadName)
            let call = "hooks.\(signature.name)\(signature.isOptional ? "?" : "")"
            let arguments = (parameters + ["handle"]).joined(separator: ", ")
            members.append(
                (
                    signature.name, SwiftFunctionType(signature.payload.map(payloadType)),
                    .closure(parameters: parameters.joined(separator: ", "), body: .atom("\(call)(\(arguments))"))
                ))
        }
        for push in pushes where !push.hasParameters {
            members.append(
                (
                    push.pushMember, SwiftFunctionType([]),
                    .closure(parameters: "", body: .atom("pushControllerImpl?(hooks.\(push.makeProperty)(context))"))
                ))
        }
        for push in pushes where push.hasParameters {
            members.append(
                (
                    push.pushMember, SwiftFunctionType([push.parametersType]),
                    .closure(
                        parameters: "parameters",
                        body: .atom("pushControllerImpl?(hooks.\(push.makeProperty)(context, parameters))"))
                ))
        }
        let contextMember = usage.usesAccountContext ? 1 : 0
        let closures = members.enumerated().map { index, member in
            let isLast = index == members.count - 1 + contextMember
            let trailing = isLast ? 0 : 1
            return MemberContext(
                name: member.name, type: member.type.singleLine,
                declaration: member.type.property(member.name, column: "    let ".count, indent: 4),
                parameter: member.type.parameter(member.name, indent: 8, trailing: trailing),
                value: member.value.singleLine,
                argument: SwiftValue.element(.init(member.name, member.value), indent: 8, trailing: trailing),
                assignment: LineBreaking.selfAssignment(member.name, indent: 8), isLast: isLast)
        }
        guard usage.usesAccountContext else { return closures }
        // Items that show peers take the controller's account context (`ItemListPeerItem(context:)`).
        return closures + [
            MemberContext(
                name: "context", type: "AccountContext", declaration: "context: AccountContext",
                parameter: "context: AccountContext", value: "context", argument: "context: context",
                assignment: "self.context = context", isLast: true)
        ]
    }

    /// A hook that only the controller's lifecycle callbacks call (its payload is the lifecycle flag).
    func isLifecycleOnly(_ signature: HookSignature) -> Bool {
        signature.payload == [.flag]
    }

    /// The Swift type of one payload argument.
    func payloadType(_ payload: HookSignature.Payload) -> String {
        switch payload {
        case .element(let list): types.element(list.element.value)
        case .value(let type): types.swift(type)
        case .flag: "Bool"
        }
    }

    /// The closure parameter name for one payload argument: the element's type lowerCamelCased (`element` when that
    /// would be a name the closure already uses), or `value`.
    private func payloadName(_ payload: HookSignature.Payload) -> String {
        switch payload {
        case .element(let list):
            let name = SwiftNames.lowerFirst(list.element.value)
            let isFree = !["value", "handle", "hooks"].contains(name) && !SwiftIdentifier.isKeyword(name)
                && !SwiftIdentifier.contextualKeywords.contains(name)
            return isFree ? name : "element"
        case .value, .flag:
            return "value"
        }
    }

    private func documentation(_ signature: HookSignature) -> String {
        var places: [String] = []
        for use in signature.uses where !places.contains(use.description) { places.append(use.description) }
        return "Called by \(places.joined(separator: ", "))."
    }
}
