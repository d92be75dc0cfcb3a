// The proxy editor (Screens/ProxyServerSettings.yaml): a modal form. It starts from the server being edited, and its
// Done hook checks the connection and stores the server while the screen shows a spinner, then dismisses the editor.

import AccountContext
import Display
import GeneratedScreens
import SwiftSignalKit

extension ProxyServerSettingsState {
    /// The form filled in with `server`, or empty for a new server.
    init(editing server: ProxyServer?) {
        self.init()
        guard let server else {
            return
        }
        self.host = server.host
        self.port = "\(server.port)"
        switch server.connection {
        case .socks5(let username, let password):
            self.mode = .socks5
            self.username = username ?? ""
            self.password = password ?? ""
        case .mtp(let secret):
            self.mode = .mtproto
            self.secret = secret
        }
    }

    /// The server the form describes; nil while it is incomplete or the port is not a number.
    var server: ProxyServer? {
        guard !self.host.isEmpty, let port = Int32(self.port) else {
            return nil
        }
        switch self.mode {
        case .socks5:
            let username = self.username.isEmpty ? nil : self.username
            let password = self.password.isEmpty ? nil : self.password
            return ProxyServer(host: self.host, port: port, connection: .socks5(username: username, password: password))
        case .mtproto:
            return self.secret.isEmpty
                ? nil : ProxyServer(host: self.host, port: port, connection: .mtp(secret: self.secret))
        }
    }
}

/// The editor for `server` (nil: a new server). Saving makes the server the active one.
func makeProxyServerSettingsController(
    context: AccountContext,
    services: AppServices,
    server: ProxyServer?
) -> ViewController {
    let accountManager = context.sharedContext.accountManager
    let hooks = ProxyServerSettingsHooks(
        usePasteboardSettings: { handle in
            guard let server = services.pasteboardString().flatMap(ProxyServer.init(link:)) else {
                return
            }
            handle.updateState { $0 = ProxyServerSettingsState(editing: server) }
        },
        shareProxyLink: { handle in
            if let server = handle.state.server {
                services.shareLink(server.link)
            }
        },
        cancel: { handle in
            handle.dismiss()
        },
        saveProxy: { handle in
            guard let newServer = handle.state.server, !handle.state.saving else {
                return
            }
            // Done turns into a spinner until the server is checked and stored.
            handle.updateState { $0.saving = true }
            let save =
                services.checkProxyConnection(newServer)
                |> mapToSignal { works -> Signal<Bool, NoError> in
                    if !works {
                        return .single(false)
                    }
                    let store = updateProxySettingsInteractively(accountManager: accountManager) { settings in
                        settings.save(newServer, replacing: server)
                        settings.enabled = true
                    }
                    return store |> map { _ -> Bool in true }
                }
                |> deliverOnMainQueue
            handle.disposables.add(
                save.start(next: { saved in
                    handle.updateState { $0.saving = false }
                    if saved {
                        handle.dismiss()
                    }
                })
            )
        }
    )
    return proxyServerSettingsController(
        context: context,
        initialState: ProxyServerSettingsState(editing: server),
        hooks: hooks
    )
}
