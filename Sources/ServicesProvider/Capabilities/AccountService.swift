/// Sign-in, sign-out, profile and registration.
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
}
