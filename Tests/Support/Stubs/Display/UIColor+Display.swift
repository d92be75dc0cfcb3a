// Display's UIColor conveniences (submodules/Display/Source/UIKitUtils.swift). Test support only; never shipped.

@_spi(Stubs) import UIKit

public extension UIColor {
    /// `UIColor(rgb: 0xFF9500)`; Display declares `init(rgb:)` and `init(rgb:alpha:)`, one defaulted init covers both.
    convenience init(rgb: UInt32, alpha: CGFloat = 1.0) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xff) / 255.0,
            green: CGFloat((rgb >> 8) & 0xff) / 255.0,
            blue: CGFloat(rgb & 0xff) / 255.0,
            alpha: alpha
        )
    }

    convenience init(argb: UInt32) {
        self.init(rgb: argb & 0xffffff, alpha: CGFloat((argb >> 24) & 0xff) / 255.0)
    }

    /// The colour as 0xRRGGBB (alpha dropped).
    var rgb: UInt32 {
        func byte(_ value: CGFloat) -> UInt32 {
            return UInt32((max(0.0, min(1.0, value)) * 255.0).rounded())
        }
        return (byte(self.red) << 16) | (byte(self.green) << 8) | byte(self.blue)
    }

    /// The colour as 0xAARRGGBB.
    var argb: UInt32 {
        let alpha = UInt32((max(0.0, min(1.0, self.alpha)) * 255.0).rounded())
        return (alpha << 24) | self.rgb
    }
}
