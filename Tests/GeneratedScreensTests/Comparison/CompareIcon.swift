@_spi(Stubs) import ItemListUI
import ScreenIR
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import UIKit

extension Mismatches {
    /// An item's `icon:` ↔ the row's icon for the state (an icon chosen by the state is the image the runtime chose):
    /// the stub image's name says which resource the generated code used (`PresentationResourcesSettings.dataAndStorage`,
    /// `PresentationResourcesItemList.plusIconImage` — tinted for the theme —, or the bundle asset's name), a `tint:`
    /// is the current theme's list colour, `precomposed: true` an image made by `precomposed()`, and there is no image
    /// exactly when the row has no icon.
    mutating func checkIcon(_ field: String, _ image: UIImage?, _ icon: IconReference?, _ context: RowContext) {
        check(field, image?.name, icon.map(expectedImageName))
        guard let icon, let image else { return }
        let expected = icon.image
        if let tint = expected.tint {
            check("\(field) tint", image.stubTintColor, Self.color(tint, context.expectations.presentationData.theme))
        } else if case .itemList = expected.source, image.stubTintColor == nil {
            record("\(field): a PresentationResourcesItemList icon must be tinted for the theme, generated \(image)")
        }
        check("\(field) precomposed", image.stubIsPrecomposed, expected.precomposed)
    }

    private static func color(_ tint: IconTint, _ theme: PresentationTheme) -> UIColor {
        switch tint {
        case .accent: theme.list.itemAccentColor
        case .primary: theme.list.itemPrimaryTextColor
        case .secondary: theme.list.itemSecondaryTextColor
        case .destructive: theme.list.itemDestructiveColor
        case .disabled: theme.list.itemDisabledTextColor
        }
    }

    private func expectedImageName(_ icon: IconReference) -> String {
        switch icon.source {
        case .settings(let name): "PresentationResourcesSettings." + name
        case .itemList(let name): "PresentationResourcesItemList." + name
        case .bundle(let name): name
        }
    }
}
