// SettingsModel: the app-side model types and formatter the example screens declare to screenc (`types:` and
// `functions:` in Screens/PrivacyAndSecurity.yaml). Test support only; never shipped.
//
// NOT a Telegram module and NOT from the reference. It models the shape of TelegramCore's privacy settings — a struct of
// per-kind settings, each an enum whose cases carry the peers that are exceptions — and of TelegramStringFormatting's
// interval formatter, with the smallest API the example declares: a struct with `Int32` and optional members, an enum
// with values, a class the screen only passes on, and a formatter that takes the strings and has a defaulted
// parameter. Like the app's model types they are `Equatable` and not `Sendable`.

import Postbox
@_spi(Stubs) import TelegramPresentationData

/// A peer that is an exception to a privacy setting; the screen only counts them.
public final class SelectivePrivacyPeer: Equatable {
    public let peerId: PeerId
    public let title: String

    public init(peerId: PeerId, title: String) {
        self.peerId = peerId
        self.title = title
    }

    public static func == (lhs: SelectivePrivacyPeer, rhs: SelectivePrivacyPeer) -> Bool {
        lhs.peerId == rhs.peerId && lhs.title == rhs.title
    }
}

/// Who may do something, with the peers that are exceptions.
public enum SelectivePrivacySettings: Equatable {
    case enableEveryone(disableFor: [PeerId: SelectivePrivacyPeer])
    case enableContacts(enableFor: [PeerId: SelectivePrivacyPeer], disableFor: [PeerId: SelectivePrivacyPeer])
    case disableEveryone(enableFor: [PeerId: SelectivePrivacyPeer])
}

/// The account's privacy settings, as the server reports them.
public struct AccountPrivacySettings: Equatable {
    public var presence: SelectivePrivacySettings
    public var groupInvitations: SelectivePrivacySettings
    public var voiceCalls: SelectivePrivacySettings
    public var profilePhoto: SelectivePrivacySettings
    public var phoneNumber: SelectivePrivacySettings
    public var accountRemovalTimeout: Int32
    public var messageAutoremoveTimeout: Int32?

    public init(
        presence: SelectivePrivacySettings, groupInvitations: SelectivePrivacySettings,
        voiceCalls: SelectivePrivacySettings, profilePhoto: SelectivePrivacySettings,
        phoneNumber: SelectivePrivacySettings, accountRemovalTimeout: Int32, messageAutoremoveTimeout: Int32?
    ) {
        self.presence = presence
        self.groupInvitations = groupInvitations
        self.voiceCalls = voiceCalls
        self.profilePhoto = profilePhoto
        self.phoneNumber = phoneNumber
        self.accountRemovalTimeout = accountRemovalTimeout
        self.messageAutoremoveTimeout = messageAutoremoveTimeout
    }
}

/// A period in the largest whole unit, from the strings' plural forms (`MessageTimer_Months_1` / `_any`, …), so that
/// it follows the language of `strings`. `preferLowerValue`: a period between two units is written in the smaller.
public func timeIntervalString(strings: PresentationStrings, value: Int32, preferLowerValue: Bool = false) -> String {
    let units: [(seconds: Int32, key: String)] = [
        (60 * 60 * 24 * 30, "MessageTimer_Months"), (60 * 60 * 24 * 7, "MessageTimer_Weeks"),
        (60 * 60 * 24, "MessageTimer_Days"), (60 * 60, "MessageTimer_Hours"), (60, "MessageTimer_Minutes"),
    ]
    let unit =
        units.first { value >= $0.seconds && (!preferLowerValue || value % $0.seconds == 0) }
        ?? (1, "MessageTimer_Seconds")
    let count = max(1, value / unit.seconds)
    let format = strings.value(forKey: unit.key + (count == 1 ? "_1" : "_any"))
    return format.replacingOccurrences(of: "%@", with: String(count))
}
