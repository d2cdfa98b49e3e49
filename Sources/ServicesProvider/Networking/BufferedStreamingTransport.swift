import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streams over a transport that can only answer whole bodies (a test's `StubTransport`, an
/// app's own `HTTPTransport`): it sends the request once and yields the response head and the
/// whole body as one chunk, then ends. The Server-Sent-Events path therefore has one parser and
/// one reconnect loop for every transport.
///
/// An ended body is what the executor reconnects after, so over such a transport a stream
/// becomes a poll: the request is sent again after the server's `retry:` or the retry policy's
/// backoff, and the same events may come again. Consumers of a stream therefore make repeats
/// harmless (deduplicate by an event's own key, or deliver a value only when it changed).
@_spi(ProviderKit) public struct BufferedStreamingTransport: StreamingHTTPTransport {
    /// The transport that answers whole bodies.
    public let base: any HTTPTransport

    /// Wraps a transport.
    public init(_ base: any HTTPTransport) {
        self.base = base
    }

    /// Sends once; yields the head, then the body as one chunk (none when it is empty), then ends.
    public func stream(_ request: URLRequest) -> AsyncThrowingStream<StreamingChunk, any Error> {
        let base = self.base
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let (data, response) = try await base.send(TransportRequest(urlRequest: request))
                    continuation.yield(.response(response))
                    if !data.isEmpty { continuation.yield(.data(data)) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension RequestExecutor {
    /// The executor's transport as a streaming one: itself when it streams (``URLSessionTransport``,
    /// the sandbox), else wrapped in a ``BufferedStreamingTransport``.
    @_spi(ProviderKit) public var streamingTransport: any StreamingHTTPTransport {
        (transport as? any StreamingHTTPTransport) ?? BufferedStreamingTransport(transport)
    }
}
