/// A Mustache template parsed for `TypedMustacheRenderer`: the part of Mustache that screenc's templates use, with
/// exactly swift-mustache's whitespace rules (standalone lines, partial indentation).
///
/// Supported: text, `{{name}}`, `{{{name}}}`, `{{&name}}`, dotted names and `{{.}}`, sections `{{#…}}`, inverted
/// sections `{{^…}}`, comments, partials `{{> name}}` and the `{{% CONTENT_TYPE: TEXT}}` / `HTML` pragma. Anything
/// else — transforms such as `{{uppercased(name)}}`, set delimiters, template inheritance, dynamic partials — makes
/// `init(source:)` throw `TypedMustacheUnsupported`, and the templates are then rendered by swift-mustache.
struct TypedMustacheTemplate: Sendable {
    enum Node: Sendable {
        case text(String)
        case variable(TemplateName, escaped: Bool)
        case section(TemplateName, TypedMustacheTemplate, inverted: Bool)
        /// `indentation` is set for a standalone partial tag: its leading whitespace.
        case partial(String, indentation: String?)
        case contentType(isHTML: Bool)
    }

    var nodes: [Node]

    init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// Parses `source`; throws `TypedMustacheUnsupported` for syntax outside the supported part or invalid syntax.
    init(source: String) throws(TypedMustacheUnsupported) {
        var parser = TypedMustacheParser(source)
        self = try parser.parse(sectionName: nil, newLine: true)
    }
}

/// A name in a tag: `.` (the current value), `name`, `a.b.c`, or `.a` (looked up in the current value only).
struct TemplateName: Sendable, Equatable {
    /// One dotted component, resolved to a built-in context key when it is one.
    struct Component: Sendable, Equatable {
        var name: String
        var key: TemplateKey?
        /// The key's position in `TemplateKey.allCases` (`ContextStack` remembers the root's values by it).
        var keyIndex: Int?

        init(_ name: String) {
            self.name = name
            key = TemplateKey(rawValue: name)
            keyIndex = key.flatMap { TemplateKey.allCases.firstIndex(of: $0) }
        }
    }

    /// The dotted components (empty for `.`).
    var components: [Component]
    /// Whether the first component is looked up in the current value only (a leading `.`), or `.` itself.
    var isAnchored: Bool

    init(_ text: String) {
        // As in swift-mustache: `.` is the current value; `split` drops empty components.
        isAnchored = text.first == "."
        components = text == "." ? [] : text.split(separator: ".").map { Component(String($0)) }
    }
}

/// Why a template cannot be rendered by `TypedMustacheRenderer`.
struct TypedMustacheUnsupported: Error, Sendable, Equatable {
    var reason: String
    /// The template, when known.
    var template: String?

    init(reason: String, template: String? = nil) {
        self.reason = reason
        self.template = template
    }
}
