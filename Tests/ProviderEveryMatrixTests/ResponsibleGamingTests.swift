import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite struct ResponsibleGamingTests {
    private let xaf = { (amount: String) in Money(amount: decimal(amount), currency: "XAF") }

    @Test func limitsAreReadWithTheirPendingRaise() async throws {
        let transport = fixtureStub(["/limits/monetary": ("api/limits-monetary.json", 200)])
        let client = Client(provider: await signedInProvider(transport))
        let limits = try await client.responsibleGaming.limits()

        #expect(limits == [
            GamblingLimit(id: "4f7a2c1e-8b3d-4e5f-a6b7-c8d9e0f1a2b3", kind: .deposit, period: .weekly, amount: xaf("100000"),
                          pendingChanges: [PendingLimitChange(newAmount: xaf("150000"), appliesAt: utc("2026-02-18T18:40:02Z"))],
                          effectiveDate: utc("2026-02-01T08:12:44Z")),
            GamblingLimit(id: "9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b", kind: .wagering, period: .daily, amount: xaf("25000"),
                          effectiveDate: utc("2026-02-01T08:12:44Z")),
        ])
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "GET")
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/7014240/limits/monetary")
        #expect(sent.value(forHTTPHeaderField: "x-sessionid") == "SID")
        #expect(sent.value(forHTTPHeaderField: "x-session-type") == "others")
    }

    @Test func limitsAcceptTheTwoWrappedShapes() throws {
        let fixture = try #require(JSONSerialization.jsonObject(with: Fixture.data("api/limits-monetary.json")) as? [String: Any])
        let limits = try #require(fixture["limits"] as? [Any])
        let wrapped = try JSONSerialization.data(withJSONObject: ["data": ["limits": limits]])
        #expect(try JSONDecoder().decode(EveryMatrixModels.MonetaryLimits.self, from: wrapped).limits.map(\.id)
                == ["4f7a2c1e-8b3d-4e5f-a6b7-c8d9e0f1a2b3", "9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b"])
        let single = try JSONSerialization.data(withJSONObject: ["data": ["limit": limits[1]]])
        #expect(try JSONDecoder().decode(EveryMatrixModels.MonetaryLimits.self, from: single).limits.map(\.id) == ["9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b"])
        #expect(throws: (any Error).self) { try JSONDecoder().decode(EveryMatrixModels.MonetaryLimits.self, from: Data(#"{"other":1}"#.utf8)) }
    }

    @Test func setLimitSendsTheDocumentedBody() async throws {
        let transport = fixtureStub(["/limits/monetary": ("api/limits-monetary-set.json", 200)])
        let client = Client(provider: await signedInProvider(transport))
        let limit = try await client.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .monthly, amount: xaf("50000")))

        #expect(limit == GamblingLimit(id: "2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b", kind: .deposit, period: .monthly, amount: xaf("50000"),
                                            effectiveDate: utc("2026-02-01T08:12:44Z")))
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/7014240/limits/monetary")
        #expect(sent.value(forHTTPHeaderField: "x-session-type") == "others")
        try assertJSON(sent.httpBody, equalsFixture: "api/limits-monetary-set.request.json")
    }

    @Test func anExistingLimitIsTheVendorsTypedErrorWithItsMessage() async throws {
        let transport = fixtureStub(["/limits/monetary": ("api/limits-monetary-set-error.json", 400)])
        let client = Client(provider: await signedInProvider(transport))
        await assertThrows(.vendor(code: "LimitAlreadyExists", message: "A limit of this type and period already exists.")) {
            try await client.responsibleGaming.setLimit(GamblingLimitRequest(kind: .wagering, period: .daily, amount: self.xaf("1000")))
        }
    }

    @Test func invalidLimitsAreRefusedBeforeSending() async throws {
        let transport = fixtureStub([:])
        let client = Client(provider: await signedInProvider(transport))
        let rg = client.responsibleGaming
        await assertThrows(.validation(fields: [.init(field: "amount", code: "NOT_POSITIVE", message: "amount must be greater than zero.")])) {
            try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .daily, amount: self.xaf("0")))
        }
        await assertThrows(.validation(fields: [.init(field: "amount", code: "INVALID", message: "amount has no valid currency code.")])) {
            try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .daily, amount: Money(amount: 5, currency: "X")))
        }
        await assertThrows(.validation(fields: [.init(field: "amount", code: "TOO_MANY_DECIMALS", message: "amount has more than 0 decimal places for XAF.")])) {
            try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .daily, amount: self.xaf("10.5")))
        }
        await assertThrows(.validation(fields: [.init(field: "kind", code: "INVALID", message: "Only deposit and wagering limits can be set.")])) {
            try await rg.setLimit(GamblingLimitRequest(kind: .loss, period: .daily, amount: self.xaf("10")))
        }
        await assertThrows(.validation(fields: [.init(field: "period", code: "INVALID", message: "Only daily, weekly and monthly limits can be set.")])) {
            try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .unknown("Yearly"), amount: self.xaf("10")))
        }
        await assertThrows(.validation(fields: [.init(field: "amount", code: "NOT_POSITIVE", message: "amount must be greater than zero.")])) {
            try await rg.changeLimit(id: "L1", amount: self.xaf("-5"), skipCoolOff: false)
        }
        await assertThrows(.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")])) {
            try await rg.removeLimit(id: "../x", skipCoolOff: false)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func changeAndRemoveALimit() async throws {
        // The change names no currency: the limits are read first, for the limit's own.
        let transport = fixtureStub(["/limits/monetary": ("api/limits-monetary.json", 200),
                                     "/limits/monetary/9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b": ("api/limits-monetary-update.json", 200)])
        let client = Client(provider: await signedInProvider(transport))
        let changed = try await client.responsibleGaming.changeLimit(id: "9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b", amount: xaf("30000"),
                                                                      skipCoolOff: true)
        #expect(changed.amount == xaf("30000"))
        #expect(changed.period == .daily)
        #expect(changed.kind == .wagering)
        #expect(transport.requests.map(\.httpMethod) == ["GET", "PUT"])
        let put = try #require(transport.requests.last)
        #expect(put.httpMethod == "PUT")
        #expect(put.url?.absoluteString == "https://player.test/v1/player/7014240/limits/monetary/9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b")
        try assertJSON(put.httpBody, equalsFixture: "api/limits-monetary-update.request.json")

        let removing = fixtureStub(["/limits/monetary/L1": ("api/limits-empty.json", 200)])
        try await Client(provider: await signedInProvider(removing)).responsibleGaming.removeLimit(id: "L1", skipCoolOff: false)
        let delete = try #require(removing.requests.first)
        #expect(delete.httpMethod == "DELETE")
        #expect(delete.url?.absoluteString == "https://player.test/v1/player/7014240/limits/monetary/L1?skipCoolOff=false")
        #expect(delete.value(forHTTPHeaderField: "x-sessionid") == "SID")
        #expect(delete.value(forHTTPHeaderField: "x-session-type") == "others")
    }

    @Test func timeOutSendsTheDocumentedBody() async throws {
        let transport = fixtureStub(["/limits/session": ("api/limits-empty.json", 200)])
        try await Client(provider: await signedInProvider(transport)).responsibleGaming.timeOut(.days7)
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "PUT")
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/7014240/limits/session")
        #expect(sent.value(forHTTPHeaderField: "x-session-type") == "others")
        try assertJSON(sent.httpBody, equalsFixture: "api/limits-session-timeout.request.json")
    }

    @Test func timeOutAndSelfExclusionPeriodsUseTheVendorsNames() {
        let timeOuts = TimeOutPeriod.allCases.map { EveryMatrixModelMapper.timeOutRequest($0).coolOff?.period }
        #expect(timeOuts == ["CoolOffFor24Hours", "CoolOffFor7Days", "CoolOffFor30Days", "CoolOffFor3Months"])
        let exclusions = [SelfExclusionPeriod.months3, .months6, .year1, .permanent].map { EveryMatrixModelMapper.selfExclusionRequest($0).selfExclusion }
        #expect(exclusions.map { $0?.period } == ["SelfExclusionFor3Months", "SelfExclusionFor6Months", "SelfExclusionFor1Year", "SelfExclusionPermanent"])
        #expect(exclusions.map { $0?.expiryDate } == [nil, nil, nil, nil])
        #expect(EveryMatrixModelMapper.timeOutRequest(.hours24).selfExclusion == nil)
    }

    @Test func selfExclusionUntilADateSendsItWithoutFraction() async throws {
        let transport = fixtureStub(["/limits/session": ("api/limits-empty.json", 200)])
        let until = try #require(utc("2027-08-12T10:00:00.750Z"))
        try await Client(provider: await signedInProvider(transport)).responsibleGaming.selfExclude(.until(until))
        let sent = try #require(transport.requests.first)
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/7014240/limits/session")
        try assertJSON(sent.httpBody, equalsFixture: "api/limits-session-self-exclusion.request.json")
    }

    @Test func selfExclusionInThePastAndSignedOutCallsAreRefused() async throws {
        let transport = fixtureStub(["/limits/session": ("api/limits-empty.json", 200), "/limits/monetary": ("api/limits-monetary.json", 200)])
        let client = Client(provider: await signedInProvider(transport))
        await assertThrows(.validation(fields: [.init(field: "expiryDate", code: "OUT_OF_RANGE", message: "expiryDate must be in the future.")])) {
            try await client.responsibleGaming.selfExclude(.until(accountTestNow))
        }
        #expect(transport.requests.isEmpty)
        let signedOut = Client(provider: await signedInProvider(transport, signedIn: false))
        await assertThrows(.unauthorized) { try await signedOut.responsibleGaming.limits() }
        await assertThrows(.unauthorized) { try await signedOut.responsibleGaming.timeOut(.hours24) }
        #expect(transport.requests.isEmpty)
    }
}
