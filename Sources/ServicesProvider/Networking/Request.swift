import Foundation

/// A typed request: where it goes, what it sends, what it needs from the session, and the
/// layer-1 type its body decodes to, so `executor.send(GomaAPI.wallet)` returns a
/// `GomaModels.Wallet` with no `as:` at the call site. It is the one description of a call.
///
/// Providers declare their calls as static members returning one of these, one per call:
///
/// ```swift
/// static var wallet: Request<GomaModels.Wallet> { Request("/api/users/v1/wallets", authorization: .bearer.signedIn) }
/// ```
///
/// A call whose path or body names the signed-in user is a function of a ``SessionUser``
/// (`static func balance(user: SessionUser) -> Request<…>`), sent with
/// ``RequestExecutor/send(forUser:)``. A call answering nothing but its status is a
/// `Request<Void>`. Defaults: GET, no query, no body, no credentials, idempotency from the
/// method, no timeout, never cached.
@_spi(ProviderKit) public struct Request<Response: Sendable>: Sendable {
    /// The path below the host's base URL; each interpolated id is one segment (``RequestPath``).
    public var path: RequestPath
    /// The HTTP method.
    public var method: HTTPMethod
    /// Query items, in order; repeated names are allowed (`status[]=a&status[]=b`).
    public var queryItems: [URLQueryItem]
    /// Extra headers (credentials come from ``authorization``).
    public var headers: [String: String]
    /// The body, encoded by the executor.
    public var body: RequestBody?
    /// Whether the call needs a session (or a signed-in user), and where its credentials go.
    public var authorization: AuthorizationRequirement
    /// Whether sending twice is safe; only idempotent requests are retried.
    public var isIdempotent: Bool
    /// A per-request timeout; `nil` uses the transport's default.
    public var timeout: TimeInterval?
    /// How long a successful answer may be served from the provider's cache; `nil`: never.
    public var cacheTTL: TimeInterval?
    /// The call's name as its API declares it (`wallet`, `balance(user:)`): by default the
    /// declaring member's own name, so middlewares (``RequestMiddlewareContext/operation``)
    /// can tell calls apart without parsing URLs.
    public var operation: String

    /// Creates a GET request.
    public init(_ path: RequestPath, query: [URLQueryItem] = [], headers: [String: String] = [:],
                authorization: AuthorizationRequirement = .none, timeout: TimeInterval? = nil, cacheTTL: TimeInterval? = nil,
                operation: String = #function) {
        self.init(.get, path, query: query, headers: headers, authorization: authorization, timeout: timeout, cacheTTL: cacheTTL,
                  operation: operation)
    }

    /// Creates a request. `idempotent` defaults to what the method implies (GET, PUT, DELETE);
    /// a read the vendor sends as a POST says `idempotent: true`.
    public init(_ method: HTTPMethod, _ path: RequestPath, query: [URLQueryItem] = [], headers: [String: String] = [:],
                body: RequestBody? = nil, authorization: AuthorizationRequirement = .none, idempotent: Bool? = nil,
                timeout: TimeInterval? = nil, cacheTTL: TimeInterval? = nil, operation: String = #function) {
        self.path = path
        self.method = method
        self.queryItems = query
        self.headers = headers
        self.body = body
        self.authorization = authorization
        self.isIdempotent = idempotent ?? method.isIdempotent
        self.timeout = timeout
        self.cacheTTL = cacheTTL
        self.operation = operation
    }
}
