import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider

@Suite("Pipeline: the app's middlewares")
struct MiddlewareStepTests {
    struct Tagging: RequestMiddleware {
        let tag: String
        let seen: StepLog<RequestMiddlewareContext>
        func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                       next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
            seen.append(context)
            var request = request
            request.setValue((request.value(forHTTPHeaderField: "X-Order") ?? "") + tag, forHTTPHeaderField: "X-Order")
            return try await next(request)
        }
    }

    struct Throwing: RequestMiddleware {
        let error: any Error
        func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                       next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
            throw error
        }
    }

    @Test func withoutMiddlewaresTheAttemptGoesStraightToTheTransport() async throws {
        let sent = StepLog<URLRequest>()
        let step = MiddlewareStep(middlewares: [], providerName: "P")
        _ = try await step.run(PipelineFixture.signed()) { request in
            sent.append(request)
            return PipelineFixture.answer()
        }
        #expect(sent.all.map(\.url) == [PipelineFixture.url])
    }

    @Test func theFirstMiddlewareIsOutermostAndEachKnowsTheOperationAndAttempt() async throws {
        let seen = StepLog<RequestMiddlewareContext>()
        let sent = StepLog<URLRequest>()
        let step = MiddlewareStep(middlewares: [Tagging(tag: "a", seen: seen), Tagging(tag: "b", seen: seen)], providerName: "P")
        var request = PipelineFixture.signed(operation: "balance(user:)")
        request.attempt = 2
        _ = try await step.run(request) { request in
            sent.append(request)
            return PipelineFixture.answer()
        }
        #expect(sent.all.first?.value(forHTTPHeaderField: "X-Order") == "ab")
        #expect(seen.all == Array(repeating: RequestMiddlewareContext(providerName: "P", attempt: 2, operation: "balance"), count: 2))
    }

    @Test func aMiddlewaresURLErrorStaysATransportErrorAndAnyOtherIsAnInvalidRequest() async {
        struct Custom: Error {}
        let send: @Sendable (URLRequest) async throws -> PipelineResponse = { _ in PipelineFixture.answer() }
        await #expect(throws: URLError(.notConnectedToInternet)) {
            _ = try await MiddlewareStep(middlewares: [Throwing(error: URLError(.notConnectedToInternet))], providerName: "P")
                .run(PipelineFixture.signed(), send: send)
        }
        await #expect(throws: ServiceProviderError.cancelled) {
            _ = try await MiddlewareStep(middlewares: [Throwing(error: CancellationError())], providerName: "P")
                .run(PipelineFixture.signed(), send: send)
        }
        await #expect(throws: ServiceProviderError.invalidRequest(message: "A request middleware failed: Custom()")) {
            _ = try await MiddlewareStep(middlewares: [Throwing(error: Custom())], providerName: "P")
                .run(PipelineFixture.signed(), send: send)
        }
    }

    @Test func anAcceptedStreamKeepsItsBodyWhenTheMiddlewaresKeepItsHead() async throws {
        let seen = StepLog<RequestMiddlewareContext>()
        let (stream, continuation) = AsyncThrowingStream<StreamingChunk, any Error>.makeStream()
        continuation.finish()
        let step = MiddlewareStep(middlewares: [Tagging(tag: "a", seen: seen)], providerName: "P")
        let response = try await step.run(PipelineFixture.signed()) { _ in
            PipelineResponse(body: Data(), head: PipelineFixture.head(200), stream: stream)
        }
        #expect(response.stream != nil)
    }

    @Test func aStreamIsDroppedWhenAMiddlewareAnswersWithAHeadOfItsOwn() async throws {
        struct Replacing: RequestMiddleware {
            func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                           next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
                _ = try await next(request)
                return (Data("data: stub\n\n".utf8), PipelineFixture.head(200))
            }
        }
        let (stream, continuation) = AsyncThrowingStream<StreamingChunk, any Error>.makeStream()
        continuation.finish()
        let response = try await MiddlewareStep(middlewares: [Replacing()], providerName: "P").run(PipelineFixture.signed()) { _ in
            PipelineResponse(body: Data(), head: PipelineFixture.head(200), stream: stream)
        }
        #expect(response.stream == nil)
        #expect(response.body == Data("data: stub\n\n".utf8))
    }
}
