import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The account calls against the sandbox: what previews and the demo get.
struct AccountSandboxTests {
    @Test func signUpConfirmAndHelpers() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        var form = SignupTests.fixtureForm
        form.email = "someone.new@example.com"
        #expect(try await client.account.register(form).promoCodeRejected == false)
        form.promoCode = "UNKNOWN"
        #expect(try await client.account.register(form).promoCodeRejected)
        form.email = "player.demo01@example.com"
        await #expect(throws: ServiceProviderError.self) { _ = try await client.account.register(form) }
        try await client.account.confirmRegistration(email: "someone.new@example.com", code: "482915")
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "code", code: "INVALID", message: SportRadarOmegaErrorTable.fields["confirmationCode"]?.message),
        ])) { try await client.account.confirmRegistration(email: "someone.new@example.com", code: "000000") }

        #expect(try await client.account.isEmailRegistered("player.demo01@example.com"))
        #expect(try await !client.account.isEmailRegistered("someone.new@example.com"))
        #expect(try await client.account.usernameAvailability("player_demo01").suggestions.count == 3)
        #expect(try await client.account.usernameAvailability("new_player").isUsable)
        #expect(try await client.account.usernameAvailability("bad name").problems.map(\.code) == ["INVALID_FORMAT"])
        #expect(try await client.account.registrationCountries().first == "FR")
        #expect(try await client.account.currentCountry().phonePrefix == "+33")
        let verification = try await client.account.sendPhoneVerificationCode(to: PhoneNumber(prefix: "+33", number: "600000000"))
        try await client.account.checkPhoneVerificationCode(verification, code: "1234")
        await #expect(throws: ServiceProviderError.self) { try await client.account.checkPhoneVerificationCode(verification, code: "0000") }
        try await client.account.requestPasswordReset(email: "player.demo01@example.com")
    }

    @Test func signedInAccountChanges() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        try await client.account.changePassword(PasswordChange(currentPassword: "any", newPassword: "new one"))
        try await client.account.updateProfile(ProfileUpdate(city: "Lyon", placeOfBirth: "Paris"))
        try await client.account.completeRegistration(ProfileUpdate(firstName: "Jean", phone: PhoneNumber(prefix: "+33", number: "600000000")))
    }
}

/// The account calls over the real URLSessionTransport to a 127.0.0.1 server.
struct AccountLoopbackTests {
    @Test func signupReachesTheServerAsMultipart() async throws {
        let loopback = try await SportRadarLoopback(["POST /ps/ips/signup": .fixture("signup-BONUSPLAN_NOT_FOUND")], signedIn: false)
        defer { loopback.stop() }
        let result = try await loopback.provider.account.register(SignupTests.fixtureForm)
        #expect(result.promoCodeRejected)
        let request = try #require(loopback.requests.first)
        #expect(request.header("app-origin") == "ios")
        #expect(request.queryValue("sessionKey") == nil)
        let parts = try multipartParts(request.body, contentType: request.header("Content-Type"))
        let expected = try #require(try JSONSerialization.jsonObject(with: Fixture.data("signup-request-fields")) as? [String: String])
        #expect(Dictionary(parts.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) == expected)
        #expect(parts.count == expected.count)
    }

    @Test func signedOutCallsSendTheirQueries() async throws {
        let loopback = try await SportRadarLoopback([
            "GET /ps/ips/signupConfirmation": .fixture("signupConfirmation"),
            "GET /ps/ips/forgotPasswordStep1And2": .fixture("forgotPasswordStep1And2"),
            "GET /ps/ips/checkCredential": .fixture("checkCredential-exists"),
            "GET /ps/ips/getUserIdSuggestion": .fixture("getUserIdSuggestion-taken"),
            "GET /ps/ips/getCountries": .fixture("getCountries"),
            "GET /ps/ips/getCountryInfo": .fixture("getCountryInfo"),
        ], signedIn: false)
        defer { loopback.stop() }
        let account = loopback.provider.account
        try await account.confirmRegistration(email: "a+b@example.com", code: "482915")
        try await account.requestPasswordReset(email: "a+b@example.com")
        #expect(try await account.isEmailRegistered("a+b@example.com"))
        #expect(try await account.usernameAvailability("player_demo01").suggestions.first == "player_demo02")
        #expect(try await account.registrationCountries().count == 5)
        #expect(try await account.currentCountry().code == "FR")
        let requests = loopback.requests
        #expect(requests.map(\.path) == ["/ps/ips/signupConfirmation", "/ps/ips/forgotPasswordStep1And2", "/ps/ips/checkCredential",
                                         "/ps/ips/getUserIdSuggestion", "/ps/ips/getCountries", "/ps/ips/getCountryInfo"])
        #expect(requests.allSatisfy { $0.method == "GET" && $0.queryValue("sessionKey") == nil })
        #expect(requests[0].queryValue("confirmationCode") == "482915")
        #expect(requests[0].queryValue("email") == "a+b@example.com")
        #expect(requests[1].queryValue("email") == "a+b@example.com")
        #expect(requests[2].queryItems == [URLQueryItem(name: "field", value: "email"), URLQueryItem(name: "value", value: "a+b@example.com")])
        #expect(requests[3].queryValue("userId") == "player_demo01")
    }

    @Test func phoneVerificationOverTheWire() async throws {
        let send = try await SportRadarLoopback(["GET /ps/ips/verify": .fixture("verify-send-code")], signedIn: false)
        defer { send.stop() }
        let verification = try await send.provider.account.sendPhoneVerificationCode(to: PhoneNumber(prefix: "+33", number: "600000000"))
        #expect(send.requests.first?.queryItems == [URLQueryItem(name: "verificationType", value: "MOBILE"),
                                                    URLQueryItem(name: "verificationValue", value: "33600000000")])
        let wrong = try await SportRadarLoopback(["GET /ps/ips/verify": .fixture("verify-check-code-INVALID_VALUE")], signedIn: false)
        defer { wrong.stop() }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "code", code: "INVALID_VALUE", message: "Invalid verification code")])) {
            try await wrong.provider.account.checkPhoneVerificationCode(verification, code: "0000")
        }
        #expect(wrong.requests.first?.queryItems == [URLQueryItem(name: "verificationRequestId", value: "551204"),
                                                     URLQueryItem(name: "verificationCode", value: "0000")])
        #expect(wrong.requests.count == 1)
    }

    @Test func signedInCallsCarryTheSessionKey() async throws {
        let loopback = try await SportRadarLoopback([
            "GET /ps/ips/updatePassword": .fixture("logout"),
            "GET /ps/ips/quickSignupCompletion": .fixture("quickSignupCompletion"),
            "GET /ps/ips/updatePlayerInfo": .fixture("updatePlayerInfo"),
            "POST /ps/ips/updateExtraInfo": .fixture("updateExtraInfo"),
        ])
        defer { loopback.stop() }
        let account = loopback.provider.account
        try await account.changePassword(PasswordChange(currentPassword: "old p&ss", newPassword: "n€w+pass"))
        try await account.completeRegistration(ProfileUpdate(firstName: "Jean", birthDate: DateComponents(year: 1990, month: 3, day: 15)))
        try await account.updateProfile(ProfileUpdate(addressLine2: "Bâtiment B", city: "Lyon"))
        let requests = loopback.requests
        #expect(requests.map { "\($0.method) \($0.path)" } == ["GET /ps/ips/updatePassword", "GET /ps/ips/quickSignupCompletion",
                                                               "GET /ps/ips/updatePlayerInfo", "POST /ps/ips/updateExtraInfo"])
        #expect(requests.allSatisfy { $0.queryValue("sessionKey") == "session-key-placeholder" && $0.body.isEmpty })
        #expect(requests[0].queryValue("oldPassword") == "old p&ss")
        #expect(requests[0].queryValue("newPassword") == "n€w+pass")
        #expect(requests[1].queryItems.map(\.name) == ["firstName", "birthDate", "sessionKey"])
        #expect(requests[1].queryValue("birthDate") == "1990-03-15")
        #expect(requests[2].queryItems.map(\.name) == ["city", "sessionKey"])
        #expect(requests[3].queryValue("extraInfo") == #"{"streetLine2":"Bâtiment B"}"#)
    }
}
