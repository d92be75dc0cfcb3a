// The two screens Data and Storage pushes to show usage (Screens/StorageUsage.yaml, Screens/NetworkUsage.yaml). They
// keep their state locally; their hooks ask the app's services to clear the cache or reset the statistics.

import AccountContext
import Display
import GeneratedScreens
import SwiftSignalKit

func makeStorageUsageController(context: AccountContext, services: AppServices) -> ViewController {
    return storageUsageController(
        context: context,
        initialState: StorageUsageState(calculating: false),
        hooks: StorageUsageHooks(
            closeStorageUsage: { handle in
                handle.dismiss()
            },
            clearSelectedMedia: { handle in
                let state = handle.state
                var categories = Set<CacheCategory>()
                if state.clearPhotos { categories.insert(.photos) }
                if state.clearVideos { categories.insert(.videos) }
                if state.clearFiles { categories.insert(.files) }
                if state.clearMusic { categories.insert(.music) }
                handle.updateState { $0.calculating = true }
                handle.disposables.add(
                    (services.clearCache(categories) |> deliverOnMainQueue).start(completed: {
                        handle.updateState { $0.calculating = false }
                    })
                )
            }
        )
    )
}

func makeNetworkUsageController(context: AccountContext, services: AppServices) -> ViewController {
    return networkUsageController(
        context: context,
        hooks: NetworkUsageHooks(
            resetNetworkStatistics: { handle in
                handle.disposables.add(services.resetNetworkUsage().start())
            }
        )
    )
}
