// AppBundle (submodules/AppBundle): the app's resource bundle and the Objective-C category
// `-[UIImage initWithBundleImageName:]`, which Swift sees as `UIImage(bundleImageName:)`.
// Test support only; never shipped.
//
// The real initializer loads an asset from `submodules/TelegramUI/Images.xcassets` and returns nil when there is
// no such asset. The stubs have no asset catalog: every non-empty name gives a stub image carrying that name
// (`UIImage.name`, `@_spi(Stubs)`), an empty name gives nil.

@_spi(Stubs) import UIKit

/// The bundle that holds Telegram's resources (`Bundle.main` in the stubs).
public func getAppBundle() -> Bundle {
    return Bundle.main
}

public extension UIImage {
    convenience init?(bundleImageName: String) {
        if bundleImageName.isEmpty {
            return nil
        }
        self.init(stubName: bundleImageName, size: CGSize(width: 29.0, height: 29.0))
    }
}
