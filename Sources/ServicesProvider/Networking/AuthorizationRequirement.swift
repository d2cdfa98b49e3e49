/// What a request needs from the session, and where each credential goes.
///
/// Vendors differ: Goma wants `Authorization: Bearer <jwt>`, EveryMatrix wants the session id
/// in `x-sessionid` (or `x-session-id`) and the user id in `x-user-id`, SportRadar Omega
/// wants `?sessionKey=` in the query. Requests declare it; the session lease step signs them.
@_spi(ProviderKit) public enum AuthorizationRequirement: Sendable, Hashable {
    /// Sent without credentials (sign-in, registration, public data).
    case none
    /// Needs a session, an anonymous device session included; each placement says which
    /// credential goes where.
    case session([CredentialPlacement])
    /// Needs a signed-in user's session: an anonymous device session gets `.unauthorized`
    /// and nothing is sent.
    case user([CredentialPlacement])

    /// `Authorization: Bearer <access token>`, for any session.
    public static let bearer = AuthorizationRequirement.session([.header("Authorization", .accessToken, prefix: "Bearer ")])

    /// The access token, raw, in the named header, for any session.
    public static func header(_ name: String) -> AuthorizationRequirement {
        .session([.header(name, .accessToken)])
    }

    /// The access token as the named query parameter, for any session.
    public static func query(_ name: String) -> AuthorizationRequirement {
        .session([.query(name, .accessToken)])
    }

    /// The same placements, for a signed-in user only (`.bearer.signedIn`).
    public var signedIn: AuthorizationRequirement {
        switch self {
        case .none, .user: return self
        case .session(let placements): return .user(placements)
        }
    }

    /// Whether the request needs a session at all.
    public var requiresSession: Bool {
        if case .none = self { return false }
        return true
    }

    /// Where the credentials go (none for ``none``).
    public var placements: [CredentialPlacement] {
        switch self {
        case .none: return []
        case .session(let placements), .user(let placements): return placements
        }
    }
}

/// Where one credential value goes in a request.
@_spi(ProviderKit) public enum CredentialPlacement: Sendable, Hashable {
    /// In a header, optionally prefixed (e.g. `Bearer `).
    case header(String, CredentialValue, prefix: String = "")
    /// As a query parameter.
    case query(String, CredentialValue)

    /// The header or query name the placement writes.
    public var name: String {
        switch self {
        case .header(let name, _, _), .query(let name, _): return name
        }
    }
}

/// Which value of ``Credentials`` a placement writes.
@_spi(ProviderKit) public enum CredentialValue: Sendable, Hashable {
    /// ``Credentials/accessToken``.
    case accessToken
    /// ``Credentials/userId``.
    case userId
    /// A provider-specific value from ``Credentials/attributes`` (e.g. a launch token).
    case attribute(String)
}
