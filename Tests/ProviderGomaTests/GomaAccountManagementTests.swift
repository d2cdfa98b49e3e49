import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The account calls (password, profile, closing, notification settings) and the top-up:
/// requests against the `*-request.json` files, mappers over the fixtures, every error path.
final class GomaAccountManagementTests: XCTestCase {
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
        try XCTUnwrap(server.requests.last { $0.httpMethod == method && $0.path == path }, "\(method) \(path) not sent")
    }

    private func fixtureJSON(_ name: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    }

    private func field(_ name: String, _ code: String, _ message: String? = nil) -> ServiceProviderError {
        .validation(fields: [.init(field: name, code: code, message: message)])
    }

    // MARK: - Forgotten password

    func testForgottenPasswordSendsTheVendorBodyWithTheAnonymousToken() async throws {
        let server = makeServer()
        try await makeProvider(server).account.requestPasswordReset(email: "email-placeholder@example.com")
        let sent = try request(server, "POST", "/api/users/v1/password/forgot")
        XCTAssertEqual(sent.bearer, "Bearer goma-anonymous-jwt-placeholder")
        XCTAssertEqual(sent.bodyJSON as NSDictionary?, try fixtureJSON("password-forgot-request.json"))
        XCTAssertFalse(GomaAPI.forgotPassword(email: "a@b.c").isIdempotent)
    }

    func testForgottenPasswordOfAnUnknownAddressIsAFieldError() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password/forgot") { _, _ in .fixture("password-forgot-error-422.json", status: 422) }
        await XCTAssertThrowsError({ try await makeProvider(server).account.requestPasswordReset(email: "nobody@example.com") },
                                  field("email", "INVALID", "We can't find a user with that email address."))
    }

    func testForgottenPasswordIsDoneOnlyWhenTheMessageSaysTheLinkWasSent() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password/forgot") { _, _ in .json(#"{"message":"We will look into it."}"#) }
        await XCTAssertThrowsError({ try await makeProvider(server).account.requestPasswordReset(email: "a@example.com") },
                                  .vendor(code: "NOT_CONFIRMED", message: "We will look into it."))
        server.set("POST /api/users/v1/password/forgot") { _, _ in .json(#"{}"#) }
        await XCTAssertThrowsError({ try await makeProvider(server).account.requestPasswordReset(email: "a@example.com") },
                                  .vendor(code: "NOT_CONFIRMED", message: nil))
        server.set("POST /api/users/v1/password/forgot") { _, _ in .json(#"{"message":"RESET LINK SENT."}"#) }
        try await makeProvider(server).account.requestPasswordReset(email: "a@example.com")
    }

    func testForgottenPasswordRefusesABadAddressBeforeSending() async throws {
        let server = makeServer()
        let account = makeProvider(server).account
        await XCTAssertThrowsError({ try await account.requestPasswordReset(email: " ") }, field("email", "REQUIRED", "email is required."))
        await XCTAssertThrowsError({ try await account.requestPasswordReset(email: "not-an-address") },
                                  field("email", "INVALID", "email is not an e-mail address."))
        await XCTAssertThrowsError({ try await account.requestPasswordReset(email: "a b@example.com") },
                                  field("email", "INVALID", "email is not an e-mail address."))
        XCTAssertEqual(server.requests.count, 0)
    }

    // MARK: - Password change

    func testPasswordChangeSendsTheVendorBody() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.changePassword(PasswordChange(currentPassword: "password-placeholder", newPassword: "new-password-placeholder",
                                                                 newPasswordConfirmation: "new-password-placeholder"))
        let sent = try request(server, "POST", "/api/users/v1/password")
        XCTAssertEqual(sent.bearer, "Bearer goma-user-jwt-placeholder")
        XCTAssertEqual(sent.bodyJSON as NSDictionary?, try fixtureJSON("password-change-request.json"))
        // Without a confirmation, the new password is its own confirmation.
        try await provider.account.changePassword(PasswordChange(currentPassword: "password-placeholder", newPassword: "new-password-placeholder"))
        XCTAssertEqual(try request(server, "POST", "/api/users/v1/password").bodyJSON as NSDictionary?, try fixtureJSON("password-change-request.json"))
    }

    func testAWrongCurrentPasswordIsAFieldErrorWithTheVendorsMessage() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password") { _, _ in .fixture("password-change-error-422.json", status: 422) }
        let provider = try await signedIn(server)
        await XCTAssertThrowsError({ try await provider.account.changePassword(PasswordChange(currentPassword: "bad", newPassword: "new")) },
                                  field("currentPassword", "INVALID", "The current password is incorrect."))
        XCTAssertEqual(server.count("POST /api/users/v1/password"), 1, "a POST is never retried")
    }

    func testPasswordChangeIsDoneOnlyWhenTheMessageSaysSo() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/password") { _, _ in .json(#"{"message":"Password unchanged."}"#) }
        let provider = try await signedIn(server)
        await XCTAssertThrowsError({ try await provider.account.changePassword(PasswordChange(currentPassword: "old", newPassword: "new")) },
                                  .vendor(code: "NOT_CONFIRMED", message: "Password unchanged."))
    }

    func testPasswordChangeRefusesBadInputBeforeSendingAndNeedsAUser() async throws {
        let server = makeServer()
        let account = makeProvider(server).account
        await XCTAssertThrowsError({ try await account.changePassword(PasswordChange(currentPassword: "", newPassword: "new")) },
                                  field("currentPassword", "REQUIRED", "currentPassword is required."))
        await XCTAssertThrowsError({ try await account.changePassword(PasswordChange(currentPassword: "old", newPassword: "")) },
                                  field("newPassword", "REQUIRED", "newPassword is required."))
        await XCTAssertThrowsError({ try await account.changePassword(PasswordChange(currentPassword: "old", newPassword: "new",
                                                                                     newPasswordConfirmation: "neW")) },
                                  field("newPasswordConfirmation", "MISMATCH", "newPasswordConfirmation does not match newPassword."))
        XCTAssertEqual(server.requests.count, 0)
        await XCTAssertThrowsError({ try await account.changePassword(PasswordChange(currentPassword: "old", newPassword: "new")) }, .unauthorized)
        XCTAssertEqual(server.count("POST /api/users/v1/password"), 0)
    }

    // MARK: - Profile

    func testProfileUpdateSendsNameAndAvatarAndTheProfileShowsThem() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.updateProfile(ProfileUpdate(firstName: "full-name-placeholder", avatar: "avatar_5"))
        let sent = try request(server, "POST", "/api/users/v1")
        XCTAssertEqual(sent.bearer, "Bearer goma-user-jwt-placeholder")
        XCTAssertEqual(sent.bodyJSON as NSDictionary?, try fixtureJSON("profile-update-request.json"))
        let profile = try await provider.account.profile()
        XCTAssertEqual(profile.firstName, "full-name-placeholder")
    }

    func testAProfileUpdateOfOneFieldSendsTheOtherAsTheSessionKnowsIt() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.updateProfile(ProfileUpdate(avatar: "avatar_9"))
        XCTAssertEqual(try request(server, "POST", "/api/users/v1").bodyJSON as NSDictionary?, ["name": "Demo Player", "avatar": "avatar_9"])
        try await provider.account.updateProfile(ProfileUpdate(firstName: "Ana"))
        XCTAssertEqual(try request(server, "POST", "/api/users/v1").bodyJSON as NSDictionary?, ["name": "Ana", "avatar": "avatar_9"])
    }

    func testAProfileFieldGomaCannotChangeIsRefusedBeforeSending() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let before = server.requests.count
        await XCTAssertThrowsError({ try await provider.account.updateProfile(ProfileUpdate(email: "a@b.c", firstName: "Ana", lastName: "Silva")) },
                                  .validation(fields: [.init(field: "email", code: "NOT_SUPPORTED", message: "email cannot be changed here."),
                                                       .init(field: "lastName", code: "NOT_SUPPORTED", message: "lastName cannot be changed here.")]))
        await XCTAssertThrowsError({ try await provider.account.updateProfile(ProfileUpdate()) },
                                  .invalidRequest(message: "The profile update changes nothing."))
        await XCTAssertThrowsError({ try await provider.account.updateProfile(ProfileUpdate(avatar: "avatar\u{0}1")) },
                                  field("avatar", "INVALID", "avatar contains a control character."))
        XCTAssertEqual(server.requests.count, before)
    }

    func testProfileUpdateDecodesTheBareStringAndNeedsAUser() async throws {
        XCTAssertEqual(try Fixture.decode(String.self, "profile-update.json"), "User updated successfully.")
        let server = makeServer()
        await XCTAssertThrowsError({ try await makeProvider(server).account.updateProfile(ProfileUpdate(firstName: "Ana")) }, .unauthorized)
        server.set("POST /api/users/v1") { _, _ in .json(#"{"message":"ok"}"#) }
        let provider = try await signedIn(server)
        do {
            try await provider.account.updateProfile(ProfileUpdate(firstName: "Ana"))
            XCTFail("an object is not the documented bare string")
        } catch {
            guard case .decoding = error else { return XCTFail("expected .decoding, got \(error)") }
        }
    }

    // MARK: - Closing the account

    func testClosingTheAccountDeletesTheUserAndEndsTheSession() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.account.closeAccount()
        let sent = try request(server, "DELETE", "/api/users/v1")
        XCTAssertEqual(sent.bearer, "Bearer goma-user-jwt-placeholder")
        XCTAssertNil(sent.httpBody)
        XCTAssertEqual(try Fixture.decode(String.self, "account-close.json"), "Account deleted successfully.")
        let signedInAfter = await provider.isSignedIn
        XCTAssertFalse(signedInAfter)
        await XCTAssertThrowsError({ try await provider.wallet.balance() }, .unauthorized)
    }

    func testClosingTheAccountNeedsAUserAndKeepsTheSessionOnFailure() async throws {
        let server = makeServer()
        await XCTAssertThrowsError({ try await makeProvider(server).account.closeAccount() }, .unauthorized)
        XCTAssertEqual(server.count("DELETE /api/users/v1"), 0)
        server.set("DELETE /api/users/v1") { _, _ in .json(#"{"message":"Server Error"}"#, status: 500) }
        let provider = try await signedIn(server)
        await XCTAssertThrowsError({ try await provider.account.closeAccount() }, .server(status: 500, message: "Server Error"))
        let stillSignedIn = await provider.isSignedIn
        XCTAssertTrue(stillSignedIn)
    }

    // MARK: - Notification settings

    func testSettingsMapTheFifteenFlags() throws {
        let settings = try GomaModelMapper.notificationSettings(try Fixture.decode(GomaModels.NotificationFlags.self, "user-settings.json"))
        XCTAssertTrue(settings.isEnabled)
        XCTAssertEqual(settings.options, [
            .watchedEvents: true, .watchedCompetitions: true, .goals: true, .matchStart: true, .halfTime: false, .fullTime: true,
            .secondHalf: false, .redCards: true, .bets: true, .betSelections: true, .email: true, .sms: false, .chat: false, .news: true,
        ])
    }

    func testSettingsFlagsMayBeBoolsAndAMissingFlagIsOff() throws {
        let data = Data(#"{"notifications":true,"notifications_goal":false,"notifications_news":"1","notifications_sms":1}"#.utf8)
        let settings = try GomaModelMapper.notificationSettings(try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: data))
        XCTAssertTrue(settings.isEnabled)
        XCTAssertEqual(settings.options.count, 14)
        XCTAssertEqual(settings.options.filter(\.value).keys.sorted { "\($0)" < "\($1)" }, [.news, .sms])
        XCTAssertFalse(settings.isOn(.goals))
        XCTAssertFalse(settings.isOn(.bets))
    }

    func testAnUnknownFlagIsKeptAndWrittenBack() throws {
        let data = Data(#"{"notifications":0,"notifications_cashout":1,"user_id":321}"#.utf8)
        let settings = try GomaModelMapper.notificationSettings(try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: data))
        XCTAssertFalse(settings.isEnabled)
        XCTAssertTrue(settings.isOn(.unknown("notifications_cashout")))
        XCTAssertNil(settings.options[.unknown("user_id")])
        let body = GomaModelMapper.notificationFlags(settings)
        XCTAssertEqual(body.count, 16)
        XCTAssertEqual(body["notifications_cashout"], 1)
        XCTAssertEqual(body["notifications"], 0)
        // An unknown option never overrides a documented flag.
        var clash = settings
        clash.options[.unknown("notifications_goal")] = true
        XCTAssertEqual(GomaModelMapper.notificationFlags(clash)["notifications_goal"], 0)
    }

    func testSettingsWithoutAnyFlagOrWithABadFlagFail() throws {
        let wrapped = try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: Data(#"{"data":{"notifications":1}}"#.utf8))
        XCTAssertThrowsError(try GomaModelMapper.notificationSettings(wrapped)) { error in
            XCTAssertEqual(error as? ServiceProviderError, .invalidResponse(message: "The notification settings answer holds no notification flag."))
        }
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.NotificationFlags.self, from: Data(#"{"notifications_goal":"often"}"#.utf8)))
    }

    func testSettingsReadAndWriteEveryFlagAsInts() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        var settings = try await provider.account.notificationSettings()
        XCTAssertEqual(try request(server, "GET", "/api/users/v1/settings").bearer, "Bearer goma-user-jwt-placeholder")
        settings.options[.goals] = false
        settings.options[.email] = false
        try await provider.account.updateNotificationSettings(settings)
        let sent = try request(server, "POST", "/api/users/v1/settings")
        XCTAssertEqual(sent.bodyJSON as NSDictionary?, try fixtureJSON("user-settings-update-request.json"))
        let text = String(decoding: try XCTUnwrap(sent.httpBody), as: UTF8.self)
        XCTAssertFalse(text.contains("true") || text.contains("false"), "flags are sent as ints: \(text)")
    }

    func testAnOptionLeftOutIsSentOff() {
        let body = GomaModelMapper.notificationFlags(NotificationSettings(isEnabled: true, options: [.bets: true]))
        XCTAssertEqual(body.count, 15)
        XCTAssertEqual(body.filter { $0.value == 1 }.keys.sorted(), ["notifications", "notifications_bets"])
    }

    func testASettingsUpdateIsDoneOnlyOnSuccessStatus() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/settings") { _, _ in .json(#"{"status":"error","message":"Settings not saved."}"#) }
        let provider = try await signedIn(server)
        await XCTAssertThrowsError({ try await provider.account.updateNotificationSettings(NotificationSettings(isEnabled: false)) },
                                  .vendor(code: "NOT_CONFIRMED", message: "Settings not saved."))
        server.set("POST /api/users/v1/settings") { _, _ in .json(#"{}"#) }
        await XCTAssertThrowsError({ try await provider.account.updateNotificationSettings(NotificationSettings(isEnabled: false)) },
                                  .vendor(code: "NOT_CONFIRMED", message: nil))
    }

    func testSettingsNeedAUser() async throws {
        let server = makeServer()
        let account = makeProvider(server).account
        await XCTAssertThrowsError({ try await account.notificationSettings() }, .unauthorized)
        await XCTAssertThrowsError({ try await account.updateNotificationSettings(NotificationSettings(isEnabled: true)) }, .unauthorized)
        XCTAssertEqual(server.count("GET /api/users/v1/settings") + server.count("POST /api/users/v1/settings"), 0)
    }

    // MARK: - Top-up

    func testTopUpSendsTheAmountAsTextAndReturnsTheWallet() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let wallet = try await provider.payments.topUp(Money(amount: 25, currency: "EUR"))
        let sent = try request(server, "POST", "/api/users/v1/wallets")
        XCTAssertEqual(sent.bearer, "Bearer goma-user-jwt-placeholder")
        XCTAssertEqual(sent.bodyJSON as NSDictionary?, try fixtureJSON("wallet-deposit-request.json"))
        XCTAssertEqual(wallet.primary?.total, Money(amount: decimal("150.5"), currency: "EUR"))
        XCTAssertEqual(wallet.primary?.freeBet, Money(amount: decimal("10"), currency: "EUR"))
        XCTAssertEqual(wallet.primary?.cashback, Money(amount: decimal("2.35"), currency: "EUR"))
        XCTAssertEqual(GomaModelMapper.topUpBody(Money(amount: decimal("12.34"), currency: "EUR")).value, "12.34")
        XCTAssertFalse(GomaAPI.topUp(GomaModelMapper.topUpBody(Money(amount: 1, currency: "EUR"))).isIdempotent)
    }

    func testARefusedTopUpAmountIsAFieldError() async throws {
        let server = makeServer()
        server.set("POST /api/users/v1/wallets") { _, _ in .fixture("wallet-deposit-error-422.json", status: 422) }
        let provider = try await signedIn(server)
        await XCTAssertThrowsError({ try await provider.payments.topUp(Money(amount: decimal("0.5"), currency: "EUR")) },
                                  field("amount", "INVALID", "The value must be at least 1."))
        XCTAssertEqual(server.count("POST /api/users/v1/wallets"), 1, "a top-up is never retried")
    }

    func testTopUpRefusesBadAmountsBeforeSendingAndNeedsAUser() async throws {
        let server = makeServer()
        let payments = makeProvider(server).payments
        await XCTAssertThrowsError({ try await payments.topUp(Money(amount: 0, currency: "EUR")) },
                                  field("amount", "NOT_POSITIVE", "amount must be greater than zero."))
        await XCTAssertThrowsError({ try await payments.topUp(Money(amount: -5, currency: "EUR")) },
                                  field("amount", "NOT_POSITIVE", "amount must be greater than zero."))
        await XCTAssertThrowsError({ try await payments.topUp(Money(amount: decimal("1.005"), currency: "EUR")) },
                                  field("amount", "TOO_MANY_DECIMALS", "amount has more than 2 decimal places for EUR."))
        await XCTAssertThrowsError({ try await payments.topUp(Money(amount: 5, currency: "USD")) },
                                  field("amount", "CURRENCY_MISMATCH", "amount must be in EUR."))
        XCTAssertEqual(server.requests.count, 0)
        await XCTAssertThrowsError({ try await payments.topUp(Money(amount: 5, currency: "EUR")) }, .unauthorized)
        XCTAssertEqual(server.count("POST /api/users/v1/wallets"), 0)
    }

    // MARK: - Errors and decoding

    func testTheFieldTableMapsOnlyItsCallsAndOnly422() {
        XCTAssertNil(GomaFieldErrors.error(status: 422, method: .post, path: "/api/tickets/v1", message: "x"))
        XCTAssertNil(GomaFieldErrors.error(status: 500, method: .post, path: "/api/users/v1/password", message: "x"))
        XCTAssertNil(GomaFieldErrors.error(status: 422, method: .get, path: "/api/users/v1/wallets", message: "x"))
        XCTAssertEqual(GomaFieldErrors.error(status: 422, method: .post, path: "/base/api/users/v1/password/forgot", message: nil),
                       .validation(fields: [.init(field: "email", code: "INVALID")]))
    }

    func testTheDecodeToolKnowsTheSettingsAndTheTopUp() throws {
        let settings = try GomaProvider.decodeResponse("user-settings", from: Fixture.data("user-settings.json")) as? NotificationSettings
        XCTAssertEqual(settings?.isOn(.goals), true)
        let wallet = try GomaProvider.decodeResponse("wallet-deposit", from: Fixture.data("wallet-deposit.json")) as? UserWallet
        XCTAssertEqual(wallet?.primary?.total.amount, decimal("150.5"))
    }
}
