import ScreenExpressions

/// A write a control bound to app data asks the app to make (through its `change` hook): the control itself
/// changes nothing, the app persists the value and its data signal emits it. `ScreenState.apply(_:)` performs the
/// write, as an app that accepts it would.
public struct DataChange: Sendable, Equatable, CustomStringConvertible {
    /// The field of a list element that is written.
    public struct ElementField: Sendable, Equatable {
        /// The element's `id`.
        public var id: ExpressionValue
        /// The element's field (`muted` for `bind: peer.muted`).
        public var field: String

        /// Creates an element field reference.
        public init(id: ExpressionValue, field: String) {
            self.id = id
            self.field = field
        }
    }

    /// The data field written; for an element field, the list it belongs to.
    public var field: String
    /// For a binding to a field of a repeated row's element: which element and which of its fields.
    public var element: ElementField?
    /// The value asked for.
    public var value: ExpressionValue

    /// Creates a change.
    public init(field: String, element: ElementField? = nil, value: ExpressionValue) {
        self.field = field
        self.element = element
        self.value = value
    }

    /// `autoplayGifs = false`, `blockedPeers[id: 2].muted = true`.
    public var description: String {
        guard let element else { return "\(field) = \(value)" }
        return "\(field)[id: \(element.id)].\(element.field) = \(value)"
    }
}
