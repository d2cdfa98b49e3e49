import Foundation

/// The result of a sign-in: who is signed in and what they must do before playing.
public struct UserSession: Sendable, Hashable {
    /// The user's id at the provider.
    public var userId: String
    /// The name the user signed in with, when known.
    public var username: String?
    /// Steps the user must complete first; empty when the session is ready to use.
    public var pendingActions: [PendingAction]

    /// Creates a session value.
    public init(userId: String, username: String? = nil, pendingActions: [PendingAction] = []) {
        self.userId = userId
        self.username = username
        self.pendingActions = pendingActions
    }

    /// Whether the user can play right away (no pending action).
    public var isReady: Bool { pendingActions.isEmpty }

    /// Something the user must do before the session is fully usable.
    public enum PendingAction: Sendable, Hashable {
        /// Accept the (new) terms and conditions.
        case acceptTermsAndConditions
        /// Set a password (e.g. after a registration by phone).
        case setPassword
        /// Verify the email address.
        case verifyEmail
        /// Complete identity verification (KYC).
        case verifyIdentity
        /// A vendor blocker the SDK does not know; the raw value is kept.
        case unknown(String)
    }
}

/// What a user types to sign in. The SDK sends it once and never keeps the password.
public struct LoginCredentials: Sendable, Hashable {
    /// Username, email or phone number, as the provider expects.
    public var username: String
    /// The password.
    public var password: String
    /// "Keep me signed in": keep the session in persistent storage.
    public var rememberMe: Bool

    /// Creates login input.
    public init(username: String, password: String, rememberMe: Bool = false) {
        self.username = username
        self.password = password
        self.rememberMe = rememberMe
    }
}

extension LoginCredentials: SecretHiding {
    /// Everything but the password.
    package var printedFields: [(String, Any)] {
        [("username", username), ("password", Redactor.hidden(password)), ("rememberMe", rememberMe)]
    }
}
