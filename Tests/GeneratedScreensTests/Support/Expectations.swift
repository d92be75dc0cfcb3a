import Display
import ScreenIR
import ScreenRuntime
@_spi(Stubs) import TelegramPresentationData
import UIKit

/// What the IR's texts and colours become under one `PresentationData`: the expected side of every comparison.
struct Expectations {
    /// The presentation data the controller is expected to use.
    let presentationData: PresentationData

    /// The value the stub strings hold for an accessor-style key: a plain key's text, a formatted key's or a plural
    /// form's (`Key_any`) format — what `presentationData.strings.<key>` and its formatted and plural accessors use.
    func localized(_ key: String) -> String {
        presentationData.strings.stubFormat(forKey: key)
    }

    /// The string a text shows: the literal as the IR read it, or the localized value of its key.
    func text(_ text: DisplayText) -> String {
        resolve(text, strings: localized)
    }

    /// `text(_:)` for an optional text.
    func text(_ text: DisplayText?) -> String? {
        text.map(self.text)
    }

    /// The UIColor a Colour stands for, from the current theme (docs/Language.md, "Colours").
    func color(_ color: ItemColor) -> UIColor {
        let list = presentationData.theme.list
        switch color {
        case .accent: return list.itemAccentColor
        case .destructive: return list.itemDestructiveColor
        case .constructive: return list.freeTextSuccessColor
        case .secondary: return list.itemSecondaryTextColor
        case .primary: return list.itemPrimaryTextColor
        case .rgb(let value): return UIColor(rgb: value)
        }
    }

    /// Expectations with the stub's default presentation data ("⟦key⟧" strings, day theme). Computed: presentation
    /// data is not `Sendable` (as in TelegramPresentationData).
    static var standard: Expectations { Expectations(presentationData: .testDefault) }
}

/// Every `DisplayText` in a value of the IR (found by reflection, so no text is forgotten), in declaration order.
func displayTexts(in value: Any) -> [DisplayText] {
    if let text = value as? DisplayText {
        return [text]
    }
    return Mirror(reflecting: value).children.flatMap { displayTexts(in: $0.value) }
}

/// The localization keys a screen uses anywhere (a plural key as its English forms `Key_1` and `Key_any`).
func localizationKeys(of screen: Screen) -> Set<String> {
    Set(
        displayTexts(in: screen).flatMap(\.allTexts).flatMap { text -> [String] in
            switch text.source {
            case .localized(let key), .formatted(let key, _): [key]
            case .plural(let key, _): [key + "_1", key + "_any"]
            default: []
            }
        }
    )
}
