import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The account calls (password, profile, closing, notification settings) and the top-up:
/// requests against the `*-request.json` files, mappers over the fixtures, every error path.
@Suite struct GomaAccountManagementTests {
    private func makeServer() -> GomaStubServer {
        GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "POST /api/users/v1/password/forgot": { _, _ in .fixture("password-forgot.json") },
            "POST /api/users/v1/password": { _, _ in .fixture("password-change.json") },
            "POST /api/users/v1": { _, _ in .fixture("profile-update.json") },
            "DELETE /api/users/v1": { _, _ in .fixture("account-close.json") },
            "GET /api/users/v1/settings": { _, _ in .fixture("user-settings.json") },
            "POST /api/users/v1/settings": { _, _ in .fixture("user-settings-update.json") },
            "POST /api/users/v1/wallets": { _, _ in .fixture("wallet-deposit.json") },
            "GET /api/users/v1/wallets": { _, _ in .fixture("wallet.json") },
            "GET /api/tips/v1/user-profile/321": { _, _ in .fixture("user-profile.json") },
        ])
    }

    private func request(_ server: GomaStubServer, _ method: String, _ path: String) throws -> URLRequest {
        try #require(server.requests.last { $0.httpMethod == method && $0.path == path }, "\(method) \(path) not sent")
    }

    private func fixtureJSON(_ name: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    }

    private func field(_ name: String, _ code: String, _ message: String? = nil) -> ServiceProviderError {
        .validation(fields: [.init(field: name, code: code, message: message)])
    }

    // MARK: - Forgotten password

    @Test func forgottenPasswordSendsTheVendorBodyWithTheAnonymousToken() async throws {
        let server = makeServer()
        try await makeProvider(server).account.requestPasswordReset(email: "email-placeholder@example.com")
        let sent = try request(server, "POST", "/api/users/v1/password/forgot")
        #expect(sent.bearer == "Bearer goma-anonymous-jwt-placeholder")
        #expect(try sent.bodyJSON as NSDictionary? == fixtureJSON("password-forgot-request.json"))
        #expect(!GomaAPI.forgotPassword(email: "a@b.c").isIdempotent)
    }

    @Test func forgottenPasswordOfAnUnknownAddressIsAFieldError() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password/forgot") { _, _ in .fixture("password-forgot-error-422.json", status: 422) }
        await #expect(throws: field("email", "INVALID", "We can't find a user with that email address.")) {
            try await makeProvider(server).account.requestPasswordReset(email: "nobody@example.com")
        }
    }

    @Test func forgottenPasswordIsDoneOnlyWhenTheMessageSaysTheLinkWasSent() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password/forgot") { _, _ in .json(#"{"message":"We will look into it."}"#) }
        await #expect(throws: ServiceProviderError.vendor(code: "NOT_CONFIRMED", message: "We will look into it.")) {
            try await makeProvider(server).account.requestPasswordReset(email: "a@example.com")
        }
        server.set("POST /api/users/v1/password/forgot") { _, _ in .json(#"{}"#) }
        await #expect(throws: ServiceProviderError.vendor(code: "NOT_CONFIRMED", message: nil)) {
            try await makeProvider(server).account.requestPasswordReset(email: "a@example.com")
        }
        server.set("POST /api/users/v1/password/forgot") { _, _ in .json(#"{"message":"RESET LINK SENT."}"#) }
        try await makeProvider(server).account.requestPasswordReset(email: "a@example.com")
    }

    @Test func forgottenPasswordRefusesABadAddressBeforeSending() async throws {
        let server = makeServer()
        let account = makeProvider(server).account
        await #expect(throws: field("email", "REQUIRED", "email is required.")) { try await account.requestPasswordReset(email: " ") }
        await #expect(throws: field("email", "INVALID", "email is not an e-mail address.")) {
            try await account.requestPasswordReset(email: "not-an-address")
        }
        await #expect(throws: field("email", "INVALID", "email is not an e-mail address.")) {
            try await account.requestPasswordReset(email: "a b@example.com")
        }
        #expect(server.requests.count == 0)
    }

    // MARK: - Password change

    @Test func passwordChangeSendsTheVendorBody() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.changePassword(PasswordChange(currentPassword: "password-placeholder", newPassword: "new-password-placeholder",
                                                                 newPasswordConfirmation: "new-password-placeholder"))
        let sent = try request(server, "POST", "/api/users/v1/password")
        #expect(sent.bearer == "Bearer goma-user-jwt-placeholder")
        #expect(try sent.bodyJSON as NSDictionary? == fixtureJSON("password-change-request.json"))
        // Without a confirmation, the new password is its own confirmation.
        try await provider.account.changePassword(PasswordChange(currentPassword: "password-placeholder", newPassword: "new-password-placeholder"))
        #expect(try request(server, "POST", "/api/users/v1/password").bodyJSON as NSDictionary? == fixtureJSON("password-change-request.json"))
    }

    @Test func aWrongCurrentPasswordIsAFieldErrorWithTheVendorsMessage() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password") { _, _ in .fixture("password-change-error-422.json", status: 422) }
        let provider = try await signedIn(server)
        await #expect(throws: field("currentPassword", "INVALID", "The current password is incorrect.")) {
            try await provider.account.changePassword(PasswordChange(currentPassword: "bad", newPassword: "new"))
        }
        #expect(server.count("POST /api/users/v1/password") == 1, "a POST is never retried")
    }

    @Test func passwordChangeIsDoneOnlyWhenTheMessageSaysSo() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password") { _, _ in .json(#"{"message":"Password unchanged."}"#) }
        let provider = try await signedIn(server)
        await #expect(throws: ServiceProviderError.vendor(code: "NOT_CONFIRMED", message: "Password unchanged.")) {
            try await provider.account.changePassword(PasswordChange(currentPassword: "old", newPassword: "new"))
        }
    }

    @Test func passwordChangeRefusesBadInputBeforeSendingAndNeedsAUser() async throws {
        let server = makeServer()
        let account = makeProvider(server).account
        await #expect(throws: field("currentPassword", "REQUIRED", "currentPassword is required.")) {
            try await account.changePassword(PasswordChange(currentPassword: "", newPassword: "new"))
        }
        await #expect(throws: field("newPassword", "REQUIRED", "newPassword is required.")) {
            try await account.changePassword(PasswordChange(currentPassword: "old", newPassword: ""))
        }
        await #expect(throws: field("newPasswordConfirmation", "MISMATCH", "newPasswordConfirmation does not match newPassword.")) {
            try await account.changePassword(PasswordChange(currentPassword: "old", newPassword: "new",
                                                            newPasswordConfirmation: "neW"))
        }
        #expect(server.requests.count == 0)
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await account.changePassword(PasswordChange(currentPassword: "old", newPassword: "new"))
        }
        #expect(server.count("POST /api/users/v1/password") == 0)
    }

    // MARK: - Profile

    @Test func profileUpdateSendsNameAndAvatarAndTheProfileShowsThem() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.updateProfile(ProfileUpdate(firstName: "full-name-placeholder", avatar: "avatar_5"))
        let sent = try request(server, "POST", "/api/users/v1")
        #expect(sent.bearer == "Bearer goma-user-jwt-placeholder")
        #expect(try sent.bodyJSON as NSDictionary? == fixtureJSON("profile-update-request.json"))
        let profile = try await provider.account.profile()
        #expect(profile.firstName == "full-name-placeholder")
    }

    @Test func aProfileUpdateOfOneFieldSendsTheOtherAsTheSessionKnowsIt() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.updateProfile(ProfileUpdate(avatar: "avatar_9"))
        #expect(try request(server, "POST", "/api/users/v1").bodyJSON as NSDictionary? == ["name": "Demo Player", "avatar": "avatar_9"])
        try await provider.account.updateProfile(ProfileUpdate(firstName: "Ana"))
        #expect(try request(server, "POST", "/api/users/v1").bodyJSON as NSDictionary? == ["name": "Ana", "avatar": "avatar_9"])
    }

    @Test func aProfileFieldGomaCannotChangeIsRefusedBeforeSending() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let before = server.requests.count
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "email", code: "NOT_SUPPORTED", message: "email cannot be changed here."),
                                                                       .init(field: "lastName", code: "NOT_SUPPORTED", message: "lastName cannot be changed here.")])) {
            try await provider.account.updateProfile(ProfileUpdate(email: "a@b.c", firstName: "Ana", lastName: "Silva"))
        }
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The profile update changes nothing.")) {
            try await provider.account.updateProfile(ProfileUpdate())
        }
        await #expect(throws: field("avatar", "INVALID", "avatar contains a control character.")) {
            try await provider.account.updateProfile(ProfileUpdate(avatar: "avatar\u{0}1"))
        }
        #expect(server.requests.count == before)
    }

    @Test func profileUpdateDecodesTheBareStringAndNeedsAUser() async throws {
        #expect(try Fixture.decode(String.self, "profile-update.json") == "User updated successfully.")
        let server = makeServer()
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await makeProvider(server).account.updateProfile(ProfileUpdate(firstName: "Ana"))
        }
        server.set("POST /api/users/v1") { _, _ in .json(#"{"message":"ok"}"#) }
        let provider = try await signedIn(server)
        do {
            try await provider.account.updateProfile(ProfileUpdate(firstName: "Ana"))
            Issue.record("an object is not the documented bare string")
        } catch {
            guard case .decoding = error else { Issue.record("expected .decoding, got \(error)"); return }
        }
    }

    // MARK: - Closing the account

    @Test func closingTheAccountDeletesTheUserAndEndsTheSession() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.closeAccount()
        let sent = try request(server, "DELETE", "/api/users/v1")
        #expect(sent.bearer == "Bearer goma-user-jwt-placeholder")
        #expect(sent.httpBody == nil)
        #expect(try Fixture.decode(String.self, "account-close.json") == "Account deleted successfully.")
        let signedInAfter = await provider.isSignedIn
        #expect(!signedInAfter)
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.wallet.balance() }
    }

    @Test func closingTheAccountNeedsAUserAndKeepsTheSessionOnFailure() async throws {
        let server = makeServer()
        await #expect(throws: ServiceProviderError.unauthorized) { try await makeProvider(server).account.closeAccount() }
        #expect(server.count("DELETE /api/users/v1") == 0)
        server.set("DELETE /api/users/v1") { _, _ in .json(#"{"message":"Server Error"}"#, status: 500) }
        let provider = try await signedIn(server)
        await #expect(throws: ServiceProviderError.server(status: 500, message: "Server Error")) { try await provider.account.closeAccount() }
        let stillSignedIn = await provider.isSignedIn
        #expect(stillSignedIn)
    }

    // MARK: - Notification settings

    @Test func settingsMapTheFifteenFlags() throws {
        let settings = try GomaModelMapper.notificationSettings(try Fixture.decode(GomaModels.NotificationFlags.self, "user-settings.json"))
        #expect(settings.isEnabled)
        #expect(settings.options == [
            .watchedEvents: true, .watchedCompetitions: true, .goals: true, .matchStart: true, .halfTime: false, .fullTime: true,
            .secondHalf: false, .redCards: true, .bets: true, .betSelections: true, .email: true, .sms: false, .chat: false, .news: true,
        ])
    }

    @Test func settingsFlagsMayBeBoolsAndAMissingFlagIsOff() throws {
        let data = Data(#"{"notifications":true,"notifications_goal":false,"notifications_news":"1","notifications_sms":1}"#.utf8)
        let settings = try GomaModelMapper.notificationSettings(try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: data))
        #expect(settings.isEnabled)
        #expect(settings.options.count == 14)
        #expect(settings.options.filter(\.value).keys.sorted { "\($0)" < "\($1)" } == [.news, .sms])
        #expect(!settings.isOn(.goals))
        #expect(!settings.isOn(.bets))
    }

    @Test func anUnknownFlagIsKeptAndWrittenBack() throws {
        let data = Data(#"{"notifications":0,"notifications_cashout":1,"user_id":321}"#.utf8)
        let settings = try GomaModelMapper.notificationSettings(try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: data))
        #expect(!settings.isEnabled)
        #expect(settings.isOn(.unknown("notifications_cashout")))
        #expect(settings.options[.unknown("user_id")] == nil)
        let body = GomaModelMapper.notificationFlags(settings)
        #expect(body.count == 16)
        #expect(body["notifications_cashout"] == 1)
        #expect(body["notifications"] == 0)
        // An unknown option never overrides a documented flag.
        var clash = settings
        clash.options[.unknown("notifications_goal")] = true
        #expect(GomaModelMapper.notificationFlags(clash)["notifications_goal"] == 0)
    }

    @Test func settingsWithoutAnyFlagOrWithABadFlagFail() throws {
        let wrapped = try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: Data(#"{"data":{"notifications":1}}"#.utf8))
        #expect(throws: ServiceProviderError.invalidResponse(message: "The notification settings answer holds no notification flag.")) {
            try GomaModelMapper.notificationSettings(wrapped)
        }
        #expect(throws: (any Error).self) {
            try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: Data(#"{"notifications_goal":"often"}"#.utf8))
        }
    }

    @Test func settingsReadAndWriteEveryFlagAsInts() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        var settings = try await provider.account.notificationSettings()
        #expect(try request(server, "GET", "/api/users/v1/settings").bearer == "Bearer goma-user-jwt-placeholder")
        settings.options[.goals] = false
        settings.options[.email] = false
        try await provider.account.updateNotificationSettings(settings)
        let sent = try request(server, "POST", "/api/users/v1/settings")
        #expect(try sent.bodyJSON as NSDictionary? == fixtureJSON("user-settings-update-request.json"))
        let text = String(decoding: try #require(sent.httpBody), as: UTF8.self)
        #expect(!(text.contains("true") || text.contains("false")), "flags are sent as ints: \(text)")
    }

    @Test func anOptionLeftOutIsSentOff() {
        let body = GomaModelMapper.notificationFlags(NotificationSettings(isEnabled: true, options: [.bets: true]))
        #expect(body.count == 15)
        #expect(body.filter { $0.value == 1 }.keys.sorted() == ["notifications", "notifications_bets"])
    }

    @Test func aSettingsUpdateIsDoneOnlyOnSuccessStatus() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/settings") { _, _ in .json(#"{"status":"error","message":"Settings not saved."}"#) }
        let provider = try await signedIn(server)
        await #expect(throws: ServiceProviderError.vendor(code: "NOT_CONFIRMED", message: "Settings not saved.")) {
            try await provider.account.updateNotificationSettings(NotificationSettings(isEnabled: false))
        }
        server.set("POST /api/users/v1/settings") { _, _ in .json(#"{}"#) }
        await #expect(throws: ServiceProviderError.vendor(code: "NOT_CONFIRMED", message: nil)) {
            try await provider.account.updateNotificationSettings(NotificationSettings(isEnabled: false))
        }
    }

    @Test func settingsNeedAUser() async throws {
        let server = makeServer()
        let account = makeProvider(server).account
        await #expect(throws: ServiceProviderError.unauthorized) { try await account.notificationSettings() }
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await account.updateNotificationSettings(NotificationSettings(isEnabled: true))
        }
        #expect(server.count("GET /api/users/v1/settings") + server.count("POST /api/users/v1/settings") == 0)
    }

    // MARK: - Top-up

    @Test func topUpSendsTheAmountAsTextAndReturnsTheWallet() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let wallet = try await provider.payments.topUp(Money(amount: 25, currency: "EUR"))
        let sent = try request(server, "POST", "/api/users/v1/wallets")
        #expect(sent.bearer == "Bearer goma-user-jwt-placeholder")
        #expect(try sent.bodyJSON as NSDictionary? == fixtureJSON("wallet-deposit-request.json"))
        #expect(wallet.primary?.total == Money(amount: decimal("150.5"), currency: "EUR"))
        #expect(wallet.primary?.freeBet == Money(amount: decimal("10"), currency: "EUR"))
        #expect(wallet.primary?.cashback == Money(amount: decimal("2.35"), currency: "EUR"))
        #expect(GomaModelMapper.topUpBody(Money(amount: decimal("12.34"), currency: "EUR")).value == "12.34")
        #expect(!GomaAPI.topUp(GomaModelMapper.topUpBody(Money(amount: 1, currency: "EUR"))).isIdempotent)
    }

    @Test func aRefusedTopUpAmountIsAFieldError() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/wallets") { _, _ in .fixture("wallet-deposit-error-422.json", status: 422) }
        let provider = try await signedIn(server)
        await #expect(throws: field("amount", "INVALID", "The value must be at least 1.")) {
            try await provider.payments.topUp(Money(amount: decimal("0.5"), currency: "EUR"))
        }
        #expect(server.count("POST /api/users/v1/wallets") == 1, "a top-up is never retried")
    }

    @Test func topUpRefusesBadAmountsBeforeSendingAndNeedsAUser() async throws {
        let server = makeServer()
        let payments = makeProvider(server).payments
        await #expect(throws: field("amount", "NOT_POSITIVE", "amount must be greater than zero.")) {
            try await payments.topUp(Money(amount: 0, currency: "EUR"))
        }
        await #expect(throws: field("amount", "NOT_POSITIVE", "amount must be greater than zero.")) {
            try await payments.topUp(Money(amount: -5, currency: "EUR"))
        }
        await #expect(throws: field("amount", "TOO_MANY_DECIMALS", "amount has more than 2 decimal places for EUR.")) {
            try await payments.topUp(Money(amount: decimal("1.005"), currency: "EUR"))
        }
        await #expect(throws: field("amount", "CURRENCY_MISMATCH", "amount must be in the account's currency, EUR.")) {
            try await payments.topUp(Money(amount: 5, currency: "USD"))
        }
        #expect(server.requests.count == 0)
        await #expect(throws: ServiceProviderError.unauthorized) { try await payments.topUp(Money(amount: 5, currency: "EUR")) }
        #expect(server.count("POST /api/users/v1/wallets") == 0)
    }

    // MARK: - Errors and decoding

    @Test func theFieldTableMapsOnlyItsCallsAndOnly422() {
        #expect(GomaErrorMapper.fieldError(status: 422, method: .post, path: "/api/tickets/v1", message: "x") == nil)
        #expect(GomaErrorMapper.fieldError(status: 500, method: .post, path: "/api/users/v1/password", message: "x") == nil)
        #expect(GomaErrorMapper.fieldError(status: 422, method: .get, path: "/api/users/v1/wallets", message: "x") == nil)
        #expect(GomaErrorMapper.fieldError(status: 422, method: .post, path: "/base/api/users/v1/password/forgot", message: nil)
                == .validation(fields: [.init(field: "email", code: "INVALID")]))
    }

    @Test func theDecodeToolKnowsTheSettingsAndTheTopUp() throws {
        let settings = try GomaProvider.decodeResponse("user-settings", from: Fixture.data("user-settings.json")) as? NotificationSettings
        #expect(settings?.isOn(.goals) == true)
        let wallet = try GomaProvider.decodeResponse("wallet-deposit", from: Fixture.data("wallet-deposit.json")) as? UserWallet
        #expect(wallet?.primary?.total.amount == decimal("150.5"))
    }
}
