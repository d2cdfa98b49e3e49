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
    ///
    /// The header is server text, so it is read byte by byte, never by `DateFormatter` (which on
    /// Linux traps on some malformed text) nor by `TimeInterval(_:)` (which takes `1e300`, `inf`
    /// and `nan`). Accepted: delay-seconds as ASCII digits only (more than 18 digits is `nil`),
    /// and the three HTTP-date forms, ASCII, in GMT: `Sun, 06 Nov 1994 08:49:37 GMT`,
    /// `Sunday, 06-Nov-94 08:49:37 GMT` (a two-digit year more than 50 years ahead of `now` is
    /// in the past century) and `Sun Nov  6 08:49:37 1994`. A date in the past is 0.
    public static func parseRetryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        let utf8 = value.utf8
        if utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            guard utf8.count <= 18, let seconds = Int(value) else { return nil }
            return TimeInterval(seconds)
        }
        guard let date = httpDate(value, now: now) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    private static let shortWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// An HTTP-date in any of its three forms (the weekday is read, not checked against the date).
    private static func httpDate(_ text: String, now: Date) -> Date? {
        // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
        if let date = FixedFormatDate.parse(text, { date in
            date.word(shortWeekdays) != nil && date.literal(", ") && date.day2() && date.literal(" ") && date.monthName()
                && date.literal(" ") && date.year4() && date.literal(" ") && date.time() && date.literal(" GMT")
        }) { return date }
        // asctime: Sun Nov  6 08:49:37 1994
        if let date = FixedFormatDate.parse(text, { date in
            date.word(shortWeekdays) != nil && date.literal(" ") && date.monthName() && date.literal(" ") && date.day1or2()
                && date.literal(" ") && date.time() && date.literal(" ") && date.year4()
        }) { return date }
        // rfc850-date: Sunday, 06-Nov-94 08:49:37 GMT
        return FixedFormatDate.parse(text) { date in
            guard date.word(longWeekdays) != nil, date.literal(", "), date.day2(), date.literal("-"), date.monthName(),
                  date.literal("-"), date.year2(), date.literal(" "), date.time(), date.literal(" GMT") else { return false }
            let currentYear = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "GMT") ?? .current, from: now).year ?? 2000
            var year = currentYear - currentYear % 100 + date.readYear
            if year > currentYear + 50 { year -= 100 }
            date.setCentury(year - date.readYear)
            return true
        }
    }
}
