import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

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
        let urlRequest = try request.readingBodyFile()
        recorded.withLock { $0.append(urlRequest) }
        return try await handler(urlRequest).transportResult(for: urlRequest.url)
    }
}

extension StubTransport: SecretHiding {
    /// How many requests were recorded, not the requests (they carry credentials).
    package var printedFields: [(String, Any)] { [("requests", requests.count)] }
}

// MARK: - Shared by the in-process transports (StubTransport, SandboxTransport)

extension TransportRequest {
    /// The URL request with the upload file (if any) read into its body; the upload is
    /// reported as complete at once, as a real transport would at its end.
    func readingBodyFile() throws -> URLRequest {
        var urlRequest = self.urlRequest
        if let file = bodyFileURL {
            let body = try Data(contentsOf: file)
            urlRequest.httpBody = body
            uploadProgress?(UploadProgress(sentBytes: Int64(body.count), totalBytes: Int64(body.count)))
        }
        return urlRequest
    }
}

extension StubTransport.Reply {
    /// What a transport returns for this reply to a request for `url`: the body and an
    /// HTTP/1.1 response, or a thrown `URLError` for `.failure`.
    func transportResult(for url: URL?) throws -> (Data, HTTPURLResponse) {
        switch self {
        case .failure(let code):
            throw URLError(code)
        case .response(let status, let headers, let body):
            guard let url,
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
