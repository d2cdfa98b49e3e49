import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one path every call takes, as an ordered stack of named steps, outermost first:
///
/// ```
/// monitor and redaction → session lease (one refresh on 401) → response cache
///   → retry (RetryPolicy, Backoff, idempotency, Retry-After) → response validation (the vendor's
///   error mapper) → the app's middlewares → transport
/// ```
///
/// Each step is a small type with one job, in its own file with its own tests; each calls the
/// next through a non-escaping closure, so a call allocates nothing for the chain. The monitor
/// is outermost so it reports every outcome, a cached answer included; the cache sits inside
/// the lease because a cached answer belongs to the identity that signed it. Server-Sent Events
/// connect through the same steps (``RequestExecutor/serverSentEvents(_:transport:maxReconnects:)``).
package struct RequestPipeline: Sendable {
    package let monitor: MonitorStep
    package let lease: SessionLeaseStep
    package let cache: ResponseCacheStep
    package let retry: RetryStep
    package let validation: ResponseValidationStep
    package let middlewares: MiddlewareStep
    package let transport: TransportStep

    /// Runs one call. `sign` builds the request from the lease's credentials (`nil` when the call
    /// needs none), and again after a refresh on 401.
    package func run(_ call: PipelineCall, sign: (Credentials?) throws(ServiceProviderError) -> SignedRequest)
        async throws(RequestFailure) -> PipelineResponse {
        try await monitor.run(call) { trace throws(RequestFailure) in
            try await lease.run(call, trace: trace, sign: sign) { signed throws(RequestFailure) in
                try await cache.run(signed) { signed throws(RequestFailure) in
                    try await retry.run(signed, trace: trace) { attempt throws(RequestFailure) in
                        try await validation.run(attempt) { attempt in
                            try await middlewares.run(attempt) { sent in
                                try await transport.send(attempt, as: sent, trace: trace)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// What is known of a call before it is signed.
package struct PipelineCall: Sendable {
    /// Whether the session lease step must lease credentials (a request that names the user
    /// always does).
    package var needsLease: Bool
    /// The method and path before signing, for the monitor's report of a call that failed before
    /// it could be built (`nil`: a user-scoped call, unnamed until a user signs it).
    package var unsigned: RequestSummary?
    /// The streaming transport a Server-Sent-Events connection opens on; `nil` for a request.
    package var streaming: (any StreamingHTTPTransport)?

    package init(needsLease: Bool, unsigned: RequestSummary? = nil, streaming: (any StreamingHTTPTransport)? = nil) {
        self.needsLease = needsLease
        self.unsigned = unsigned
        self.streaming = streaming
    }
}

/// A call signed for sending: the transport request the session lease step built from a lease,
/// and what the steps below it need to know about it.
package struct SignedRequest: Sendable {
    /// What goes to the transport.
    package var transportRequest: TransportRequest
    /// The method (the error mapper reads a 422 on a POST differently).
    package var method: HTTPMethod
    /// The call's name (``Request/operation``), as middlewares see it.
    package var operation: String
    /// Whether sending twice is safe.
    package var isIdempotent: Bool
    /// How long a success may be cached (`nil`: never).
    package var cacheTTL: TimeInterval?
    /// The credentials that signed it (`nil`: sent without).
    package var credentials: Credentials?
    /// Where the request placed credentials; their header and query names are hidden from the
    /// monitor (``credentialNames``, worked out only when a monitor listens).
    package var authorization: AuthorizationRequirement
    /// The streaming transport, for a Server-Sent-Events connection.
    package var streaming: (any StreamingHTTPTransport)?
    /// 1 for the first attempt; the retry step counts on.
    package var attempt = 1

    package init(transportRequest: TransportRequest, method: HTTPMethod, operation: String, isIdempotent: Bool,
                 cacheTTL: TimeInterval? = nil, credentials: Credentials? = nil, authorization: AuthorizationRequirement = .none,
                 streaming: (any StreamingHTTPTransport)? = nil) {
        self.transportRequest = transportRequest
        self.method = method
        self.operation = operation
        self.isIdempotent = isIdempotent
        self.cacheTTL = cacheTTL
        self.credentials = credentials
        self.authorization = authorization
        self.streaming = streaming
    }

    /// The header and query names the request placed credentials under.
    package var credentialNames: Set<String> { Set(authorization.placements.map(\.name)) }

    /// The `URLRequest` the transport request carries.
    package var urlRequest: URLRequest { transportRequest.urlRequest }
}

/// A call's answer: the body and the response head. A Server-Sent-Events connection that the
/// server accepted answers with its head and the rest of the body still to read in `stream`.
package struct PipelineResponse: Sendable {
    /// The body (all of it; for an accepted stream, what a middleware answered, usually nothing).
    package var body: Data
    /// The response head.
    package var head: HTTPURLResponse
    /// An accepted stream's remaining chunks, read by the stream's consumer.
    package var stream: AsyncThrowingStream<StreamingChunk, any Error>?
    /// Whether the response cache answered.
    package var fromCache = false

    package init(body: Data, head: HTTPURLResponse, stream: AsyncThrowingStream<StreamingChunk, any Error>? = nil, fromCache: Bool = false) {
        self.body = body
        self.head = head
        self.stream = stream
        self.fromCache = fromCache
    }
}

/// How a call failed, as the steps pass it up: the error the caller gets, and what the retry
/// step and the monitor need besides.
package struct RequestFailure: Error, Sendable {
    /// What the caller receives.
    package var error: ServiceProviderError
    /// The HTTP status of the answer that failed (`nil` when there was none).
    package var status: Int?
    /// How the attempt failed, in the retry policy's terms (`nil`: never worth retrying).
    package var retry: RetryPolicy.Failure?

    package init(_ error: ServiceProviderError, status: Int? = nil, retry: RetryPolicy.Failure? = nil) {
        self.error = error
        self.status = status
        self.retry = retry
    }
}
