/// A change of a provider's session, delivered on `Client.sessionEvents`.
public enum SessionEvent: Sendable, Equatable {
    /// A user signed in.
    case loggedIn(userId: String?)
    /// The credentials were refreshed without user action.
    case refreshed
    /// The session ended without the user asking (expired, revoked, refresh failed).
    case expired
    /// The user signed out.
    case loggedOut
}
