import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// The sandbox streams like a live server: a route's `text/event-stream` answer is delivered,
/// then the connection stays open (the server has nothing more to say) until the consumer stops.
/// So a sandbox stream neither ends nor replays its events; any other answer (an error status,
/// a JSON body) ends after its body, as over a real connection.
@_spi(ProviderKit) extension SandboxTransport: StreamingHTTPTransport {
    /// Answers the request through the routes, then holds an event stream open.
    public func stream(_ request: URLRequest) -> AsyncThrowingStream<StreamingChunk, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let (data, response) = try await self.send(TransportRequest(urlRequest: request))
                    continuation.yield(.response(response))
                    if !data.isEmpty { continuation.yield(.data(data)) }
                    let isEventStream = response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/event-stream") == true
                    if !(isEventStream && (200..<300).contains(response.statusCode)) { continuation.finish() }
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
