import ScreenIR
import ScreenItems
import SwiftSyntax

/// One item call read back as a row: the keys it gives (YAML values) and notes on what it could not map.
struct RowReading {
    var description: ItemDescription
    /// Key name → YAML value.
    var values: [String: String] = [:]
    /// Whether the call passes a `tag:` (a row the app can focus: never a section's header or footer).
    var tagged = false
    /// Whether the editing value says the row can be swiped (`editable: true`, what `remove:` or `revealOptions:`
    /// make) or dragged (`canBeReordered: true`, what `reorder:` makes).
    var editable = false
    var reorderable = false
    /// Why something of the call is not in `values`: each becomes a comment.
    var notes: [String] = []
    /// The key names the description requires that `values` lacks.
    var missingRequired: [String] {
        description.keys.filter { $0.isRequired && values[$0.name] == nil }.map(\.name)
    }
}

/// Reads an ItemListUI item call through its `ItemDescription`, in reverse: each argument label names a parameter,
/// and the parameter's source names the key it came from.
struct RowReader {
    var conditions: ConditionTranslator
    /// Hooks the app may leave out (`hooks.x?(handle)`): written `x?`.
    var optionalHooks: Set<String> = []
    /// Screens pushed through `arguments.pushX(…)`.
    var pushedScreens: Set<String> = []
    /// Argument closures that push a controller a factory function makes: hook name → that call.
    var argumentPushes: [String: FunctionCallExprSyntax] = [:]
    /// The factory functions of the controllers imported together → their screens.
    var importedFactories: [String: String] = [:]
    /// The locals of the `item(…)` case being read (`let label: String` and a `switch` setting it).
    var caseLocals = LocalValues()
    /// State fields that keep a removable row's revealed options (`revealed: peer.id == state.<field>`): screenc's own,
    /// implied by `remove:` / `revealOptions:`.
    var revealedFields: Set<String> = []
    /// The file's functions returning a `String`, by name (`ControllerSource.textFunctions`).
    var textFunctions: [String: FunctionDeclSyntax] = [:]
    /// How many calls of each the file makes (`ControllerSource.textFunctionCalls`).
    var textFunctionCalls: [String: Int] = [:]
    /// The file's functions rows call that the screen declares under `functions:` (their bodies are not texts the
    /// language can say): name → the declaration line and the function, to quote.
    var declaredFunctions: [String: (line: String, node: Syntax)] = [:]
    /// The app types declared functions take (`sound: PeerMessageSound`): declared under `types:` too.
    var functionAppTypes: Set<String> = []
    /// The file's function whose body is being read as a text (a call inside it is declared, not read again).
    var inlining: Set<String> = []
    /// Optional fields read unwrapped where a text is being read (inside `if let`): `{ if: let name, … }`.
    var unwrapped: Set<String> {
        get { conditions.unwrapped }
        set { conditions.unwrapped = newValue }
    }
    /// The file's text functions read as reusable texts (`texts:`), by name, and those that cannot be.
    var reusableTexts: [String: ReusableTextReading] = [:]
    var failedReusableTexts: Set<String> = []
    /// The names of `reusableTexts` in the order read (those read inside a cycle are taken back).
    var reusableTextsRead: [String] = []
    /// Whether a text being read calls one of the texts being read (itself, or one calling it).
    var reusableTextCycle = false
    /// Whether the text being read is the controller's (a title): a call there of a function the file calls only
    /// once is read through its body first, as screenc generates a title that needs statements.
    var readingControllerText = false

    /// The descriptions of the shipped items by Swift name (`ItemListSwitchItem` → `switch`).
    static let bySwiftName: [String: ItemDescription] = Dictionary(
        ItemCatalogue.shipped.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })

    /// The system styles the item calls pass (`systemStyle: .glass`; left out: `legacy`), for `systemStyle:`.
    var systemStyles: Set<String> = []

    mutating func read(_ call: FunctionCallExprSyntax, as description: ItemDescription) -> RowReading {
        var reading = RowReading(description: description)
        let arguments = Array(call.arguments)
        if let parameter = description.parameters.first(where: { $0.source == .systemStyle }) {
            let passed = arguments.first { $0.label?.text == parameter.label }?.expression.trimmedDescription
            systemStyles.insert(passed.map { String($0.dropFirst()) } ?? "legacy")
        }
        for argument in arguments {
            if argument.label?.text == "tag", !argument.expression.is(NilLiteralExprSyntax.self) { reading.tagged = true }
            guard let label = argument.label?.text else {
                reading.notes.append("unlabelled argument `\(argument.expression.trimmedDescription)` not read")
                continue
            }
            guard let parameter = description.parameters.first(where: { $0.label == label }) else {
                reading.notes.append(
                    "`\(label):` is not a parameter screenc passes to \(description.swiftName) (`\(argument.expression.trimmedDescription)`)")
                continue
            }
            read(argument.expression, label: label, source: parameter.source, into: &reading, call: arguments)
        }
        // A swipeable row is one with `remove:` or `revealOptions:`: the editing value says so.
        for parameter in description.parameters {
            guard case .peerEditing(_, _, let remove) = parameter.source,
                arguments.contains(where: { $0.label?.text == parameter.label })
            else { continue }
            let removable = reading.values[remove] != nil || reading.values["revealOptions"] != nil
            if reading.editable != removable {
                reading.notes.append(
                    reading.editable
                        ? "`editable: true` without a `\(remove):` hook or reveal options screenc can read: the row is not swipeable"
                        : "`editable: false` with a `\(remove):` hook: the row is swipeable")
            }
        }
        settleLockedAction(&reading)
        return reading
    }

    private mutating func read(
        _ expression: ExprSyntax, label: String, source: ItemParameter.Source, into reading: inout RowReading,
        call: [LabeledExprSyntax]
    ) {
        let swift = expression.trimmedDescription
        switch source {
        case .presentationData, .sectionId, .style, .systemStyle, .tag, .accountContext, .environment, .swift:
            return  // the same for every row screenc generates
        case .key(let name):
            guard let key = reading.description.key(named: name) else { return }
            // `nil` for an optional key, `{}` for an action: the key left out.
            if Self.isAbsent(expression, for: key) { return }
            if case .action = key.kind, reading.description.key(named: "push") != nil, let push = push(expression) {
                reading.values["push"] = push
                return
            }
            if case .action = key.kind, reading.description.key(named: "push") != nil,
                let hook = hookName(expression).map({ $0.hasSuffix("?") ? String($0.dropLast()) : $0 }),
                let made = argumentPushes[hook]
            {
                let factory = made.calledExpression.trimmedDescription
                let passesOnlyContext = made.arguments.allSatisfy {
                    $0.label?.text == "context" && $0.expression.trimmedDescription == "context"
                }
                if let screen = importedFactories[factory], passesOnlyContext {
                    reading.values["push"] = screen
                    return
                }
                // Arguments beyond the context: the pushed screen's parameters (its factory's own), given by `with:`.
                if let screen = importedFactories[factory], let with = withValues(made.arguments) {
                    reading.values["push"] = "{ screen: \(screen), with: { \(with) } }"
                    return
                }
                reading.notes.append(
                    importedFactories[factory] == nil
                        ? "`\(hook)` pushes `\(made.trimmedDescription)`: import that controller's file together with this one to write `push:`"
                        : "`\(hook)` pushes `\(made.trimmedDescription)` with arguments: write `push: { screen: \(importedFactories[factory]!), with: { … } }` once that screen declares them as `parameters:`"
                )
            }
            // A closure writing the screen's own state: `set:` (with the hook it calls after, `action:`).
            if case .action = key.kind, reading.description.key(named: "set") != nil, let update = stateUpdate(expression) {
                reading.values["set"] = update.set
                if let hook = update.hook { reading.values[name] = hook }
                return
            }
            if let value = value(of: expression, for: key) {
                if !isDefault(value, of: key) { reading.values[name] = value }
            } else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(name):`")
            }
        case .builtIn(let builtIn):
            readBuiltIn(builtIn, expression, label: label, into: &reading, call: call)
        case .setter(let bind):
            readSetter(expression, label: label, bind: bind, into: &reading)
        case .template(let template, let given, let absent, let fallback):
            readTemplate(template, given: given, absent: absent, fallback: fallback, expression, label: label, into: &reading)
        case .peerEditing(_, let editing, _):
            readPeerEditing(expression, label: label, editing: editing, into: &reading)
        case .optionsEditing(let type, _, let editing, _, let fixed):
            readPeerEditing(expression, label: label, editing: editing, type: type, fixed: fixed, into: &reading)
        case .revealedOptionsSetter, .revealedOptions:
            readRevealedOptionsSetter(expression, label: label, into: &reading)
        case .hookIgnoringArguments(let key, _):
            readIgnoringArguments(expression, key: key, label: label, into: &reading)
        }
    }

    mutating func value(of expression: ExprSyntax, for key: ItemKey) -> String? {
        switch key.kind {
        case .text:
            return text(of: expression)
        case .condition:
            return conditions.translate(expression, expecting: "Bool").map(Self.conditionValue)
        case .bool:
            return expression.as(BooleanLiteralExprSyntax.self)?.literal.text
        case .int:
            return expression.as(IntegerLiteralExprSyntax.self)?.literal.text
        case .icon:
            // An icon chosen by the state: `premium ? A : B` → `{ if: premium, then: A, else: B }`.
            if let (test, then, otherwise) = Self.ternary(expression) {
                guard let condition = conditions.translate(test, expecting: "Bool"), let then = value(of: then, for: key),
                    let otherwise = value(of: otherwise, for: key)
                else { return nil }
                return "{ if: \(Self.conditionValue(condition)), then: \(then), else: \(otherwise) }"
            }
            return Self.icon(expression)
        case .value(let type):
            // A value of a declared type: an integer literal, or an expression over the state, data or element (a
            // member of an app type read there is of that type: `usage.totalBytes` an `Int64`).
            if let literal = expression.as(IntegerLiteralExprSyntax.self)?.literal.text { return literal }
            return (conditions.translate(resolve(expression)) ?? conditions.translate(resolve(expression), expecting: type.name))
                .map { Self.conditionValue(Self.unwrapped($0)) }
        case .special(_, shape: .number):
            // A number of points (`minimalHeight: 88.0`).
            if let float = expression.as(FloatLiteralExprSyntax.self)?.literal.text, Double(float) != nil { return float }
            return expression.as(IntegerLiteralExprSyntax.self)?.literal.text
        case .enumeration(let cases):
            // A word the state chooses (`username.count < 5 ? .destructive : checking ? .generic : .constructive`).
            if key.byState, let (test, then, otherwise) = Self.ternary(expression) {
                guard let condition = conditions.translate(test, expecting: "Bool"),
                    let then = value(of: then, for: key), let otherwise = value(of: otherwise, for: key)
                else { return nil }
                return "{ if: \(Self.conditionValue(condition)), then: \(then), else: \(otherwise) }"
            }
            let swift = expression.trimmedDescription
            return cases.first { $0.swift == swift }?.name
        case .binding:
            // Local state, or app data (whose setter then calls a change hook).
            if let field = conditions.field(expression) ?? conditions.dataField(expression) { return field }
            // App data of an app type a custom item binds (`{ bind: AutoremoveTimeoutPreset }`).
            if case .binding(let type) = key.kind, !["Bool", "Int", "String"].contains(type.name),
                let field = conditions.translate(resolve(expression)), !conditions.isStateField(field),
                case .app(let name)? = conditions.data?.types[field], TypeDeclarations.unqualified(name) == type.name
            {
                return field
            }
            // A scalar field of a repeated row's element (`member.flag`).
            guard let path = conditions.translate(resolve(expression)), conditions.elementField(path) != nil,
                case .scalar? = conditions.type(of: path)
            else { return nil }
            return path
        case .action:
            return hookName(expression)
        case .hook:
            // `{ value in arguments.h(value) }`; in a repeated row `{ value in arguments.h(element, value) }`.
            let element = conditions.loopElement?.name
            return hookName(expression)
                ?? (Self.valueHook(expression) ?? element.flatMap { Self.valueHook(expression, element: $0) })
                .map { optionalHooks.contains($0) ? "\($0)?" : $0 }
        case .revealOptions:
            return revealOptions(expression)
        case .peer:
            // The element of a repeated row (`peer`, or `peer.peer` of a generated screen).
            if let path = conditions.translate(expression), conditions.type(of: path) == .peer("Peer") { return path }
            // A member of app data (`account?.peer`, carried in the entry's payload): the app type's `peer: Peer`.
            guard let path = conditions.translate(resolve(expression), expecting: "Peer"), path.contains("."),
                case .app(let type)? = conditions.type(of: path), type == "Peer" || type == "Peer?"
            else { return nil }
            return path
        case .presence:
            // A peer's presence: an element field of the app's `EnginePeer.Presence` (or its optional).
            guard let path = conditions.translate(expression), case .app(let type)? = conditions.type(of: path),
                type.hasSuffix("?") ? type.dropLast() == "EnginePeer.Presence" : type == "EnginePeer.Presence"
            else { return nil }
            return path
        default:
            return nil
        }
    }

    /// A bare name bound to the payload → the Swift the entries function passed for it.
    func resolve(_ expression: ExprSyntax) -> ExprSyntax {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let passed = conditions.substitutions[reference.baseName.text]
        {
            return passed
        }
        return expression
    }

    /// A text where the caller's scope is set (the factory's title): see `text(of:)`.
    mutating func readText(_ expression: ExprSyntax) -> String? {
        readingControllerText = true
        defer { readingControllerText = false }
        return text(of: expression)
    }

    /// A text: a literal or a strings key (through the payload), else a String state field interpolated.
    mutating func text(of expression: ExprSyntax) -> String? {
        // A key text whose bracketed words become links: `strings.K.replacingOccurrences(of: "]", with: "]()")`.
        if let call = resolve(expression).as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "replacingOccurrences", let base = member.base,
            call.arguments.map({ "\($0.label?.text ?? ""): \($0.expression.trimmedDescription)" })
                == ["of: \"]\"", "with: \"]()\""],
            let keyed = text(of: base), keyed.hasPrefix("{ key: "), keyed.hasSuffix(" }")
        {
            return keyed.dropLast(2) + ", linkBrackets: true }"
        }
        if let text = computedText(expression) { return text }
        if let text = TextTranslator.translate(resolve(expression)) { return text }
        // A String field of the state, the data or the loop element (or a `String?` read unwrapped), interpolated.
        if let path = conditions.string(resolve(expression)) {
            return YAMLText.quoted("\\(\(path))")
        }
        return nil
    }

    /// `{ arguments.openX() }`, `{ _ in arguments.openX() }` or `arguments.openX` → `openX`; in a repeated row also
    /// `{ arguments.openX(peer) }` passing the element (the hook receives it).
    func hookName(_ expression: ExprSyntax) -> String? {
        var target = expression
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
                Self.ignoresItsParameters(closure)
            else { return nil }
            let passesElement =
                call.arguments.count == 1 && call.arguments.first?.label == nil
                && conditions.isLoopElement(call.arguments.first!.expression)
            guard call.arguments.isEmpty || passesElement else { return nil }
            target = call.calledExpression
        }
        guard let member = target.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments"
        else { return nil }
        let name = member.declName.baseName.text
        return optionalHooks.contains(name) ? "\(name)?" : name
    }

    /// A closure without parameters, or whose parameters are all `_`.
    static func ignoresItsParameters(_ closure: ClosureExprSyntax) -> Bool {
        guard let signature = closure.signature else { return true }
        guard signature.returnClause == nil, let parameters = signature.parameterClause else { return false }
        switch parameters {
        case .simpleInput(let names): return names.allSatisfy { $0.name.text == "_" }
        case .parameterClause(let clause):
            return clause.parameters.allSatisfy { ($0.secondName ?? $0.firstName).text == "_" && $0.type == nil }
        }
    }

    /// `nil` where the key has no default (an optional text, icon or closure), or an empty closure for an action.
    static func isAbsent(_ expression: ExprSyntax, for key: ItemKey) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return key.defaultValue == nil && !key.isRequired }
        if let closure = expression.as(ClosureExprSyntax.self), closure.statements.isEmpty, closure.signature == nil {
            if case .action = key.kind { return !key.isRequired }
        }
        return false
    }

    func isDefault(_ value: String, of key: ItemKey) -> Bool {
        switch key.defaultValue {
        case .bool(let bool): value == (bool ? "true" : "false") || value == YAMLText.quoted(bool ? "true" : "false")
        case .int(let int): value == String(int)
        case .enumCase(let name): value == name
        case .text(let text): value == YAMLText.quoted(text)
        default: false
        }
    }

    /// A condition as a YAML value: always quoted (`!` starts a YAML tag).
    static func conditionValue(_ condition: String) -> String {
        if condition == "true" || condition == "false" { return condition }
        return YAMLText.quoted(unwrapped(condition))
    }

    /// `(a || b)` → `a || b` when the parentheses enclose it all.
    static func unwrapped(_ condition: String) -> String {
        guard condition.hasPrefix("("), condition.hasSuffix(")") else { return condition }
        var depth = 0
        for (offset, character) in condition.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < condition.count - 1 { return condition }
        }
        return unwrapped(String(condition.dropFirst().dropLast()))
    }
}
