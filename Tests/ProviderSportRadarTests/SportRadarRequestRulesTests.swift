import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The request rules of issue 27 as SportRadar applies them: content ids that cannot climb,
/// amounts in the account's currency only, odds sent as exact fractions or refused, and slips
/// (and the requests they cause) bounded.
struct SportRadarRequestRulesTests {
    let validation = SportRadarInputValidationTests()
    static let slip = PoseidonMapperTests.slip

    func singles(_ count: Int) -> BetSlip {
        BetSlip(selections: (0..<count).map { BetSelection(eventId: "\(1_000 + $0).1", marketId: "\($0).1", outcomeId: "\(2_000 + $0).1",
                                                           odds: Odds(decimal: 2)) },
                type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))
    }

    /// The legs of the slip a request sent: `[priceUp, priceDown]` each.
    func prices(_ request: URLRequest?) throws -> [[String]] {
        let body = try #require(try BetSlipServiceTests.body(request) as? NSDictionary)
        let tickets = try #require(body["bets"] as? [[String: Any]])
        return tickets.flatMap { ($0["betLegs"] as? [[String: Any]]) ?? [] }.map { [$0["priceUp"] as? String ?? "", $0["priceDown"] as? String ?? ""] }
    }

    @Test func aSearchThatWouldClimbOrSplitTheContentIdIsRefusedBeforeAnyRequest() async {
        let (provider, transport) = await validation.signedIn()
        for text in ["..", ".", " .. ", "a/b", "../../x"] {
            await validation.refused("query", "INVALID") { try await provider.events.search(text, limit: 10) }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func aContentIdSegmentIsCheckedBeforeTheReadIsBuilt() throws {
        let service = SportRadarEventsService(runtime: TestConfig.provider(transport: StubTransport(.json("{}"))).runtime)
        for node in ["..", ".", "a/b", ""] {
            #expect(throws: ServiceProviderError.self) { try service.navigation(node) }
        }
        #expect(try service.navigation("90101.1").path.description == "/services/content/get")
    }

    @Test func aVendorRegionThatWouldClimbIsRefusedAndNotRead() async {
        // The sport node lists a region `..`: its read `{F}/..` is never sent.
        let transport = StubTransport { request in
            let body = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
            if body.contains("top") { return .data(try Fixture.data("getAvailableSportTypes")) }
            return .json(#"{"data":{"name":"Football","bonavigationnodes":[{"idfwbonavigation":"..","name":"x","numevents":"3"}]}}"#)
        }
        let provider = await TestConfig.signedIn(transport: transport)
        let error = await #expect(throws: ServiceProviderError.self) { try await provider.events.competitions(sport: .football) }
        if case .validation(let fields)? = error { #expect(fields.map(\.field) == ["id"]) }
        #expect(transport.requests.count == 2)  // the top list and the sport node; not `{F}/..`
    }

    @Test func anAmountInAnotherCurrencyThanTheAccountsIsRefusedBeforeAnyRequest() async {
        // The session's currency attribute is EUR; no betting, payment or limit body names one.
        let (provider, transport) = await validation.signedIn()
        let dollars = Money(amount: 5, currency: "USD")
        var slip = Self.slip
        slip.stakePerBet = dollars
        await validation.refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.potentialReturn(slip) }
        await validation.refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.placeBet(BetPlacementRequest(slip: slip)) }
        await validation.refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.bettingOptions(slip) }
        await validation.refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.specialOffer(for: slip) }
        await validation.refused("stake", "CURRENCY_MISMATCH") {
            try await provider.betting.betBuilderQuote(selections: Self.slip.selections, stake: dollars)
        }
        await validation.refused("amount", "CURRENCY_MISMATCH") { try await provider.payments.deposit(DepositRequest(methodId: "ADYEN_ALL", amount: dollars)) }
        await validation.refused("amount", "CURRENCY_MISMATCH") { try await provider.payments.withdraw(WithdrawalRequest(methodId: "BANK", amount: dollars)) }
        await validation.refused("amount", "CURRENCY_MISMATCH") {
            try await provider.payments.continueDeposit(DepositContinuation(paymentId: "1", amount: dollars, methodType: "paypal"))
        }
        await validation.refused("amount", "CURRENCY_MISMATCH") {
            try await provider.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .weekly, amount: dollars))
        }
        await validation.refused("amount", "CURRENCY_MISMATCH") {
            try await provider.responsibleGaming.changeLimit(id: "deposit-weekly", amount: dollars, skipCoolOff: false)
        }
        await validation.refused("amount", "CURRENCY_MISMATCH") { try await provider.betting.cashout(CashoutOffer(betId: "98765432.10", amount: dollars)) }
        let offer = CashoutOffer(betId: "98765432.10", amount: dollars, allowsPartial: true)
        await validation.refused("partialStake", "CURRENCY_MISMATCH") { try await provider.betting.cashout(offer, partialStake: Money(amount: 1, currency: "USD")) }
        #expect(transport.requests.isEmpty)
    }

    @Test func unknownCurrenciesAndHugeAmountsAreRefusedBeforeAnyRequest() async {
        let (provider, transport) = await validation.signedIn()
        for (money, code) in [(Money(amount: 5, currency: "ZZZ"), "INVALID"), (Money(amount: 5, currency: "eur"), "INVALID"),
                              (Money(amount: Decimal(string: "1e127")!, currency: "EUR"), "OUT_OF_RANGE")] {
            var slip = Self.slip
            slip.stakePerBet = money
            await validation.refused("stake", code) { try await provider.betting.placeBet(BetPlacementRequest(slip: slip)) }
            await validation.refused("amount", code) { try await provider.payments.deposit(DepositRequest(methodId: "ADYEN_ALL", amount: money)) }
            await validation.refused("amount", code) {
                try await provider.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .weekly, amount: money))
            }
            await validation.refused("amount", code) { try await provider.betting.cashout(CashoutOffer(betId: "98765432.10", amount: money)) }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func oddsAreSentAsTheirExactFraction() async throws {
        let transport = BetSlipServiceTests.stub(["POST /api/betting/fo/betslip": .fixture("placeBets")])
        let provider = await TestConfig.signedIn(transport: transport)
        var slip = Self.slip
        slip.selections[0].odds = Odds(decimal: Decimal(string: "1.001")!)  // `fractional` would send 0/1: odds of 1
        slip.selections[1].odds = Odds(decimal: Decimal(string: "2.333")!)  // `fractional` would send 4/3
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "exact-1"))
        #expect(try prices(transport.requests.last) == [["1", "1000"], ["1333", "1000"], ["3", "2"]])
    }

    @Test func oddsNoFractionHoldsAreRefusedBeforeAnyRequest() async {
        let (provider, transport) = await validation.signedIn()
        for (odds, code) in [("1.000000000000000000001", "OUT_OF_RANGE"), ("1.3333333333333333333333", "TOO_MANY_DECIMALS")] {
            var slip = Self.slip
            slip.selections[1].odds = Odds(decimal: Decimal(string: odds)!)
            await validation.refused("selections[1].odds", code) { try await provider.betting.placeBet(BetPlacementRequest(slip: slip)) }
            await validation.refused("selections[1].odds", code) { try await provider.betting.potentialReturn(slip) }
            await validation.refused("selections[1].odds", code) { try await provider.betting.bettingOptions(slip) }
        }
        let quote = BetBuilderQuote(selections: Self.slip.selections, stake: Money(amount: 10, currency: "EUR"),
                                    odds: Odds(decimal: Decimal(string: "1.000000000000000000001")!), potentialReturn: Money(amount: 10, currency: "EUR"))
        await validation.refused("odds", "OUT_OF_RANGE") { try await provider.betting.placeBetBuilder(quote, reference: "bb-1") }
        var precise = quote
        precise.odds = Odds(decimal: Decimal(string: "3.15000000001")!)
        await validation.refused("odds", "TOO_MANY_DECIMALS") { try await provider.betting.placeBetBuilder(precise, reference: "bb-2") }
        #expect(transport.requests.isEmpty)
    }

    @Test func aSlipOfMoreSelectionsThanTheMaximumIsRefusedBeforeAnyRequest() async {
        let (provider, transport) = await validation.signedIn()
        #expect(SportRadarBettingService.maximumSelections == BetSlip.defaultMaximumSelections)
        let many = singles(10_000)
        await validation.refused("selections", "TOO_MANY") { try await provider.betting.potentialReturn(many) }
        await validation.refused("selections", "TOO_MANY") { try await provider.betting.placeBet(BetPlacementRequest(slip: many)) }
        await validation.refused("selections", "TOO_MANY") { try await provider.betting.bettingOptions(many) }
        await validation.refused("selections", "TOO_MANY") { try await provider.betting.specialOffer(for: many) }
        await validation.refused("selections", "TOO_MANY") {
            try await provider.betting.betBuilderQuote(selections: many.selections, stake: Money(amount: 1, currency: "EUR"))
        }
        await validation.refused("selections", "TOO_MANY") { try await provider.betting.potentialReturn(singles(SportRadarBettingService.maximumSelections + 1)) }
        #expect(transport.requests.isEmpty)
    }

    @Test func aSinglesPotentialReturnSendsOneRequestPerSelectionUpToTheMaximum() async throws {
        let transport = BetSlipServiceTests.stub(["POST /api/betting/fo/bet/calculate": .fixture("calculatePotentialReturn")])
        let provider = await TestConfig.signedIn(transport: transport)
        _ = try await provider.betting.potentialReturn(singles(SportRadarBettingService.maximumSelections))
        #expect(transport.requests.count == SportRadarBettingService.maximumSelections)
    }

    @Test func aVendorListLongerThanTheFanOutBoundIsNotReadItemByItem() async {
        let nodes = (0...SportRadarEventsService.maximumFanOut).map { #"{"idfwbonavigation":"\#($0)","name":"r","numevents":"3"}"# }
        let transport = StubTransport { request in
            let body = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
            if body.contains("top") { return .data(try Fixture.data("getAvailableSportTypes")) }
            return .json(#"{"data":{"name":"Football","bonavigationnodes":["# + nodes.joined(separator: ",") + "]}}")
        }
        let provider = await TestConfig.signedIn(transport: transport)
        let error = await #expect(throws: ServiceProviderError.self) { try await provider.events.competitions(sport: .football) }
        guard case .invalidResponse? = error else { Issue.record("not invalidResponse: \(String(describing: error))"); return }
        #expect(transport.requests.count == 2)
    }
}
