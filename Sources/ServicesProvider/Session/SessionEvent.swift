/// A change of a provider's session, delivered on `Client.sessionEvents`. Each stream opens
/// with ``current(userId:)``, the state at that moment; the other cases are changes that
/// happened after it.
public enum SessionEvent: Sendable, Equatable {
    /// The state when the stream was created, always its first element and only then: the
    /// signed-in user's id, or `nil` when no user is signed in (nobody, or only an anonymous
    /// device session). Not a change: an app sets up its UI from it without a "welcome back".
    case current(userId: String?)
    /// A user signed in.
    case loggedIn(userId: String?)
    /// The credentials were refreshed without user action.
    case refreshed
    /// The session ended without the user asking (expired, revoked, refresh failed).
    case expired
    /// The user signed out.
    case loggedOut
}
