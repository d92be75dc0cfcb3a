// TelegramCore's forum topic info, nested in Postbox's `EngineMessageHistoryThread` as TelegramCore does it (an
// extension, `final class Info: Equatable, Codable`). Its members follow the newest text available (title, icon,
// icon colour). Test support only; never shipped.

import Postbox

public extension EngineMessageHistoryThread {
    /// A forum topic's title and icon.
    final class Info: Equatable, Codable {
        public let title: String
        public let icon: Int64?
        public let iconColor: Int32

        public init(title: String, icon: Int64?, iconColor: Int32) {
            self.title = title
            self.icon = icon
            self.iconColor = iconColor
        }

        public static func == (lhs: Info, rhs: Info) -> Bool {
            return lhs.title == rhs.title && lhs.icon == rhs.icon && lhs.iconColor == rhs.iconColor
        }
    }
}
