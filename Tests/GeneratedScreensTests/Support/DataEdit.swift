import ScreenExpressions
import ScreenRuntime

/// One change the app makes to its data before the data signal emits: a field set, or a list edited in place.
/// Several edits may go into one emission (e.g. moves of several elements).
enum DataEdit: Sendable, CustomStringConvertible {
    /// A data field gets a new value (a whole list included).
    case set(String, to: ExpressionValue)
    /// An element is inserted into a list at `index` (`0...count`).
    case insert(ExpressionValue, into: String, at: Int)
    /// The element at `index` leaves a list.
    case remove(from: String, at: Int)
    /// The element at `from` moves so that it ends up at `to`.
    case move(in: String, from: Int, to: Int)
    /// A field of the element at `index` of a list gets a new value (its `id` too).
    case setElementField(String, ofElementAt: Int, in: String, to: ExpressionValue)

    /// Makes the edit in the runtime's state; throws when it does not fit the state (a harness bug).
    func apply(to state: inout ScreenState) throws {
        switch self {
        case .set(let field, let value): try state.set(field, to: value)
        case .insert(let element, let list, let index): try state.insertElement(element, into: list, at: index)
        case .remove(let list, let index): try state.removeElement(at: index, from: list)
        case .move(let list, let source, let destination):
            try state.moveElement(in: list, from: source, to: destination)
        case .setElementField(let field, let index, let list, let value):
            try state.setField(field, ofElementAt: index, in: list, to: value)
        }
    }

    var description: String {
        switch self {
        case .set(let field, let value): "\(field) = \(value)"
        case .insert(let element, let list, let index): "\(list).insert(\(element), at: \(index))"
        case .remove(let list, let index): "\(list).remove(at: \(index))"
        case .move(let list, let source, let destination): "\(list).move(\(source) → \(destination))"
        case .setElementField(let field, let index, let list, let value): "\(list)[\(index)].\(field) = \(value)"
        }
    }
}
