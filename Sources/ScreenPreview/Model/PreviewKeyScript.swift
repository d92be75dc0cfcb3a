/// Keys written as words, for `screenc preview --keys "down down space"` and for tests.
///
/// Words are separated by spaces: `up`, `down`, `left`, `right`, `home`, `end`, `pgup`/`pageup`, `pgdn`/`pagedown`,
/// `tab`, `shift-tab`/`backtab`, `enter`/`return`, `alt-enter`, `esc`/`escape`, `backspace`/`bs`, `delete`/`del`,
/// `space`, `ctrl-<letter>` (e.g. `ctrl-c`), any single character (`j`, `q`, `?`), and `"text"` in double quotes,
/// which types the text one character at a time (`\"` and `\\` inside).
public enum PreviewKeyScript {
    /// A word that is not a key, or an unterminated quote.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    static let names: [String: PreviewKey] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "tab": .tab,
        "shift-tab": .backTab, "backtab": .backTab, "enter": .enter, "return": .enter, "alt-enter": .altEnter,
        "esc": .escape, "escape": .escape, "backspace": .backspace, "bs": .backspace, "delete": .delete,
        "del": .delete, "space": .character(" "),
    ]

    /// The keys the script names, in order.
    public static func parse(_ script: String) throws(ParseError) -> [PreviewKey] {
        var keys: [PreviewKey] = []
        var rest = Substring(script)
        while let first = rest.first {
            if first == " " || first == "\t" || first == "\n" {
                rest.removeFirst()
                continue
            }
            if first == "\"" {
                rest.removeFirst()
                var closed = false
                while let character = rest.popFirst() {
                    if character == "\"" {
                        closed = true
                        break
                    }
                    if character == "\\", let escaped = rest.popFirst() {
                        keys.append(.character(escaped))
                    } else {
                        keys.append(.character(character))
                    }
                }
                guard closed else { throw ParseError(message: "unterminated \" in --keys") }
                continue
            }
            let word = rest.prefix { $0 != " " && $0 != "\t" && $0 != "\n" }
            rest = rest.dropFirst(word.count)
            keys.append(try key(String(word)))
        }
        return keys
    }

    private static func key(_ word: String) throws(ParseError) -> PreviewKey {
        if let named = names[word.lowercased()] { return named }
        if word.count == 1, let character = word.first { return .character(character) }
        let lower = word.lowercased()
        if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isLetter {
            return .control(letter)
        }
        let known = names.keys.sorted().joined(separator: ", ")
        throw ParseError(
            message: "unknown key `\(word)` in --keys; use \(known), ctrl-<letter>, a single character or \"text\"")
    }
}
