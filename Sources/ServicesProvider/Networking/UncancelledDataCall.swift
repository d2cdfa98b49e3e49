import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

/// An in-memory request on Linux, whose URLSession task is never cancelled.
/// swift-corelibs-foundation traps when a task is cancelled while it completes ("Trying to
/// access a behaviour for a task that in not in the registry", swift-corelibs-foundation
/// issue 3292), which a poller stopped in the middle of a request does. So a cancelled call returns at once with `URLError(.cancelled)` (what
/// `data(for:)` throws when it is cancelled, and what the error mapper makes `.cancelled`), and
/// its request is left to finish unheard. `data(for:)` still sends it, the cheapest path
/// measured on Linux.
final class UncancelledDataCall: Sendable {
    private enum State {
        case starting
        case waiting(CheckedContinuation<(Data, URLResponse), any Error>)
        case done
    }

    private let state = Locked(State.starting)

    /// `session.data(for: request)`, returning `URLError(.cancelled)` as soon as the calling
    /// task is cancelled.
    static func send(_ request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
        let call = UncancelledDataCall()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard call.wait(on: continuation) else { return }
                // Not a child task: the caller's cancellation must not reach `data(for:)`.
                Task {
                    do {
                        call.finish(with: .success(try await session.data(for: request)))
                    } catch {
                        call.finish(with: .failure(error))
                    }
                }
            }
        } onCancel: {
            call.finish(with: .failure(URLError(.cancelled)))
        }
    }

    /// Keeps the caller's continuation; `false` (and the continuation resumed) when the call
    /// was cancelled before it started, so nothing is sent.
    private func wait(on continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
        let cancelled = state.withLock { state -> Bool in
            guard case .starting = state else { return true }
            state = .waiting(continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: URLError(.cancelled)) }
        return !cancelled
    }

    /// The first outcome (the response, or the cancellation) resumes the caller; a later one
    /// is dropped.
    private func finish(with result: Result<(Data, URLResponse), any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<(Data, URLResponse), any Error>? in
            defer { state = .done }
            guard case .waiting(let continuation) = state else { return nil }
            return continuation
        }
        continuation?.resume(with: result)
    }
}
#endif
