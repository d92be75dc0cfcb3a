// Intentionally empty. Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/
// UIKit.swiftoverlay → `_Testing_UIKit`, attachment support on Apple platforms). With the UIKit stub on Linux,
// every file that imports both Testing and UIKit makes the compiler look for that overlay and fail with
// "no such module '_Testing_UIKit'". This empty module satisfies the lookup. The UIKit stub target depends on it
// so it is always built wherever UIKit is. Test support only; never shipped.
