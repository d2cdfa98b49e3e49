import Foundation

/// How long to wait after the n-th failure in a row: `initial`, doubling, never more than
/// `maximum`, optionally with full jitter (a random wait between 0 and that ceiling, so many
/// clients that failed together do not come back together).
///
/// The SDK's one backoff: request retries (``RetryPolicy``), Server-Sent-Events reconnects,
/// live-connection reconnects and polling after errors all wait by it.
public struct Backoff: Sendable, Hashable {
    /// Whether waits are randomised.
    public enum Jitter: Sendable, Hashable {
        /// Exactly the ceiling: predictable waits (a single live connection reopening).
        case none
        /// A random wait in `0...ceiling`, for requests many devices send at once.
        case full
    }

    /// The wait after the first failure.
    public var initial: TimeInterval
    /// The longest wait, however many failures there were.
    public var maximum: TimeInterval
    /// Whether the wait is randomised.
    public var jitter: Jitter

    /// Creates a backoff.
    public init(initial: TimeInterval, maximum: TimeInterval, jitter: Jitter = .none) {
        self.initial = initial
        self.maximum = maximum
        self.jitter = jitter
    }

    /// The ceiling after `failures` failures in a row (1 for the first): `initial · 2^(failures−1)`,
    /// capped at `maximum`. Never negative, never infinite, whatever the count.
    public func ceiling(afterFailures failures: Int) -> TimeInterval {
        let exponent = Double(max(0, failures - 1))
        let raw = max(0, initial) * pow(2, min(exponent, 1_000))
        return min(max(0, maximum), raw.isFinite ? raw : .greatestFiniteMagnitude)
    }

    /// The wait after `failures` failures in a row; `random` picks in a range when jittered
    /// (injected so tests are deterministic).
    public func delay(afterFailures failures: Int,
                      random: @Sendable (ClosedRange<Double>) -> Double = { Double.random(in: $0) }) -> TimeInterval {
        let ceiling = ceiling(afterFailures: failures)
        switch jitter {
        case .none: return ceiling
        case .full: return random(0...ceiling)
        }
    }
}
