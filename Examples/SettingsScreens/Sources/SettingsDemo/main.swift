// Opens the example's generated screens with screenc's stand-in account (StubTestSupport) and prints the rows each
// shows, so running the example proves that the code generated at build time works, not only that it compiles.

@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import SettingsScreens
import StubTestSupport

let context = TestAccountContext()
var saved: [ProxyServer] = []
let screens: [(String, ViewController)] = [
    ("archive settings", makeArchiveSettings(context: context, isPremium: false, showPaywall: {})),
    ("proxy editor", makeProxyEditor(context: context, server: ProxyServer(host: "proxy.example", port: 1080)) {
        saved.append($0)
    }),
]
for (name, controller) in screens {
    guard let list = controller as? ItemListController else {
        fatalError("\(name): not an ItemListController")
    }
    print("\(name):")
    for line in list.stubSummary {
        print("  \(line)")
    }
}
