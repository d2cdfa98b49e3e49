import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderGoma
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// Every account call and the top-up over a 127.0.0.1 server and the real transport, answered
/// with the vendor-shaped fixtures (bare JSON strings included).
@Suite struct GomaAccountLoopbackTests {
    private func header(_ request: LoopbackHTTPRequest, _ name: String) -> String? {
        request.headerFields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    private func json(_ request: LoopbackHTTPRequest?) -> NSDictionary? {
        request.flatMap { try? JSONSerialization.jsonObject(with: $0.body) as? NSDictionary }
    }

    private func fixtureJSON(_ name: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    }

    @Test func everyAccountCallOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "POST /api/users/v1/password/forgot": .fixture("password-forgot.json"),
            "POST /api/users/v1/password": .fixture("password-change.json"),
            "POST /api/users/v1": .fixture("profile-update.json"),
            "GET /api/users/v1/settings": .fixture("user-settings.json"),
            "POST /api/users/v1/settings": .fixture("user-settings-update.json"),
            "POST /api/users/v1/wallets": .fixture("wallet-deposit.json"),
            "DELETE /api/users/v1": .fixture("account-close.json"),
        ])
        defer { loopback.stop() }
        let account = loopback.provider.account
        try await account.requestPasswordReset(email: "email-placeholder@example.com")
        try await account.changePassword(PasswordChange(currentPassword: "password-placeholder", newPassword: "new-password-placeholder"))
        try await account.updateProfile(ProfileUpdate(firstName: "full-name-placeholder", avatar: "avatar_5"))
        var settings = try await account.notificationSettings()
        #expect(settings.isOn(.email))
        settings.options[.goals] = false
        settings.options[.email] = false
        try await account.updateNotificationSettings(settings)
        let wallet = try await loopback.provider.payments.topUp(Money(amount: 25, currency: "EUR"))
        #expect(wallet.primary?.total.amount == decimal("150.5"))
        try await account.closeAccount()
        let signedIn = await loopback.provider.isSignedIn
        #expect(!signedIn)

        let requests = loopback.requests
        func sent(_ method: String, _ path: String) -> LoopbackHTTPRequest? { requests.last { $0.method == method && $0.path == path } }
        #expect(try json(sent("POST", "/api/users/v1/password/forgot")) == fixtureJSON("password-forgot-request.json"))
        #expect(try json(sent("POST", "/api/users/v1/password")) == fixtureJSON("password-change-request.json"))
        #expect(try json(sent("POST", "/api/users/v1")) == fixtureJSON("profile-update-request.json"))
        #expect(try json(sent("POST", "/api/users/v1/settings")) == fixtureJSON("user-settings-update-request.json"))
        #expect(try json(sent("POST", "/api/users/v1/wallets")) == fixtureJSON("wallet-deposit-request.json"))
        let close = try #require(sent("DELETE", "/api/users/v1"))
        #expect(header(close, "Authorization") == "Bearer \(GomaLoopback.userToken)")
        #expect(close.body.isEmpty)
    }

    @Test func theVendorsErrorsOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "POST /api/users/v1/password/forgot": .fixture("password-forgot-error-422.json", status: 422),
            "POST /api/users/v1/password": .fixture("password-change-error-422.json", status: 422),
            "POST /api/users/v1/wallets": .fixture("wallet-deposit-error-422.json", status: 422),
            "POST /api/users/v1/settings": .json(#"{"status":"failed","message":"Nope."}"#),
            "GET /api/users/v1/settings": .fixture("error-401.json", status: 401),
        ])
        defer { loopback.stop() }
        let account = loopback.provider.account
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "email", code: "INVALID", message: "We can't find a user with that email address.")])) {
            try await account.requestPasswordReset(email: "nobody@example.com")
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "currentPassword", code: "INVALID", message: "The current password is incorrect.")])) {
            try await account.changePassword(PasswordChange(currentPassword: "bad", newPassword: "new"))
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "amount", code: "INVALID", message: "The value must be at least 1.")])) {
            try await loopback.provider.payments.topUp(Money(amount: 1, currency: "EUR"))
        }
        await #expect(throws: ServiceProviderError.vendor(code: "NOT_CONFIRMED", message: "Nope.")) {
            try await account.updateNotificationSettings(NotificationSettings(isEnabled: true))
        }
        // The user's token refused: the session ends (the loopback has no re-login).
        do {
            _ = try await account.notificationSettings()
            Issue.record("a 401 is not a success")
        } catch {
            #expect([.sessionExpired, .unauthorized].contains(error), "\(error)")
        }
    }
}
