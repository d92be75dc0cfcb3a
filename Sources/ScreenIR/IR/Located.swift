import ScreenDiagnostics

/// A value together with the span of YAML it was read from.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var span: SourceSpan

    public init(_ value: Value, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
