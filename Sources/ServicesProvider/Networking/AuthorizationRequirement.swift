/// Whether an endpoint needs the session, and where each credential goes.
///
/// Vendors differ: Goma wants `Authorization: Bearer <jwt>`, EveryMatrix wants the session id
/// in `x-sessionid` (or `x-session-id`) and the user id in `x-user-id`, SportRadar Omega
/// wants `?sessionKey=` in the query. Endpoints declare it; the session injects it.
@_spi(ProviderKit) public enum AuthorizationRequirement: Sendable, Hashable {
    /// Sent without credentials.
    case none
    /// Needs a session; each placement says which credential goes where.
    case session([CredentialPlacement])

    /// `Authorization: Bearer <access token>`.
    public static let bearer = AuthorizationRequirement.session([.header("Authorization", .accessToken, prefix: "Bearer ")])

    /// The access token, raw, in the named header.
    public static func header(_ name: String) -> AuthorizationRequirement {
        .session([.header(name, .accessToken)])
    }

    /// The access token as the named query parameter.
    public static func query(_ name: String) -> AuthorizationRequirement {
        .session([.query(name, .accessToken)])
    }

    /// Whether the request needs a session at all.
    public var requiresSession: Bool {
        if case .session = self { return true }
        return false
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
