import Foundation

/// The one description of a request and of what it answers. Providers describe their calls as
/// ``Request`` values (which conform); the ``RequestExecutor`` turns one into a `URLRequest` and
/// decodes its ``Response``, so no provider builds requests by hand and no call site names the
/// response type a second time.
@_spi(ProviderKit) public protocol Endpoint: Sendable {
    /// The layer-1 type the body decodes to (`Void` when the body is ignored).
    associatedtype Response: Sendable = Void
    /// The path below the provider's base URL, e.g. `"/v1/player/\(user.id)/details"`. Literal
    /// text is structure; each interpolated id is one segment, percent-encoded by the executor
    /// (a `/` or `?` in it never splits the path) and refused when empty, `.`, `..` or holding a
    /// control character. See ``RequestPath``.
    var path: RequestPath { get }
    /// The HTTP method.
    var method: HTTPMethod { get }
    /// Query items, in order. Repeated names are allowed (`status[]=a&status[]=b`).
    var queryItems: [URLQueryItem] { get }
    /// Extra headers for this request (auth headers come from ``authorization``).
    var headers: [String: String] { get }
    /// The request body, encoded by the core.
    var body: RequestBody? { get }
    /// Whether the request needs the signed-in session, and where its credentials go.
    var authorization: AuthorizationRequirement { get }
    /// Whether sending the request twice is safe; only idempotent requests are retried.
    var isIdempotent: Bool { get }
    /// A per-request timeout; `nil` uses the transport's default.
    var timeout: TimeInterval? { get }
    /// How long a successful response may be served from cache; `nil` means never cached.
    var cacheTTL: TimeInterval? { get }
}

extension Endpoint {
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No extra headers.
    public var headers: [String: String] { [:] }
    /// No body.
    public var body: RequestBody? { nil }
    /// No credentials.
    public var authorization: AuthorizationRequirement { .none }
    /// Derived from the method: GET, PUT and DELETE are idempotent, POST and PATCH are not.
    public var isIdempotent: Bool { method.isIdempotent }
    /// The transport's default timeout.
    public var timeout: TimeInterval? { nil }
    /// Never cached.
    public var cacheTTL: TimeInterval? { nil }
}
