import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The innermost step: hands the attempt, as the app's middlewares passed it on, to the
/// ``HTTPTransport`` (or opens a stream on the ``StreamingHTTPTransport``), telling the monitor's
/// trace what was really sent. Errors leave as they came: a `URLError`, or a
/// ``ServiceProviderError`` for anything else the transport threw.
package struct TransportStep: Sendable {
    /// Sends requests.
    package let transport: any HTTPTransport

    package init(transport: any HTTPTransport) {
        self.transport = transport
    }

    /// Sends `sent` (the attempt's request after the middlewares).
    package func send(_ request: SignedRequest, as sent: URLRequest, trace: RequestTrace?) async throws -> PipelineResponse {
        trace?.sent(sent, of: request)
        do {
            if let streaming = request.streaming { return try await open(sent, on: streaming) }
            var forwarded = request.transportRequest
            forwarded.urlRequest = sent
            let (body, head) = try await transport.send(forwarded)
            return PipelineResponse(body: body, head: head)
        } catch let error as URLError {
            throw error
        } catch {
            throw ServiceProviderError(error)
        }
    }

    /// Opens a stream and waits for its head. An accepted stream (2xx) comes back with the rest
    /// of its chunks to read; a refused one with its whole body, for the error mapper.
    private func open(_ request: URLRequest, on streaming: any StreamingHTTPTransport) async throws -> PipelineResponse {
        let stream = streaming.stream(request)
        var chunks = stream.makeAsyncIterator()
        guard case .response(let head)? = try await chunks.next() else { throw URLError(.badServerResponse) }
        guard (200..<300).contains(head.statusCode) else {
            var body = Data()
            while let chunk = try await chunks.next() {
                if case .data(let data) = chunk { body.append(data) }
            }
            return PipelineResponse(body: body, head: head)
        }
        // The stream's storage is shared by its iterators: the consumer's picks up after the head.
        return PipelineResponse(body: Data(), head: head, stream: stream)
    }
}
