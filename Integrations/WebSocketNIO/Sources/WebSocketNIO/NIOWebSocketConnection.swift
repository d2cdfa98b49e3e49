import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOWebSocket
@_spi(ProviderKit) import ServicesProvider

/// One WebSocket connection: the NIO channel once upgraded, the messages received and not yet
/// read (its inbox, which also holds why it ended), and the close handshake. Separate from the
/// public channel so the event loop's handler does not keep the channel alive (the channel's
/// deinit can then close it).
final class NIOWebSocketConnection: Sendable {
    private struct State {
        var opening: CheckedContinuation<Void, any Error>?
        var channel: (any Channel)?
        /// A close frame went out (the client's, or its answer to the server's).
        var closeSent = false
    }

    private let state = NIOLockedValueBox(State())
    /// Received messages and the ending (`.cancelled`: the consumer closed it).
    private let inbox = WebSocketInbox()
    private let closeTimeout: Duration

    init(closeTimeout: Duration) {
        self.closeTimeout = closeTimeout
    }

    func open(_ target: NIOWebSocketHandshake.Target, protocols: [String], headers: [(String, String)],
              configuration: NIOWebSocketChannel.Configuration) async throws(ServiceProviderError) {
        let errors = NIOWebSocketErrorRecorder()
        let logger = configuration.logger
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (opening: CheckedContinuation<Void, any Error>) in
                    state.withLockedValue { $0.opening = opening }
                    if inbox.ending == .cancelled { return opened(.failure(ServiceProviderError.cancelled), errors: errors, protocols: protocols) }
                    logger.debug("connecting", metadata: ["host": "\(target.host)", "port": "\(target.port)"])
                    do {
                        try NIOWebSocketHandshake.connect(to: target, protocols: protocols, headers: headers, configuration: configuration, errors: errors) {
                            WebSocketFrameHandler(connection: self, keepAliveInterval: configuration.keepAliveInterval)
                        }.whenComplete { self.opened($0, errors: errors, protocols: protocols) }
                    } catch {
                        opened(.failure(error), errors: errors, protocols: protocols)
                    }
                }
            } onCancel: {
                self.abandon()
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    func send(_ text: String) async throws(ServiceProviderError) {
        if let ending = inbox.ending { throw ending }
        guard let channel = state.withLockedValue({ $0.channel }) else { throw .network(.networkConnectionLost) }
        let frame = NIOWebSocket.WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text))
        do {
            // A future's result is awaited whether or not the caller's task is cancelled: a
            // consumer that stops (its task cancelled) still says GOODBYE on the way out.
            try await channel.writeAndFlush(frame).get()
        } catch {
            throw inbox.ending ?? .network(.networkConnectionLost)
        }
    }

    func receive() async throws(ServiceProviderError) -> ServicesProvider.WebSocketFrame {
        try await inbox.receive { Task { await self.close() } }
    }

    /// Sends the close frame (1000) and shuts the socket when the server answers it, or after
    /// the close timeout.
    func close() async {
        inbox.end(with: .cancelled)
        let (channel, sendClose) = state.withLockedValue { state in
            defer { state.closeSent = true }
            return (state.channel, !state.closeSent)
        }
        guard let channel, sendClose else { return }
        var code = ByteBuffer()
        code.writeInteger(UInt16(1000))
        let frame = NIOWebSocket.WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: code)
        do {
            try await channel.writeAndFlush(frame).get()
            channel.eventLoop.scheduleTask(in: TimeAmount(closeTimeout)) { channel.close(promise: nil) }
        } catch {
            channel.close(promise: nil)
        }
    }

    /// Ends the connection at once (the channel was dropped, or opening was cancelled).
    func abandon() {
        inbox.end(with: .cancelled)
        let (opening, channel) = state.withLockedValue { state in
            defer { state.opening = nil }
            return (state.opening, state.channel)
        }
        opening?.resume(throwing: ServiceProviderError.cancelled)
        channel?.close(promise: nil)
    }

    // MARK: - From the event loop

    private func opened(_ result: Result<NIOWebSocketHandshake.Answer, any Error>, errors: NIOWebSocketErrorRecorder, protocols: [String]) {
        switch result {
        case .success(.upgraded(let channel)):
            let opening = state.withLockedValue { state in
                defer { state.opening = nil }
                state.channel = channel
                return state.opening
            }
            guard let ending = inbox.ending else {
                opening?.resume()
                return
            }
            // Opened after the consumer gave up (or the server closed at once): nobody will use it.
            channel.close(promise: nil)
            opening?.resume(throwing: ending)
        case .success(.refused):
            end(with: NIOWebSocketHandshake.refused(protocols))
        case .failure(let error):
            end(with: NIOWebSocketHandshake.openingError(error, seen: errors.error, protocols: protocols))
        }
    }

    func deliver(_ frame: ServicesProvider.WebSocketFrame) {
        inbox.deliver(frame)
    }

    /// Records that a close frame is going out; false when one already had.
    func markCloseSent() -> Bool {
        state.withLockedValue { state in
            defer { state.closeSent = true }
            return state.closeSent
        }
    }

    /// The server closed with `code` (nil: a close frame without one) and `reason`.
    func serverClosed(code: UInt16?, reason: String?) {
        end(with: WebSocketCloseCodes.error(code: code ?? 1005, reason: reason))
    }

    /// The socket ended (or failed) without a close frame: the connection was lost.
    func socketClosed() {
        end(with: .network(.networkConnectionLost))
    }

    /// Records why the connection ended (a close the consumer asked for stays `.cancelled`) and
    /// fails whoever waits.
    private func end(with error: ServiceProviderError) {
        let ending = inbox.end(with: error)
        let opening = state.withLockedValue { state in
            defer { state.opening = nil; state.channel = nil }
            return state.opening
        }
        opening?.resume(throwing: ending)
    }
}
