// SettingsModel: a notification sound and the name the app shows for it (`types:` and `functions:` in
// Screens/NotificationsPeerCategory.yaml). Test support only; never shipped.
//
// NOT a Telegram module. It models TelegramCore's `PeerMessageSound` (the same cases, `Equatable` and `Codable`) and
// `NotificationSoundList` (the account's uploaded tones; here only each tone's file id and title), and
// TelegramStringFormatting's `localizedPeerNotificationSoundString(strings:notificationSoundList:sound:default:)`
// with the signature of the pinned revision. The names come from the strings under the app's keys
// (`NotificationsSound_Note`, …, `NotificationsSound_None`, `UserInfo_NotificationsDefaultSound`), so a language
// switch names every sound again; the implementation is the stand-in's own.

import TelegramPresentationData

/// A notification sound: none, the default one, one of the app's bundled tones, or an uploaded one.
public enum PeerMessageSound: Equatable, Codable {
    case none
    case `default`
    case bundledModern(id: Int32)
    case bundledClassic(id: Int32)
    case cloud(fileId: Int64)
}

/// The tones the account has uploaded, as the server lists them.
public final class NotificationSoundList: Equatable {
    /// One uploaded tone.
    public struct NotificationSound: Equatable {
        public let fileId: Int64
        public let title: String

        public init(fileId: Int64, title: String) {
            self.fileId = fileId
            self.title = title
        }
    }

    public let sounds: [NotificationSound]

    public init(sounds: [NotificationSound]) {
        self.sounds = sounds
    }

    public static func == (lhs: NotificationSoundList, rhs: NotificationSoundList) -> Bool {
        lhs.sounds == rhs.sounds
    }
}

/// The bundled tones' names by id, in the order of their ids.
private var modernSoundNames: [KeyPath<PresentationStrings, String>] {
    [
        \.NotificationsSound_Note, \.NotificationsSound_Aurora, \.NotificationsSound_Bamboo,
        \.NotificationsSound_Chord, \.NotificationsSound_Circles, \.NotificationsSound_Complete,
        \.NotificationsSound_Hello, \.NotificationsSound_Input, \.NotificationsSound_Keys,
        \.NotificationsSound_Popcorn, \.NotificationsSound_Pulse, \.NotificationsSound_Synth,
    ]
}
private var classicSoundNames: [KeyPath<PresentationStrings, String>] {
    [
        \.NotificationsSound_Tritone, \.NotificationsSound_Tremolo, \.NotificationsSound_Alert,
        \.NotificationsSound_Bell, \.NotificationsSound_Calypso, \.NotificationsSound_Chime,
        \.NotificationsSound_Glass, \.NotificationsSound_Telegraph,
    ]
}

/// The tone a sound of `.default` plays when the caller does not say which: the first modern one.
private var appDefaultSound: PeerMessageSound { .bundledModern(id: 0) }

/// The name of a bundled tone, or "Sound 7" for an id the app does not bundle.
private func bundledName(
    _ names: [KeyPath<PresentationStrings, String>],
    id: Int32,
    strings: PresentationStrings
)
    -> String
{
    names.indices.contains(Int(id)) ? strings[keyPath: names[Int(id)]] : "Sound \(id)"
}

/// The sound's name as the app shows it, in the language of `strings`. `.default` is the name of `default` in the
/// strings' "Default (%@)" form when the caller gives one, else the name of the app's default tone; an uploaded tone
/// is its title in `notificationSoundList`, "Loading…" while the list has not arrived, and the default's name when
/// the list no longer has it.
public func localizedPeerNotificationSoundString(
    strings: PresentationStrings,
    notificationSoundList: NotificationSoundList?,
    sound: PeerMessageSound,
    default: PeerMessageSound? = nil
) -> String {
    switch sound {
    case .none:
        return strings.NotificationsSound_None
    case .default:
        guard let defaultSound = `default`, defaultSound != .default else {
            return localizedPeerNotificationSoundString(
                strings: strings,
                notificationSoundList: notificationSoundList,
                sound: appDefaultSound
            )
        }
        let name = localizedPeerNotificationSoundString(
            strings: strings,
            notificationSoundList: notificationSoundList,
            sound: defaultSound
        )
        return strings.UserInfo_NotificationsDefaultSound(name).string
    case .bundledModern(let id):
        return bundledName(modernSoundNames, id: id, strings: strings)
    case .bundledClassic(let id):
        return bundledName(classicSoundNames, id: id, strings: strings)
    case .cloud(let fileId):
        guard let notificationSoundList else {
            return strings.Channel_NotificationLoading
        }
        if let uploaded = notificationSoundList.sounds.first(where: { $0.fileId == fileId }) {
            return uploaded.title
        }
        return localizedPeerNotificationSoundString(
            strings: strings,
            notificationSoundList: notificationSoundList,
            sound: .default,
            default: `default`
        )
    }
}
