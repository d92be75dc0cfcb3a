// ItemListUI/Sources/ItemListRevealOptionsNode.swift (commit 4a99d7cf): the swipe-to-reveal option values
// (itemlistui-api.md §2.16, itemlistui-api-2.md §3.1). The node and the reveal gesture are not modelled; items
// that offer options say so through their `simulate…` drivers. Test support only; never shipped.

import UIKit

public enum ItemListRevealOptionIcon: Equatable {
    case none
    case image(image: UIImage)
    case animation(animation: String, scale: CGFloat, offset: CGFloat, replaceColors: [UInt32]?, flip: Bool)
}

public struct ItemListRevealOption: Equatable {
    public let key: Int32
    public let title: String
    public let icon: ItemListRevealOptionIcon
    public let color: UIColor
    public let textColor: UIColor

    public init(key: Int32, title: String, icon: ItemListRevealOptionIcon, color: UIColor, textColor: UIColor) {
        self.key = key
        self.title = title
        self.icon = icon
        self.color = color
        self.textColor = textColor
    }
}
