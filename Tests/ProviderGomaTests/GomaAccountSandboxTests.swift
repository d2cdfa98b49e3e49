import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The account calls and the top-up end to end over the sandbox.
final class GomaAccountSandboxTests: XCTestCase {
    private func signedInClient() async throws -> Client {
        let client = Client(provider: GomaSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        return client
    }

    func testPasswordsOverTheSandbox() async throws {
        let client = try await signedInClient()
        try await client.account.requestPasswordReset(email: "player.demo01@example.com")
        await XCTAssertThrowsError({ try await client.account.requestPasswordReset(email: "unknown@example.com") },
                                  .validation(fields: [.init(field: "email", code: "INVALID", message: "We can't find a user with that email address.")]))
        try await client.account.changePassword(PasswordChange(currentPassword: "secret", newPassword: "new secret", newPasswordConfirmation: "new secret"))
        await XCTAssertThrowsError({ try await client.account.changePassword(PasswordChange(currentPassword: "wrong-password", newPassword: "n")) },
                                  .validation(fields: [.init(field: "currentPassword", code: "INVALID", message: "The current password is incorrect.")]))
    }

    func testProfileUpdateOverTheSandboxShowsInTheProfile() async throws {
        let client = try await signedInClient()
        try await client.account.updateProfile(ProfileUpdate(firstName: "Ana", avatar: "avatar_2"))
        let profile = try await client.account.profile()
        XCTAssertEqual(profile.firstName, "Ana")
    }

    func testSettingsAreRememberedBetweenCalls() async throws {
        let client = try await signedInClient()
        var settings = try await client.account.notificationSettings()
        XCTAssertTrue(settings.isOn(.goals))
        XCTAssertFalse(settings.isOn(.halfTime))
        settings.options[.goals] = false
        settings.options[.halfTime] = true
        settings.isEnabled = false
        try await client.account.updateNotificationSettings(settings)
        let again = try await client.account.notificationSettings()
        XCTAssertEqual(again, settings)
    }

    func testTopUpRaisesTheBalance() async throws {
        let client = try await signedInClient()
        let wallet = try await client.payments.topUp(Money(amount: decimal("24.5"), currency: "EUR"))
        XCTAssertEqual(wallet.primary?.total, Money(amount: decimal("150"), currency: "EUR"))
        let balance = try await client.wallet.balance()
        XCTAssertEqual(balance.primary?.total.amount, decimal("150"))
        await XCTAssertThrowsError({ try await client.payments.topUp(Money(amount: decimal("0.5"), currency: "EUR")) },
                                  .validation(fields: [.init(field: "amount", code: "INVALID", message: "The value must be at least 1.")]))
    }

    func testAClosedAccountEndsTheSessionAndCannotSignInAgain() async throws {
        let client = try await signedInClient()
        try await client.account.closeAccount()
        let signedIn = await client.isSignedIn
        XCTAssertFalse(signedIn)
        await XCTAssertThrowsError({ try await client.account.notificationSettings() }, .unauthorized)
        await XCTAssertThrowsError({ try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret")) },
                                  .invalidCredentials)
    }

    func testSignedOutAccountCallsAreUnauthorized() async {
        let client = Client(provider: GomaSandbox.makeProvider())
        await XCTAssertThrowsError({ try await client.account.closeAccount() }, .unauthorized)
        await XCTAssertThrowsError({ try await client.payments.topUp(Money(amount: 5, currency: "EUR")) }, .unauthorized)
        await XCTAssertThrowsError({ try await client.account.changePassword(PasswordChange(currentPassword: "a", newPassword: "b")) }, .unauthorized)
    }
}
