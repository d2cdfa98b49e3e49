import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Values the step tests build their calls from.
enum PipelineFixture {
    static let url = URL(string: "https://api.test/v1/items")!

    /// A signed request for a step to run, as the session lease step would hand it down.
    static func signed(method: HTTPMethod = .get, idempotent: Bool = true, cacheTTL: TimeInterval? = nil,
                       credentials: Credentials? = nil, headers: [String: String] = [:], operation: String = "items",
                       streaming: (any StreamingHTTPTransport)? = nil) -> SignedRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return SignedRequest(transportRequest: TransportRequest(urlRequest: request), method: method, operation: operation,
                             isIdempotent: idempotent, cacheTTL: cacheTTL, credentials: credentials,
                             authorization: headers.isEmpty ? .none : .session(headers.keys.sorted().map { .header($0, .accessToken) }), streaming: streaming)
    }

    static func head(_ status: Int, headers: [String: String] = [:]) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    static func answer(_ body: String = "{}", status: Int = 200, headers: [String: String] = [:]) -> PipelineResponse {
        PipelineResponse(body: Data(body.utf8), head: head(status, headers: headers))
    }
}

/// Records the requests and calls a step's `next` received, in order, across tasks.
final class StepLog<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])
    init() {}
    func append(_ value: Value) { values.withLock { $0.append(value) } }
    var all: [Value] { values.withLock { $0 } }
}

