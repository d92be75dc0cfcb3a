/// Swift source spellings of values.
enum SwiftLiteral {
    /// `0xRRGGBB`.
    static func hexColor(_ rgb: UInt32) -> String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// A double without a trailing `.0` noise beyond one decimal: `44.0`, `12.5`.
    static func double(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value)
    }
}
