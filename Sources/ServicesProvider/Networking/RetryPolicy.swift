import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When and how long to wait before sending a failed request again.
///
/// Only idempotent requests are retried, only after transient failures, with exponential
/// backoff and full jitter, honouring `Retry-After`, within a bound on attempts and on the
/// total time spent waiting. A bet placement or a payment (POST) is never retried.
public struct RetryPolicy: Sendable {
    /// A failure the policy may retry.
    public enum Failure: Sendable, Equatable {
        /// The server answered with this status; `retryAfter` is its `Retry-After`, in seconds.
        case status(Int, retryAfter: TimeInterval?)
        /// The transport failed with this URL error code.
        case transport(URLError.Code)
    }

    /// The most attempts, the first one included.
    public var maxAttempts: Int
    /// The backoff ceiling before the first retry; it doubles each retry.
    public var baseDelay: TimeInterval
    /// The longest single wait. A `Retry-After` longer than this is not waited for.
    public var maxDelay: TimeInterval
    /// The longest total wait across all retries of one request.
    public var maxTotalDelay: TimeInterval
    /// Statuses worth retrying.
    public var retryableStatuses: Set<Int>
    /// Transport failures worth retrying: timeouts and lost or refused connections.
    public var retryableTransportErrors: Set<URLError.Code>
    /// Picks a value in a range; injected so tests are deterministic.
    public var random: @Sendable (ClosedRange<Double>) -> Double

    /// The default policy: 3 attempts, 0.5 s base, 10 s max single wait, 30 s total.
    public static let `default` = RetryPolicy()
    /// Never retries.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// Creates a policy.
    public init(maxAttempts: Int = 3, baseDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 10,
                maxTotalDelay: TimeInterval = 30,
                retryableStatuses: Set<Int> = [408, 429, 502, 503, 504],
                retryableTransportErrors: Set<URLError.Code> = [.timedOut, .networkConnectionLost, .cannotConnectToHost],
                random: @escaping @Sendable (ClosedRange<Double>) -> Double = { Double.random(in: $0) }) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxTotalDelay = maxTotalDelay
        self.retryableStatuses = retryableStatuses
        self.retryableTransportErrors = retryableTransportErrors
        self.random = random
    }

    /// How long to wait before the next attempt, or `nil` to give up.
    /// - Parameters:
    ///   - attempt: the number of the attempt that just failed (1 for the first).
    ///   - failure: how it failed.
    ///   - isIdempotent: whether the request is safe to repeat.
    ///   - waitedSoFar: the total delay already spent on retries of this request.
    public func delay(afterAttempt attempt: Int, failure: Failure, isIdempotent: Bool,
                      waitedSoFar: TimeInterval) -> TimeInterval? {
        guard isIdempotent, attempt < maxAttempts else { return nil }
        let delay: TimeInterval
        switch failure {
        case .status(let status, let retryAfter):
            guard retryableStatuses.contains(status) else { return nil }
            if let retryAfter {
                guard retryAfter <= maxDelay else { return nil }
                delay = max(0, retryAfter)
            } else {
                delay = jitteredBackoff(attempt: attempt)
            }
        case .transport(let code):
            guard retryableTransportErrors.contains(code) else { return nil }
            delay = jitteredBackoff(attempt: attempt)
        }
        guard waitedSoFar + delay <= maxTotalDelay else { return nil }
        return delay
    }

    /// The backoff between attempts: `baseDelay` doubling up to `maxDelay`, with full jitter.
    public var backoff: Backoff { Backoff(initial: baseDelay, maximum: maxDelay, jitter: .full) }

    private func jitteredBackoff(attempt: Int) -> TimeInterval {
        backoff.delay(afterFailures: attempt, random: random)
    }

    /// Parses a `Retry-After` value: delay-seconds or an HTTP-date (RFC 9110 §10.2.3).
    public static func parseRetryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = TimeInterval(value) { return max(0, seconds) }
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: value) { return max(0, date.timeIntervalSince(now)) }
        }
        return nil
    }
}
