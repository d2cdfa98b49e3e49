import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

private func query(_ request: URLRequest?) throws -> [String] {
    let url = try #require(request?.url)
    return (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }
}

/// E-mail and username checks, countries, phone verification.
struct RegistrationHelperTests {
    @Test func emailCheckReadsTheExistsText() async throws {
        for (fixture, expected) in [("checkCredential-exists", true), ("checkCredential-free", false)] {
            let transport = TestConfig.router(["/ps/ips/checkCredential": fixture])
            #expect(try await TestConfig.provider(transport: transport).account.isEmailRegistered("player.demo01@example.com") == expected)
            #expect(try query(transport.requests.first) == ["field=email", "value=player.demo01@example.com"])
            #expect(transport.requests.first?.url?.path == "/ps/ips/checkCredential")
        }
        // `exists` must be the text "true" or "false": a boolean or anything else is not guessed.
        let odd = TestConfig.provider(transport: StubTransport(.json(#"{"status":"SUCCESS","exists":"maybe","fieldExist":true}"#)))
        await #expect(throws: ServiceProviderError.invalidResponse(message: "checkCredential answered exists=maybe.")) {
            _ = try await odd.account.isEmailRegistered("a@b.c")
        }
        let missing = TestConfig.provider(transport: StubTransport(.json(#"{"status":"SUCCESS","fieldExist":true}"#)))
        await #expect(throws: ServiceProviderError.invalidResponse(message: "checkCredential answered exists=nil.")) {
            _ = try await missing.account.isEmailRegistered("a@b.c")
        }
        let transport = TestConfig.router([:])
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "email", code: "REQUIRED", message: "email is required.")])) {
            _ = try await TestConfig.provider(transport: transport).account.isEmailRegistered(" ")
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func usernameTakenAvailableAndInvalid() async throws {
        func check(_ fixture: String) async throws -> UsernameAvailability {
            let transport = TestConfig.router(["/ps/ips/getUserIdSuggestion": fixture])
            let answer = try await TestConfig.provider(transport: transport).account.usernameAvailability("player_demo01")
            #expect(try query(transport.requests.first) == ["userId=player_demo01"])
            return answer
        }
        let taken = try await check("getUserIdSuggestion-taken")
        #expect(taken == UsernameAvailability(isAvailable: false, suggestions: ["player_demo02", "player_demo01_fr", "player_demo1990"]))
        #expect(!taken.isUsable)
        let free = try await check("getUserIdSuggestion-available")
        #expect(free == UsernameAvailability(isAvailable: true))
        #expect(free.isUsable)
        let invalid = try await check("getUserIdSuggestion-invalid")
        #expect(invalid == UsernameAvailability(isAvailable: true, problems: [
            .init(field: "username", code: "INVALID_FORMAT", message: SportRadarOmegaErrorTable.fields["userId"]?.message),
        ]))
        #expect(!invalid.isUsable)
    }

    @Test func countriesAndTheCallersCountry() async throws {
        let transport = TestConfig.router(["/ps/ips/getCountries": "getCountries", "/ps/ips/getCountryInfo": "getCountryInfo"])
        let provider = TestConfig.provider(transport: transport)
        #expect(try await provider.account.registrationCountries() == ["FR", "BE", "CH", "LU", "MC"])
        #expect(try await provider.account.currentCountry() == Country(code: "FR", name: "France", phonePrefix: "+33"))
        _ = try await provider.account.registrationCountries()
        #expect(transport.requests.count == 2)  // the list is cached
        let none = TestConfig.provider(transport: StubTransport(.json(#"{"status":"SUCCESS"}"#)))
        await #expect(throws: ServiceProviderError.invalidResponse(message: "getCountryInfo answered no country.")) {
            _ = try await none.account.currentCountry()
        }
    }

    @Test func phoneVerificationSendsThenChecks() async throws {
        let send = TestConfig.router(["/ps/ips/verify": "verify-send-code"])
        let verification = try await TestConfig.provider(transport: send).account
            .sendPhoneVerificationCode(to: PhoneNumber(prefix: "+33", number: "600000000"))
        #expect(verification == PhoneVerification(id: "551204"))
        #expect(try query(send.requests.first) == ["verificationType=MOBILE", "verificationValue=33600000000"])
        let check = TestConfig.router(["/ps/ips/verify": "verify-check-code"])
        try await TestConfig.provider(transport: check).account.checkPhoneVerificationCode(verification, code: "1234")
        #expect(try query(check.requests.first) == ["verificationRequestId=551204", "verificationCode=1234"])
    }

    @Test func wrongPhoneCodeIsValidationOnCode() async throws {
        let transport = TestConfig.router(["/ps/ips/verify": "verify-check-code-INVALID_VALUE"])
        let provider = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "code", code: "INVALID_VALUE", message: "Invalid verification code")])) {
            try await provider.account.checkPhoneVerificationCode(PhoneVerification(id: "551204"), code: "0000")
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "phonePrefix", code: "INVALID", message: "phonePrefix must be + and 1 to 4 digits.")])) {
            _ = try await provider.account.sendPhoneVerificationCode(to: PhoneNumber(prefix: "33", number: "600000000"))
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "code", code: "INVALID", message: "code is not a valid identifier.")])) {
            try await provider.account.checkPhoneVerificationCode(PhoneVerification(id: "551204"), code: "12#34")
        }
        #expect(transport.requests.count == 1)
        // A send answer without its id is not a verification.
        let noId = TestConfig.provider(transport: StubTransport(.json(#"{"status":"PENDING"}"#, headers: [:])))
        await #expect(throws: ServiceProviderError.self) {
            _ = try await noId.account.sendPhoneVerificationCode(to: PhoneNumber(prefix: "+33", number: "600000000"))
        }
    }

    @Test func pendingIsASuccessOnlyWhenSendingACode() {
        let body = Data(#"{"status":"PENDING"}"#.utf8)
        #expect(SportRadarOmegaErrorMapper().error(for: response("/ps/ips/verify"), body: body, context: ResponseContext()) == nil)
        #expect(SportRadarOmegaErrorMapper().error(for: response("/ps/ips/processDeposit"), body: body, context: ResponseContext())
                == .vendor(code: "PENDING", message: nil))
    }

    /// A success status's `errors` are left to the call; another status's are validation errors.
    @Test func errorsUnderASuccessStatusAreNotAFailure() throws {
        let mapper = SportRadarOmegaErrorMapper()
        #expect(mapper.error(for: response("/ps/ips/getUserIdSuggestion"), body: try Fixture.data("getUserIdSuggestion-invalid"), context: ResponseContext()) == nil)
        #expect(mapper.error(for: response("/ps/ips/signup"), body: try Fixture.data("signup-field-errors"), context: ResponseContext())
                == .validation(fields: [.init(field: "email", code: "DUPLICATE", message: SportRadarOmegaErrorTable.fields["email"]?.message),
                                        .init(field: "username", code: "DUPLICATE", message: SportRadarOmegaErrorTable.fields["username"]?.message)]))
        // The placeholder status of the made-up error files is never a row.
        #expect(SportRadarOmegaErrorTable.rows["ERROR_STATUS_NOT_DOCUMENTED"] == nil)
        for name in ["forgotPasswordStep1And2", "checkCredential-exists", "getUserIdSuggestion-taken", "getUserIdSuggestion-available", "signup",
                     "signupConfirmation", "quickSignupCompletion", "getCountries", "getCountryInfo", "verify-check-code", "updatePlayerInfo",
                     "updateExtraInfo"] {
            #expect(mapper.error(for: response(), body: try Fixture.data(name), context: ResponseContext()) == nil, "\(name)")
        }
    }
}

/// Profile update: `updatePlayerInfo` with the changed fields, `updateExtraInfo` for the rest.
struct ProfileUpdateTests {
    @Test func updateSendsTheChangedFieldsThenTheExtraInfo() async throws {
        let transport = TestConfig.router(["/ps/ips/updatePlayerInfo": "updatePlayerInfo", "/ps/ips/updateExtraInfo": "updateExtraInfo"])
        let provider = await TestConfig.signedIn(transport: transport)
        try await provider.account.updateProfile(ProfileUpdate(
            username: "player_demo01", email: "new@example.com", firstName: "Jean", lastName: "Exemple", gender: .male,
            birthDate: DateComponents(year: 1990, month: 3, day: 15), address: "12 Rue de l'Exemple", addressLine2: "Bâtiment B",
            city: "Paris", province: "IDF", postalCode: "75001", countryCode: "FR", placeOfBirth: "Lyon", idCardNumber: "X123"))
        #expect(transport.requests.count == 2)
        #expect(transport.requests[0].httpMethod == "GET")
        #expect(transport.requests[0].url?.path == "/ps/ips/updatePlayerInfo")
        #expect(try query(transport.requests[0]) == [
            "userid=player_demo01", "email=new@example.com", "firstName=Jean", "lastName=Exemple", "address=12 Rue de l'Exemple",
            "province=IDF", "gender=M", "country=FR", "birthDate=1990-03-15", "city=Paris", "postalCode=75001", "idCardNumber=X123",
            "sessionKey=session-key-placeholder",
        ])
        #expect(transport.requests[1].httpMethod == "POST")
        #expect(transport.requests[1].url?.path == "/ps/ips/updateExtraInfo")
        #expect(transport.requests[1].httpBody == nil)
        #expect(try query(transport.requests[1]) == [#"extraInfo={"placeOfBirth":"Lyon","streetLine2":"Bâtiment B"}"#, "sessionKey=session-key-placeholder"])
    }

    @Test func onlyTheCallsWithSomethingToChangeAreSent() async throws {
        let transport = TestConfig.router(["/ps/ips/updatePlayerInfo": "updatePlayerInfo", "/ps/ips/updateExtraInfo": "updateExtraInfo"])
        let provider = await TestConfig.signedIn(transport: transport)
        try await provider.account.updateProfile(ProfileUpdate(addressLine2: "Bâtiment B"))
        try await provider.account.updateProfile(ProfileUpdate(city: "Lyon"))
        #expect(transport.requests.map { $0.url?.path } == ["/ps/ips/updateExtraInfo", "/ps/ips/updatePlayerInfo"])
        #expect(try query(transport.requests[0]) == [#"extraInfo={"streetLine2":"Bâtiment B"}"#, "sessionKey=session-key-placeholder"])
        #expect(try query(transport.requests[1]) == ["city=Lyon", "sessionKey=session-key-placeholder"])
    }

    @Test func invalidUpdatesAreRefusedBeforeSending() async throws {
        let transport = TestConfig.router([:])
        let provider = await TestConfig.signedIn(transport: transport)
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The profile update changes nothing.")) {
            try await provider.account.updateProfile(ProfileUpdate())
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "phone", code: "NOT_SUPPORTED", message: "phone cannot be changed here.")])) {
            try await provider.account.updateProfile(ProfileUpdate(phone: PhoneNumber(prefix: "+33", number: "600000000")))
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "avatar", code: "NOT_SUPPORTED", message: "avatar cannot be changed here.")])) {
            try await provider.account.updateProfile(ProfileUpdate(avatar: "avatar_5"))
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "countryCode", code: "INVALID", message: "countryCode must be two letters (ISO 3166).")])) {
            try await provider.account.updateProfile(ProfileUpdate(countryCode: "FRA"))
        }
        for date in [DateComponents(year: 1990, month: 2, day: 30), DateComponents(year: 1990, month: 13, day: 1), DateComponents(month: 1, day: 1)] {
            await #expect(throws: ServiceProviderError.validation(fields: [
                .init(field: "birthDate", code: "INVALID", message: "birthDate must be a calendar date with year, month and day."),
            ])) { try await provider.account.updateProfile(ProfileUpdate(birthDate: date)) }
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "city", code: "INVALID", message: "city contains a control character.")])) {
            try await provider.account.updateProfile(ProfileUpdate(city: "Pa\u{0}ris"))
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "email", code: "REQUIRED", message: "email is required.")])) {
            try await provider.account.updateProfile(ProfileUpdate(email: ""))
        }
        #expect(transport.requests.isEmpty)
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await TestConfig.provider(transport: transport).account.updateProfile(ProfileUpdate(city: "Lyon"))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func vendorRefusalIsTyped() async throws {
        let provider = await TestConfig.signedIn(transport: StubTransport(.json(#"{"status":"NOT_LOGGED_IN_ERROR"}"#)))
        await #expect(throws: ServiceProviderError.sessionExpired) {
            try await provider.account.updateProfile(ProfileUpdate(city: "Lyon"))
        }
    }
}
