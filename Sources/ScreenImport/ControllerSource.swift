import SwiftSyntax

/// The declarations of one hand-written (or generated) ItemListUI controller, found in a parsed Swift file.
struct ControllerSource {
    /// The entry enum (`…Entry: ItemListNodeEntry`).
    var entryEnum: EnumDeclSyntax
    /// Entry case name → its section enum case (from `var section`).
    var sectionOfCase: [String: String] = [:]
    /// The section enum's cases in declaration order.
    var sections: [String] = []
    /// Entry case name → the `switch` case of `item(presentationData:arguments:)` that builds it.
    var itemCases: [String: SwitchCaseSyntax] = [:]
    /// The entries function (returns `[<Entry>]`).
    var entriesFunction: FunctionDeclSyntax?
    /// The state struct the entries function reads, when there is one.
    var stateStruct: StructDeclSyntax?
    /// Computed properties of the state (`var x: Bool { a || b }`): name → expression.
    var computedState: [String: ExprSyntax] = [:]
    /// Computed properties of every extension of the file: type name → name → expression.
    var computed: [String: [String: ExprSyntax]] = [:]
    /// The names of those declared `Bool`: named conditions.
    var computedConditions: Set<String> = []
    /// `Bool` functions of every extension of the file that read other structs through their arguments
    /// (`func canSave(data: EditProfileData) -> Bool { … }`): type name → name → function. Named conditions.
    var conditionFunctions: [String: [String: ConditionFunction]] = [:]
    /// Case tests of extensions of the app's enums (`var isDisableEveryone: Bool { if case .disableEveryone = self …`):
    /// property name → the tests of that name (one per extended type).
    var caseTests: [String: [CaseTest]] = [:]
    /// The `ItemListControllerState(…)` call of the factory.
    var controllerState: FunctionCallExprSyntax?
    /// The `ItemListNodeState(…)` call of the factory.
    var nodeState: FunctionCallExprSyntax?
    /// Screens the factory pushes through the app (`hooks.makeXController(context, …)`): `arguments.pushX(…)` is
    /// `push: X`.
    var pushedScreens: Set<String> = []
    /// The modules the file imports (`import SettingsUIItems`).
    var imports: [String] = []
    /// What a trailing comment of an `import` says the file uses from that module, by module
    /// (`import TelegramCore  // AutoDownloadSettings, AutoDownloadCategory`, as screenc writes it): the app's declared
    /// types and functions, in the order written.
    var importUses: [String: [String]] = [:]
    /// Hook → the key of a custom item that passes it, when the hooks struct's doc comment of the hook names one
    /// (`/// Called by row `perChat` (`changed`).`, as screenc writes it): a key renamed with `key:` is said only there.
    var hookKeys: [String: String] = [:]
    /// The factory function (the one that creates the controller's states): `proxyListController`.
    var factoryName: String?
    /// Argument closures that push another controller made by a factory function
    /// (`openServer: { server in pushControllerImpl?(proxyServerController(context: context)) }`): hook name → the
    /// factory call. When that factory's controller is imported too, the row that calls the hook pushes its screen.
    var argumentPushes: [String: FunctionCallExprSyntax] = [:]
    /// The arguments class's closures that take one value (`let committed: (Int) -> Void`), or a repeated row's element
    /// and one value (`(Chat, Int) -> Void`): name → the value's type.
    var hookPayloads: [String: String] = [:]
    /// Hooks the file calls only when the app gave them (`hooks.x?(handle)`): written `x?`.
    var optionalHooks: Set<String> = []
    /// The file's structs and enums, to read the types of state and data fields.
    var declarations = TypeDeclarations()
    /// The factory's own parameters (besides `context` and signals) it passes to the entries function under the same
    /// name (`editing: Bool` → `entries(…, editing: editing)`): what the caller fixes, the screen's `parameters:`.
    /// Each with its type and the default the factory's signature gives, in the factory's order.
    var factoryParameters: [(name: String, type: String, defaultValue: ExprSyntax?)] = []
    /// The file's own functions returning a `String` (`private func intervalText(strings:interval:) -> String`), by
    /// name: texts `item(…)` and the entries function compute through them.
    var textFunctions: [String: FunctionDeclSyntax] = [:]
    /// How many calls of each of them the file makes.
    var textFunctionCalls: [String: Int] = [:]

    var entryName: String { entryEnum.name.text }

    /// The screen name: the entry enum's name less `Entry` (less `ControllerEntry`).
    var screenName: String {
        var name = entryName
        for suffix in ["ControllerEntry", "Entry"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}

extension ControllerSource {
    /// Every controller the file declares: one per entry enum.
    static func find(in file: SourceFileSyntax) -> [ControllerSource] {
        let all = DeclarationCollector(viewMode: .sourceAccurate)
        all.walk(file)
        return all.entryEnums.map { entry in
            var source = ControllerSource(entryEnum: entry)
            source.read(entry)
            for declaration in all.structs where source.declarations.structs[declaration.name.text] == nil {
                source.declarations.structs[declaration.name.text] = declaration
            }
            for declaration in all.enums where source.declarations.enums[declaration.name.text] == nil {
                source.declarations.enums[declaration.name.text] = declaration
            }
            let entryType = "[\(entry.name.text)]"
            source.entriesFunction = all.functions.first {
                $0.signature.returnClause?.type.trimmedDescription == entryType
            }
            if let parameters = source.entriesFunction?.signature.parameterClause.parameters {
                let typeNames = parameters.map { $0.type.trimmedDescription }
                let candidates = all.structs.filter { typeNames.contains($0.name.text) }
                // The state is the parameter's struct named …State; another struct parameter is the app data.
                source.stateStruct = candidates.first { $0.name.text.hasSuffix("State") } ?? candidates.first
            }
            // Computed properties of extensions (`var x: Bool { a || b }`), by extended type.
            for ext in all.extensions {
                let type = ext.extendedType.trimmedDescription
                for member in ext.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self),
                        let condition = ConditionFunction(function)
                    {
                        source.conditionFunctions[type, default: [:]][function.name.text] = condition
                        continue
                    }
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            source.declarations.structs[TypeDeclarations.unqualified(type)] == nil,
                            source.declarations.enums[TypeDeclarations.unqualified(type)] == nil,
                            let body = binding.accessorBlock?.accessors.as(CodeBlockItemListSyntax.self),
                            let test = CaseTest(type: type, body: body, node: Syntax(binding))
                        {
                            source.caseTests[name, default: []].append(test)
                            continue
                        }
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let body = binding.accessorBlock?.accessors.as(CodeBlockItemListSyntax.self),
                            body.count == 1,
                            let expression = body.first?.item.as(ExprSyntax.self)
                                ?? body.first?.item.as(ReturnStmtSyntax.self)?.expression
                        else { continue }
                        source.computed[type, default: [:]][name] = expression
                        if binding.typeAnnotation?.type.trimmedDescription == "Bool" {
                            source.computedConditions.insert(name)
                        }
                    }
                }
            }
            if let state = source.stateStruct?.name.text { source.computedState = source.computed[state] ?? [:] }
            source.optionalHooks = all.optionalHooks
            for function in all.functions where function.signature.returnClause?.type.trimmedDescription == "String" {
                // Only free functions: a method's body reads its instance.
                if function.parent?.parent?.is(CodeBlockItemSyntax.self) == true
                    || function.parent?.is(CodeBlockItemSyntax.self) == true
                {
                    source.textFunctions[function.name.text] = function
                }
            }
            for call in all.calls {
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    source.textFunctions[name] != nil
                else { continue }
                source.textFunctionCalls[name, default: 0] += 1
            }
            let importDeclarations = file.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            source.imports = importDeclarations.map(\.path.trimmedDescription)
            for (index, item) in file.statements.enumerated() {
                guard let declaration = item.item.as(ImportDeclSyntax.self) else { continue }
                let next = file.statements.dropFirst(index + 1).first
                if let uses = Self.declaredUses(declaration, following: next?.leadingTrivia) {
                    source.importUses[declaration.path.trimmedDescription] = uses
                }
            }
            for declaration in all.structs where declaration.name.text.hasSuffix("Hooks") {
                source.hookKeys.merge(Self.hookKeys(declaration)) { first, _ in first }
            }
            for declaration in all.classes where declaration.name.text.hasSuffix("Arguments") {
                for member in declaration.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let function = binding.typeAnnotation?.type.as(FunctionTypeSyntax.self),
                            (1...2).contains(function.parameters.count),
                            function.returnClause.type.trimmedDescription == "Void"
                        else { continue }
                        // The value passed last: after a repeated row's element, when there are two.
                        source.hookPayloads[name] = function.parameters.last!.type.trimmedDescription
                    }
                }
            }
            source.pushedScreens = all.pushedScreens
            source.controllerState = all.calls.first {
                $0.calledExpression.trimmedDescription == "ItemListControllerState"
            }
            source.nodeState = all.calls.first { $0.calledExpression.trimmedDescription == "ItemListNodeState" }
            if let state = source.controllerState ?? source.nodeState {
                var node: Syntax? = Syntax(state)
                while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
                if let factory = node?.as(FunctionDeclSyntax.self) {
                    source.factoryName = factory.name.text
                    source.argumentPushes = Self.argumentPushes(in: factory)
                    source.factoryParameters = Self.factoryParameters(of: factory, entries: source.entriesFunction)
                }
            }
            return source
        }
    }

    /// The factory's parameters passed on to the entries function as they are (`editing: editing`), where the closure
    /// around the call does not bind the name itself; `context` and signals are not parameters of the screen.
    private static func factoryParameters(of factory: FunctionDeclSyntax, entries: FunctionDeclSyntax?)
        -> [(name: String, type: String, defaultValue: ExprSyntax?)]
    {
        guard let entries, let body = factory.body else { return [] }
        let calls = NamedCallFinder(name: entries.name.text)
        calls.walk(body)
        guard let call = calls.first else { return [] }
        var passed: Set<String> = []
        for (argument, parameter) in zip(call.arguments, entries.signature.parameterClause.parameters) {
            guard let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name == (parameter.secondName ?? parameter.firstName).text
            else { continue }
            // A name a closure around the call binds (`|> map { presentationData, state, … in`) is not the factory's.
            var node: Syntax? = Syntax(call).parent
            var bound = false
            while let current = node, !current.is(FunctionDeclSyntax.self) {
                if let closure = current.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                    switch clause {
                    case .simpleInput(let names): bound = bound || names.contains { $0.name.text == name }
                    case .parameterClause(let parameters):
                        bound = bound || parameters.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
                    }
                }
                node = current.parent
            }
            if !bound { passed.insert(name) }
        }
        return factory.signature.parameterClause.parameters.compactMap { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            guard passed.contains(name), name.isPlainName, name != "context", !type.hasPrefix("Signal<") else { return nil }
            return (name, type, parameter.defaultValue?.value)
        }
    }

    /// The closures of the factory's `…Arguments(…)` call that only push a controller a function makes:
    /// `pushControllerImpl?(f(…))`.
    private static func argumentPushes(in factory: FunctionDeclSyntax) -> [String: FunctionCallExprSyntax] {
        let calls = ArgumentsCallFinder(viewMode: .sourceAccurate)
        calls.walk(factory)
        var result: [String: FunctionCallExprSyntax] = [:]
        for call in calls.found {
            for argument in call.arguments {
                guard let label = argument.label?.text, let closure = argument.expression.as(ClosureExprSyntax.self),
                    closure.statements.count == 1,
                    let push = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
                    ["pushControllerImpl?", "pushControllerImpl"].contains(push.calledExpression.trimmedDescription),
                    push.arguments.count == 1,
                    let made = push.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                    made.calledExpression.is(DeclReferenceExprSyntax.self)
                else { continue }
                result[label] = made
            }
        }
        return result
    }

    /// Reads `section` and `item(presentationData:arguments:)` of the entry enum.
    private mutating func read(_ entry: EnumDeclSyntax) {
        for member in entry.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.first?.pattern.trimmedDescription == "section",
                let switchExpr = firstSwitch(in: Syntax(variable))
            {
                for switchCase in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
                    guard let section = sectionName(returnedBy: switchCase) else { continue }
                    if !sections.contains(section) { sections.append(section) }
                    for name in caseNames(of: switchCase) { sectionOfCase[name] = section }
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "item",
                let switchExpr = firstSwitch(in: Syntax(function))
            {
                for switchCase in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
                    for name in caseNames(of: switchCase) { itemCases[name] = switchCase }
                }
            }
        }
    }

    /// The section named by `return XSection.name.rawValue` (or `XSection.name.rawValue` alone).
    private func sectionName(returnedBy switchCase: SwitchCaseSyntax) -> String? {
        guard let statement = switchCase.statements.last?.item else { return nil }
        let expression =
            statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self)
        guard var member = expression?.as(MemberAccessExprSyntax.self) else { return nil }
        if member.declName.baseName.text == "rawValue", let base = member.base?.as(MemberAccessExprSyntax.self) {
            member = base
        }
        return member.declName.baseName.text
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    var entryEnums: [EnumDeclSyntax] = []
    var enums: [EnumDeclSyntax] = []
    var functions: [FunctionDeclSyntax] = []
    var structs: [StructDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []
    var calls: [FunctionCallExprSyntax] = []
    var classes: [ClassDeclSyntax] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherits = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherits.contains("ItemListNodeEntry") { entryEnums.append(node) } else { enums.append(node) }
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        structs.append(node)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(node)
        return .visitChildren
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
    var pushedScreens: Set<String> = []
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if node.base?.trimmedDescription == "hooks", name.hasPrefix("make"), name.hasSuffix("Controller"),
            name.count > "makeController".count
        {
            pushedScreens.insert(String(name.dropFirst(4).dropLast("Controller".count)))
        }
        return .visitChildren
    }
    var optionalHooks: Set<String> = []
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "hooks" {
            optionalHooks.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}

/// Calls of a `…Arguments` initializer (`ProxyListControllerArguments(…)`).
private final class ArgumentsCallFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasSuffix("Arguments") {
            found.append(node)
        }
        return .visitChildren
    }
}

extension ControllerSource {
    /// The Swift types of the entry enum case `caseName`'s payload, in order (`case usage(totalBytes: Int64, …)` →
    /// `["Int64", …]`); empty when it has none.
    func payloadTypes(of caseName: String) -> [String] {
        for member in entryEnum.memberBlock.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements where element.name.text == caseName {
                return element.parameterClause?.parameters.map(\.type.trimmedDescription) ?? []
            }
        }
        return []
    }
}
