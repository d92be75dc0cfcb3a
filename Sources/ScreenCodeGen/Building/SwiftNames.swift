import ScreenDiagnostics
import ScreenIR

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

    /// The names of `screen`, around which `affixes` puts its prefix and suffix (not in `screen` and `fileName`).
    public init(screen: String, affixes: NameAffixes = .none) {
        self.screen = screen
        let stem = affixes.stem(screen)
        state = GeneratedNames.name(.state, stem: stem)
        data = GeneratedNames.name(.data, stem: stem)
        parameters = GeneratedNames.name(.parameters, stem: stem)
        hooks = GeneratedNames.name(.hooks, stem: stem)
        handle = GeneratedNames.name(.handle, stem: stem)
        entryTag = GeneratedNames.name(.entryTag, stem: stem)
        arguments = GeneratedNames.name(.arguments, stem: stem)
        section = GeneratedNames.name(.section, stem: stem)
        entry = GeneratedNames.name(.entry, stem: stem)
        entriesFunction = GeneratedNames.name(.entriesFunction, stem: stem)
        factory = GeneratedNames.name(.factory, stem: stem)
        fileName = GeneratedNames.fileName(screen: screen)
    }

    /// `DataAndStorage` → `dataAndStorage`; a leading acronym is lowered as a whole (`URLSettings` → `urlSettings`).
    static func lowerFirst(_ name: String) -> String {
        GeneratedNames.lowerFirst(name)
    }

    /// `mode` → `Mode`.
    static func upperFirst(_ name: String) -> String { SwiftIdentifier.upperFirst(name) }
}
