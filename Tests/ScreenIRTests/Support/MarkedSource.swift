import ScreenDiagnostics

/// YAML text with emoji markers (1️⃣ 2️⃣ …) where diagnostics are expected, in the style of swift-format's tests.
///
/// The markers are removed before parsing; each marker's position (1-based line and column, in Unicode scalars
/// of the text without markers) is where a diagnostic must start.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers.
    let text: String
    /// Marker → position.
    let positions: [String: SourcePosition]

    init(_ marked: String) {
        var text = ""
        var positions: [String: SourcePosition] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while !rest.isEmpty {
            for marker in Self.markers where rest.hasPrefix(marker) {
                positions[marker] = SourcePosition(line: line, column: column)
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            let character = rest.removeFirst()
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.positions = positions
    }

    func position(_ marker: String) -> SourcePosition {
        guard let position = positions[marker] else { fatalError("marker \(marker) not in source") }
        return position
    }
}
