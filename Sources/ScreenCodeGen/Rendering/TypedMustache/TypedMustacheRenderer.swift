/// Renders `TypedMustacheTemplate`s against `TemplateValue`s with swift-mustache's semantics — the same context-stack
/// lookups, section rules, partial indentation and HTML escaping — but without `Any`, dynamic casts or a string per
/// token: output is appended to one buffer. Rendering a screen this way costs a fraction of swift-mustache's time
/// (see docs/Performance.md); a test renders every example screen both ways and compares the bytes.
///
/// A list or an object printed as text (`{{rows}}`) comes out as swift-mustache prints it, with `String(describing:)`
/// of the same value, so a template this renderer parses never needs swift-mustache.
struct TypedMustacheRenderer: Sendable {
    /// The parsed templates, flattened.
    private let program: TypedMustacheProgram

    /// Parses every template; throws `TypedMustacheUnsupported` (naming the template) when one uses syntax this
    /// renderer does not support.
    init(sources: [String: String]) throws(TypedMustacheUnsupported) {
        var templates: [String: TypedMustacheTemplate] = [:]
        for name in sources.keys.sorted() {
            do {
                templates[name] = try TypedMustacheTemplate(source: sources[name]!)
            } catch {
                throw TypedMustacheUnsupported(reason: error.reason, template: name)
            }
        }
        program = TypedMustacheProgram(templates)
    }

    /// Whether some tag of some template names `key` (as any component of a dotted name).
    func references(_ key: TemplateKey) -> Bool {
        program.names.contains { name in name.components.contains { $0.key == key } }
    }

    /// Renders the template `name` with `root` as the context; nil when there is no such template.
    func render(_ root: some TemplateObject, withTemplate name: String) throws(TemplateError) -> String? {
        try renderUTF8(root, withTemplate: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Renders the template `name` with `root` as the context into UTF-8; nil when there is no such template.
    /// Throws `TemplateError` when the render takes more than `steps` steps or writes more than `bytes` bytes
    /// (`RenderLimit`).
    func renderUTF8(
        _ root: some TemplateObject, withTemplate name: String, steps: Int = RenderLimit.defaultSteps,
        bytes: Int = RenderLimit.defaultBytes
    ) throws(TemplateError) -> [UInt8]? {
        guard let template = program.templateIndices[name] else { return nil }
        let output = RenderBuffer(capacity: 64 * 1024, limit: RenderLimit(steps: steps, bytes: bytes))
        var stack = ContextStack(root: .object(root))
        try render(program.templates[template], stack: &stack, indentation: nil, isHTML: true, into: output)
        return output.bytes
    }

    /// Renders a template or a section's body: the instructions in `range`.
    private func render(
        _ range: Range<Int>, stack: inout ContextStack, indentation: String?, isHTML: Bool,
        into output: RenderBuffer
    ) throws(TemplateError) {
        var isHTML = isHTML
        var index = range.lowerBound
        guard let indentation, !indentation.isEmpty else {
            while index < range.upperBound {
                index = try render(at: index, stack: &stack, indentation: indentation, isHTML: &isHTML, into: output)
            }
            return
        }
        // As swift-mustache: within an indented partial, a node's non-empty output is indented when what this
        // template has rendered so far ends with a newline.
        let start = output.count
        while index < range.upperBound {
            let nodeStart = output.count
            let afterNewline = nodeStart > start && output.endsWithLineFeedCharacter
            index = try render(at: index, stack: &stack, indentation: indentation, isHTML: &isHTML, into: output)
            if afterNewline && output.count > nodeStart {
                output.insert(indentation, at: nodeStart)
            }
        }
    }

    /// Renders the node at `index` (a section with its body) and returns the index of the next one.
    private func render(
        at index: Int, stack: inout ContextStack, indentation: String?, isHTML: inout Bool,
        into output: RenderBuffer
    ) throws(TemplateError) -> Int {
        guard output.limit.step() else { throw output.limit.error }
        // Each instruction writes at most one text of a template or one value, so the output stays within the limit
        // by at most that.
        guard output.count <= output.limit.bytes else { throw output.limit.sizeError }
        switch program.instructions[index] {
        case .text(let start, let end):
            program.bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        case .variable(let name, let escaped):
            guard let value = stack.lookUp(program.names[name]) else { break }
            let text: String
            switch value {
            case .text(let string): text = string
            case .flag(let flag): text = flag ? "true" : "false"
            case .integer(let integer): text = String(integer)
            // What swift-mustache prints for a list or an object: its Swift description.
            case .list, .object: text = String(describing: value.mustacheValue)
            }
            output.append(escaped && isHTML ? Self.htmlEscaped(text) : text)
        case .section(let name, let end, let inverted):
            let value = stack.lookUp(program.names[name])
            let body = index + 1..<end
            if inverted {
                try renderInverted(value, body, stack: &stack, indentation: indentation, isHTML: isHTML, into: output)
            } else {
                try renderSection(value, body, stack: &stack, indentation: indentation, isHTML: isHTML, into: output)
            }
            return end
        case .partial(let template, let partialIndentation):
            guard let template else { break }
            let nested = partialIndentation.map { (indentation ?? "") + program.indentations[$0] } ?? indentation
            // A partial starts as HTML, like every template, until its own pragma.
            try render(program.templates[template], stack: &stack, indentation: nested, isHTML: true, into: output)
        case .contentType(let html):
            isHTML = html
        }
        return index + 1
    }

    private func renderSection(
        _ value: TemplateValue?, _ body: Range<Int>, stack: inout ContextStack, indentation: String?,
        isHTML: Bool, into output: RenderBuffer
    ) throws(TemplateError) {
        switch value {
        case .none:
            return
        case .flag(let flag):
            if flag { try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: output) }
        case .list(let items):
            for item in items {
                stack.push(item)
                defer { stack.pop() }
                try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: output)
            }
        case .some(let value):
            stack.push(value)
            defer { stack.pop() }
            try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: output)
        }
    }

    private func renderInverted(
        _ value: TemplateValue?, _ body: Range<Int>, stack: inout ContextStack, indentation: String?,
        isHTML: Bool, into output: RenderBuffer
    ) throws(TemplateError) {
        switch value {
        case .none, .flag(false):
            try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: output)
        case .list(let items) where items.isEmpty:
            // swift-mustache pushes the empty list itself.
            stack.push(.list([]))
            defer { stack.pop() }
            try render(body, stack: &stack, indentation: indentation, isHTML: isHTML, into: output)
        default:
            return
        }
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
