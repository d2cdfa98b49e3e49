import Foundation

extension Client {
    /// Runs `body` (one call or a few) with a time limit an app chooses per call, without
    /// building its own transport: after `seconds` it fails with `.timedOut` and the requests
    /// still in flight are cancelled. The limit covers everything inside: token fetches, retries
    /// and their waits. A limit that is not a positive number is refused with `.invalidRequest`;
    /// an error `body` throws reaches the caller as a `ServiceProviderError`.
    ///
    /// ```swift
    /// let wallet = try await client.withTimeout(5) { try await client.wallet.balance() }
    /// ```
    public func withTimeout<T: Sendable>(_ seconds: TimeInterval,
                                         _ body: @escaping @Sendable () async throws -> T) async throws(ServiceProviderError) -> T {
        try await withTimeout(seconds, sleep: taskSleep, body)
    }

    /// ``withTimeout(_:_:)`` with the timer's clock injected (tests).
    package func withTimeout<T: Sendable>(_ seconds: TimeInterval, sleep: @escaping SleepFunction,
                                          _ body: @escaping @Sendable () async throws -> T) async throws(ServiceProviderError) -> T {
        guard seconds.isFinite, seconds > 0 else {
            throw .invalidRequest(message: "A timeout must be a positive number of seconds, not \(seconds).")
        }
        return try await Deadline.run(seconds, sleep: sleep, body)
    }
}
