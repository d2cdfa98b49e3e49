import Foundation

/// Where and how a ``SocketIOClient`` connects: Engine.IO v4 over WebSocket only (no polling), the
/// Socket.IO v5 namespace and its CONNECT payload, and how a dropped connection is tried again.
/// Its printed forms hide every query, header and auth value (they carry tokens).
@_spi(ProviderKit) public struct SocketIOConfiguration: Sendable {
    /// The server: `http(s)://` or `ws(s)://` and a host (and port); its path is not used (``path`` is).
    public var url: URL
    /// The Engine.IO endpoint's path on the host (Goma's is `/socket/socket.io`); a trailing `/` is added.
    public var path: String
    /// Extra query parameters of the handshake (e.g. `["jwt": token]`); `EIO=4` and
    /// `transport=websocket` are always added and win over keys of the same name.
    public var query: [String: String]
    /// Extra headers of the WebSocket upgrade request (e.g. `["token": key]`).
    public var headers: [String: String]
    /// The Socket.IO namespace, starting with `/`; `/` is the main one.
    public var namespace: String
    /// A JSON object sent in the namespace's CONNECT packet (Socket.IO v5's `auth`); nil sends none.
    public var auth: Data?
    /// How a dropped connection is tried again: how many failures in a row, and the waits between.
    /// A connection that reached the namespace starts the count over.
    public var reconnection: LiveReconnection
    /// How long a new connection may take to send its Engine.IO open packet (before the server's
    /// own ping interval applies): a server that accepts the socket and stays silent is a dropped
    /// connection.
    public var connectTimeout: TimeInterval

    /// Creates a configuration: the standard path and namespace, no extra query, header or auth,
    /// the SDK's standard live reconnection and a 20 s connect timeout unless given.
    public init(url: URL, path: String = "/socket.io/", query: [String: String] = [:], headers: [String: String] = [:],
                namespace: String = "/", auth: Data? = nil, reconnection: LiveReconnection = .standard, connectTimeout: TimeInterval = 20) {
        self.url = url
        self.path = path
        self.query = query
        self.headers = headers
        self.namespace = namespace
        self.auth = auth
        self.reconnection = reconnection
        self.connectTimeout = connectTimeout
    }

    /// The WebSocket handshake of the Engine.IO endpoint: `ws(s)://host[:port]/path/?…&EIO=4&transport=websocket`
    /// with the query percent-encoded (a `+` in a token stays a `+`), and the headers. Fails with
    /// `.invalidRequest` on a URL that is not http(s) or ws(s), a namespace not starting with `/`
    /// or holding a `,`, or an `auth` that is not a JSON object.
    func handshake() throws(ServiceProviderError) -> WebSocketHandshake {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = components.host, !host.isEmpty else {
            throw .invalidRequest(message: "A Socket.IO URL names a host.")
        }
        switch components.scheme?.lowercased() {
        case "http", "ws": components.scheme = "ws"
        case "https", "wss": components.scheme = "wss"
        default: throw .invalidRequest(message: "A Socket.IO URL starts with http(s):// or ws(s)://.")
        }
        guard namespace.hasPrefix("/"), !namespace.contains(",") else {
            throw .invalidRequest(message: "A Socket.IO namespace starts with / and holds no comma.")
        }
        if let auth {
            guard (try? JSONSerialization.jsonObject(with: auth)) is [String: Any] else {
                throw .invalidRequest(message: "A Socket.IO auth payload is a JSON object.")
            }
        }
        var path = path.hasPrefix("/") ? path : "/" + path
        if !path.hasSuffix("/") { path += "/" }
        components.percentEncodedPath = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        var items = query.filter { $0.key != "EIO" && $0.key != "transport" }.sorted { $0.key < $1.key }
        items += [("EIO", "4"), ("transport", "websocket")]
        components.percentEncodedQuery = items.map { "\(Self.encoded($0.key))=\(Self.encoded($0.value))" }.joined(separator: "&")
        components.fragment = nil
        guard let url = components.url else { throw .invalidRequest(message: "The Socket.IO URL could not be built.") }
        return WebSocketHandshake(url: url, headers: headers)
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

extension SocketIOConfiguration: SecretHiding {
    package var printedFields: [(String, Any)] {
        [("url", Redactor().url(url)), ("path", path), ("query", Redactor.hidden(query)), ("headers", Redactor.hidden(headers)),
         ("namespace", namespace), ("auth", auth == nil ? "nil" : Redactor.placeholder), ("reconnection", reconnection),
         ("connectTimeout", connectTimeout)]
    }
}
