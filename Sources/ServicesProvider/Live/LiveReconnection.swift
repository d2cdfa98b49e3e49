import Foundation

/// The reconnect loop every live socket feed runs (EveryMatrix's aggregator topics, SportRadar's
/// notification socket): how many times in a row a dropped or refused connection is tried again
/// (a transient error only: offline, timeout, a lost connection), and how long to wait between
/// tries. One second, doubling up to 16, five tries: about half a minute.
@_spi(ProviderKit) public struct LiveReconnection: Sendable {
    /// Tries in a row after the first failure; a connection that delivered data starts the count over.
    public var attempts: Int
    /// The wait before each try.
    public var backoff: Backoff

    /// The SDK's default: five tries, 1, 2, 4, 8 and 16 seconds apart.
    public static let standard = LiveReconnection(attempts: 5, backoff: Backoff(initial: 1, maximum: 16))

    /// Creates a policy.
    public init(attempts: Int, backoff: Backoff) {
        self.attempts = attempts
        self.backoff = backoff
    }

    /// Runs `connection` until it returns, and again after each transient failure (waiting as
    /// ``backoff`` says), handing each run what the previous connection left in `known`. A
    /// connection that calls `connected` (it delivered its first data) starts the count over.
    /// Ends with the connection's error when it is not transient, on cancellation, after too many
    /// failures in a row, or when `sleep` throws. `report` hears where the connection stands:
    /// ``LiveConnectionState/live`` when a connection delivers its first data, and, before each
    /// wait, ``LiveConnectionState/retrying(after:attempt:delay:now:)`` (a feed's "reconnecting…").
    public func run<Known>(sleep: @escaping SleepFunction,
                           report: @escaping @Sendable (LiveConnectionState) -> Void = { _ in },
                           _ connection: (inout Known?, _ connected: @escaping @Sendable () -> Void) async throws(ServiceProviderError) -> Void)
        async throws(ServiceProviderError) {
        var known: Known?
        var failures = 0
        while true {
            let delivered = Locked(false)
            do throws(ServiceProviderError) {
                try await connection(&known) {
                    let first = delivered.withLock { delivered in
                        defer { delivered = true }
                        return !delivered
                    }
                    if first { report(.live) }
                }
                return
            } catch let failure {
                failures = delivered.withLock { $0 } ? 1 : failures + 1
                guard failure != .cancelled, !Task.isCancelled, failure.isRetryable, failures <= attempts else {
                    throw failure
                }
                let delay = backoff.delay(afterFailures: failures)
                report(.retrying(after: failure, attempt: failures, delay: delay))
                // A sleep that fails (the consumer left, or a test's sleep refuses) ends the stream with the connection's error.
                do { try await sleep(delay) } catch { throw failure }
            }
        }
    }
}
