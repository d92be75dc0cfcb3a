/// A screen that reads the app's declared types, calls its functions and a reusable text: privacy settings as a
/// Telegram controller receives them (one `AccountPrivacySettings?`, enum cases that carry peer dictionaries, an
/// `Int32` timeout, an `Int64` size, a `Double`, an optional nested struct, an array and a formatter without a sample).
/// Shared by the runtime tests (what its texts show) and the preview tests (the data panel).
public enum DeclaredPrivacyScreen {
    public static let source = #"""
        screen: DeclaredPrivacy
        title: Privacy

        types:
          AccountPrivacySettings:
            module: TelegramCore
            members:
              presence: SelectivePrivacySettings
              voiceCalls: SelectivePrivacySettings
              accountRemovalTimeout: Int32
              storageBytes: Int64
              ratio: Double
              network: NetworkSettings?
              blockedIds: "[PeerId]"
          NetworkSettings:
            module: TelegramCore
            members: { cellular: Bool, wifi: Bool }
          SelectivePrivacySettings:
            module: TelegramCore
            cases:
              enableEveryone: { disableFor: "[PeerId: SelectivePrivacyPeer]" }
              enableContacts: { enableFor: "[PeerId: SelectivePrivacyPeer]", disableFor: "[PeerId: SelectivePrivacyPeer]" }
              disableEveryone: { enableFor: "[PeerId: SelectivePrivacyPeer]" }
          SelectivePrivacyPeer:
            module: TelegramCore

        functions:
          timeIntervalString:
            module: TelegramStringFormatting
            parameters: [strings, value: Int32]
          dataSizeString:
            module: TelegramStringFormatting
            parameters: [value: { type: Int64, label: _ }, strings]
            sample: 1.2 GB
          describePrivacy:
            parameters: [strings, settings: AccountPrivacySettings, name: String]
          isPremium:
            returns: Bool
            parameters: [value: Int64]
            sample: "true"

        texts:
          privacyLabel:
            parameters: { settings: SelectivePrivacySettings }
            text:
              switch: settings
              cases:
                enableEveryone:
                  if: disableFor.isEmpty
                  then: { key: PrivacySettings_LastSeenEverybody }
                  else: 'Everybody (-\(disableFor.count))'
                enableContacts, disableEveryone: { key: PrivacySettings_LastSeenContacts }

        data:
          privacy:
            type: AccountPrivacySettings?
            sample:
              presence: enableContacts
              voiceCalls: { enableEveryone: { disableFor: { 7: Alex } } }
              accountRemovalTimeout: 604800
              storageBytes: 1200000000
              ratio: 0.5
              blockedIds: [1, 2]
          exceptions:
            list: { id: Int, name: String, settings: SelectivePrivacySettings }
            element: PrivacyException
            sample:
              - { id: 1, name: Family, settings: disableEveryone }

        sections:
          - id: privacy
            rows:
              - id: lastSeen
                item: disclosure
                title: Last Seen
                label: { if: let privacy, then: { call: privacyLabel, args: { settings: privacy.presence } }, else: Loading }
                action: openLastSeen
              - id: calls
                item: disclosure
                title: Calls
                label: { if: let privacy, then: { call: privacyLabel, args: { settings: privacy.voiceCalls } }, else: Loading }
                action: openCalls
              - id: accountTimeout
                item: disclosure
                title: If Away For
                label: { if: let privacy, then: { call: timeIntervalString, args: { value: privacy.accountRemovalTimeout } }, else: "" }
                action: openTimeout
              - id: storage
                item: disclosure
                title: Storage
                label: '\(dataSizeString(privacy?.storageBytes ?? 0))'
                action: openStorage
              - id: summary
                item: text
                text: { if: let privacy, then: '\(describePrivacy(settings: privacy, name: "Zoë"))', else: "" }
              - id: both
                item: text
                text:
                  if: let privacy
                  then: { join: [{ call: privacyLabel, args: { settings: privacy.presence } }, '\(privacyLabel(settings: privacy.voiceCalls)) too'], separator: " / " }
                  else: ""
              - id: available
                item: text
                text: { if: let privacy, then: { key: Username_UsernameIsAvailable, args: ['privacyLabel(settings: privacy.presence)'] }, else: "" }
              - id: premium
                item: text
                text: Premium
                visible: "isPremium(value: privacy?.storageBytes ?? 0)"
          - id: network
            visible: privacy?.network?.cellular == true
            rows:
              - { id: cellular, item: text, text: Downloads over cellular are on. }
          - id: exceptions
            header: Exceptions
            footer: 'Blocked: \(privacy?.blockedIds.count ?? 0)'
            rows:
              - id: exception
                forEach: exception in exceptions
                item: disclosure
                title: \(exception.name)
                label: { call: privacyLabel, args: { settings: exception.settings } }
                action: openException

        """#
}
