import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Sign-in (Omega login, then `openGameSession` for the betting launch token), sign-out,
/// profile and its update, sign-up with its confirmation, completion and helpers (e-mail and
/// username checks, countries, phone verification), password change and the e-mail password reset.
struct SportRadarAccountService: AccountService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features` (support tickets only with a help desk).
    var features: Set<Feature> { Self.features.union(supportFeatures) }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [
        .login, .logout, .profile, .registration, .passwordChange, .passwordResetByEmail, .registrationConfirmation,
        .registrationCompletion, .profileUpdate, .emailCheck, .usernameCheck, .countries, .phoneVerification, .consents,
        .pushTokenRegistration,
    ]

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
        try credentials.validate()
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.login(username: credentials.username, password: credentials.password))
        guard let sessionKey = response.sessionKey, let partyId = response.partyId else {
            throw .invalidResponse(message: "The login response has no session key or party id.")
        }
        var attributes: [String: String] = [:]
        if let currency = response.currency { attributes[SportRadarOmegaAPI.currencyAttribute] = currency }
        await runtime.session.signIn(Credentials(accessToken: sessionKey, userId: partyId, attributes: attributes),
                                     persist: credentials.rememberMe)
        do throws(ServiceProviderError) {
            let game = try await runtime.executor(.omega).send(SportRadarOmegaAPI.openGameSession)
            guard let launchToken = game.launchToken else {
                throw .invalidResponse(message: "openGameSession returned no launch token.")
            }
            attributes[SportRadarPoseidonAPI.launchTokenAttribute] = launchToken
            await runtime.session.update(Credentials(accessToken: sessionKey, userId: partyId, attributes: attributes))
        } catch {
            // Without a launch token the user could not bet: do not leave half a session.
            await runtime.endSession()
            throw error
        }
        return SportRadarModelMapper.userSession(response, partyId: partyId)
    }

    func logout() async throws(ServiceProviderError) {
        var failure: ServiceProviderError?
        do throws(ServiceProviderError) {
            try await runtime.executor(.omega).send(SportRadarOmegaAPI.logout)
        } catch {
            // An expired key means the server already ended the session.
            if error != .sessionExpired && error != .unauthorized { failure = error }
        }
        // The local session ends whatever the server said.
        await runtime.endSession()
        if let failure { throw failure }
    }

    func consents() async throws(ServiceProviderError) -> [Consent] {
        SportRadarModelMapper.consents(try await runtime.executor(.omega).send(SportRadarOmegaAPI.userConsents))
    }

    func saveConsents(_ decisions: [ConsentDecision]) async throws(ServiceProviderError) {
        try decisions.validate()
        guard !decisions.isEmpty else { return }
        let ids = try SportRadarModelMapper.consentVersionIds(decisions)
        try await refuseMandatoryWithdrawals(decisions)
        try await runtime.executor(.omega).send(SportRadarOmegaAPI.saveUserConsents(given: ids.given, refused: ids.refused))
    }

    /// A decision built from a bare version id does not know whether its consent is mandatory
    /// (one built from the consent read was checked by `validate()`): when such a decision
    /// declines, the consents are read first and a mandatory one is refused before the save.
    private func refuseMandatoryWithdrawals(_ decisions: [ConsentDecision]) async throws(ServiceProviderError) {
        guard decisions.contains(where: { !$0.isGiven && $0.isMandatory == nil }) else { return }
        let mandatory = Set(try await consents().filter { $0.isMandatory == true }.map(\.versionId))
        if let refused = decisions.first(where: { !$0.isGiven && mandatory.contains($0.versionId) }) {
            throw ConsentDecision.refusingMandatory(refused.versionId)
        }
    }

    /// `updateExtraInfo` with the token in both device-token keys; only `SUCCESS` counts. The
    /// vendor documents no call that removes a token: signing out leaves it with the account.
    func registerPushToken(_ registration: PushTokenRegistration) async throws(ServiceProviderError) {
        try registration.validate()
        let extraInfo = try SportRadarModelMapper.pushTokenExtraInfo(registration)
        try await runtime.executor(.omega).send(SportRadarOmegaAPI.updateExtraInfo(json: extraInfo)) { response throws(ServiceProviderError) in
            try SportRadarModelMapper.requireSuccess(response, of: "updateExtraInfo")
        }
    }

    func profile() async throws(ServiceProviderError) -> UserProfile {
        SportRadarModelMapper.userProfile(try await runtime.executor(.omega).send(SportRadarOmegaAPI.playerInfo))
    }

    func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult {
        try form.validate()
        var multipart = MultipartFormData()
        for part in try SportRadarModelMapper.signupParts(form) { multipart.append(name: part.name, value: part.value) }
        return SportRadarModelMapper.registrationResult(try await runtime.executor(.omega).send(SportRadarOmegaAPI.signup(multipart)))
    }

    func confirmRegistration(email: String, code: String) async throws(ServiceProviderError) {
        try InputValidation.username(email, field: "email")
        try InputValidation.identifier(code, field: "code")
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.signupConfirmation(code: code, email: email))
    }

    func completeRegistration(_ details: ProfileUpdate) async throws(ServiceProviderError) {
        try details.validate()
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.quickSignupCompletion(fields: try SportRadarModelMapper.completionQuery(details)))
    }

    /// `updatePlayerInfo` for the main fields, then `updateExtraInfo` for the second address
    /// line and the place of birth; each call only when it has something to change.
    func updateProfile(_ update: ProfileUpdate) async throws(ServiceProviderError) {
        try update.validate()
        let fields = try SportRadarModelMapper.playerInfoQuery(update)
        let extraInfo = try SportRadarModelMapper.profileExtraInfo(update)
        if !fields.isEmpty { _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.updatePlayerInfo(fields: fields)) }
        if let extraInfo { _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.updateExtraInfo(json: extraInfo)) }
    }

    func changePassword(_ change: PasswordChange) async throws(ServiceProviderError) {
        try change.validate()
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.updatePassword(oldPassword: change.currentPassword, newPassword: change.newPassword))
    }

    /// The vendor e-mails the player; the reset itself happens outside the app.
    func requestPasswordReset(email: String) async throws(ServiceProviderError) {
        try InputValidation.username(email, field: "email")
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.forgotPassword(email: email))
    }

    func isEmailRegistered(_ email: String) async throws(ServiceProviderError) -> Bool {
        try InputValidation.username(email, field: "email")
        return try SportRadarModelMapper.credentialExists(try await runtime.executor(.omega).send(SportRadarOmegaAPI.checkCredential(field: "email", value: email)))
    }

    func usernameAvailability(_ username: String) async throws(ServiceProviderError) -> UsernameAvailability {
        try InputValidation.username(username)
        return SportRadarModelMapper.usernameAvailability(try await runtime.executor(.omega).send(SportRadarOmegaAPI.userIdSuggestion(userId: username)))
    }

    func registrationCountries() async throws(ServiceProviderError) -> [String] {
        try await runtime.executor(.omega).send(SportRadarOmegaAPI.countries).countries ?? []
    }

    func currentCountry() async throws(ServiceProviderError) -> Country {
        try SportRadarModelMapper.country(try await runtime.executor(.omega).send(SportRadarOmegaAPI.countryInfo))
    }

    func sendPhoneVerificationCode(to phone: PhoneNumber) async throws(ServiceProviderError) -> PhoneVerification {
        try phone.validate()
        let mobile = SportRadarModelMapper.mobile(prefix: phone.prefix, number: phone.number)
        return try SportRadarModelMapper.phoneVerification(try await runtime.executor(.omega).send(SportRadarOmegaAPI.sendVerificationCode(mobile: mobile)))
    }

    /// A wrong code is the vendor's `INVALID_VALUE`: `.validation` on `code`.
    func checkPhoneVerificationCode(_ verification: PhoneVerification, code: String) async throws(ServiceProviderError) {
        try InputValidation.identifier(verification.id, field: "phoneVerification")
        try InputValidation.identifier(code, field: "code")
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.checkVerificationCode(requestId: verification.id, code: code))
    }
}

extension SportRadarProvider {
    /// Sign-in, profile and its update, registration and its helpers, password change and reset by e-mail.
    public var account: any AccountService { SportRadarAccountService(runtime: runtime) }
}
