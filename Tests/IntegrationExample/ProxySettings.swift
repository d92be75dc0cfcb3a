// The app-wide proxy settings, after Telegram's `ProxySettings` / `ProxyServerSettings` (here `ProxyServer`, so that
// it is not confused with the generated `ProxyServerSettings…` types of the editor screen), and the `tg://` links
// the editor shares and pastes.

import Foundation
import Postbox
import SwiftSignalKit
import TelegramCore

/// How a proxy server is reached.
enum ProxyServerConnection: Codable, Equatable {
    case socks5(username: String?, password: String?)
    case mtp(secret: String)
}

struct ProxyServer: Codable, Equatable {
    var host: String
    var port: Int32
    var connection: ProxyServerConnection

    /// `host:port`, as the proxy row shows the active server.
    var address: String {
        return "\(self.host):\(self.port)"
    }

    /// The link that adds this server in Telegram (`tg://socks?…`, `tg://proxy?…`).
    var link: String {
        var components = URLComponents()
        components.scheme = "tg"
        var items = [URLQueryItem(name: "server", value: self.host), URLQueryItem(name: "port", value: "\(self.port)")]
        switch self.connection {
        case .socks5(let username, let password):
            components.host = "socks"
            if let username {
                items.append(URLQueryItem(name: "user", value: username))
            }
            if let password {
                items.append(URLQueryItem(name: "pass", value: password))
            }
        case .mtp(let secret):
            components.host = "proxy"
            items.append(URLQueryItem(name: "secret", value: secret))
        }
        components.queryItems = items
        return components.string ?? ""
    }

    /// The server a `tg://socks` or `tg://proxy` link describes, or nil for any other text.
    init?(link: String) {
        guard let components = URLComponents(string: link), components.scheme == "tg",
            let items = components.queryItems
        else {
            return nil
        }
        func value(_ name: String) -> String? {
            return items.first(where: { $0.name == name })?.value
        }
        guard let host = value("server"), let port = value("port").flatMap({ Int32($0) }) else {
            return nil
        }
        switch components.host {
        case "socks":
            self.init(host: host, port: port, connection: .socks5(username: value("user"), password: value("pass")))
        case "proxy":
            guard let secret = value("secret") else {
                return nil
            }
            self.init(host: host, port: port, connection: .mtp(secret: secret))
        default:
            return nil
        }
    }

    init(host: String, port: Int32, connection: ProxyServerConnection) {
        self.host = host
        self.port = port
        self.connection = connection
    }
}

struct ProxySettings: StoredSettings {
    static var key: ValueBoxKey { applicationSpecificKey(4) }

    var enabled: Bool
    var servers: [ProxyServer]
    var activeServer: ProxyServer?

    static var defaultSettings: ProxySettings {
        return ProxySettings(enabled: false, servers: [], activeServer: nil)
    }

    /// Stores `server` in place of `replacing` (or adds it) and makes it the active server.
    mutating func save(_ server: ProxyServer, replacing: ProxyServer?) {
        if let replacing, let index = self.servers.firstIndex(of: replacing) {
            self.servers[index] = server
        } else if !self.servers.contains(server) {
            self.servers.append(server)
        }
        self.activeServer = server
    }
}

func updateProxySettingsInteractively(
    accountManager: AccountManager<TelegramAccountManagerTypes>,
    _ f: @escaping (inout ProxySettings) -> Void
) -> Signal<Void, NoError> {
    return updateSharedSettingsInteractively(accountManager: accountManager, f)
}
