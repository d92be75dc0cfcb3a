import ScreenExpressions

/// Why a runtime value could not become a value of a generated Swift type (a harness or generator bug, or a
/// disagreement between the runtime's types and the generated ones).
struct ExpressionConversionError: Error, CustomStringConvertible {
    var description: String
}

/// A Swift value of a generated screen that has a runtime counterpart: what `ScreenState` holds and
/// `HookActivation.payload` carries. The generated `ScreenFactories.swift` makes the screens' state, data,
/// parameters, list elements and enums conform, so the harness moves values both ways without per-screen code.
protocol ExpressionValueConvertible {
    /// The Swift value for a runtime value; throws when the value has another type.
    init(expressionValue: ExpressionValue) throws
    /// The runtime value for this Swift value.
    var expressionValue: ExpressionValue { get }
}

extension ExpressionValueConvertible {
    static func mismatch(_ value: ExpressionValue) -> ExpressionConversionError {
        ExpressionConversionError(description: "\(value) is not a value of \(Self.self)")
    }
}

extension Bool: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard case .bool(let value) = expressionValue else { throw Self.mismatch(expressionValue) }
        self = value
    }

    var expressionValue: ExpressionValue { .bool(self) }
}

extension Int: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard case .int(let value) = expressionValue else { throw Self.mismatch(expressionValue) }
        self = value
    }

    var expressionValue: ExpressionValue { .int(self) }
}

/// `Int32` and `Int64` are the runtime's `.int`, as the condition language reads them.
extension Int32: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard case .int(let value) = expressionValue, let exact = Int32(exactly: value) else {
            throw Self.mismatch(expressionValue)
        }
        self = exact
    }

    var expressionValue: ExpressionValue { .int(Int(self)) }
}

extension Int64: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard case .int(let value) = expressionValue else { throw Self.mismatch(expressionValue) }
        self = Int64(value)
    }

    var expressionValue: ExpressionValue { .int(Int(self)) }
}

extension Double: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        switch expressionValue {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        default: throw Self.mismatch(expressionValue)
        }
    }

    var expressionValue: ExpressionValue { .double(self) }
}

extension String: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard case .string(let value) = expressionValue else { throw Self.mismatch(expressionValue) }
        self = value
    }

    var expressionValue: ExpressionValue { .string(self) }
}

/// `nil` is the runtime's `.null`.
extension Optional: ExpressionValueConvertible where Wrapped: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        self = expressionValue == .null ? nil : try Wrapped(expressionValue: expressionValue)
    }

    var expressionValue: ExpressionValue { map(\.expressionValue) ?? .null }
}

/// A list of app data is `.list` of its elements' records, in order.
extension Array: ExpressionValueConvertible where Element: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard case .list(let elements) = expressionValue else { throw Self.mismatch(expressionValue) }
        self = try elements.map(Element.init(expressionValue:))
    }

    var expressionValue: ExpressionValue { .list(map(\.expressionValue)) }
}

/// A generated enum (`Mode`, `Data.Quality`, `BlockedPeer.Kind`, `Parameters.Category`): the runtime names a case as
/// the screen file does, which is the Swift case's name.
protocol ExpressionEnum: ExpressionValueConvertible, CaseIterable {}

extension ExpressionEnum {
    init(expressionValue: ExpressionValue) throws {
        guard case .enumCase(let name) = expressionValue, let value = Self.allCases.first(where: { "\($0)" == name })
        else { throw Self.mismatch(expressionValue) }
        self = value
    }

    var expressionValue: ExpressionValue { .enumCase("\(self)") }
}

/// A generated struct of named values: a screen's state, app data or parameters, or a list element (a `.record`).
protocol ExpressionRecord: ExpressionValueConvertible {
    /// The struct made of runtime values by field name (every field must have one).
    init(expressionFields: ExpressionFields) throws
    /// Every field's runtime value, by name (an optional without a value is `.null`, as the runtime stores it).
    var expressionFields: [String: ExpressionValue] { get }
}

extension ExpressionRecord {
    init(expressionValue: ExpressionValue) throws {
        guard case .record(let fields) = expressionValue else { throw Self.mismatch(expressionValue) }
        try self.init(expressionFields: ExpressionFields(fields, of: "\(Self.self)"))
    }

    var expressionValue: ExpressionValue { .record(expressionFields) }
}

/// Runtime values by field name, read one field at a time as the type the generated initializer wants.
struct ExpressionFields {
    /// The values, by field name.
    let values: [String: ExpressionValue]
    /// What the fields belong to, for messages (`LiveScreenState`).
    let owner: String

    init(_ values: [String: ExpressionValue], of owner: String) {
        self.values = values
        self.owner = owner
    }

    /// The field `name` as a `T`; throws when it is missing or of another type.
    func value<T: ExpressionValueConvertible>(_ name: String) throws -> T {
        guard let value = values[name] else {
            throw ExpressionConversionError(description: "\(owner) needs a value for `\(name)`; the runtime has none")
        }
        do {
            return try T(expressionValue: value)
        } catch {
            throw ExpressionConversionError(description: "\(owner).\(name): \(error)")
        }
    }
}
