/// A 64-bit summary of the keys of one mapping — one bit per key, chosen by the key's length in UTF-8 bytes (which a
/// string holds: nothing is read to get it) — that rules most absent keys out without comparing strings.
///
/// Screen mappings have a handful of keys and readers ask each for many more keys than it has (every key a row kind
/// allows): a lookup whose bit is clear returns at once; one whose bit is set still compares the keys, so two keys
/// that share a bit only cost that comparison.
@frozen public struct KeyFilter: Sendable {
    @usableFromInline var bits: UInt64 = 0

    @inlinable public init() {}

    /// Notes `key` as present.
    @inlinable public mutating func insert(_ key: String) {
        bits |= Self.bit(key)
    }

    /// The keys of `pairs` (those that are scalars).
    @inlinable public init(keysOf pairs: [YAMLPair]) {
        for pair in pairs { bits |= pair.key.keyFilterBit }
    }

    /// Whether `key` may be present: false means it is not.
    @inlinable public func mayContain(_ key: String) -> Bool {
        bits & Self.bit(key) != 0
    }

    @inlinable public static func bit(_ key: String) -> UInt64 {
        1 &<< (UInt64(truncatingIfNeeded: key.utf8.count) & 63)
    }
}
