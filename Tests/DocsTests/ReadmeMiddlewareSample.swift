// The README's middleware sample, compiled (on Linux too: hence its FoundationNetworking import)
// and run. DocsConsistencyTests (Tests/AppModelsTests) checks that the README's ```swift block
// appears here verbatim (whitespace-normalised), so the test's own imports come first.
import ProviderGoma
import ServicesProviderTesting
import Testing
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ServicesProvider

/// Sends a trace id with every request a provider makes (each attempt, each host).
struct TraceIdMiddleware: RequestMiddleware {
    func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                   next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.setValue(UUID().uuidString, forHTTPHeaderField: "X-Trace-Id")
        return try await next(request)
    }
}

@Suite struct ReadmeMiddlewareSampleTests {
    @Test func theSampleSendsATraceIdWithEveryRequest() async throws {
        let transport = StubTransport(.json("{}", status: 500))
        let url = try #require(URL(string: "https://goma.example.invalid"))
        let configuration = GomaConfiguration(baseURL: url, apiKey: "key", deviceId: "00000000-0000-4000-8000-000000000001")
        let provider = GomaProvider(configuration: configuration, transport: transport, middlewares: [TraceIdMiddleware()], retryPolicy: .none)
        _ = try? await Client(provider: provider).events.sports()
        #expect(!transport.requests.isEmpty)
        for request in transport.requests {
            #expect(request.value(forHTTPHeaderField: "X-Trace-Id") != nil, "\(request)")
        }
    }
}
