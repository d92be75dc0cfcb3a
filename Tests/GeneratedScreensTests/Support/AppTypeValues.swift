@_spi(Stubs) import SettingsUIItems
import ScreenExpressions
import TelegramCore

@testable import GeneratedScreens

// The app's types the fixtures declare under `types:` (SettingsUIItems' stand-ins, the compiled module's own), as the runtime's values: a
// declared enum is an `.enumCase` by name, a declared struct a `.record` of its members.

extension AutoremoveTimeoutPreset: ExpressionEnum {}

extension CacheUsage: ExpressionRecord {
    init(expressionFields fields: ExpressionFields) throws {
        try self.init(totalBytes: fields.value("totalBytes"), mediaShare: fields.value("mediaShare"))
    }

    var expressionFields: [String: ExpressionValue] {
        ["totalBytes": totalBytes.expressionValue, "mediaShare": mediaShare.expressionValue]
    }
}

extension AccountPeer: ExpressionRecord {
    init(expressionFields fields: ExpressionFields) throws {
        try self.init(peer: fields.value("peer"), name: fields.value("name"))
    }

    var expressionFields: [String: ExpressionValue] {
        ["peer": peer.expressionValue, "name": name.expressionValue]
    }
}
