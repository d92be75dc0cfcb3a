// UIKit's text declarations that Display's `NSAttributedString(string:font:textColor:paragraphAlignment:)` and
// ItemListUI's attributed titles use: UIFont, NSTextAlignment, NSParagraphStyle and the attribute keys that UIKit
// (not Foundation) declares on Apple platforms. swift-corelibs-foundation has none of them.
// Test support only; never shipped.

/// UIKit's font, reduced to a name, a size and a weight (there is no glyph rendering in the stubs).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let regular = Weight(rawValue: 0.0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    public let fontName: String
    public let pointSize: CGFloat
    /// The weight the font was made with (stub-only; UIKit reads it from the font descriptor).
    @_spi(Stubs) public let weight: Weight

    private init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        return UIFont(fontName: ".SFUI-Regular", pointSize: fontSize, weight: .regular)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        return UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        return UIFont(fontName: ".SFUI-Bold", pointSize: fontSize, weight: .bold)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        return UIFont(fontName: ".SFMono", pointSize: fontSize, weight: weight)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        return lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.fontName)
        hasher.combine(self.pointSize)
        hasher.combine(self.weight)
    }

    public var description: String {
        return "UIFont(\(self.fontName) \(self.pointSize) weight \(self.weight.rawValue))"
    }
}

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural

    public override init() {
        super.init()
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    override public var alignment: NSTextAlignment {
        get {
            return super.alignment
        }
        set {
            super.alignment = newValue
        }
    }
}

public extension NSAttributedString.Key {
    /// UIKit's attribute keys (values: `UIFont`, `UIColor`, `NSParagraphStyle`).
    static let font = NSAttributedString.Key("NSFont")
    static let foregroundColor = NSAttributedString.Key("NSColor")
    static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
