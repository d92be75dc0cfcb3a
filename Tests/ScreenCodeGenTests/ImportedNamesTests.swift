import Foundation
import ScreenIR
import Testing

/// `ReservedNames.importedNames` and `standardNames` list every type and function the generated code uses from
/// elsewhere, so that `generated-name-clash` knows every name a generated declaration could hide: the names that
/// the committed generated files use but do not declare are all in the lists.
@Suite struct ImportedNamesTests {
    /// The UpperCamelCase identifiers of `source` outside comments and string literals that are not a member
    /// (`.name`), and the names it declares.
    static func names(in source: String) -> (used: Set<String>, declared: Set<String>) {
        var used: Set<String> = []
        var declared: Set<String> = []
        let characters = Array(source)
        var index = 0
        var previousWord = ""
        var previousSignificant: Character = " "
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "\"" {
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index += 1
                previousSignificant = "\""
                continue
            }
            if character.isLetter || character == "_" {
                var word = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    word.append(characters[index])
                    index += 1
                }
                if ["enum", "struct", "class", "func", "typealias", "protocol", "import"].contains(previousWord) {
                    declared.insert(word)
                } else if previousSignificant != ".", word.first!.isUppercase {
                    used.insert(word)
                } else if previousSignificant != ".", index < characters.count, characters[index] == "(" {
                    used.insert(word)
                }
                previousWord = word
                previousSignificant = "a"
                continue
            }
            if !character.isWhitespace { previousSignificant = character }
            index += 1
        }
        return (used, declared)
    }

    /// The app's names the examples and fixtures declare (`items:`, `types:`, `functions:`, a removable item's editing
    /// value), which the stub modules `SettingsUIItems` and `SettingsModel` (or the compiled module itself) provide: the
    /// user's names, not screenc's.
    static let customItemTypes: Set<String> = [
        "StorageCacheSizeSliderItem", "StorageUsageSummaryItem", "KeepMediaPresetPickerItem", "WebBrowserListItem",
        "WebBrowserListItemEditing", "ProxyServerListItem", "ProxyServerListItemEditing", "ChatFolderListItem",
        "ChatFolderListItemEditing", "AutoremoveTimeoutPreset",
        "CacheUsage", "AccountPrivacySettings", "AccountPeer",
        "SelectivePrivacySettings", "SelectivePrivacyPeer", "PeerMessageSound", "NotificationSoundList",
    ]

    @Test func everyNameTheGeneratedCodeUsesFromElsewhereIsListed() throws {
        let directory = GeneratedScreensDriftTests.directory.appendingPathComponent("Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 10)
        // A pushed screen's `<Screen>Parameters` comes from that screen's generated file, not from elsewhere.
        let parameters = Set(files.map { GeneratedNames.name(.parameters, stem: String($0.dropLast(".swift".count))) })
        var unlisted: Set<String> = []
        for file in files {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let (used, declared) = Self.names(in: source)
            for name in used.subtracting(declared) where name.first!.isUppercase {
                if !ReservedNames.importedNames.contains(name) && !ReservedNames.standardNames.contains(name)
                    && name != "Self" && name != "Value"  // `update<Value>(_:to:)`'s generic parameter
                    && !Self.customItemTypes.contains(name) && !parameters.contains(name)
                {
                    unlisted.insert(name)
                }
            }
        }
        #expect(unlisted.isEmpty, "used by the generated code but not in ReservedNames: \(unlisted.sorted())")
    }

    /// The scanner sees through comments and strings, and tells members and declarations from uses.
    @Test func theScannerFindsUses() {
        let (used, declared) = Self.names(
            in: "// Signal\nprivate enum FooEntry: ItemListNodeEntry { case a }\nlet x = \"Quotes \\\" Label\" + Foo.Bar\n")
        #expect(used == ["ItemListNodeEntry", "Foo"])
        #expect(declared == ["FooEntry"])
    }
}
