import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite("Pipeline: transport")
struct TransportStepTests {
    /// A streaming transport that yields the given chunks.
    struct Chunks: StreamingHTTPTransport {
        let chunks: [StreamingChunk]
        func stream(_ request: URLRequest) -> AsyncThrowingStream<StreamingChunk, any Error> {
            AsyncThrowingStream { continuation in
                for chunk in chunks { continuation.yield(chunk) }
                continuation.finish()
            }
        }
    }

    @Test func theRequestAsTheMiddlewaresPassedItOnIsWhatIsSent() async throws {
        let transport = StubTransport(.json("{}"))
        var sent = PipelineFixture.signed().urlRequest
        sent.setValue("1", forHTTPHeaderField: "X-Added")
        _ = try await TransportStep(transport: transport).send(PipelineFixture.signed(), as: sent, trace: nil)
        #expect(transport.requests.first?.value(forHTTPHeaderField: "X-Added") == "1")
    }

    @Test func aTransportsOwnErrorBecomesTheSDKsAndAURLErrorStaysOne() async {
        struct Broken: HTTPTransport {
            let error: any Error
            func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) { throw error }
        }
        struct Custom: Error {}
        let request = PipelineFixture.signed()
        await #expect(throws: URLError(.timedOut)) {
            _ = try await TransportStep(transport: Broken(error: URLError(.timedOut))).send(request, as: request.urlRequest, trace: nil)
        }
        await #expect(throws: ServiceProviderError.invalidResponse(message: "Custom()")) {
            _ = try await TransportStep(transport: Broken(error: Custom())).send(request, as: request.urlRequest, trace: nil)
        }
    }

    @Test func anAcceptedStreamAnswersWithItsHeadAndTheRestToRead() async throws {
        let streaming = Chunks(chunks: [.response(PipelineFixture.head(200)), .data(Data("data: a\n\n".utf8)), .data(Data("data: b\n\n".utf8))])
        let request = PipelineFixture.signed(streaming: streaming)
        let response = try await TransportStep(transport: StubTransport(.json(""))).send(request, as: request.urlRequest, trace: nil)
        #expect(response.body.isEmpty)
        var rest = Data()
        for try await chunk in try #require(response.stream) {
            if case .data(let data) = chunk { rest.append(data) }
        }
        #expect(String(decoding: rest, as: UTF8.self) == "data: a\n\ndata: b\n\n")
    }

    @Test func aRefusedStreamAnswersWithItsWholeBody() async throws {
        let streaming = Chunks(chunks: [.response(PipelineFixture.head(403)), .data(Data(#"{"message":"#.utf8)), .data(Data(#""no"}"#.utf8))])
        let request = PipelineFixture.signed(streaming: streaming)
        let response = try await TransportStep(transport: StubTransport(.json(""))).send(request, as: request.urlRequest, trace: nil)
        #expect(response.stream == nil)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"message":"no"}"#)
    }

    @Test func aStreamWithoutAHeadIsABadAnswer() async {
        let request = PipelineFixture.signed(streaming: Chunks(chunks: []))
        await #expect(throws: URLError(.badServerResponse)) {
            _ = try await TransportStep(transport: StubTransport(.json(""))).send(request, as: request.urlRequest, trace: nil)
        }
    }
}
