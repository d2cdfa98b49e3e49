import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Sign-in (Omega login, then `openGameSession` for the betting launch token), sign-out,
/// profile, quick sign-up and password change.
struct SportRadarAccountService: AccountService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }

    /// This area's features, as `SportRadarProvider.features` offers them.
    static let features: Set<Feature> = [.login, .logout, .profile, .registration, .passwordChange]

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
            try await runtime.executor(.omega).perform(SportRadarOmegaAPI.logout)
        } catch {
            // An expired key means the server already ended the session.
            if error != .sessionExpired && error != .unauthorized { failure = error }
        }
        // The local session ends whatever the server said.
        await runtime.endSession()
        if let failure { throw failure }
    }

    func profile() async throws(ServiceProviderError) -> UserProfile {
        SportRadarModelMapper.userProfile(try await runtime.executor(.omega).send(SportRadarOmegaAPI.playerInfo))
    }

    func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult {
        try form.validate()
        let fields = try Self.signupFields(form)
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.quickSignup(fields: fields))
        // Omega confirms a quick sign-up by email (`signupConfirmation`) before the first login.
        return RegistrationResult(userId: nil, requiresVerification: true)
    }

    func changePassword(_ change: PasswordChange) async throws(ServiceProviderError) {
        try change.validate()
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.updatePassword(oldPassword: change.currentPassword, newPassword: change.newPassword))
    }

    /// The documented `quickSignup` fields; missing required ones are rejected before sending.
    static func signupFields(_ form: RegistrationForm) throws(ServiceProviderError) -> [(name: String, value: String)] {
        var missing: [ServiceProviderError.FieldError] = []
        func required(_ value: String?, _ field: String) -> String {
            guard let value, !value.isEmpty else {
                missing.append(.init(field: field, code: "REQUIRED", message: "\(field) is required."))
                return ""
            }
            return value
        }
        let email = required(form.email, "email")
        let username = required(form.username, "username")
        let password = required(form.password, "password")
        let birthDate = required(form.birthDate.flatMap(SportRadarDates.day), "birthDate")
        let country = required(form.countryCode, "countryCode")
        let currency = required(form.currency, "currency")
        if !form.acceptsTerms { missing.append(.init(field: "acceptsTerms", code: "REQUIRED", message: "Accept the terms to continue.")) }
        guard missing.isEmpty else { throw .validation(fields: missing) }
        var fields: [(name: String, value: String)] = [
            ("email", email), ("username", username), ("password", password), ("birthDate", birthDate),
        ]
        if let prefix = form.phonePrefix { fields.append(("mobilePrefix", prefix)) }
        if let number = form.phoneNumber { fields.append(("mobileNumber", number)) }
        fields.append(("countryIsoCode", country))
        fields.append(("currencyCode", currency))
        if let promo = form.promoCode { fields.append(("bonusCode", promo)) }
        return fields
    }
}

extension SportRadarProvider {
    /// Sign-in, profile, registration, password change.
    public var account: any AccountService { SportRadarAccountService(runtime: runtime) }
}
