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
/// ``RequestMiddlewareContext/operation`` names the call.
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
/// Each connection of a Server-Sent-Events stream passes through them too: `next` answers with
/// the response head and an empty body (the events go on to the stream's reader). WebSocket
/// frames do not pass through them. An error a middleware throws reaches the caller as a
/// ``ServiceProviderError`` (a `URLError` as the transport's would, and may be retried; any
/// other error as `.invalidRequest`, never retried).
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
    /// The call, as the provider's API names it (`wallet`, `balance`, `placeBet`), like an
    /// OpenAPI operation id: the same for every attempt and every user, never holding an id.
    public var operation: String

    /// Creates a context.
    public init(providerName: String, attempt: Int, operation: String = "") {
        self.providerName = providerName
        self.attempt = attempt
        self.operation = operation
    }

    /// A declaring member's name without its argument labels (`balance(user:)` → `balance`).
    static func operationName(_ declared: String) -> String {
        guard let open = declared.firstIndex(of: "(") else { return declared }
        return String(declared[..<open])
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
