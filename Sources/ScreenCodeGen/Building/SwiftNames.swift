import ScreenDiagnostics

/// The Swift names generated for one screen, all derived from its `screen:` name.
public struct SwiftNames: Sendable, Equatable, Encodable {
    /// `ProxyServerSettings`
    public var screen: String
    /// `ProxyServerSettingsState`
    public var state: String
    /// `ProxyServerSettingsData`: the app data the screen shows.
    public var data: String
    /// `ProxyServerSettingsParameters`: the values the caller fixes.
    public var parameters: String
    /// `ProxyServerSettingsHooks`
    public var hooks: String
    /// `ProxyServerSettingsHandle`
    public var handle: String
    /// `ProxyServerSettingsEntryTag`
    public var entryTag: String
    /// `ProxyServerSettingsControllerArguments`
    public var arguments: String
    /// `ProxyServerSettingsSection`
    public var section: String
    /// `ProxyServerSettingsEntry`
    public var entry: String
    /// `proxyServerSettingsControllerEntries`
    public var entriesFunction: String
    /// `proxyServerSettingsController`
    public var factory: String
    /// `ProxyServerSettings.swift`
    public var fileName: String

    public init(screen: String) {
        self.screen = screen
        state = screen + "State"
        data = screen + "Data"
        parameters = screen + "Parameters"
        hooks = screen + "Hooks"
        handle = screen + "Handle"
        entryTag = screen + "EntryTag"
        arguments = screen + "ControllerArguments"
        section = screen + "Section"
        entry = screen + "Entry"
        let lower = Self.lowerFirst(screen)
        entriesFunction = lower + "ControllerEntries"
        factory = lower + "Controller"
        fileName = screen + ".swift"
    }

    /// `DataAndStorage` → `dataAndStorage`; a leading acronym is lowered as a whole (`URLSettings` → `urlSettings`).
    static func lowerFirst(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var upperCount = 0
        while upperCount < scalars.count, ("A"..."Z").contains(scalars[upperCount]) { upperCount += 1 }
        let lowered = upperCount <= 1 || upperCount == scalars.count ? upperCount : upperCount - 1
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            result += index < lowered ? String(scalar).lowercased() : String(scalar)
        }
        return result
    }

    /// `mode` → `Mode`.
    static func upperFirst(_ name: String) -> String {
        // An ASCII first character followed by ASCII (every identifier a screen names, in practice) is uppercased on
        // its byte; `SwiftIdentifier.upperFirst` goes through `Character` and Unicode case mapping.
        let utf8 = name.utf8
        guard let first = utf8.first, first < 0x80, utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true else {
            return SwiftIdentifier.upperFirst(name)
        }
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return name }
        var bytes = Array(utf8)
        bytes[0] = first - 0x20
        return String(decoding: bytes, as: UTF8.self)
    }
}
