/// The parsed templates of a `TypedMustacheRenderer`, flattened for rendering: every node of every template is an
/// `Instruction` in one array, and an instruction holds only integers — a text is a range of one byte array, names and
/// partial indentations are indices into tables. Walking a template therefore copies no strings or arrays: with
/// `TypedMustacheTemplate.Node`s, every node visited was copied (its strings and arrays retained, then released),
/// thousands of times per screen.
///
/// A section's body is the instructions that follow it, up to its `end`; a template is a range of instructions.
struct TypedMustacheProgram: Sendable {
    enum Instruction: Sendable {
        /// `bytes[start..<end]`
        case text(start: Int, end: Int)
        /// `{{name}}`: `names[name]`.
        case variable(name: Int, escaped: Bool)
        /// `{{#name}}` or `{{^name}}`: `names[name]`; the body is the following instructions up to `end`, exclusive.
        case section(name: Int, end: Int, inverted: Bool)
        /// `{{> name}}`: the template at `templates[template]` (nil when there is none: it renders nothing), with
        /// `indentations[indentation]` for a standalone tag.
        case partial(template: Int?, indentation: Int?)
        case contentType(isHTML: Bool)
    }

    private(set) var instructions: [Instruction] = []
    /// The text of every template, end to end.
    private(set) var bytes: [UInt8] = []
    private(set) var names: [TemplateName] = []
    private(set) var indentations: [String] = []
    /// Each template's instructions, by template index.
    private(set) var templates: [Range<Int>] = []
    /// Template indices by name.
    private(set) var templateIndices: [String: Int] = [:]

    init(_ parsed: [String: TypedMustacheTemplate]) {
        let names = parsed.keys.sorted()
        for (index, name) in names.enumerated() { templateIndices[name] = index }
        for name in names {
            let start = instructions.count
            append(parsed[name]!)
            templates.append(start..<instructions.count)
        }
    }

    private mutating func append(_ template: TypedMustacheTemplate) {
        for node in template.nodes {
            switch node {
            case .text(let text):
                let start = bytes.count
                bytes.append(contentsOf: text.utf8)
                instructions.append(.text(start: start, end: bytes.count))
            case .variable(let name, let escaped):
                names.append(name)
                instructions.append(.variable(name: names.count - 1, escaped: escaped))
            case .section(let name, let body, let inverted):
                names.append(name)
                let nameIndex = names.count - 1
                let position = instructions.count
                instructions.append(.contentType(isHTML: false))  // replaced below, once the body's end is known
                append(body)
                instructions[position] = .section(name: nameIndex, end: instructions.count, inverted: inverted)
            case .partial(let name, let indentation):
                let indentationIndex = indentation.map { indentation -> Int in
                    indentations.append(indentation)
                    return indentations.count - 1
                }
                instructions.append(.partial(template: templateIndices[name], indentation: indentationIndex))
            case .contentType(let isHTML):
                instructions.append(.contentType(isHTML: isHTML))
            }
        }
    }
}
