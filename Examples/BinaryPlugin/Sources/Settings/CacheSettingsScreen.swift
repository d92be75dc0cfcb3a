import AccountContext
import Display

/// The Storage screen, as the app opens it: `cacheSettingsController` is generated at build time from
/// `Screens/CacheSettings.yaml` by the binary plugin, so this file compiles only when the plugin ran.
public func makeCacheSettingsScreen(context: AccountContext, keepMedia: Bool) -> ViewController {
    cacheSettingsController(context: context, initialState: CacheSettingsState(keepMedia: keepMedia))
}
