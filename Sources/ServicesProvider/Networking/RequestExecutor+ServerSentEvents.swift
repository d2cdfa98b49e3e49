import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestExecutor {
    /// Opens a Server-Sent-Events stream for a request and keeps it open. Each connection passes
    /// the same steps as every request (see `RequestPipeline`): the monitor, the session lease
    /// with one refresh after a 401, the provider's error mapper (on the body of a refused
    /// connection) and the app's middlewares, which see the response head.
    ///
    /// After the body ends or the connection drops it reconnects with `Last-Event-ID`, waiting
    /// the server's `retry:` when it sent one, else the retry policy's ``Backoff``. It stops for
    /// good on an error that is not transient (a second 401, 403, another 4xx, a session that
    /// ended), after `maxReconnects` failures in a row, or when the consumer stops iterating.
    public func serverSentEvents<Response>(_ request: Request<Response>, transport: any StreamingHTTPTransport,
                                           maxReconnects: Int = 5) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        events(transport: transport, maxReconnects: maxReconnects, needsLease: request.authorization.requiresSession) { _ throws(ServiceProviderError) in
            request
        }
    }

    /// ``serverSentEvents(_:transport:maxReconnects:)`` over the executor's own transport
    /// (``streamingTransport``: a transport that cannot stream answers each connection with its
    /// whole body, so the stream polls).
    public func serverSentEvents<Response>(_ request: Request<Response>, maxReconnects: Int = 5) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        serverSentEvents(request, transport: streamingTransport, maxReconnects: maxReconnects)
    }

    /// A stream whose request names the signed-in user, built (like ``send(forUser:)``) from the
    /// same lease whose credentials sign each connection; `.unauthorized` without a user.
    public func serverSentEvents<Response>(forUser build: @escaping @Sendable (SessionUser) throws(ServiceProviderError) -> Request<Response>,
                                           maxReconnects: Int = 5) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        events(transport: streamingTransport, maxReconnects: maxReconnects, needsLease: true) { credentials throws(ServiceProviderError) in
            try build(SessionUser(credentials))
        }
    }

    private func events<Response>(transport: any StreamingHTTPTransport, maxReconnects: Int, needsLease: Bool,
                                  build: @escaping @Sendable (Credentials?) throws(ServiceProviderError) -> Request<Response>)
        -> AsyncThrowingStream<ServerSentEvent, any Error> {
        let executor = self
        return AsyncThrowingStream { continuation in
            let task = Task {
                var connection = ServerSentEventConnection(executor: executor, transport: transport)
                do {
                    while !Task.isCancelled {
                        try await connection.connect(needsLease: needsLease, build: build) { continuation.yield($0) }
                        connection.failures += 1
                        guard connection.failures <= maxReconnects else { throw ServiceProviderError.network(.networkConnectionLost) }
                        let policy = executor.configuration.retryPolicy
                        try await executor.sleep(connection.serverRetry
                            ?? policy.backoff.delay(afterFailures: connection.failures, random: policy.random))
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

/// One SSE stream's state across its connections: where it got to and what the server asked.
struct ServerSentEventConnection {
    let executor: RequestExecutor
    let transport: any StreamingHTTPTransport
    var lastEventId: String?
    var serverRetry: TimeInterval?
    /// Failed connections in a row; an event received starts the count over.
    var failures = 0

    init(executor: RequestExecutor, transport: any StreamingHTTPTransport) {
        self.executor = executor
        self.transport = transport
    }

    /// Runs one connection until its body ends or it drops (returns: reconnect), or until an
    /// error that must end the stream (throws). The connection is opened through the request
    /// pipeline, so a 401 is answered there by one refresh and an immediate new connection.
    mutating func connect<Response>(needsLease: Bool, build: (Credentials?) throws(ServiceProviderError) -> Request<Response>,
                                    yield: (ServerSentEvent) -> Void) async throws(ServiceProviderError) {
        let lastEventId = lastEventId
        let transport = transport
        let executor = executor
        let answer: PipelineResponse
        do throws(RequestFailure) {
            answer = try await executor.pipeline.run(PipelineCall(needsLease: needsLease, streaming: transport)) { credentials throws(ServiceProviderError) in
                var signed = try executor.sign(try build(credentials), with: credentials, streaming: transport)
                signed.transportRequest.urlRequest.setValue("text/event-stream", forHTTPHeaderField: "Accept")
                if let lastEventId { signed.transportRequest.urlRequest.setValue(lastEventId, forHTTPHeaderField: "Last-Event-ID") }
                return signed
            }
        } catch {
            if error.error == .cancelled { throw .cancelled }
            // A connection that never got an answer, or a passing refusal (5xx, 429, 408,
            // maintenance), reconnects; anything else is final.
            if case .transport? = error.retry { return }
            guard error.error.isRetryable else { throw error.error }
            return
        }
        var parser = ServerSentEventParser()
        deliver(parser.consume(answer.body), to: yield)
        guard let stream = answer.stream else { return }
        do {
            for try await chunk in stream {
                if case .data(let data) = chunk { deliver(parser.consume(data), to: yield) }
            }
        } catch is CancellationError {
            throw .cancelled
        } catch {
            // A dropped connection: the caller reconnects.
            if Task.isCancelled { throw .cancelled }
        }
    }

    private mutating func deliver(_ events: [ServerSentEvent], to yield: (ServerSentEvent) -> Void) {
        for event in events {
            failures = 0
            if let id = event.id { lastEventId = id }
            if let retry = event.retry { serverRetry = TimeInterval(retry) / 1000 }
            yield(event)
        }
    }
}
