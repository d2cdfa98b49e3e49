import Foundation

/// What a ``WebSocketChannelFactory`` opens a connection with: the URL, the subprotocols to ask
/// for (WAMP wants `wamp.2.json`; SportRadar and Socket.IO ask for none) and extra HTTP headers
/// sent with the upgrade request (Goma's chat socket wants a `token` header). Every channel sends
/// each header as given; a channel that cannot send one fails with `.invalidRequest`.
///
/// Header and query values are credentials more often than not, so every printed form hides
/// them (`description`, `dump`, test failures): only their names show.
public struct WebSocketHandshake: Sendable, Equatable {
    /// The `ws://` or `wss://` URL to connect to, its query included.
    public var url: URL
    /// The subprotocols asked for in `Sec-WebSocket-Protocol`, in order of preference; empty asks for none.
    public var protocols: [String]
    /// Extra headers of the upgrade request, by name (e.g. `["token": key]`).
    public var headers: [String: String]

    /// Creates a handshake: no subprotocol and no extra header unless given.
    public init(url: URL, protocols: [String] = [], headers: [String: String] = [:]) {
        self.url = url
        self.protocols = protocols
        self.headers = headers
    }
}

extension WebSocketHandshake: SecretHiding {
    package var printedFields: [(String, Any)] {
        let queryNames = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.map(\.name) ?? []
        return [("url", Redactor().url(url, alsoHiding: Set(queryNames))), ("protocols", protocols), ("headers", Redactor.hidden(headers))]
    }
}
