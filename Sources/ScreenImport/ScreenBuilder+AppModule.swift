import ScreenCodeGen
import ScreenItems

/// The module the screen takes the app's types and custom items from, guessed from the file's imports.
extension ScreenBuilder {
    /// The module taken for the app's types and custom items the screen declares (`names`, their Swift names), with
    /// why, for the comment that asks to check it: the file's one import no generated screen needs (`import
    /// SettingsModel`); among several, the best guess — the one sharing the most words with the names, summed over them
    /// (`PrivacyModel` for `AccountPrivacySettings` and `SelectivePrivacySettings`), else the first imported — naming
    /// every one possible; nil when there is none.
    func appModuleGuess(for names: [String]) -> (module: String, why: String)? {
        let known = Set(TemplateContextBuilder.imports + ["AppBundle", "TelegramCore", "TelegramStringFormatting", "Postbox"])
            .union(ItemCatalogue.shipped.compactMap(\.module))
        var candidates: [String] = []
        for module in controller.imports where !known.contains(module) && !candidates.contains(module) {
            candidates.append(module)
        }
        guard let first = candidates.first else { return nil }
        if candidates.count == 1 { return (first, "the file's one import no generated screen needs") }
        let nameWords = names.map { Set(Self.words(String($0.split(separator: ".").last ?? Substring($0)))) }
        // Words shared with each name, summed over the names.
        func score(_ module: String) -> Int {
            let words = Set(Self.words(module))
            return nameWords.reduce(0) { $0 + $1.intersection(words).count }
        }
        let best = candidates.max { a, b in
            score(a) != score(b) ? score(a) < score(b) : candidates.firstIndex(of: a)! > candidates.firstIndex(of: b)!
        }!
        return (
            best,
            "the best guess among the file's imports no generated screen needs (`\(candidates.joined(separator: "`, `"))`)"
        )
    }

    /// The words of a CamelCase name (`SettingsUIItems` → `Settings`, `UI`, `Items`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            if character.isUppercase, !current.isEmpty,
                previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true)
            {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
