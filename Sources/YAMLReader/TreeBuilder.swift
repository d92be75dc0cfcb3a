import ScreenDiagnostics

/// Assembles nodes from a stream of start/end/leaf events with an explicit stack, so nesting
/// never turns into recursion.
///
/// Mapping rules live here: duplicate keys (the first value wins), complex keys (the pair is
/// skipped), merge keys `<<` and alias keys (the pair is skipped).
///
/// Span conventions: a node starts at its first character, including an anchor or tag written
/// before it. Scalars and flow collections end where libyaml says (just after the last
/// character, closing quote or bracket). libyaml ends a block collection at the token that
/// follows it, often lines later, so block collections (and the bracket-less single-pair
/// mappings of `[a: 1]`) instead end where their last entry ends.
struct TreeBuilder {
    /// A collection whose end event has not arrived yet.
    private struct Frame {
        enum Kind { case sequence, mapping }
        enum PendingKey {
            /// The next node is a key.
            case none
            /// The next node is the value for this key.
            case key(YAMLNode)
            /// The next node is the value of a rejected pair and is dropped.
            case skipValue
        }

        var kind: Kind
        var flow: Bool
        var start: SourcePosition
        /// Where the last node attached to this collection (key or value, kept or not) ends.
        var lastEnd: SourcePosition
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: PendingKey = .none
        /// The index of each key in `pairs`, once the mapping has `keyIndexThreshold` pairs: screen mappings have a
        /// handful of keys, where a scan beats hashing every key, but a scan per key of a mapping with thousands
        /// would be quadratic.
        var keyIndex: [String: Int]?
        /// The keys of `pairs`, summarised: most keys are new, and the filter says so without a scan.
        var keyFilter = KeyFilter()

        static let keyIndexThreshold = 16
        /// The room a mapping's pairs get with its first pair.
        static let initialPairCapacity = 4

        /// The index in `pairs` of the pair whose key is the scalar `value`.
        mutating func indexOfKey(_ value: String) -> Int? {
            guard pairs.count >= Self.keyIndexThreshold else {
                guard keyFilter.mayContain(value) else { return nil }
                return pairs.firstIndex { $0.key.hasScalarValue(value) }
            }
            if keyIndex == nil {
                var index: [String: Int] = [:]
                index.reserveCapacity(pairs.count * 2)
                for (position, pair) in pairs.enumerated() {
                    if case .scalar(let scalar) = pair.key.content, index[scalar.value] == nil {
                        index[scalar.value] = position
                    }
                }
                keyIndex = index
            }
            return keyIndex?[value]
        }

        /// Adds an accepted pair.
        mutating func append(_ pair: consuming YAMLPair) {
            if keyIndex != nil, case .scalar(let scalar) = pair.key.content, keyIndex?[scalar.value] == nil {
                keyIndex?[scalar.value] = pairs.count
            }
            // Most mappings of a screen have two to four pairs: room for four at once spares growing the array
            // (allocate, move, free) one to three times each.
            if pairs.isEmpty { pairs.reserveCapacity(Self.initialPairCapacity) }
            pairs.append(pair)
        }

        /// Moves the pending key out of the frame (leaving `.none`), so that it is not copied.
        mutating func takePendingKey() -> PendingKey {
            var pending = PendingKey.none
            swap(&pending, &pendingKey)
            return pending
        }
    }

    let file: String
    /// `file`, interned once for every span the builder makes.
    let fileID: SourceFileID
    private let properties: PropertyCheck
    private var stack: [Frame] = []
    /// The finished root node, once the outermost node has ended.
    private(set) var root: YAMLNode?
    /// Problems found while building.
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, properties: PropertyCheck) {
        self.file = file
        self.fileID = SourceFileID(file)
        self.properties = properties
    }

    /// How many collections are open.
    var depth: Int { stack.count }

    /// Whether the next node is inside `[…]` or `{…}`.
    var inFlow: Bool {
        // Through the index, not `stack.last`: that copies the frame (retaining its arrays), on every scalar.
        stack.isEmpty ? false : stack[stack.count - 1].flow
    }

    /// Whether the next node is a mapping's key.
    var expectsKey: Bool {
        guard !stack.isEmpty, stack[stack.count - 1].kind == .mapping, case .none = stack[stack.count - 1].pendingKey
        else { return false }
        return true
    }

    /// The pairs of the outermost collection read so far, when it is a mapping that has not ended (reading stopped
    /// inside it).
    var openRootPairs: [YAMLPair] {
        guard let first = stack.first, first.kind == .mapping else { return [] }
        return first.pairs
    }

    /// Opens a sequence or mapping.
    mutating func begin(mapping: Bool, flow: Bool, at start: SourcePosition) {
        stack.append(Frame(kind: mapping ? .mapping : .sequence, flow: flow, start: start, lastEnd: start))
    }

    /// Closes the innermost collection; `eventStart..<eventEnd` is libyaml's end event.
    mutating func end(eventStart: SourcePosition, eventEnd: SourcePosition) {
        guard let frame = stack.popLast() else { return }
        // A flow collection's end event covers its `]` or `}`. The single-pair mappings of
        // `[a: 1, b]` have no closing bracket; their end event is empty and sits at the next
        // token, so they end with their value like block collections do.
        let closedByBracket = frame.flow && eventEnd > eventStart
        let endPosition = closedByBracket ? eventEnd : frame.lastEnd
        let span = SourceSpan(fileID: fileID, start: frame.start, end: endPosition)
        switch frame.kind {
        case .sequence:
            attach(YAMLNode(.sequence(frame.items), span: span), isAlias: false)
        case .mapping:
            attach(YAMLNode(.mapping(frame.pairs), span: span), isAlias: false)
        }
    }

    /// Adds a finished node (a scalar, an alias placeholder or a closed collection) to the
    /// innermost open collection, or makes it the root.
    ///
    /// Takes the node over: it is moved into its collection, never copied (a copy would retain
    /// every string and array in it).
    mutating func attach(_ node: consuming YAMLNode, isAlias: Bool) {
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        // Mutate the innermost frame in place: popping and pushing it would copy its arrays' references every time.
        let top = stack.count - 1
        stack[top].lastEnd = max(stack[top].lastEnd, node.span.end)
        switch stack[top].kind {
        case .sequence:
            stack[top].items.append(node)
        case .mapping:
            switch stack[top].takePendingKey() {
            case .none:
                if acceptKey(node, isAlias: isAlias, in: top) {
                    stack[top].pendingKey = .key(consume node)
                } else {
                    stack[top].pendingKey = .skipValue
                }
            case .key(let key):
                stack[top].append(YAMLPair(key: key, value: node))
            case .skipValue:
                break
            }
        }
    }

    /// Whether `key` may start a pair; reports why not otherwise.
    private mutating func acceptKey(_ key: borrowing YAMLNode, isAlias: Bool, in frameIndex: Int) -> Bool {
        if isAlias { return false }  // Already reported as an alias.
        guard case .scalar(let scalar) = key.content else {
            diagnostics.append(Diagnostic(
                .complexKey,
                "a mapping key must be a scalar, not \(key.kindDescription)",
                at: key.span,
                help: "use a plain word as the key"
            ))
            return false
        }
        if scalar.isPlainUntagged && scalar.value == "<<" {
            diagnostics.append(properties.mergeKeyDiagnostic(at: key.span))
            return false
        }
        defer { stack[frameIndex].keyFilter.insert(scalar.value) }
        if let firstIndex = stack[frameIndex].indexOfKey(scalar.value) {
            let first = stack[frameIndex].pairs[firstIndex].key.span
            diagnostics.append(Diagnostic(
                .duplicateKey,
                "duplicate key `\(scalar.value)` in this mapping",
                at: key.span,
                labels: [Diagnostic.Label(span: first, message: "first defined here")],
                notes: ["the first value is used and this one is ignored"],
                help: "remove one of the two entries"
            ))
            return false
        }
        return true
    }
}
