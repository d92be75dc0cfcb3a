import ScreenDiagnostics
import ScreenExpressions
import ScreenItems

/// The parts of the app's Swift a screen uses: its types (`types:`), its functions (`functions:`), reusable texts
/// (`texts:`) and custom items (`items:`), written in the screen file or in a declarations file it imports.
public struct AppDeclarations: Sendable, Equatable {
    public var types: [DeclaredType]
    public var functions: [DeclaredFunction]
    public var texts: [ReusableText]
    /// Custom item kinds (`items:`).
    public var items: [ItemDescription]
    /// Names declared under `types:`, `functions:` or `texts:` whose declarations have errors (reported where they
    /// are): where such a name is used it is not also unknown.
    public var failedNames: Set<String> = []

    public init(
        types: [DeclaredType] = [], functions: [DeclaredFunction] = [], texts: [ReusableText] = [],
        items: [ItemDescription] = []
    ) {
        self.types = types
        self.functions = functions
        self.texts = texts
        self.items = items
    }

    /// Whether nothing is declared.
    public var isEmpty: Bool { types.isEmpty && functions.isEmpty && texts.isEmpty && items.isEmpty }

    /// The type with this name (as the screen file writes it).
    public func type(named name: String) -> DeclaredType? {
        types.first { $0.name.value == name }
    }

    /// The function with this name.
    public func function(named name: String) -> DeclaredFunction? {
        functions.first { $0.name.value == name }
    }

    /// The reusable text with this name.
    public func text(named name: String) -> ReusableText? {
        texts.first { $0.name.value == name }
    }

    /// The custom item with this name.
    public func item(named name: String) -> ItemDescription? {
        items.first { $0.name == name }
    }

    /// These declarations followed by `other`'s, leaving out those `other` declares under a name already here (the
    /// screen's own win over an imported file's; the decoder reports the clash).
    public func merging(_ other: AppDeclarations) -> AppDeclarations {
        guard !other.isEmpty || !other.failedNames.isEmpty else { return self }
        guard !isEmpty || !failedNames.isEmpty else { return other }
        let typeNames = Set(types.map(\.name.value))
        let functionNames = Set(functions.map(\.name.value) + texts.map(\.name.value))
        let itemNames = Set(items.map(\.name))
        var merged = AppDeclarations(
            types: types + other.types.filter { !typeNames.contains($0.name.value) },
            functions: functions + other.functions.filter { !functionNames.contains($0.name.value) },
            texts: texts + other.texts.filter { !functionNames.contains($0.name.value) },
            items: items + other.items.filter { !itemNames.contains($0.name) })
        merged.failedNames = failedNames.union(other.failedNames)
        return merged
    }

    /// What the condition language knows of them: the values of the enums' cases, the functions' and texts'
    /// signatures.
    public var interface: AppInterface {
        var interface = AppInterface()
        for type in types {
            guard case .cases(let cases) = type.shape else { continue }
            var byCase: [String: [CaseValue]] = [:]
            for declaredCase in cases {
                byCase[declaredCase.name.value] = declaredCase.values.map {
                    CaseValue(label: $0.name.value, type: $0.type.expressionType(enumName: type.name.value))
                }
            }
            interface.caseValues[type.name.value] = byCase
        }
        for function in functions {
            interface.functions[function.name.value] = function.signature
        }
        for text in texts where interface.functions[text.name.value] == nil {
            interface.functions[text.name.value] = text.signature
        }
        interface.failedFunctions = failedNames
        return interface
    }

    /// The Swift spelling of each declared type, by the name the screen file gives it.
    public var swiftNames: [String: String] {
        var names: [String: String] = [:]
        for type in types { names[type.name.value] = type.swiftName }
        return names
    }

    /// The first declared type in `type` that is not `Equatable` (a value of `type` cannot be a field of an
    /// `Equatable` struct, or be carried by an entry); nil when there is none.
    public func nonEquatableType(in type: ValueType) -> DeclaredType? {
        switch type {
        case .app(let appType):
            let name: String? =
                switch appType {
                case .record(let record): record.name
                case .enumeration(let enumName, _): enumName
                default: nil
                }
            guard let declared = name.flatMap(self.type(named:)) else { return nil }
            return declared.isEquatable ? nil : declared
        case .optional(let wrapped), .array(let wrapped): return nonEquatableType(in: wrapped)
        case .dictionary(let key, let value): return nonEquatableType(in: key) ?? nonEquatableType(in: value)
        default: return nil
        }
    }

    /// The member names of every declared struct and class, which `.name` reads on any value in a condition.
    public var memberNames: Set<String> {
        var names: Set<String> = []
        for type in types {
            if case .members(let members) = type.shape { names.formUnion(members.map(\.name.value)) }
        }
        return names
    }
}

/// A type of the app (`types:`): a struct or class with the members the screen reads, an enum with its cases and
/// what they carry, or a type the screen only passes on.
public struct DeclaredType: Sendable, Equatable {
    /// What the type is made of, as far as the screen reads it.
    public enum Shape: Sendable, Equatable {
        /// A struct or class: its members (the ones the screen reads), in declaration order.
        case members([TypedName])
        /// An enum: its cases in declaration order, each with the values it carries.
        case cases([DeclaredCase])
        /// A type the screen only passes on (to a function or a custom item): no members, no cases.
        case opaque
    }

    /// The name the screen file uses (and a condition's messages).
    public var name: Located<String>
    /// The Swift spelling (`swift:`, else the name): `GlobalPrivacySettings.NonContactChatsPrivacy`.
    public var swiftName: String
    /// The module that declares it (imported by a generated file that uses it); nil for the module being compiled.
    public var module: Located<String>?
    public var shape: Shape
    /// Whether the type is `Equatable` (an entry can carry it, `==` compares it): true unless declared otherwise.
    public var isEquatable: Bool
    /// Whether the type is `Sendable` (a generated type holding it may say so): false unless declared otherwise.
    public var isSendable: Bool
    /// The type as the condition language sees it: a record of its members or an enumeration of its cases.
    public var expressionType: ExpressionType
    /// The whole declaration.
    public var span: SourceSpan

    public init(
        name: Located<String>, swiftName: String, module: Located<String>?, shape: Shape, isEquatable: Bool,
        isSendable: Bool, expressionType: ExpressionType, span: SourceSpan
    ) {
        self.name = name
        self.swiftName = swiftName
        self.module = module
        self.shape = shape
        self.isEquatable = isEquatable
        self.isSendable = isSendable
        self.expressionType = expressionType
        self.span = span
    }

    /// Whether a case of the enum carries values (its cases are then tested by pattern, not `==`).
    public var hasCaseValues: Bool {
        guard case .cases(let cases) = shape else { return false }
        return cases.contains { !$0.values.isEmpty }
    }
}

/// A name with a type: a member of a declared struct, a value a case carries, a reusable text's parameter.
public struct TypedName: Sendable, Equatable {
    public var name: Located<String>
    public var type: ValueType
    public var span: SourceSpan

    public init(name: Located<String>, type: ValueType, span: SourceSpan) {
        self.name = name
        self.type = type
        self.span = span
    }
}

/// One case of a declared enum and the values it carries (`enableEveryone: { disableFor: [PeerId] }`).
public struct DeclaredCase: Sendable, Equatable {
    public var name: Located<String>
    /// The values, by label, in declaration order; empty for a case that carries none.
    public var values: [TypedName]

    public init(name: Located<String>, values: [TypedName]) {
        self.name = name
        self.values = values
    }
}

/// A function of the app that texts and conditions call (`functions:`): a formatter, a predicate.
public struct DeclaredFunction: Sendable, Equatable {
    /// The name conditions and texts call it by.
    public var name: Located<String>
    /// The Swift name the generated code calls (`swift:`, else the name).
    public var swiftName: String
    /// The module that declares it; nil for the module being compiled.
    public var module: Located<String>?
    /// The parameters in the order of the Swift declaration, environment values among them.
    public var parameters: [DeclaredParameter]
    /// The result type.
    public var result: ValueType
    /// What the preview shows for a call (`sample:`); nil for a placeholder that names the call.
    public var sample: String?
    public var span: SourceSpan

    public init(
        name: Located<String>, swiftName: String, module: Located<String>?, parameters: [DeclaredParameter],
        result: ValueType, sample: String?, span: SourceSpan
    ) {
        self.name = name
        self.swiftName = swiftName
        self.module = module
        self.parameters = parameters
        self.result = result
        self.sample = sample
        self.span = span
    }

    /// The signature the condition language checks calls against.
    public var signature: FunctionSignature {
        FunctionSignature(
            name: name.value, kind: .function,
            parameters: parameters.map {
                FunctionParameter(
                    label: $0.label, name: $0.name.value, type: $0.type?.expressionType(enumName: $0.name.value),
                    environment: $0.environment, hasDefault: $0.hasDefault)
            },
            result: result.expressionType(enumName: name.value))
    }
}

/// One parameter of a declared function.
public struct DeclaredParameter: Sendable, Equatable {
    /// The argument label; nil for `_` (the value is passed unlabelled).
    public var label: String?
    /// The parameter's name as written.
    public var name: Located<String>
    /// Its type; nil for an environment value.
    public var type: ValueType?
    /// The environment value the generated call passes for it (`strings`, `theme`, …); nil for one a call writes.
    public var environment: EnvironmentValue?
    /// Whether the Swift declaration gives it a default (a call may leave it out).
    public var hasDefault: Bool

    public init(
        label: String?, name: Located<String>, type: ValueType?, environment: EnvironmentValue?, hasDefault: Bool
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.environment = environment
        self.hasDefault = hasDefault
    }
}

/// A text defined once with typed parameters and used by many rows (`texts:`): generated as one private function of
/// the screen's file, `privacyLabel(strings:settings:)`, instead of a copy per row.
public struct ReusableText: Sendable, Equatable {
    public var name: Located<String>
    /// Its parameters, in order; a call passes each by its label.
    public var parameters: [TypedName]
    /// The text, over its parameters only.
    public var text: DisplayText
    public var span: SourceSpan

    public init(name: Located<String>, parameters: [TypedName], text: DisplayText, span: SourceSpan) {
        self.name = name
        self.parameters = parameters
        self.text = text
        self.span = span
    }

    /// The signature the condition language checks calls against: its parameters, a String.
    public var signature: FunctionSignature {
        FunctionSignature(
            name: name.value, kind: .text,
            parameters: parameters.map {
                FunctionParameter(label: $0.name.value, name: $0.name.value, type: $0.type.expressionType(enumName: $0.name.value))
            },
            result: .string)
    }
}
