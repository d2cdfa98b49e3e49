import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOWebSocket
import ServicesProvider

/// One WebSocket connection: the NIO channel once upgraded, the messages received and not yet
/// read, and how it ended. Separate from the public channel so the event loop's handler does not
/// keep the channel alive (the channel's deinit can then close it).
final class NIOWebSocketConnection: Sendable {
    private struct State {
        var buffer: [ServicesProvider.WebSocketFrame] = []
        var waiter: CheckedContinuation<ServicesProvider.WebSocketFrame, any Error>?
        var opening: CheckedContinuation<Void, any Error>?
        var channel: (any Channel)?
        /// Why the connection ended (`.cancelled`: the consumer closed it); nil while open.
        var ending: ServiceProviderError?
        /// A close frame went out (the client's, or its answer to the server's).
        var closeSent = false
        var closeTimeout: Duration = .seconds(5)
    }

    private let state = NIOLockedValueBox(State())

    func open(_ target: NIOWebSocketHandshake.Target, protocols: [String], headers: [(String, String)],
              configuration: NIOWebSocketChannel.Configuration) async throws(ServiceProviderError) {
        let errors = NIOWebSocketErrorRecorder()
        let logger = configuration.logger
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (opening: CheckedContinuation<Void, any Error>) in
                    let abandoned = state.withLockedValue { state in
                        state.opening = opening
                        state.closeTimeout = configuration.closeTimeout
                        return state.ending == .cancelled
                    }
                    if abandoned { return opened(.failure(ServiceProviderError.cancelled), errors: errors, protocols: protocols) }
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
        let (channel, ending) = state.withLockedValue { ($0.channel, $0.ending) }
        if let ending { throw ending }
        guard let channel else { throw .network(.networkConnectionLost) }
        let frame = NIOWebSocket.WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text))
        do {
            // A future's result is awaited whether or not the caller's task is cancelled: a
            // consumer that stops (its task cancelled) still says GOODBYE on the way out.
            try await channel.writeAndFlush(frame).get()
        } catch {
            throw state.withLockedValue { $0.ending } ?? .network(.networkConnectionLost)
        }
    }

    func receive() async throws(ServiceProviderError) -> ServicesProvider.WebSocketFrame {
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ServicesProvider.WebSocketFrame, any Error>) in
                    let ready = state.withLockedValue { state -> Result<ServicesProvider.WebSocketFrame, ServiceProviderError>? in
                        if !state.buffer.isEmpty { return .success(state.buffer.removeFirst()) }
                        if let ending = state.ending { return .failure(ending) }
                        state.waiter = continuation
                        return nil
                    }
                    if let ready { continuation.resume(with: ready) }
                }
            } onCancel: {
                Task { await self.close() }
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    /// Sends the close frame (1000) and shuts the socket when the server answers it, or after
    /// the close timeout.
    func close() async {
        let (waiter, channel, timeout, sendClose) = state.withLockedValue { state in
            if state.ending == nil { state.ending = .cancelled }
            defer { state.waiter = nil; state.closeSent = true }
            return (state.waiter, state.channel, state.closeTimeout, !state.closeSent)
        }
        waiter?.resume(throwing: ServiceProviderError.cancelled)
        guard let channel else { return }
        guard sendClose else { return }
        var code = ByteBuffer()
        code.writeInteger(UInt16(1000))
        let frame = NIOWebSocket.WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: code)
        do {
            try await channel.writeAndFlush(frame).get()
            channel.eventLoop.scheduleTask(in: TimeAmount(timeout)) { channel.close(promise: nil) }
        } catch {
            channel.close(promise: nil)
        }
    }

    /// Ends the connection at once (the channel was dropped, or opening was cancelled).
    func abandon() {
        let (waiter, opening, channel) = state.withLockedValue { state in
            if state.ending == nil { state.ending = .cancelled }
            defer { state.waiter = nil; state.opening = nil }
            return (state.waiter, state.opening, state.channel)
        }
        waiter?.resume(throwing: ServiceProviderError.cancelled)
        opening?.resume(throwing: ServiceProviderError.cancelled)
        channel?.close(promise: nil)
    }

    // MARK: - From the event loop

    private func opened(_ result: Result<NIOWebSocketHandshake.Answer, any Error>, errors: NIOWebSocketErrorRecorder, protocols: [String]) {
        let outcome: Result<any Channel, ServiceProviderError>
        switch result {
        case .success(.upgraded(let channel)): outcome = .success(channel)
        case .success(.refused): outcome = .failure(NIOWebSocketHandshake.refused(protocols))
        case .failure(let error): outcome = .failure(NIOWebSocketHandshake.openingError(error, seen: errors.error, protocols: protocols))
        }
        let (opening, ending) = state.withLockedValue { state in
            defer { state.opening = nil }
            switch outcome {
            case .success(let channel): if state.ending == nil { state.channel = channel }
            case .failure(let error): if state.ending == nil { state.ending = error }
            }
            return (state.opening, state.ending)
        }
        guard let ending else {
            opening?.resume()
            return
        }
        // Opened after the consumer gave up (or the server closed at once): nobody will use it.
        if case .success(let channel) = outcome { channel.close(promise: nil) }
        opening?.resume(throwing: ending)
    }

    func deliver(_ frame: ServicesProvider.WebSocketFrame) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<ServicesProvider.WebSocketFrame, any Error>? in
            guard state.ending == nil else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.buffer.append(frame)
            return nil
        }
        waiter?.resume(returning: frame)
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
        let (waiter, opening, ending) = state.withLockedValue { state in
            if state.ending == nil { state.ending = error }
            defer { state.waiter = nil; state.opening = nil; state.channel = nil }
            return (state.waiter, state.opening, state.ending ?? error)
        }
        waiter?.resume(throwing: ending)
        opening?.resume(throwing: ending)
    }
}
