// TelegramPresentationData/Sources/Resources/PresentationResourcesSettings.swift (952d90aa): the settings-menu
// glyphs. Constants, not theme functions (itemlistui-api-2.md §3.2): each is a 29×29 pre-rendered icon.
// Test support only; never shipped.
//
// Stub images carry the member name (`UIImage.name == "PresentationResourcesSettings.dataAndStorage"`,
// `@_spi(Stubs)`), so a test can tell which constant a row shows. Each constant is one image for the whole run.

@_spi(Stubs) import UIKit

private func settingsIcon(_ name: String) -> UIImage? {
    return UIImage(stubName: "PresentationResourcesSettings." + name, size: CGSize(width: 29.0, height: 29.0))
}

public struct PresentationResourcesSettings {
    public static let editProfile: UIImage? = settingsIcon("editProfile")
    public static let proxy: UIImage? = settingsIcon("proxy")
    public static let savedMessages: UIImage? = settingsIcon("savedMessages")
    public static let recentCalls: UIImage? = settingsIcon("recentCalls")
    public static let devices: UIImage? = settingsIcon("devices")
    public static let chatFolders: UIImage? = settingsIcon("chatFolders")
    public static let stickers: UIImage? = settingsIcon("stickers")
    public static let notifications: UIImage? = settingsIcon("notifications")
    public static let security: UIImage? = settingsIcon("security")
    public static let dataAndStorage: UIImage? = settingsIcon("dataAndStorage")
    public static let appearance: UIImage? = settingsIcon("appearance")
    public static let language: UIImage? = settingsIcon("language")
    public static let deleteAccount: UIImage? = settingsIcon("deleteAccount")
    public static let powerSaving: UIImage? = settingsIcon("powerSaving")
    public static let stories: UIImage? = settingsIcon("stories")
    public static let premiumGift: UIImage? = settingsIcon("premiumGift")
    public static let business: UIImage? = settingsIcon("business")
    public static let myProfile: UIImage? = settingsIcon("myProfile")
    public static let reactions: UIImage? = settingsIcon("reactions")
    public static let balance: UIImage? = settingsIcon("balance")
    public static let affiliateProgram: UIImage? = settingsIcon("affiliateProgram")
    public static let earnStars: UIImage? = settingsIcon("earnStars")
    public static let channelMessages: UIImage? = settingsIcon("channelMessages")
    public static let premium: UIImage? = settingsIcon("premium")
    public static let ton: UIImage? = settingsIcon("ton")
    public static let stars: UIImage? = settingsIcon("stars")
    public static let bot: UIImage? = settingsIcon("bot")
    public static let passport: UIImage? = settingsIcon("passport")
    public static let watch: UIImage? = settingsIcon("watch")
    public static let support: UIImage? = settingsIcon("support")
    public static let faq: UIImage? = settingsIcon("faq")
    public static let tips: UIImage? = settingsIcon("tips")
    public static let addAccount: UIImage? = settingsIcon("addAccount")
    public static let setPasscode: UIImage? = settingsIcon("setPasscode")
    public static let clearCache: UIImage? = settingsIcon("clearCache")
    public static let changePhoneNumber: UIImage? = settingsIcon("changePhoneNumber")
    public static let deleteAddAccount: UIImage? = settingsIcon("deleteAddAccount")
    public static let deleteSetTwoStepAuth: UIImage? = settingsIcon("deleteSetTwoStepAuth")
    public static let deleteSetPasscode: UIImage? = settingsIcon("deleteSetPasscode")
    public static let deleteChats: UIImage? = settingsIcon("deleteChats")
    public static let clearSynced: UIImage? = settingsIcon("clearSynced")
    public static let websites: UIImage? = settingsIcon("websites")

    /// Every constant's name, in declaration order (stub-only; lets tests check the list is complete).
    @_spi(Stubs) public static let stubAllNames: [String] = [
        "editProfile", "proxy", "savedMessages", "recentCalls", "devices", "chatFolders", "stickers",
        "notifications", "security", "dataAndStorage", "appearance", "language", "deleteAccount", "powerSaving",
        "stories", "premiumGift", "business", "myProfile", "reactions", "balance", "affiliateProgram", "earnStars",
        "channelMessages", "premium", "ton", "stars", "bot", "passport", "watch", "support", "faq", "tips",
        "addAccount", "setPasscode", "clearCache", "changePhoneNumber", "deleteAddAccount", "deleteSetTwoStepAuth",
        "deleteSetPasscode", "deleteChats", "clearSynced", "websites",
    ]
}
