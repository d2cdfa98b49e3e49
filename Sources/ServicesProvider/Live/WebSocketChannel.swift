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
public protocol WebSocketChannel: Sendable {
    /// Sends one text frame.
    func send(_ text: String) async throws(ServiceProviderError)
    /// The next frame; throws when the connection closes or fails.
    func receive() async throws(ServiceProviderError) -> WebSocketFrame
    /// Closes the connection; pending `receive` calls fail.
    func close() async
}

/// Opens a channel to `url` asking for the given subprotocols (WAMP wants `wamp.2.json`;
/// SportRadar asks for none). An app passes one to a provider to choose its live-data transport.
public typealias WebSocketChannelFactory = @Sendable (_ url: URL, _ protocols: [String]) async throws(ServiceProviderError) -> any WebSocketChannel
