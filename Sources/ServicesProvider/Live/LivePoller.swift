import Foundation

/// Turns a fetch into a change-only stream by polling, for vendors with no push channel: emits
/// a value only when it differs from the last one; after a transient error waits by ``backoff``
/// (twice the interval, doubling, at most 5 minutes), after 5 in a row or any other error ends.
@_spi(ProviderKit) public struct LivePoller<Value: Equatable & Sendable>: Sendable {
    /// The wait between two successful polls.
    public let interval: TimeInterval
    /// Waits between polls; tests inject a virtual one.
    public let sleep: SleepFunction
    /// One poll.
    public let fetch: @Sendable () async throws(ServiceProviderError) -> Value
    /// Transient failures in a row after which polling gives up with the last error.
    public var maxConsecutiveFailures = 5
    /// The wait after a transient failure.
    public var backoff: Backoff

    /// Creates a poller; call ``run(_:)`` from the task that owns the feed.
    public init(interval: TimeInterval, sleep: @escaping SleepFunction,
                fetch: @escaping @Sendable () async throws(ServiceProviderError) -> Value) {
        self.interval = interval
        self.sleep = sleep
        self.fetch = fetch
        backoff = Backoff(initial: interval * 2, maximum: 300)
    }

    /// Polls until the task is cancelled (then returns) or an error ends it (then throws),
    /// handing each new value to `emit`. `report` hears where polling stands: reconnecting or
    /// offline before the wait after a failure, live again at the next answer.
    public func run(report: (LiveConnectionState) -> Void = { _ in }, _ emit: (Value) -> Void) async throws(ServiceProviderError) {
        var last: Value?
        var failures = 0
        while !Task.isCancelled {
            let wait: TimeInterval
            do throws(ServiceProviderError) {
                let value = try await fetch()
                if failures > 0 { report(.live) }
                failures = 0
                if value != last {
                    last = value
                    emit(value)
                }
                wait = interval
            } catch {
                if error == .cancelled || Task.isCancelled { return }
                failures += 1
                guard error.isRetryable, failures < maxConsecutiveFailures else { throw error }
                wait = backoff.delay(afterFailures: failures)
                report(.retrying(after: error, attempt: failures, delay: wait))
            }
            do { try await sleep(wait) } catch { return }
        }
    }
}
