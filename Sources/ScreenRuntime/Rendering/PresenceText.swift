import ScreenExpressions
import ScreenIR

/// What ItemListPeerItem shows for `text: .presence`: the peer's presence as a short status line, and whether it
/// says the peer is online (the real node draws that one in the accent colour). A presence is a value of the type the
/// app declares as `EnginePeer.Presence`: its `status` member's case says which line (a type declared without members
/// stands for a recent presence); no presence (`nil`) is "offline", as the real node shows a peer without one.
public struct PresenceText: Sendable, Equatable {
    public var text: String
    public var isOnline: Bool

    public init(text: String, isOnline: Bool) {
        self.text = text
        self.isOnline = isOnline
    }

    /// The line for a presence value (`.null` for none).
    public init(_ presence: ExpressionValue) {
        let status: String? =
            switch presence {
            case .null: nil
            case .record(let members): members["status"]?.caseName ?? "recently"
            default: presence.caseName ?? "recently"
            }
        switch status {
        case nil: self.init(text: "offline", isOnline: false)
        case "present"?: self.init(text: "online", isOnline: true)
        case "lastWeek"?: self.init(text: "last seen within a week", isOnline: false)
        case "lastMonth"?: self.init(text: "last seen within a month", isOnline: false)
        case "longTimeAgo"?: self.init(text: "last seen a long time ago", isOnline: false)
        default: self.init(text: "last seen recently", isOnline: false)
        }
    }
}

extension RenderedRow.Described {
    /// The presence line a `peer` row shows as its text (`presence:` given, `text:` not); nil for any other row.
    public var presenceText: PresenceText? {
        guard description.key(named: "presence")?.kind == .presence, value(of: "text") == nil,
            case .value(let presence)? = value(of: "presence")
        else { return nil }
        return PresenceText(presence)
    }
}
