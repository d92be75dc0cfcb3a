// What the example screens need from the app beyond settings and engine data: in Telegram these come from
// `context.engine.resources` (cache usage), `accountNetworkUsageStats`, `context.engine.peers.notificationSoundList()`
// (uploaded tones), `UIPasteboard`, `ShareController` and the peer and sound pickers. The stub modules do not model
// them, so the example takes them as values the app (or a test) provides.

import Display
import SettingsModel
import SwiftSignalKit
import TelegramCore

/// Kinds of cached media the Storage Usage screen can clear.
enum CacheCategory: Hashable {
    case photos
    case videos
    case files
    case music
}

/// The connection types auto-download has settings for.
enum AutoDownloadConnection: Hashable {
    case cellular
    case wifi
}

struct AppServices {
    /// The size of the media cache in bytes; nil while it is being measured.
    var cacheSize: Signal<Int64?, NoError>
    /// The bytes sent and received since the statistics were reset; nil while they are being read.
    var networkUsage: Signal<Int64?, NoError>
    /// Removes the cached media of the given kinds.
    var clearCache: (Set<CacheCategory>) -> Signal<Void, NoError>
    /// Starts counting network usage again.
    var resetNetworkUsage: () -> Signal<Void, NoError>
    /// Whether a connection through `server` works.
    var checkProxyConnection: (ProxyServer) -> Signal<Bool, NoError>
    /// The text on the pasteboard, if any.
    var pasteboardString: () -> String?
    /// Shares a link (Telegram: a `ShareController`).
    var shareLink: (String) -> Void
    /// A peer picker that calls its argument with the chosen peer.
    var makePeerPicker: (@escaping (EnginePeer.Id) -> Void) -> ViewController
    /// A peer's profile.
    var makePeerInfoController: (EnginePeer.Id) -> ViewController
    /// The account's uploaded notification tones; nil while the list is being loaded.
    var notificationSoundList: Signal<NotificationSoundList?, NoError>
    /// A notification sound picker showing `current`, calling its argument with the chosen sound.
    var makeSoundPicker:
        (_ current: PeerMessageSound, _ completion: @escaping (PeerMessageSound) -> Void) -> ViewController
    /// The auto-download options of one connection type (Telegram: `autodownloadMediaConnectionTypeController`).
    var makeAutoDownloadOptions: (AutoDownloadConnection) -> ViewController
}

/// `bytes` as the screens show a size: "0 B", "512 KB", "1.2 GB" (Telegram: `dataSizeString`).
func dataSizeString(_ bytes: Int64) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(max(bytes, 0))
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    if unit == 0 || value >= 10 {
        return "\(Int(value.rounded())) \(units[unit])"
    }
    return "\((value * 10).rounded() / 10) \(units[unit])"
}
