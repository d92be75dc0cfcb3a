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

    /// A statement on one line when it fits, else — for `if …` with a one-statement body — as a block.
    mutating func statement(_ statement: String) {
        let width = level * 4 + statement.count
        guard width > Self.lineLength, statement.hasPrefix("if "), statement.hasSuffix(" }"),
            let open = statement.range(of: " { ")
        else { return line(statement) }
        line(String(statement[..<open.lowerBound]) + " {")
        indented { $0.line(String(statement[open.upperBound...].dropLast(2))) }
        line("}")
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
    /// after), else with the arguments on the following lines, as many as fit on each.
    mutating func call(_ prefix: String, _ arguments: [String], suffix: String = "") {
        let single = prefix + arguments.joined(separator: ", ") + ")" + suffix
        if level * 4 + single.count <= Self.lineLength {
            line(single)
            return
        }
        line(prefix)
        level += 1
        var current = ""
        let width = Self.lineLength - level * 4
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? "" : ",")
            if !current.isEmpty && current.count + 1 + piece.count > width {
                line(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + piece
        }
        line(current)
        level -= 1
        line(")" + suffix)
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
