import ScreenDiagnostics

/// A node of a YAML document as screenc reads it: a scalar, a sequence or a mapping,
/// each with the span of source text it came from.
public struct YAMLNode: Sendable, Equatable {
    /// What kind of node this is and what it holds.
    public enum Content: Sendable, Equatable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    /// The node's content.
    public var content: Content
    /// Where the node is in the file, from its first to just after its last character.
    ///
    /// - The span starts at the node's first property (anchor or tag) if it has one.
    /// - Scalars end just after their last character (closing quote included); block scalars
    ///   (`|`, `>`) end after the last non-blank character, not after their trailing line breaks.
    /// - Flow collections end just after their closing `]` or `}`.
    /// - Block collections end where their last entry ends (libyaml would end them at the next
    ///   token, which can be lines further down, after comments and blank lines).
    /// - An empty value (`key:` with nothing after it) is an empty span just after the colon.
    /// - Lines and columns are 1-based; columns count Unicode scalars.
    public var span: SourceSpan

    public init(_ content: Content, span: SourceSpan) {
        self.content = content
        self.span = span
    }

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// Whether this node is a scalar whose value is `value` (whatever its style or tag).
    ///
    /// Cheaper than `scalar?.value == value`, which copies the scalar first. Keys are looked up by comparing them
    /// with every key of a mapping: their lengths, which a string holds, rule out most before their bytes are compared.
    @inlinable public func hasScalarValue(_ value: String) -> Bool {
        if case .scalar(let scalar) = content { return scalar.value.utf8.count == value.utf8.count && scalar.value == value }
        return false
    }

    /// This node's bit in a `KeyFilter` when it is a scalar key (0 otherwise), read without copying the scalar.
    @inlinable public var keyFilterBit: UInt64 {
        if case .scalar(let scalar) = content { return KeyFilter.bit(scalar.value) }
        return 0
    }

    /// The items, if this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The key-value pairs in source order, if this node is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A word for the node's kind, for messages: "a scalar", "a list", "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull ? "an empty value" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One entry of a mapping. Keys carry their own span so diagnostics can point at them.
public struct YAMLPair: Sendable, Equatable {
    /// The key node (a scalar in every valid screen file).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A scalar's text together with how it was written.
public struct YAMLScalar: Sendable, Equatable {
    /// How a scalar was written in the source.
    public enum Style: String, Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's value after YAML unescaping and folding.
    public var value: String
    /// How the scalar was written.
    public var style: Style
    /// The resolved tag, if the source had one (`tag:yaml.org,2002:str` for `!!str`, `!` for the non-specific tag).
    public var tag: String?

    public init(_ value: String, style: Style = .plain, tag: String? = nil) {
        self.value = value
        self.style = style
        self.tag = tag
    }

    /// Whether the scalar is a YAML null: an empty or `~`/`null` plain scalar without a tag.
    public var isNull: Bool {
        guard style == .plain, tag == nil else { return false }
        // Asked of nearly every value: the length rules out most scalars before any string comparison.
        switch value.utf8.count {
        case 0: return true
        case 1: return value == "~"
        case 4: return value == "null" || value == "Null" || value == "NULL"
        default: return false
        }
    }

    /// The scalar tags screenc understands; the reader reports any other tag.
    public static let understoodTags: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "!",
    ]

    /// Whether the scalar was written without quotes and without a tag, so YAML's implicit typing applies.
    public var isPlainUntagged: Bool { style == .plain && tag == nil }
}

/// The result of reading one file: the root node if the file had a document, and every problem found.
public struct YAMLDocument: Sendable, Equatable {
    /// The document's root node, or nil when the file could not be read or holds no document.
    public var root: YAMLNode?
    /// Problems found while reading, in source order.
    public var diagnostics: [Diagnostic]
    /// When reading stopped at a syntax error inside the root mapping (`root` is then nil): the pairs of that mapping
    /// read before the error — what can still be known of the file (its `screen:` name, so that other files' pushes
    /// to it are not reported as unknown). Empty otherwise.
    public var partialRootPairs: [YAMLPair] = []

    public init(root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
