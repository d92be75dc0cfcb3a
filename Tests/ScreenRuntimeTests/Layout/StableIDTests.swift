import ScreenIR
import ScreenRuntime
import Testing

@Suite struct StableIDTests {
    static let proxyRows = [
        "pasteFromClipboard", "modeSocks5", "modeMtproto", "connectionHeader", "server", "serverPort",
        "credentialsHeader", "credentialsUsername", "credentialsPassword", "mtprotoSecretHeader", "secretInput",
        "shareProxy",
    ]

    @Test func stableIDsNumberEveryDisplayRowInScreenOrder() throws {
        let screen = try exampleScreen("ProxyServerSettings")
        let entries = ScreenEntries(screen).entries
        #expect(entries.map(\.row.id.value) == Self.proxyRows)
        #expect(entries.map(\.position) == Array(0..<Self.proxyRows.count))
        #expect(entries.map(\.sectionIndex) == [0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5])
        #expect(ScreenEntries(screen).stableID(of: "secretInput") == 10)
        #expect(ScreenEntries(screen).stableID(of: "nope") == nil)
    }

    @Test func lookingUpOneEntryFindsWhatNumberingEveryRowFinds() throws {
        for screen in try exampleScreens() {
            let entries = ScreenEntries(screen)
            for position in -1...entries.entries.count {
                #expect(ScreenEntries.entry(position: position, in: screen) == entries.entry(position: position))
                let id = RowID(position: position)
                #expect(ScreenEntries.entry(stableID: id, in: screen) == entries.entry(stableID: id))
            }
            #expect(screen.sections.map(\.displayRowCount) == screen.sections.map(\.displayRows.count))
        }
    }

    @Test func idsDoNotChangeWhenRowsHide() throws {
        var proxy = try Fixture("ProxyServerSettings")
        let socks5 = proxy.rendered.rows
        try proxy.set("mode=mtproto", "host=proxy.example.com", "port=443")
        let mtproto = proxy.rendered.rows
        #expect(socks5.map(\.stableID) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 11])
        #expect(mtproto.map(\.stableID) == [1, 2, 3, 4, 5, 9, 10, 11])
        for row in mtproto {
            #expect(Self.proxyRows[row.stableID.position] == row.rowID)
        }
        let shared = Set(socks5.map(\.rowID)).intersection(mtproto.map(\.rowID))
        for id in shared {
            #expect(socks5.first { $0.rowID == id }?.stableID == mtproto.first { $0.rowID == id }?.stableID)
        }
    }

    @Test func sectionIndexIsThePositionInTheScreenNotAmongShownSections() throws {
        var proxy = try Fixture("ProxyServerSettings")
        try proxy.set("mode=mtproto")
        let secret = try #require(proxy.rendered.row(id: "secretInput"))
        #expect(secret.sectionIndex == 4)
        #expect(secret.sectionID == "mtprotoSecret")
        #expect(secret.id == secret.stableID)
    }

    @Test func renderRowRendersHiddenRowsToo() throws {
        let proxy = try Fixture("ProxyServerSettings")
        let row = try #require(ScreenRenderer.renderRow(stableID: 10, of: proxy.screen, state: proxy.state))
        #expect(row.rowID == "secretInput")
        #expect(ScreenRenderer.renderRow(stableID: 12, of: proxy.screen, state: proxy.state) == nil)
    }
}
