import Foundation

/// Sends a failed attempt again when the ``RetryPolicy`` says so: only an idempotent request,
/// only after a transient failure, waiting the policy's ``Backoff`` (or the server's
/// `Retry-After`), within its bounds on attempts and on total wait. A stream's connection is
/// not retried here: the stream reconnects by itself (with `Last-Event-ID`).
package struct RetryStep: Sendable {
    /// When to retry and how long to wait.
    package let policy: RetryPolicy
    /// Waits between attempts; tests inject a virtual clock.
    package let sleep: SleepFunction

    package init(policy: RetryPolicy, sleep: @escaping SleepFunction) {
        self.policy = policy
        self.sleep = sleep
    }

    /// Sends attempts until one answers, the failure is not worth retrying, or the policy's
    /// bounds are reached. A cancelled task stops before its next attempt (`.cancelled`).
    package func run(_ request: SignedRequest, trace: RequestTrace?, next: (SignedRequest) async throws(RequestFailure) -> PipelineResponse)
        async throws(RequestFailure) -> PipelineResponse {
        var attempt = request
        var waited: TimeInterval = 0
        while true {
            if Task.isCancelled { throw RequestFailure(.cancelled) }
            do throws(RequestFailure) {
                return try await next(attempt)
            } catch {
                guard attempt.streaming == nil, let reason = error.retry,
                      let delay = policy.delay(afterAttempt: attempt.attempt, failure: reason, isIdempotent: attempt.isIdempotent,
                                               waitedSoFar: waited) else { throw error }
                trace?.retrying(attempt: attempt.attempt, delay: delay, reason: error.error)
                do { try await sleep(delay) } catch { throw RequestFailure(ServiceProviderError(error)) }
                waited += delay
                attempt.attempt += 1
            }
        }
    }
}
