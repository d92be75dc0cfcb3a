import Foundation
import LocalizedStrings
import Testing

/// Telegram-iOS's own English `Localizable.strings` (`../shared/corpora/telegram-strings`, next to the repository;
/// its README lists the facts checked here): read as Apple's loader reads it, and its keys classified as Telegram's
/// string generator declares them.
@Suite(.enabled(if: TelegramStrings.exists, TelegramStrings.missing))
struct TelegramStringsCorpusTests {
    let text: String
    let entries: [LocalizableStrings.Entry]
    let problems: [LocalizableStrings.Problem]
    /// The file's lines, as written.
    let lines: [Substring]

    init() throws {
        text = LocalizableStrings.text(decoding: [UInt8](try Data(contentsOf: TelegramStrings.file)))
        (entries, problems) = LocalizableStrings.parseEntries(text)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func everyEntryIsReadWithoutAProblem() {
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(entries.count == 7316)
        let keys = Set(entries.map(\.key))
        #expect(keys.count == 7222)
        // The README's 7,220 "distinct keys" counts keys that differ only in case once: `Common.Edit` /
        // `Common.edit` and `State.Connecting` / `State.connecting` are two keys each, to Apple's loader and to
        // Telegram's generator (two accessors).
        #expect(Set(keys.map { $0.lowercased() }).count == 7220)
        #expect(keys.isSuperset(of: ["Common.Edit", "Common.edit", "State.Connecting", "State.connecting"]))
    }

    /// 94 entries define a key again (the README's "94 keys defined more than once": 86 keys, some three times).
    @Test func keysDefinedAgainKeepTheirLastValue() {
        let redefinitions = LocalizableStrings.redefinitions(in: entries)
        #expect(redefinitions.count == 94)
        #expect(Set(redefinitions.map { entries[$0.later].key }).count == 86)
        let strings = LocalizableStrings.parse(text).strings
        #expect(strings["PUSH_MESSAGE_CONTACT"] == "%1$@|shared a contact with you")
        #expect(strings["TwoStepAuth.SetupPasswordTitle"] == "Create a Password")
        #expect(strings["ScheduledIn.Months_many"] == "%@ years")
    }

    /// The values are exactly those Apple's loader reads (Foundation's property-list parser, which reads strings
    /// files as CoreFoundation does; `plutil` uses it).
    @Test func valuesAreWhatApplesLoaderReads() throws {
        let data = try Data(contentsOf: TelegramStrings.file)
        let loaded = try #require(
            try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String])
        let strings = LocalizableStrings.parse(text).strings
        #expect(loaded.count == strings.count)
        let different = loaded.keys.filter { loaded[$0] != strings[$0] }.sorted()
        #expect(different.isEmpty, "\(different.prefix(10))")
    }

    /// The two values with a raw line break inside the quotes, which `plutil` reads.
    @Test func multiLineValues() {
        let multiLine = entries.filter(hasRawLineBreak)
        #expect(multiLine.map(\.key) == ["StickerPacksSettings.ArchivedMasks.Info", "AppUpgrade.Running"])
        #expect(
            LocalizableStrings.parse(text).strings["StickerPacksSettings.ArchivedMasks.Info"]
                == "You can have up to 200 sets of masks.\nUnused sets are archived when you add more.")
        let running = LocalizableStrings.parse(text).strings["AppUpgrade.Running"] ?? ""
        #expect(running.hasPrefix("Optimizing Telegram...\nThis may take a while"))
        #expect(running.hasSuffix("\n\nSorry for the inconvenience."))
    }

    /// Plural forms by suffix, counted over entries (a form defined twice counts twice), as the README does.
    @Test func pluralFormsBySuffix() {
        var entriesBySuffix: [String: Int] = [:]
        var keysBySuffix: [String: Set<String>] = [:]
        for entry in entries {
            guard let (_, form) = PluralForms.split(entry.key) else { continue }
            entriesBySuffix[form, default: 0] += 1
            keysBySuffix[form, default: []].insert(entry.key)
        }
        #expect(entriesBySuffix == ["1": 292, "any": 292, "0": 145, "2": 154, "3_10": 154, "many": 153])
        #expect(keysBySuffix.mapValues(\.count) == ["1": 292, "any": 292, "0": 142, "2": 154, "3_10": 154, "many": 152])
    }

    /// Every accessor is what the generator makes of the file: checked against a transliteration of
    /// `GenerateStrings.py` (952d90aa) with its own regular expressions, and against the examples of the API
    /// reference (itemlistui-api-2 §6.3).
    @Test func accessorsAreClassifiedAsTelegramsGeneratorDeclaresThem() throws {
        let table = StringsTable(entries: entries)
        let generated = try GeneratorTransliteration.accessors(of: entries)
        #expect(table.allAccessors.count == generated.count)
        var mismatches: [String] = []
        for (name, expected) in generated.sorted(by: { $0.key < $1.key }) where table.accessor(name)?.kind != expected {
            mismatches.append("\(name): \(String(describing: table.accessor(name)?.kind)), generator: \(expected)")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")

        var counts: [String: Int] = [:]
        for accessor in table.allAccessors {
            switch accessor.kind {
            case .plain: counts["plain", default: 0] += 1
            case .formatted: counts["formatted", default: 0] += 1
            case .plural: counts["plural", default: 0] += 1
            }
        }
        #expect(counts == ["plain": 5070, "formatted": 966, "plural": 292])
        #expect(table.allAccessors.filter { $0.kind == .plural }.allSatisfy { $0.pluralPlaceholders <= 1 })

        #expect(table.accessor("Common_OK")?.kind == .plain)
        #expect(table.accessor("PasscodeSettings_AutoLock_IfAwayFor_1minute")?.kind == .plain)
        #expect(table.accessor("NetworkUsageSettings_CellularUsageSince")?.kind == .formatted([.string]))
        #expect(table.accessor("Items_NOfM")?.kind == .formatted([.string, .string]))
        #expect(table.accessor("LOCAL_MESSAGE_FWDS")?.kind == .formatted([.string, .int]))
        #expect(table.accessor("Call_Seconds")?.kind == .plural)
        #expect(table.accessor("MutedForTime_Minutes")?.kind == .plural)
        // Defined twice with different placeholders: the generator declares the first, the app shows the last.
        #expect(table.accessor("PUSH_MESSAGE_CONTACT")?.kind == .formatted([.string, .string]))
        #expect(table.value(forAccessor: "PUSH_MESSAGE_CONTACT") == "%1$@|shared a contact with you")
    }

    /// Whether `entry`'s value has a raw line break inside its quotes (not a `\n` escape): its line in the file ends
    /// with the value's text up to the break.
    private func hasRawLineBreak(_ entry: LocalizableStrings.Entry) -> Bool {
        guard let lineBreak = entry.value.firstIndex(of: "\n"), lineBreak > entry.value.startIndex else { return false }
        return lines[entry.line - 1].hasSuffix(entry.value[..<lineBreak])
    }
}

/// Where the corpus is.
enum TelegramStrings {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LocalizedStringsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("../shared/corpora/telegram-strings/Localizable.strings")
        .standardizedFileURL

    static var exists: Bool { FileManager.default.fileExists(atPath: file.path) }

    static let missing: Comment =
        "Telegram's strings file is missing: expected at \(file.path) (../shared/corpora/telegram-strings next to the repository)"
}

/// `parse_entries` of Telegram's `build-system/GenerateStrings/GenerateStrings.py` (952d90aa), written again with the
/// script's own regular expressions: independent of `PluralForms` and `StringFormat`, which the table uses.
enum GeneratorTransliteration {
    /// The accessor each name gets, by accessor name (`.` → `_`).
    static func accessors(of entries: [LocalizableStrings.Entry]) throws -> [String: StringsTable.Accessor.Kind] {
        let pluralized = try NSRegularExpression(pattern: #"^(.*?)_(0|1|2|3_10|many|any)$"#)
        let argument = try NSRegularExpression(pattern: #"%((\d+)\$)?([@d])"#)
        func arguments(_ value: String) -> [FormatArgumentKind] {
            argument.matches(in: value, range: NSRange(value.startIndex..., in: value)).map { match in
                (value as NSString).substring(with: match.range(at: 3)) == "@" ? .string : .int
            }
        }
        // The script's `Entry`: a name, whether it is pluralized, its positional arguments; in file order.
        var names: [String] = []
        var pluralizedNames: Set<String> = []
        var positional: [String: [FormatArgumentKind]] = [:]
        var processed: Set<String> = []
        for entry in entries {
            let key = entry.key
            let range = NSRange(key.startIndex..., in: key)
            if let match = pluralized.firstMatch(in: key, range: range) {
                let rawKey = (key as NSString).substring(with: match.range(at: 1))
                let found = arguments(entry.value)
                if processed.contains(rawKey) {
                    if positional[rawKey, default: []].count < found.count { positional[rawKey] = found }
                    continue
                }
                processed.insert(rawKey)
                names.append(rawKey)
                pluralizedNames.insert(rawKey)
                positional[rawKey] = found
            } else {
                if processed.contains(key) { continue }
                processed.insert(key)
                names.append(key)
                positional[key] = arguments(entry.value)
            }
        }
        var result: [String: StringsTable.Accessor.Kind] = [:]
        for name in names {
            let swiftName = name.replacingOccurrences(of: ".", with: "_")
            let kind: StringsTable.Accessor.Kind =
                pluralizedNames.contains(name)
                ? .plural : positional[name, default: []].isEmpty ? .plain : .formatted(positional[name]!)
            // Two keys with one Swift name (`A.B`, `A_B`): the first is kept, as the table keeps it.
            if result[swiftName] == nil { result[swiftName] = kind }
        }
        return result
    }
}
