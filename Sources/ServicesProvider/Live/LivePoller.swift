import Foundation

/// Turns a fetch into a change-only stream by polling, for vendors with no push channel: emits
/// a value only when it differs from the last one; after a transient error waits by ``backoff``
/// (twice the interval, doubling, at most 5 minutes), after 5 in a row or any other error ends.
package struct LivePoller<Value: Equatable & Sendable>: Sendable {
    package let interval: TimeInterval
    package let sleep: SleepFunction
    package let fetch: @Sendable () async throws(ServiceProviderError) -> Value
    package var maxConsecutiveFailures = 5
    package var backoff: Backoff

    package init(interval: TimeInterval, sleep: @escaping SleepFunction,
         fetch: @escaping @Sendable () async throws(ServiceProviderError) -> Value) {
        self.interval = interval
        self.sleep = sleep
        self.fetch = fetch
        backoff = Backoff(initial: interval * 2, maximum: 300)
    }

    /// Polls until the task is cancelled (then returns) or an error ends it (then throws),
    /// handing each new value to `emit`.
    package func run(_ emit: (Value) -> Void) async throws(ServiceProviderError) {
        var last: Value?
        var failures = 0
        while !Task.isCancelled {
            let wait: TimeInterval
            do throws(ServiceProviderError) {
                let value = try await fetch()
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
            }
            do { try await sleep(wait) } catch { return }
        }
    }
}
