import ScreenIR
import ScreenRuntime
import Testing

@Suite struct VisibilityTests {
    @Test func socks5ShowsTheCredentialsSectionAndHidesTheSecret() throws {
        let proxy = try Fixture("ProxyServerSettings")
        #expect(proxy.shownSectionIDs == ["pasteboard", "proxyType", "connection", "credentials", "share"])
        #expect(proxy.shownRowIDs.contains("credentialsUsername"))
        #expect(!proxy.shownRowIDs.contains("secretInput"))
    }

    @Test func mtprotoShowsTheSecretSectionAndHidesTheCredentials() throws {
        var proxy = try Fixture("ProxyServerSettings")
        try proxy.set("mode=mtproto")
        #expect(proxy.shownSectionIDs == ["pasteboard", "proxyType", "connection", "mtprotoSecret", "share"])
        #expect(proxy.shownRowIDs.contains("mtprotoSecretHeader"))
        #expect(proxy.shownRowIDs.contains("secretInput"))
        #expect(!proxy.shownRowIDs.contains("credentialsHeader"))
    }

    @Test(arguments: [
        ("", "", true), ("1.2.3.4", "", false), ("", "1080", false), ("1.2.3.4", "1080", false),
    ])
    func pasteboardSectionNeedsAnEmptyHostAndPort(host: String, port: String, shown: Bool) throws {
        var proxy = try Fixture("ProxyServerSettings")
        try proxy.set("host=\(host)", "port=\(port)")
        #expect(proxy.shownSectionIDs.contains("pasteboard") == shown)
        #expect((proxy.rendered.row(id: "pasteFromClipboard") != nil) == shown)
    }

    @Test func headerAndFooterRowsFollowTheirSection() throws {
        var proxy = try Fixture("ProxyServerSettings")
        let header = try #require(proxy.rendered.row(id: "credentialsHeader"))
        #expect(header.isImplicit)
        #expect(header.sectionID == "credentials")
        guard case .sectionHeader(let item) = header.content else {
            Issue.record("credentialsHeader is \(header.kind)")
            return
        }
        #expect(item.text.source == .localized(key: "SocksProxySetup_Credentials"))
        try proxy.set("mode=mtproto")
        #expect(proxy.rendered.row(id: "credentialsHeader") == nil)
    }

    @Test func rowVisibilityInsideAShownSection() throws {
        var notifications = try Fixture("Notifications")
        #expect(notifications.shownRowIDs.starts(with: [
            "privateChatsTitle", "privateShow", "privateShowPreview", "privateSound",
        ]))
        try notifications.set("privateAlert=false")
        let section = try #require(notifications.rendered.section(id: "privateChats"))
        #expect(section.rows.map(\.rowID) == ["privateChatsTitle", "privateShow", "privateExceptions"])
    }

    @Test func rowConditionsInsideAConditionalSection() throws {
        var folders = try Fixture("ChatFolders")
        #expect(folders.rendered.section(id: "folderNameSection") == nil)
        try folders.set("folderTab=1")
        let rows = try #require(folders.rendered.section(id: "folderNameSection")).rows.map(\.rowID)
        #expect(rows == ["folderNameSectionHeader", "folderNameInput", "folderNameMissing"])
        try folders.set("folderName=Work")
        #expect(try #require(folders.rendered.section(id: "folderNameSection")).rows.count == 2)
    }
}
