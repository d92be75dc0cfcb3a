/// The differences found while comparing what a generated controller shows with what the IR says it shows.
///
/// Comparison functions append one line per differing property (`scope field: generated …, IR …`), so a failure
/// lists every difference at once instead of stopping at the first.
struct Mismatches {
    /// One line per difference, in the order found.
    private(set) var lines: [String] = []
    /// Prefixed to every line (the row being compared).
    var scope: String = ""

    var isEmpty: Bool { lines.isEmpty }

    /// Records a difference that is not a simple value comparison.
    mutating func record(_ message: String) {
        lines.append(scope.isEmpty ? message : "\(scope) \(message)")
    }

    /// Compares any equatable property.
    mutating func check<Value: Equatable>(_ field: String, _ generated: Value, _ expected: Value) {
        check(field, generated, expected, by: ==)
    }

    /// `check` for a type the real module does not make `Equatable`, through a test-only comparison (the stubs'
    /// `@_spi(Stubs)` `==`).
    mutating func check<Value>(_ field: String, _ generated: Value, _ expected: Value, by equal: (Value, Value) -> Bool) {
        if !equal(generated, expected) {
            record("\(field): generated \(generated), IR \(expected)")
        }
    }

    /// Compares a string scalar by scalar (`String ==` would accept canonically equivalent strings).
    mutating func checkText(_ field: String, _ generated: String, _ expected: String) {
        if !generated.unicodeScalars.elementsEqual(expected.unicodeScalars) {
            record("\(field): generated \(visible(generated)), IR \(visible(expected))")
        }
    }

    /// Compares an optional string scalar by scalar.
    mutating func checkText(_ field: String, _ generated: String?, _ expected: String?) {
        switch (generated, expected) {
        case (nil, nil):
            break
        case (let generated?, let expected?):
            checkText(field, generated, expected)
        default:
            record("\(field): generated \(generated.map(visible) ?? "nil"), IR \(expected.map(visible) ?? "nil")")
        }
    }

    /// Runs `body` with `scope` set to `name`, restoring it afterwards.
    mutating func scoped(_ name: String, _ body: (inout Mismatches) -> Void) {
        let saved = scope
        scope = name
        body(&self)
        scope = saved
    }
}

/// `text` quoted, with every scalar that does not print as itself (controls, format characters such as bidi
/// overrides and zero-width spaces, separators other than the space) written as `\u{…}`, so that failure
/// messages show exactly which scalars differ.
func visible(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
