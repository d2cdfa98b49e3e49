import Foundation
import ServicesProvider

/// Goma sign-in (over the anonymous token), sign-out and profile.
struct GomaAccountService: AccountService {
    let context: GomaContext
    var providerName: String { GomaContext.providerName }

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
        let envelope = try await context.executor.send(
            GomaAPI.login(username: credentials.username, password: credentials.password, pushToken: context.configuration.pushToken),
            as: GomaModels.DataEnvelope<GomaModels.LoginData>.self)
        await context.session.signIn(GomaModelMapper.credentials(envelope.data), persist: credentials.rememberMe)
        context.signedInUser.withLock { $0 = envelope.data.user }
        return GomaModelMapper.userSession(envelope.data)
    }

    /// Goma has no logout call: the user's token is dropped and the next request logs the
    /// device in anonymously.
    func logout() async throws(ServiceProviderError) {
        context.signedInUser.withLock { $0 = nil }
        await context.placements.reset()
        await context.executor.endSession()
    }

    func profile() async throws(ServiceProviderError) -> UserProfile {
        guard let userId = await context.session.current?.userId else { throw .unauthorized }
        let social = try await context.executor.send(GomaAPI.userProfile(userId: userId), as: GomaModels.UserProfile.self)
        let user = context.signedInUser.withLock { $0 }.flatMap { $0.id.value == userId ? $0 : nil }
        return GomaModelMapper.userProfile(userId: userId, user: user, social: social)
    }
}
