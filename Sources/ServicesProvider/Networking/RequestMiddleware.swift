import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An app's own hook into every request a provider sends: add a header, trace, measure, or
/// answer from somewhere else. Pass middlewares to a provider's initializer; they run on the one
/// request path, in order (the first one is outermost), after the session's credentials are
/// added and before the request event monitor sees the request (so the monitor shows what was
/// really sent, secrets redacted). They run once per attempt: a retried request passes through
/// again, and a response served from the cache does not pass through at all.
///
/// ```swift
/// struct Tracing: RequestMiddleware {
///     func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
///                    next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
///         var request = request
///         request.setValue(UUID().uuidString, forHTTPHeaderField: "X-Trace-Id")
///         return try await next(request)
///     }
/// }
/// ```
///
/// Streams (Server-Sent Events, WebSockets) are opened without middlewares. An error a
/// middleware throws reaches the caller as a ``ServiceProviderError`` (a `URLError` as the
/// transport's would; any other error as `.invalidRequest`); the request is not retried for it.
public protocol RequestMiddleware: Sendable {
    /// Handles one attempt: change the request, call `next` (or not), look at the answer.
    func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                   next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse)
}

/// Sends a request on to the next middleware, and after the last one to the transport.
public typealias RequestMiddlewareNext = @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

/// What a middleware knows about the request it handles besides the `URLRequest` itself.
public struct RequestMiddlewareContext: Sendable, Hashable {
    /// The provider sending it (`"Goma"`, `"EveryMatrix"`, `"SportRadar"`).
    public var providerName: String
    /// 1 for the first try, then 2, 3… for retries.
    public var attempt: Int

    /// Creates a context.
    public init(providerName: String, attempt: Int) {
        self.providerName = providerName
        self.attempt = attempt
    }
}

extension Array where Element == any RequestMiddleware {
    /// Runs the middlewares around `send`, the first one outermost.
    func run(_ request: URLRequest, context: RequestMiddlewareContext,
             send: @escaping RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
        let chain = reversed().reduce(send) { next, middleware in
            { @Sendable request in try await middleware.intercept(request, context: context, next: next) }
        }
        return try await chain(request)
    }
}
