@_spi(Stubs) import ItemListUI
import ScreenIR
@_spi(Stubs) import UIKit

extension Mismatches {
    /// An item's `icon:` ↔ the row's icon: the stub image's name says which resource the generated code used
    /// (`PresentationResourcesSettings.dataAndStorage`, `PresentationResourcesItemList.plusIconImage` — tinted for the
    /// theme —, or the bundle asset's name), and no image exactly when the row has no icon.
    mutating func checkIcon(_ field: String, _ image: UIImage?, _ icon: IconReference?) {
        check(field, image?.name, icon.map(expectedImageName))
        if case .itemList? = icon?.source, let image, image.stubTintColor == nil {
            record("\(field): a PresentationResourcesItemList icon must be tinted for the theme, generated \(image)")
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
