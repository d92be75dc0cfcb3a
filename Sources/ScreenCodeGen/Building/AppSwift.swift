import ScreenExpressions
import ScreenIR

/// Where generated code reads the environment's values, which calls of the app's functions and of the screen's
/// reusable texts pass without the screen file writing them.
struct SwiftEnvironment {
    /// `PresentationStrings`.
    var strings: String
    /// `PresentationTheme`.
    var theme: String
    /// `PresentationDateTimeFormat`.
    var dateTimeFormat: String
    /// `PresentationPersonNameOrder`.
    var nameDisplayOrder: String
    /// `ItemListPresentationData`.
    var presentationData: String
    /// `AccountContext`.
    var context: String

    /// The Swift that reads `value`.
    func spelling(_ value: EnvironmentValue) -> String {
        switch value {
        case .strings: strings
        case .theme: theme
        case .dateTimeFormat: dateTimeFormat
        case .nameDisplayOrder: nameDisplayOrder
        case .presentationData: presentationData
        case .context: context
        }
    }

    /// In an entry's `item(presentationData:arguments:)`: the `ItemListPresentationData` argument, and the account
    /// context the arguments class keeps.
    static let item = SwiftEnvironment(
        strings: "presentationData.strings", theme: "presentationData.theme",
        dateTimeFormat: "presentationData.dateTimeFormat", nameDisplayOrder: "presentationData.nameDisplayOrder",
        presentationData: "presentationData", context: "arguments.context")

    /// In the controller factory's signal, where `presentationData` is a `PresentationData` and `context` the factory's
    /// argument.
    static let controller = SwiftEnvironment(
        strings: "presentationData.strings", theme: "presentationData.theme",
        dateTimeFormat: "presentationData.dateTimeFormat", nameDisplayOrder: "presentationData.nameDisplayOrder",
        presentationData: "ItemListPresentationData(presentationData)", context: "context")

    /// Inside a reusable text's function, whose parameters are the environment values it needs, by their names.
    static let function = SwiftEnvironment(
        strings: "strings", theme: "theme", dateTimeFormat: "dateTimeFormat", nameDisplayOrder: "nameDisplayOrder",
        presentationData: "presentationData", context: "context")
}

/// How the generated code spells what the app declares: calls of its functions and of the screen's reusable texts
/// (with the environment's arguments), and tests of the cases of its enums whose cases carry values, which Swift
/// cannot compare with `==`: each becomes a `fileprivate var is<Case>: Bool` of the enum, declared once per file.
final class AppSwift {
    let declarations: AppDeclarations
    let types: SwiftTypeNames
    /// The cases tested by pattern, by the enum's Swift name, in the order first needed.
    private var testedCases: [(type: String, cases: [String])] = []
    /// The functions the generated code calls.
    private(set) var calledFunctions: Set<String> = []
    /// What each reusable text needs from the environment, memoized.
    private var textEnvironments: [String: [EnvironmentValue]] = [:]

    init(declarations: AppDeclarations, types: SwiftTypeNames) {
        self.declarations = declarations
        self.types = types
    }

    // MARK: Calls

    /// A call of a function or reusable text with its written arguments' Swift (in declaration order, as the type
    /// checker matched them), the environment's arguments added where the declaration has them.
    func call(_ name: String, _ arguments: [(label: String?, code: String)], environment: SwiftEnvironment) -> String {
        var parts: [String] = []
        if let function = declarations.function(named: name) {
            calledFunctions.insert(name)
            var written = arguments.makeIterator()
            var next = written.next()
            for parameter in function.parameters {
                if let value = parameter.environment {
                    parts.append("\(parameter.label.map { $0 + ": " } ?? "")\(environment.spelling(value))")
                } else if let argument = next, argument.label == parameter.label {
                    parts.append("\(parameter.label.map { $0 + ": " } ?? "")\(argument.code)")
                    next = written.next()
                }
            }
            return function.swiftName + "(" + parts.joined(separator: ", ") + ")"
        }
        if declarations.text(named: name) != nil {
            for value in self.environment(ofText: name) { parts.append("\(value.rawValue): \(environment.spelling(value))") }
            for argument in arguments { parts.append("\(argument.label.map { $0 + ": " } ?? "")\(argument.code)") }
            return name + "(" + parts.joined(separator: ", ") + ")"
        }
        return name + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.code }.joined(separator: ", ") + ")"
    }

    /// The environment values a reusable text's function takes, in `EnvironmentValue` order: `strings` for its keys,
    /// `dateTimeFormat` for its formatted numbers, and what the functions and texts it calls take.
    func environment(ofText name: String) -> [EnvironmentValue] {
        if let known = textEnvironments[name] { return known }
        textEnvironments[name] = []  // a cycle (rejected by validation) ends here
        guard let text = declarations.text(named: name) else { return [] }
        let ordered = environment(of: text.text)
        textEnvironments[name] = ordered
        return ordered
    }

    /// The environment values computing `text` takes, in `EnvironmentValue` order.
    func environment(of text: DisplayText) -> [EnvironmentValue] {
        var needed: Set<EnvironmentValue> = []
        for nested in text.allTexts {
            switch nested.source {
            case .localized, .formatted, .plural: needed.insert(.strings)
            case .interpolated(let segments):
                if segments.contains(where: { if case .number = $0 { true } else { false } }) {
                    needed.formUnion([.strings, .dateTimeFormat])
                }
            default: break
            }
        }
        for expression in text.expressions {
            for callee in expression.calledNames {
                if let function = declarations.function(named: callee) { needed.formUnion(function.parameters.compactMap(\.environment)) }
                if declarations.text(named: callee) != nil { needed.formUnion(environment(ofText: callee)) }
            }
        }
        return EnvironmentValue.allCases.filter(needed.contains)
    }

    /// Whether a call of `name` needs the environment (so it is made where `presentationData` is in scope).
    func needsEnvironment(_ name: String) -> Bool {
        if let function = declarations.function(named: name) { return function.parameters.contains { $0.environment != nil } }
        return declarations.text(named: name) != nil
    }

    /// Whether `expression` calls a function or text that needs the environment.
    func needsEnvironment(_ expression: Expression) -> Bool {
        expression.calledNames.contains(where: needsEnvironment)
    }

    // MARK: Case tests

    /// `subject == .name` (or `!=`) for a subject of an enum whose cases carry values: `subject.isName`,
    /// `subject?.isName == true` for an optional, `a?.b.isName == true` when the subject is optional only through an
    /// optional chain it ends; nil for any other subject (Swift's `==` works).
    func caseTest(
        subject: String, expression: Expression, checker: ExpressionTypeChecker, caseName: String, equal: Bool
    ) -> String? {
        guard let type = checker.check(expression).0, case .enumeration(let enumName, _) = type.wrapped ?? type,
            let declared = declarations.type(named: enumName), declared.hasCaseValues
        else { return nil }
        let member = "is" + SwiftNames.upperFirst(caseName)
        record(declared.swiftName, caseName)
        guard type.wrapped != nil else { return equal ? "\(subject).\(member)" : "!\(subject).\(member)" }
        let link = Self.endsChainWithValue(expression, checker) ? "." : "?."
        return "\(subject)\(link)\(member) \(equal ? "==" : "!=") true"
    }

    /// Whether `expression` is an optional chain whose last member is not itself optional (`privacy?.presence`):
    /// the chain goes on with `.`.
    private static func endsChainWithValue(_ expression: Expression, _ checker: ExpressionTypeChecker) -> Bool {
        guard ExpressionTypeChecker.isOptionalChainExpression(expression) else { return false }
        let (base, name): (Expression, String)
        switch expression.kind {
        case .property(let b, let n), .optionalProperty(let b, let n): (base, name) = (b, n)
        default: return false
        }
        guard let baseType = checker.check(base).0, case .record(let record) = baseType.wrapped ?? baseType,
            let memberType = record.type(of: name)
        else { return false }
        return memberType.wrapped == nil
    }

    private func record(_ type: String, _ caseName: String) {
        if let index = testedCases.firstIndex(where: { $0.type == type }) {
            if !testedCases[index].cases.contains(caseName) { testedCases[index].cases.append(caseName) }
        } else {
            testedCases.append((type, [caseName]))
        }
    }

    /// The `fileprivate var is<Case>: Bool` members the case tests use, one extension per enum.
    var caseTestExtensions: [ConditionExtensionContext] {
        testedCases.map { tested in
            ConditionExtensionContext(
                type: tested.type,
                conditions: tested.cases.enumerated().map { index, name in
                    ConditionPropertyContext(
                        name: "is\(SwiftNames.upperFirst(name))", declaration: "var is\(SwiftNames.upperFirst(name)): Bool",
                        lines: ["if case .\(name) = self {", "    return true", "}", "return false"],
                        isLast: index == tested.cases.count - 1)
                })
        }
    }

    // MARK: Imports

    /// The modules of the declared types and functions the generated file names — types reachable from the screen's
    /// data, parameters and list elements (through their members and case values), the types of the parameters of
    /// the reusable texts it declares and of custom items' typed keys, bound values and hook payloads, and every
    /// function called (as recorded by `call`: ask once the file's code is built); nil modules (the module being
    /// compiled) are left out — with what the file uses from each: the Swift names of the declared types (depth first from the
    /// screen's roots, as `typesReachable` walks them) and then of the functions called (sorted), each once — written
    /// after the module's `import` so that a reader (and `screenc-import`) sees which declaration is whose. A module
    /// imported only for the engine's peers (`TelegramCore`) uses no declared name.
    func moduleUses(for screen: Screen) -> [String: [String]] {
        var roots = screen.data.map(\.type) + screen.parameters.map(\.type)
        roots += screen.generatedReusableTexts.flatMap { $0.parameters.map(\.type) }
        var uses: [String: [String]] = [:]
        func use(_ name: String, from module: String) {
            if uses[module]?.contains(name) != true { uses[module, default: []].append(name) }
        }
        // A removable custom row's revealed-options state, and the types custom items carry, bind and report.
        roots += screen.state.filter(\.isGenerated).map(\.type)
        for section in screen.sections {
            for row in section.rows {
                guard case .described(let item) = row.item else { continue }
                for key in item.description.keys {
                    switch key.kind {
                    case .value(let type), .binding(let type): roots.append(ValueType(itemType: type.expressionType))
                    case .hook(let payload): roots += payload.map { ValueType(itemType: $0.expressionType) }
                    default: break
                    }
                }
            }
        }
        let functions = calledFunctions.sorted().compactMap { declarations.function(named: $0) }
        for function in functions {
            roots += function.parameters.compactMap(\.type) + [function.result]
        }
        let reached = declarations.typesReachable(from: roots)
        for type in reached {
            if let module = type.module { use(type.swiftName, from: module.value) }
        }
        for function in functions {
            if let module = function.module { use(function.swiftName, from: module.value) }
        }
        // Peers and their ids are TelegramCore's (`[PeerId: SelectivePrivacyPeer]` in a declared enum's case).
        let heldTypes = roots + reached.flatMap { declared -> [ValueType] in
            switch declared.shape {
            case .members(let members): members.map(\.type)
            case .cases(let cases): cases.flatMap { $0.values.map(\.type) }
            case .opaque: []
            }
        }
        if heldTypes.contains(where: Self.holdsPeer), uses["TelegramCore"] == nil { uses["TelegramCore"] = [] }
        return uses
    }

    /// Whether `type` is, or holds, a peer or a peer's id.
    private static func holdsPeer(_ type: ValueType) -> Bool {
        switch type {
        case .peer, .peerId: true
        case .optional(let wrapped), .array(let wrapped): holdsPeer(wrapped)
        case .dictionary(let key, let value): holdsPeer(key) || holdsPeer(value)
        case .list(let list): list.fields.contains { holdsPeer($0.type) }
        default: false
        }
    }
}
