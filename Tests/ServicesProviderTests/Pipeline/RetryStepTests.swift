import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite("Pipeline: retry")
struct RetryStepTests {
    let sleeper = VirtualSleeper()
    /// Three attempts, waits that are the backoff's ceiling (no randomness).
    var step: RetryStep { RetryStep(policy: RetryPolicy(maxAttempts: 3, baseDelay: 1, random: { $0.upperBound }), sleep: sleeper.sleep) }

    private func failing(_ failures: [RequestFailure], attempts: StepLog<Int>)
        -> (SignedRequest) async throws(RequestFailure) -> PipelineResponse {
        { request throws(RequestFailure) in
            attempts.append(request.attempt)
            if request.attempt <= failures.count { throw failures[request.attempt - 1] }
            return PipelineFixture.answer()
        }
    }

    static let unavailable = RequestFailure(.server(status: 503, message: nil), status: 503, retry: .status(503, retryAfter: nil))

    @Test func aTransientFailureOfAnIdempotentRequestIsSentAgainAfterTheBackoff() async throws {
        let attempts = StepLog<Int>()
        let response = try await step.run(PipelineFixture.signed(), trace: nil,
                                          next: failing([Self.unavailable, RequestFailure(.timedOut, retry: .transport(.timedOut))], attempts: attempts))
        #expect(response.head.statusCode == 200)
        #expect(attempts.all == [1, 2, 3])
        #expect(sleeper.recorded == [1, 2])
    }

    @Test func retryAfterIsWaited() async throws {
        let attempts = StepLog<Int>()
        let limited = RequestFailure(.rateLimited(retryAfter: 4), status: 429, retry: .status(429, retryAfter: 4))
        _ = try await step.run(PipelineFixture.signed(), trace: nil, next: failing([limited], attempts: attempts))
        #expect(sleeper.recorded == [4])
    }

    @Test func aRequestThatIsNotIdempotentIsSentOnce() async {
        let attempts = StepLog<Int>()
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineFixture.signed(method: .post, idempotent: false), trace: nil,
                                   next: failing([Self.unavailable], attempts: attempts))
        }
        #expect(attempts.all == [1])
    }

    @Test func aFailureWithoutARetryReasonIsFinal() async {
        let attempts = StepLog<Int>()
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineFixture.signed(), trace: nil,
                                   next: failing([RequestFailure(.invalidRequest(message: "middleware"))], attempts: attempts))
        }
        #expect(attempts.all == [1])
    }

    @Test func aStreamConnectionIsLeftToTheStreamsOwnReconnection() async {
        let attempts = StepLog<Int>()
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineFixture.signed(streaming: BufferedStreamingTransport(StubTransport(.json("")))), trace: nil,
                                   next: failing([Self.unavailable], attempts: attempts))
        }
        #expect(attempts.all == [1])
    }

    @Test func theAttemptsStopAtThePolicysBound() async {
        let attempts = StepLog<Int>()
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineFixture.signed(), trace: nil,
                                   next: failing(Array(repeating: Self.unavailable, count: 5), attempts: attempts))
        }
        #expect(attempts.all == [1, 2, 3])
    }

    @Test func eachRetryIsReported() async throws {
        let events = EventLog()
        let trace = RequestTrace(monitor: events, redactor: Redactor(), unsigned: nil)
        _ = try await step.run(PipelineFixture.signed(), trace: trace, next: failing([Self.unavailable], attempts: StepLog()))
        guard case .retrying(_, let attempt, let delay, let reason)? = events.all.first else {
            Issue.record("expected a retry event, got \(events.all)")
            return
        }
        #expect(attempt == 1)
        #expect(delay == 1)
        #expect(reason == "\(ServiceProviderError.server(status: 503, message: nil))")
    }

    @Test func aCancelledCallSendsNothingMore() async {
        let attempts = StepLog<Int>()
        let step = step
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await step.run(PipelineFixture.signed(), trace: nil, next: failing([], attempts: attempts))
        }
        let result = await task.result
        #expect(throws: RequestFailure.self) { try result.get() }
        #expect(attempts.all.isEmpty)
    }
}
