import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Limits and player locks: the three reads, the three writes, the locks, over stubs, the
/// sandbox and the loopback server.
struct ResponsibleGamingTests {
    static let routes = [
        "/ps/ips/getPersonalDepositLimits": "getPersonalDepositLimits", "/ps/ips/getLimits": "getLimits",
        "/ps/ips/getResponsibleGamingLimit": "getResponsibleGamingLimit", "/ps/ips/setPersonalDepositLimits": "setPersonalDepositLimits",
        "/ps/ips/updateWagerLimit": "updateWagerLimit", "/ps/ips/updateResponsibleGamingLimit": "updateResponsibleGamingLimit",
        "/ps/ips/lockPlayer": "lockPlayer",
    ]
    static func eur(_ text: String) -> Money { Money(amount: dec(text), currency: "EUR") }

    static let expectedLimits = [
        GamblingLimit(id: "deposit.weekly", kind: .deposit, period: .weekly, amount: eur("200.00"),
                      pendingChanges: [PendingLimitChange(newAmount: eur("300.00"), appliesAt: TestConfig.utc(2025, 3, 21, 18, 22, 5))]),
        GamblingLimit(id: "wagering.weekly", kind: .wagering, period: .weekly, amount: eur("100.00"),
                      pendingChanges: [PendingLimitChange(newAmount: eur("150.00"), appliesAt: TestConfig.utc(2025, 3, 21, 18, 22, 5))]),
        GamblingLimit(id: "deposit.rollingWeekly", kind: .deposit, period: .rollingWeekly, amount: eur("200"),
                      pendingChanges: [PendingLimitChange(newAmount: eur("300"), appliesAt: TestConfig.utc(2025, 3, 21, 18, 22, 5))],
                      effectiveDate: TestConfig.utc(2025, 3, 1, 9)),
        GamblingLimit(id: "wagering.rollingWeekly", kind: .wagering, period: .rollingWeekly, amount: eur("100"),
                      effectiveDate: TestConfig.utc(2025, 3, 1, 9)),
        GamblingLimit(id: "balance.permanent", kind: .balance, period: .permanent, amount: eur("1000"),
                      effectiveDate: TestConfig.utc(2025, 3, 1, 9)),
    ]

    @Test func fixturesMapExactly() throws {
        let deposit = try SportRadarModelMapper.depositLimits(Fixture.decode(SportRadarModels.PersonalDepositLimitsResponse.self, "getPersonalDepositLimits"))
        let wager = try SportRadarModelMapper.wagerAndLossLimits(Fixture.decode(SportRadarModels.LimitsResponse.self, "getLimits"))
        let responsible = SportRadarModelMapper.responsibleGamingLimits(
            try Fixture.decode(SportRadarModels.ResponsibleGamingLimitsResponse.self, "getResponsibleGamingLimit"), currency: "EUR")
        #expect(deposit + wager + responsible == Self.expectedLimits)
    }

    /// Month first: `03-21-2025` is 21 March (day first it would be no date at all).
    @Test func responsibleGamingDatesAreMonthFirst() {
        #expect(SportRadarDates.omegaMonthFirstDateTime("03-21-2025 18:22:05") == TestConfig.utc(2025, 3, 21, 18, 22, 5))
        #expect(SportRadarDates.omegaMonthFirstDateTime("21-03-2025 18:22:05") == nil)
    }

    @Test func lossLimitAndBadAmountText() throws {
        let body = Data(#"{"status":"SUCCESS","wagerLimit":"","lossLimit":"1,250.50","currency":"EUR"}"#.utf8)
        let limits = try SportRadarModelMapper.wagerAndLossLimits(JSONDecoder().decode(SportRadarModels.LimitsResponse.self, from: body))
        #expect(limits == [GamblingLimit(id: "loss.", kind: .loss, period: .unknown(""), amount: Self.eur("1250.50"))])
        let bad = Data(#"{"status":"SUCCESS","wagerLimit":"cent","currency":"EUR"}"#.utf8)
        #expect(throws: ServiceProviderError.self) {
            _ = try SportRadarModelMapper.wagerAndLossLimits(JSONDecoder().decode(SportRadarModels.LimitsResponse.self, from: bad))
        }
    }

    @Test func limitsReadsTheThreeCallsWithTheReferenceQuery() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        #expect(try await provider.responsibleGaming.limits() == Self.expectedLimits)
        let queries = Dictionary(uniqueKeysWithValues: transport.requests.map { ($0.url?.path ?? "", $0.url?.query ?? "") })
        #expect(queries["/ps/ips/getResponsibleGamingLimit"]
                == "limitTypes=DEPOSIT_LIMIT,WAGER_LIMIT,BALANCE_LIMIT&periodTypes=RollingWeekly,Permanent&sessionKey=session-key-placeholder")
        #expect(queries["/ps/ips/getLimits"] == "sessionKey=session-key-placeholder")
    }

    @Test(arguments: [
        (GamblingLimitKind.deposit, GamblingLimitPeriod.weekly, "/ps/ips/setPersonalDepositLimits", "weeklyLimit=100.00"),
        (.wagering, .weekly, "/ps/ips/updateWagerLimit", "limit=100.00"),
        (.deposit, .rollingWeekly, "/ps/ips/updateResponsibleGamingLimit", "limitType=DEPOSIT_LIMIT&periodType=RollingWeekly&limit=100.00"),
        (.wagering, .rollingWeekly, "/ps/ips/updateResponsibleGamingLimit", "limitType=WAGER_LIMIT&periodType=RollingWeekly&limit=100.00"),
        (.balance, .permanent, "/ps/ips/updateResponsibleGamingLimit", "limitType=BALANCE_LIMIT&periodType=Permanent&limit=100.00"),
    ])
    func setLimitSendsTheKindsCall(kind: GamblingLimitKind, period: GamblingLimitPeriod, path: String, query: String) async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let limit = try await provider.responsibleGaming.setLimit(GamblingLimitRequest(kind: kind, period: period, amount: Self.eur("100")))
        #expect(limit.kind == kind && limit.period == period)
        #expect(transport.requests[0].url?.path == path)
        #expect(transport.requests[0].url?.query == query + "&sessionKey=session-key-placeholder")
        #expect(transport.requests[0].httpMethod == "GET")
    }

    @Test func amountsHaveExactlyTwoDecimals() {
        #expect(SportRadarModelMapper.limitAmountText(dec("100")) == "100.00")
        #expect(SportRadarModelMapper.limitAmountText(dec("12.5")) == "12.50")
        #expect(SportRadarModelMapper.limitAmountText(dec("1234.56")) == "1234.56")
    }

    @Test func changeLimitUsesTheIdsKindAndPeriod() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let limit = try await provider.responsibleGaming.changeLimit(id: "balance.permanent", amount: Self.eur("750.5"), skipCoolOff: true)
        #expect(limit.id == "balance.permanent")
        #expect(transport.requests[0].url?.query
                == "limitType=BALANCE_LIMIT&periodType=Permanent&limit=750.50&sessionKey=session-key-placeholder")
    }

    @Test func invalidInputSendsNothing() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let rg = provider.responsibleGaming
        func field(_ body: () async throws -> Void) async -> [String] {
            do { try await body(); return [] } catch let error as ServiceProviderError {
                if case .validation(let fields) = error { return fields.map { "\($0.field):\($0.code)" } }
                return ["\(error)"]
            } catch { return ["\(error)"] }
        }
        #expect(await field { _ = try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .daily, amount: Self.eur("10"))) } == ["period:UNSUPPORTED"])
        #expect(await field { _ = try await rg.setLimit(GamblingLimitRequest(kind: .balance, period: .weekly, amount: Self.eur("10"))) } == ["period:UNSUPPORTED"])
        #expect(await field { _ = try await rg.setLimit(GamblingLimitRequest(kind: .loss, period: .weekly, amount: Self.eur("10"))) } == ["kind:UNSUPPORTED"])
        #expect(await field { _ = try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .weekly, amount: Self.eur("-1"))) } == ["amount:NOT_POSITIVE"])
        #expect(await field { _ = try await rg.changeLimit(id: "deposit.yearly", amount: Self.eur("10"), skipCoolOff: false) } == ["id:INVALID"])
        #expect(await field { _ = try await rg.changeLimit(id: "a/b", amount: Self.eur("10"), skipCoolOff: false) } == ["id:INVALID"])
        #expect(await field { try await rg.selfExclude(.until(Date.distantFuture)) } == ["period:UNSUPPORTED"])
        #expect(await field { try await rg.selfExclude(.until(Date.distantPast)) } == ["expiryDate:OUT_OF_RANGE"])
        await #expect(throws: ServiceProviderError.notSupported(feature: .removeLimit, provider: provider.name)) {
            try await rg.removeLimit(id: "deposit.weekly", skipCoolOff: false)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func rejectedWritesAreTyped() async throws {
        let transport = TestConfig.router(["/ps/ips/updateWagerLimit": "updateWagerLimit-rejected",
                                           "/ps/ips/updateResponsibleGamingLimit": "updateResponsibleGamingLimit-rejected"])
        let provider = await TestConfig.signedIn(transport: transport)
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "amount", code: "La limite doit être supérieure à 0.",
                                                                            message: "This limit amount is not accepted.")])) {
            _ = try await provider.responsibleGaming.setLimit(GamblingLimitRequest(kind: .wagering, period: .weekly, amount: Self.eur("1")))
        }
        await #expect(throws: ServiceProviderError.vendor(code: "ERROR_STATUS_NOT_DOCUMENTED",
                                                          message: "Une demande de modification de limite est déjà en attente.")) {
            _ = try await provider.responsibleGaming.setLimit(GamblingLimitRequest(kind: .balance, period: .permanent, amount: Self.eur("1")))
        }
        #expect(transport.requests.count == 2)
    }

    @Test(arguments: [
        (TimeOutPeriod.hours24, "lockPeriodUnit=DAY&lockPeriod=1"), (.days7, "lockPeriodUnit=WEEK&lockPeriod=1"),
        (.days30, "lockPeriodUnit=DAY&lockPeriod=30"), (.months3, "lockPeriodUnit=MONTH&lockPeriod=3"),
    ])
    func timeOutLocksThePlayer(period: TimeOutPeriod, query: String) async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        try await provider.responsibleGaming.timeOut(period)
        #expect(transport.requests[0].httpMethod == "POST")
        #expect(transport.requests[0].url?.query == query + "&lockType=TIMEOUT&sessionKey=session-key-placeholder")
        #expect(transport.requests[0].httpBody == nil)
    }

    @Test(arguments: [
        (SelfExclusionPeriod.months3, "lockPeriodUnit=MONTH&lockPeriod=3"), (.months6, "lockPeriodUnit=MONTH&lockPeriod=6"),
        (.year1, "lockPeriodUnit=MONTH&lockPeriod=12"), (.permanent, "isPermanent=true"),
    ])
    func selfExclusionLocksThePlayer(period: SelfExclusionPeriod, query: String) async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        try await provider.responsibleGaming.selfExclude(period)
        #expect(transport.requests[0].url?.path == "/ps/ips/lockPlayer")
        #expect(transport.requests[0].url?.query == query + "&lockType=TIMEOUT&sessionKey=session-key-placeholder")
    }

    @Test func signedOutIsUnauthorizedWithoutARequest() async {
        let transport = TestConfig.router(Self.routes)
        let provider = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await provider.responsibleGaming.limits() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.responsibleGaming.timeOut(.hours24) }
        #expect(transport.requests.isEmpty)
    }

    @Test func sandboxKeepsWrittenLimits() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        #expect(try await client.responsibleGaming.limits() == Self.expectedLimits)
        let weekly = try await client.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .weekly, amount: Self.eur("50")))
        #expect(weekly == GamblingLimit(id: "deposit.weekly", kind: .deposit, period: .weekly, amount: Self.eur("50")))
        let balance = try await client.responsibleGaming.changeLimit(id: "balance.permanent", amount: Self.eur("800"), skipCoolOff: false)
        #expect(balance.amount == Self.eur("800"))
        let rolling = try await client.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .rollingWeekly, amount: Self.eur("75")))
        #expect(rolling.amount == Self.eur("75") && rolling.pendingChanges.isEmpty)
        try await client.responsibleGaming.timeOut(.days7)
        try await client.responsibleGaming.selfExclude(.permanent)
    }

    @Test func loopbackReadsAndWrites() async throws {
        let loopback = try await SportRadarLoopback([
            "GET /ps/ips/getPersonalDepositLimits": .fixture("getPersonalDepositLimits"), "GET /ps/ips/getLimits": .fixture("getLimits"),
            "GET /ps/ips/getResponsibleGamingLimit": .fixture("getResponsibleGamingLimit"),
            "GET /ps/ips/updateWagerLimit": .fixture("updateWagerLimit-rejected"), "POST /ps/ips/lockPlayer": .fixture("lockPlayer"),
        ])
        defer { loopback.stop() }
        #expect(try await loopback.provider.responsibleGaming.limits() == Self.expectedLimits)
        await #expect(throws: ServiceProviderError.self) {
            _ = try await loopback.provider.responsibleGaming.setLimit(GamblingLimitRequest(kind: .wagering, period: .weekly, amount: Self.eur("5")))
        }
        try await loopback.provider.responsibleGaming.selfExclude(.months6)
        #expect(loopback.requests.last?.method == "POST")
        #expect(loopback.requests.last?.query?.contains("lockPeriodUnit=MONTH&lockPeriod=6&lockType=TIMEOUT") == true)
    }
}
