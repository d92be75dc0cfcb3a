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
func screenWithRows(_ rows: String, state: String = "  on: true\n", name: String = "Demo") -> String {
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
            bind: on
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
