import Foundation
import ServicesProvider

/// Login, logout, profile and registration over the Player API.
struct EveryMatrixAccountService: AccountService {
    let context: EveryMatrixContext
    var providerName: String { "EveryMatrix" }

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
        let endpoint = EveryMatrixPlayerAPI.login(.init(username: credentials.username, password: credentials.password),
                                                  language: context.configuration.language)
        let response = try await context.player.send(endpoint, as: EveryMatrixModels.LoginResponse.self)
        // Only the session id is kept; the password is gone once this call returns.
        await context.session.signIn(Credentials(accessToken: response.sessionId, userId: response.userId.value),
                                     persist: credentials.rememberMe)
        return EveryMatrixModelMapper.userSession(response, username: credentials.username)
    }

    /// Ends the vendor session, then always forgets it locally. A failure other than "already
    /// gone" is reported after the local sign-out (the server session may still be alive).
    func logout() async throws(ServiceProviderError) {
        guard await context.session.current != nil else { return }
        var failure: ServiceProviderError?
        do {
            try await context.player.perform(EveryMatrixPlayerAPI.logout)
        } catch .sessionExpired, .unauthorized {
            // Already gone at the vendor.
        } catch {
            failure = error
        }
        await context.player.endSession()
        if let failure { throw failure }
    }

    func profile() async throws(ServiceProviderError) -> UserProfile {
        let userId = try await context.userId()
        let details = try await context.player.send(EveryMatrixPlayerAPI.details(userId: userId), as: EveryMatrixModels.PlayerDetails.self)
        return EveryMatrixModelMapper.userProfile(details)
    }

    func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult {
        let language = context.configuration.language
        let step = try EveryMatrixModelMapper.registrationStep(form, registrationId: UUID().uuidString.lowercased())
        let stepped = try await context.player.send(EveryMatrixPlayerAPI.registrationStep(step, language: language),
                                                    as: EveryMatrixModels.RegistrationStepResponse.self)
        let registered = try await context.player.send(EveryMatrixPlayerAPI.register(registrationId: stepped.registrationId, language: language),
                                                       as: EveryMatrixModels.RegisterResponse.self)
        guard registered.success else { throw .vendor(code: "RegistrationFailed", message: nil) }
        return RegistrationResult(userId: registered.userId?.value)
    }
}
