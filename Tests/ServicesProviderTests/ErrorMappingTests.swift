import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite("Error mapping")
struct ErrorMappingTests {
    private func error(status: Int, headers: [String: String] = [:], body: String = "") async -> ServiceProviderError? {
        let executor = makeExecutor(transport: StubTransport(.response(status: status, headers: headers, body: Data(body.utf8))),
                                    now: { Date(timeIntervalSince1970: 1_700_000_000) })
        return await capture { try await executor.send(TestEndpoint()) }
    }

    @Test(arguments: [
        (401, ServiceProviderError.unauthorized, false),
        (403, .forbidden, false),
        (404, .notFound, false),
        (408, .timedOut, true),
        (409, .conflict(message: "taken"), false),
        (422, .vendor(code: "HTTP_422", message: "taken"), false),
        (500, .server(status: 500, message: "taken"), false),
        (503, .server(status: 503, message: "taken"), true),
    ])
    func mapsStatus(status: Int, expected: ServiceProviderError, retryable: Bool) async {
        let mapped = await error(status: status, body: #"{"message":"taken"}"#)
        #expect(mapped == expected)
        #expect(mapped?.isRetryable == retryable)
        #expect(mapped?.message.isEmpty == false)
    }

    @Test func statusWithoutMessageBody() async {
        #expect(await error(status: 422) == .invalidRequest(message: "The server rejected the request (HTTP 422)."))
        #expect(await error(status: 409) == .conflict(message: nil))
        #expect(await error(status: 500)?.message == "The server had a problem. Please try again later.")
        #expect(await error(status: 500, body: #"{"error":"boom"}"#) == .server(status: 500, message: "boom"))
    }

    @Test func rateLimitedCarriesRetryAfter() async {
        let mapped = await error(status: 429, headers: ["Retry-After": "120"])
        #expect(mapped == .rateLimited(retryAfter: 120))
        #expect(mapped?.isRetryable == true)
        #expect(mapped?.message == "Too many requests. Please wait 120 seconds.")
        #expect(await error(status: 429) == .rateLimited(retryAfter: nil))
    }

    @Test func successIsNotAnError() async {
        #expect(await error(status: 204) == nil)
    }

    @Test(arguments: [
        (URLError.Code.timedOut, ServiceProviderError.timedOut, true),
        (.notConnectedToInternet, .offline, true),
        (.cancelled, .cancelled, false),
        (.networkConnectionLost, .network(.networkConnectionLost), true),
        (.cannotFindHost, .network(.cannotFindHost), true),
        (.badServerResponse, .network(.badServerResponse), false),
    ])
    func mapsTransportErrors(code: URLError.Code, expected: ServiceProviderError, retryable: Bool) async {
        let executor = makeExecutor(transport: StubTransport(.failure(code)))
        let mapped = await capture { try await executor.send(TestEndpoint()) }
        #expect(mapped == expected)
        #expect(mapped?.isRetryable == retryable)
        #expect(ServiceProviderError(URLError(code)) == expected)
    }

    @Test func mapsForeignErrors() {
        #expect(ServiceProviderError(CancellationError()) == .cancelled)
        #expect(ServiceProviderError(ServiceProviderError.notFound) == .notFound)
        #expect(ServiceProviderError(NSError(domain: NSURLErrorDomain, code: URLError.Code.timedOut.rawValue)) == .timedOut)
    }

    @Test func malformedJSONNamesTheCodingPath() async throws {
        let body = #"{"items":[{"id":"a","price":1.5},{"id":"b","price":"cheap"}]}"#
        let executor = makeExecutor(transport: StubTransport(.json(body)))
        let mapped = await capture { try await executor.send(TypedTestEndpoint<ItemList>()) }
        guard case .decoding(let type, let path, _) = mapped else {
            Issue.record("expected .decoding, got \(String(describing: mapped))")
            return
        }
        #expect(type == "ItemList")
        #expect(path == "items[1].price")
        #expect(mapped?.isRetryable == false)
        #expect(mapped?.message == "We received unexpected data. Please try again later.")
    }

    @Test func missingKeyNamesTheKey() async throws {
        let executor = makeExecutor(transport: StubTransport(.json(#"{"items":[{"id":"a"}]}"#)))
        let mapped = await capture { try await executor.send(TypedTestEndpoint<ItemList>()) }
        guard case .decoding(_, let path, _) = mapped else {
            Issue.record("expected .decoding, got \(String(describing: mapped))")
            return
        }
        #expect(path == "items[0].price")
    }

    @Test func notJSONAtAllIsDecoding() async {
        let executor = makeExecutor(transport: StubTransport(.json("<html>")))
        let mapped = await capture { try await executor.send(TypedTestEndpoint<ItemList>()) }
        guard case .decoding(let type, let path, _) = mapped else {
            Issue.record("expected .decoding, got \(String(describing: mapped))")
            return
        }
        #expect(type == "ItemList")
        #expect(path == "")
    }

    @Test func everyCaseHasAMessageAndRetryability() {
        let cases: [(ServiceProviderError, Bool)] = [
            (.network(.timedOut), true), (.network(.badURL), false), (.timedOut, true), (.cancelled, false), (.offline, true),
            (.unauthorized, false), (.sessionExpired, false), (.forbidden, false), (.notFound, false),
            (.rateLimited(retryAfter: nil), true), (.server(status: 502, message: nil), true), (.server(status: 501, message: nil), false),
            (.maintenance(message: nil), true), (.invalidCredentials, false), (.accountLocked(until: nil), false),
            (.validation(fields: [.init(field: "email", code: "DUPLICATE")]), false), (.conflict(message: nil), false),
            (.insufficientFunds(message: nil), false), (.limitExceeded(message: nil), false), (.betRejected(message: nil), false),
            (.decoding(type: "T", codingPath: "a", debugDescription: "d"), false), (.notSupported(feature: .news, provider: "p"), false),
            (.invalidRequest(message: "Bad input."), false), (.invalidResponse(message: "x"), false), (.vendor(code: "C", message: nil), false),
        ]
        for (error, retryable) in cases {
            #expect(error.isRetryable == retryable, "\(error)")
            #expect(!error.message.isEmpty, "\(error)")
        }
        #expect(ServiceProviderError.validation(fields: [.init(field: "email", code: "DUPLICATE", message: "Email taken")]).message == "Please check: Email taken.")
        #expect(ServiceProviderError.accountLocked(until: Date(timeIntervalSince1970: 0)).message == "Your account is locked.")
    }
}
