import CYAML
import ScreenDiagnostics

/// One libyaml event, copied into Swift values so no libyaml memory outlives the call that made it.
struct YAMLEvent {
    enum Kind {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        case alias(anchor: String)
        /// `portability`: what `ScalarPortability` finds in a plain scalar without tag or anchor (nil for others).
        case scalar(
            value: String, style: YAMLScalar.Style, properties: NodeProperties, portability: ScalarPortability.Findings?)
        case sequenceStart(properties: NodeProperties, flow: Bool)
        case sequenceEnd
        case mappingStart(properties: NodeProperties, flow: Bool)
        case mappingEnd
    }

    /// The anchor and tag written before a node, as libyaml resolved them.
    struct NodeProperties {
        var anchor: String?
        var tag: String?

        /// Whether the node has an anchor or a tag (most have neither).
        var isPresent: Bool { anchor != nil || tag != nil }
    }

    var kind: Kind
    /// libyaml's start mark, converted to 1-based.
    var start: SourcePosition
    /// libyaml's end mark, converted to 1-based.
    var end: SourcePosition
}

/// What libyaml reported when it gave up.
struct LibYAMLFailure {
    enum Kind {
        /// The reader rejected a character; only a byte offset is known.
        case reader(offset: Int, value: Int32)
        /// The scanner or parser found a syntax error at a mark.
        case syntax(problemMark: SourcePosition, contextMark: SourcePosition?)
        /// libyaml ran out of memory (or failed in a way it does not describe).
        case other
    }

    var kind: Kind
    var problem: String
    var context: String?
}

/// Owns a libyaml parser for the duration of `withReader` and turns its events into `YAMLEvent`s.
///
/// The parser and every event are always released: events are deleted right after they are
/// copied and the parser is deleted when `withReader` returns.
struct LibYAMLEventReader {
    /// What the parser produced next.
    enum Step {
        case event(YAMLEvent)
        case failure(LibYAMLFailure)
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private var failed = false
    /// Whether the input holds a tab or a `?` at all, so that plain scalars are searched for them.
    private let mayHoldTabOrQuestionMark: Bool

    private init(parser: UnsafeMutablePointer<yaml_parser_t>, mayHoldTabOrQuestionMark: Bool) {
        self.parser = parser
        self.mayHoldTabOrQuestionMark = mayHoldTabOrQuestionMark
    }

    /// Runs `body` with a reader over `bytes`; returns nil if libyaml could not be initialised.
    static func withReader<Result>(
        over bytes: [UInt8],
        _ body: (inout LibYAMLEventReader) -> Result
    ) -> Result? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else { return nil }
        defer { yaml_parser_delete(parser) }
        // libyaml reads from the buffer lazily, so it must stay alive while `body` runs, which
        // `withUnsafeBufferPointer` guarantees. libyaml asserts a non-null pointer even for
        // empty input, so an empty file gets a one-byte buffer of which it reads nothing.
        let input = bytes.isEmpty ? [0] : bytes
        return input.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(parser, buffer.baseAddress, bytes.count)
            var reader = LibYAMLEventReader(
                parser: parser, mayHoldTabOrQuestionMark: ScalarPortability.holdsTabOrQuestionMark(bytes))
            return body(&reader)
        }
    }

    /// The next event, or the failure that stopped libyaml. After a failure, keeps returning it.
    mutating func next() -> Step {
        guard !failed else { return .failure(failure()) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            failed = true
            return .failure(failure())
        }
        defer { yaml_event_delete(&event) }
        return .event(YAMLEvent(copying: event, mayHoldTabOrQuestionMark: mayHoldTabOrQuestionMark))
    }

    private func failure() -> LibYAMLFailure {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        let context = state.context.map { String(cString: $0) }
        switch state.error {
        case YAML_READER_ERROR:
            return LibYAMLFailure(
                kind: .reader(offset: state.problem_offset, value: state.problem_value),
                problem: problem,
                context: context
            )
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let problemMark = SourcePosition(libyaml: state.problem_mark)
            let contextMark = context == nil ? nil : SourcePosition(libyaml: state.context_mark)
            return LibYAMLFailure(kind: .syntax(problemMark: problemMark, contextMark: contextMark), problem: problem, context: context)
        case YAML_MEMORY_ERROR:
            return LibYAMLFailure(kind: .other, problem: "libyaml ran out of memory", context: nil)
        default:
            return LibYAMLFailure(kind: .other, problem: problem, context: context)
        }
    }
}

extension SourcePosition {
    /// Converts a libyaml mark (0-based line and column, counted in characters) to 1-based.
    init(libyaml mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}

extension YAMLEvent {
    /// Copies everything screenc needs out of a libyaml event, and checks a plain scalar's portability on libyaml's
    /// bytes (before they are a string, which checking would retain: an atomic operation, on every scalar).
    init(copying event: yaml_event_t, mayHoldTabOrQuestionMark: Bool) {
        start = SourcePosition(libyaml: event.start_mark)
        end = SourcePosition(libyaml: event.end_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd
        case YAML_ALIAS_EVENT:
            kind = .alias(anchor: Self.string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
            let style = Self.style(data.style)
            let properties = NodeProperties(anchor: Self.string(data.anchor), tag: Self.string(data.tag))
            kind = .scalar(
                value: String(decoding: bytes, as: UTF8.self),
                style: style,
                properties: properties,
                portability: style == .plain && properties.tag == nil
                    ? ScalarPortability.findings(utf8: bytes, mayHoldTabOrQuestionMark: mayHoldTabOrQuestionMark) : nil
            )
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            kind = .sequenceStart(
                properties: NodeProperties(anchor: Self.string(data.anchor), tag: Self.string(data.tag)),
                flow: data.style == YAML_FLOW_SEQUENCE_STYLE
            )
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            kind = .mappingStart(
                properties: NodeProperties(anchor: Self.string(data.anchor), tag: Self.string(data.tag)),
                flow: data.style == YAML_FLOW_MAPPING_STYLE
            )
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        default:
            // YAML_STREAM_END_EVENT, and YAML_NO_EVENT which libyaml only returns after the end.
            kind = .streamEnd
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
