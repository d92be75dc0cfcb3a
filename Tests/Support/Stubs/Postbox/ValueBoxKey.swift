// Postbox's storage key: a byte string, compared and hashed by content. Settings keys are built from integers:
//
//     let key = ValueBoxKey(length: 4)
//     key.setInt32(0, value: 17)
//
// Test support only; never shipped. Declared `@unchecked Sendable` so that Swift 6 code can keep keys in `static
// let` constants as Telegram does (Telegram compiles in Swift 5 mode, where that needs no `Sendable`); do not
// mutate a key after it has been shared.

public final class ValueBoxKey: Hashable, Comparable, CustomStringConvertible, @unchecked Sendable {
    private var bytes: [UInt8]

    public var length: Int {
        return self.bytes.count
    }

    public init(length: Int) {
        self.bytes = [UInt8](repeating: 0, count: max(0, length))
    }

    /// The UTF-8 bytes of `value`.
    public init(_ value: String) {
        self.bytes = Array(value.utf8)
    }

    public func setUInt8(_ offset: Int, value: UInt8) {
        self.bytes[offset] = value
    }

    public func getUInt8(_ offset: Int) -> UInt8 {
        return self.bytes[offset]
    }

    /// Stored big-endian, so keys order like their numbers.
    public func setInt32(_ offset: Int, value: Int32) {
        let bits = UInt32(bitPattern: value)
        for index in 0 ..< 4 {
            self.bytes[offset + index] = UInt8(truncatingIfNeeded: bits >> UInt32(24 - 8 * index))
        }
    }

    public func getInt32(_ offset: Int) -> Int32 {
        var bits: UInt32 = 0
        for index in 0 ..< 4 {
            bits = (bits << 8) | UInt32(self.bytes[offset + index])
        }
        return Int32(bitPattern: bits)
    }

    public func setInt64(_ offset: Int, value: Int64) {
        let bits = UInt64(bitPattern: value)
        for index in 0 ..< 8 {
            self.bytes[offset + index] = UInt8(truncatingIfNeeded: bits >> UInt64(56 - 8 * index))
        }
    }

    public func getInt64(_ offset: Int) -> Int64 {
        var bits: UInt64 = 0
        for index in 0 ..< 8 {
            bits = (bits << 8) | UInt64(self.bytes[offset + index])
        }
        return Int64(bitPattern: bits)
    }

    public static func == (lhs: ValueBoxKey, rhs: ValueBoxKey) -> Bool {
        return lhs.bytes == rhs.bytes
    }

    public static func < (lhs: ValueBoxKey, rhs: ValueBoxKey) -> Bool {
        return lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.bytes)
    }

    public var description: String {
        return "ValueBoxKey(" + self.bytes.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined() + ")"
    }
}
