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
    /// The Swift types the entry case declares for those payload names (`totalBytes` → `Int64`).
    var substitutionTypes: [String: String] = [:]
    /// The entries parameter holding the screen's parameters (`parameters`), their fields, and the computed
    /// properties of their struct.
    var parametersName: String?
    var parameterFields: [String: ImportedType] = [:]
    var parameterComputed: [String: ExprSyntax] = [:]
    /// Parameters read by their bare name (the factory's own, passed to the entries function as they are).
    var bareParameterNames: Set<String> = []
    /// The parameters the translated expressions read.
    private(set) var referencedParameters: Set<String> = []
    /// `Bool` functions of the state and of the parameters reading other structs through their arguments
    /// (`state.canSave(data: data)`): named conditions, their bodies inlined.
    var stateFunctions: [String: ConditionFunction] = [:]
    var parameterFunctions: [String: ConditionFunction] = [:]
    /// Inside such a function's body: its parameters by name → what the call passed them (`data` → the data).
    var boundArguments: [String: BaseKind] = [:]
    /// The entries function's locals (`let isX = …`): a Bool one is a named condition.
    var entryLocals = LocalValues()
    /// Computed properties of the state and data declared `Bool`: named conditions.
    var conditionNames: Set<String> = []
    /// The named conditions the translated expressions read (`conditions:`), in the order first read.
    private(set) var namedConditions: [(name: String, condition: String)] = []
    /// Members of app types read through paths (`settings.autoplayGifs`), with the type their place implies: type →
    /// member → `Bool` / `Int` / `String`, in the order first read.
    var appMembers: [String: [(name: String, type: String)]] = [:]
    /// Case tests of the app's enums the file's extensions declare (`isDisableEveryone`), by property name.
    var caseTests: [String: [CaseTest]] = [:]
    /// The cases of app enums the translated expressions compare (type → cases, in the order first read).
    var appCases: [String: [String]] = [:]
    /// The values cases of app enums carry, as a `switch` binds them (`case .enableEveryone(let disableFor)`): type →
    /// case → labels.
    var appCaseValues: [String: [String: [String]]] = [:]
    /// The app enums a `switch` chooses a text by (its cases are the switch's, not only those `if case` tests read).
    var switchedAppEnums: Set<String> = []
    /// The values the case being read binds (`disableFor`), by name → the type they are read as.
    var caseValues: [String: ImportedType] = [:]
    /// The type the expression being translated must have where it stands (`Bool` in a condition, `String` in a text).
    var expected: String?
    /// The state fields the translated expressions read: the screen declares exactly these.
    private(set) var referencedFields: Set<String> = []
    /// The data fields the translated expressions read: the screen declares exactly these.
    private(set) var referencedData: Set<String> = []
    /// Inside the body of a function read as a reusable text (`texts:`): its parameters by name → type. Nothing else
    /// is in scope there (no state, data, element or payload).
    var textParameters: [String: ImportedType]?

    init(stateNames: Set<String>, stateFields: [String: ImportedType], computed: [String: ExprSyntax]) {
        self.stateNames = stateNames
        self.stateFields = stateFields
        self.computed = computed
    }

    static let scalars: Set<String> = ["Bool", "Int", "String"]

    /// Optional fields, parameters and members read unwrapped where a text is being read (inside `if let`): of their
    /// wrapped type there.
    var unwrapped: Set<String> = []

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

    /// Whether `path` is a field of the app data (any type the importer declares).
    func isDataField(_ path: String) -> Bool { data?.types[path] != nil && stateFields[path] == nil }

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

    mutating func translate(_ expression: ExprSyntax, bareNamesAreState: Bool, depth: Int) -> String? {
        guard depth < 32 else { return nil }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return literal.literal.text }
        if expression.is(NilLiteralExprSyntax.self) { return "nil" }
        if let literal = Self.plainStringLiteral(expression) { return "\"\(literal)\"" }
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
            let saved = expected
            defer { expected = saved }
            let elements = Array(sequence.elements)
            var parts: [String] = []
            var skipped: Set<Int> = []
            for (index, element) in elements.enumerated() where !skipped.contains(index) {
                // `privacy?.phoneNumber.isDisableEveryone == true` (a case test): `privacy?.phoneNumber == .disableEveryone`.
                if let member = element.as(MemberAccessExprSyntax.self), let base = member.base,
                    caseTests[member.declName.baseName.text] != nil, index + 2 < elements.count,
                    elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                    elements[index + 2].as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
                {
                    guard let comparison = caseComparison(member.declName.baseName.text, of: base, depth: depth + 1)
                    else { return nil }
                    parts.append(comparison.text)
                    skipped = [index + 1, index + 2]
                    continue
                }
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    guard Self.operators.contains(op.operator.text) else { return nil }
                    parts.append(op.operator.text)
                } else {
                    expected = Self.operandType(at: index, of: elements)
                    guard let part = translate(element, bareNamesAreState: bareNamesAreState, depth: depth + 1)
                    else { return nil }
                    parts.append(part)
                }
            }
            return parts.joined(separator: " ")
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return conditionFunctionCall(call, bareNamesAreState: bareNamesAreState, depth: depth)
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
                if type(of: "\(element).\(name)") != nil { return "\(element).\(name)" }
                return elementComputed(name, element: element, depth: depth)
            case nil:
                // `.count` and `.isEmpty` of a list or a String (also `(a ?? b)`, a String; a member of an app type
                // counted is a String).
                if name == "count" || name == "isEmpty" {
                    let saved = expected
                    expected = Self.countedString
                    let counted = translate(base, bareNamesAreState: bareNamesAreState, depth: depth + 1)
                    expected = saved
                    if let counted,
                        let type = type(of: counted) ?? coalescedType(base, bareNamesAreState: bareNamesAreState, depth: depth),
                        type.isList || type.isString
                    {
                        return "\(counted).\(name)"
                    }
                }
                if caseTests[name] != nil {
                    // A case test read as a Bool: the comparison, unless it reads through an optional (a `Bool?`).
                    guard let comparison = caseComparison(name, of: base, depth: depth), !comparison.optional else {
                        return nil
                    }
                    return "(\(comparison.text))"
                }
                return appMember(name, of: base, depth: depth)
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if caseValues[name] != nil, substitutions[name] == nil { return name }
            if let textParameters {
                // A reusable text's body reads only its parameters (and names an `if let` binds to one).
                if let passed = substitutions[name] {
                    let saved = substitutions
                    substitutions = [:]
                    defer { substitutions = saved }
                    return translate(passed, bareNamesAreState: false, depth: depth + 1)
                }
                return textParameters[name] != nil ? name : nil
            }
            if let element = bareNamesAreElement {
                if type(of: "\(element).\(name)") != nil { return "\(element).\(name)" }
                return elementComputed(name, element: element, depth: depth)
            }
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

    /// App types named by the importer after the member that holds them (their Swift name is not in the file).
    var inventedTypes: Set<String> = []
    /// Members of app types (`Type.member`) so far only interpolated in texts: a `String` that may yet be an `Int`.
    var interpolatedMembers: Set<String> = []

    enum BaseKind {
        case state, data, parameters
        case element(String, peers: Bool)

        var isState: Bool {
            if case .state = self { return true }
            return false
        }
        var isData: Bool {
            if case .data = self { return true }
            return false
        }
        var isParameters: Bool {
            if case .parameters = self { return true }
            return false
        }
    }

    /// What the base of `base.x` is: the state, the data struct, the loop element (also through the payload).
    mutating func baseKind(_ base: ExprSyntax, bareNamesAreState: Bool = false) -> BaseKind? {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if textParameters != nil { return nil }
        if let bound = boundArguments[name] { return bound }
        if name == "self", let element = bareNamesAreElement, let loop = loopElement,
            case .list(_, _, let peers)? = data?.types[loop.list]
        {
            return .element(element, peers: peers)
        }
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
    var bareNamesAreData = false
    /// Inside a computed property of the parameters struct: bare names are parameters.
    var bareNamesAreParameters = false
    /// Inside a computed property of the loop element's struct: bare names are its fields (the element's name).
    var bareNamesAreElement: String?
    /// Computed properties of every extension of the file, by extended type: those of a list element's struct are
    /// inlined where the element is read.
    var elementComputed: [String: [String: ExprSyntax]] = [:]

    private mutating func parameterValue(_ name: String, depth: Int) -> String? {
        if parameterFields[name] != nil {
            referencedParameters.insert(name)
            return name
        }
        guard let body = parameterComputed[name] else { return nil }
        let saved = (bareNamesAreParameters, bareNamesAreData, substitutions, boundArguments)
        bareNamesAreParameters = true
        bareNamesAreData = false
        substitutions = [:]
        boundArguments = [:]
        defer { (bareNamesAreParameters, bareNamesAreData, substitutions, boundArguments) = saved }
        guard let text = translate(body, bareNamesAreState: false, depth: depth + 1) else { return nil }
        return conditionNames.contains(name) ? named(name, text) : "(\(text))"
    }

    private mutating func dataValue(_ name: String, depth: Int) -> String? {
        if data?.types[name] != nil {
            referencedData.insert(name)
            return name
        }
        guard let body = data?.computed[name] else { return nil }
        let saved = (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments)
        bareNamesAreData = true
        bareNamesAreParameters = false
        substitutions = [:]
        boundArguments = [:]
        defer { (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments) = saved }
        guard let text = translate(body, bareNamesAreState: false, depth: depth + 1) else { return nil }
        return conditionNames.contains(name) ? named(name, text) : "(\(text))"
    }

    /// A named condition's name, recorded with its condition; the condition inlined when the name is a field's.
    mutating func named(_ name: String, _ condition: String) -> String {
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
            let saved = (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments)
            bareNamesAreData = false
            bareNamesAreParameters = false
            substitutions = [:]
            boundArguments = [:]
            defer { (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments) = saved }
            guard let text = translate(body, bareNamesAreState: true, depth: depth + 1) else { return nil }
            return conditionNames.contains(name) ? named(name, text) : "(\(text))"
        }
        return nil
    }

    private static let operators: Set<String> = ["&&", "||", "==", "!=", "<", ">", "<=", ">=", "??"]
}
