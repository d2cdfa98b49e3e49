import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestExecutor {
    /// Opens a Server-Sent-Events stream for an endpoint and keeps it open: after the body
    /// ends or the connection drops it reconnects (with `Last-Event-ID`) after a backoff,
    /// the server's `retry:` when it sent one. It stops for good on 401/403 (throwing
    /// `.unauthorized`/`.forbidden`), on another 4xx, after `maxReconnects` failures in a row,
    /// or when the consumer stops iterating.
    public func serverSentEvents(_ endpoint: some Endpoint, transport: any StreamingHTTPTransport,
                                 maxReconnects: Int = 5,
                                 sleep: @escaping @Sendable (TimeInterval) async throws -> Void = taskSleep)
        -> AsyncThrowingStream<ServerSentEvent, any Error> {
        let executor = self
        return AsyncThrowingStream { continuation in
            let task = Task {
                var lastEventId: String?
                var serverRetry: TimeInterval?
                var failures = 0
                do {
                    while !Task.isCancelled {
                        var credentials: Credentials?
                        if endpoint.authorization.requiresSession {
                            guard let session = executor.session else { throw ServiceProviderError.unauthorized }
                            credentials = try await session.lease().credentials
                        }
                        var request = try executor.makeRequest(for: endpoint, credentials: credentials).urlRequest
                        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
                        if let lastEventId { request.setValue(lastEventId, forHTTPHeaderField: "Last-Event-ID") }
                        var parser = ServerSentEventParser()
                        do {
                            for try await chunk in transport.stream(request) {
                                switch chunk {
                                case .response(let response):
                                    switch response.statusCode {
                                    case 200..<300: break
                                    case 401: throw ServiceProviderError.unauthorized
                                    case 403: throw ServiceProviderError.forbidden
                                    case 400..<500 where response.statusCode != 408 && response.statusCode != 429:
                                        throw ServiceProviderError(status: response.statusCode)
                                    default: throw URLError(.badServerResponse)
                                    }
                                case .data(let data):
                                    for event in parser.consume(data) {
                                        failures = 0
                                        if let id = event.id { lastEventId = id }
                                        if let retry = event.retry { serverRetry = TimeInterval(retry) / 1000 }
                                        continuation.yield(event)
                                    }
                                }
                            }
                        } catch let error as ServiceProviderError {
                            throw error
                        } catch is CancellationError {
                            throw ServiceProviderError.cancelled
                        } catch {
                            // A dropped connection or a 5xx: reconnect below.
                        }
                        failures += 1
                        guard failures <= maxReconnects else { throw ServiceProviderError.network(.networkConnectionLost) }
                        let policy = executor.configuration.retryPolicy
                        try await sleep(serverRetry ?? policy.backoff.delay(afterFailures: failures, random: policy.random))
                    }
                    continuation.finish()
                } catch {
                    let mapped = ServiceProviderError(error)
                    continuation.finish(throwing: mapped == .cancelled ? nil : mapped)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
