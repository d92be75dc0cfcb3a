@_spi(Stubs) import Display
import SettingsModel
import SwiftSignalKit
import TelegramCore

@testable import IntegrationExample

/// App services a test controls: sizes it publishes when it wants, a proxy check it answers when it wants, and pickers
/// and profiles that record what they were asked for.
final class TestServices {
    let cacheSize = ValuePromise<Int64?>(nil)
    let networkUsage = ValuePromise<Int64?>(nil)
    /// The account's uploaded tones, nil until the test publishes them.
    let notificationSoundList = ValuePromise<NotificationSoundList?>(nil)
    /// The answer of the pending proxy connection check (the check waits until it is set).
    let proxyCheck = Promise<Bool>()
    private(set) var checkedServers: [ProxyServer] = []
    private(set) var clearedCategories: [Set<CacheCategory>] = []
    private(set) var networkUsageResets = 0
    var pasteboard: String?
    private(set) var sharedLinks: [String] = []
    /// The completion of the last peer picker, and of the last sound picker, as a user's choice would call them.
    private(set) var pickPeer: ((EnginePeer.Id) -> Void)?
    private(set) var pickSound: ((PeerMessageSound) -> Void)?
    private(set) var soundPickerCurrentSounds: [PeerMessageSound] = []
    private(set) var openedProfiles: [EnginePeer.Id] = []
    private(set) var openedAutoDownloadOptions: [AutoDownloadConnection] = []

    var services: AppServices {
        return AppServices(
            cacheSize: self.cacheSize.get(),
            networkUsage: self.networkUsage.get(),
            clearCache: { [unowned self] categories in
                self.clearedCategories.append(categories)
                return .single(Void())
            },
            resetNetworkUsage: { [unowned self] in
                self.networkUsageResets += 1
                return .single(Void())
            },
            checkProxyConnection: { [unowned self] server in
                self.checkedServers.append(server)
                return self.proxyCheck.get() |> take(1)
            },
            pasteboardString: { [unowned self] in self.pasteboard },
            shareLink: { [unowned self] link in self.sharedLinks.append(link) },
            makePeerPicker: { [unowned self] completion in
                self.pickPeer = completion
                return ViewController(navigationBarPresentationData: nil)
            },
            makePeerInfoController: { [unowned self] peerId in
                self.openedProfiles.append(peerId)
                return ViewController(navigationBarPresentationData: nil)
            },
            notificationSoundList: self.notificationSoundList.get(),
            makeSoundPicker: { [unowned self] current, completion in
                self.soundPickerCurrentSounds.append(current)
                self.pickSound = completion
                return ViewController(navigationBarPresentationData: nil)
            },
            makeAutoDownloadOptions: { [unowned self] connection in
                self.openedAutoDownloadOptions.append(connection)
                return ViewController(navigationBarPresentationData: nil)
            }
        )
    }
}
