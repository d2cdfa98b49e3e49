import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default live-data connection. Apple platforms use `URLSessionWebSocketTask`; this
/// toolchain's Linux Foundation has none, so there the factory is `nil` and live data
/// answers `.notSupported` unless the app passes another factory (on Linux servers,
/// `NIOWebSocketChannel.factory()` from `Integrations/WebSocketNIO`). Every provider with a live
/// socket defaults to it.
///
/// Its channel is held to the contract written on ``WebSocketChannel`` (and checked by
/// `WebSocketChannelContract`), but that check cannot run here: this toolchain's Linux Foundation
/// has no `URLSessionWebSocketTask`. On Apple platforms, run the contract with a peer of your own.
@_spi(ProviderKit) public enum URLSessionWebSocketChannel {
    #if !os(Linux) && !canImport(FoundationNetworking)
    /// Opens a `URLSessionWebSocketTask` on the shared session; the subprotocols and the extra
    /// headers travel as headers of its upgrade request.
    public static let defaultFactory: WebSocketChannelFactory? = { handshake throws(ServiceProviderError) in
        var request = URLRequest(url: handshake.url)
        if !handshake.protocols.isEmpty {
            request.setValue(handshake.protocols.joined(separator: ", "), forHTTPHeaderField: "Sec-WebSocket-Protocol")
        }
        for (name, value) in handshake.headers { request.setValue(value, forHTTPHeaderField: name) }
        let task = URLSession.shared.webSocketTask(with: request)
        task.resume()
        return TaskChannel(task: task)
    }

    /// `URLSessionWebSocketTask` behind ``WebSocketChannel``.
    final class TaskChannel: WebSocketChannel {
        let task: URLSessionWebSocketTask

        init(task: URLSessionWebSocketTask) { self.task = task }

        func send(_ text: String) async throws(ServiceProviderError) {
            do { try await task.send(.string(text)) } catch { throw ServiceProviderError(error) }
        }

        func receive() async throws(ServiceProviderError) -> WebSocketFrame {
            do {
                switch try await task.receive() {
                case .string(let text): return .text(text)
                case .data(let data): return .data(data)
                @unknown default: throw ServiceProviderError.invalidResponse(message: "Unknown WebSocket frame.")
                }
            } catch { throw ServiceProviderError(error) }
        }

        func close() async { task.cancel(with: .normalClosure, reason: nil) }
    }
    #else
    /// None: this platform's Foundation has no WebSocket client.
    public static let defaultFactory: WebSocketChannelFactory? = nil
    #endif
}
