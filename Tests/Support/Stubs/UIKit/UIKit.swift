// A Linux stand-in for the handful of UIKit declarations that ItemListUI's public signatures and
// hand-written settings screens use. Test support only; never shipped.
//
// Foundation is re-exported (as UIKit does on Apple platforms), so generated code that imports only UIKit
// still sees NSAttributedString, CGFloat, CGSize, CGPoint, CGRect (swift-corelibs-foundation has them).
//
// Declarations marked `@_spi(Stubs)` do not exist in the real UIKit: they are visible only to files that
// write `@_spi(Stubs) import UIKit`, so generated code (plain `import UIKit`) cannot come to depend on them.

@_exported import Foundation

// MARK: - Colours and images

/// UIKit's colour. Stored as sRGB components; equality compares the components (like `UIColor.isEqual`).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    @_spi(Stubs) public let red: CGFloat
    @_spi(Stubs) public let green: CGFloat
    @_spi(Stubs) public let blue: CGFloat
    @_spi(Stubs) public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        return UIColor(red: self.red, green: self.green, blue: self.blue, alpha: alpha)
    }

    public static var black: UIColor { return UIColor(white: 0.0, alpha: 1.0) }
    public static var white: UIColor { return UIColor(white: 1.0, alpha: 1.0) }
    public static var clear: UIColor { return UIColor(white: 0.0, alpha: 0.0) }
    public static var gray: UIColor { return UIColor(white: 0.5, alpha: 1.0) }
    public static var red: UIColor { return UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0) }
    public static var green: UIColor { return UIColor(red: 0.0, green: 1.0, blue: 0.0, alpha: 1.0) }
    public static var blue: UIColor { return UIColor(red: 0.0, green: 0.0, blue: 1.0, alpha: 1.0) }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.red)
        hasher.combine(self.green)
        hasher.combine(self.blue)
        hasher.combine(self.alpha)
    }

    public var description: String {
        func byte(_ value: CGFloat) -> Int { return Int((max(0.0, min(1.0, value)) * 255.0).rounded()) }
        return String(format: "UIColor(#%02X%02X%02X, alpha %.2f)", byte(self.red), byte(self.green), byte(self.blue), Double(self.alpha))
    }
}

/// UIKit's image. There are no pixels here: an image is an identity with an optional name.
/// Equality is identity (two `UIImage(named: "x")` calls give two different images, as in UIKit).
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    @_spi(Stubs) public let name: String?
    public let size: CGSize

    public init() {
        self.name = nil
        self.size = CGSize()
        self.stubTintColor = nil
        self.stubIsPrecomposed = false
    }

    public init?(named name: String) {
        self.name = name
        self.size = CGSize(width: 24.0, height: 24.0)
        self.stubTintColor = nil
        self.stubIsPrecomposed = false
    }

    @_spi(Stubs) public init(stubName: String, size: CGSize = CGSize(width: 24.0, height: 24.0)) {
        self.name = stubName
        self.size = size
        self.stubTintColor = nil
        self.stubIsPrecomposed = false
    }

    /// A stub image standing for `source` drawn in `tintColor` (what Display's `generateTintedImage` makes), and
    /// drawn again into a bitmap of its own when `precomposed` (what Display's `UIImage.precomposed()` makes).
    @_spi(Stubs) public init(stubName: String, size: CGSize, tintColor: UIColor?, precomposed: Bool = false) {
        self.name = stubName
        self.size = size
        self.stubTintColor = tintColor
        self.stubIsPrecomposed = precomposed
    }

    /// Whether the image was made by `precomposed()` (stub-only).
    @_spi(Stubs) public let stubIsPrecomposed: Bool

    /// The colour the image was tinted with, if it was made by a tinting function (stub-only: there are no
    /// pixels to look at).
    @_spi(Stubs) public let stubTintColor: UIColor?

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        return lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        let precomposed = self.stubIsPrecomposed ? ", precomposed" : ""
        if let tint = self.stubTintColor {
            return "UIImage(\(self.name ?? "unnamed"), tinted \(tint)\(precomposed))"
        }
        return "UIImage(\(self.name ?? "unnamed")\(precomposed))"
    }
}

// MARK: - Geometry and text input

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}

public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad
}

// MARK: - View controllers

/// UIKit's bar button item, reduced to its `Style` (ItemListNavigationButtonStyle.barButtonItemStyle returns one).
open class UIBarButtonItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered
        case done
    }

    public var title: String?
    public var style: Style
    public var isEnabled: Bool = true

    public init(title: String?, style: Style) {
        self.title = title
        self.style = style
    }
}

/// The base of Display's `ViewController`. Only what settings screens reach through `ViewController`.
open class UIViewController {
    public var title: String?

    /// Set by `UINavigationController` when the controller is put on a stack.
    @_spi(Stubs) public weak var stubNavigationController: UINavigationController?

    public var navigationController: UINavigationController? {
        return self.stubNavigationController
    }

    public init() {
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// UIKit's appearance callbacks. Nothing calls them by itself in the stubs: tests drive them through Display's
    /// `ViewController.simulateAppear(animated:)` / `simulateDisappear(animated:)` (`@_spi(Stubs)`).
    open func viewWillAppear(_ animated: Bool) {
    }

    open func viewDidAppear(_ animated: Bool) {
    }

    open func viewWillDisappear(_ animated: Bool) {
    }

    open func viewDidDisappear(_ animated: Bool) {
    }
}

/// UIKit's navigation controller: a stack of view controllers, changed synchronously.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public override init() {
        super.init()
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.stubNavigationController = self
        self.viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard self.viewControllers.count > 1 else {
            return nil
        }
        let controller = self.viewControllers.removeLast()
        controller.stubNavigationController = nil
        return controller
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in self.viewControllers where !viewControllers.contains(where: { $0 === controller }) {
            controller.stubNavigationController = nil
        }
        for controller in viewControllers {
            controller.stubNavigationController = self
        }
        self.viewControllers = viewControllers
    }

    public var topViewController: UIViewController? {
        return self.viewControllers.last
    }
}

// MARK: - Foundation gaps on Linux

public extension NSAttributedString {
    /// Apple's Foundation has `NSAttributedString()` (the empty string); swift-corelibs-foundation does not, and an
    /// extension may not declare `init()` (it would override NSObject's). Real screens pass
    /// `title: NSAttributedString()` to ItemListSingleLineInputItem, and this defaulted initializer is what makes
    /// that call compile on Linux. Never pass the argument.
    convenience init(_linuxEmptyStringStub: Void = ()) {
        self.init(string: "")
    }
}
