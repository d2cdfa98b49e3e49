import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The text parts of a multipart body, in order (`name`, `value`).
func multipartParts(_ body: Data, contentType: String?) throws -> [(name: String, value: String)] {
    let type = try #require(contentType)
    let boundary = String(type.dropFirst("multipart/form-data; boundary=".count))
    let text = String(decoding: body, as: UTF8.self)
    var parts: [(name: String, value: String)] = []
    for chunk in text.components(separatedBy: "--\(boundary)") {
        guard let header = chunk.range(of: "Content-Disposition: form-data; name=\""),
              let nameEnd = chunk.range(of: "\"\r\n\r\n", range: header.upperBound..<chunk.endIndex) else { continue }
        var value = String(chunk[nameEnd.upperBound...])
        if value.hasSuffix("\r\n") { value.removeLast() }  // the part's trailing CRLF (one Character)
        parts.append((String(chunk[header.upperBound..<nameEnd.lowerBound]), value))
    }
    return parts
}

/// Records every request event a monitor receives.
final class EventRecorder: RequestEventMonitor {
    private let events = Locked<[RequestEvent]>([])
    func handle(_ event: RequestEvent) { events.withLock { $0.append(event) } }
    var urls: [String] {
        events.withLock { $0 }.map { event in
            switch event {
            case .started(let summary), .retrying(let summary, _, _, _), .finished(let summary, _, _, _), .failed(let summary, _, _, _):
                return summary.url
            }
        }
    }
}

/// Sign-up as documented (multipart), its confirmation and completion, the password calls.
struct SignupTests {
    /// The form holding `signup-request-fields.json`'s values.
    static let fixtureForm = RegistrationForm(
        username: "player_demo01", email: "player.demo01@example.com", password: "password-placeholder", phoneNumber: "600000000",
        phonePrefix: "+33", firstName: "Jean", lastName: "Exemple", birthDate: DateComponents(year: 1990, month: 3, day: 15),
        countryCode: "FR", currency: "EUR", acceptsTerms: true, promoCode: "PRINTEMPS25", gender: .male, address: "12 Rue de l'Exemple",
        streetNumber: "12", city: "Paris", postalCode: "75001", birthCity: "Paris", birthRegion: "75", birthCountryCode: "FR",
        receivesMarketingEmails: true, phoneVerification: PhoneVerification(id: "551204"), avatar: "avatar_3")

    @Test func signupSendsTheDocumentedPartsAsMultipart() throws {
        let provider = TestConfig.provider(transport: TestConfig.router([:]))
        var form = MultipartFormData()
        for part in try SportRadarModelMapper.signupParts(Self.fixtureForm) { form.append(name: part.name, value: part.value) }
        let request = try provider.runtime.executor(.omega).makeRequest(for: SportRadarOmegaAPI.signup(form), credentials: nil).urlRequest
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://omega.test/ps/ips/signup")
        let parts = try multipartParts(try #require(request.httpBody), contentType: request.value(forHTTPHeaderField: "Content-Type"))
        let expected = try #require(try JSONSerialization.jsonObject(with: Fixture.data("signup-request-fields")) as? [String: String])
        #expect(parts.count == expected.count)
        #expect(Dictionary(parts.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) == expected)
        // The vendor client's order, and a form without the optional fields sends only what it has.
        #expect(parts.map(\.name) == ["username", "password", "email", "currency", "mobile", "city", "country", "firstName", "lastName",
                                      "gender", "address", "postalCode", "streetNumber", "birthDepartment", "birthCity", "birthCountry",
                                      "birthDate", "bonusCode", "receiveEmail", "verificationRequestId", "extraInfo"])
        let minimal = RegistrationForm(username: "u", email: "a@b.c", password: "p", birthDate: DateComponents(year: 1990, month: 1, day: 2),
                                       countryCode: "FR", currency: "EUR", acceptsTerms: true)
        #expect(try SportRadarModelMapper.signupParts(minimal).map { "\($0.name)=\($0.value)" }
                == ["username=u", "password=p", "email=a@b.c", "currency=EUR", "country=FR", "birthDate=1990-01-02", "receiveEmail=false",
                    #"extraInfo={"device_os":"iOS"}"#])
    }

    @Test func signupRefusesMissingFieldsBeforeSending() async throws {
        let transport = TestConfig.router([:])
        let provider = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "username", code: "REQUIRED", message: "username is required."),
            .init(field: "birthDate", code: "REQUIRED", message: "birthDate is required."),
            .init(field: "countryCode", code: "REQUIRED", message: "countryCode is required."),
            .init(field: "currency", code: "REQUIRED", message: "currency is required."),
        ])) {
            _ = try await provider.account.register(RegistrationForm(email: "a@b.c", password: "x", acceptsTerms: true))
        }
        var halfPhone = Self.fixtureForm
        halfPhone.phonePrefix = nil
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "phonePrefix", code: "REQUIRED", message: "phonePrefix is required with a phone number."),
        ])) { _ = try await provider.account.register(halfPhone) }
        var noTerms = Self.fixtureForm
        noTerms.acceptsTerms = false
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "acceptsTerms", code: "REQUIRED", message: "Accept the terms to continue."),
        ])) { _ = try await provider.account.register(noTerms) }
        var badVerification = Self.fixtureForm
        badVerification.phoneVerification = PhoneVerification(id: "a/b")
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "phoneVerification", code: "INVALID", message: "phoneVerification is not a valid identifier."),
        ])) { _ = try await provider.account.register(badVerification) }
        #expect(transport.requests.isEmpty)
    }

    @Test func signupSuccessAndUnknownBonusBothRegister() async throws {
        let ok = try await TestConfig.provider(transport: TestConfig.router(["/ps/ips/signup": "signup"])).account.register(Self.fixtureForm)
        #expect(ok == RegistrationResult(userId: nil, requiresVerification: true, promoCodeRejected: false))
        let noBonus = try await TestConfig.provider(transport: TestConfig.router(["/ps/ips/signup": "signup-BONUSPLAN_NOT_FOUND"]))
            .account.register(Self.fixtureForm)
        #expect(noBonus == RegistrationResult(userId: nil, requiresVerification: true, promoCodeRejected: true))
    }

    @Test func signupFieldErrorsAreValidation() async throws {
        let transport = TestConfig.router(["/ps/ips/signup": "signup-field-errors"])
        let provider = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "email", code: "DUPLICATE", message: SportRadarOmegaErrorTable.fields["email"]?.message),
            .init(field: "username", code: "DUPLICATE", message: SportRadarOmegaErrorTable.fields["username"]?.message),
        ])) { _ = try await provider.account.register(Self.fixtureForm) }
        #expect(transport.requests.count == 1)  // a POST is never retried
    }

    @Test func confirmationSendsCodeAndEmail() async throws {
        let transport = TestConfig.router(["/ps/ips/signupConfirmation": "signupConfirmation"])
        try await TestConfig.provider(transport: transport).account.confirmRegistration(email: "a+b@example.com", code: "482915")
        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "https://omega.test/ps/ips/signupConfirmation?confirmationCode=482915&email=a+b@example.com"
                || request.url?.absoluteString == "https://omega.test/ps/ips/signupConfirmation?confirmationCode=482915&email=a%2Bb@example.com")
        #expect(URLComponents(url: try #require(request.url), resolvingAgainstBaseURL: false)?.queryItems
                == [URLQueryItem(name: "confirmationCode", value: "482915"), URLQueryItem(name: "email", value: "a+b@example.com")])
    }

    @Test func wrongConfirmationCodeIsValidationOnCode() async throws {
        let transport = TestConfig.router(["/ps/ips/signupConfirmation": "signupConfirmation-invalid-code"])
        let provider = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "code", code: "INVALID", message: SportRadarOmegaErrorTable.fields["confirmationCode"]?.message),
        ])) { try await provider.account.confirmRegistration(email: "a@b.c", code: "000000") }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "code", code: "REQUIRED", message: "code is required.")])) {
            try await provider.account.confirmRegistration(email: "a@b.c", code: " ")
        }
        #expect(transport.requests.count == 1)
    }

    @Test func completionSendsOnlyTheFieldsSet() async throws {
        let transport = TestConfig.router(["/ps/ips/quickSignupCompletion": "quickSignupCompletion"])
        let provider = await TestConfig.signedIn(transport: transport)
        try await provider.account.completeRegistration(ProfileUpdate(
            firstName: "Jean", lastName: "Exemple", gender: .female, birthDate: DateComponents(year: 1990, month: 3, day: 15),
            phone: PhoneNumber(prefix: "+33", number: "600000000"), address: "12 Rue de l'Exemple", city: "Paris", province: "IDF",
            postalCode: "75001", countryCode: "FR", idCardNumber: "X123"))
        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "GET")
        #expect(URLComponents(url: try #require(request.url), resolvingAgainstBaseURL: false)?.queryItems?.map { "\($0.name)=\($0.value ?? "")" }
                == ["firstName=Jean", "lastName=Exemple", "gender=F", "mobile=33600000000", "birthDate=1990-03-15", "address=12 Rue de l'Exemple",
                    "province=IDF", "country=FR", "city=Paris", "postalCode=75001", "idCardNumber=X123", "sessionKey=session-key-placeholder"])
        await #expect(throws: ServiceProviderError.validation(fields: [
            .init(field: "email", code: "NOT_SUPPORTED", message: "email cannot be changed here."),
            .init(field: "placeOfBirth", code: "NOT_SUPPORTED", message: "placeOfBirth cannot be changed here."),
            .init(field: "avatar", code: "NOT_SUPPORTED", message: "avatar cannot be changed here."),
        ])) { try await provider.account.completeRegistration(ProfileUpdate(email: "a@b.c", placeOfBirth: "Lyon", avatar: "avatar_5")) }
        #expect(transport.requests.count == 1)
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await TestConfig.provider(transport: transport).account.completeRegistration(ProfileUpdate(firstName: "Jean"))
        }
    }

    @Test func passwordChangeIsAGetWithBothPasswordsInTheQueryAndRedacted() async throws {
        let transport = TestConfig.router(["/ps/ips/updatePassword": "logout"])
        let recorder = EventRecorder()
        let provider = await TestConfig.signedIn(transport: transport, monitor: recorder)
        try await provider.account.changePassword(PasswordChange(currentPassword: "old-Secret1", newPassword: "n€w&Secret2"))
        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "GET")
        #expect(request.httpBody == nil)
        #expect(URLComponents(url: try #require(request.url), resolvingAgainstBaseURL: false)?.queryItems
                == [URLQueryItem(name: "oldPassword", value: "old-Secret1"), URLQueryItem(name: "newPassword", value: "n€w&Secret2"),
                    URLQueryItem(name: "sessionKey", value: "session-key-placeholder")])
        // The monitor never sees either password (nor the session key).
        #expect(!recorder.urls.isEmpty)
        for url in recorder.urls {
            #expect(!url.contains("Secret") && !url.contains("session-key-placeholder"), "\(url)")
            #expect(url.contains("oldPassword=%3Credacted%3E") || url.contains("oldPassword=<redacted>"), "\(url)")
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "newPassword", code: "REQUIRED", message: "newPassword is required.")])) {
            try await provider.account.changePassword(PasswordChange(currentPassword: "old", newPassword: ""))
        }
        #expect(transport.requests.count == 1)
    }

    @Test func wrongOldPasswordIsTheVendorsError() async throws {
        let provider = await TestConfig.signedIn(transport: StubTransport(.json(#"{"status":"FAIL_UN_PW"}"#)))
        await #expect(throws: ServiceProviderError.invalidCredentials) {
            try await provider.account.changePassword(PasswordChange(currentPassword: "bad", newPassword: "new"))
        }
    }

    @Test func passwordResetByEmailSendsTheAddress() async throws {
        let transport = TestConfig.router(["/ps/ips/forgotPasswordStep1And2": "forgotPasswordStep1And2"])
        let provider = TestConfig.provider(transport: transport)
        try await provider.account.requestPasswordReset(email: "player.demo01@example.com")
        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "https://omega.test/ps/ips/forgotPasswordStep1And2?email=player.demo01@example.com")
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "email", code: "REQUIRED", message: "email is required.")])) {
            try await provider.account.requestPasswordReset(email: "")
        }
        let failing = TestConfig.provider(transport: StubTransport(.json(#"{"status":"FAIL_NO_SUCH_EMAIL","message":"Inconnu"}"#)))
        await #expect(throws: ServiceProviderError.vendor(code: "FAIL_NO_SUCH_EMAIL", message: "Inconnu")) {
            try await failing.account.requestPasswordReset(email: "nobody@example.com")
        }
        // The phone flow stays EveryMatrix's: not offered here.
        await #expect(throws: ServiceProviderError.notSupported(feature: .passwordReset, provider: "SportRadar")) {
            _ = try await provider.account.requestPasswordReset(phone: PhoneNumber(prefix: "+33", number: "600000000"))
        }
    }
}
