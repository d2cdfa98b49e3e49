import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Wraps a transport and holds each matching request until `expected` of them are in flight
/// together, then passes them on: a test's proof that independent requests are sent at the
/// same time, not one after another. Sent one by one, the first request waits out `timeout`
/// alone and ``allArrivedTogether`` stays `false`.
public final class RendezvousTransport: HTTPTransport, Sendable {
    private let inner: any HTTPTransport
    private let expected: Int
    private let timeout: Duration
    private let matches: @Sendable (URLRequest) -> Bool
    /// Requests waiting now, and whether `expected` of them ever waited at once.
    private let state = Locked((waiting: 0, met: false))
    private let gate = LoopbackGate()

    /// Holds requests that `matching` accepts until `expected` of them have arrived, or until
    /// `timeout` passes.
    public init(wrapping inner: any HTTPTransport, expected: Int, timeout: Duration = .seconds(5),
                matching: @escaping @Sendable (URLRequest) -> Bool) {
        self.inner = inner
        self.expected = expected
        self.timeout = timeout
        self.matches = matching
    }

    /// Whether all the expected requests were in flight at once.
    public var allArrivedTogether: Bool { state.withLock { $0.met } }

    /// Holds a matching request at the rendezvous, then sends it through the wrapped transport.
    public func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        if matches(request.urlRequest) {
            let expected = self.expected
            let met = state.withLock { state -> Bool in
                state.waiting += 1
                if state.waiting == expected { state.met = true }
                return state.met
            }
            if met {
                gate.open()
            } else {
                let gate = self.gate, timeout = self.timeout
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { await gate.wait() }
                    group.addTask { try? await Task.sleep(for: timeout) }
                    await group.next()
                    group.cancelAll()
                }
                // One that waited in vain leaves, so a later request cannot complete the count.
                state.withLock { state in if !state.met { state.waiting -= 1 } }
            }
        }
        return try await inner.send(request)
    }
}
