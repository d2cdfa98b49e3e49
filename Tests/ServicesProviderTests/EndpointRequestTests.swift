import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite("Endpoint → URLRequest")
struct EndpointRequestTests {
    let executor = makeExecutor(transport: StubTransport(.json("{}")), defaultHeaders: ["App-Origin": "ios", "X-Shared": "default"])
    let credentials = Credentials(accessToken: "tok-123", userId: "user-7", attributes: ["launch": "L-9"])

    private func url(_ endpoint: TestEndpoint, credentials: Credentials? = nil) throws -> URL {
        try #require(try executor.makeRequest(for: endpoint, credentials: credentials).urlRequest.url)
    }

    @Test func joinsPathWithBasePath() throws {
        #expect(try url(TestEndpoint(path: "/v1/items")).absoluteString == "https://api.example.com/base/v1/items")
        #expect(try url(TestEndpoint(path: "v1/items")).absoluteString == "https://api.example.com/base/v1/items")
        let noSlash = makeExecutor(transport: StubTransport(.json("{}")), baseURL: URL(string: "https://api.example.com/base")!)
        #expect(try noSlash.makeRequest(for: TestEndpoint(path: "/x"), credentials: nil).urlRequest.url?.absoluteString
            == "https://api.example.com/base/x")
    }

    @Test func encodesRawIdsInThePathExactlyOnce() throws {
        #expect(try url(TestEndpoint(path: "/v1/events/4067574.1 b?c#d%e")).absoluteString
            == "https://api.example.com/base/v1/events/4067574.1%20b%3Fc%23d%25e")
    }

    @Test func aPathParameterIsOneSegment() throws {
        // Structural characters inside a value are encoded; the literal's `/` stay separators.
        #expect(try url(TestEndpoint(path: "/v1/bets/\("../../ps/ips/getPlayerInfo")")).absoluteString
            == "https://api.example.com/base/v1/bets/..%2F..%2Fps%2Fips%2FgetPlayerInfo")
        #expect(try url(TestEndpoint(path: "/v1/bets/\("a/b?c#d%e f+é")/cashout")).absoluteString
            == "https://api.example.com/base/v1/bets/a%2Fb%3Fc%23d%25e%20f%2B%C3%A9/cashout")
        // Dots inside an id are kept, and numbers interpolate as their digits.
        #expect(try url(TestEndpoint(path: "/v1/bets/\("98765432.10")/n/\(42)")).absoluteString
            == "https://api.example.com/base/v1/bets/98765432.10/n/42")
        // A shared prefix plus a call's own rest keeps both sides' parameters.
        let joined: RequestPath = "/ops/\("a/b")" + "/bets/\("c?d")"
        #expect(try url(TestEndpoint(path: joined)).absoluteString == "https://api.example.com/base/ops/a%2Fb/bets/c%3Fd")
    }

    @Test(arguments: ["", ".", "..", "a\u{0}b", "line\nbreak", "tab\t", "del\u{7F}", "c1\u{85}"])
    func aPathParameterThatCannotBeASegmentIsRefused(_ value: String) {
        #expect(throws: ServiceProviderError.self) { try executor.makeRequest(for: TestEndpoint(path: "/v1/bets/\(value)"), credentials: nil) }
        let error = #expect(throws: ServiceProviderError.self) { try url(TestEndpoint(path: "/v1/bets/\(value)")) }
        guard case .invalidRequest? = error else { Issue.record("not invalidRequest: \(String(describing: error))"); return }
    }

    @Test func aDotSegmentMadeOfAParameterAndALiteralIsRefused() throws {
        // "." next to a literal "." is the segment "..": checked as sent, not value by value.
        let error = #expect(throws: ServiceProviderError.self) { try url(TestEndpoint(path: "/v1/\(".")./x")) }
        guard case .invalidRequest? = error else { Issue.record("not invalidRequest: \(String(describing: error))"); return }
        #expect(try url(TestEndpoint(path: "/v1/\("a")./x")).absoluteString == "https://api.example.com/base/v1/a./x")
    }

    @Test func aRefusedPathIsNeverSent() async {
        let transport = StubTransport(.json("{}"))
        let executor = makeExecutor(transport: transport)
        for value in ["..", "", "x\r\nHost: evil"] {
            let error = await capture { try await executor.send(TestEndpoint(path: "/v1/bets/\(value)")) }
            guard case .invalidRequest? = error else { Issue.record("\(value.debugDescription): \(String(describing: error))"); continue }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func encodesQueryItemsIncludingRepeatedAndSpecialValues() throws {
        let endpoint = TestEndpoint(queryItems: [
            URLQueryItem(name: "status[]", value: "open"), URLQueryItem(name: "status[]", value: "won"),
            URLQueryItem(name: "q", value: "a+b&c d"), URLQueryItem(name: "name", value: "Zoë 🎉"),
        ])
        let url = try url(endpoint)
        let query = try #require(url.query(percentEncoded: true))
        // `+` must be %2B (a server reads a raw + as a space); `&` inside a value must be escaped.
        #expect(query.contains("q=a%2Bb%26c%20d"))
        #expect(!query.contains("a+b"))
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.filter { $0.name == "status[]" }.map(\.value) == ["open", "won"])
        #expect(items.first { $0.name == "q" }?.value == "a+b&c d")
        #expect(items.first { $0.name == "name" }?.value == "Zoë 🎉")
    }

    @Test func mergesDefaultAndEndpointHeadersEndpointWinning() throws {
        let request = try executor.makeRequest(for: TestEndpoint(headers: ["X-Shared": "endpoint", "X-Own": "1"]), credentials: nil).urlRequest
        #expect(request.value(forHTTPHeaderField: "App-Origin") == "ios")
        #expect(request.value(forHTTPHeaderField: "X-Shared") == "endpoint")
        #expect(request.value(forHTTPHeaderField: "X-Own") == "1")
        #expect(request.httpMethod == "GET")
    }

    @Test func placesBearerToken() throws {
        let request = try executor.makeRequest(for: TestEndpoint(authorization: .bearer), credentials: credentials).urlRequest
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer tok-123")
    }

    @Test func placesRawHeaderToken() throws {
        let request = try executor.makeRequest(for: TestEndpoint(authorization: .header("x-sessionid")), credentials: credentials).urlRequest
        #expect(request.value(forHTTPHeaderField: "x-sessionid") == "tok-123")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func placesQueryToken() throws {
        let url = try url(TestEndpoint(queryItems: [URLQueryItem(name: "a", value: "1")], authorization: .query("sessionKey")), credentials: credentials)
        #expect(url.query(percentEncoded: true) == "a=1&sessionKey=tok-123")
    }

    @Test func placesUserIdAndAttribute() throws {
        let endpoint = TestEndpoint(authorization: .session([
            .header("x-session-id", .accessToken), .header("x-user-id", .userId), .query("launchToken", .attribute("launch")),
        ]))
        let request = try executor.makeRequest(for: endpoint, credentials: credentials).urlRequest
        #expect(request.value(forHTTPHeaderField: "x-session-id") == "tok-123")
        #expect(request.value(forHTTPHeaderField: "x-user-id") == "user-7")
        #expect(request.url?.query(percentEncoded: true) == "launchToken=L-9")
    }

    @Test func missingCredentialsAreUnauthorized() {
        #expect(throws: ServiceProviderError.unauthorized) { try executor.makeRequest(for: TestEndpoint(authorization: .bearer), credentials: nil) }
        let anonymous = Credentials(accessToken: "t")
        #expect(throws: ServiceProviderError.unauthorized) {
            try executor.makeRequest(for: TestEndpoint(authorization: .session([.header("x-user-id", .userId)])), credentials: anonymous)
        }
        #expect(throws: ServiceProviderError.unauthorized) {
            try executor.makeRequest(for: TestEndpoint(authorization: .session([.query("l", .attribute("missing"))])), credentials: anonymous)
        }
    }

    @Test func missingSessionStoreIsUnauthorizedWithoutSending() async {
        let transport = StubTransport(.json("{}"))
        let executor = makeExecutor(transport: transport)
        let error = await capture { try await executor.send(TestEndpoint(authorization: .bearer)) }
        #expect(error == .unauthorized)
        #expect(transport.requests.isEmpty)
    }

    @Test func encodesJSONBody() throws {
        struct Payload: Encodable, Sendable { var amount: Int; var name: String }
        let request = try executor.makeRequest(for: TestEndpoint(method: .post, body: .json(Payload(amount: 5, name: "x"))), credentials: nil).urlRequest
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let decoded = try JSONSerialization.jsonObject(with: try #require(request.httpBody)) as? [String: Any]
        #expect(decoded?["amount"] as? Int == 5)
        #expect(decoded?["name"] as? String == "x")
    }

    @Test func encodesFormBody() throws {
        let endpoint = TestEndpoint(method: .post, body: .formURLEncoded([(name: "user name", value: "a+b&c=d"), (name: "pw", value: "é~*")]))
        let request = try executor.makeRequest(for: endpoint, credentials: nil).urlRequest
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(String(decoding: try #require(request.httpBody), as: UTF8.self) == "user+name=a%2Bb%26c%3Dd&pw=%C3%A9%7E*")
    }

    @Test func encodesInMemoryMultipartBody() throws {
        var form = MultipartFormData(boundary: "B0UND")
        form.append(name: "type", value: "passport")
        form.append(name: "file", filename: "p.pdf", contentType: "application/pdf", source: .data(Data("%PDF".utf8)))
        let request = try executor.makeRequest(for: TestEndpoint(method: .post, body: .multipart(form)), credentials: nil)
        #expect(request.bodyFileURL == nil)
        #expect(request.urlRequest.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=B0UND")
        let expected = "--B0UND\r\nContent-Disposition: form-data; name=\"type\"\r\n\r\npassport\r\n"
            + "--B0UND\r\nContent-Disposition: form-data; name=\"file\"; filename=\"p.pdf\"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n"
            + "--B0UND--\r\n"
        #expect(String(decoding: try #require(request.urlRequest.httpBody), as: UTF8.self) == expected)
    }

    @Test func streamsFileMultipartBodyThroughATemporaryFile() throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).bin")
        try Data("FILEBYTES".utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        var form = MultipartFormData(boundary: "B")
        form.append(name: "doc", filename: "d.bin", contentType: "application/octet-stream", source: .file(source))
        let request = try executor.makeRequest(for: TestEndpoint(method: .post, body: .multipart(form)), credentials: nil)
        let file = try #require(request.bodyFileURL)
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try Data(contentsOf: file)
        #expect(request.urlRequest.httpBody == nil)
        #expect(request.urlRequest.value(forHTTPHeaderField: "Content-Length") == String(written.count))
        #expect(String(decoding: written, as: UTF8.self).contains("\r\n\r\nFILEBYTES\r\n--B--\r\n"))
    }

    @Test func appliesTimeout() throws {
        #expect(try executor.makeRequest(for: TestEndpoint(timeout: 7), credentials: nil).urlRequest.timeoutInterval == 7)
        #if canImport(FoundationNetworking)
        // Linux truncates to whole seconds and 0 times out at once: sub-second timeouts round up.
        #expect(try executor.makeRequest(for: TestEndpoint(timeout: 0.5), credentials: nil).urlRequest.timeoutInterval == 1)
        #expect(try executor.makeRequest(for: TestEndpoint(timeout: 1.5), credentials: nil).urlRequest.timeoutInterval == 2)
        #else
        #expect(try executor.makeRequest(for: TestEndpoint(timeout: 0.5), credentials: nil).urlRequest.timeoutInterval == 0.5)
        #endif
    }

    @Test func aJSONBodyIsTheSameBytesEveryTime() throws {
        // Foundation on Linux orders an encoded object's keys differently from one encode to the
        // next; the executor sorts them, so equal bodies are equal bytes (cache keys rely on it).
        struct Inner: Encodable { let type: String; let id: String; let language: String; let ipAddress: String }
        struct Outer: Encodable { let contentId: Inner; let clientContext: Inner; let page: Int }
        let value = Outer(contentId: Inner(type: "event", id: "1", language: "FR", ipAddress: "x"),
                          clientContext: Inner(type: "c", id: "2", language: "EN", ipAddress: "y"), page: 3)
        let bodies = try (0..<100).map { _ in
            try executor.makeRequest(for: TestEndpoint(method: .post, body: .json(value)), credentials: nil).urlRequest.httpBody
        }
        #expect(Set(bodies).count == 1)
        #expect(bodies.first.flatMap { $0.map { String(decoding: $0, as: UTF8.self) } }?.hasPrefix(#"{"clientContext":{"id":"2""#) == true)
    }
}
