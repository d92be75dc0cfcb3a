// Postbox's storage key: a byte string, compared and hashed by content. Settings keys are built from integers:
//
//     let key = ValueBoxKey(length: 4)
//     key.setInt32(0, value: 17)
//
// Test support only; never shipped. As in Postbox (ValueBoxKey.swift, 33820a18) a struct whose bytes live in a
// shared buffer: the setters are not `mutating`, and copies share the bytes. Not `Sendable`, like Postbox's; Swift 6
// code keeps keys in `nonisolated(unsafe)` constants (Telegram compiles in Swift 5 mode, where a `static let` needs
// nothing). `description` is the bytes in hex, as in Postbox.

public struct ValueBoxKey: Equatable, Hashable, CustomStringConvertible, Comparable {
    /// The bytes, shared by copies (Postbox: a `malloc`ed buffer owned by a private class).
    private final class Storage {
        var bytes: [UInt8]

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }
    }

    private let storage: Storage

    private var bytes: [UInt8] {
        get { self.storage.bytes }
        nonmutating set { self.storage.bytes = newValue }
    }

    public var length: Int {
        return self.bytes.count
    }

    public init(length: Int) {
        self.storage = Storage(bytes: [UInt8](repeating: 0, count: max(0, length)))
    }

    /// The UTF-8 bytes of `value`.
    public init(_ value: String) {
        self.storage = Storage(bytes: Array(value.utf8))
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
        return self.bytes.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
