import Postbox
import ScreenExpressions
import ScreenRuntime
import SettingsModel
@_spi(Stubs) import TelegramPresentationData

// The app-side types the example screens declare (`types:` in Screens/PrivacyAndSecurity.yaml, the SettingsModel stub)
// as runtime values, both ways, as the runtime stores them: a struct is a `.record` of the members the screen declares,
// an enum case with values `.caseWithValues`, a dictionary the `.list` of its values (the screen reads its count).

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
        }
    ])
}
