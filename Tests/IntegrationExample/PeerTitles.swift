// How the example screens name a peer (Telegram: `EnginePeer.displayTitle(strings:displayOrder:)`).

import TelegramCore

extension EnginePeer {
    /// A user's first and last name, a group's or channel's title.
    var displayTitle: String {
        switch self {
        case .user(let user):
            return [user.firstName, user.lastName].compactMap { $0 }.joined(separator: " ")
        case .legacyGroup(let group):
            return group.title
        case .channel(let channel):
            return channel.title
        case .secretChat:
            return ""
        }
    }
}
