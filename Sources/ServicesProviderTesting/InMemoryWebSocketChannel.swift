import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A WebSocket in memory: frames the client sends go to `server`, which answers by pushing
/// frames back. Runs everywhere (Linux included), for tests and the sandbox.
public final class InMemoryWebSocketChannel: WebSocketChannel, Sendable {
    /// Receives each frame the client sends; answers with `channel.push(_:)`.
    public typealias Server = @Sendable (_ text: String, _ channel: InMemoryWebSocketChannel) async -> Void

    private struct State {
        var buffer: [WebSocketFrame] = []
        var waiter: CheckedContinuation<WebSocketFrame, any Error>?
        var closed = false
        var sent: [String] = []
    }

    private let state = Locked(State())
    private let server: Server

    /// Creates a channel answered by `server`.
    public init(server: @escaping Server) {
        self.server = server
    }

    /// Every frame the client sent, in order.
    public var sentFrames: [String] { state.withLock { $0.sent } }

    /// Whether the channel was closed.
    public var isClosed: Bool { state.withLock { $0.closed } }

    /// Delivers a frame to the client.
    public func push(_ frame: WebSocketFrame) {
        let waiter = state.withLock { state -> CheckedContinuation<WebSocketFrame, any Error>? in
            guard !state.closed else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.buffer.append(frame)
            return nil
        }
        waiter?.resume(returning: frame)
    }

    /// Delivers a text frame to the client.
    public func push(_ text: String) { push(.text(text)) }

    /// Delivers a text frame to the peer.
    public func send(_ text: String) async throws(ServiceProviderError) {
        let closed = state.withLock { state -> Bool in
            if !state.closed { state.sent.append(text) }
            return state.closed
        }
        if closed { throw .network(.networkConnectionLost) }
        await server(text, self)
    }

    /// The next frame from the peer; waits until one arrives or the channel closes.
    public func receive() async throws(ServiceProviderError) -> WebSocketFrame {
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<WebSocketFrame, any Error>) in
                    let result = state.withLock { state -> Result<WebSocketFrame, ServiceProviderError>? in
                        if !state.buffer.isEmpty { return .success(state.buffer.removeFirst()) }
                        if state.closed { return .failure(.network(.networkConnectionLost)) }
                        state.waiter = continuation
                        return nil
                    }
                    if let result { continuation.resume(with: result) }
                }
            } onCancel: {
                Task { await self.close() }
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    /// Closes both directions.
    public func close() async {
        let waiter = state.withLock { state -> CheckedContinuation<WebSocketFrame, any Error>? in
            state.closed = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(throwing: ServiceProviderError.network(.networkConnectionLost))
    }
}
