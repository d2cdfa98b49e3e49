import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A WebSocket in memory: frames the client sends go to `server`, which answers by pushing
/// frames back. Runs everywhere (Linux included), for tests and the sandbox.
public final class InMemoryWebSocketChannel: WebSocketChannel, Sendable {
    /// Receives each frame the client sends; answers with `channel.push(_:)`.
    public typealias Server = @Sendable (_ text: String, _ channel: InMemoryWebSocketChannel) async -> Void

    private let inbox = WebSocketInbox()
    private let sent = Locked<[String]>([])
    private let server: Server

    /// Creates a channel answered by `server`.
    public init(server: @escaping Server) {
        self.server = server
    }

    /// Every frame the client sent, in order.
    public var sentFrames: [String] { sent.withLock { $0 } }

    /// Whether the channel was closed.
    public var isClosed: Bool { inbox.ending != nil }

    /// Delivers a frame to the client.
    public func push(_ frame: WebSocketFrame) {
        inbox.deliver(frame)
    }

    /// Delivers a text frame to the client.
    public func push(_ text: String) { push(.text(text)) }

    /// Delivers a text frame to the peer.
    public func send(_ text: String) async throws(ServiceProviderError) {
        if let ending = inbox.ending { throw ending }
        sent.withLock { $0.append(text) }
        await server(text, self)
    }

    /// The next frame from the peer; waits until one arrives or the channel closes.
    public func receive() async throws(ServiceProviderError) -> WebSocketFrame {
        try await inbox.receive { Task { await self.close() } }
    }

    /// Closes both directions.
    public func close() async {
        inbox.end(with: .network(.networkConnectionLost))
    }
}
