import ScreenDiagnostics
import ScreenExpressions

/// `set: { field: value, … }`: local state fields a row, navigation button or toolbar action writes when it is
/// activated — in one atomic update, every value evaluated on the state before the update (so
/// `set: { a: b, b: a }` swaps). With `action:` next to it, the hook is called after the state is written.
public struct StateUpdate: Sendable, Equatable {
    /// One `field: value` of the mapping.
    public struct Assignment: Sendable, Equatable {
        /// The local state field written, as the key was written.
        public var field: Located<String>
        /// The value: an expression of the field's type (`true`, `!editing`, `.socks5`, `nil`, `peer.id`).
        public var value: Expression

        public init(field: Located<String>, value: Expression) {
            self.field = field
            self.value = value
        }
    }

    /// The assignments, in the order written.
    public var assignments: [Assignment]
    /// The hook called after the state is written (`action:` next to `set:`); nil for `set:` alone.
    public var hook: HookReference?
    /// The whole `set:` mapping.
    public var span: SourceSpan

    public init(assignments: [Assignment], hook: HookReference? = nil, span: SourceSpan) {
        self.assignments = assignments
        self.hook = hook
        self.span = span
    }
}
