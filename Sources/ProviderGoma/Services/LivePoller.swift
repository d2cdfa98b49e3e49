import Foundation
import ServicesProvider

/// Turns a fetch into a change-only stream by polling.
struct LivePoller<Value: Equatable & Sendable>: Sendable {
    let interval: TimeInterval
    let sleep: SleepFunction
    let fetch: @Sendable () async throws(ServiceProviderError) -> Value
    var maxConsecutiveFailures = 5
    var maxBackoff: TimeInterval = 300

    init(interval: TimeInterval, sleep: @escaping SleepFunction,
         fetch: @escaping @Sendable () async throws(ServiceProviderError) -> Value) {
        self.interval = interval
        self.sleep = sleep
        self.fetch = fetch
    }

    func stream() -> AsyncThrowingStream<Value, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                var last: Value?
                var failures = 0
                while !Task.isCancelled {
                    let wait: TimeInterval
                    do throws(ServiceProviderError) {
                        let value = try await fetch()
                        failures = 0
                        if value != last {
                            last = value
                            continuation.yield(value)
                        }
                        wait = interval
                    } catch {
                        if error == .cancelled || Task.isCancelled { break }
                        failures += 1
                        guard error.isRetryable, failures < maxConsecutiveFailures else {
                            continuation.finish(throwing: error)
                            return
                        }
                        wait = min(maxBackoff, interval * pow(2, Double(failures)))
                    }
                    do { try await sleep(wait) } catch { break }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
