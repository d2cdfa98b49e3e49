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
    /// Starts a password reset by e-mail: the vendor e-mails the user, and the reset itself
    /// happens outside the app (a link), unless the e-mail carries a key for
    /// ``resetPassword(_:)``. Needs no session. An unknown address is the vendor's error.
    func requestPasswordReset(email: String) async throws(ServiceProviderError)
    /// Confirms a new account with the code the vendor e-mailed after ``register(_:)`` (when
    /// ``RegistrationResult/requiresVerification``). A wrong or expired code is `.validation` on
    /// the field `code`. Needs no session.
    func confirmRegistration(email: String, code: String) async throws(ServiceProviderError)
    /// Completes the signed-in account opened with a short form (a session whose pending
    /// actions ask for it): sends the personal details the operator needs before playing.
    func completeRegistration(_ details: ProfileUpdate) async throws(ServiceProviderError)
    /// Changes the signed-in user's personal details; only the fields set are sent.
    func updateProfile(_ update: ProfileUpdate) async throws(ServiceProviderError)
    /// Whether an account already uses this e-mail address (to warn on a sign-up form before
    /// sending it). Needs no session.
    func isEmailRegistered(_ email: String) async throws(ServiceProviderError) -> Bool
    /// Whether a username is free, with free names to suggest when it is not. Needs no session.
    func usernameAvailability(_ username: String) async throws(ServiceProviderError) -> UsernameAvailability
    /// The ISO 3166 alpha-2 codes of the countries the operator accepts registrations from.
    func registrationCountries() async throws(ServiceProviderError) -> [String]
    /// The country the caller is in, as the operator locates it (to pre-fill a form and its phone prefix).
    func currentCountry() async throws(ServiceProviderError) -> Country
    /// Sends a code by SMS to check a mobile number before registering with it. Needs no session.
    func sendPhoneVerificationCode(to phone: PhoneNumber) async throws(ServiceProviderError) -> PhoneVerification
    /// Checks the SMS code of a phone verification; returns normally when it matches. A wrong
    /// code is `.validation` on the field `code`.
    func checkPhoneVerificationCode(_ verification: PhoneVerification, code: String) async throws(ServiceProviderError)
    /// Closes the signed-in user's account for good (no lock period is chosen) and ends the
    /// session; the account cannot sign in afterwards.
    func closeAccount() async throws(ServiceProviderError)
    /// The signed-in user's notification choices.
    func notificationSettings() async throws(ServiceProviderError) -> NotificationSettings
    /// Saves the signed-in user's notification choices. Every option is sent, each one absent
    /// from ``NotificationSettings/options`` as off: pass the settings read, changed.
    func updateNotificationSettings(_ settings: NotificationSettings) async throws(ServiceProviderError)
    /// The consents the operator asks the signed-in user for, each with the user's answer so far.
    func consents() async throws(ServiceProviderError) -> [Consent]
    /// Saves the signed-in user's answers; consents not named keep theirs. Saving no answer
    /// sends nothing.
    func saveConsents(_ decisions: [ConsentDecision]) async throws(ServiceProviderError)
    /// Sends a message to the operator's customer service; needs no session (the message says
    /// who writes and where to answer). Returns once the operator accepted it.
    func sendContactMessage(_ message: ContactMessage) async throws(ServiceProviderError)
    /// Opens a ticket at the operator's help desk: signed in, in the account's name; signed out,
    /// in the ``SupportTicketRequest/requester``'s (required then, `.validation` on `requester`).
    func createSupportTicket(_ request: SupportTicketRequest) async throws(ServiceProviderError) -> SupportTicket
    /// Keeps the device's push token with the signed-in account, so the operator can notify
    /// this device. Call it after each sign-in and whenever the platform hands out a new token.
    func registerPushToken(_ registration: PushTokenRegistration) async throws(ServiceProviderError)
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
    /// Default: throws `.notSupported(feature:provider:)`.
    public func requestPasswordReset(email: String) async throws(ServiceProviderError) { throw unsupported(.passwordResetByEmail) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func confirmRegistration(email: String, code: String) async throws(ServiceProviderError) {
        throw unsupported(.registrationConfirmation)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func completeRegistration(_ details: ProfileUpdate) async throws(ServiceProviderError) { throw unsupported(.registrationCompletion) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func updateProfile(_ update: ProfileUpdate) async throws(ServiceProviderError) { throw unsupported(.profileUpdate) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func isEmailRegistered(_ email: String) async throws(ServiceProviderError) -> Bool { throw unsupported(.emailCheck) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func usernameAvailability(_ username: String) async throws(ServiceProviderError) -> UsernameAvailability {
        throw unsupported(.usernameCheck)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func registrationCountries() async throws(ServiceProviderError) -> [String] { throw unsupported(.countries) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func currentCountry() async throws(ServiceProviderError) -> Country { throw unsupported(.countries) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func sendPhoneVerificationCode(to phone: PhoneNumber) async throws(ServiceProviderError) -> PhoneVerification {
        throw unsupported(.phoneVerification)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func checkPhoneVerificationCode(_ verification: PhoneVerification, code: String) async throws(ServiceProviderError) {
        throw unsupported(.phoneVerification)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func closeAccount() async throws(ServiceProviderError) { throw unsupported(.accountClosure) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func notificationSettings() async throws(ServiceProviderError) -> NotificationSettings { throw unsupported(.notificationSettings) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func updateNotificationSettings(_ settings: NotificationSettings) async throws(ServiceProviderError) {
        throw unsupported(.notificationSettings)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func consents() async throws(ServiceProviderError) -> [Consent] { throw unsupported(.consents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func saveConsents(_ decisions: [ConsentDecision]) async throws(ServiceProviderError) { throw unsupported(.consents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func sendContactMessage(_ message: ContactMessage) async throws(ServiceProviderError) { throw unsupported(.contactForm) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func createSupportTicket(_ request: SupportTicketRequest) async throws(ServiceProviderError) -> SupportTicket {
        throw unsupported(.supportTickets)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func registerPushToken(_ registration: PushTokenRegistration) async throws(ServiceProviderError) {
        throw unsupported(.pushTokenRegistration)
    }
}
