import Postbox
import ScreenExpressions
import ScreenRuntime
import SettingsModel
@_spi(Stubs) import TelegramPresentationData

// The app-side types the example screens declare (`types:` in Screens/PrivacyAndSecurity.yaml and
// Screens/NotificationsPeerCategory.yaml, the SettingsModel stub) as runtime values, both ways, as the runtime stores
// them: a struct is a `.record` of the members the screen declares, an enum case with values `.caseWithValues`, a
// dictionary the `.list` of its values (the screen reads its count), a type the screen only passes on an empty
// `.record`.

/// The exceptions of a privacy setting: the runtime counts them; each becomes a peer with a made-up id.
private func peers(_ value: ExpressionValue) throws -> [PeerId: SelectivePrivacyPeer] {
    guard case .list(let elements) = value else { throw ExpressionConversionError(description: "\(value) is not a dictionary") }
    var peers: [PeerId: SelectivePrivacyPeer] = [:]
    for index in elements.indices {
        let id = PeerId(namespace: PeerId.Namespace._internalFromInt32Value(0), id: PeerId.Id._internalFromInt64Value(Int64(index + 1)))
        peers[id] = SelectivePrivacyPeer(peerId: id, title: "Peer \(index + 1)")
    }
    return peers
}

private func peerList(_ peers: [PeerId: SelectivePrivacyPeer]) -> ExpressionValue {
    .list(Array(repeating: .record([:]), count: peers.count))
}

extension SelectivePrivacySettings: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        let values: [String: ExpressionValue]
        switch expressionValue {
        case .caseWithValues(_, let carried): values = carried
        case .enumCase: values = [:]
        default: throw Self.mismatch(expressionValue)
        }
        let empty = ExpressionValue.list([])
        switch expressionValue.caseName {
        case "enableEveryone": self = .enableEveryone(disableFor: try peers(values["disableFor"] ?? empty))
        case "enableContacts":
            self = .enableContacts(
                enableFor: try peers(values["enableFor"] ?? empty), disableFor: try peers(values["disableFor"] ?? empty))
        case "disableEveryone": self = .disableEveryone(enableFor: try peers(values["enableFor"] ?? empty))
        default: throw Self.mismatch(expressionValue)
        }
    }

    var expressionValue: ExpressionValue {
        switch self {
        case .enableEveryone(let disableFor): .caseWithValues("enableEveryone", ["disableFor": peerList(disableFor)])
        case .enableContacts(let enableFor, let disableFor):
            .caseWithValues("enableContacts", ["enableFor": peerList(enableFor), "disableFor": peerList(disableFor)])
        case .disableEveryone(let enableFor): .caseWithValues("disableEveryone", ["enableFor": peerList(enableFor)])
        }
    }
}

extension AccountPrivacySettings: ExpressionRecord {
    init(expressionFields fields: ExpressionFields) throws {
        try self.init(
            presence: fields.value("presence"), groupInvitations: fields.value("groupInvitations"),
            voiceCalls: fields.value("voiceCalls"), profilePhoto: fields.value("profilePhoto"),
            phoneNumber: fields.value("phoneNumber"), accountRemovalTimeout: fields.value("accountRemovalTimeout"),
            messageAutoremoveTimeout: nil)
    }

    var expressionFields: [String: ExpressionValue] {
        [
            "presence": presence.expressionValue, "groupInvitations": groupInvitations.expressionValue,
            "voiceCalls": voiceCalls.expressionValue, "profilePhoto": profilePhoto.expressionValue,
            "phoneNumber": phoneNumber.expressionValue, "accountRemovalTimeout": accountRemovalTimeout.expressionValue,
        ]
    }
}

extension PeerMessageSound: ExpressionValueConvertible {
    /// A case the runtime made without its values (a random one) carries zeros.
    init(expressionValue: ExpressionValue) throws {
        var values: [String: ExpressionValue] = [:]
        switch expressionValue {
        case .caseWithValues(_, let carried): values = carried
        case .enumCase: break
        default: throw Self.mismatch(expressionValue)
        }
        switch expressionValue.caseName {
        case "none": self = .none
        case "default": self = .default
        case "bundledModern": self = .bundledModern(id: try Int32(expressionValue: values["id"] ?? .int(0)))
        case "bundledClassic": self = .bundledClassic(id: try Int32(expressionValue: values["id"] ?? .int(0)))
        case "cloud": self = .cloud(fileId: try Int64(expressionValue: values["fileId"] ?? .int(0)))
        default: throw Self.mismatch(expressionValue)
        }
    }

    var expressionValue: ExpressionValue {
        switch self {
        case .none: .enumCase("none")
        case .default: .enumCase("default")
        case .bundledModern(let id): .caseWithValues("bundledModern", ["id": id.expressionValue])
        case .bundledClassic(let id): .caseWithValues("bundledClassic", ["id": id.expressionValue])
        case .cloud(let fileId): .caseWithValues("cloud", ["fileId": fileId.expressionValue])
        }
    }
}

/// The account's uploaded tones: the screen only passes the list on, so the runtime holds it as an empty record;
/// it becomes a list without tones (an uploaded tone then has the default's name on both sides).
extension NotificationSoundList: ExpressionValueConvertible {
    convenience init(expressionValue: ExpressionValue) throws {
        guard case .record = expressionValue else { throw Self.mismatch(expressionValue) }
        self.init(sounds: [])
    }

    var expressionValue: ExpressionValue { .record([:]) }
}

/// The app's functions the example screens declare, as the generated code calls them with `strings`: the runtime
/// renders a screen for the harness with them, so both sides show the same text in every language.
func settingsModelFunctions(strings: PresentationStrings) -> AppFunctions {
    nonisolated(unsafe) let strings = strings
    return AppFunctions([
        "timeIntervalString": { arguments in
            guard case .int(let value)? = arguments.first(where: { $0.label == "value" })?.value else { return .null }
            var preferLowerValue = false
            if case .bool(let flag)? = arguments.first(where: { $0.label == "preferLowerValue" })?.value {
                preferLowerValue = flag
            }
            return .string(timeIntervalString(strings: strings, value: Int32(value), preferLowerValue: preferLowerValue))
        },
        "localizedPeerNotificationSoundString": { arguments in
            func argument<T: ExpressionValueConvertible>(_ label: String) -> T? {
                arguments.first(where: { $0.label == label }).flatMap { try? T(expressionValue: $0.value) }
            }
            guard let sound: PeerMessageSound = argument("sound") else { return .null }
            let list: NotificationSoundList? = argument("notificationSoundList")
            let defaultSound: PeerMessageSound? = argument("default")
            return .string(
                localizedPeerNotificationSoundString(
                    strings: strings, notificationSoundList: list, sound: sound, default: defaultSound))
        },
    ])
}
