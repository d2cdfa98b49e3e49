import Foundation
import Logging
import NIOSSL
import ServicesProvider

/// A ``ServicesProvider/WebSocketChannel`` over a real socket, built on SwiftNIO's own WebSocket
/// handlers (NIOWebSocket, with swift-nio-ssl for TLS): `ws://` and `wss://`, the asked
/// subprotocols sent in the handshake, pings answered and sent as keep-alive, the server's close codes mapped by
/// ``WebSocketCloseCodes``. It meets the contract written on `WebSocketChannel`. On Linux, where
/// Foundation has no WebSocket client, pass its factory to a provider to get live data:
///
/// ```swift
/// let provider = EveryMatrixProvider(configuration: configuration, webSocketFactory: NIOWebSocketChannel.factory())
/// ```
public final class NIOWebSocketChannel: WebSocketChannel {
    /// How channels connect and keep their connection alive.
    public struct Configuration: Sendable {
        /// How often a ping is sent; a ping not answered by the next one ends the connection (a
        /// transient failure). `nil` sends none (pings from the server are answered either way).
        public var keepAliveInterval: Duration?
        /// The largest message (all its frames together) the channel accepts; EveryMatrix's dumps
        /// run to megabytes.
        public var maximumMessageSize: Int
        /// How long `close()` waits for the server to answer the close handshake before the socket
        /// is shut anyway.
        public var closeTimeout: Duration
        /// TLS settings for `wss://` (nil: the system's trust roots, the URL's host checked).
        public var tlsConfiguration: TLSConfiguration?
        /// Where the channel logs its connects (nothing by default).
        public var logger: Logger

        /// Pings every 30 s, messages up to 16 MiB, a 5 s close handshake.
        public init(keepAliveInterval: Duration? = .seconds(30), maximumMessageSize: Int = 16 << 20, closeTimeout: Duration = .seconds(5),
                    tlsConfiguration: TLSConfiguration? = nil, logger: Logger = Logger(label: "WebSocketNIO", factory: { _ in SwiftLogNoOpLogHandler() })) {
            self.keepAliveInterval = keepAliveInterval
            self.maximumMessageSize = maximumMessageSize
            self.closeTimeout = closeTimeout
            self.tlsConfiguration = tlsConfiguration
            self.logger = logger
        }
    }

    private let connection: NIOWebSocketConnection

    private init(connection: NIOWebSocketConnection) {
        self.connection = connection
    }

    /// A channel dropped without `close()` does not keep its socket open.
    deinit {
        connection.abandon()
    }

    /// A factory with the SDK's ``ServicesProvider/WebSocketChannelFactory`` signature: each call
    /// opens a new connection with `configuration`, sending the handshake's subprotocols and headers.
    public static func factory(_ configuration: Configuration = Configuration()) -> WebSocketChannelFactory {
        { handshake throws(ServiceProviderError) in
            try await connect(to: handshake.url, protocols: handshake.protocols, headers: handshake.headers, configuration: configuration)
        }
    }

    /// Connects to `url` (`ws://` or `wss://`) asking for `protocols`, with `headers` added to the
    /// upgrade request, and returns once the handshake succeeded. A header name HTTP does not allow,
    /// or a value holding a line break or a NUL, fails with `.invalidRequest` before connecting (the
    /// value is never printed). A refused connection fails with `.network(.cannotConnectToHost)`
    /// (transient), a refused handshake (including a server that accepts none of `protocols`) with
    /// `.invalidResponse`, a TLS failure with `.network(.secureConnectionFailed)`.
    public static func connect(to url: URL, protocols: [String], headers: [String: String] = [:], configuration: Configuration = Configuration())
        async throws(ServiceProviderError) -> NIOWebSocketChannel {
        let target = try NIOWebSocketHandshake.Target(url)
        var fields: [(String, String)] = []
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            guard isToken(name) else { throw .invalidRequest(message: "\"\(name)\" is not a valid HTTP header name.") }
            // A line break would end the header early and start another (header injection).
            guard !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) else {
                throw .invalidRequest(message: "The value of the header \"\(name)\" holds a line break or a NUL.")
            }
            fields.append((name, value))
        }
        let connection = NIOWebSocketConnection(closeTimeout: configuration.closeTimeout)
        try await connection.open(target, protocols: protocols, headers: fields, configuration: configuration)
        return NIOWebSocketChannel(connection: connection)
    }

    /// An HTTP header name is a token (RFC 9110, 5.6.2): letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Sends one text frame; fails once the connection has ended.
    public func send(_ text: String) async throws(ServiceProviderError) {
        try await connection.send(text)
    }

    /// The next frame, in order; fails when the connection ends (by ``WebSocketCloseCodes``), with
    /// `.cancelled` after `close()`, and closes the connection when the waiting task is cancelled.
    public func receive() async throws(ServiceProviderError) -> WebSocketFrame {
        try await connection.receive()
    }

    /// Starts the close handshake (1000) and fails pending `receive` calls with `.cancelled`.
    public func close() async {
        await connection.close()
    }
}

