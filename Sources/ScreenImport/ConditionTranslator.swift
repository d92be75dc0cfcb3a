import SwiftSyntax

/// Swift expressions of an entries function (and the entry payloads they reach through) translated into the
/// condition language: `state.a && !state.b` → `a && !b`. Only what means the same in both is translated; anything
/// else (a call, data, a local) gives nil and the caller says so in a comment.
struct ConditionTranslator {
    /// The entries function's parameters that are the state (`state`).
    var stateNames: Set<String>
    /// The state struct's stored fields the language can declare: name → type.
    var stateFields: [String: ImportedType]
    /// The state's computed properties (`var x: Bool { a || b }`), inlined.
    var computed: [String: ExprSyntax]
    /// The app data the entries function reads (`data.x`, or a parameter that is a field itself).
    var data: DataReader?
    /// The element of the `for` loop around the entry being read, and the list data field it runs over.
    var loopElement: (name: String, list: String)?
    /// Names bound in `item(…)` to the payload → the Swift the entries function passed for them.
    var substitutions: [String: ExprSyntax] = [:]
    /// The entries parameter holding the screen's parameters (`parameters`), their fields, and the computed
    /// properties of their struct.
    var parametersName: String?
    var parameterFields: [String: ImportedType] = [:]
    var parameterComputed: [String: ExprSyntax] = [:]
    /// Parameters read by their bare name (the factory's own, passed to the entries function as they are).
    var bareParameterNames: Set<String> = []
    /// The parameters the translated expressions read.
    private(set) var referencedParameters: Set<String> = []
    /// The entries function's locals (`let isX = …`): a Bool one is a named condition.
    var entryLocals = LocalValues()
    /// Computed properties of the state and data declared `Bool`: named conditions.
    var conditionNames: Set<String> = []
    /// The named conditions the translated expressions read (`conditions:`), in the order first read.
    private(set) var namedConditions: [(name: String, condition: String)] = []
    /// Members of app types read through paths (`settings.autoplayGifs`), with the type their place implies: type →
    /// member → `Bool` / `Int` / `String`, in the order first read.
    private(set) var appMembers: [String: [(name: String, type: String)]] = [:]
    /// The type the expression being translated must have where it stands (`Bool` in a condition, `String` in a text).
    private var expected: String?
    /// The state fields the translated expressions read: the screen declares exactly these.
    private(set) var referencedFields: Set<String> = []
    /// The data fields the translated expressions read: the screen declares exactly these.
    private(set) var referencedData: Set<String> = []

    init(stateNames: Set<String>, stateFields: [String: ImportedType], computed: [String: ExprSyntax]) {
        self.stateNames = stateNames
        self.stateFields = stateFields
        self.computed = computed
    }

    /// The type of a path through members of app types (`settings.autoDownload.cellular.enabled`).
    private func appMemberType(_ path: String) -> ImportedType? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2, case .app(var appType)? = stateFields[parts[0]] ?? data?.types[parts[0]] else {
            return nil
        }
        for (index, name) in parts.dropFirst().enumerated() {
            guard let member = appMembers[appType]?.first(where: { $0.name == name }) else { return nil }
            if index == parts.count - 2 {
                return Self.scalars.contains(member.type) ? .scalar(member.type) : .app(member.type)
            }
            appType = member.type
        }
        return nil
    }

    private static let scalars: Set<String> = ["Bool", "Int", "String"]

    /// The type of a translated path: a state or data field, `element.field`, `list.count` / `list.isEmpty`.
    func type(of path: String) -> ImportedType? {
        if let type = stateFields[path] ?? data?.types[path] ?? parameterFields[path] { return type }
        if namedConditions.contains(where: { $0.name == path }) { return .scalar("Bool") }
        var parts = path.split(separator: ".").map(String.init)
        if parts.count == 3 {
            // `element.field.count`
            parts = [parts[0] + "." + parts[1], parts[2]]
        }
        guard parts.count == 2 else { return nil }
        if let loop = loopElement, parts[0] == loop.name, case .list(let element, _, _)? = data?.types[loop.list] {
            return element.first { $0.name == parts[1] }?.type
        }
        if let memberType = appMemberType(path) { return memberType }
        if let counted = type(of: parts[0]), counted.isList || counted.isString {
            return parts[1] == "count" ? .scalar("Int") : parts[1] == "isEmpty" ? .scalar("Bool") : nil
        }
        return nil
    }

    func isStateField(_ name: String) -> Bool { stateFields[name] != nil }

    /// Declares state field `name` (a `set:` writes it); false when the state has no such field.
    mutating func markStateField(_ name: String) -> Bool {
        guard stateFields[name] != nil else { return false }
        referencedFields.insert(name)
        return true
    }

    /// The list data field `expression` names (`data.blockedPeers`, `exceptions`), for `forEach:`.
    mutating func list(_ expression: ExprSyntax) -> String? {
        guard let text = translate(expression), case .list? = data?.types[text] else { return nil }
        return text
    }

    /// Whether `expression` is the loop element itself (`peer`, or a payload passed it).
    func isLoopElement(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let loop = loopElement else { return false }
        let name = reference.baseName.text
        if let passed = substitutions[name] {
            return passed.as(DeclReferenceExprSyntax.self)?.baseName.text == loop.name
        }
        return name == loop.name
    }

    /// The condition-language text of `expression`, or nil.
    mutating func translate(_ expression: ExprSyntax) -> String? {
        translate(expression, bareNamesAreState: false, depth: 0)
    }

    /// The text of `expression` where a value of type `type` (`Bool`, `String`) stands: what an app type's member
    /// read there is taken to be.
    mutating func translate(_ expression: ExprSyntax, expecting type: String) -> String? {
        let saved = expected
        expected = type
        defer { expected = saved }
        return translate(expression, bareNamesAreState: false, depth: 0)
    }

    /// The state field `expression` names (`state.x`, or a payload passed `state.x`), for `bind:`.
    mutating func field(_ expression: ExprSyntax) -> String? {
        guard let text = translate(expression), stateFields[text] != nil else { return nil }
        return text
    }

    /// The app data field of a scalar type `expression` names (`data.autoplayGifs`), for `bind:` of a control that
    /// calls a change hook.
    mutating func dataField(_ expression: ExprSyntax) -> String? {
        guard let text = translate(expression), case .scalar? = data?.types[text] else { return nil }
        return text
    }

    private mutating func translate(_ expression: ExprSyntax, bareNamesAreState: Bool, depth: Int) -> String? {
        guard depth < 32 else { return nil }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return literal.literal.text }
        if expression.is(NilLiteralExprSyntax.self) { return "nil" }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let inner = tuple.elements.first, inner.label == nil
        {
            return translate(inner.expression, bareNamesAreState: bareNamesAreState, depth: depth + 1).map { "(\($0))" }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            let saved = expected
            expected = "Bool"
            defer { expected = saved }
            return translate(prefix.expression, bareNamesAreState: bareNamesAreState, depth: depth + 1).map { "!\($0)" }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // What the operands are: Bools around `&&` / `||`, Ints beside an integer literal in a comparison.
            let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
            let saved = expected
            defer { expected = saved }
            if operators.allSatisfy({ $0 == "&&" || $0 == "||" }) {
                expected = "Bool"
            } else if sequence.elements.contains(where: { $0.is(IntegerLiteralExprSyntax.self) }) {
                expected = "Int"
            } else {
                expected = nil
            }
            var parts: [String] = []
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    guard Self.operators.contains(op.operator.text) else { return nil }
                    parts.append(op.operator.text)
                } else {
                    guard let part = translate(element, bareNamesAreState: bareNamesAreState, depth: depth + 1)
                    else { return nil }
                    parts.append(part)
                }
            }
            return parts.joined(separator: " ")
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return ".\(name)" }
            switch baseKind(base, bareNamesAreState: bareNamesAreState) {
            case .state: return stateValue(name, depth: depth)
            case .parameters: return parameterValue(name, depth: depth)
            case .data: return dataValue(name, depth: depth)
            case .element(let element, let peers):
                if peers { return name == "id" ? "\(element).id" : nil }
                return type(of: "\(element).\(name)") != nil ? "\(element).\(name)" : nil
            case nil:
                if let path = appMember(name, of: base, depth: depth) { return path }
                // `.count` and `.isEmpty` of a list or a String.
                guard name == "count" || name == "isEmpty",
                    let counted = translate(base, bareNamesAreState: bareNamesAreState, depth: depth + 1),
                    let type = type(of: counted), type.isList || type.isString
                else { return nil }
                return "\(counted).\(name)"
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if bareNamesAreParameters { return parameterValue(name, depth: depth) }
            if bareNamesAreData { return dataValue(name, depth: depth) }
            if bareNamesAreState { return stateValue(name, depth: depth) }
            if let passed = substitutions[name] {
                // The payload's Swift is in the entries function's scope: no more substitutions there.
                let saved = substitutions
                substitutions = [:]
                defer { substitutions = saved }
                return translate(passed, bareNamesAreState: false, depth: depth + 1)
            }
            if let loop = loopElement, loop.name == name {
                // A list of peers stands for its element's peer (`peer` → `peer.peer`).
                if case .list(_, _, true)? = data?.types[loop.list] { return "\(name).peer" }
                return name
            }
            if data?.bareNames.contains(name) == true { return dataValue(name, depth: depth) }
            if bareParameterNames.contains(name) { return parameterValue(name, depth: depth) }
            // A local of the entries function (read there, or through a payload: no substitutions in its scope).
            if substitutions.isEmpty, case .expression(let value)? = entryLocals[name] {
                guard let text = translate(value, bareNamesAreState: false, depth: depth + 1) else { return nil }
                if expected == "Bool" || Self.isBoolean(value) || type(of: text) == .scalar("Bool") {
                    return named(name, text)
                }
                return "(\(text))"
            }
            return nil
        }
        return nil
    }

    /// `field.member` of a field of an app type, where the member's type is known from its place.
    private mutating func appMember(_ name: String, of base: ExprSyntax, depth: Int) -> String? {
        guard let type = expected else { return nil }
        guard let (baseText, appType) = appPath(base, depth: depth + 1) else { return nil }
        if let known = appMembers[appType]?.first(where: { $0.name == name }) {
            guard known.type == type else { return nil }
        } else {
            appMembers[appType, default: []].append((name, type))
        }
        return "\(baseText).\(name)"
    }

    /// A path whose value is of an app type, with that type: a field of an app type, or a member of one read
    /// through (`settings.autoDownload`), declared as a type of its own named after the member (`AutoDownload`) — the
    /// app's name for it is not in the file, which the screen file says.
    private mutating func appPath(_ expression: ExprSyntax, depth: Int) -> (String, String)? {
        guard depth < 32 else { return nil }
        let saved = expected
        expected = nil
        defer { expected = saved }
        if let text = translate(expression, bareNamesAreState: false, depth: depth + 1),
            case .app(let appType)? = type(of: text)
        {
            return (text, appType)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let (baseText, baseType) = appPath(base, depth: depth + 1)
        else { return nil }
        let name = member.declName.baseName.text
        if let known = appMembers[baseType]?.first(where: { $0.name == name }) {
            guard !Self.scalars.contains(known.type) else { return nil }
            return ("\(baseText).\(name)", known.type)
        }
        var invented = name.prefix(1).uppercased() + name.dropFirst()
        while appMembers[invented] != nil || stateFields[invented] != nil || Self.scalars.contains(invented)
            || data?.types.values.contains(.app(invented)) == true
        {
            invented += "Member"
        }
        appMembers[baseType, default: []].append((name, invented))
        appMembers[invented] = []
        inventedTypes.insert(invented)
        return ("\(baseText).\(name)", invented)
    }

    /// App types named by the importer after the member that holds them (their Swift name is not in the file).
    private(set) var inventedTypes: Set<String> = []

    private enum BaseKind {
        case state, data, parameters
        case element(String, peers: Bool)
    }

    /// What the base of `base.x` is: the state, the data struct, the loop element (also through the payload).
    private mutating func baseKind(_ base: ExprSyntax, bareNamesAreState: Bool = false) -> BaseKind? {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if stateNames.contains(name) { return .state }
        // `self.x` in a computed property of the state or data.
        if name == "self", bareNamesAreParameters { return .parameters }
        if name == "self", bareNamesAreData { return .data }
        if let parametersName, name == parametersName { return .parameters }
        if name == "self", bareNamesAreState { return .state }
        if let passed = substitutions[name] {
            let saved = substitutions
            substitutions = [:]
            defer { substitutions = saved }
            return baseKind(passed)
        }
        if data?.structNames.contains(name) == true { return .data }
        if let loop = loopElement, loop.name == name {
            if case .list(_, _, let peers)? = data?.types[loop.list] { return .element(name, peers: peers) }
        }
        return nil
    }

    /// Inside a computed property of the data struct: bare names are its fields.
    private var bareNamesAreData = false
    /// Inside a computed property of the parameters struct: bare names are parameters.
    private var bareNamesAreParameters = false

    private mutating func parameterValue(_ name: String, depth: Int) -> String? {
        if parameterFields[name] != nil {
            referencedParameters.insert(name)
            return name
        }
        guard let body = parameterComputed[name] else { return nil }
        let saved = (bareNamesAreParameters, bareNamesAreData, substitutions)
        bareNamesAreParameters = true
        bareNamesAreData = false
        substitutions = [:]
        defer { (bareNamesAreParameters, bareNamesAreData, substitutions) = saved }
        guard let text = translate(body, bareNamesAreState: false, depth: depth + 1) else { return nil }
        return conditionNames.contains(name) ? named(name, text) : "(\(text))"
    }

    private mutating func dataValue(_ name: String, depth: Int) -> String? {
        if data?.types[name] != nil {
            referencedData.insert(name)
            return name
        }
        guard let body = data?.computed[name] else { return nil }
        let saved = (bareNamesAreData, substitutions, bareNamesAreParameters)
        bareNamesAreData = true
        bareNamesAreParameters = false
        substitutions = [:]
        defer { (bareNamesAreData, substitutions, bareNamesAreParameters) = saved }
        guard let text = translate(body, bareNamesAreState: false, depth: depth + 1) else { return nil }
        return conditionNames.contains(name) ? named(name, text) : "(\(text))"
    }

    /// A named condition's name, recorded with its condition; the condition inlined when the name is a field's.
    private mutating func named(_ name: String, _ condition: String) -> String {
        guard stateFields[name] == nil, data?.types[name] == nil, parameterFields[name] == nil,
            namedConditions.allSatisfy({ $0.name != name || $0.condition == condition })
        else { return "(\(condition))" }
        if !namedConditions.contains(where: { $0.name == name }) {
            namedConditions.append((name, RowReader.unwrapped(condition)))
        }
        return name
    }

    /// Whether an expression is a Bool by its form: `!x`, a comparison, `&&` / `||`, a Bool literal.
    static func isBoolean(_ expression: ExprSyntax) -> Bool {
        if expression.is(BooleanLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return isBoolean(tuple.elements.first!.expression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { element in
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return ["&&", "||", "==", "!=", "<", ">", "<=", ">="].contains(op)
        }
    }

    private mutating func stateValue(_ name: String, depth: Int) -> String? {
        if stateFields[name] != nil {
            referencedFields.insert(name)
            return name
        }
        if let body = computed[name] {
            let saved = (bareNamesAreData, substitutions, bareNamesAreParameters)
            bareNamesAreData = false
            bareNamesAreParameters = false
            substitutions = [:]
            defer { (bareNamesAreData, substitutions, bareNamesAreParameters) = saved }
            guard let text = translate(body, bareNamesAreState: true, depth: depth + 1) else { return nil }
            return conditionNames.contains(name) ? named(name, text) : "(\(text))"
        }
        return nil
    }

    private static let operators: Set<String> = ["&&", "||", "==", "!=", "<", ">", "<=", ">="]
}
