import Foundation

/// One WebSocket frame.
public enum WebSocketFrame: Sendable, Equatable {
    /// A text frame.
    case text(String)
    /// A binary frame.
    case data(Data)
}

/// A connected WebSocket, as a provider's live session sees it (EveryMatrix's WAMP session,
/// SportRadar's notification socket). Live feeds run over this protocol so tests and the
/// sandbox use an in-memory channel, and Linux (no `URLSessionWebSocketTask`) still builds.
///
/// ## The contract
/// Every channel (the in-memory one, `URLSessionWebSocketChannel` on Apple platforms,
/// `NIOWebSocketChannel` in `Integrations/WebSocketNIO`) keeps these promises; the live reconnect
/// loop (`LiveReconnection`) and the WAMP session rely on them. `WebSocketChannelContract` in
/// ServicesProviderTesting checks each one against a channel and a peer:
/// 1. Frames passed to `send` reach the peer in the order they were sent.
/// 2. `receive` returns the peer's frames in the order the peer sent them, including frames that
///    arrived before anyone was waiting (they are buffered, never dropped).
/// 3. `close()` makes a pending `receive` fail (it never hangs).
/// 4. After `close()`, `send` and `receive` fail.
/// 5. `close()` closes the connection: the peer sees it end.
/// 6. A connection that drops (no close frame) fails `receive` with a transient error
///    (`isRetryable`), so the reconnect loop tries again.
/// 7. The peer closing normally (1000) or going away (1001) fails `receive` with a transient error
///    too: a server restarting is a reason to reconnect. A close the server means as final (policy
///    violation 1008, unsupported data 1003…) fails with a non-transient error; each channel
///    documents its table of close codes.
/// 8. Cancelling the task waiting in `receive` ends that wait with an error and closes the
///    connection.
/// 9. The factory that opened the channel sent each header of its ``WebSocketHandshake`` with the
///    upgrade request (a promise of the factory: the NIO channel's tests check it on a real server).
public protocol WebSocketChannel: Sendable {
    /// Sends one text frame.
    func send(_ text: String) async throws(ServiceProviderError)
    /// The next frame; throws when the connection closes or fails.
    func receive() async throws(ServiceProviderError) -> WebSocketFrame
    /// Closes the connection; pending `receive` calls fail.
    func close() async
}

/// Opens a channel as `handshake` says (URL, subprotocols, extra headers). An app passes one to a
/// provider to choose its live-data transport. Every factory sends each of the handshake's headers
/// with the upgrade request, and never prints their values (they are often credentials).
public typealias WebSocketChannelFactory = @Sendable (_ handshake: WebSocketHandshake) async throws(ServiceProviderError) -> any WebSocketChannel
