// The account's notification settings, after Telegram's `GlobalNotificationSettings` (one set per kind of chat) and
// its notification exceptions (peers whose notifications differ), stored in the account's Postbox preferences. Sounds
// are the app's `PeerMessageSound` values; the screen names them.

import Postbox
import SettingsModel
import SwiftSignalKit
import TelegramCore

/// The kinds of chat that have their own notification settings (Telegram: `NotificationsPeerCategory`).
enum NotificationCategory: Codable, Hashable {
    case privateChats
    case groups
    case channels

    /// The namespace of the peers of this kind.
    var peerNamespace: PeerId.Namespace {
        switch self {
        case .privateChats:
            return Namespaces.Peer.CloudUser
        case .groups:
            return Namespaces.Peer.CloudGroup
        case .channels:
            return Namespaces.Peer.CloudChannel
        }
    }
}

struct CategoryNotificationSettings: Codable, Equatable {
    var enabled: Bool
    var displayPreviews: Bool
    var sound: PeerMessageSound
}

struct GlobalNotificationSettings: StoredSettings {
    static var key: ValueBoxKey { applicationSpecificKey(5) }

    var privateChats: CategoryNotificationSettings
    var groups: CategoryNotificationSettings
    var channels: CategoryNotificationSettings

    static var defaultSettings: GlobalNotificationSettings {
        let settings = CategoryNotificationSettings(enabled: true, displayPreviews: true, sound: .bundledModern(id: 0))
        return GlobalNotificationSettings(privateChats: settings, groups: settings, channels: settings)
    }

    subscript(category: NotificationCategory) -> CategoryNotificationSettings {
        get {
            switch category {
            case .privateChats:
                return self.privateChats
            case .groups:
                return self.groups
            case .channels:
                return self.channels
            }
        }
        set {
            switch category {
            case .privateChats:
                self.privateChats = newValue
            case .groups:
                self.groups = newValue
            case .channels:
                self.channels = newValue
            }
        }
    }
}

/// A peer whose notifications differ from its category's.
struct PeerNotificationException: Codable, Equatable {
    var peerId: Int64
    var category: NotificationCategory
    var enabled: Bool
    /// The exception's own sound; nil: the category's.
    var sound: PeerMessageSound?

    var enginePeerId: EnginePeer.Id {
        return EnginePeer.Id(namespace: self.category.peerNamespace, id: ._internalFromInt64Value(self.peerId))
    }
}

struct NotificationExceptions: StoredSettings {
    static var key: ValueBoxKey { applicationSpecificKey(6) }

    var exceptions: [PeerNotificationException]

    static var defaultSettings: NotificationExceptions {
        return NotificationExceptions(exceptions: [])
    }
}

func updateGlobalNotificationSettingsInteractively(
    postbox: Postbox,
    _ f: @escaping (inout GlobalNotificationSettings) -> Void
) -> Signal<Void, NoError> {
    return updateAccountSettingsInteractively(postbox: postbox, f)
}

func updateNotificationExceptionsInteractively(
    postbox: Postbox,
    _ f: @escaping (inout NotificationExceptions) -> Void
) -> Signal<Void, NoError> {
    return updateAccountSettingsInteractively(postbox: postbox, f)
}
