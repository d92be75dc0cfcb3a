import ScreenExpressions
import ScreenIR

/// Swift spellings of the condition language's types, qualified for use anywhere in the generated file.
struct SwiftTypeNames {
    let names: SwiftNames
    /// The Swift spelling of each app type the screen declares (`types:`), by the name the screen file gives it.
    var declared: [String: String] = [:]

    /// `Bool`, `String?`, `[BlockedUsersData.BlockedPeer]`; enums by owner: `Mode` → `BlockedUsersState.Mode`,
    /// `Data.Quality` → `BlockedUsersData.Quality`, `Parameters.Category` → `BlockedUsersParameters.Category`,
    /// `BlockedPeer.Kind` → `BlockedUsersData.BlockedPeer.Kind`.
    func swift(_ type: ExpressionType) -> String {
        switch type {
        case .bool: "Bool"
        case .int: "Int"
        case .string: "String"
        case .int32: "Int32"
        case .int64: "Int64"
        case .double: "Double"
        case .array(let element): "[\(swift(element))]"
        case .dictionary(let key, let value): "[\(swift(key)): \(swift(value))]"
        case .optional(let wrapped): swift(wrapped) + "?"
        case .enumeration(let name, _): declared[name] ?? enumeration(name)
        case .record(let record): record.isDeclared ? declared[record.name] ?? record.name : element(record.name)
        case .list(let record): "[\(element(record.name))]"
        case .peer: "EnginePeer"
        case .peerId: "EnginePeer.Id"
        }
    }

    /// A list element's type: `BlockedUsersData.BlockedPeer`.
    func element(_ name: String) -> String { "\(names.data).\(name)" }

    private func enumeration(_ name: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return "\(names.state).\(name)" }
        let owner = name[..<dot]
        let rest = name[name.index(after: dot)...]
        switch owner {
        case "Data": return "\(names.data).\(rest)"
        case "Parameters": return "\(names.parameters).\(rest)"
        default: return "\(names.data).\(name)"
        }
    }
}
