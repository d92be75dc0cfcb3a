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
    public var template: String
    public var message: String
    public var description: String { "template `\(template)`: \(message)" }

    public init(template: String, message: String) {
        self.template = template
        self.message = message
    }
}

/// Renders screens to Swift through a `TemplateSet`.
///
/// Templates are Mustache, rendered with swift-mustache's semantics. When every template stays within the part of
/// Mustache that `TypedMustacheRenderer` supports (the built-in ones do), that renderer does the work: it gives the
/// same bytes several times faster. Otherwise — transforms, inheritance, set delimiters in a custom template —
/// swift-mustache renders.
public struct ScreenRenderer: Sendable {
    private let templates: TemplateSet
    /// swift-mustache's parse of the templates; nil for the built-in templates, which the typed renderer renders (they
    /// parse — tests render every screen with both — and parsing them again costs more than rendering ten screens).
    private let library: MustacheLibrary?
    private let typed: TypedMustacheRenderer?

    /// Parses every template; throws `TemplateError` for the first one that does not parse.
    public init(templates: TemplateSet = .builtin) throws {
        self.templates = templates
        self.typed = try? TypedMustacheRenderer(sources: templates.sources)
        self.library = typed != nil && templates == .builtin ? nil : try Self.library(templates)
    }

    private static func library(_ templates: TemplateSet) throws -> MustacheLibrary {
        var library = MustacheLibrary()
        for name in templates.names {
            do {
                try library.register(templates.sources[name]!, named: name)
            } catch {
                throw TemplateError(template: name, message: "\(error)")
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
    /// affixed with `naming`.
    public func render(_ screen: Screen, sourceFile: String, naming: NameAffixes = .none) throws -> GeneratedFile {
        let context = TemplateContextBuilder.context(for: screen, sourceFile: sourceFile, naming: naming)
        return GeneratedFile(name: context.names.fileName, utf8: try renderUTF8(context))
    }

    /// Renders a prepared context.
    public func render(_ context: ScreenTemplateContext) throws -> String {
        String(decoding: try renderUTF8(context), as: UTF8.self)
    }

    /// Renders a prepared context into UTF-8.
    func renderUTF8(_ context: ScreenTemplateContext) throws -> [UInt8] {
        if let typed, let output = try? typed.renderUTF8(context, withTemplate: TemplateSet.entryPoint) {
            return output
        }
        return Array(try renderWithSwiftMustache(context).utf8)
    }

    /// Renders a prepared context with swift-mustache, whatever the templates (for tests comparing the renderers).
    public func renderWithSwiftMustache(_ context: ScreenTemplateContext) throws -> String {
        guard let output = try (library ?? Self.library(templates)).render(context, withTemplate: TemplateSet.entryPoint)
        else {
            throw TemplateError(template: TemplateSet.entryPoint, message: "missing")
        }
        return output
    }
}
