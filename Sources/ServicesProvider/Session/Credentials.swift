import Foundation

/// What a session holds to authenticate requests. Never includes the user's password.
public struct Credentials: Sendable, Equatable, Codable {
    /// The token, session id or session key the vendor issued.
    public var accessToken: String
    /// A token to obtain a new access token, when the vendor has one.
    public var refreshToken: String?
    /// When the access token stops working, when the vendor says.
    public var expiresAt: Date?
    /// The signed-in user's id; `nil` for an anonymous (device) session.
    public var userId: String?
    /// Provider-specific values (e.g. SportRadar's launch token).
    public var attributes: [String: String]

    /// Creates credentials.
    public init(accessToken: String, refreshToken: String? = nil, expiresAt: Date? = nil,
                userId: String? = nil, attributes: [String: String] = [:]) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.userId = userId
        self.attributes = attributes
    }

    /// Whether the credentials belong to a signed-in user rather than an anonymous device.
    public var isUser: Bool { userId != nil }

    /// Whether the token has expired at `now`, with `leeway` seconds of margin.
    public func isExpired(at now: Date, leeway: TimeInterval = 10) -> Bool {
        guard let expiresAt else { return false }
        return expiresAt.timeIntervalSince(now) <= leeway
    }

    /// The value a placement asks for, if present.
    func value(for credential: CredentialValue) -> String? {
        switch credential {
        case .accessToken: return accessToken
        case .userId: return userId
        case .attribute(let key): return attributes[key]
        }
    }

    /// Identifies whose data a cached response is: two users never share an identity.
    var cacheIdentity: String { userId.map { "user:\($0)" } ?? "token:\(accessToken)" }
}

extension Credentials: SecretHiding {
    /// The user and expiry; the tokens hidden; attribute names only (a value can be a token).
    package var printedFields: [(String, Any)] {
        [("userId", userId ?? "anonymous"), ("expiresAt", expiresAt as Any), ("accessToken", Redactor.hidden(accessToken)),
         ("refreshToken", Redactor.hidden(refreshToken)), ("attributes", Redactor.hidden(attributes))]
    }
}
