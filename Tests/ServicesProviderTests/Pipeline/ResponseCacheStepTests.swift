import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite("Pipeline: response cache")
struct ResponseCacheStepTests {
    let clock = TestClock()

    private func send(_ step: ResponseCacheStep, _ request: SignedRequest, sent: Counter, status: Int = 200,
                      body: String = "{}") async throws -> PipelineResponse {
        try await step.run(request) { _ throws(RequestFailure) in
            sent.increment()
            guard status < 400 else { throw RequestFailure(.server(status: status, message: nil), status: status) }
            return PipelineFixture.answer(body, status: status)
        }
    }

    @Test func aRequestWithoutATTLIsNeverKept() async throws {
        let step = ResponseCacheStep(cache: ResponseCache(now: clock.function))
        let sent = Counter()
        _ = try await send(step, PipelineFixture.signed(), sent: sent)
        _ = try await send(step, PipelineFixture.signed(), sent: sent)
        #expect(sent.count == 2)
    }

    @Test func aFreshAnswerIsServedUntilItsTTLEnds() async throws {
        let step = ResponseCacheStep(cache: ResponseCache(now: clock.function))
        let sent = Counter()
        let request = PipelineFixture.signed(cacheTTL: 30)
        let first = try await send(step, request, sent: sent, body: #"{"n":1}"#)
        let second = try await send(step, request, sent: sent, body: #"{"n":2}"#)
        #expect(!first.fromCache)
        #expect(second.fromCache)
        #expect(second.body == Data(#"{"n":1}"#.utf8))
        clock.advance(31)
        let third = try await send(step, request, sent: sent, body: #"{"n":3}"#)
        #expect(!third.fromCache)
        #expect(sent.count == 2)
    }

    @Test func oneUserNeverReadsAnothersAnswer() async throws {
        let step = ResponseCacheStep(cache: ResponseCache(now: clock.function))
        let sent = Counter()
        _ = try await send(step, PipelineFixture.signed(cacheTTL: 30, credentials: Credentials(accessToken: "a", userId: "1")), sent: sent)
        let other = try await send(step, PipelineFixture.signed(cacheTTL: 30, credentials: Credentials(accessToken: "b", userId: "2")), sent: sent)
        #expect(!other.fromCache)
        #expect(sent.count == 2)
    }

    @Test func aFailureIsNotKept() async throws {
        let step = ResponseCacheStep(cache: ResponseCache(now: clock.function))
        let sent = Counter()
        let request = PipelineFixture.signed(cacheTTL: 30)
        await #expect(throws: RequestFailure.self) { _ = try await send(step, request, sent: sent, status: 503) }
        _ = try await send(step, request, sent: sent)
        #expect(sent.count == 2)
    }

    @Test func aStreamIsNeverKept() async throws {
        let step = ResponseCacheStep(cache: ResponseCache(now: clock.function))
        let sent = Counter()
        let request = PipelineFixture.signed(cacheTTL: 30, streaming: BufferedStreamingTransport(StubTransport(.json(""))))
        _ = try await send(step, request, sent: sent)
        _ = try await send(step, request, sent: sent)
        #expect(sent.count == 2)
    }
}
