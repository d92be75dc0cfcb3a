import Foundation

/// The top-level keys of a screenc YAML file, as far as the plugins need them to know a build's files before screenc
/// runs: whether a file is a declarations file (`declarations:` at the top level, without `screen:`), the paths under
/// a screen's or declarations file's `imports:`, and a configuration's `declarations:`.
///
/// Plugins cannot use screenc's YAML reader (they depend on no library target), so this reads the block style
/// screenc's files are written in: a key at the start of a line, its value a scalar or a flow list (`[a, b]`) on the
/// same line, or a block list (`- a`) on the lines below. A file written otherwise (a flow mapping at the top level)
/// is read as having no such key: screenc still reads it right, only a build may then miss a changed file or expect
/// an output that a declarations file does not have.
struct RootKeys {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The keys of `url`'s contents; nil when it cannot be read.
    init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(String(decoding: data, as: UTF8.self))
    }

    /// Whether the file is a declarations file rather than a screen.
    var isDeclarationsFile: Bool { line(of: "declarations") != nil && line(of: "screen") == nil }

    /// The values under the top-level `key`: one scalar, or the items of a list; empty without the key.
    func values(of key: String) -> [String] {
        guard let index = line(of: key) else { return [] }
        let rest = Self.withoutComment(lines[index].drop { $0 != ":" }.dropFirst())
        if rest.hasPrefix("[") {
            // A flow list, possibly over several lines.
            var text = String(rest.dropFirst())
            var next = index + 1
            while !text.contains("]"), next < lines.count {
                text += " " + Self.withoutComment(lines[next])
                next += 1
            }
            return text.prefix { $0 != "]" }.split(separator: ",").map(Self.unquoted).filter { !$0.isEmpty }
        }
        if !rest.isEmpty { return [Self.unquoted(rest)] }
        var items: [String] = []
        for line in lines[(index + 1)...] {
            let trimmed = Self.withoutComment(line)
            if trimmed.isEmpty { continue }
            guard line.first == " " || line.first == "-" else { break }
            guard trimmed.hasPrefix("- ") || trimmed == "-" else { break }
            items.append(Self.unquoted(trimmed.dropFirst()))
        }
        return items.filter { !$0.isEmpty }
    }

    /// The line where the top-level `key` is, written plain or quoted.
    private func line(of key: String) -> Int? {
        lines.firstIndex { line in
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where line.hasPrefix(spelling) {
                if line.dropFirst(spelling.count).drop(while: { $0 == " " }).first == ":" { return true }
            }
            return false
        }
    }

    /// A line without a trailing comment (` # …`) and surrounding spaces.
    private static func withoutComment(_ line: Substring) -> String {
        var text = line
        if let hash = text.range(of: " #") { text = text[..<hash.lowerBound] }
        if text.hasPrefix("#") { return "" }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A scalar without its quotes.
    private static func unquoted<S: StringProtocol>(_ value: S) -> String {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }
}
