import ScreenIR

/// What the keyboard of a single-line input can type, by its `type:` — the keyboard ItemListUI gives the field:
/// `number` a number pad (the digits 0–9), `decimal` a decimal pad (the digits and a decimal separator: `.` or `,`,
/// whichever the device's locale uses), every other type a full keyboard. The preview refuses a typed key or a
/// paste with characters that keyboard does not have, and says so in the status line.
enum InputKeyboard {
    /// Whether the keyboard of `type` has every character of `text`.
    static func accepts(_ text: String, type: SingleLineInputRow.InputType) -> Bool {
        switch type {
        case .number: text.unicodeScalars.allSatisfy(isDigit)
        case .decimal: text.unicodeScalars.allSatisfy { isDigit($0) || $0 == "." || $0 == "," }
        case .regular, .password, .email, .username: true
        }
    }

    /// The status message for `text` refused by the keyboard of `type`.
    static func refusal(_ text: String, type: SingleLineInputRow.InputType) -> String {
        let shown = text.count == 1 ? "“\(text)”" : "the paste"
        switch type {
        case .number: return "✗ \(shown): a number input types digits only (number pad)"
        case .decimal: return "✗ \(shown): a decimal input types digits and . or , only (decimal pad)"
        case .regular, .password, .email, .username: return ""
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
