import ScreencTestSupport
import Testing

@testable import TerminalUI

/// Random input never crashes the decoder, and decodes the same whatever the chunking. Flushing is what depends on
/// timing (a pause after ESC makes it the Escape key), so these tests flush only at the very end: chunk boundaries
/// alone never change the keys.
@Suite struct KeyDecoderFuzzTests {
    /// Bytes that make interesting sequences more likely than uniform noise would.
    static let alphabet: [UInt8] =
        [0x1B, 0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x7E, 0x3B, 0x31, 0x32, 0x30, 0x35, 0x41, 0x48, 0x5A, 0x0D, 0x0A, 0x7F]
        + [0xC3, 0xA9, 0xE6, 0xBC, 0xA2, 0xF0, 0x9F, 0x99, 0x82, 0x80, 0xFF, 0x00, 0x61, 0x3F]

    static func randomBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        let count = Int.random(in: 0...200, using: &generator)
        let withPaste = Bool.random(using: &generator)
        var data = (0..<count).map { _ in
            Bool.random(using: &generator)
                ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
        }
        if withPaste, count > 10 {
            data.insert(contentsOf: bytes("\u{1B}[200~"), at: Int.random(in: 0...(count / 2), using: &generator))
            if Bool.random(using: &generator) { data.append(contentsOf: bytes("\u{1B}[201~")) }
        }
        return data
    }

    static func chunks(_ data: [UInt8], _ generator: inout SeededGenerator) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var index = 0
        while index < data.count {
            let size = Int.random(in: 0...8, using: &generator)
            let end = min(data.count, index + size)
            result.append(Array(data[index..<end]))
            index = end
        }
        return result
    }

    @Test func randomBytesInRandomChunksDecodeAsAWhole() {
        var generator = SeededGenerator(seed: 0x5EED_CAFE)
        for _ in 0..<3000 {
            let data = Self.randomBytes(&generator)
            var whole = KeyDecoder()
            let expected = whole.feed(data) + whole.flush()
            var chunked = KeyDecoder()
            var keys: [Key] = []
            for chunk in Self.chunks(data, &generator) { keys += chunked.feed(chunk) }
            keys += chunked.flush()
            #expect(keys == expected, "\(data)")
            if keys != expected { return }
        }
    }

    @Test func randomBytesWithFlushesAnywhereNeverCrashOrHoldMuch() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<2000 {
            var decoder = KeyDecoder()
            for chunk in Self.chunks(Self.randomBytes(&generator), &generator) {
                _ = decoder.feed(chunk)
                if Int.random(in: 0..<4, using: &generator) == 0 { _ = decoder.flush() }
            }
            _ = decoder.flush()
            // After a flush outside a paste nothing is left over.
            if !decoder.isPasting { #expect(!decoder.hasPending) }
        }
    }

    @Test func garbageNeverSwallowsTheKeysAfterIt() {
        // Whatever comes before (no paste start: no `~`), two CRs end any unfinished sequence or character.
        var generator = SeededGenerator(seed: 7)
        let alphabet = Self.alphabet.filter { $0 != 0x7E }
        for _ in 0..<2000 {
            let garbage = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let keys = decodeAll(garbage + bytes("\r\rz"))
            #expect(Array(keys.suffix(2)) == [.enter, .character("z")], "\(garbage)")
        }
    }
}
