import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Records the ranges the policy asks for and answers the upper bound (the worst case).
final class RangeRecorder: Sendable {
    private let ranges = Locked<[ClosedRange<Double>]>([])
    init() {}
    var recorded: [ClosedRange<Double>] { ranges.withLock { $0 } }
    var random: @Sendable (ClosedRange<Double>) -> Double {
        { [ranges] range in ranges.withLock { $0.append(range) }; return range.upperBound }
    }
}

@Suite("RetryPolicy")
struct RetryPolicyTests {
    let recorder = RangeRecorder()
    var policy: RetryPolicy { RetryPolicy(maxAttempts: 4, baseDelay: 0.5, maxDelay: 10, maxTotalDelay: 30, random: recorder.random) }

    // MARK: Decisions

    @Test func retriesOnlyIdempotentRequests() {
        #expect(policy.delay(afterAttempt: 1, failure: .status(503, retryAfter: nil), isIdempotent: false, waitedSoFar: 0) == nil)
        #expect(policy.delay(afterAttempt: 1, failure: .transport(.timedOut), isIdempotent: false, waitedSoFar: 0) == nil)
        #expect(policy.delay(afterAttempt: 1, failure: .status(503, retryAfter: nil), isIdempotent: true, waitedSoFar: 0) == 0.5)
    }

    @Test(arguments: [408, 429, 502, 503, 504])
    func retriesTransientStatuses(status: Int) {
        #expect(policy.delay(afterAttempt: 1, failure: .status(status, retryAfter: nil), isIdempotent: true, waitedSoFar: 0) != nil)
    }

    @Test(arguments: [400, 401, 403, 404, 409, 422, 500, 501])
    func doesNotRetryOtherStatuses(status: Int) {
        #expect(policy.delay(afterAttempt: 1, failure: .status(status, retryAfter: nil), isIdempotent: true, waitedSoFar: 0) == nil)
    }

    @Test(arguments: [URLError.Code.timedOut, .networkConnectionLost, .cannotConnectToHost])
    func retriesTransientTransportErrors(code: URLError.Code) {
        #expect(policy.delay(afterAttempt: 1, failure: .transport(code), isIdempotent: true, waitedSoFar: 0) != nil)
    }

    @Test(arguments: [URLError.Code.cancelled, .badURL, .notConnectedToInternet, .secureConnectionFailed])
    func doesNotRetryOtherTransportErrors(code: URLError.Code) {
        #expect(policy.delay(afterAttempt: 1, failure: .transport(code), isIdempotent: true, waitedSoFar: 0) == nil)
    }

    @Test func fullJitterDoublesTheCeilingUpToMaxDelay() {
        let policy = RetryPolicy(maxAttempts: 10, baseDelay: 1, maxDelay: 5, maxTotalDelay: 100, random: recorder.random)
        for attempt in 1...5 {
            _ = policy.delay(afterAttempt: attempt, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 0)
        }
        #expect(recorder.recorded == [0...1, 0...2, 0...4, 0...5, 0...5])
        // The default picks inside the range.
        let real = RetryPolicy(maxAttempts: 10, baseDelay: 1, maxDelay: 5, maxTotalDelay: 100)
        for _ in 0..<50 {
            let delay = real.delay(afterAttempt: 3, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 0) ?? -1
            #expect((0...4).contains(delay))
        }
    }

    @Test func boundsAttempts() {
        #expect(policy.delay(afterAttempt: 3, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 0) != nil)
        #expect(policy.delay(afterAttempt: 4, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 0) == nil)
        #expect(RetryPolicy.none.delay(afterAttempt: 1, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 0) == nil)
    }

    @Test func boundsTotalDelay() {
        let policy = RetryPolicy(maxAttempts: 10, baseDelay: 4, maxDelay: 10, maxTotalDelay: 10, random: recorder.random)
        #expect(policy.delay(afterAttempt: 1, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 0) == 4)
        #expect(policy.delay(afterAttempt: 2, failure: .transport(.timedOut), isIdempotent: true, waitedSoFar: 4) == nil)
        #expect(policy.delay(afterAttempt: 1, failure: .status(503, retryAfter: 9), isIdempotent: true, waitedSoFar: 2) == nil)
    }

    @Test func honoursRetryAfterWithinMaxDelay() {
        #expect(policy.delay(afterAttempt: 1, failure: .status(503, retryAfter: 7), isIdempotent: true, waitedSoFar: 0) == 7)
        #expect(policy.delay(afterAttempt: 1, failure: .status(429, retryAfter: 0), isIdempotent: true, waitedSoFar: 0) == 0)
        #expect(policy.delay(afterAttempt: 1, failure: .status(429, retryAfter: 11), isIdempotent: true, waitedSoFar: 0) == nil)
        #expect(recorder.recorded.isEmpty)
    }

    @Test func parsesRetryAfterSecondsAndDates() {
        let now = Date(timeIntervalSince1970: 1_445_412_475) // Wed, 21 Oct 2015 07:27:55 GMT
        #expect(RetryPolicy.parseRetryAfter("120", now: now) == 120)
        #expect(RetryPolicy.parseRetryAfter(" 3 ", now: now) == 3)
        #expect(RetryPolicy.parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 5)
        #expect(RetryPolicy.parseRetryAfter("Wednesday, 21-Oct-15 07:28:00 GMT", now: now) == 5)
        #expect(RetryPolicy.parseRetryAfter("Wed Oct 21 07:28:00 2015", now: now) == 5)
        #expect(RetryPolicy.parseRetryAfter("Wed, 21 Oct 2015 07:00:00 GMT", now: now) == 0)
        #expect(RetryPolicy.parseRetryAfter("soon", now: now) == nil)
        #expect(RetryPolicy.parseRetryAfter(nil, now: now) == nil)
    }

    // MARK: Through the executor

    @Test func executorRetriesIdempotentWithRetryAfterDate() async throws {
        let now = Date(timeIntervalSince1970: 1_445_412_475)
        let transport = StubTransport(sequence: [
            .response(status: 503, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"]), .json(#"{"id":"a","price":1}"#),
        ])
        let sleeper = VirtualSleeper()
        let executor = makeExecutor(transport: transport, retryPolicy: policy, sleeper: sleeper, now: { now })
        let item = try await executor.send(TypedTestEndpoint<Item>())
        #expect(item == Item(id: "a", price: 1))
        #expect(transport.requests.count == 2)
        #expect(sleeper.recorded == [5])
    }

    @Test func executorNeverRetriesPost() async {
        let transport = StubTransport(.response(status: 503))
        let sleeper = VirtualSleeper()
        let executor = makeExecutor(transport: transport, retryPolicy: policy, sleeper: sleeper)
        let error = await capture { try await executor.send(TestEndpoint(method: .post)) }
        #expect(error == .server(status: 503, message: nil))
        #expect(transport.requests.count == 1)
        #expect(sleeper.recorded.isEmpty)
    }

    @Test func executorStopsAfterMaxAttemptsWithTheLastError() async {
        let transport = StubTransport(.failure(.timedOut))
        let sleeper = VirtualSleeper()
        let executor = makeExecutor(transport: transport, retryPolicy: policy, sleeper: sleeper)
        let error = await capture { try await executor.send(TestEndpoint()) }
        #expect(error == .timedOut)
        #expect(transport.requests.count == 4)
        #expect(sleeper.recorded == [0.5, 1, 2])
    }

    @Test func retryAfterBeyondMaxDelaySurfacesRateLimited() async {
        let transport = StubTransport(.response(status: 429, headers: ["Retry-After": "3600"]))
        let sleeper = VirtualSleeper()
        let executor = makeExecutor(transport: transport, retryPolicy: policy, sleeper: sleeper)
        let error = await capture { try await executor.send(TestEndpoint()) }
        #expect(error == .rateLimited(retryAfter: 3600))
        #expect(transport.requests.count == 1)
        #expect(sleeper.recorded.isEmpty)
    }

    @Test func doesNotRetryNonRetryable500Or400() async {
        for status in [500, 400] {
            let transport = StubTransport(.response(status: status))
            let executor = makeExecutor(transport: transport, retryPolicy: policy)
            _ = await capture { try await executor.send(TestEndpoint()) }
            #expect(transport.requests.count == 1)
        }
    }

    @Test func cancellationDuringTheSleepStopsAtOnce() async {
        let transport = StubTransport(.response(status: 503))
        let sleeping = LoopbackGate()
        let executor = RequestExecutor(
            configuration: .init(baseURL: testBaseURL, retryPolicy: policy), transport: transport,
            sleep: { _ in
                sleeping.open()
                try await Task.sleep(nanoseconds: 60_000_000_000)
            })
        let task = Task { await capture { try await executor.send(TestEndpoint()) } }
        await sleeping.wait()
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(transport.requests.count == 1)
    }
}
