/// Renders `TypedMustacheTemplate`s against `TemplateValue`s with swift-mustache's semantics — the same context-stack
/// lookups, section rules, partial indentation and HTML escaping — but without `Any`, dynamic casts or a string per
/// token: output is appended to one buffer. Rendering a screen this way costs a fraction of swift-mustache's time
/// (see docs/Performance.md); a test renders every example screen both ways and compares the bytes.
///
/// Values swift-mustache would print with `String(describing:)` in a form this renderer cannot reproduce (a list or
/// an object in `{{name}}`) make `render` throw `TypedMustacheUnsupported`; the caller then uses swift-mustache.
struct TypedMustacheRenderer: Sendable {
    /// Parsed templates by name.
    let templates: [String: TypedMustacheTemplate]

    /// Parses every template; throws `TypedMustacheUnsupported` when one uses syntax this renderer does not support.
    init(sources: [String: String]) throws(TypedMustacheUnsupported) {
        var templates: [String: TypedMustacheTemplate] = [:]
        for (name, source) in sources {
            templates[name] = try TypedMustacheTemplate(source: source)
        }
        self.templates = templates
    }

    /// Renders the template `name` with `root` as the context; nil when there is no such template.
    func render(_ root: some TemplateObject, withTemplate name: String) throws(TypedMustacheUnsupported) -> String? {
        guard let template = templates[name] else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(64 * 1024)
        var stack = ContextStack(root: .object(root))
        try render(template, stack: &stack, indentation: nil, isHTML: true, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func render(
        _ template: TypedMustacheTemplate, stack: inout ContextStack, indentation: String?, isHTML: Bool,
        into output: inout [UInt8]
    ) throws(TypedMustacheUnsupported) {
        var isHTML = isHTML
        guard let indentation, !indentation.isEmpty else {
            for node in template.nodes {
                try render(node, stack: &stack, indentation: indentation, isHTML: &isHTML, into: &output)
            }
            return
        }
        // As swift-mustache: within an indented partial, a node's non-empty output is indented when what this
        // template has rendered so far ends with a newline.
        let start = output.count
        for node in template.nodes {
            let nodeStart = output.count
            let afterNewline = nodeStart > start && Self.endsWithLineFeedCharacter(output)
            try render(node, stack: &stack, indentation: indentation, isHTML: &isHTML, into: &output)
            if afterNewline && output.count > nodeStart {
                output.insert(contentsOf: indentation.utf8, at: nodeStart)
            }
        }
    }

    private func render(
        _ node: TypedMustacheTemplate.Node, stack: inout ContextStack, indentation: String?, isHTML: inout Bool,
        into output: inout [UInt8]
    ) throws(TypedMustacheUnsupported) {
        switch node {
        case .text(let text):
            output.append(contentsOf: text.utf8)
        case .variable(let name, let escaped):
            guard let value = stack.lookUp(name) else { return }
            let text: String
            switch value {
            case .text(let string): text = string
            case .flag(let flag): text = flag ? "true" : "false"
            case .integer(let integer): text = String(integer)
            case .list, .object: throw TypedMustacheUnsupported(reason: "a list or object printed as text")
            }
            output.append(contentsOf: (escaped && isHTML ? Self.htmlEscaped(text) : text).utf8)
        case .section(let name, let body, let inverted):
            let value = stack.lookUp(name)
            if inverted {
                try renderInverted(value, body, stack: &stack, indentation: indentation, isHTML: isHTML, into: &output)
            } else {
                try renderSection(value, body, stack: &stack, indentation: indentation, isHTML: isHTML, into: &output)
            }
        case .partial(let name, let partialIndentation):
            guard let partial = templates[name] else { return }
            let nested = partialIndentation.map { (indentation ?? "") + $0 } ?? indentation
            // A partial starts as HTML, like every template, until its own pragma.
            try render(partial, stack: &stack, indentation: nested, isHTML: true, into: &output)
        case .contentType(let html):
            isHTML = html
        }
    }

    private func renderSection(
        _ value: TemplateValue?, _ body: TypedMustacheTemplate, stack: inout ContextStack, indentation: String?,
        isHTML: Bool, into output: inout [UInt8]
    ) throws(TypedMustacheUnsupported) {
        switch value {
        case .none:
            return
        case .flag(let flag):
            if flag { try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: &output) }
        case .list(let items):
            for item in items {
                stack.push(item)
                defer { stack.pop() }
                try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: &output)
            }
        case .some(let value):
            stack.push(value)
            defer { stack.pop() }
            try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: &output)
        }
    }

    private func renderInverted(
        _ value: TemplateValue?, _ body: TypedMustacheTemplate, stack: inout ContextStack, indentation: String?,
        isHTML: Bool, into output: inout [UInt8]
    ) throws(TypedMustacheUnsupported) {
        switch value {
        case .none, .flag(false):
            try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: &output)
        case .list(let items) where items.isEmpty:
            // swift-mustache pushes the empty list itself.
            stack.push(.list([]))
            defer { stack.pop() }
            try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: &output)
        default:
            return
        }
    }

    /// Whether the output's last `Character` is a line feed, as swift-mustache's `string.last == "\n"` tests: a line
    /// feed after a carriage return is part of a `\r\n` `Character`, which does not count.
    private static func endsWithLineFeedCharacter(_ output: [UInt8]) -> Bool {
        output.last == 0x0A && (output.count < 2 || output[output.count - 2] != 0x0D)
    }

    /// swift-mustache's HTML escaping, `Character` by `Character`.
    static func htmlEscaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
