import ScreenExpressions
@_spi(Stubs) import TelegramCore

// `EnginePeer.Presence` as the fixture PeerPresence declares it (`types:`: a struct with `status` and
// `lastActivity`, its status an enum whose `present` case carries `until`), as the runtime's values both ways.

extension EnginePeer.Presence: ExpressionRecord {
    init(expressionFields fields: ExpressionFields) throws {
        try self.init(status: fields.value("status"), lastActivity: fields.value("lastActivity"))
    }

    var expressionFields: [String: ExpressionValue] {
        ["status": status.expressionValue, "lastActivity": lastActivity.expressionValue]
    }
}

extension EnginePeer.Presence.Status: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        switch expressionValue {
        case .caseWithValues("present", let values):
            self = .present(until: try ExpressionFields(values, of: "present").value("until"))
        case .enumCase("hidden"): self = .hidden
        case .enumCase("recently"): self = .recently
        case .enumCase("lastWeek"): self = .lastWeek
        case .enumCase("lastMonth"): self = .lastMonth
        case .enumCase("longTimeAgo"): self = .longTimeAgo
        default: throw Self.mismatch(expressionValue)
        }
    }

    var expressionValue: ExpressionValue {
        switch self {
        case .present(let until): .caseWithValues("present", ["until": until.expressionValue])
        case .hidden: .enumCase("hidden")
        case .recently: .enumCase("recently")
        case .lastWeek: .enumCase("lastWeek")
        case .lastMonth: .enumCase("lastMonth")
        case .longTimeAgo: .enumCase("longTimeAgo")
        }
    }
}
