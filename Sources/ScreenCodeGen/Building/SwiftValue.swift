/// A piece of generated Swift whose structure the layout needs: a call (`head(label: value, …)`), an array
/// literal, a closure, or atomic text. Rendered on one line when it fits, otherwise broken the way `swift format`
/// breaks it with the repository's `.swift-format`: one element per line, one level deeper, closing bracket on its own
/// line; a labelled atom that does not fit moves to the next line; a closure's body moves to a line of its own.
enum SwiftValue: Equatable {
    /// Text that is never broken (names, literals, operators).
    case atom(String)
    /// `head(label: value, …)`; an empty label means an unlabelled argument.
    indirect case call(String, [Element])
    /// `[a, b]`
    indirect case array([SwiftValue])
    /// `{ parameters in body }`, or `{ body }` when `parameters` is empty.
    indirect case closure(parameters: String, body: SwiftValue)
    /// `{ … }` (or `{ parameters in … }`) with a body of several statements: always laid out one line each, one level
    /// deeper than the line the closure starts on. A line may begin with spaces (a statement nested in a block of the
    /// body). Its `singleLine` only summarizes it (the lines joined by spaces): it is never written on one line.
    case block([String], parameters: String = "")

    /// A call argument or array element.
    struct Element: Equatable {
        var label: String
        var value: SwiftValue

        init(_ label: String, _ value: SwiftValue) {
            self.label = label
            self.value = value
        }

        var singleLine: String { label.isEmpty ? value.singleLine : "\(label): \(value.singleLine)" }

        /// The width of `singleLine`, without building it.
        var width: Int { label.isEmpty ? value.width : SwiftLayout.width(label) + 2 + value.width }
    }

    /// The value on one line.
    var singleLine: String {
        switch self {
        case .atom(let text): text
        case .call(let head, let elements): "\(head)(\(elements.map(\.singleLine).joined(separator: ", ")))"
        case .array(let values): "[\(values.map(\.singleLine).joined(separator: ", "))]"
        case .closure(let parameters, let body):
            parameters.isEmpty ? "{ \(body.singleLine) }" : "{ \(parameters) in \(body.singleLine) }"
        case .block(let lines, let parameters):
            (parameters.isEmpty ? "{ " : "{ \(parameters) in ") + lines.map { $0.drop { $0 == " " } }.joined(separator: " ")
                + " }"
        }
    }

    /// The width of `singleLine` in columns, without building it: the parts are joined by ASCII punctuation, and no
    /// part starts with a combining character, so the widths add up.
    var width: Int {
        switch self {
        case .atom(let text):
            return SwiftLayout.width(text)
        case .call(let head, let elements):
            return elements.reduce(SwiftLayout.width(head) + 2 + max(0, elements.count - 1) * 2) { $0 + $1.width }
        case .array(let values):
            return values.reduce(2 + max(0, values.count - 1) * 2) { $0 + $1.width }
        case .closure(let parameters, let body):
            return (parameters.isEmpty ? 4 : SwiftLayout.width(parameters) + 8) + body.width
        case .block:
            // Never on one line.
            return SwiftLayout.lineLength + 1
        }
    }

    /// The value laid out starting at `column` on a line indented by `indent`, followed by `trailing` characters
    /// (a comma, a closing parenthesis).
    func layout(column: Int, indent: Int, trailing: Int) -> String {
        if column + width + trailing <= SwiftLayout.lineLength { return singleLine }
        let inner = indent + SwiftLayout.indentWidth
        let pad = String(repeating: " ", count: inner)
        switch self {
        case .atom(let text):
            return text
        case .call(let head, let elements):
            guard !elements.isEmpty else { return singleLine }
            let lines = elements.enumerated().map { index, element in
                pad + Self.element(element, indent: inner, trailing: index == elements.count - 1 ? 0 : 1)
            }
            return "\(head)(\n\(lines.joined(separator: ",\n"))\n\(String(repeating: " ", count: indent)))"
        case .array(let values):
            guard !values.isEmpty else { return singleLine }
            // swift-format puts a trailing comma after the last element of a multi-line, multi-element literal.
            let trailingComma = values.count > 1
            let lines = values.map { pad + $0.layout(column: inner, indent: inner, trailing: 1) }
            return "[\n\(lines.joined(separator: ",\n"))\(trailingComma ? "," : "")\n\(String(repeating: " ", count: indent))]"
        case .closure(let parameters, let body):
            // The body moves to its own line, one level deeper; the parameters stay after the brace.
            let head = parameters.isEmpty ? "{" : "{ \(parameters) in"
            let laidOut = body.layout(column: inner, indent: inner, trailing: 0)
            return "\(head)\n\(pad)\(laidOut)\n\(String(repeating: " ", count: indent))}"
        case .block(let lines, let parameters):
            return (parameters.isEmpty ? "{\n" : "{ \(parameters) in\n") + lines.map { pad + $0 + "\n" }.joined() + String(repeating: " ", count: indent) + "}"
        }
    }

    /// One labelled element at the start of a line indented by `indent`.
    static func element(_ element: Element, indent: Int, trailing: Int) -> String {
        guard !element.label.isEmpty else {
            return element.value.layout(column: indent, indent: indent, trailing: trailing)
        }
        let head = element.label + ": "
        let headWidth = SwiftLayout.width(head)
        if case .atom(let text) = element.value {
            // An atom stays on the line when it fits; a long one goes to the next line, one level deeper.
            guard indent + headWidth + SwiftLayout.width(text) + trailing > SwiftLayout.lineLength else { return head + text }
            return element.label + ":\n" + String(repeating: " ", count: indent + SwiftLayout.indentWidth) + text
        }
        return head + element.value.layout(column: indent + headWidth, indent: indent, trailing: trailing)
    }
}
