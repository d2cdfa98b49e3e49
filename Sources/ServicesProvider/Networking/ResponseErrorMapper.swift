import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns a vendor's response into a `ServiceProviderError` when it is a failure. It sees every
/// response, 2xx included, because some vendors (SportRadar Omega) report errors in a 200 body.
@_spi(ProviderKit) public protocol ResponseErrorMapper: Sendable {
    /// The error this response stands for, or `nil` if it is a success.
    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError?
}

/// Facts about the response the mapper may need.
@_spi(ProviderKit) public struct ResponseContext: Sendable {
    /// The server's `Retry-After`, parsed to seconds.
    public var retryAfter: TimeInterval?
    /// The request's method (a 422 on a POST that places something means something else than on a GET).
    public var method: HTTPMethod
    /// Whether the request carried the session's credentials: a 401 then means the session
    /// ended; without them (a login, a registration) it means the input was refused.
    public var usedSession: Bool

    /// Creates a context (public so providers can test their mappers).
    public init(retryAfter: TimeInterval? = nil, method: HTTPMethod = .get, usedSession: Bool = false) {
        self.retryAfter = retryAfter
        self.method = method
        self.usedSession = usedSession
    }
}

/// Maps HTTP statuses only: 2xx is success; anything else gets the default case for its status,
/// with the body's `message` field (if any) as the message.
@_spi(ProviderKit) public struct HTTPStatusErrorMapper: ResponseErrorMapper {
    /// Creates the mapper.
    public init() {}

    /// `nil` for 2xx; otherwise the default case for the status.
    public func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        guard !(200..<300).contains(response.statusCode) else { return nil }
        return ServiceProviderError(status: response.statusCode, retryAfter: context.retryAfter,
                                    message: Self.message(in: body))
    }

    /// A `message` (or `error`) string at the top of a JSON body, if there is one.
    public static func message(in body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return (object["message"] as? String) ?? (object["error"] as? String)
    }
}
