import Foundation

/// A typed request: everything ``Endpoint`` describes, plus the layer-1 type its body decodes to,
/// so `executor.send(GomaAPI.wallet)` returns a `GomaModels.Wallet` with no `as:` at the call site.
///
/// Providers declare their calls as static members returning one of these, one per call:
///
/// ```swift
/// static var wallet: Request<GomaModels.Wallet> { Request("/api/users/v1/wallets", authorization: .bearer) }
/// ```
@_spi(ProviderKit) public struct Request<Response: Sendable>: Endpoint {
    /// The path below the host's base URL; each interpolated id is one segment (``RequestPath``).
    public var path: RequestPath
    /// The HTTP method.
    public var method: HTTPMethod
    /// Query items, in order; repeated names are allowed.
    public var queryItems: [URLQueryItem]
    /// Extra headers (credentials come from ``authorization``).
    public var headers: [String: String]
    /// The body, encoded by the executor.
    public var body: RequestBody?
    /// Whether the call needs the session, and where its credentials go.
    public var authorization: AuthorizationRequirement
    /// Whether sending twice is safe; only idempotent requests are retried.
    public var isIdempotent: Bool
    /// A per-request timeout; `nil` uses the transport's default.
    public var timeout: TimeInterval?
    /// How long a successful answer may be served from the provider's cache; `nil`: never.
    public var cacheTTL: TimeInterval?

    /// Creates a GET request.
    public init(_ path: RequestPath, query: [URLQueryItem] = [], headers: [String: String] = [:],
                authorization: AuthorizationRequirement = .none, timeout: TimeInterval? = nil, cacheTTL: TimeInterval? = nil) {
        self.init(.get, path, query: query, headers: headers, authorization: authorization, timeout: timeout, cacheTTL: cacheTTL)
    }

    /// Creates a request. `idempotent` defaults to what the method implies (GET, PUT, DELETE).
    public init(_ method: HTTPMethod, _ path: RequestPath, query: [URLQueryItem] = [], headers: [String: String] = [:],
                body: RequestBody? = nil, authorization: AuthorizationRequirement = .none, idempotent: Bool? = nil,
                timeout: TimeInterval? = nil, cacheTTL: TimeInterval? = nil) {
        self.path = path
        self.method = method
        self.queryItems = query
        self.headers = headers
        self.body = body
        self.authorization = authorization
        self.isIdempotent = idempotent ?? method.isIdempotent
        self.timeout = timeout
        self.cacheTTL = cacheTTL
    }
}
