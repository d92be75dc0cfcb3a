// PresentationStrings accessors, as Telegram's string generator (build-system/GenerateStrings/
// GenerateStrings.py) declares them: a plain key is a String property, a formatted key a function of its
// placeholders returning a FormattedString, a plural group a function of its count. The bodies call
// stubText(forKey:), stubFormatted(forKey:_:) and stubPlural(forKey:_:), which the module that declares
// PresentationStrings provides.
//
// Generated from Screens/Localizable.strings, Tests/Support/Stubs/TestOnly.strings by
//     screenc strings-stub Screens/Localizable.strings Tests/Support/Stubs/TestOnly.strings --output Tests/Support/Stubs/TelegramPresentationData/PresentationStrings+Keys.swift
// Do not edit.

extension PresentationStrings {
    public var Appearance_AccentColor: String {
        return self.stubText(forKey: "Appearance_AccentColor")
    }

    public var Appearance_AutoNightTheme: String {
        return self.stubText(forKey: "Appearance_AutoNightTheme")
    }

    public var Appearance_ColorTheme: String {
        return self.stubText(forKey: "Appearance_ColorTheme")
    }

    public var Appearance_LargeEmoji: String {
        return self.stubText(forKey: "Appearance_LargeEmoji")
    }

    public var Appearance_Other: String {
        return self.stubText(forKey: "Appearance_Other")
    }

    public var Appearance_Preview: String {
        return self.stubText(forKey: "Appearance_Preview")
    }

    public var Appearance_ReduceMotion: String {
        return self.stubText(forKey: "Appearance_ReduceMotion")
    }

    public var Appearance_TextSizeSetting: String {
        return self.stubText(forKey: "Appearance_TextSizeSetting")
    }

    public var Appearance_ThemeDay: String {
        return self.stubText(forKey: "Appearance_ThemeDay")
    }

    public var Appearance_ThemeNight: String {
        return self.stubText(forKey: "Appearance_ThemeNight")
    }

    public var Appearance_Title: String {
        return self.stubText(forKey: "Appearance_Title")
    }

    public var ArchiveSettings_AutomaticallyArchive: String {
        return self.stubText(forKey: "ArchiveSettings_AutomaticallyArchive")
    }

    public var ArchiveSettings_FolderChatsFooter: String {
        return self.stubText(forKey: "ArchiveSettings_FolderChatsFooter")
    }

    public var ArchiveSettings_FolderChatsHeader: String {
        return self.stubText(forKey: "ArchiveSettings_FolderChatsHeader")
    }

    public var ArchiveSettings_KeepArchived: String {
        return self.stubText(forKey: "ArchiveSettings_KeepArchived")
    }

    public var ArchiveSettings_Title: String {
        return self.stubText(forKey: "ArchiveSettings_Title")
    }

    public var ArchiveSettings_UnknownChatsFooter: String {
        return self.stubText(forKey: "ArchiveSettings_UnknownChatsFooter")
    }

    public var ArchiveSettings_UnknownChatsHeader: String {
        return self.stubText(forKey: "ArchiveSettings_UnknownChatsHeader")
    }

    public var ArchiveSettings_UnmutedChatsFooter: String {
        return self.stubText(forKey: "ArchiveSettings_UnmutedChatsFooter")
    }

    public var ArchiveSettings_UnmutedChatsHeader: String {
        return self.stubText(forKey: "ArchiveSettings_UnmutedChatsHeader")
    }

    public var AutoDownloadSettings_AutoDownload: String {
        return self.stubText(forKey: "AutoDownloadSettings_AutoDownload")
    }

    public var AutoNightTheme_System: String {
        return self.stubText(forKey: "AutoNightTheme_System")
    }

    public var BlockedUsers_AddNew: String {
        return self.stubText(forKey: "BlockedUsers_AddNew")
    }

    public var BlockedUsers_AllowCalls: String {
        return self.stubText(forKey: "BlockedUsers_AllowCalls")
    }

    public var BlockedUsers_BlockUser: String {
        return self.stubText(forKey: "BlockedUsers_BlockUser")
    }

    public var BlockedUsers_Empty: String {
        return self.stubText(forKey: "BlockedUsers_Empty")
    }

    public var BlockedUsers_Info: String {
        return self.stubText(forKey: "BlockedUsers_Info")
    }

    public var BlockedUsers_Title: String {
        return self.stubText(forKey: "BlockedUsers_Title")
    }

    public var Cache_ClearCache: String {
        return self.stubText(forKey: "Cache_ClearCache")
    }

    public var Cache_ClearCategories: String {
        return self.stubText(forKey: "Cache_ClearCategories")
    }

    public var Cache_Files: String {
        return self.stubText(forKey: "Cache_Files")
    }

    public var Cache_KeepMedia: String {
        return self.stubText(forKey: "Cache_KeepMedia")
    }

    public var Cache_MaximumCacheSize: String {
        return self.stubText(forKey: "Cache_MaximumCacheSize")
    }

    public var Cache_Music: String {
        return self.stubText(forKey: "Cache_Music")
    }

    public var Cache_Photos: String {
        return self.stubText(forKey: "Cache_Photos")
    }

    public var Cache_Videos: String {
        return self.stubText(forKey: "Cache_Videos")
    }

    public var CallSettings_UseLessData: String {
        return self.stubText(forKey: "CallSettings_UseLessData")
    }

    public var Calls_All: String {
        return self.stubText(forKey: "Calls_All")
    }

    public var Calls_Missed: String {
        return self.stubText(forKey: "Calls_Missed")
    }

    public var Channel_BanUser_PermissionSendMedia: String {
        return self.stubText(forKey: "Channel_BanUser_PermissionSendMedia")
    }

    public var Channel_NotificationLoading: String {
        return self.stubText(forKey: "Channel_NotificationLoading")
    }

    public var ChatListFolderSettings_FolderTags: String {
        return self.stubText(forKey: "ChatListFolderSettings_FolderTags")
    }

    public var ChatListFolderSettings_FolderTagsInfo: String {
        return self.stubText(forKey: "ChatListFolderSettings_FolderTagsInfo")
    }

    public var ChatListFolder_CategoryBots: String {
        return self.stubText(forKey: "ChatListFolder_CategoryBots")
    }

    public var ChatListFolder_CategoryChannels: String {
        return self.stubText(forKey: "ChatListFolder_CategoryChannels")
    }

    public var ChatListFolder_CategoryContacts: String {
        return self.stubText(forKey: "ChatListFolder_CategoryContacts")
    }

    public var ChatListFolder_CategoryGroups: String {
        return self.stubText(forKey: "ChatListFolder_CategoryGroups")
    }

    public var ChatListFolder_CategoryNonContacts: String {
        return self.stubText(forKey: "ChatListFolder_CategoryNonContacts")
    }

    public var ChatListFolder_ExcludedSectionHeader: String {
        return self.stubText(forKey: "ChatListFolder_ExcludedSectionHeader")
    }

    public var ChatListFolder_IncludeChatsTitle: String {
        return self.stubText(forKey: "ChatListFolder_IncludeChatsTitle")
    }

    public var ChatListFolder_NamePlaceholder: String {
        return self.stubText(forKey: "ChatListFolder_NamePlaceholder")
    }

    public var ChatListFolder_NameSectionHeader: String {
        return self.stubText(forKey: "ChatListFolder_NameSectionHeader")
    }

    public var ChatList_ArchiveAction: String {
        return self.stubText(forKey: "ChatList_ArchiveAction")
    }

    public func ChatList_FolderArchiveFooter(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "ChatList_FolderArchiveFooter", [_0])
    }

    public var ChatList_ReadAll: String {
        return self.stubText(forKey: "ChatList_ReadAll")
    }

    public var ChatList_Tabs_All: String {
        return self.stubText(forKey: "ChatList_Tabs_All")
    }

    public var ChatSettings_AutoDownloadReset: String {
        return self.stubText(forKey: "ChatSettings_AutoDownloadReset")
    }

    public var ChatSettings_AutoDownloadSettings_Info: String {
        return self.stubText(forKey: "ChatSettings_AutoDownloadSettings_Info")
    }

    public var ChatSettings_AutoDownloadTitle: String {
        return self.stubText(forKey: "ChatSettings_AutoDownloadTitle")
    }

    public var ChatSettings_AutoDownloadUsingCellular: String {
        return self.stubText(forKey: "ChatSettings_AutoDownloadUsingCellular")
    }

    public var ChatSettings_AutoDownloadUsingWiFi: String {
        return self.stubText(forKey: "ChatSettings_AutoDownloadUsingWiFi")
    }

    public var ChatSettings_AutoPlayGifs: String {
        return self.stubText(forKey: "ChatSettings_AutoPlayGifs")
    }

    public var ChatSettings_AutoPlayTitle: String {
        return self.stubText(forKey: "ChatSettings_AutoPlayTitle")
    }

    public var ChatSettings_AutoPlayVideos: String {
        return self.stubText(forKey: "ChatSettings_AutoPlayVideos")
    }

    public var ChatSettings_Cache: String {
        return self.stubText(forKey: "ChatSettings_Cache")
    }

    public var ChatSettings_ConnectionType_Title: String {
        return self.stubText(forKey: "ChatSettings_ConnectionType_Title")
    }

    public var ChatSettings_Other: String {
        return self.stubText(forKey: "ChatSettings_Other")
    }

    public var ChatSettings_Title: String {
        return self.stubText(forKey: "ChatSettings_Title")
    }

    public var Clash_Name: String {
        return self.stubText(forKey: "Clash_Name")
    }

    public var Common_Back: String {
        return self.stubText(forKey: "Common_Back")
    }

    public var Common_Cancel: String {
        return self.stubText(forKey: "Common_Cancel")
    }

    public var Common_Delete: String {
        return self.stubText(forKey: "Common_Delete")
    }

    public var Common_Done: String {
        return self.stubText(forKey: "Common_Done")
    }

    public var Common_Edit: String {
        return self.stubText(forKey: "Common_Edit")
    }

    public var Conversation_ContextMenuShare: String {
        return self.stubText(forKey: "Conversation_ContextMenuShare")
    }

    public var EditProfile_NameAndPhotoHelp: String {
        return self.stubText(forKey: "EditProfile_NameAndPhotoHelp")
    }

    public var EditProfile_Title: String {
        return self.stubText(forKey: "EditProfile_Title")
    }

    public func FileSize_B(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "FileSize_B", [_0])
    }

    public func FileSize_GB(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "FileSize_GB", [_0])
    }

    public func FileSize_KB(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "FileSize_KB", [_0])
    }

    public func FileSize_MB(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "FileSize_MB", [_0])
    }

    public var GroupInfo_Permissions: String {
        return self.stubText(forKey: "GroupInfo_Permissions")
    }

    public var MessageTimer_Forever: String {
        return self.stubText(forKey: "MessageTimer_Forever")
    }

    public func MessageTimer_Months(_ value: Int32) -> String {
        return self.stubPlural(forKey: "MessageTimer_Months", value)
    }

    public var NetworkUsageSettings_BytesReceived: String {
        return self.stubText(forKey: "NetworkUsageSettings_BytesReceived")
    }

    public var NetworkUsageSettings_BytesSent: String {
        return self.stubText(forKey: "NetworkUsageSettings_BytesSent")
    }

    public var NetworkUsageSettings_CallDataSection: String {
        return self.stubText(forKey: "NetworkUsageSettings_CallDataSection")
    }

    public var NetworkUsageSettings_Cellular: String {
        return self.stubText(forKey: "NetworkUsageSettings_Cellular")
    }

    public var NetworkUsageSettings_GeneralDataSection: String {
        return self.stubText(forKey: "NetworkUsageSettings_GeneralDataSection")
    }

    public var NetworkUsageSettings_ResetStats: String {
        return self.stubText(forKey: "NetworkUsageSettings_ResetStats")
    }

    public var NetworkUsageSettings_Title: String {
        return self.stubText(forKey: "NetworkUsageSettings_Title")
    }

    public var NetworkUsageSettings_TotalCalls: String {
        return self.stubText(forKey: "NetworkUsageSettings_TotalCalls")
    }

    public var NetworkUsageSettings_Wifi: String {
        return self.stubText(forKey: "NetworkUsageSettings_Wifi")
    }

    public var NotificationsSound_Alert: String {
        return self.stubText(forKey: "NotificationsSound_Alert")
    }

    public var NotificationsSound_Aurora: String {
        return self.stubText(forKey: "NotificationsSound_Aurora")
    }

    public var NotificationsSound_Bamboo: String {
        return self.stubText(forKey: "NotificationsSound_Bamboo")
    }

    public var NotificationsSound_Bell: String {
        return self.stubText(forKey: "NotificationsSound_Bell")
    }

    public var NotificationsSound_Calypso: String {
        return self.stubText(forKey: "NotificationsSound_Calypso")
    }

    public var NotificationsSound_Chime: String {
        return self.stubText(forKey: "NotificationsSound_Chime")
    }

    public var NotificationsSound_Chord: String {
        return self.stubText(forKey: "NotificationsSound_Chord")
    }

    public var NotificationsSound_Circles: String {
        return self.stubText(forKey: "NotificationsSound_Circles")
    }

    public var NotificationsSound_Complete: String {
        return self.stubText(forKey: "NotificationsSound_Complete")
    }

    public var NotificationsSound_Glass: String {
        return self.stubText(forKey: "NotificationsSound_Glass")
    }

    public var NotificationsSound_Hello: String {
        return self.stubText(forKey: "NotificationsSound_Hello")
    }

    public var NotificationsSound_Input: String {
        return self.stubText(forKey: "NotificationsSound_Input")
    }

    public var NotificationsSound_Keys: String {
        return self.stubText(forKey: "NotificationsSound_Keys")
    }

    public var NotificationsSound_None: String {
        return self.stubText(forKey: "NotificationsSound_None")
    }

    public var NotificationsSound_Note: String {
        return self.stubText(forKey: "NotificationsSound_Note")
    }

    public var NotificationsSound_Popcorn: String {
        return self.stubText(forKey: "NotificationsSound_Popcorn")
    }

    public var NotificationsSound_Pulse: String {
        return self.stubText(forKey: "NotificationsSound_Pulse")
    }

    public var NotificationsSound_Synth: String {
        return self.stubText(forKey: "NotificationsSound_Synth")
    }

    public var NotificationsSound_Telegraph: String {
        return self.stubText(forKey: "NotificationsSound_Telegraph")
    }

    public var NotificationsSound_Tremolo: String {
        return self.stubText(forKey: "NotificationsSound_Tremolo")
    }

    public var NotificationsSound_Tritone: String {
        return self.stubText(forKey: "NotificationsSound_Tritone")
    }

    public var Notifications_Badge: String {
        return self.stubText(forKey: "Notifications_Badge")
    }

    public var Notifications_Badge_CountUnreadMessages: String {
        return self.stubText(forKey: "Notifications_Badge_CountUnreadMessages")
    }

    public var Notifications_Badge_CountUnreadMessages_InfoOff: String {
        return self.stubText(forKey: "Notifications_Badge_CountUnreadMessages_InfoOff")
    }

    public var Notifications_Badge_IncludeMutedChats: String {
        return self.stubText(forKey: "Notifications_Badge_IncludeMutedChats")
    }

    public func Notifications_CategoryExceptions(_ value: Int32) -> String {
        return self.stubPlural(forKey: "Notifications_CategoryExceptions", value)
    }

    public var Notifications_Channels: String {
        return self.stubText(forKey: "Notifications_Channels")
    }

    public var Notifications_ChannelsTitle: String {
        return self.stubText(forKey: "Notifications_ChannelsTitle")
    }

    public var Notifications_GroupChats: String {
        return self.stubText(forKey: "Notifications_GroupChats")
    }

    public var Notifications_GroupChatsTitle: String {
        return self.stubText(forKey: "Notifications_GroupChatsTitle")
    }

    public var Notifications_InAppNotifications: String {
        return self.stubText(forKey: "Notifications_InAppNotifications")
    }

    public var Notifications_InAppNotificationsPreview: String {
        return self.stubText(forKey: "Notifications_InAppNotificationsPreview")
    }

    public var Notifications_InAppNotificationsSounds: String {
        return self.stubText(forKey: "Notifications_InAppNotificationsSounds")
    }

    public var Notifications_InAppNotificationsVibrate: String {
        return self.stubText(forKey: "Notifications_InAppNotificationsVibrate")
    }

    public var Notifications_MessageNotificationsAlert: String {
        return self.stubText(forKey: "Notifications_MessageNotificationsAlert")
    }

    public var Notifications_MessageNotificationsPreview: String {
        return self.stubText(forKey: "Notifications_MessageNotificationsPreview")
    }

    public var Notifications_MessageNotificationsSound: String {
        return self.stubText(forKey: "Notifications_MessageNotificationsSound")
    }

    public var Notifications_PrivateChats: String {
        return self.stubText(forKey: "Notifications_PrivateChats")
    }

    public var Notifications_PrivateChatsTitle: String {
        return self.stubText(forKey: "Notifications_PrivateChatsTitle")
    }

    public var Notifications_ResetAllNotifications: String {
        return self.stubText(forKey: "Notifications_ResetAllNotifications")
    }

    public var Notifications_Title: String {
        return self.stubText(forKey: "Notifications_Title")
    }

    public var PrivacySettings_DeleteAccountHelp: String {
        return self.stubText(forKey: "PrivacySettings_DeleteAccountHelp")
    }

    public var PrivacySettings_DeleteAccountIfAwayFor: String {
        return self.stubText(forKey: "PrivacySettings_DeleteAccountIfAwayFor")
    }

    public var PrivacySettings_DeleteAccountTitle: String {
        return self.stubText(forKey: "PrivacySettings_DeleteAccountTitle")
    }

    public var PrivacySettings_GroupsAndChannelsHelp: String {
        return self.stubText(forKey: "PrivacySettings_GroupsAndChannelsHelp")
    }

    public var PrivacySettings_LastSeen: String {
        return self.stubText(forKey: "PrivacySettings_LastSeen")
    }

    public var PrivacySettings_LastSeenContacts: String {
        return self.stubText(forKey: "PrivacySettings_LastSeenContacts")
    }

    public func PrivacySettings_LastSeenContactsMinus(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "PrivacySettings_LastSeenContactsMinus", [_0])
    }

    public func PrivacySettings_LastSeenContactsMinusPlus(_ _0: String, _ _1: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "PrivacySettings_LastSeenContactsMinusPlus", [_0, _1])
    }

    public func PrivacySettings_LastSeenContactsPlus(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "PrivacySettings_LastSeenContactsPlus", [_0])
    }

    public var PrivacySettings_LastSeenEverybody: String {
        return self.stubText(forKey: "PrivacySettings_LastSeenEverybody")
    }

    public func PrivacySettings_LastSeenEverybodyMinus(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "PrivacySettings_LastSeenEverybodyMinus", [_0])
    }

    public var PrivacySettings_LastSeenNobody: String {
        return self.stubText(forKey: "PrivacySettings_LastSeenNobody")
    }

    public func PrivacySettings_LastSeenNobodyPlus(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "PrivacySettings_LastSeenNobodyPlus", [_0])
    }

    public var PrivacySettings_NewChatsPremiumFooter: String {
        return self.stubText(forKey: "PrivacySettings_NewChatsPremiumFooter")
    }

    public var PrivacySettings_Passcode: String {
        return self.stubText(forKey: "PrivacySettings_Passcode")
    }

    public var PrivacySettings_PhoneNumber: String {
        return self.stubText(forKey: "PrivacySettings_PhoneNumber")
    }

    public var PrivacySettings_PrivacyTitle: String {
        return self.stubText(forKey: "PrivacySettings_PrivacyTitle")
    }

    public var PrivacySettings_Title: String {
        return self.stubText(forKey: "PrivacySettings_Title")
    }

    public var PrivacySettings_TwoStepAuth: String {
        return self.stubText(forKey: "PrivacySettings_TwoStepAuth")
    }

    public var Privacy_Calls: String {
        return self.stubText(forKey: "Privacy_Calls")
    }

    public var Privacy_ContactsReset: String {
        return self.stubText(forKey: "Privacy_ContactsReset")
    }

    public var Privacy_ContactsSync: String {
        return self.stubText(forKey: "Privacy_ContactsSync")
    }

    public var Privacy_ContactsSyncHelp: String {
        return self.stubText(forKey: "Privacy_ContactsSyncHelp")
    }

    public var Privacy_ContactsTitle: String {
        return self.stubText(forKey: "Privacy_ContactsTitle")
    }

    public var Privacy_DeleteDrafts: String {
        return self.stubText(forKey: "Privacy_DeleteDrafts")
    }

    public var Privacy_GroupsAndChannels: String {
        return self.stubText(forKey: "Privacy_GroupsAndChannels")
    }

    public var Privacy_ProfilePhoto: String {
        return self.stubText(forKey: "Privacy_ProfilePhoto")
    }

    public var Privacy_TopPeers: String {
        return self.stubText(forKey: "Privacy_TopPeers")
    }

    public var Settings_About: String {
        return self.stubText(forKey: "Settings_About")
    }

    public var Settings_About_Help: String {
        return self.stubText(forKey: "Settings_About_Help")
    }

    public var Settings_BlockedUsers: String {
        return self.stubText(forKey: "Settings_BlockedUsers")
    }

    public var Settings_CallSettings: String {
        return self.stubText(forKey: "Settings_CallSettings")
    }

    public var Settings_ChatBackground: String {
        return self.stubText(forKey: "Settings_ChatBackground")
    }

    public var Settings_ChatFolders: String {
        return self.stubText(forKey: "Settings_ChatFolders")
    }

    public var Settings_ChatSettings: String {
        return self.stubText(forKey: "Settings_ChatSettings")
    }

    public var Settings_Logout: String {
        return self.stubText(forKey: "Settings_Logout")
    }

    public var Settings_PrivacySettings: String {
        return self.stubText(forKey: "Settings_PrivacySettings")
    }

    public var Settings_RemoveProfilePhoto: String {
        return self.stubText(forKey: "Settings_RemoveProfilePhoto")
    }

    public var Settings_SaveEditedPhotos: String {
        return self.stubText(forKey: "Settings_SaveEditedPhotos")
    }

    public var Settings_SetProfilePhotoOrVideo: String {
        return self.stubText(forKey: "Settings_SetProfilePhotoOrVideo")
    }

    public var Settings_Title: String {
        return self.stubText(forKey: "Settings_Title")
    }

    public var SocksProxySetup_AddProxy: String {
        return self.stubText(forKey: "SocksProxySetup_AddProxy")
    }

    public var SocksProxySetup_Connection: String {
        return self.stubText(forKey: "SocksProxySetup_Connection")
    }

    public var SocksProxySetup_Credentials: String {
        return self.stubText(forKey: "SocksProxySetup_Credentials")
    }

    public var SocksProxySetup_Hostname: String {
        return self.stubText(forKey: "SocksProxySetup_Hostname")
    }

    public var SocksProxySetup_Password: String {
        return self.stubText(forKey: "SocksProxySetup_Password")
    }

    public var SocksProxySetup_PasteFromClipboard: String {
        return self.stubText(forKey: "SocksProxySetup_PasteFromClipboard")
    }

    public var SocksProxySetup_Port: String {
        return self.stubText(forKey: "SocksProxySetup_Port")
    }

    public var SocksProxySetup_ProxySocks5: String {
        return self.stubText(forKey: "SocksProxySetup_ProxySocks5")
    }

    public var SocksProxySetup_ProxyTelegram: String {
        return self.stubText(forKey: "SocksProxySetup_ProxyTelegram")
    }

    public var SocksProxySetup_RequiredCredentials: String {
        return self.stubText(forKey: "SocksProxySetup_RequiredCredentials")
    }

    public var SocksProxySetup_SavedProxies: String {
        return self.stubText(forKey: "SocksProxySetup_SavedProxies")
    }

    public var SocksProxySetup_SecretPlaceholder: String {
        return self.stubText(forKey: "SocksProxySetup_SecretPlaceholder")
    }

    public var SocksProxySetup_Title: String {
        return self.stubText(forKey: "SocksProxySetup_Title")
    }

    public var SocksProxySetup_UseProxy: String {
        return self.stubText(forKey: "SocksProxySetup_UseProxy")
    }

    public var SocksProxySetup_Username: String {
        return self.stubText(forKey: "SocksProxySetup_Username")
    }

    public func Stub_Formats(_ _0: String, _ _1: Int, _ _2: Int, _ _3: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "Stub_Formats", [_0, String(_1), String(_2), _3])
    }

    public var `Type`: String {
        return self.stubText(forKey: "Type")
    }

    public var UserInfo_About_Placeholder: String {
        return self.stubText(forKey: "UserInfo_About_Placeholder")
    }

    public var UserInfo_FirstNamePlaceholder: String {
        return self.stubText(forKey: "UserInfo_FirstNamePlaceholder")
    }

    public var UserInfo_LastNamePlaceholder: String {
        return self.stubText(forKey: "UserInfo_LastNamePlaceholder")
    }

    public func UserInfo_NotificationsDefaultSound(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "UserInfo_NotificationsDefaultSound", [_0])
    }

    public var UserInfo_Phone: String {
        return self.stubText(forKey: "UserInfo_Phone")
    }

    public var UserInfo_Username: String {
        return self.stubText(forKey: "UserInfo_Username")
    }

    public var Username_Placeholder: String {
        return self.stubText(forKey: "Username_Placeholder")
    }

    public var Username_Title: String {
        return self.stubText(forKey: "Username_Title")
    }

    public func Username_UsernameIsAvailable(_ _0: String) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "Username_UsernameIsAvailable", [_0])
    }

    public func Widened(_ _0: Int) -> PresentationStrings.FormattedString {
        return self.stubFormatted(forKey: "Widened", [String(_0)])
    }

    public var `default`: String {
        return self.stubText(forKey: "default")
    }
}

// Keys without an accessor:
//   "9lives": not an ASCII identifier: Clang ignores the generator's swift_name for it
//   "Café.Title": not an ASCII identifier: Clang ignores the generator's swift_name for it
//   "Line\nBreak": not an ASCII identifier: Clang ignores the generator's swift_name for it
//   "_": `_` cannot be a member Swift calls
//   "a-b": not an ASCII identifier: Clang ignores the generator's swift_name for it
//   "groupingSeparator": `groupingSeparator` is a member of PresentationStrings itself
//   "init": `init` cannot be a member Swift calls
//   "self": `self` cannot be a member Swift calls
//   "stubText": `stubText` is a member of PresentationStrings itself
//   "subscript": `subscript` cannot be a member Swift calls
