import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The player's consents (Omega): the read, the save as two comma-joined lists of version ids,
/// the checks made before anything is sent, and the sandbox showing a save in the next read.
@Suite struct ConsentsTests {
    @Test func theRecordedListMapsEveryStatusAndAnAbsentMandatoryFlag() throws {
        let consents = SportRadarModelMapper.consents(try Fixture.decode(SportRadarModels.UserConsentsResponse.self, "getUserConsents"))
        #expect(consents == [
            Consent(id: "3", key: "TERMS_AND_CONDITIONS", name: "Terms and conditions", versionId: "41", isMandatory: true, status: .given),
            Consent(id: "7", key: "MARKETING_EMAIL", name: "Marketing e-mails", versionId: "52", isMandatory: false, status: .refused),
            Consent(id: "8", key: "MARKETING_SMS", name: "Marketing text messages", versionId: "53", isMandatory: nil,
                    status: .unknown("UNKNOWN_STATE")),
        ])
    }

    @Test func theReadAndTheSaveAreTheVendorsCalls() async throws {
        let transport = TestConfig.router(["/ps/ips/user/consents": "getUserConsents", "/ps/ips/user/consents/save": "saveUserConsents"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        let consents = try await client.account.consents()
        #expect(consents.count == 3)
        // Decisions made from the consents read know which are mandatory: nothing more is read.
        try await client.account.saveConsents([consents[0].decision(isGiven: true), consents[1].decision(isGiven: false),
                                               consents[2].decision(isGiven: true)])
        try await client.account.saveConsents([consents[1].decision(isGiven: false)])
        let sent = transport.requests.map { "\($0.httpMethod ?? "") \($0.url?.absoluteString ?? "")" }
        #expect(sent == [
            "GET https://omega.test/ps/ips/user/consents?sessionKey=session-key-placeholder",
            "POST https://omega.test/ps/ips/user/consents/save?consentVersionIds=41,53&unconsenVersionIds=52&sessionKey=session-key-placeholder",
            "POST https://omega.test/ps/ips/user/consents/save?unconsenVersionIds=52&sessionKey=session-key-placeholder",
        ])
    }

    @Test func aMandatoryConsentCannotBeWithdrawnAndNothingIsSent() async throws {
        let transport = TestConfig.router(["/ps/ips/user/consents": "getUserConsents", "/ps/ips/user/consents/save": "saveUserConsents"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        let terms = Consent(id: "3", key: "TERMS_AND_CONDITIONS", name: "Terms and conditions", versionId: "41", isMandatory: true, status: .given)
        let refusal = ServiceProviderError.invalidRequest(message: "Version 41 is a mandatory consent: it cannot be declined or withdrawn.")
        await #expect(throws: refusal) { try await client.account.saveConsents([terms.decision(isGiven: false)]) }
        await #expect(throws: refusal) {
            try await client.account.saveConsents([ConsentDecision(versionId: "52", isGiven: true), terms.decision(isGiven: false)])
        }
        #expect(transport.requests.isEmpty)
        #expect(throws: refusal) { try [terms.decision(isGiven: false)].validate() } // the rule is the domain's, for every provider
        try [terms.decision(isGiven: true)].validate()
    }

    @Test func aBareVersionIdIsCheckedAgainstTheConsentsReadBeforeTheSave() async throws {
        let transport = TestConfig.router(["/ps/ips/user/consents": "getUserConsents", "/ps/ips/user/consents/save": "saveUserConsents"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        await #expect(throws: ServiceProviderError.invalidRequest(message: "Version 41 is a mandatory consent: it cannot be declined or withdrawn.")) {
            try await client.account.saveConsents([ConsentDecision(versionId: "41", isGiven: false)])
        }
        #expect(transport.requests.map { $0.url?.path } == ["/ps/ips/user/consents"]) // read, never saved
        // Not mandatory (false, or absent for version 53): read, then saved.
        try await client.account.saveConsents([ConsentDecision(versionId: "52", isGiven: false), ConsentDecision(versionId: "53", isGiven: false)])
        // Agreeing needs no read.
        try await client.account.saveConsents([ConsentDecision(versionId: "41", isGiven: true)])
        #expect(transport.requests.map { $0.url?.path } == ["/ps/ips/user/consents", "/ps/ips/user/consents", "/ps/ips/user/consents/save",
                                                            "/ps/ips/user/consents/save"])
    }

    @Test func badAnswersAreRefusedBeforeAnythingIsSent() async throws {
        let transport = TestConfig.router([:])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        let invalid = ServiceProviderError.validation(fields: [.init(field: "versionId", code: "INVALID", message: "versionId holds a comma, which would split the list it is sent in.")])
        await #expect(throws: invalid) { try await client.account.saveConsents([ConsentDecision(versionId: "41,42", isGiven: true)]) }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "versionId", code: "DUPLICATE", message: "Version 41 is answered twice.")])) {
            try await client.account.saveConsents([ConsentDecision(versionId: "41", isGiven: true), ConsentDecision(versionId: "41", isGiven: false)])
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "versionId", code: "INVALID", message: "v41 is not a consent version of this operator.")])) {
            try await client.account.saveConsents([ConsentDecision(versionId: "v41", isGiven: true)])
        }
        try await client.account.saveConsents([]) // nothing to save: nothing is sent
        #expect(transport.requests.isEmpty)
    }

    @Test func withoutASessionNothingIsSent() async {
        let transport = TestConfig.router(["/ps/ips/user/consents": "getUserConsents"])
        let client = Client(provider: TestConfig.provider(transport: transport))
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await client.account.consents() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.account.saveConsents([ConsentDecision(versionId: "41", isGiven: true)]) }
        #expect(transport.requests.isEmpty)
    }

    @Test func aSaveTheVendorRefusesIsItsError() async throws {
        let transport = TestConfig.router(["/ps/ips/user/consents/save": "error-NOT_LOGGED_IN_ERROR"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        await #expect(throws: ServiceProviderError.sessionExpired) { try await client.account.saveConsents([ConsentDecision(versionId: "52", isGiven: true)]) }
    }

    @Test func theSandboxShowsASaveInTheNextRead() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        #expect(try await client.account.consents().map(\.status) == [.given, .refused, .unknown("UNKNOWN_STATE")])
        let consents = try await client.account.consents()
        try await client.account.saveConsents([consents[1].decision(isGiven: true), consents[2].decision(isGiven: false)])
        #expect(try await client.account.consents().map(\.status) == [.given, .given, .refused])
    }
}
