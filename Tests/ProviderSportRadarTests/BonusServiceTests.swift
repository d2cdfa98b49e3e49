import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The bonus calls over a stub transport: what is sent, and every error a user can hit.
struct BonusServiceTests {
    static let routes = [
        "/ps/ips/getBonuses": "getBonuses", "/ps/ips/getEligibleOptInBonusPlans": "getEligibleOptInBonusPlans",
        "/ps/ips/redeemBonus": "redeemBonus", "/ps/ips/optInBonus": "optInBonus", "/ps/ips/optOutBonus": "optOutBonus",
        "/ps/ips/cancelBonus": "cancelBonus", "/ps/ips/winboost/eligibility": "winboost-eligibility",
        "/ps/ips/winboost/accept": "winboost-accept", "/ps/ips/winboost/granted": "winboost-granted",
    ]
    static let bet = Bet(id: "98765432.10", type: .single, status: .open, stake: Money(amount: 10, currency: "EUR"), legs: [], slipId: "30412877")

    private func stub(_ body: String) -> StubTransport { StubTransport { _ in .json(body) } }

    @Test func eachCallSendsTheVendorMethodPathAndQuery() async throws {
        let transport = TestConfig.router(Self.routes)
        let bonuses = await TestConfig.signedIn(transport: transport).bonuses
        #expect(try await bonuses.grantedBonuses().count == 4)
        #expect(try await bonuses.availableBonuses().map(\.id) == ["88123"])
        #expect(try await bonuses.redeemBonusCode("PRINTEMPS25")?.id == "355031")
        try await bonuses.optInBonus(id: "88123")
        try await bonuses.optOutBonus(id: "355031")
        try await bonuses.cancelBonus(id: "355012")
        let offered = try await bonuses.winBoosts(for: Self.bet)
        let answered = try await bonuses.respondToWinBoost(try #require(offered.first), accept: true)
        #expect(answered.status == .accepted)
        let granted = try await bonuses.grantedWinBoosts(for: [Self.bet, Self.bet])
        #expect(granted.map(\.betId) == ["98765432.10"])
        #expect(granted.map(\.status) == [.awarded])

        let sent = transport.requests.map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")?\($0.url?.query ?? "")" }
        let session = "sessionKey=session-key-placeholder"
        #expect(sent == [
            "GET /ps/ips/getBonuses?\(session)",
            "GET /ps/ips/getEligibleOptInBonusPlans?\(session)",
            "POST /ps/ips/redeemBonus?bonusCode=PRINTEMPS25&\(session)",
            "POST /ps/ips/optInBonus?partyId=100234&optInId=88123&\(session)",
            "POST /ps/ips/optOutBonus?partyId=100234&bonusId=355031&\(session)",
            "POST /ps/ips/cancelBonus?bonusId=355012&\(session)",
            "GET /ps/ips/winboost/eligibility?productCode=SPORT_RADAR&gameTranId=30412877_98765432.1&\(session)",
            "GET /ps/ips/winboost/accept?winBoostId=wb-7741&accepted=true&\(session)",
            "GET /ps/ips/winboost/granted?productCode=SPORT_RADAR&gameTranIds=30412877_98765432.1&\(session)",
        ])
        #expect(transport.requests.allSatisfy { $0.httpBody == nil })
    }

    @Test func declineSendsFalseAndAnswersRejected() async throws {
        let transport = StubTransport { _ in .json(#"{"status":"REJECTED","winBoostId":"wb-7741","gameTranId":"30412877_98765432.1"}"#) }
        let bonuses = await TestConfig.signedIn(transport: transport).bonuses
        let answered = try await bonuses.respondToWinBoost(WinBoost(id: "wb-7741", status: .eligible), accept: false)
        #expect(answered.status == .rejected)
        #expect(answered.awardedTier == nil)
        #expect(transport.requests.first?.url?.query?.contains("accepted=false") == true)
    }

    @Test func noBetsAskNothing() async throws {
        let transport = TestConfig.router(Self.routes)
        #expect(try await TestConfig.signedIn(transport: transport).bonuses.grantedWinBoosts(for: []).isEmpty)
        #expect(transport.requests.isEmpty)
    }

    @Test func anUnknownBonusCodeIsAFieldError() async throws {
        let bonuses = await TestConfig.signedIn(transport: TestConfig.router(["/ps/ips/redeemBonus": "redeemBonus-BONUSPLAN_NOT_FOUND"])).bonuses
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "bonusCode", code: "BONUSPLAN_NOT_FOUND",
                                                                             message: "This bonus code does not exist.")])) {
            _ = try await bonuses.redeemBonusCode("NOPE")
        }
    }

    @Test func aPlanThatIsGoneIsAVendorErrorWithTheVendorTextWhenSent() async throws {
        let bonuses = await TestConfig.signedIn(transport: TestConfig.router(["/ps/ips/optInBonus": "optInBonus-BONUSPLAN_NOT_FOUND"])).bonuses
        await #expect(throws: ServiceProviderError.vendor(code: "BONUSPLAN_NOT_FOUND", message: "This bonus is no longer available.")) {
            try await bonuses.optInBonus(id: "88140")
        }
        let withText = await TestConfig.signedIn(transport: stub(#"{"status":"BONUSPLAN_NOT_FOUND","message":"Offre terminée"}"#)).bonuses
        await #expect(throws: ServiceProviderError.vendor(code: "BONUSPLAN_NOT_FOUND", message: "Offre terminée")) {
            try await withText.optInBonus(id: "88140")
        }
    }

    /// Opt-out and cancel failures carry the vendor's `message` (their statuses are not documented).
    @Test func optOutAndCancelFailuresSurfaceTheVendorMessage() async throws {
        let bonuses = await TestConfig.signedIn(transport: stub(#"{"status":"FAIL","message":"Bonus déjà utilisé"}"#)).bonuses
        await #expect(throws: ServiceProviderError.vendor(code: "FAIL", message: "Bonus déjà utilisé")) { try await bonuses.optOutBonus(id: "1") }
        await #expect(throws: ServiceProviderError.vendor(code: "FAIL", message: "Bonus déjà utilisé")) { try await bonuses.cancelBonus(id: "1") }
    }

    @Test func acceptedAndRejectedAreSuccessOnlyOnTheWinBoostAnswer() {
        let mapper = SportRadarOmegaErrorMapper()
        for status in ["ACCEPTED", "REJECTED"] {
            let body = Data(#"{"status":"\#(status)"}"#.utf8)
            #expect(mapper.error(for: response("/ps/ips/winboost/accept"), body: body, context: ResponseContext()) == nil)
            #expect(mapper.error(for: response("/ps/ips/getBonuses"), body: body, context: ResponseContext()) == .vendor(code: status, message: nil))
        }
        let notFound = Data(#"{"status":"BONUSPLAN_NOT_FOUND"}"#.utf8)
        #expect(mapper.error(for: response("/ps/ips/redeemBonus"), body: notFound, context: ResponseContext())
                == .validation(fields: [.init(field: "bonusCode", code: "BONUSPLAN_NOT_FOUND", message: "This bonus code does not exist.")]))
    }

    @Test func anExpiredSessionOnABonusCallExpiresTheSession() async throws {
        let provider = await TestConfig.signedIn(transport: TestConfig.router(["/ps/ips/getBonuses": "error-NOT_LOGGED_IN_ERROR"]))
        await #expect(throws: ServiceProviderError.sessionExpired) { _ = try await provider.bonuses.grantedBonuses() }
    }

    @Test func invalidInputIsRefusedBeforeAnyRequest() async throws {
        let transport = TestConfig.router(Self.routes)
        let bonuses = await TestConfig.signedIn(transport: transport).bonuses
        await #expect(throws: ServiceProviderError.self) { _ = try await bonuses.redeemBonusCode("") }
        await #expect(throws: ServiceProviderError.self) { _ = try await bonuses.redeemBonusCode("A B") }
        await #expect(throws: ServiceProviderError.self) { try await bonuses.optInBonus(id: "../x") }
        await #expect(throws: ServiceProviderError.self) { try await bonuses.optOutBonus(id: " ") }
        await #expect(throws: ServiceProviderError.self) { try await bonuses.cancelBonus(id: "1?x=2") }
        await #expect(throws: ServiceProviderError.invalidRequest(message: "This win boost was not offered: it has no id to answer.")) {
            _ = try await bonuses.respondToWinBoost(WinBoost(status: .notEligible), accept: true)
        }
        let noSlip = Bet(id: "98765432.10", type: .single, status: .open, stake: Money(amount: 10, currency: "EUR"), legs: [])
        await #expect(throws: ServiceProviderError.self) { _ = try await bonuses.winBoosts(for: noSlip) }
        await #expect(throws: ServiceProviderError.self) { _ = try await bonuses.grantedWinBoosts(for: [Self.bet, noSlip]) }
        #expect(transport.requests.isEmpty)
        do {
            _ = try await bonuses.redeemBonusCode("")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("not validation: \(error)"); return }
            #expect(fields.map(\.field) == ["bonusCode"])
        }
    }

    @Test func signedOutOptInIsUnauthorizedWithoutARequest() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.bonuses.optInBonus(id: "88123") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.bonuses.optOutBonus(id: "355031") }
        #expect(transport.requests.isEmpty)
    }

    @Test func aFreeBetIdPlacesTheSlipAsFree() async throws {
        let transport = TestConfig.router(["/api/betting/fo/betslip": "placeBets"])
        let provider = await TestConfig.signedIn(transport: transport)
        let slip = BetSlip(selections: [BetSelection(eventId: "1", marketId: "1", outcomeId: "1", odds: try #require(Odds(numerator: 4, denominator: 5)))],
                           type: .single, stakePerBet: Money(amount: 5, currency: "EUR"))
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, freeBetId: "355020"))
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: slip))
        let bodies = transport.requests.map { request in
            request.httpBody.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        }
        #expect(bodies.map { $0?["free"] as? Bool } == [true, false])
    }

    @Test func walletAsksPoseidonForTheFreeBetOnlyWhenOmegaHasNone() async throws {
        let balance = try Fixture.string("getBalance")
        let free = try Fixture.data("getFreebet")
        let withoutSportsbook = balance.replacingOccurrences(of: "\"SPORT_RADAR\"", with: "\"CASINO\"")
        for (body, expectedPaths) in [(balance, 2), (withoutSportsbook, 3)] {
            let transport = StubTransport { request in
                switch request.url?.path ?? "" {
                case "/ps/ips/getBalance": return .json(body)
                case "/base/api/betting/fo/freeBalance": return .data(free)
                default: return .json(#"{"status":"SUCCESS","balance":"0"}"#)
                }
            }
            let wallet = try await TestConfig.signedIn(transport: transport).wallet.balance()
            #expect(wallet.primary?.freeBet == Money(amount: 5, currency: "EUR"))
            #expect(transport.requests.count == expectedPaths)
        }
        // A Poseidon failure leaves the free bet unknown; the balances still arrive.
        let failing = StubTransport { request in
            switch request.url?.path ?? "" {
            case "/ps/ips/getBalance": return .json(withoutSportsbook)
            case "/base/api/betting/fo/freeBalance": return .json("{}", status: 403)
            default: return .json(#"{"status":"SUCCESS","balance":"0"}"#)
            }
        }
        let wallet = try await TestConfig.signedIn(transport: failing).wallet.balance()
        #expect(wallet.primary?.freeBet == nil)
        #expect(wallet.primary?.total == Money(amount: dec("1300.75"), currency: "EUR"))
    }
}
