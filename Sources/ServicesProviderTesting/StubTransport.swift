import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ServicesProvider

/// A transport that answers from a handler and records every request: the seam for unit
/// tests and previews. Thread-safe; handlers may be called concurrently.
public final class StubTransport: HTTPTransport, Sendable {
    /// A canned reply.
    public enum Reply: Sendable {
        /// Status, headers and body.
        case response(status: Int, headers: [String: String] = [:], body: Data = Data())
        /// A transport failure.
        case failure(URLError.Code)
    }

    /// Decides the reply for a request.
    public typealias Handler = @Sendable (URLRequest) async throws -> Reply

    private let handler: Handler
    private let recorded = Locked<[URLRequest]>([])

    /// Creates a stub that answers each request with `handler`.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Creates a stub that answers every request with the same reply.
    public convenience init(_ reply: Reply) {
        self.init { _ in reply }
    }

    /// Creates a stub that answers the n-th request with the n-th reply (the last one repeats).
    public convenience init(sequence replies: [Reply]) {
        let index = Locked(0)
        self.init { _ in
            let i = index.withLock { value -> Int in defer { value += 1 }; return value }
            return replies[min(i, replies.count - 1)]
        }
    }

    /// Every request sent so far, in order (with bodies read from upload files).
    public var requests: [URLRequest] { recorded.withLock { $0 } }

    /// Answers the request (see the type's description) and records it.
    public func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        var urlRequest = request.urlRequest
        if let file = request.bodyFileURL {
            urlRequest.httpBody = try Data(contentsOf: file)
            if let progress = request.uploadProgress, let size = urlRequest.httpBody?.count {
                progress(UploadProgress(sentBytes: Int64(size), totalBytes: Int64(size)))
            }
        }
        recorded.withLock { $0.append(urlRequest) }
        switch try await handler(urlRequest) {
        case .failure(let code):
            throw URLError(code)
        case .response(let status, let headers, let body):
            guard let url = urlRequest.url,
                  let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers) else {
                throw URLError(.badServerResponse)
            }
            return (body, response)
        }
    }
}

extension StubTransport.Reply {
    /// A 200 with a JSON body.
    public static func json(_ body: String, status: Int = 200, headers: [String: String] = [:]) -> Self {
        .response(status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a }, body: Data(body.utf8))
    }

    /// A 200 with the given bytes.
    public static func data(_ body: Data, status: Int = 200) -> Self {
        .response(status: status, headers: ["Content-Type": "application/json"], body: body)
    }
}
