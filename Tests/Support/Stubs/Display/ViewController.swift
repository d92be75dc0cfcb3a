// Display's view-controller layer (submodules/Display), reduced to what ItemListUI's public API and
// hand-written settings screens use: ViewController with push/present/dismiss, NavigationController,
// presentation contexts and arguments. Test support only; never shipped.
//
// Recording: `pushedControllers`, `presentedControllers`, `dismissCount` are stub-only (`@_spi(Stubs)`), so
// tests read them after `@_spi(Stubs) import Display` while generated code cannot use them.

import UIKit
import AsyncDisplayKit
import SwiftSignalKit

public enum ViewControllerNavigationPresentation {
    case `default`
    case master
    case modal
    case flatModal
    case standaloneModal
    case standaloneFlatModal
    case modalInLargeLayout
    case modalInCompactLayout
}

public struct PresentationSurfaceLevel: RawRepresentable {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    // `nonisolated(unsafe)`: the stubs compile in Swift 6 mode, Display in Swift 5 mode; the constant is never mutated.
    nonisolated(unsafe) public static let root = PresentationSurfaceLevel(rawValue: 0)
}

public enum PresentationContextType {
    case current
    case window(PresentationSurfaceLevel)
}

public enum ViewControllerPresentationAnimation {
    case none
    case modalSheet
}

open class ViewControllerPresentationArguments {
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
    open var navigationPresentation: ViewControllerNavigationPresentation = .default
    /// What a tap on the status bar does (ItemListController scrolls its list to the top).
    public var scrollToTop: (() -> Void)?

    /// Controllers passed to `push(_:)`, in order (also when this controller is on a NavigationController,
    /// in which case the push is forwarded there as well). Includes `.modalSheet` presentations that became pushes.
    @_spi(Stubs) public private(set) var pushedControllers: [ViewController] = []
    /// Controllers passed to `present(_:in:with:…)` that were presented (not turned into pushes), in order.
    @_spi(Stubs) public private(set) var presentedControllers: [PresentedController] = []
    /// Controllers passed to `presentInGlobalOverlay(_:with:)`, in order.
    @_spi(Stubs) public private(set) var globalOverlayControllers: [PresentedController] = []
    /// Controllers passed to `replace(with:)`, in order.
    @_spi(Stubs) public private(set) var replacementControllers: [ViewController] = []
    /// How many times `dismiss(completion:)` / `dismiss(animated:completion:)` was called.
    @_spi(Stubs) public private(set) var dismissCount: Int = 0
    /// Whether the controller is on screen, as driven by `simulateAppear` / `simulateDisappear`.
    @_spi(Stubs) public private(set) var isStubVisible: Bool = false

    public init(navigationBarPresentationData: NavigationBarPresentationData?) {
        super.init()
    }

    /// Pushes onto this controller's NavigationController (Display: `(navigationController as?
    /// NavigationController)?.pushViewController(controller)`); the stub also records the call.
    public func push(_ controller: ViewController) {
        self.pushedControllers.append(controller)
        (self.navigationController as? NavigationController)?.pushViewController(controller)
    }

    /// Display's rule: a `.window` presentation with `ViewControllerPresentationArguments(presentationAnimation:
    /// .modalSheet)` from a controller inside a navigation controller becomes a push with `navigationPresentation =
    /// .modal`. Everything else is presented (recorded in `presentedControllers`) and `completion` runs at once.
    open func present(_ controller: ViewController, in context: PresentationContextType, with arguments: Any? = nil, blockInteraction: Bool = false, completion: @escaping () -> Void = {}) {
        if case .window = context, let arguments = arguments as? ViewControllerPresentationArguments, case .modalSheet = arguments.presentationAnimation, self.navigationController != nil {
            controller.navigationPresentation = .modal
            self.push(controller)
        } else {
            self.presentedControllers.append(PresentedController(controller: controller, context: context, arguments: arguments))
        }
        completion()
    }

    /// Presents above everything (the stub records the call).
    public func presentInGlobalOverlay(_ controller: ViewController, with arguments: Any? = nil) {
        self.globalOverlayControllers.append(PresentedController(controller: controller, context: .window(.root), arguments: arguments))
    }

    /// Removes this controller from its NavigationController (wherever it is in the stack), then runs `completion`.
    open func dismiss(completion: (() -> Void)? = nil) {
        self.dismissCount += 1
        if let navigationController = self.navigationController as? NavigationController {
            navigationController.removeFromStack(self)
        }
        completion?()
    }

    override open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        self.dismiss(completion: completion)
    }

    /// Puts `controller` in this controller's place on its NavigationController (the stub records the call).
    open func replace(with controller: ViewController) {
        self.replacementControllers.append(controller)
        if let navigationController = self.navigationController as? NavigationController {
            var controllers = navigationController.viewControllers
            controllers.removeAll(where: { $0 === self })
            controllers.append(controller)
            navigationController.setViewControllers(controllers, animated: true)
        }
    }

    /// The controller comes on screen: `viewWillAppear(animated)` then `viewDidAppear(animated)`. Refused (returns
    /// false) when it is already visible, as UIKit never reports an appearance twice in a row.
    @_spi(Stubs) @discardableResult
    public func simulateAppear(animated: Bool = true) -> Bool {
        if self.isStubVisible {
            return false
        }
        self.isStubVisible = true
        self.viewWillAppear(animated)
        self.viewDidAppear(animated)
        return true
    }

    /// The controller leaves the screen: `viewWillDisappear(animated)` then `viewDidDisappear(animated)`. Refused
    /// (returns false) when it is not visible.
    @_spi(Stubs) @discardableResult
    public func simulateDisappear(animated: Bool = true) -> Bool {
        if !self.isStubVisible {
            return false
        }
        self.isStubVisible = false
        self.viewWillDisappear(animated)
        self.viewDidDisappear(animated)
        return true
    }
}

/// Display's options for a navigation change (`replaceControllers`, `replaceAllButRootController`).
public struct NavigationAnimationOptions: OptionSet {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public init() {
        self.rawValue = 0
    }

    // `nonisolated(unsafe)`: see `PresentationSurfaceLevel.root`.
    nonisolated(unsafe) public static let removeOnMasterDetails = NavigationAnimationOptions(rawValue: 1 << 0)
}

/// Display's navigation controller, reduced to a synchronous stack.
open class NavigationController: UINavigationController {
    /// Whether each change of the stack was animated, in order (stub-only).
    @_spi(Stubs) public private(set) var stackChangesAnimated: [Bool] = []

    @_spi(Stubs) public override init() {
        super.init()
    }

    public func pushViewController(_ controller: ViewController) {
        self.pushViewController(controller, completion: {})
    }

    public func pushViewController(_ controller: ViewController, animated: Bool = true, completion: @escaping () -> Void) {
        var controllers = self.viewControllers
        controllers.append(controller)
        self.setViewControllers(controllers, animated: animated)
        completion()
    }

    override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        var controllers = self.viewControllers
        controllers.append(viewController)
        self.setViewControllers(controllers, animated: animated)
    }

    /// Replaces the top controller with `controller`; `ready` (if given) is set to true first.
    public func replaceTopController(_ controller: ViewController, animated: Bool, ready: Promise<Bool>? = nil) {
        ready?.set(.single(true))
        var controllers = self.viewControllers
        controllers.removeLast()
        controllers.append(controller)
        self.setViewControllers(controllers, animated: animated)
    }

    /// Makes `controllers` the whole stack.
    public func replaceControllers(controllers: [UIViewController], animated: Bool, options: NavigationAnimationOptions = [], ready: ValuePromise<Bool>? = nil, completion: @escaping () -> Void = {}) {
        ready?.set(true)
        self.setViewControllers(controllers, animated: animated)
        completion()
    }

    /// Keeps the root controller and puts `controller` above it, in place of everything else.
    public func replaceAllButRootController(_ controller: ViewController, animated: Bool, animationOptions: NavigationAnimationOptions = [], ready: ValuePromise<Bool>? = nil, completion: @escaping () -> Void = {}) {
        ready?.set(true)
        var controllers = self.viewControllers
        while controllers.count > 1 {
            controllers.removeLast()
        }
        controllers.append(controller)
        self.setViewControllers(controllers, animated: animated)
        completion()
    }

    override open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.stackChangesAnimated.append(animated)
        super.setViewControllers(viewControllers, animated: animated)
    }

/// What `ViewController.dismiss(completion:)` does: the controller leaves the stack wherever it is.
    func removeFromStack(_ controller: ViewController) {
        let controllers = self.viewControllers.filter { $0 !== controller }
        if controllers.count != self.viewControllers.count {
            self.setViewControllers(controllers, animated: true)
        }
    }
}

/// A node that can replace the navigation bar's content (search bars). Opaque in the stubs.
open class NavigationBarContentNode: ASDisplayNode {
    public override init() {
        super.init()
    }
}
