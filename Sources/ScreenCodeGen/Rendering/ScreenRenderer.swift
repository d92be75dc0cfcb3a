import Mustache
import ScreenIR

/// A generated Swift file.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name (`DataAndStorage.swift`), relative to the output directory.
    public var name: String
    /// The file's contents in UTF-8: what `screenc compile` compares and writes. The renderer produces bytes, and
    /// keeping them spares validating them again as a `String` (a tenth of rendering).
    public var utf8: [UInt8]

    /// The file's contents.
    public var contents: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Array(newValue.utf8) }
    }

    public init(name: String, contents: String) {
        self.name = name
        self.utf8 = Array(contents.utf8)
    }

    public init(name: String, utf8: [UInt8]) {
        self.name = name
        self.utf8 = utf8
    }
}

/// A template that could not be parsed or is missing.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's name (`state` for `state.mustache`).
    public var template: String
    /// What is wrong, in words.
    public var message: String
    /// Where in the template parsing stopped (1-based), when it did not parse.
    public var line: Int?
    public var column: Int?
    public var description: String {
        guard let line, let column else { return "template `\(template)`: \(message)" }
        return "template `\(template)`:\(line):\(column): \(message)"
    }

    public init(template: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.template = template
        self.message = message
        self.line = line
        self.column = column
    }

    /// The error as a compiler prints it for the template's file: `path:line:column: error: message`.
    public func located(in path: String) -> String {
        "\(path):\(line ?? 1):\(column ?? 1): error: \(message)"
    }

    /// swift-mustache's parser error in the template `source`, in words and at its place.
    init(template: String, source: String, parserError: MustacheTemplate.ParserError) {
        let position = TemplateOutline.position(
            ofSwiftMustacheLine: parserError.context.lineNumber, column: parserError.context.columnNumber, in: source)
        self.init(
            template: template, message: Self.wording(parserError.error), line: position.line, column: position.column)
    }

    private static func wording(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "this `{{/…}}` does not close the section opened last: use the same name"
        case .unfinishedName?: "a tag is not finished: close it with `}}`"
        case .expectedSectionEnd?: "a section `{{#…}}` or `{{^…}}` is never closed: add its `{{/…}}`"
        case .invalidSetDelimiter?: "a set-delimiter tag `{{=<% %>=}}` is malformed"
        case .transformAppliedToInheritanceSection?: "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection?: "only `{{$…}}` blocks may appear inside `{{<…}}`"
        case .textInsideInheritSection?: "only `{{$…}}` blocks, not text, may appear inside `{{<…}}`"
        case .invalidConfigVariableSyntax?: "a `{{% … }}` configuration tag is malformed"
        case .unrecognisedConfigVariable?: "unknown `{{% … }}` configuration variable"
        case nil:
            // swift-mustache's reader says `overflow` when the text ends inside a tag.
            "\(error)" == "overflow" ? "the template ends inside a tag: close it with `}}`" : "does not parse: \(error)"
        }
    }
}

/// Renders screens to Swift through a `TemplateSet`.
///
/// Templates are Mustache, rendered with swift-mustache's semantics. When every template stays within the part of
/// Mustache that `TypedMustacheRenderer` supports (the built-in ones do), that renderer does the work: it gives the
/// same bytes several times faster, in time linear in the templates and the output. Otherwise — transforms,
/// inheritance, set delimiters in a custom template — swift-mustache parses and renders.
///
/// Custom templates are checked before either parser sees them (`TemplateCheck`): partials that include each other,
/// nesting deeper than the stack allows and partials that expand exponentially are errors at the tag responsible.
/// swift-mustache's parser measures the rest of the text at every tag, so its time grows with the square of a
/// template's length: a template it would parse is refused when that work passes `maxSwiftMustacheParseCost`.
public struct ScreenRenderer: Sendable {
    private let templates: TemplateSet
    /// swift-mustache's parse of the templates; only when the typed renderer cannot parse them (the built-in
    /// templates and most custom ones never reach swift-mustache).
    private let library: MustacheLibrary?
    private let typed: TypedMustacheRenderer?
    /// Whether some template reads a group's `rows`, so the context must hold them (see
    /// `TemplateContextBuilder.context(for:sourceFile:naming:module:includesRows:)`). Known when the typed renderer
    /// parsed the templates; assumed otherwise.
    private let readsRows: Bool

    /// The most work swift-mustache's parser may do on one template, counted as its comparisons with a delimiter
    /// times the template's length in Characters (`TemplateOutline.delimiterComparisons`): about a tenth of a second.
    /// A copy of every built-in template with a transform added stays far below it; a template of 2,500 tags in
    /// 50 KB reaches it.
    public static let maxSwiftMustacheParseCost = 250_000_000

    /// The built-in templates, parsed once per process: a process that compiles again (tests, a fuzzer, an editor
    /// integration) does not parse them again for every run.
    private static let builtinTyped = try? TypedMustacheRenderer(sources: TemplateSet.builtin.sources)

    /// Checks and parses every template; throws `TemplateError` for the first one that is refused or does not parse.
    public init(templates: TemplateSet = .builtin) throws {
        self.templates = templates
        if templates == .builtin {
            typed = Self.builtinTyped
            library = nil
        } else {
            try TemplateCheck.check(templates)
            do {
                typed = try TypedMustacheRenderer(sources: templates.sources)
                library = nil
            } catch {
                typed = nil
                library = try Self.library(templates, because: error)
            }
        }
        self.readsRows = typed?.references(.rows) ?? true
    }

    /// swift-mustache's parse of the templates, which `unsupported` says the typed renderer cannot parse (nil: for
    /// comparing the renderers in tests).
    private static func library(_ templates: TemplateSet, because unsupported: TypedMustacheUnsupported?) throws
        -> MustacheLibrary
    {
        var library = MustacheLibrary()
        for name in templates.names {
            let source = templates.sources[name]!
            let outline = TemplateOutline(source)
            let (cost, overflow) = outline.delimiterComparisons.multipliedReportingOverflow(by: outline.length)
            if overflow || cost > maxSwiftMustacheParseCost {
                let why = unsupported.map { " (\($0.template.map { "`\($0)`: " } ?? "")\($0.reason))" } ?? ""
                throw TemplateError(
                    template: name,
                    message: "too long for swift-mustache, which parses it in time that grows with the square of its "
                        + "length (\(outline.length) characters), and is "
                        + "needed because a template uses what screenc's own renderer does not support\(why): split "
                        + "it into partials, or do without that",
                    line: 1, column: 1)
            }
            do {
                try library.register(source, named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw TemplateError(template: name, source: source, parserError: error)
            } catch {
                throw TemplateError(template: name, message: "does not parse: \(error)")
            }
        }
        guard library.getTemplate(named: TemplateSet.entryPoint) != nil else {
            throw TemplateError(template: TemplateSet.entryPoint, message: "missing: rendering starts from it")
        }
        return library
    }

    /// Whether the fast typed renderer handles these templates (else swift-mustache renders every screen).
    public var usesTypedRenderer: Bool { typed != nil }

    /// The Swift file for one screen (which must have passed validation without errors), its generated names
    /// affixed with `naming`, compiled into `module` (which it does not import; nil when not known), passing the
    /// parameters of the screens it pushes in `pushedParameterOrder` (see
    /// `TemplateContextBuilder.context(for:sourceFile:naming:module:includesRows:pushedParameterOrder:)`).
    public func render(
        _ screen: Screen, sourceFile: String, naming: NameAffixes = .none, module: String? = nil,
        pushedParameterOrder: [String: [String]] = [:]
    ) throws -> GeneratedFile {
        let context = TemplateContextBuilder.context(
            for: screen, sourceFile: sourceFile, naming: naming, module: module, includesRows: readsRows,
            pushedParameterOrder: pushedParameterOrder)
        return GeneratedFile(name: context.names.fileName, utf8: try renderUTF8(context))
    }

    /// Renders a prepared context.
    public func render(_ context: ScreenTemplateContext) throws -> String {
        String(decoding: try renderUTF8(context), as: UTF8.self)
    }

    /// Renders a prepared context into UTF-8, in at most `steps` steps and, with the typed renderer, `bytes` bytes
    /// (`RenderLimit`), with long doc comment lines wrapped (`DocCommentWrapping`).
    func renderUTF8(
        _ context: ScreenTemplateContext, steps: Int = RenderLimit.defaultSteps, bytes: Int = RenderLimit.defaultBytes
    ) throws -> [UInt8] {
        if let typed {
            guard
                let output = try typed.renderUTF8(
                    context, withTemplate: TemplateSet.entryPoint, steps: steps, bytes: bytes)
            else {
                throw TemplateError(template: TemplateSet.entryPoint, message: "missing: rendering starts from it")
            }
            return DocCommentWrapping.wrap(output)
        }
        return DocCommentWrapping.wrap(Array(try renderWithSwiftMustache(context, steps: steps).utf8))
    }

    /// Renders a prepared context with swift-mustache, whatever the templates (for tests comparing the renderers);
    /// long doc comment lines are not wrapped yet (`renderUTF8` does it after either renderer).
    public func renderWithSwiftMustache(_ context: ScreenTemplateContext) throws -> String {
        try renderWithSwiftMustache(context, steps: RenderLimit.defaultSteps)
    }

    /// Renders with swift-mustache in at most `steps` lookups (`RenderLimit`).
    func renderWithSwiftMustache(_ context: ScreenTemplateContext, steps: Int) throws -> String {
        let library = try self.library ?? Self.library(templates, because: nil)
        let limit = RenderLimit(steps: steps)
        let output = RenderLimit.$current.withValue(limit) {
            library.render(context, withTemplate: TemplateSet.entryPoint)
        }
        if limit.isExceeded { throw limit.error }
        guard let output else { throw TemplateError(template: TemplateSet.entryPoint, message: "missing") }
        return output
    }
}
