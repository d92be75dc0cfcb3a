/// The templates a run renders with, by name: the built-ins, with any the user supplies replacing them.
///
/// `screen` is the entry point; it includes the others as partials (`{{> state}}`).
public struct TemplateSet: Sendable, Equatable {
    /// Template name → Mustache source.
    public private(set) var sources: [String: String]

    public init(sources: [String: String]) {
        self.sources = sources
    }

    /// The templates compiled into screenc (their source of truth is the repository's `Templates/` folder).
    public static let builtin = TemplateSet(sources: BuiltinTemplates.sources)

    /// The name of the template rendering starts from.
    public static let entryPoint = "screen"

    /// Template names, sorted.
    public var names: [String] { sources.keys.sorted() }

    /// A set where `overrides` replace templates of the same name (and may add new partials).
    public func overriding(with overrides: [String: String]) -> TemplateSet {
        TemplateSet(sources: sources.merging(overrides) { _, override in override })
    }
}
