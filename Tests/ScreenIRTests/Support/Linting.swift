import ScreenDiagnostics
import ScreenIR

/// Reads files through the whole front end (reader, decoder, validator, project validator), as `screenc lint` does.
/// A U+FFFD in a text stands for the invalid UTF-8 byte 0xFF.
func lintFiles(_ files: [(path: String, text: String)]) -> [Diagnostic] {
    let results = files.map { ScreenReader.read(bytes(of: $0.text), file: $0.path) }
    let screens = results.compactMap(\.screen)
    return (results.flatMap(\.diagnostics) + ProjectValidator.validate(screens)).sorted()
}

/// A minimal valid screen whose `rows` the caller supplies (indented for the `rows:` list).
func screenWithRows(_ rows: String, state: String = "  'on': true\n", name: String = "Demo") -> String {
    """
    screen: \(name)
    title: Demo
    state:
    \(state)sections:
      - id: main
        rows:
          - id: toggle
            item: switch
            title: Toggle
            bind: 'on'
    \(rows)
    """
}

/// The UTF-8 bytes of `text`, with each U+FFFD replaced by the invalid byte 0xFF.
func bytes(of text: String) -> [UInt8] {
    var result: [UInt8] = []
    for scalar in text.unicodeScalars {
        if scalar == "\u{FFFD}" {
            result.append(0xFF)
        } else {
            result += Array(String(scalar).utf8)
        }
    }
    return result
}

/// One screen file read through the whole front end, with the markers of its text.
struct ReadScreen {
    let source: MarkedSource
    let screen: Screen?
    let diagnostics: [Diagnostic]

    /// Reads `marked` (a screen file with 1️⃣… markers) as `Screen.yaml`, linted alone.
    init(_ marked: String) {
        source = MarkedSource(marked)
        let result = ScreenReader.read(bytes(of: source.text), file: "Screen.yaml")
        screen = result.screen
        diagnostics = (result.diagnostics + ProjectValidator.validate(result.screen.map { [$0] } ?? [])).sorted()
    }

    /// Each diagnostic as `rule@marker` when it starts at a marker, else `rule@line:column`, in order.
    var located: [String] {
        diagnostics.map { diagnostic in
            let marker = MarkedSource.markers.first { source.positions[$0] == diagnostic.span.start }
            return "\(diagnostic.rule.rawValue)@\(marker ?? diagnostic.span.start.description)"
        }
    }

    /// The messages of the diagnostics, in order.
    var messages: [String] { diagnostics.map(\.message) }

    /// The one diagnostic of `rule` (nil when there is none or more than one).
    func only(_ rule: Rule) -> Diagnostic? {
        let matching = diagnostics.filter { $0.rule == rule }
        return matching.count == 1 ? matching[0] : nil
    }
}

/// A screen with `body` (top-level keys, at least `sections:`) after its name and title (none when `title` is nil).
func screen(_ body: String, name: String = "Demo", title: String? = "Demo") -> String {
    "screen: \(name)\n" + (title.map { "title: \($0)\n" } ?? "") + body
}
