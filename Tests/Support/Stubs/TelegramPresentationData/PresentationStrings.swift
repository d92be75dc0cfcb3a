// TelegramPresentationData's localized strings. Test support only; never shipped.
//
// The real PresentationStrings is a generated class with one property per localization key
// (`strings.SocksProxySetup_Title`). Every screen uses different keys, so the stub answers ANY key through
// `@dynamicMemberLookup`: the value of key `K` is "⟦K⟧" (U+27E6, the key, U+27E7) unless the instance was built
// with an override for `K`. The brackets are not markdown and cannot occur in real translations, so a test can
// tell a localized text from a literal at a glance: `#expect(item.title == "⟦Common_Back⟧")`, or use
// `PresentationStrings.stubValue(forKey:)` to build the expected value.
//
// Consequence: a misspelt key compiles against the stubs. Keys are validated by screenc's linter, not here.
// Formatted (`strings.Key(arg).string`) and plural (`strings.Key(Int32(n))`) accessors are real functions for the keys
// the example screens use: PresentationStrings+Accessors.swift.

@dynamicMemberLookup
open class PresentationStrings: Equatable {
    /// Per-key replacements for the "⟦key⟧" values (stub-only).
    @_spi(Stubs) public let overrides: [String: String]

    public let languageCode: String
    public let baseLanguageCode: String

    @_spi(Stubs) public init(overrides: [String: String] = [:], languageCode: String = "en") {
        self.overrides = overrides
        self.languageCode = languageCode
        self.baseLanguageCode = languageCode
    }

    /// The value the stub returns for `key` when no override is set: "⟦key⟧".
    @_spi(Stubs) public static func stubValue(forKey key: String) -> String {
        return "\u{27E6}" + key + "\u{27E7}"
    }

    /// The value of localization key `key` in this instance (its override, else "⟦key⟧").
    @_spi(Stubs) public func value(forKey key: String) -> String {
        if let value = self.overrides[key] {
            return value
        }
        return PresentationStrings.stubValue(forKey: key)
    }

    /// Any localization key: `presentationData.strings.SocksProxySetup_Title`.
    public subscript(dynamicMember key: String) -> String {
        return self.value(forKey: key)
    }

    // A few keys declared as real properties, as the generated PresentationStrings declares every key.
    public var Common_Back: String { return self.value(forKey: "Common_Back") }
    public var Common_Cancel: String { return self.value(forKey: "Common_Cancel") }
    public var Common_Done: String { return self.value(forKey: "Common_Done") }
    public var Common_OK: String { return self.value(forKey: "Common_OK") }
    public var Common_Edit: String { return self.value(forKey: "Common_Edit") }
    public var Common_Delete: String { return self.value(forKey: "Common_Delete") }
    public var Common_Search: String { return self.value(forKey: "Common_Search") }

    /// Strings are compared by identity, as in TelegramPresentationData.
    public static func == (lhs: PresentationStrings, rhs: PresentationStrings) -> Bool {
        return lhs === rhs
    }
}

/// TelegramPresentationData's global default (English) strings.
nonisolated(unsafe) public let defaultPresentationStrings = PresentationStrings()
