import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The account calls and the top-up end to end over the sandbox.
@Suite struct GomaAccountSandboxTests {
    private func signedInClient() async throws -> Client {
        let client = Client(provider: GomaSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        return client
    }

    @Test func passwordsOverTheSandbox() async throws {
        let client = try await signedInClient()
        try await client.account.requestPasswordReset(email: "player.demo01@example.com")
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "email", code: "INVALID", message: "We can't find a user with that email address.")])) {
            try await client.account.requestPasswordReset(email: "unknown@example.com")
        }
        try await client.account.changePassword(PasswordChange(currentPassword: "secret", newPassword: "new secret", newPasswordConfirmation: "new secret"))
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "currentPassword", code: "INVALID", message: "The current password is incorrect.")])) {
            try await client.account.changePassword(PasswordChange(currentPassword: "wrong-password", newPassword: "n"))
        }
    }

    @Test func profileUpdateOverTheSandboxShowsInTheProfile() async throws {
        let client = try await signedInClient()
        try await client.account.updateProfile(ProfileUpdate(firstName: "Ana", avatar: "avatar_2"))
        let profile = try await client.account.profile()
        #expect(profile.firstName == "Ana")
    }

    @Test func settingsAreRememberedBetweenCalls() async throws {
        let client = try await signedInClient()
        var settings = try await client.account.notificationSettings()
        #expect(settings.isOn(.goals))
        #expect(!settings.isOn(.halfTime))
        settings.options[.goals] = false
        settings.options[.halfTime] = true
        settings.isEnabled = false
        try await client.account.updateNotificationSettings(settings)
        let again = try await client.account.notificationSettings()
        #expect(again == settings)
    }

    @Test func topUpRaisesTheBalance() async throws {
        let client = try await signedInClient()
        let wallet = try await client.payments.topUp(Money(amount: decimal("24.5"), currency: "EUR"))
        #expect(wallet.primary?.total == Money(amount: decimal("150"), currency: "EUR"))
        let balance = try await client.wallet.balance()
        #expect(balance.primary?.total.amount == decimal("150"))
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "amount", code: "INVALID", message: "The value must be at least 1.")])) {
            try await client.payments.topUp(Money(amount: decimal("0.5"), currency: "EUR"))
        }
    }

    @Test func aClosedAccountEndsTheSessionAndCannotSignInAgain() async throws {
        let client = try await signedInClient()
        try await client.account.closeAccount()
        let signedIn = await client.isSignedIn
        #expect(!signedIn)
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.account.notificationSettings() }
        await #expect(throws: ServiceProviderError.invalidCredentials) {
            try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        }
    }

    @Test func signedOutAccountCallsAreUnauthorized() async {
        let client = Client(provider: GomaSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.account.closeAccount() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.payments.topUp(Money(amount: 5, currency: "EUR")) }
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await client.account.changePassword(PasswordChange(currentPassword: "a", newPassword: "b"))
        }
    }
}
