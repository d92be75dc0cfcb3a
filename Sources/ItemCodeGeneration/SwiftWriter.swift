import Foundation
import ScreenDiagnostics

/// Lines of generated Swift, indented by four spaces per level.
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    /// The column width generated lines keep to (the repository's `swift format` line length).
    static let lineLength = 120

    /// Appends `line` at the current level (an empty line stays empty).
    mutating func line(_ line: String = "") {
        text += line.isEmpty ? "\n" : String(repeating: "    ", count: level) + line + "\n"
    }

    /// `opening`, the lines `body` writes one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// `opening` (`switch self {`), the cases `body` writes at the same level (as `swift format` indents them), then
    /// the closing brace.
    mutating func switchBlock(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        body(&self)
        line("}")
    }

    /// `case a, b, c: value` on one line when it fits; else the patterns wrapped with their continuation lines one
    /// level deeper, and a non-empty `value` on a line of its own one level deeper.
    mutating func caseLine(_ patterns: [String], _ value: String) {
        let single = "case " + patterns.joined(separator: ", ") + ":" + (value.isEmpty ? "" : " " + value)
        if level * 4 + single.count <= Self.lineLength {
            line(single)
            return
        }
        wrapped("case ", patterns, suffix: ":")
        if !value.isEmpty { indented { $0.line(value) } }
    }

    /// `prefix` and the `items` separated by commas, as many on a line as fit, continuation lines one level deeper,
    /// then `suffix`.
    mutating func wrapped(_ prefix: String, _ items: [String], suffix: String = "") {
        var current = prefix
        var first = true
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? suffix : ",")
            let width = Self.lineLength - (level + (first ? 0 : 1)) * 4
            if current != prefix && !current.isEmpty && current.count + 1 + piece.count > width {
                if first { line(current) } else { indented { $0.line(current) } }
                first = false
                current = ""
            }
            current += (current.isEmpty || current == prefix ? "" : " ") + piece
        }
        if first { line(current) } else { indented { $0.line(current) } }
    }

    /// The lines `body` writes, one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// A `///` doc comment, its words wrapped to the line length.
    mutating func doc(_ text: String) {
        let width = Self.lineLength - level * 4 - 4
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty && current.count + 1 + word.count > width {
                line("/// " + current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { line("/// " + current) }
    }

    /// `name(label: value, …)` on one line when it fits at the current level (with `prefix` before it and `suffix`
    /// after), else with the arguments on the following lines, as many as fit on each, and the closing parenthesis
    /// after the last (a declaration's on a line of its own, as `swift format` writes them).
    mutating func call(_ prefix: String, _ arguments: [String], suffix: String = "", isDeclaration: Bool = false) {
        let single = prefix + arguments.joined(separator: ", ") + ")" + suffix
        if level * 4 + single.count <= Self.lineLength {
            line(single)
            return
        }
        line(prefix)
        level += 1
        var lines: [String] = []
        var current = ""
        let width = Self.lineLength - level * 4
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? "" : ",")
            if !current.isEmpty && current.count + 1 + piece.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + piece
        }
        let closing = ")" + suffix
        if !isDeclaration && current.count + closing.count <= width {
            lines.append(current + closing)
            for text in lines { line(text) }
            level -= 1
        } else {
            lines.append(current)
            for text in lines { line(text) }
            level -= 1
            line(closing)
        }
    }

    /// A statement on one line when it fits; else an `if …` with a one-statement body as a block, and a statement
    /// ending in a call (`let x = f(a, b)`, `call.add(…)`) with the call's arguments broken over lines.
    mutating func statement(_ statement: String) {
        guard level * 4 + statement.count > Self.lineLength else { return line(statement) }
        if statement.hasPrefix("if "), statement.hasSuffix(" }"), let open = statement.range(of: " { ") {
            line(String(statement[..<open.lowerBound]) + " {")
            indented { $0.statement(String(statement[open.upperBound...].dropLast(2))) }
            line("}")
            return
        }
        // `let x = f(a, b) ?? fallback`: the call broken over lines, the fallback after its closing parenthesis.
        var body = Substring(statement)
        var suffix = ""
        if let coalescing = statement.range(of: ") ?? ", options: .backwards),
            !statement[coalescing.upperBound...].contains(where: { "()".contains($0) })
        {
            body = statement[..<statement.index(after: coalescing.lowerBound)]
            suffix = String(statement[statement.index(after: coalescing.lowerBound)...])
        }
        guard body.hasSuffix(")"), let open = body.firstIndex(of: "(") else { return line(statement) }
        let inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
        call(String(body[...open]), Self.topLevelArguments(inner), suffix: suffix)
    }

    /// `a, f(b, c), "d, e"` → `a`, `f(b, c)`, `"d, e"`: split at the commas outside brackets and string literals.
    static func topLevelArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments
    }

    /// A Swift string literal whose value is `value`.
    static func literal(_ value: String) -> String { SwiftStringLiteral.make(value) }

    /// `enabled` → `Enabled`.
    static func upperFirst(_ name: String) -> String { SwiftIdentifier.upperFirst(name) }

    /// `name`, in backticks when it is a Swift keyword (`default`).
    static func identifier(_ name: String) -> String {
        SwiftIdentifier.isKeyword(name) ? "`\(name)`" : name
    }
}
