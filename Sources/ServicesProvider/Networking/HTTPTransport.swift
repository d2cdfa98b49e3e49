import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the executor hands a transport: the request, and for large uploads the file that
/// holds the body (so it is streamed, not loaded), plus a progress callback.
public struct TransportRequest: Sendable {
    /// The request. Its `httpBody` is set unless ``bodyFileURL`` is.
    public var urlRequest: URLRequest
    /// A file holding the body, streamed by the transport.
    public var bodyFileURL: URL?
    /// Called as body bytes are sent.
    public var uploadProgress: (@Sendable (UploadProgress) -> Void)?

    /// Creates a transport request.
    public init(urlRequest: URLRequest, bodyFileURL: URL? = nil, uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil) {
        self.urlRequest = urlRequest
        self.bodyFileURL = bodyFileURL
        self.uploadProgress = uploadProgress
    }
}

extension TransportRequest {
    /// Deletes the file holding the body, once the call that sent it is over.
    func removeBodyFile() {
        if let bodyFileURL { try? FileManager.default.removeItem(at: bodyFileURL) }
    }
}

extension TransportRequest: SecretHiding {
    /// Method, URL and headers with credentials hidden, the body's size only
    /// (``Redactor/printedFields(of:)``).
    package var printedFields: [(String, Any)] {
        Redactor().printedFields(of: urlRequest) + [("bodyFileURL", bodyFileURL as Any)]
    }
}

/// How much of a request body has been sent.
public struct UploadProgress: Sendable, Equatable {
    /// Bytes sent so far.
    public var sentBytes: Int64
    /// The body's total size, when known.
    public var totalBytes: Int64

    /// Creates a progress value.
    public init(sentBytes: Int64, totalBytes: Int64) {
        self.sentBytes = sentBytes
        self.totalBytes = totalBytes
    }

    /// The fraction sent, 0...1.
    public var fractionCompleted: Double {
        totalBytes > 0 ? min(1, Double(sentBytes) / Double(totalBytes)) : 0
    }
}

/// Sends one HTTP request. `URLSessionTransport` is the default; tests and the sandbox inject
/// another, and nothing above the transport changes.
public protocol HTTPTransport: Sendable {
    /// Sends the request and returns the body and response, or throws a `URLError` (or any error,
    /// which the executor maps).
    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse)
}

/// The first thing a streaming transport yields is the response head; then body chunks as they arrive.
@_spi(ProviderKit) public enum StreamingChunk: Sendable {
    /// The response status and headers.
    case response(HTTPURLResponse)
    /// Body bytes, as they arrive.
    case data(Data)
}

/// A transport that can deliver a response body incrementally (used for Server-Sent Events).
@_spi(ProviderKit) public protocol StreamingHTTPTransport: Sendable {
    /// Starts the request; the stream ends when the body ends and throws on a transport failure.
    /// Cancelling the consuming task cancels the request.
    func stream(_ request: URLRequest) -> AsyncThrowingStream<StreamingChunk, any Error>
}
