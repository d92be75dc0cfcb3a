// Display's view-controller layer (submodules/Display), reduced to what ItemListUI's public API and
// hand-written settings screens use: ViewController with push/present/dismiss, NavigationController,
// presentation contexts and arguments. Test support only; never shipped.
//
// Recording: `pushedControllers`, `presentedControllers`, `dismissCount` are stub-only (`@_spi(Stubs)`), so
// tests read them after `@_spi(Stubs) import Display` while generated code cannot use them.

import UIKit
import AsyncDisplayKit

public enum ViewControllerNavigationPresentation: Equatable, Sendable {
    case `default`
    case master
    case modal
    case flatModal
    case standaloneModal
    case standaloneFlatModal
    case modalInLargeLayout
    case modalInCompactLayout
}

public struct PresentationSurfaceLevel: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    public static let root = PresentationSurfaceLevel(rawValue: 0)
}

public enum PresentationContextType: Equatable, Sendable {
    case current
    case window(PresentationSurfaceLevel)
}

public enum ViewControllerPresentationAnimation: Equatable, Sendable {
    case none
    case modalSheet
}

public class ViewControllerPresentationArguments {
    public let presentationAnimation: ViewControllerPresentationAnimation
    public let completion: (() -> Void)?

    public init(presentationAnimation: ViewControllerPresentationAnimation, completion: (() -> Void)? = nil) {
        self.presentationAnimation = presentationAnimation
        self.completion = completion
    }
}

/// Display's navigation-bar appearance. Opaque in the stubs: pass `nil`.
public final class NavigationBarPresentationData {
    init() {
    }
}

/// One `present(_:in:with:)` call, as recorded by the stub.
@_spi(Stubs) public struct PresentedController {
    public let controller: ViewController
    public let context: PresentationContextType
    public let arguments: Any?
}

open class ViewController: UIViewController {
    public var navigationPresentation: ViewControllerNavigationPresentation = .default

    /// Controllers passed to `push(_:)`, in order (also when this controller is on a NavigationController,
    /// in which case the push is forwarded there as well).
    @_spi(Stubs) public private(set) var pushedControllers: [ViewController] = []
    /// Controllers passed to `present(_:in:with:…)`, in order.
    @_spi(Stubs) public private(set) var presentedControllers: [PresentedController] = []
    /// How many times `dismiss(completion:)` / `dismiss(animated:completion:)` was called.
    @_spi(Stubs) public private(set) var dismissCount: Int = 0

    public init(navigationBarPresentationData: NavigationBarPresentationData?) {
        super.init()
    }

    open func push(_ controller: ViewController) {
        self.pushedControllers.append(controller)
        (self.navigationController as? NavigationController)?.pushViewController(controller)
    }

    open func present(_ controller: ViewController, in context: PresentationContextType, with arguments: Any? = nil, blockInteraction: Bool = false, completion: @escaping () -> Void = {}) {
        self.presentedControllers.append(PresentedController(controller: controller, context: context, arguments: arguments))
        completion()
    }

    open func dismiss(completion: (() -> Void)? = nil) {
        self.dismissCount += 1
        if let navigationController = self.navigationController as? NavigationController, navigationController.viewControllers.last === self {
            navigationController.popViewController(animated: true)
        }
        completion?()
    }

    override open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        self.dismiss(completion: completion)
    }
}

/// Display's navigation controller, reduced to a synchronous stack.
open class NavigationController: UINavigationController {
    @_spi(Stubs) public override init() {
        super.init()
    }

    public func pushViewController(_ controller: ViewController) {
        self.pushViewController(controller, animated: true, completion: {})
    }

    open func pushViewController(_ controller: ViewController, animated: Bool = true, completion: @escaping () -> Void = {}) {
        super.pushViewController(controller, animated: animated)
        completion()
    }

    override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }
}

/// A node that can replace the navigation bar's content (search bars). Opaque in the stubs.
open class NavigationBarContentNode: ASDisplayNode {
    public override init() {
        super.init()
    }
}
