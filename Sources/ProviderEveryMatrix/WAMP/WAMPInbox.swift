import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The EVENT payloads of one subscription, waiting for its one consumer. The consumer takes
/// everything waiting at once (``takeAll()``), so a feed that fell behind catches up with one
/// batch (one pass over the store, one snapshot) instead of one per payload. An
/// `AsyncThrowingStream` hands out one element per call, with no way to ask what else waits.
final class WAMPInbox: Sendable {
    private struct State {
        var waiting: [WAMPPayload] = []
        var taker: CheckedContinuation<[WAMPPayload], any Error>?
        /// Why the subscription ended; reported once the payloads before it are taken.
        var end: ServiceProviderError?
    }

    private let state = Locked(State())

    init() {}

    /// Waits until a payload is waiting, then takes every waiting payload, oldest first.
    /// Throws the error that ended the subscription once nothing is left before it, and
    /// `.cancelled` if the waiting task is cancelled. One consumer at a time.
    func takeAll() async throws(ServiceProviderError) -> [WAMPPayload] {
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let ready: Result<[WAMPPayload], ServiceProviderError>? = state.withLock { state in
                        if !state.waiting.isEmpty {
                            defer { state.waiting = [] }
                            return .success(state.waiting)
                        }
                        if let end = state.end { return .failure(end) }
                        if Task.isCancelled { return .failure(.cancelled) }
                        precondition(state.taker == nil, "a WAMPInbox has one consumer")
                        state.taker = continuation
                        return nil
                    }
                    if let ready { continuation.resume(with: ready) }
                }
            } onCancel: {
                state.withLock { state in
                    defer { state.taker = nil }
                    return state.taker
                }?.resume(throwing: ServiceProviderError.cancelled)
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    /// Files a payload, or hands it straight to a waiting consumer. Ignored once ended.
    func append(_ payload: WAMPPayload) {
        state.withLock { state -> CheckedContinuation<[WAMPPayload], any Error>? in
            guard state.end == nil else { return nil }
            guard let taker = state.taker else {
                state.waiting.append(payload)
                return nil
            }
            state.taker = nil
            return taker
        }?.resume(returning: [payload])
    }

    /// Ends the subscription: the consumer gets what is waiting, then `error`.
    func finish(throwing error: ServiceProviderError) {
        state.withLock { state -> CheckedContinuation<[WAMPPayload], any Error>? in
            guard state.end == nil else { return nil }
            state.end = error
            defer { state.taker = nil }
            return state.taker
        }?.resume(throwing: error)
    }
}
