import ScreenDiagnostics

/// A prefix and a suffix put around every screen name where it becomes Swift names (`compile --name-prefix`,
/// `--name-suffix`), so that the generated types and factories avoid names an app already has:
/// prefix `Gen` makes `GenDataAndStorageState` and `genDataAndStorageController(…)`.
public struct NameAffixes: Sendable, Hashable {
    /// Goes before the screen name: empty, or an UpperCamelCase identifier (`Gen`, `SC`).
    public var prefix: String
    /// Goes after the screen name: empty, or letters and digits (`Screen`, `V2`).
    public var suffix: String

    /// No prefix and no suffix: names are the screen's own.
    public static let none = NameAffixes(prefix: "", suffix: "")

    public init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Why `prefix` cannot start a Swift type name, or nil when it can.
    public static func problem(prefix: String) -> String? {
        guard !prefix.isEmpty else { return nil }
        return SwiftIdentifier.isUpperCamelCase(prefix)
            ? nil : "the name prefix `\(prefix)` must be an UpperCamelCase identifier (ASCII letters and digits, e.g. `Gen`)"
    }

    /// Why `suffix` cannot continue a Swift type name, or nil when it can.
    public static func problem(suffix: String) -> String? {
        guard !suffix.isEmpty else { return nil }
        let isValid = suffix.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
        return isValid ? nil : "the name suffix `\(suffix)` must be ASCII letters and digits (e.g. `Screen`)"
    }

    /// The stem every generated name of `screen` starts with: `Gen` + `DataAndStorage` + ``.
    public func stem(_ screen: String) -> String { prefix + screen + suffix }
}

/// The Swift names generated for one screen, by role: written once here for the code generator (which names the
/// declarations) and the validator (which checks that they do not clash with what the generated file uses).
public enum GeneratedNames {
    /// What a generated name is, for messages.
    public enum Role: String, Sendable, CaseIterable {
        case state = "state struct"
        case data = "app data struct"
        case parameters = "parameters struct"
        case hooks = "hooks struct"
        case handle = "handle struct"
        case entryTag = "entry tag enum"
        case arguments = "arguments class"
        case section = "section enum"
        case entry = "entry enum"
        case entriesFunction = "entries function"
        case factory = "controller factory"
    }

    /// The longest stem (screen name with prefix and suffix) whose generated code keeps the layout `swift format`
    /// gives it: past it, lines such as the factory's `stateUpdated:` parameter or the tag enum's `isEqual(to:)` no
    /// longer fit in 120 columns the way screenc writes them. Longer stems get a `long-name` warning.
    public static let maximumStemLength = 72

    /// The longest file name, in UTF-8 bytes, that the common file systems take (ext4, APFS, NTFS): 255.
    public static let maximumFileNameBytes = 255

    /// The name of the Swift file `compile` generates for `screen` (the screen name alone: prefixes and suffixes
    /// do not change it).
    public static func fileName(screen: String) -> String { screen + ".swift" }

    /// The name with `role` for a screen whose names start with `stem` (`NameAffixes.stem`).
    public static func name(_ role: Role, stem: String) -> String {
        switch role {
        case .state: stem + "State"
        case .data: stem + "Data"
        case .parameters: stem + "Parameters"
        case .hooks: stem + "Hooks"
        case .handle: stem + "Handle"
        case .entryTag: stem + "EntryTag"
        case .arguments: stem + "ControllerArguments"
        case .section: stem + "Section"
        case .entry: stem + "Entry"
        case .entriesFunction: lowerFirst(stem) + "ControllerEntries"
        case .factory: lowerFirst(stem) + "Controller"
        }
    }

    /// `DataAndStorage` → `dataAndStorage`; a leading acronym is lowered as a whole (`URLSettings` → `urlSettings`).
    public static func lowerFirst(_ name: String) -> String {
        // Screen names are ASCII in practice: their bytes are lowered directly (`lowerFirstByScalars` makes a string
        // per scalar).
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return lowerFirstByScalars(name) }
        var bytes = Array(name.utf8)
        let lowered = loweredCount(bytes.prefix { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }.count, of: bytes.count)
        guard lowered > 0 else { return name }
        for index in 0..<lowered { bytes[index] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `lowerFirst` for any text, scalar by scalar.
    static func lowerFirstByScalars(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var upperCount = 0
        while upperCount < scalars.count, ("A"..."Z").contains(scalars[upperCount]) { upperCount += 1 }
        let lowered = loweredCount(upperCount, of: scalars.count)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            result += index < lowered ? String(scalar).lowercased() : String(scalar)
        }
        return result
    }

    /// How many leading capitals `lowerFirst` lowers, of `upperCount` leading ASCII capitals in a name of `count`:
    /// one alone or all of them, else all but the last (which starts the next word).
    private static func loweredCount(_ upperCount: Int, of count: Int) -> Int {
        upperCount <= 1 || upperCount == count ? upperCount : upperCount - 1
    }
}
