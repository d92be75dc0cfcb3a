/// What a screen knows of the app's Swift beyond its own fields, as the condition language checks and evaluates it:
/// the values the cases of the app's enums carry, and the functions a condition or a text can call — the app's own
/// (`types:` / `functions:` in a screen or a declarations file) and the screen's reusable texts (`texts:`).
///
/// The members of the app's structs and classes are not here: a declared struct is a `.record` type whose fields are
/// its members, and a declared enum an `.enumeration` whose cases are its cases.
public struct AppInterface: Sendable {
    /// The values each case of a declared enum carries, by enum name and case name; a case without values has none.
    public var caseValues: [String: [String: [CaseValue]]]
    /// The functions and reusable texts by name.
    public var functions: [String: FunctionSignature]
    /// Names of functions and reusable texts whose declarations have errors: a call of one is not also unknown.
    public var failedFunctions: Set<String> = []

    public init(caseValues: [String: [String: [CaseValue]]] = [:], functions: [String: FunctionSignature] = [:]) {
        self.caseValues = caseValues
        self.functions = functions
    }

    /// No app declarations.
    public static let empty = AppInterface()

    /// Whether the enum called `name` has a case with values (its cases are then tested by pattern, not `==`).
    public func hasCaseValues(_ name: String) -> Bool {
        guard let cases = caseValues[name] else { return false }
        return cases.values.contains { !$0.isEmpty }
    }

    /// The values the case `caseName` of the enum `enumName` carries (empty for a case without values).
    public func values(ofCase caseName: String, in enumName: String) -> [CaseValue] {
        caseValues[enumName]?[caseName] ?? []
    }
}

/// One value an enum case carries: `disableFor: [PeerId]` of `.enableEveryone(disableFor:)`.
public struct CaseValue: Sendable, Hashable {
    /// The value's label, which names it inside a `switch` case that reads it.
    public var label: String
    public var type: ExpressionType

    public init(label: String, type: ExpressionType) {
        self.label = label
        self.type = type
    }
}

/// A function a condition or a text can call: an app function (`stringForSelectiveSettings(strings:settings:)`) or a
/// reusable text of the screen.
public struct FunctionSignature: Sendable {
    /// What the name stands for.
    public enum Kind: Sendable, Equatable {
        /// A function of the app, called as declared.
        case function
        /// A reusable text (`texts:`), generated as a private function of the screen's file.
        case text
    }

    public var name: String
    public var kind: Kind
    /// The parameters in the order of the Swift declaration, environment values among them.
    public var parameters: [FunctionParameter]
    /// The result type: `String` for a text.
    public var result: ExpressionType

    public init(name: String, kind: Kind, parameters: [FunctionParameter], result: ExpressionType) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.result = result
    }

    /// The parameters a call writes (every one that is not an environment value), in order.
    public var writtenParameters: [FunctionParameter] { parameters.filter { $0.environment == nil } }

    /// The environment values a call passes, in parameter order.
    public var environment: [EnvironmentValue] { parameters.compactMap(\.environment) }

    /// The call as messages show it: `stringForSelectiveSettings(settings:)`.
    public var display: String {
        name + "(" + writtenParameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// One parameter of a `FunctionSignature`.
public struct FunctionParameter: Sendable {
    /// The argument label; nil when the call passes the value unlabelled (`_`).
    public var label: String?
    /// The parameter's name inside the function (the label, unless the declaration says otherwise).
    public var name: String
    /// The value's type; for an environment value, its type is the environment's.
    public var type: ExpressionType?
    /// The environment value the generated call passes, which a call does not write; nil for an ordinary parameter.
    public var environment: EnvironmentValue?
    /// Whether the Swift declaration gives a default, so a call may leave the argument out.
    public var hasDefault: Bool

    public init(
        label: String?, name: String, type: ExpressionType?, environment: EnvironmentValue? = nil,
        hasDefault: Bool = false
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.environment = environment
        self.hasDefault = hasDefault
    }
}

/// A value every screen has without declaring it, which generated calls pass to the app's functions as a
/// hand-written screen does: `stringForSelectiveSettings(strings: presentationData.strings, settings: …)`.
public enum EnvironmentValue: String, Sendable, CaseIterable {
    /// `PresentationStrings`: the localized strings.
    case strings
    /// `PresentationTheme`: colours and images.
    case theme
    /// `PresentationDateTimeFormat`: separators and date formats.
    case dateTimeFormat
    /// `PresentationPersonNameOrder`: first name or last name first.
    case nameDisplayOrder
    /// `ItemListPresentationData`: all of the above, as an item receives them.
    case presentationData
    /// `AccountContext`: the account, the engine and the shared context.
    case context

    /// The Swift type of the value.
    public var swiftType: String {
        switch self {
        case .strings: "PresentationStrings"
        case .theme: "PresentationTheme"
        case .dateTimeFormat: "PresentationDateTimeFormat"
        case .nameDisplayOrder: "PresentationPersonNameOrder"
        case .presentationData: "ItemListPresentationData"
        case .context: "AccountContext"
        }
    }

    /// The environment value whose Swift type is `swiftType`, if one is.
    public init?(swiftType: String) {
        guard let value = Self.allCases.first(where: { $0.swiftType == swiftType }) else { return nil }
        self = value
    }
}

/// The conversions every condition can call without declaring them, as Swift writes them: `String(count)` (a number as
/// a formatted key's `%@` argument takes it), `Int(timeout)`, `Int32(count)`, `Int64(size)`, `Double(n)`. A function the
/// screen declares under one of these names is called instead.
public enum Conversion {
    /// The result type of the conversion called `name`; nil when `name` is not one.
    public static func resultType(_ name: String) -> ExpressionType? {
        switch name {
        case "String": .string
        case "Int": .int
        case "Int32": .int32
        case "Int64": .int64
        case "Double": .double
        default: nil
        }
    }

    /// The value of a conversion of `value` (nil when `name` is not a conversion).
    public static func value(_ name: String, of value: ExpressionValue) -> ExpressionValue? {
        switch (name, value) {
        case ("String", .int(let number)): .string(String(number))
        case ("String", .double(let number)): .string(String(number))
        case ("String", .string): value
        case ("Int", .double(let number)), ("Int32", .double(let number)), ("Int64", .double(let number)):
            number.isFinite ? .int(Int(number.rounded(.towardZero))) : .int(0)
        case ("Int", .int), ("Int64", .int): value
        case ("Int32", .int(let number)): .int(Int(Int32(truncatingIfNeeded: number)))
        case ("Double", .int(let number)): .double(Double(number))
        case ("Double", .double): value
        default: nil
        }
    }
}
