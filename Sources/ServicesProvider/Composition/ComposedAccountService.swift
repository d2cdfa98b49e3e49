/// The account route's service inside a ``ComposedProvider``: every call goes to it alone (so
/// the user's credentials reach no other provider), and ending its session ends the others'.
struct ComposedAccountService: AccountService {
    let base: any AccountService
    /// The composition's other providers, signed out with the account route.
    let others: [any ServiceProvider]

    var providerName: String { base.providerName }
    var features: Set<Feature> { base.features }

    /// Signs out of the account route, then of every other provider that has a user (a content
    /// provider's anonymous device session is no user's and stays). Every provider is tried; the
    /// first failure is thrown after.
    func logout() async throws(ServiceProviderError) {
        var failure: ServiceProviderError?
        do { try await base.logout() } catch { failure = error }
        if let error = await signOutOthers() { failure = failure ?? error }
        if let failure { throw failure }
    }

    /// Closes the account, which ends its session; the other providers are then signed out.
    func closeAccount() async throws(ServiceProviderError) {
        try await base.closeAccount()
        if let error = await signOutOthers() { throw error }
    }

    /// Signs out each other provider with a user; the first failure, if any.
    private func signOutOthers() async -> ServiceProviderError? {
        var failure: ServiceProviderError?
        for provider in others where await provider.isSignedIn {
            do { try await provider.account.logout() } catch { failure = failure ?? error }
        }
        return failure
    }

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession { try await base.login(credentials) }
    func profile() async throws(ServiceProviderError) -> UserProfile { try await base.profile() }
    func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult { try await base.register(form) }
    func changePassword(_ change: PasswordChange) async throws(ServiceProviderError) { try await base.changePassword(change) }
    func requestPasswordReset(phone: PhoneNumber) async throws(ServiceProviderError) -> PasswordResetChallenge {
        try await base.requestPasswordReset(phone: phone)
    }
    func confirmPasswordReset(_ challenge: PasswordResetChallenge, code: String) async throws(ServiceProviderError) -> PasswordResetKey {
        try await base.confirmPasswordReset(challenge, code: code)
    }
    func resetPassword(_ reset: PasswordReset) async throws(ServiceProviderError) { try await base.resetPassword(reset) }
    func registrationFields() async throws(ServiceProviderError) -> [RegistrationField] { try await base.registrationFields() }
    func requestPasswordReset(email: String) async throws(ServiceProviderError) { try await base.requestPasswordReset(email: email) }
    func confirmRegistration(email: String, code: String) async throws(ServiceProviderError) {
        try await base.confirmRegistration(email: email, code: code)
    }
    func completeRegistration(_ details: ProfileUpdate) async throws(ServiceProviderError) { try await base.completeRegistration(details) }
    func updateProfile(_ update: ProfileUpdate) async throws(ServiceProviderError) { try await base.updateProfile(update) }
    func isEmailRegistered(_ email: String) async throws(ServiceProviderError) -> Bool { try await base.isEmailRegistered(email) }
    func usernameAvailability(_ username: String) async throws(ServiceProviderError) -> UsernameAvailability {
        try await base.usernameAvailability(username)
    }
    func registrationCountries() async throws(ServiceProviderError) -> [String] { try await base.registrationCountries() }
    func currentCountry() async throws(ServiceProviderError) -> Country { try await base.currentCountry() }
    func sendPhoneVerificationCode(to phone: PhoneNumber) async throws(ServiceProviderError) -> PhoneVerification {
        try await base.sendPhoneVerificationCode(to: phone)
    }
    func checkPhoneVerificationCode(_ verification: PhoneVerification, code: String) async throws(ServiceProviderError) {
        try await base.checkPhoneVerificationCode(verification, code: code)
    }
    func notificationSettings() async throws(ServiceProviderError) -> NotificationSettings { try await base.notificationSettings() }
    func updateNotificationSettings(_ settings: NotificationSettings) async throws(ServiceProviderError) {
        try await base.updateNotificationSettings(settings)
    }
    func consents() async throws(ServiceProviderError) -> [Consent] { try await base.consents() }
    func saveConsents(_ decisions: [ConsentDecision]) async throws(ServiceProviderError) { try await base.saveConsents(decisions) }
    func sendContactMessage(_ message: ContactMessage) async throws(ServiceProviderError) { try await base.sendContactMessage(message) }
    func createSupportTicket(_ request: SupportTicketRequest) async throws(ServiceProviderError) -> SupportTicket {
        try await base.createSupportTicket(request)
    }
    func registerPushToken(_ registration: PushTokenRegistration) async throws(ServiceProviderError) {
        try await base.registerPushToken(registration)
    }
}
