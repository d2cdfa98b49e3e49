/// The account route's service inside a ``ComposedProvider``: every call goes to it alone (so
/// the user's credentials reach no other provider), and ending its session ends the others'.
struct ComposedAccountService: AccountServiceForwarding {
    let base: any AccountService
    /// The composition's other providers, signed out with the account route.
    let others: [any ServiceProvider]

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
}
