/// Sign-in, sign-out, profile, registration and password reset.
public protocol AccountService: ProviderService {
    /// Signs in. The password is sent once and never kept. A session with pending actions
    /// (terms to accept, password to set) is returned as such, not as a plain success.
    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession
    /// Signs out and forgets the session and cached data.
    func logout() async throws(ServiceProviderError)
    /// The signed-in user's profile.
    func profile() async throws(ServiceProviderError) -> UserProfile
    /// Opens an account.
    func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult
    /// Changes the password.
    func changePassword(_ change: PasswordChange) async throws(ServiceProviderError)
    /// Starts a password reset by phone: the vendor sends a code by SMS. Needs no session.
    func requestPasswordReset(phone: PhoneNumber) async throws(ServiceProviderError) -> PasswordResetChallenge
    /// Exchanges the SMS code for the key that sets the new password. A wrong code is
    /// `.validation` on the field `code`.
    func confirmPasswordReset(_ challenge: PasswordResetChallenge, code: String) async throws(ServiceProviderError) -> PasswordResetKey
    /// Sets the new password with a key (from ``confirmPasswordReset(_:code:)`` or a reset e-mail's link).
    func resetPassword(_ reset: PasswordReset) async throws(ServiceProviderError)
    /// The fields the operator's registration form asks for, with their checks. Needs no session.
    func registrationFields() async throws(ServiceProviderError) -> [RegistrationField]
}

extension AccountService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession { throw unsupported(.login) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func logout() async throws(ServiceProviderError) { throw unsupported(.logout) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func profile() async throws(ServiceProviderError) -> UserProfile { throw unsupported(.profile) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult { throw unsupported(.registration) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func changePassword(_ change: PasswordChange) async throws(ServiceProviderError) { throw unsupported(.passwordChange) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func requestPasswordReset(phone: PhoneNumber) async throws(ServiceProviderError) -> PasswordResetChallenge {
        throw unsupported(.passwordReset)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func confirmPasswordReset(_ challenge: PasswordResetChallenge, code: String) async throws(ServiceProviderError) -> PasswordResetKey {
        throw unsupported(.passwordReset)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func resetPassword(_ reset: PasswordReset) async throws(ServiceProviderError) { throw unsupported(.passwordReset) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func registrationFields() async throws(ServiceProviderError) -> [RegistrationField] { throw unsupported(.registrationForm) }
}
