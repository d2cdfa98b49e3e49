import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Login, logout, profile, registration, its form and password reset over the Player API. The
/// vendor has no old-password/new-password call ("change password" is the reset flow), so
/// `changePassword` stays unsupported; it documents no profile update either.
struct EveryMatrixAccountService: AccountService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// The account features (REST: offered everywhere).
    static let features: Set<Feature> = [.login, .logout, .profile, .registration, .passwordReset, .registrationForm]

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
        try credentials.validate()
        let endpoint = EveryMatrixPlayerAPI.login(.init(username: credentials.username, password: credentials.password),
                                                  language: runtime.configuration.language)
        let response = try await runtime.executor(.player).send(endpoint)
        // Only the session id (and the login name, which bet placement repeats) is kept; the
        // password is gone once this call returns.
        await runtime.session.signIn(Credentials(accessToken: response.sessionId, userId: response.userId.value,
                                                 attributes: [EveryMatrixModelMapper.usernameAttribute: credentials.username]),
                                     persist: credentials.rememberMe)
        return EveryMatrixModelMapper.userSession(response, username: credentials.username)
    }

    /// Ends the vendor session, then always forgets it locally. A failure other than "already
    /// gone" is reported after the local sign-out (the server session may still be alive).
    func logout() async throws(ServiceProviderError) {
        guard await runtime.session.current != nil else { return }
        var failure: ServiceProviderError?
        do {
            try await runtime.executor(.player).send(EveryMatrixPlayerAPI.logout)
        } catch .sessionExpired, .unauthorized {
            // Already gone at the vendor.
        } catch {
            failure = error
        }
        await runtime.endSession()
        if let failure { throw failure }
    }

    func profile() async throws(ServiceProviderError) -> UserProfile {
        let details = try await runtime.executor(.player).send(forUser: EveryMatrixPlayerAPI.details)
        return EveryMatrixModelMapper.userProfile(details)
    }

    func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult {
        try form.validate()
        let language = runtime.configuration.language
        let step = try EveryMatrixModelMapper.registrationStep(form, registrationId: UUID().uuidString.lowercased())
        let stepped = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.registrationStep(step, language: language))
        let registered = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.register(registrationId: stepped.registrationId, language: language))
        guard registered.success else { throw .vendor(code: "RegistrationFailed", message: nil) }
        return RegistrationResult(userId: registered.userId?.value)
    }

    func requestPasswordReset(phone: PhoneNumber) async throws(ServiceProviderError) -> PasswordResetChallenge {
        try phone.validate()
        let answer = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.resetPasswordByMobile(number: phone.number, prefix: phone.prefix))
        return PasswordResetChallenge(token: answer.tokenId)
    }

    /// The vendor's `InvalidValidationCode` becomes `.validation` on the field `code`, with its message.
    func confirmPasswordReset(_ challenge: PasswordResetChallenge, code: String) async throws(ServiceProviderError) -> PasswordResetKey {
        try InputValidation.identifier(challenge.token, field: "token")
        try InputValidation.identifier(code, field: "code")
        do {
            let answer = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.validateResetCode(tokenId: challenge.token, code: code))
            return PasswordResetKey(value: answer.hashKey)
        } catch .vendor(code: "InvalidValidationCode", let message) {
            throw .validation(fields: [.init(field: "code", code: "INVALID", message: message)])
        }
    }

    func resetPassword(_ reset: PasswordReset) async throws(ServiceProviderError) {
        try reset.validate()
        let body = EveryMatrixModels.ResetByHashKeyRequest(hashKey: reset.key.value, plainTextPassword: reset.newPassword, isUserHash: true)
        let answer = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.resetPasswordByHashKey(body))
        guard answer.success?.value == "1" || answer.success?.value == "true" else {
            throw .vendor(code: "PasswordResetFailed", message: nil)
        }
    }

    func registrationFields() async throws(ServiceProviderError) -> [RegistrationField] {
        EveryMatrixModelMapper.registrationFields(try await runtime.executor(.player).send(EveryMatrixPlayerAPI.registrationConfig))
    }
}

extension EveryMatrixProvider {
    /// Login (session id only, no refresh token), registration, profile, logout.
    public var account: any AccountService { EveryMatrixAccountService(runtime: runtime) }
}
