// Display's image helpers (submodules/Display/Source/GenerateImage.swift), reduced to tinting.
// Test support only; never shipped.

@_spi(Stubs) import UIKit

/// A copy of `image` drawn in `color`; nil when `image` is nil. The stub image keeps the source's name and size
/// and records the colour (`UIImage.stubTintColor`, `@_spi(Stubs)`).
public func generateTintedImage(image: UIImage?, color: UIColor) -> UIImage? {
    guard let image else {
        return nil
    }
    return UIImage(stubName: image.name ?? "unnamed", size: image.size, tintColor: color)
}

// `precomposed()` is Display's (submodules/Display/Source/UIKitUtils.swift): `public extension UIImage`.
public extension UIImage {
    /// The image drawn once into a bitmap of its own (the stub keeps its name, size and tint, and records it).
    func precomposed() -> UIImage {
        UIImage(stubName: name ?? "unnamed", size: size, tintColor: stubTintColor, precomposed: true)
    }
}
