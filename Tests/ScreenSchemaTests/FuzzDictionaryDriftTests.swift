import Foundation
import Testing

/// `Fuzz/screen.dict` is generated from the language (`FuzzDictionary`), so that a new key or word reaches the fuzzer
/// as soon as the language has it. `SCREENC_RECORD=1 swift test --filter FuzzDictionaryDriftTests` rewrites it.
@Suite struct FuzzDictionaryDriftTests {
    static let path = "Fuzz/screen.dict"

    @Test func committedDictionaryIsCurrent() throws {
        let generated = FuzzDictionary.text()
        let committed = try? Repository.text(Self.path)
        if ProcessInfo.processInfo.environment["SCREENC_RECORD"] != nil, committed != generated {
            try generated.write(to: Repository.url(Self.path), atomically: true, encoding: .utf8)
            return
        }
        #expect(
            committed == generated,
            "\(Self.path) is stale: run `SCREENC_RECORD=1 swift test --filter FuzzDictionaryDriftTests` and review the diff")
    }

    @Test func everyEntryIsOneQuotedWordThatLibFuzzerReads() {
        let entries = FuzzDictionary.text().split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(entries.count > 300)
        for entry in entries {
            #expect(entry.hasPrefix("\"") && entry.hasSuffix("\"") && entry.count > 2, "\(entry)")
            #expect(entry.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(entry)")
        }
        #expect(entries.contains("\"screen: \""))
        #expect(entries.contains("\"singleLineInput\""))
        #expect(entries.contains("\" && \""))
    }
}
