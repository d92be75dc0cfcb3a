// App-side code for the generated proxy editor (Screens/ProxyServerSettings.yaml): the app opens the screen with
// the server being edited and implements its hooks. `proxyServerSettingsController`, `ProxyServerSettingsState`
// and `ProxyServerSettingsHooks` are generated at build time by screenc's build-tool plugin.

import AccountContext
import Display

/// A proxy server as the app stores it.
public struct ProxyServer: Equatable, Sendable {
    public var host: String
    public var port: Int32

    public init(host: String, port: Int32) {
        self.host = host
        self.port = port
    }
}

/// The editor for `server` (nil: a new one). `save` gets the server when the user taps Done with a complete form.
public func makeProxyEditor(
    context: AccountContext,
    server: ProxyServer?,
    save: @escaping (ProxyServer) -> Void
) -> ViewController {
    var initialState = ProxyServerSettingsState()
    if let server {
        initialState.host = server.host
        initialState.port = "\(server.port)"
    }
    let hooks = ProxyServerSettingsHooks(
        usePasteboardSettings: { _ in },
        shareProxyLink: { _ in },
        cancel: { handle in handle.dismiss() },
        saveProxy: { handle in
            guard let port = Int32(handle.state.port), !handle.state.host.isEmpty else {
                return
            }
            save(ProxyServer(host: handle.state.host, port: port))
            handle.dismiss()
        }
    )
    return proxyServerSettingsController(context: context, initialState: initialState, hooks: hooks)
}
