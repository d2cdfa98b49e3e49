import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestExecutor {
    /// Opens a Server-Sent-Events stream for an endpoint and keeps it open, through the same
    /// steps as every request: the session's credentials, the provider's error mapper (on the
    /// body of a refused connection), one refresh after a 401, and the monitor.
    ///
    /// After the body ends or the connection drops it reconnects with `Last-Event-ID`, waiting
    /// the server's `retry:` when it sent one, else the retry policy's ``Backoff``. It stops for
    /// good on an error that is not transient (a second 401, 403, another 4xx, a session that
    /// ended), after `maxReconnects` failures in a row, or when the consumer stops iterating.
    public func serverSentEvents(_ endpoint: some Endpoint, transport: any StreamingHTTPTransport,
                                 maxReconnects: Int = 5) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        events(transport: transport, userScoped: false, maxReconnects: maxReconnects) { _ throws(ServiceProviderError) in endpoint }
    }

    /// ``serverSentEvents(_:transport:maxReconnects:)`` over the executor's own transport
    /// (``streamingTransport``: a transport that cannot stream answers each connection with its
    /// whole body, so the stream polls).
    public func serverSentEvents(_ endpoint: some Endpoint, maxReconnects: Int = 5) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        serverSentEvents(endpoint, transport: streamingTransport, maxReconnects: maxReconnects)
    }

    /// A stream whose endpoint names the signed-in user, built (like ``send(forUser:)``) from the
    /// same lease whose credentials sign each connection; `.unauthorized` without a user.
    public func serverSentEvents<E: Endpoint>(forUser build: @escaping @Sendable (SessionUser) throws(ServiceProviderError) -> E,
                                              maxReconnects: Int = 5) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        events(transport: streamingTransport, userScoped: true, maxReconnects: maxReconnects) { credentials throws(ServiceProviderError) in
            try build(SessionUser(credentials))
        }
    }

    private func events<E: Endpoint>(transport: any StreamingHTTPTransport, userScoped: Bool, maxReconnects: Int,
                                     build: @escaping @Sendable (Credentials?) throws(ServiceProviderError) -> E)
        -> AsyncThrowingStream<ServerSentEvent, any Error> {
        let executor = self
        return AsyncThrowingStream { continuation in
            let task = Task {
                var connection = ServerSentEventConnection(executor: executor, transport: transport)
                do {
                    while !Task.isCancelled {
                        try await connection.connect(userScoped: userScoped, build: build) { continuation.yield($0) }
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

/// One SSE stream's state across its connections: where it got to, what the server asked, and
/// whether its one refresh after a 401 is spent.
struct ServerSentEventConnection {
    let executor: RequestExecutor
    let transport: any StreamingHTTPTransport
    var lastEventId: String?
    var serverRetry: TimeInterval?
    /// Failed connections in a row; an event received starts the count over.
    var failures = 0
    private var lease: SessionStore.Lease?
    private var refreshedAfterUnauthorized = false

    init(executor: RequestExecutor, transport: any StreamingHTTPTransport) {
        self.executor = executor
        self.transport = transport
    }

    /// Runs one connection until its body ends or it drops (returns: reconnect), or until an
    /// error that must end the stream (throws). A 401 is answered by one refresh and an
    /// immediate new connection.
    /// `build` makes the endpoint from the lease's credentials (`nil` without one); `userScoped`
    /// leases a session even when the endpoint would not ask.
    mutating func connect<E: Endpoint>(userScoped: Bool, build: (Credentials?) throws(ServiceProviderError) -> E,
                                       yield: (ServerSentEvent) -> Void) async throws(ServiceProviderError) {
        let needsLease = userScoped || (try? build(nil))?.authorization.requiresSession == true
        while true {
            if needsLease, lease == nil {
                guard let session = executor.session else { throw .unauthorized }
                lease = try await session.lease()
            }
            let endpoint = try build(lease?.credentials)
            var request = try executor.makeRequest(for: endpoint, credentials: lease?.credentials).urlRequest
            request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
            if let lastEventId { request.setValue(lastEventId, forHTTPHeaderField: "Last-Event-ID") }
            let summary = executor.summary(of: request, endpoint: endpoint)
            let secrets = executor.monitor == nil ? [] : executor.secrets(of: request, endpoint: endpoint, credentials: lease?.credentials)
            let started = ContinuousClock.now
            func elapsed() -> TimeInterval {
                let duration = started.duration(to: .now)
                return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            }
            executor.report(.started(summary), hiding: secrets)
            var parser = ServerSentEventParser()
            var refused: (HTTPURLResponse, Data)?
            do {
                for try await chunk in transport.stream(request) {
                    switch chunk {
                    case .response(let response) where (200..<300).contains(response.statusCode):
                        break
                    case .response(let response):
                        refused = (response, Data())
                    case .data(let data) where refused != nil:
                        refused?.1.append(data)
                    case .data(let data):
                        for event in parser.consume(data) {
                            failures = 0
                            refreshedAfterUnauthorized = false
                            if let id = event.id { lastEventId = id }
                            if let retry = event.retry { serverRetry = TimeInterval(retry) / 1000 }
                            yield(event)
                        }
                    }
                }
            } catch is CancellationError {
                throw .cancelled
            } catch {
                // A dropped connection: the caller reconnects.
                executor.report(.failed(summary, error: ServiceProviderError(error), status: nil, duration: elapsed()), hiding: secrets)
                return
            }
            guard let (response, body) = refused else {
                executor.report(.finished(summary, status: 200, duration: elapsed(), fromCache: false), hiding: secrets)
                return
            }
            let retryAfter = RetryPolicy.parseRetryAfter(response.value(forHTTPHeaderField: "Retry-After"), now: executor.now())
            let mapped = executor.configuration.errorMapper.error(
                for: response, body: body,
                context: ResponseContext(retryAfter: retryAfter, method: endpoint.method, usedSession: lease != nil))
                ?? .invalidResponse(message: "The stream was refused with status \(response.statusCode).")
            executor.report(.failed(summary, error: mapped, status: response.statusCode, duration: elapsed()), hiding: secrets)
            if mapped == .unauthorized, !refreshedAfterUnauthorized, let renewed = try await executor.renewAfterUnauthorized(lease) {
                refreshedAfterUnauthorized = true
                lease = renewed
                continue
            }
            await executor.endSessionIfExpired(mapped, lease: lease)
            // A passing failure (5xx, 429, 408, maintenance) reconnects; anything else is final.
            guard mapped.isRetryable else { throw mapped }
            return
        }
    }
}
