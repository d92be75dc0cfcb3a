// App-side code for the generated archive settings (Screens/ArchiveSettings.yaml). `archiveSettingsController`
// and its types are generated at build time by screenc's build-tool plugin.

import AccountContext
import Display

/// The archive settings of an account; `showPaywall` is called when a Premium-only option is tapped.
public func makeArchiveSettings(
    context: AccountContext,
    isPremium: Bool,
    showPaywall: @escaping () -> Void
) -> ViewController {
    archiveSettingsController(
        context: context,
        initialState: ArchiveSettingsState(isPremium: isPremium),
        hooks: ArchiveSettingsHooks(showPremiumPaywall: { _ in showPaywall() })
    )
}
