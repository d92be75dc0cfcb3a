import ScreenExpressions

/// Implementations of the app's declared functions (`functions:`), for rendering a screen as the app would — the
/// fidelity harness gives the same functions the generated code calls. Without one, a call shows the function's
/// `sample:`, or a placeholder naming the call (what the preview shows).
public final class AppFunctions: Sendable, Equatable {
    /// A function's value for its arguments' values, by label (`_` for an unlabelled one), in the order written.
    public typealias Implementation = @Sendable ([(label: String, value: ExpressionValue)]) -> ExpressionValue

    /// The implementations, by the name the screen file declares.
    public let implementations: [String: Implementation]

    public init(_ implementations: [String: Implementation]) {
        self.implementations = implementations
    }

    /// Two tables are the same table.
    public static func == (lhs: AppFunctions, rhs: AppFunctions) -> Bool { lhs === rhs }
}
