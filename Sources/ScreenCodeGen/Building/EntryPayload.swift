import ScreenExpressions

/// A value an entry case carries because it depends on the state, the data or the parameters (a bound value, an
/// evaluated condition, an interpolated text), or a repeated row's index and element.
struct PayloadField {
    /// The associated value's label and the name it is bound to in `item(…)`: `isOn`.
    var name: String
    /// `Bool`, `String`.
    var type: String
    /// Swift that computes it in the entries function: `state.autoplay`.
    var value: String
    /// The same value as a call the entries function lays out over lines when it is long; nil for an atom.
    var layout: SwiftValue? = nil
}

/// The payload of an entry case under construction.
struct Payload {
    private(set) var fields: [PayloadField] = []
    /// Lines `item(…)` runs before creating the item (relative indentation only), and the local names they declare.
    private(set) var statements: [String] = []
    /// Names `item(presentationData:arguments:)` binds: its parameters are never shadowed by a payload value (a
    /// custom item's parameter labelled `arguments` is carried as `arguments2`).
    private var locals: Set<String> = ["presentationData", "arguments"]

    var isEmpty: Bool { fields.isEmpty }

    /// Reserves the name of a local of `item(…)`: `name`, or `name2` … if taken.
    mutating func reserveLocal(_ name: String) -> String {
        let unique = uniqueName(name)
        locals.insert(unique)
        return unique
    }

    /// The local holding `DataSizeStringFormatting` for `format: bytes` texts, once declared.
    var dataSizeFormatting: String?
    /// Names `item(…)` binds while computing a text — the values a `switch` case carries, an optional a text
    /// unwrapped with `if let` — with their types: read as they are, never carried.
    var bound: [String: ExpressionType] = [:]
    /// Whether the text is the body of a reusable text's function: everything it reads is a parameter, bound, and
    /// nothing is carried.
    var isFunctionBody = false

    /// The name of the value the case carries whose Swift is `value` (`state.count` → `count`), if any.
    func name(carrying value: String) -> String? {
        fields.first { $0.value == value }?.name
    }

    /// The column of the statements: 12 in `item(…)`'s `case`, 4 in a text's function (a reusable text's, a controller text's).
    var statementIndent: Int { isFunctionBody ? 4 : 12 }

    /// Adds lines `item(…)` runs before creating the item.
    mutating func addStatements(_ lines: [String]) {
        statements += lines
    }

    private func uniqueName(_ name: String) -> String {
        var unique = name
        var counter = 2
        while locals.contains(unique) || fields.contains(where: { $0.name == unique }) {
            unique = name + String(counter)
            counter += 1
        }
        return unique
    }

    /// Adds a value and returns the name `item(…)` reads it by: `name`, or `name2` … if `name` is taken (by a
    /// repeated row's element variable, say). A value the case already carries is not added twice: its name is
    /// returned.
    @discardableResult
    mutating func add(_ name: String, type: String, value: String, layout: SwiftValue? = nil) -> String {
        if let same = fields.first(where: { $0.value == value && $0.type == type }) { return same.name }
        let unique = uniqueName(name)
        fields.append(PayloadField(name: unique, type: type, value: value, layout: layout))
        return unique
    }
}

/// An initializer call under construction: arguments are added in the order of the real signature, optional
/// ones only when they differ from ItemListUI's defaults.
struct ItemCall {
    let callee: String
    private(set) var arguments: [SwiftValue.Element] = []

    init(_ callee: String) {
        self.callee = callee
    }

    mutating func add(_ label: String, _ value: String) {
        arguments.append(SwiftValue.Element(label, .atom(value)))
    }

    mutating func add(_ label: String, _ value: SwiftValue) {
        arguments.append(SwiftValue.Element(label, value))
    }

    /// Adds the argument only when `condition` holds.
    mutating func add(_ label: String, _ value: @autoclosure () -> String, if condition: Bool) {
        if condition { add(label, value()) }
    }

    /// The call with one argument per line, each laid out for a line indented by `indent`.
    func context(indent: Int) -> CallContext {
        var contexts: [ArgumentContext] = []
        contexts.reserveCapacity(arguments.count)
        for (index, element) in arguments.enumerated() {
            let isLast = index == arguments.count - 1
            let value = element.value.singleLine
            let trailing = isLast ? 0 : 1
            // The one-line value's width is its length when it is ASCII (as almost every argument is) and holds no
            // block (which never fits); otherwise the parts are measured.
            let valueWidth = element.value.containsBlock ? nil : SwiftLayout.asciiWidth(value)
            let width =
                valueWidth.map { element.label.isEmpty ? $0 : SwiftLayout.width(element.label) + 2 + $0 } ?? element.width
            // Most arguments fit on their line: the one-line value is then the line, built once.
            let fits = indent + width + trailing <= SwiftLayout.lineLength
            var line = ""
            if fits {
                // The one-line value itself, or `label: value` built in one allocation.
                line = element.label.isEmpty ? value : StringConcatenation.join(element.label, ": ", value)
            } else {
                SwiftValue.writeElement(element, into: &line, indent: indent, trailing: trailing)
            }
            contexts.append(ArgumentContext(label: element.label, value: value, line: line, isLast: isLast))
        }
        return CallContext(callee: callee, arguments: contexts)
    }
}
