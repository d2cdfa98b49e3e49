import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite("Pipeline: response validation")
struct ResponseValidationStepTests {
    /// Reads `{"error":"…"}` in any answer, a 200 included, as vendors with errors in the body do.
    struct BodyErrorMapper: ResponseErrorMapper {
        func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
            if let message = HTTPStatusErrorMapper.message(in: body) { return .vendor(code: "BODY", message: message) }
            return HTTPStatusErrorMapper().error(for: response, body: body, context: context)
        }
    }

    let step = ResponseValidationStep(errorMapper: BodyErrorMapper(), now: { Date(timeIntervalSince1970: 0) })

    private func failure(_ request: SignedRequest = PipelineFixture.signed(),
                         answering next: @escaping (SignedRequest) async throws -> PipelineResponse) async -> RequestFailure? {
        do {
            _ = try await step.run(request, next: next)
            return nil
        } catch {
            return error
        }
    }

    @Test func anErrorInsideA200IsAFailureWithItsStatus() async {
        let failure = await failure { _ in PipelineFixture.answer(#"{"error":"limit reached"}"#) }
        #expect(failure?.error == .vendor(code: "BODY", message: "limit reached"))
        #expect(failure?.status == 200)
        #expect(failure?.retry == .status(200, retryAfter: nil))
    }

    @Test func retryAfterIsReadForTheRetryStep() async {
        let failure = await failure { _ in PipelineFixture.answer("", status: 503, headers: ["Retry-After": "7"]) }
        #expect(failure?.retry == .status(503, retryAfter: 7))
    }

    @Test func aTransportErrorIsRetryableByItsCode() async {
        let failure = await failure { _ in throw URLError(.networkConnectionLost) }
        #expect(failure?.error == .network(.networkConnectionLost))
        #expect(failure?.status == nil)
        #expect(failure?.retry == .transport(.networkConnectionLost))
    }

    @Test func anyOtherErrorIsFinal() async {
        let failure = await failure { _ in throw ServiceProviderError.invalidRequest(message: "middleware") }
        #expect(failure?.error == .invalidRequest(message: "middleware"))
        #expect(failure?.retry == nil)
    }

    @Test func theMapperLearnsWhetherTheSessionWasSent() async {
        struct Recording: ResponseErrorMapper {
            let seen: StepLog<Bool>
            func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
                seen.append(context.usedSession)
                return nil
            }
        }
        let seen = StepLog<Bool>()
        let step = ResponseValidationStep(errorMapper: Recording(seen: seen), now: Date.init)
        _ = try? await step.run(PipelineFixture.signed()) { _ in PipelineFixture.answer() }
        _ = try? await step.run(PipelineFixture.signed(credentials: Credentials(accessToken: "t"))) { _ in PipelineFixture.answer() }
        #expect(seen.all == [false, true])
    }

    @Test func anAcceptedStreamIsLeftToItsReader() async throws {
        let stream = PipelineFixture.signed(streaming: BufferedStreamingTransport(StubTransport(.json(""))))
        let response = try await step.run(stream) { _ in PipelineFixture.answer(#"{"error":"not an error: the stream's first bytes"}"#) }
        #expect(response.head.statusCode == 200)
    }

    @Test func aRefusedStreamTheMapperLetsPassIsStillNoStream() async {
        struct Lenient: ResponseErrorMapper {
            func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? { nil }
        }
        let step = ResponseValidationStep(errorMapper: Lenient(), now: Date.init)
        let stream = PipelineFixture.signed(streaming: BufferedStreamingTransport(StubTransport(.json(""))))
        do {
            _ = try await step.run(stream) { _ in PipelineFixture.answer("", status: 304) }
            Issue.record("a refused stream must fail")
        } catch {
            #expect(error.error == .invalidResponse(message: "The stream was refused with status 304."))
            #expect(error.status == 304)
        }
    }
}
