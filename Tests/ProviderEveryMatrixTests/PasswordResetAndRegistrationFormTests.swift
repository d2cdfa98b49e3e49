import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite struct PasswordResetAndRegistrationFormTests {
    @Test func resetByPhoneSendsThePlusAsPercent2BWithoutSession() async throws {
        let transport = fixtureStub(["/resetPasswordByMobilePhone": ("api/reset-password-by-mobile.json", 200)])
        let client = Client(provider: await signedInProvider(transport))
        let challenge = try await client.account.requestPasswordReset(phone: PhoneNumber(prefix: "+237", number: "690000000"))

        #expect(challenge == PasswordResetChallenge(token: "00000000-0000-4000-8000-00000000a001"))
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/resetPasswordByMobilePhone?mobileNumber=690000000&mobilePrefix=%2B237")
        #expect(sent.httpBody == nil)
        #expect(sent.value(forHTTPHeaderField: "x-sessionid") == nil)
    }

    @Test func invalidPhonesAreRefusedBeforeSending() async throws {
        let transport = fixtureStub([:])
        let client = Client(provider: await signedInProvider(transport))
        let badPrefix = ServiceProviderError.validation(fields: [.init(field: "phonePrefix", code: "INVALID", message: "phonePrefix must be + and 1 to 4 digits.")])
        let badNumber = ServiceProviderError.validation(fields: [.init(field: "phoneNumber", code: "INVALID", message: "phoneNumber must be 4 to 15 digits.")])
        await assertThrows(badPrefix) { try await client.account.requestPasswordReset(phone: PhoneNumber(prefix: "237", number: "690000000")) }
        await assertThrows(badPrefix) { try await client.account.requestPasswordReset(phone: PhoneNumber(prefix: "+", number: "690000000")) }
        await assertThrows(badNumber) { try await client.account.requestPasswordReset(phone: PhoneNumber(prefix: "+237", number: "69 00&x=1")) }
        await assertThrows(badNumber) { try await client.account.requestPasswordReset(phone: PhoneNumber(prefix: "+237", number: "")) }
        #expect(transport.requests.isEmpty)
    }

    @Test func theSMSCodeIsExchangedForTheKey() async throws {
        let transport = fixtureStub(["/validate": ("api/reset-password-validate.json", 200)])
        let client = Client(provider: await signedInProvider(transport, signedIn: false))
        let key = try await client.account.confirmPasswordReset(PasswordResetChallenge(token: "00000000-0000-4000-8000-00000000a001"), code: "123456")
        #expect(key == PasswordResetKey(value: "hash-key-placeholder"))
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/resetPasswordByMobilePhone/validate"
                       + "?tokenId=00000000-0000-4000-8000-00000000a001&validationCode=123456")
    }

    @Test func aWrongCodeIsAValidationErrorWithTheVendorsMessage() async throws {
        let transport = fixtureStub(["/validate": ("api/reset-password-validate-error.json", 400)])
        let client = Client(provider: await signedInProvider(transport, signedIn: false))
        await assertThrows(.validation(fields: [.init(field: "code", code: "INVALID", message: "The validation code is not valid.")])) {
            try await client.account.confirmPasswordReset(PasswordResetChallenge(token: "t-1"), code: "000000")
        }
        await assertThrows(.validation(fields: [.init(field: "code", code: "REQUIRED", message: "code is required.")])) {
            try await client.account.confirmPasswordReset(PasswordResetChallenge(token: "t-1"), code: " ")
        }
        #expect(transport.requests.count == 1)
    }

    @Test func theNewPasswordIsSetWithTheKey() async throws {
        let transport = fixtureStub(["/ResetPasswordByHashKey": ("api/reset-password-by-hash-key.json", 200)])
        let client = Client(provider: await signedInProvider(transport, signedIn: false))
        try await client.account.resetPassword(PasswordReset(key: PasswordResetKey(value: "hash-key-placeholder"), newPassword: "password-placeholder"))
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/ResetPasswordByHashKey")
        try assertJSON(sent.httpBody, equalsFixture: "api/reset-password-by-hash-key.request.json")
        #expect(sent.jsonBody?["isUserHash"] as? Bool == true)
    }

    @Test func aResetAnsweredWithoutSuccessFailsAndBadInputIsRefused() async throws {
        let transport = StubTransport(.json(#"{"timestamp":"2026-02-12T10:07:45.912Z","success":0}"#))
        let client = Client(provider: await signedInProvider(transport, signedIn: false))
        await assertThrows(.vendor(code: "PasswordResetFailed", message: nil)) {
            try await client.account.resetPassword(PasswordReset(key: PasswordResetKey(value: "k-123"), newPassword: "1234"))
        }
        await assertThrows(.validation(fields: [.init(field: "newPassword", code: "REQUIRED", message: "newPassword is required.")])) {
            try await client.account.resetPassword(PasswordReset(key: PasswordResetKey(value: "k-123"), newPassword: ""))
        }
        await assertThrows(.validation(fields: [.init(field: "key", code: "REQUIRED", message: "key is required.")])) {
            try await client.account.resetPassword(PasswordReset(key: PasswordResetKey(value: ""), newPassword: "1234"))
        }
        #expect(transport.requests.count == 1)
    }

    @Test func resetValuesPrintWithoutTheirSecrets() {
        let reset = PasswordReset(key: PasswordResetKey(value: "hash-key-secret"), newPassword: "pin-9876")
        for text in [String(describing: reset), String(reflecting: reset), String(describing: reset.key),
                     String(describing: PasswordResetChallenge(token: "token-secret"))] {
            #expect(!(text.contains("secret") || text.contains("9876")), "\(text)")
            #expect(text.contains("<redacted>"), "\(text)")
        }
    }

    @Test func registrationFieldsMapTheConfig() async throws {
        let transport = fixtureStub(["/registration/config": ("api/registration-config.json", 200)])
        let client = Client(provider: await signedInProvider(transport, signedIn: false))
        let fields = try await client.account.registrationFields()

        #expect(fields.map(\.name) == ["Mobile", "Password", "FirstnameOnDocument", "LastNameOnDocument", "BirthDate", "PromoCode", "TermsAndConditions"])
        #expect(fields.map(\.inputKind) == [.phone, .password, .text, .text, .date, .text, .checkbox])
        #expect(fields[0] == RegistrationField(
            name: "Mobile", label: "Mobile number", inputKind: .phone, defaultValue: "+237", isMandatory: true, minLength: 8, maxLength: 15,
            rules: [RegistrationRule(kind: .pattern(#"^6((((5[0-4]|7\d|8[0-3])|(9\d|58|57|56|55))\d{6})|(595|594|593|592|591|590)\d{5})$"#),
                                     message: "Only MTN and Orange phone numbers are supported.", errorKey: "InvalidMobileOperator")]))
        #expect(fields[1].rules == [
            RegistrationRule(kind: .pattern("^[0-9]+$"), message: "Password should contain only numbers", errorKey: "OnlyNumbers"),
            RegistrationRule(kind: .pattern(#"^(?=.*\d).+$"#), message: "Password should contain only numbers", errorKey: "MustIncludeNumber"),
        ])
        #expect([fields[1].minLength, fields[1].maxLength] == [4, 8])
        #expect(fields[4] == RegistrationField(
            name: "BirthDate", label: "Date of birth", inputKind: .date, isMandatory: true, minimum: "1905-10-15", maximum: "2004-10-14",
            rules: [RegistrationRule(kind: .minimumAge(21), message: "You must be at least 21 years old.", errorKey: "MinAge")]))
        #expect(fields[5] == RegistrationField(name: "PromoCode", label: "Promo code", inputKind: .text, maxLength: 20))
        #expect(fields[6].isMandatory)
        #expect(fields[6].label.contains(#"<a href="https://example.com/terms">"#))

        let sent = try #require(transport.requests.first)
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/legislation/registration/config")
        #expect(sent.value(forHTTPHeaderField: "x-sessionid") == nil)
    }

    @Test func unknownInputsAndRulesStayUnknown() throws {
        #expect(EveryMatrixModelMapper.inputKind("Slider") == .unknown("Slider"))
        #expect(EveryMatrixModelMapper.inputKind("email") == .email)
        #expect(EveryMatrixModelMapper.inputKind("Select") == .select)
        let rules = try JSONDecoder().decode([EveryMatrixModels.RegistrationConfig.Rule].self, from: Data("""
            [{"rule":"max-age","errorMessage":"Too old"},{"rule":"min-age","displayName":"adult"},{"rule":"regex","pattern":null}]
            """.utf8)).map(EveryMatrixModelMapper.registrationRule)
        #expect(rules.map(\.kind) == [.unknown("max-age"), .unknown("min-age"), .unknown("regex")])
        #expect(rules.first?.message == "Too old")
    }
}
