import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

@Suite("Backoff")
struct BackoffTests {
    @Test func doublesFromTheInitialWaitUpToTheMaximum() {
        let backoff = Backoff(initial: 1, maximum: 16)
        #expect((1...7).map { backoff.delay(afterFailures: $0) } == [1, 2, 4, 8, 16, 16, 16])
    }

    @Test func fullJitterPicksBetweenZeroAndTheCeiling() {
        let backoff = Backoff(initial: 0.5, maximum: 10, jitter: .full)
        let recorder = RangeRecorder()
        _ = (1...3).map { backoff.delay(afterFailures: $0, random: recorder.random) }
        #expect(recorder.recorded == [0...0.5, 0...1, 0...2])
    }

    @Test func hugeFailureCountsStayFiniteAndCapped() {
        let backoff = Backoff(initial: 3, maximum: 300)
        #expect(backoff.delay(afterFailures: Int.max) == 300)
        #expect(backoff.delay(afterFailures: 0) == 3)
        #expect(Backoff(initial: .greatestFiniteMagnitude, maximum: .infinity).delay(afterFailures: 2000).isFinite)
    }

    @Test func theRetryPolicyWaitsByItsBackoff() {
        let recorder = RangeRecorder()
        let policy = RetryPolicy(maxAttempts: 10, baseDelay: 1, maxDelay: 5, maxTotalDelay: 100, random: recorder.random)
        #expect(policy.backoff == Backoff(initial: 1, maximum: 5, jitter: .full))
        let waits = (1...4).compactMap { policy.delay(afterAttempt: $0, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 0) }
        #expect(waits == (1...4).map { policy.backoff.delay(afterFailures: $0) { $0.upperBound } })
    }
}
