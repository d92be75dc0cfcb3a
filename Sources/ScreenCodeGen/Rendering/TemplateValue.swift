import Mustache

/// A value of the template context as a template sees it: text, a flag, a number, a list or an object with keys.
///
/// The context types answer lookups with these values (`TemplateObject.value(forKey:)`), so rendering needs neither
/// a conversion of the context into dictionaries nor dynamic casts.
public enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case integer(Int)
    case list([TemplateValue])
    indirect case object(any TemplateObject)

    public init(_ text: String) { self = .text(text) }
    public init(_ flag: Bool) { self = .flag(flag) }
    public init(_ integer: Int) { self = .integer(integer) }
    public init(_ texts: [String]) { self = .list(texts.map(TemplateValue.text)) }
    public init(_ object: some TemplateObject) { self = .object(object) }
    public init(_ objects: [some TemplateObject]) { self = .list(objects.map { .object($0) }) }

    /// The value as swift-mustache expects it (`String`, `Bool`, `Int`, `[Any]` or a `MustacheParent`).
    var mustacheValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .integer(let integer): integer
        case .list(let items): items.map(\.mustacheValue)
        case .object(let object): object
        }
    }
}

/// A context value with named keys (a Mustache "hash").
///
/// The conformance to `MustacheParent` comes with it, so the same lookups serve swift-mustache for custom templates.
public protocol TemplateObject: MustacheParent, Sendable {
    /// The value for `key`, or nil when the object has no such key.
    func value(forKey key: String) -> TemplateValue?
    /// The value for one of the built-in context's keys; by default, `value(forKey: key.rawValue)`.
    func value(for key: TemplateKey) -> TemplateValue?
}

extension TemplateObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        value(forKey: key.rawValue)
    }

    public func child(named name: String) -> Any? {
        // In a render swift-mustache does for screenc, each lookup takes steps of the render's limit.
        if let limit = RenderLimit.current, !limit.step(RenderLimit.stepsPerLookup) { return nil }
        return value(forKey: name)?.mustacheValue
    }
}

/// A type of the built-in template context: it answers `value(for:)` with a `switch` over its keys (which are exactly
/// its `Encodable` keys — a test keeps the two equal), and string lookups go through `TemplateKey`.
public protocol ScreenContextObject: TemplateObject {}

extension ScreenContextObject {
    public func value(forKey key: String) -> TemplateValue? {
        TemplateKey(rawValue: key).flatMap { value(for: $0) }
    }
}
