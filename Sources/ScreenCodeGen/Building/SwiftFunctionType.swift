/// A closure type, `(A, B) -> Void` or optional `((A, B) -> Void)?`, and its layouts where generated code declares
/// one: as a stored property and as an initializer parameter. Each layout is what `swift format` produces with the
/// repository's `.swift-format`, or (when the parameters do not fit on one line) a layout it leaves unchanged: one
/// parameter per line.
struct SwiftFunctionType: Equatable {
    /// The parameter types, in order.
    var parameters: [String]
    /// The result type.
    var result: String
    /// Whether the closure itself is optional (an optional hook).
    var isOptional: Bool

    /// `(A, B) -> Void`, without the optional's parentheses.
    let function: String
    /// The type on one line: `(A, B) -> Void` or `((A, B) -> Void)?`.
    let singleLine: String

    init(_ parameters: [String], result: String = "Void", isOptional: Bool = false) {
        self.parameters = parameters
        self.result = result
        self.isOptional = isOptional
        function = "(" + parameters.joined(separator: ", ") + ") -> " + result
        singleLine = isOptional ? "(" + function + ")?" : function
    }

    /// `name: type` as a stored property, starting at `column` (after `public var `) on a line indented by `indent`,
    /// with nothing after it.
    func property(_ name: String, column: Int, indent: Int) -> String {
        let head = name
        let single = "\(head): \(singleLine)"
        if column + SwiftLayout.width(single) <= SwiftLayout.lineLength { return single }
        let inner = indent + SwiftLayout.indentWidth
        if inner + SwiftLayout.width(singleLine) <= SwiftLayout.lineLength {
            return "\(head):\n\(Self.pad(inner))\(singleLine)"
        }
        guard isOptional else { return "\(head):\n\(Self.pad(inner))\(brokenFunction(indent: inner))" }
        let nested = inner + SwiftLayout.indentWidth
        return "\(head):\n\(Self.pad(inner))(\n\(Self.pad(nested))\(brokenFunction(indent: nested))\n\(Self.pad(inner)))?"
    }

    /// An initializer parameter at the start of a line indented by `indent`, followed by `trailing` characters (a
    /// comma): `name: @escaping (A) -> Void`, or for an optional closure `name: ((A) -> Void)? = nil`.
    func parameter(_ name: String, indent: Int, trailing: Int) -> String {
        let inner = indent + SwiftLayout.indentWidth
        guard isOptional else {
            let type = "@escaping " + function
            let single = "\(name): \(type)"
            if indent + SwiftLayout.width(single) + trailing <= SwiftLayout.lineLength { return single }
            if inner + SwiftLayout.width(type) + trailing <= SwiftLayout.lineLength {
                return "\(name):\n\(Self.pad(inner))\(type)"
            }
            return "\(name):\n\(Self.pad(inner))@escaping \(brokenFunction(indent: inner))"
        }
        let single = "\(name): \(singleLine) = nil"
        if indent + SwiftLayout.width(single) + trailing <= SwiftLayout.lineLength { return single }
        let body =
            inner + SwiftLayout.width(function) <= SwiftLayout.lineLength ? function : brokenFunction(indent: inner)
        return "\(name): (\n\(Self.pad(inner))\(body)\n\(Self.pad(indent)))? = nil"
    }

    /// `(\n  A,\n  B\n) -> Void` starting on a line indented by `indent`.
    private func brokenFunction(indent: Int) -> String {
        let parameterIndent = Self.pad(indent + SwiftLayout.indentWidth)
        let lines = parameters.map { parameterIndent + $0 }.joined(separator: ",\n")
        return "(\n\(lines)\n\(Self.pad(indent))) -> \(result)"
    }

    private static func pad(_ count: Int) -> String { String(repeating: " ", count: count) }
}
