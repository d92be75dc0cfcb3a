import ScreenExpressions
import ScreenIR

/// Gives every condition that is more than a field a name: a `fileprivate` computed member, so the entries function
/// and the controller stay short and readable, and a named condition (`conditions:`) is written once.
///
/// A member lives on the first of the state, the app data, the parameters and a repeated row's element whose fields
/// the condition reads (through named conditions too): a `var` when it reads only that type, otherwise a `func` with
/// the others as labelled arguments in the order `data:`, `parameters:`, `<element>:`
/// (`state.isEditingAndHasPeers(data: data)`). A field, its negation or a literal is used inline. A member is named
/// after what it tests (`ConditionNames`), never after where it is used, so a member shared by several rows, buttons
/// and titles reads right in each.
///
/// One member per distinct condition: a condition written like a named condition is that condition's member; one
/// whose member body equals an existing member's (same host, same arguments, same Swift) reuses it; and the negation
/// of a condition that has a member is `!member` rather than a second member.
final class ConditionMembers {
    /// The type a member is declared on.
    enum Host: Hashable {
        case state, data, parameters
        /// A list element's type, by record name.
        case element(String)

        /// The host in a member's key (`key(host:arguments:lines:)`); written out here because interpolating the
        /// enum goes through reflection.
        var keyText: String {
            switch self {
            case .state: "state"
            case .data: "data"
            case .parameters: "parameters"
            case .element(let record): "element(" + record + ")"
            }
        }
    }

    /// One member: where it lives, what it takes, and its body.
    struct Member {
        var host: Host
        var name: String
        /// The argument labels, each also the name of the value passed (`data`, `parameters`, the element variable),
        /// with their types.
        var arguments: [(label: String, type: String)]
        /// The body: one line, or split before top-level `&&` / `||` (see `SwiftLayout.condition`).
        var lines: [String]
    }

    private let declarations: Declarations
    /// How the app's declarations are spelled: calls of its functions, tests of its enums' cases.
    let app: AppSwift
    /// The type checker of the screen's names, for the types of the subjects of case tests.
    private let expressionTypes: ExpressionTypes
    private let dependencies: NamedConditionDependencies
    private let names: SwiftNames
    private let types: SwiftTypeNames
    private var taken: Set<String>
    /// What each named condition reads (transitively), memoized.
    private var conditionOwners: [String: Owners] = [:]
    /// The member of each named condition already declared (or being declared).
    private var namedMembers: [String: (host: Host, arguments: [(label: String, type: String)])] = [:]
    /// The members, in the order the builder first needed them (a named condition before the members using it).
    private(set) var members: [Member] = []
    /// Each member's name by what identifies it (host, arguments and body): a condition with the same key reuses it.
    private var memberNames: [String: String] = [:]
    /// The named conditions by their canonical text (the first of several with the same text).
    private var namedBySource: [String: NamedCondition] = [:]

    init(screen: Screen, declarations: Declarations, names: SwiftNames, app: AppSwift? = nil) {
        self.declarations = declarations
        self.app = app ?? AppSwift(declarations: screen.declarations, types: SwiftTypeNames(names: names))
        self.expressionTypes = ExpressionTypes(screen: screen)
        self.dependencies = NamedConditionDependencies(screen)
        self.names = names
        self.types = SwiftTypeNames(names: names)
        var taken = Set(screen.state.map(\.name.value))
        taken.formUnion(screen.data.map(\.name.value))
        taken.formUnion(screen.parameters.map(\.name.value))
        taken.formUnion(screen.conditions.map(\.name.value))
        for field in screen.data {
            if case .list(let list) = field.type { taken.formUnion(list.fields.map(\.name.value)) }
        }
        self.taken = taken
        for condition in screen.conditions where namedBySource[condition.expression.description] == nil {
            namedBySource[condition.expression.description] = condition
        }
    }

    // MARK: What a condition reads

    /// The owners whose fields `expression` reads; `element` is the repeated row's element in scope.
    func owners(_ expression: Expression, element: ElementScope?) -> Owners {
        var owners: Owners = []
        for name in expression.fieldReferences {
            if let element, name == element.variable {
                owners.insert(.element)
                continue
            }
            switch declarations.kind(of: name) {
            case .state: owners.insert(.state)
            case .data: owners.insert(.data)
            case .parameter: owners.insert(.parameters)
            case .condition(let condition): owners.formUnion(self.owners(of: condition))
            case nil: break
            }
        }
        return owners
    }

    /// What a named condition reads; one that reads nothing (a constant) counts as reading the state, so that it
    /// is a member of the state struct like any other. The conditions it reads are worked out first, in dependency
    /// order, so that no chain of conditions recurses.
    private func owners(of condition: NamedCondition) -> Owners {
        let name = condition.name.value
        if let known = conditionOwners[name] { return known }
        let order = dependencies.order(endingWith: condition, skipping: { conditionOwners[$0] != nil })
        for named in order {
            conditionOwners[named.name.value] = .state  // a cycle (reported by validation) ends here
        }
        for named in order {
            var owners = self.owners(named.expression, element: nil)
            if owners.isEmpty { owners = .state }
            conditionOwners[named.name.value] = owners
        }
        return conditionOwners[name] ?? .state
    }

    // MARK: Swift at a use site (the entries function, the controller, `item(…)` for element-only values)

    /// Swift for a Bool condition where `state`, `data`, `parameters` and the element variable are in scope: inline
    /// when trivial, a named condition's member when it is written like one, the existing member (or its negation)
    /// when an equal condition has one, else a new member named after what it tests (`ConditionNames`, made
    /// unique).
    func condition(_ expression: Expression, element: ElementScope?) -> String {
        if let inline = inline(expression, element: element) { return inline }
        let owners = self.owners(expression, element: element)
        if !owners.contains(.element), !namedBySource.isEmpty, let named = namedBySource[expression.description] {
            return namedReference(named, from: nil)
        }
        let host = Self.host(of: owners.isEmpty ? .state : owners, element: element)
        let arguments = arguments(for: owners, host: host, element: element)
        let lines = body(expression, host: host, element: element)
        let key = Self.key(host: host, arguments: arguments, lines: lines)
        if let existing = memberNames[key] {
            return reference(existing, host: host, arguments: arguments, from: nil, element: element)
        }
        if let complement = complementMember(of: expression, host: host, arguments: arguments, element: element) {
            return "!" + reference(complement, host: host, arguments: arguments, from: nil, element: element)
        }
        // On an element's type the member reads its fields bare, and is named so: `peer.isKindBot`.
        let tested: Expression
        if case .element = host, let element { tested = Self.readingFieldsBare(expression, of: element.variable) } else {
            tested = expression
        }
        let unique = uniqueName(ConditionNames.name(of: tested))
        declare(lines, key: key, name: unique, host: host, arguments: arguments)
        return reference(unique, host: host, arguments: arguments, from: nil, element: element)
    }

    /// The member of the condition `expression` negates (`!(a && b)` → the member of `a && b`), or of its negation
    /// (`a && b` → the member of `!(a && b)`), when one exists.
    private func complementMember(
        of expression: Expression, host: Host, arguments: [(label: String, type: String)], element: ElementScope?
    ) -> String? {
        guard !memberNames.isEmpty else { return nil }
        var complements: [Expression] = []
        switch expression.kind {
        case .not(let operand): complements.append(operand)
        case .binary(let op, let lhs, let rhs) where op.isEquality:
            // `a != b` is the complement of `a == b`.
            complements.append(Expression(.binary(op == .equal ? .notEqual : .equal, lhs, rhs), span: expression.span))
        default: break
        }
        complements.append(Expression(.not(expression), span: expression.span))
        for complement in complements {
            let lines = body(complement, host: host, element: element)
            if let name = memberNames[Self.key(host: host, arguments: arguments, lines: lines)] { return name }
        }
        return nil
    }

    /// What identifies a member: where it lives, what it takes and what it computes.
    private static func key(host: Host, arguments: [(label: String, type: String)], lines: [String]) -> String {
        var key = host.keyText + "("
        for argument in arguments { key += argument.label + ":" + argument.type + "," }
        return key + ")" + lines.joined(separator: "\n")
    }

    /// Swift for any expression (a text's interpolation, a value) at a use site; never a new member, though a named
    /// condition it reads is one.
    func value(_ expression: Expression, element: ElementScope?) -> String {
        print(expression, element: element, bareFields: false) { self.useSite($0, element: element) }
    }

    /// Swift for `expression` with names spelled by `field`, calls spelled as the controller's signal makes them (the
    /// only place, besides `item(…)`, where a call that needs the environment is made) and cases of enums that carry
    /// values tested by pattern. `bareFields`: the element's fields are read bare (a member on the element's type).
    func print(
        _ expression: Expression, element: ElementScope?, bareFields: Bool, environment: SwiftEnvironment = .controller,
        field: (String) -> String
    ) -> String {
        guard !app.declarations.isEmpty else { return ExpressionPrinter.swiftSource(expression, field: field) }
        var checker = expressionTypes.checker(for: element)
        if bareFields, let element {
            checker = checker.adding(element.list.recordType.fields.map { ($0.name, $0.type) })
        }
        return ExpressionPrinter.swiftSource(
            expression, field: field,
            call: { self.app.call($0, $1, environment: environment) },
            caseTest: { subject, name, equal, code in
                self.app.caseTest(subject: code, expression: subject, checker: checker, caseName: name, equal: equal)
            })
    }

    /// A field, a negated field, an element's field or a literal: used as it is.
    private func inline(_ expression: Expression, element: ElementScope?) -> String? {
        switch expression.kind {
        case .boolLiteral(let value): return String(value)
        case .field(let name): return useSite(name, element: element)
        case .property(let base, let field):
            guard case .field(let variable) = base.kind, variable == element?.variable else { return nil }
            return "\(variable).\(field)"
        case .not(let operand):
            // `!(!a)` is `a`: Swift reads `!!` as one operator.
            guard case .boolLiteral = operand.kind else {
                return inline(operand, element: element).map { $0.hasPrefix("!") ? String($0.dropFirst()) : "!" + $0 }
            }
            return nil
        default: return nil
        }
    }

    private func useSite(_ name: String, element: ElementScope?) -> String {
        if let element, name == element.variable { return name }
        switch declarations.kind(of: name) {
        case .state: return "state.\(name)"
        case .data: return "data.\(name)"
        case .parameter: return "parameters.\(name)"
        case .condition(let condition): return namedReference(condition, from: nil)
        case nil: return name
        }
    }

    // MARK: Members

    /// The host: the first owner in the order state, data, parameters, element.
    private static func host(of owners: Owners, element: ElementScope?) -> Host {
        if owners.contains(.state) { return .state }
        if owners.contains(.data) { return .data }
        if owners.contains(.parameters) { return .parameters }
        if let element, owners.contains(.element) { return .element(element.list.element.value) }
        return .state
    }

    private func arguments(for owners: Owners, host: Host, element: ElementScope?) -> [(label: String, type: String)] {
        var arguments: [(label: String, type: String)] = []
        if owners.contains(.data), host != .data { arguments.append(("data", names.data)) }
        if owners.contains(.parameters), host != .parameters { arguments.append(("parameters", names.parameters)) }
        if let element, owners.contains(.element), host != .element(element.list.element.value) {
            arguments.append((element.variable, types.element(element.list.element.value)))
        }
        return arguments
    }

    private func uniqueName(_ name: String) -> String {
        var unique = name
        var counter = 2
        while taken.contains(unique) {
            unique = name + String(counter)
            counter += 1
        }
        taken.insert(unique)
        return unique
    }

    /// The member's body lines for `expression` declared on `host`.
    private func body(_ expression: Expression, host: Host, element: ElementScope?) -> [String] {
        // On the element's own type its fields are read bare: `kind == .user`, not `peer.kind == .user`.
        let body: Expression
        if case .element = host, let element { body = Self.readingFieldsBare(expression, of: element.variable) } else {
            body = expression
        }
        let bare: Bool = if case .element = host { true } else { false }
        return Self.notOpeningAnAccessor(
            SwiftLayout.condition(
                body,
                print: { self.print($0, element: element, bareFields: bare) { self.hosted($0, host: host, element: element) } },
                indent: 8))
    }

    private func declare(
        _ lines: [String], key: String, name: String, host: Host, arguments: [(label: String, type: String)]
    ) {
        if memberNames[key] == nil { memberNames[key] = name }
        members.append(Member(host: host, name: name, arguments: arguments, lines: lines))
    }

    /// Swift for `name` inside a member declared on `host`: the host's own fields and members bare, the others
    /// through the arguments (`data.isLoading`).
    private func hosted(_ name: String, host: Host, element: ElementScope?) -> String {
        // A member on an element's type reads only the element's fields (bare after `readingFieldsBare`).
        if case .element = host { return name }
        if let element, name == element.variable { return name }
        switch declarations.kind(of: name) {
        case .state: return host == .state ? name : "state.\(name)"
        case .data: return host == .data ? name : "data.\(name)"
        case .parameter: return host == .parameters ? name : "parameters.\(name)"
        case .condition(let condition): return namedReference(condition, from: host)
        case nil: return name
        }
    }

    /// The member of a named condition (declared on first use, after the members of the conditions it reads),
    /// referenced from a member on `host` (nil: a use site).
    private func namedReference(_ condition: NamedCondition, from host: Host?) -> String {
        let name = condition.name.value
        if namedMembers[name] == nil {
            declareNamed(dependencies.order(endingWith: condition, skipping: { namedMembers[$0] != nil }))
        }
        let known = namedMembers[name] ?? (.state, [])
        return reference(name, host: known.host, arguments: known.arguments, from: host, element: nil)
    }

    /// Declares the members of named conditions given in dependency order: where each lives first (so that a body
    /// reading one of them only looks it up), then their bodies.
    private func declareNamed(_ order: [NamedCondition]) {
        for condition in order {
            let owners = owners(of: condition)
            let memberHost = Self.host(of: owners, element: nil)
            namedMembers[condition.name.value] = (memberHost, arguments(for: owners, host: memberHost, element: nil))
        }
        for condition in order {
            guard let (memberHost, arguments) = namedMembers[condition.name.value] else { continue }
            let lines = body(condition.expression, host: memberHost, element: nil)
            let key = Self.key(host: memberHost, arguments: arguments, lines: lines)
            declare(lines, key: key, name: condition.name.value, host: memberHost, arguments: arguments)
        }
    }

    private func reference(
        _ name: String, host: Host, arguments: [(label: String, type: String)], from: Host?, element: ElementScope?
    ) -> String {
        let receiver: String
        if host == from {
            receiver = ""
        } else {
            switch host {
            case .state: receiver = "state."
            case .data: receiver = "data."
            case .parameters: receiver = "parameters."
            case .element: receiver = (element?.variable ?? "") + "."
            }
        }
        let call = arguments.isEmpty ? "" : "(" + arguments.map { "\($0.label): \($0.label)" }.joined(separator: ", ") + ")"
        return receiver + name + call
    }

    /// `expression` with `variable.field` read as the bare `field`.
    private static func readingFieldsBare(_ expression: Expression, of variable: String) -> Expression {
        var copy = expression
        switch expression.kind {
        case .property(let base, let field):
            if case .field(variable) = base.kind { copy.kind = .field(field) }
        case .not(let operand): copy.kind = .not(readingFieldsBare(operand, of: variable))
        case .negate(let operand): copy.kind = .negate(readingFieldsBare(operand, of: variable))
        case .binary(let op, let lhs, let rhs):
            copy.kind = .binary(op, readingFieldsBare(lhs, of: variable), readingFieldsBare(rhs, of: variable))
        case .member(let base, let member): copy.kind = .member(readingFieldsBare(base, of: variable), member)
        case .optionalProperty(let base, let field): copy.kind = .optionalProperty(readingFieldsBare(base, of: variable), field)
        case .call(let name, let arguments):
            copy.kind = .call(
                name,
                arguments.map {
                    CallArgument(label: $0.label, labelSpan: $0.labelSpan, value: readingFieldsBare($0.value, of: variable))
                })
        case .boolLiteral, .intLiteral, .stringLiteral, .enumCase, .nilLiteral, .field: break
        }
        return copy
    }
}
