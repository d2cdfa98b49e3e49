import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma sign-in (over the anonymous token), sign-out and profile.
struct GomaAccountService: AccountService {
    let runtime: GomaRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features.union(Self.managementFeatures) }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.login, .logout, .profile]

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
        try credentials.validate()
        let envelope = try await runtime.executor(.api).send(
            GomaAPI.login(username: credentials.username, password: credentials.password, pushToken: runtime.configuration.pushToken))
        await runtime.session.signIn(GomaModelMapper.credentials(envelope.data), persist: credentials.rememberMe)
        return GomaModelMapper.userSession(envelope.data)
    }

    /// Goma has no logout call: the user's token is dropped and the next request logs the
    /// device in anonymously.
    func logout() async throws(ServiceProviderError) {
        await runtime.endSession()
    }

    func profile() async throws(ServiceProviderError) -> UserProfile {
        // The user whose profile was asked for, from the same lease that signed the request.
        let asked = Locked<SessionUser?>(nil)
        let social = try await runtime.executor(.api).send(forUser: { user in
            asked.withLock { $0 = user }
            return GomaAPI.userProfile(userId: user.id)
        })
        guard let user = asked.withLock({ $0 }) else { throw .unauthorized }
        return GomaModelMapper.userProfile(userId: user.id, session: user.attributes, social: social)
    }
}

extension GomaProvider {
    /// Sign-in, sign-out, profile and its update, the password (forgotten or changed), closing
    /// the account and the notification settings.
    public var account: any AccountService { GomaAccountService(runtime: runtime) }
}
