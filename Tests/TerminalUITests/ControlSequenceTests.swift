import Testing

@testable import TerminalUI

@Suite struct ControlSequenceTests {
    @Test func cursorMovesCountFromOneAndKnowTheirLength() {
        for row in [0, 1, 8, 9, 10, 98, 99, 100, 998, 999, 12_345] {
            for column in [0, 9, 99, 199, 1000] {
                let sequence = ControlSequence.moveCursor(row: row, column: column)
                #expect(sequence == "\u{1B}[\(row + 1);\(column + 1)H")
                #expect(ControlSequence.moveCursorLength(row: row, column: column) == sequence.utf8.count)
            }
        }
    }

    @Test func everyStyleIsAResetThenItsAttributesThenItsColoursAndKnowsItsLength() {
        let colors: [Style.Color?] = [nil] + Style.Color.allCases
        for attributes in 0..<32 {
            for foreground in colors {
                for background in colors {
                    let style = Style(
                        foreground: foreground, background: background, bold: attributes & 1 != 0,
                        dim: attributes & 2 != 0, italic: attributes & 4 != 0, underline: attributes & 8 != 0,
                        inverse: attributes & 16 != 0)
                    var expected = "\u{1B}[0"
                    for (isSet, code) in [
                        (style.bold, 1), (style.dim, 2), (style.italic, 3), (style.underline, 4), (style.inverse, 7),
                    ] where isSet {
                        expected += ";\(code)"
                    }
                    if let foreground { expected += ";\(30 + Int(foreground.rawValue))" }
                    if let background { expected += ";\(40 + Int(background.rawValue))" }
                    expected += "m"
                    #expect(ControlSequence.style(style) == expected)
                    #expect(ControlSequence.styleLength(style) == expected.utf8.count)
                }
            }
        }
    }
}
