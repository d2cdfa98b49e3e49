import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A one-shot signal between two tasks of a test: one `await`s ``wait()`` until the other calls
/// ``open()`` (e.g. "I received event 1, send event 2"). Named for the SDK's loopback HTTP
/// server, whose handlers wait on it; a stub transport's answer, ``RendezvousTransport`` and
/// any other test task can wait on it too. Opening twice is harmless; waiting after it opened
/// returns at once.
public final class LoopbackGate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Locked(State())

    /// Creates a closed gate.
    public init() {}

    /// Opens the gate, releasing every waiter now and later.
    public func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Whether ``open()`` was called.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Returns once the gate is open, or at once when the waiting task is cancelled (so a
    /// stopped server's handlers never hang).
    public func wait() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.isOpen || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
