import Foundation

/// What a `WebSocketChannel`'s `receive()` waits on: the frames received and not yet read, and
/// why the channel ended. A channel delivers frames and ends it from any thread; one reader
/// waits at a time. Shared by the in-memory channel and the NIO channel, so both meet the
/// contract's ordering and ending clauses the same way.
@_spi(ProviderKit) public final class WebSocketInbox: Sendable {
    private struct State {
        var buffer: [WebSocketFrame] = []
        var waiter: CheckedContinuation<WebSocketFrame, any Error>?
        var ending: ServiceProviderError?
    }

    private let state = Locked(State())

    /// An open inbox, empty.
    public init() {}

    /// Why it ended (the first reason given); nil while open.
    public var ending: ServiceProviderError? { state.withLock { $0.ending } }

    /// Hands `frame` to the waiting reader, or keeps it for the next `receive`; a frame arriving
    /// after the end is dropped.
    public func deliver(_ frame: WebSocketFrame) {
        let waiter = state.withLock { state -> CheckedContinuation<WebSocketFrame, any Error>? in
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

    /// Ends it with `error` unless it had ended (the first reason stays), failing the waiting
    /// reader; frames kept are still read first. Returns the reason it ended with.
    @discardableResult
    public func end(with error: ServiceProviderError) -> ServiceProviderError {
        let (waiter, ending) = state.withLock { state in
            if state.ending == nil { state.ending = error }
            defer { state.waiter = nil }
            return (state.waiter, state.ending ?? error)
        }
        waiter?.resume(throwing: ending)
        return ending
    }

    /// The next frame kept, else waits for one; fails with the reason once ended. `onCancel` runs
    /// when the waiting task is cancelled (a channel then closes itself, which ends the wait).
    public func receive(onCancel: @escaping @Sendable () -> Void) async throws(ServiceProviderError) -> WebSocketFrame {
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<WebSocketFrame, any Error>) in
                    let ready = state.withLock { state -> Result<WebSocketFrame, ServiceProviderError>? in
                        if !state.buffer.isEmpty { return .success(state.buffer.removeFirst()) }
                        if let ending = state.ending { return .failure(ending) }
                        state.waiter = continuation
                        return nil
                    }
                    if let ready { continuation.resume(with: ready) }
                }
            } onCancel: {
                onCancel()
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }
}
