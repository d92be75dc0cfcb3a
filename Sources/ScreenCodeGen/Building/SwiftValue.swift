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
    /// `base.member` (`presentationData.strings.Key(a, b).string`, `text.uppercased()`): when it does not fit, the
    /// member moves to a line of its own one level deeper if the base fits on its line, else the base is broken and
    /// the member follows its closing bracket (`).string`). (After an assignment's `=`, `TextChoice` writes the
    /// member at the base's own indentation, as `swift format` does there.)
    indirect case member(SwiftValue, String)
    /// `{ … }` (or `{ parameters in … }`) with a body of several statements: always laid out one line each, one level
    /// deeper than the line the closure starts on. A line may begin with spaces (a statement nested in a block of the
    /// body). Its `singleLine` only summarizes it (the lines joined by spaces): it is never written on one line.
    case block([String], parameters: String = "")
    /// `test ? then : otherwise` (an icon chosen by the state): on one line when it fits, else broken before `?` and
    /// `:` as `swift format` breaks it — each branch at the indentation of the test, a choice in `otherwise` one level
    /// deeper. A choice in `then` is parenthesized and kept on one line.
    indirect case ternary(String, SwiftValue, SwiftValue)

    /// A call argument or array element.
    struct Element: Equatable {
        var label: String
        var value: SwiftValue

        init(_ label: String, _ value: SwiftValue) {
            self.label = label
            self.value = value
        }

        var singleLine: String {
            guard !label.isEmpty else { return value.singleLine }
            var line = ""
            writeSingleLine(into: &line)
            return line
        }

        /// Appends `singleLine` to `line`.
        func writeSingleLine(into line: inout String) {
            if !label.isEmpty {
                line += label
                line += ": "
            }
            value.writeSingleLine(into: &line)
        }

        /// The width of `singleLine`, without building it.
        var width: Int { label.isEmpty ? value.width : SwiftLayout.width(label) + 2 + value.width }
    }

    /// The value on one line.
    var singleLine: String {
        if case .atom(let text) = self { return text }
        var line = ""
        writeSingleLine(into: &line)
        return line
    }

    /// Appends `singleLine` to `line`. A nested value is written into one buffer, part by part: building a string
    /// per part and joining them cost several times more (Swift allocates and copies for every concatenation).
    func writeSingleLine(into line: inout String) {
        switch self {
        case .atom(let text):
            line += text
        case .call(let head, let elements):
            line += head
            line += "("
            for index in elements.indices {
                if index > 0 { line += ", " }
                elements[index].writeSingleLine(into: &line)
            }
            line += ")"
        case .array(let values):
            line += "["
            for index in values.indices {
                if index > 0 { line += ", " }
                values[index].writeSingleLine(into: &line)
            }
            line += "]"
        case .closure(let parameters, let body):
            line += "{ "
            Self.writeParameters(parameters, into: &line)
            body.writeSingleLine(into: &line)
            line += " }"
        case .block(let lines, let parameters):
            line += "{ "
            Self.writeParameters(parameters, into: &line)
            for index in lines.indices {
                if index > 0 { line += " " }
                line += lines[index].drop { $0 == " " }
            }
            line += " }"
        case .member(let base, let member):
            base.writeSingleLine(into: &line)
            if !member.hasPrefix("?.") { line += "." }
            line += member
        case .ternary(let test, let then, let otherwise):
            line += test
            line += " ? "
            if case .ternary = then { line += "(" }
            then.writeSingleLine(into: &line)
            if case .ternary = then { line += ")" }
            line += " : "
            otherwise.writeSingleLine(into: &line)
        }
    }

    /// Whether the value holds a `block`, which is never written on one line (see `width`).
    var containsBlock: Bool {
        switch self {
        case .atom: false
        case .call(_, let elements): elements.contains { $0.value.containsBlock }
        case .array(let values): values.contains { $0.containsBlock }
        case .closure(_, let body), .member(let body, _): body.containsBlock
        case .block: true
        case .ternary(_, let then, let otherwise): then.containsBlock || otherwise.containsBlock
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
        case .member(let base, let member):
            return base.width + (member.hasPrefix("?.") ? 0 : 1) + SwiftLayout.width(member)
        case .ternary(let test, let then, let otherwise):
            let parentheses = if case .ternary = then { 2 } else { 0 }
            return SwiftLayout.width(test) + 6 + parentheses + then.width + otherwise.width
        }
    }

    /// The value laid out starting at `column` on a line indented by `indent`, followed by `trailing` characters
    /// (a comma, a closing parenthesis).
    func layout(column: Int, indent: Int, trailing: Int) -> String {
        if case .atom(let text) = self { return text }
        var text = ""
        writeLayout(into: &text, column: column, indent: indent, trailing: trailing)
        return text
    }

    /// Appends `layout(column:indent:trailing:)` to `text`.
    func writeLayout(into text: inout String, column: Int, indent: Int, trailing: Int) {
        if column + width + trailing <= SwiftLayout.lineLength {
            writeSingleLine(into: &text)
            return
        }
        let inner = indent + SwiftLayout.indentWidth
        switch self {
        case .atom(let atom):
            text += atom
        case .call(let head, let elements):
            guard !elements.isEmpty else { return writeSingleLine(into: &text) }
            text += head
            text += "(\n"
            for index in elements.indices {
                if index > 0 { text += ",\n" }
                Self.writeSpaces(inner, into: &text)
                Self.writeElement(
                    elements[index], into: &text, indent: inner, trailing: index == elements.count - 1 ? 0 : 1)
            }
            text += "\n"
            Self.writeSpaces(indent, into: &text)
            text += ")"
        case .array(let values):
            guard !values.isEmpty else { return writeSingleLine(into: &text) }
            text += "[\n"
            for index in values.indices {
                if index > 0 { text += ",\n" }
                Self.writeSpaces(inner, into: &text)
                values[index].writeLayout(into: &text, column: inner, indent: inner, trailing: 1)
            }
            // swift-format puts a trailing comma after the last element of a multi-line, multi-element literal.
            if values.count > 1 { text += "," }
            text += "\n"
            Self.writeSpaces(indent, into: &text)
            text += "]"
        case .closure(let parameters, let body):
            // The body moves to its own line, one level deeper; the parameters stay after the brace.
            Self.writeOpeningBrace(parameters: parameters, into: &text)
            Self.writeSpaces(inner, into: &text)
            body.writeLayout(into: &text, column: inner, indent: inner, trailing: 0)
            text += "\n"
            Self.writeSpaces(indent, into: &text)
            text += "}"
        case .block(let lines, let parameters):
            Self.writeOpeningBrace(parameters: parameters, into: &text)
            for line in lines {
                Self.writeSpaces(inner, into: &text)
                text += line
                text += "\n"
            }
            Self.writeSpaces(indent, into: &text)
            text += "}"
        case .member(let base, let member):
            if !base.containsBlock, column + base.width <= SwiftLayout.lineLength {
                base.writeSingleLine(into: &text)
                text += "\n"
                Self.writeSpaces(inner, into: &text)
            } else {
                base.writeLayout(into: &text, column: column, indent: indent, trailing: 0)
            }
            if !member.hasPrefix("?.") { text += "." }
            text += member
        case .ternary(let test, let then, let otherwise):
            // `?` and `:` line up with the test; a choice in `otherwise` is one level deeper.
            let base = column
            text += test
            text += "\n"
            Self.writeSpaces(base, into: &text)
            text += "? "
            if case .ternary = then {
                text += "("
                then.writeSingleLine(into: &text)
                text += ")"
            } else {
                then.writeLayout(into: &text, column: base + 2, indent: base, trailing: 0)
            }
            text += "\n"
            Self.writeSpaces(base, into: &text)
            text += ": "
            if case .ternary = otherwise {
                // Written after `: `, its own `?` and `:` at the next level (its fit measured from there).
                let nested = base + SwiftLayout.indentWidth
                otherwise.writeLayout(into: &text, column: nested, indent: nested, trailing: trailing)
            } else {
                otherwise.writeLayout(into: &text, column: base + 2, indent: base, trailing: trailing)
            }
        }
    }

    /// One labelled element at the start of a line indented by `indent`.
    static func element(_ element: Element, indent: Int, trailing: Int) -> String {
        var text = ""
        writeElement(element, into: &text, indent: indent, trailing: trailing)
        return text
    }

    /// Appends `element(_:indent:trailing:)` to `text`.
    static func writeElement(_ element: Element, into text: inout String, indent: Int, trailing: Int) {
        guard !element.label.isEmpty else {
            return element.value.writeLayout(into: &text, column: indent, indent: indent, trailing: trailing)
        }
        let headWidth = SwiftLayout.width(element.label) + 2
        text += element.label
        if case .atom(let atom) = element.value {
            // An atom stays on the line when it fits; a long one goes to the next line, one level deeper.
            let width = SwiftLayout.width(atom)
            guard indent + headWidth + width + trailing > SwiftLayout.lineLength else {
                text += ": "
                text += atom
                return
            }
            text += ":\n"
            let column = indent + SwiftLayout.indentWidth
            writeSpaces(column, into: &text)
            // Too long for a line of its own too: a qualified reference (a `tag:`) is broken as swift format does.
            if column + width + trailing > SwiftLayout.lineLength,
                let broken = LineBreaking.qualifiedReference(atom, column: column, trailing: trailing)
            {
                text += broken
            } else {
                text += atom
            }
            return
        }
        if case .ternary = element.value, indent + headWidth + element.value.width + trailing > SwiftLayout.lineLength {
            // A choice that does not fit after its label starts on the next line, one level deeper.
            text += ":\n"
            let column = indent + SwiftLayout.indentWidth
            writeSpaces(column, into: &text)
            return element.value.writeLayout(into: &text, column: column, indent: column, trailing: trailing)
        }
        text += ": "
        element.value.writeLayout(into: &text, column: indent + headWidth, indent: indent, trailing: trailing)
    }

    /// Appends the `{` that opens a multi-line closure, with its parameters (`{ value in`), and the line break.
    static func writeOpeningBrace(parameters: String, into text: inout String) {
        guard !parameters.isEmpty else { return text += "{\n" }
        text += "{ "
        text += parameters
        text += " in\n"
    }

    /// Appends a closure's parameters and `in` followed by a space (`value in `); nothing without parameters.
    static func writeParameters(_ parameters: String, into text: inout String) {
        guard !parameters.isEmpty else { return }
        text += parameters
        text += " in "
    }

    /// Appends `count` spaces.
    static func writeSpaces(_ count: Int, into text: inout String) {
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, spaces.utf8.count)
            text.append(contentsOf: spaces[..<spaces.utf8.index(spaces.utf8.startIndex, offsetBy: chunk)])
            remaining -= chunk
        }
    }

    private static let spaces = String(repeating: " ", count: 64)
}
