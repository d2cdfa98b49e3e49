import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The bet slip's service methods over a stub: what is sent, what comes back, every error path.
struct BetSlipServiceTests {
    enum Answer { case fixture(String), json(String, status: Int = 200) }

    /// Answers `"METHOD /path-suffix"` routes; anything else is a 404.
    static func stub(_ routes: [String: Answer]) -> StubTransport {
        StubTransport { request in
            let method = request.httpMethod ?? "GET", path = request.url?.path ?? ""
            guard let answer = routes.first(where: { route in
                let parts = route.key.split(separator: " ", maxSplits: 1).map(String.init)
                return parts.count == 2 && parts[0] == method && path.hasSuffix(parts[1])
            })?.value else {
                return .json(#"{"message":"no route"}"#, status: 404)
            }
            switch answer {
            case .fixture(let name): return .data(try Fixture.data(name))
            case .json(let text, let status): return .json(text, status: status)
            }
        }
    }

    static func body(_ request: URLRequest?) throws -> NSObject {
        let data = try #require(request?.httpBody)
        return try #require(try JSONSerialization.jsonObject(with: data) as? NSObject)
    }

    static func fixture(_ name: String) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSObject)
    }

    static let slip = PoseidonMapperTests.slip
    static func eur(_ text: String) -> Money { Money(amount: dec(text), currency: "EUR") }
    static let allowed = ["POST /allowedBetTypesWithCalculation": Answer.fixture("allowedBetTypesWithCalculation")]

    @Test func bettingOptionsAsksWithoutAStake() async throws {
        let transport = Self.stub(Self.allowed)
        let provider = await TestConfig.signedIn(transport: transport)
        let options = try await provider.betting.bettingOptions(Self.slip)
        #expect(options.allowedTypes == [.single, .system(size: 2), .multiple])
        #expect(try Self.body(transport.requests.first) == Self.fixture("allowedBetTypesWithCalculation-request"))
        var noStake = Self.slip
        noStake.stakePerBet = Self.eur("0")
        #expect(try await provider.betting.bettingOptions(noStake).isAccepted)
        noStake.stakePerBet = Self.eur("1.001")
        await #expect(throws: ServiceProviderError.self) { try await provider.betting.bettingOptions(noStake) }
        #expect(transport.requests.count == 2)
    }

    @Test func aSystemSlipIsPlacedWithTheVendorsCode() async throws {
        let transport = Self.stub(Self.allowed.merging(["POST /api/betting/fo/betslip": .fixture("placeBets"),
                                                        "POST /api/betting/fo/bet/calculate": .fixture("calculatePotentialReturn")]) { $1 })
        let provider = await TestConfig.signedIn(transport: transport)
        var system = Self.slip
        system.type = .system(size: 2)
        let bet = try await provider.betting.placeBet(BetPlacementRequest(slip: system, reference: "sys-1"))
        #expect(bet.type == .system(size: 2))
        let placement = try #require(transport.requests.last)
        let tickets = try #require((try Self.body(placement) as? NSDictionary)?["bets"] as? [[String: Any]])
        #expect(tickets.map { $0["idFOBetType"] as? String } == ["D"])
        #expect(tickets.first?["winStake"] as? Double == 10)
        let potential = try await provider.betting.potentialReturn(system)
        #expect(potential.potentialReturn == Self.eur("179"))
        let calculation = try #require(transport.requests.last)
        #expect((try Self.body(calculation) as? NSDictionary)?["idFOBetType"] as? String == "D")
        #expect(transport.requests.compactMap(\.url?.path).filter { $0.hasSuffix("allowedBetTypesWithCalculation") }.count == 2)
    }

    @Test func aHeldSlipIsConfirmedOrRejected() async throws {
        let transport = Self.stub(["POST /api/betting/fo/betslip": .fixture("placeBets-needs-confirmation"),
                                   "PUT /confirm": .fixture("confirmBetslip"), "POST /reject": .json("not json at all")])
        let provider = await TestConfig.signedIn(transport: transport)
        let held = try await provider.betting.placeBet(BetPlacementRequest(slip: Self.slip, reference: "held-1"))
        #expect(held.status == .pendingConfirmation)
        #expect(held.slipId == "30412877")
        let placed = try await provider.betting.confirmPendingBet(held)
        #expect(placed.status == .open)
        let confirm = try #require(transport.requests.last)
        #expect(confirm.url?.path == "/base/api/betting/fo/betslip/30412877/confirm")
        #expect(confirm.value(forHTTPHeaderField: "Accept-Language") == "FR")
        #expect(try Self.body(confirm) == Self.fixture("confirmBetslip-request"))
        try await provider.betting.rejectPendingBet(held)  // the answer body is ignored, even undecodable
        #expect(transport.requests.last?.url?.path == "/base/api/betting/fo/betslip/30412877/reject")
        #expect(try Self.body(transport.requests.last) == Self.fixture("rejectBetslip-request"))
    }

    @Test func confirmationErrors() async throws {
        let transport = Self.stub(["PUT /confirm": .fixture("confirmBetslip-not-placed"), "POST /reject": .json("{}", status: 404)])
        let provider = await TestConfig.signedIn(transport: transport)
        let held = Bet(id: "98765432.10", type: .multiple, status: .pendingConfirmation, stake: Self.eur("10"), legs: [], slipId: "30412877")
        await #expect(throws: ServiceProviderError.betRejected(message: "Offer expired")) { try await provider.betting.confirmPendingBet(held) }
        await #expect(throws: ServiceProviderError.notFound) { try await provider.betting.rejectPendingBet(held) }
        let sent = transport.requests.count
        var open = held
        open.status = .open
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The bet is not waiting for confirmation.")) {
            try await provider.betting.confirmPendingBet(open)
        }
        var hostile = held
        hostile.slipId = "../../ps/ips/getPlayerInfo"
        await #expect(throws: ServiceProviderError.self) { try await provider.betting.rejectPendingBet(hostile) }
        #expect(transport.requests.count == sent)
    }

    @Test func partialCashoutAsksThePartsValueThenCashesItOut() async throws {
        let transport = Self.stub(["POST /calculate": .json(#"{"cashoutValue": 6.2, "partialCashoutAvailable": true}"#),
                                   "POST /api/cashout/fo/cashout/98765432.10": .fixture("cashoutBet")])
        let provider = await TestConfig.signedIn(transport: transport)
        let offer = CashoutOffer(betId: "98765432.10", amount: Self.eur("12.4"), allowsPartial: true)
        let result = try await provider.betting.cashout(offer, partialStake: Self.eur("5"))
        #expect(result == .partiallyCompleted(payout: Self.eur("6.2"), remainingStake: nil))
        #expect(try Self.body(transport.requests.first) == Self.fixture("calculateCashout-request"))
        #expect(try Self.body(transport.requests.last) == Self.fixture("cashoutBet-partial-request"))
    }

    @Test func partialCashoutErrors() async throws {
        let offer = CashoutOffer(betId: "98765432.10", amount: Self.eur("12.4"), allowsPartial: true, remainingStake: Self.eur("10"))
        let error = await TestConfig.signedIn(transport: Self.stub(["POST /calculate": .fixture("calculateCashout"),
                                                                    "POST /api/cashout/fo/cashout/98765432.10": .fixture("cashoutBet-error")]))
        await #expect(throws: ServiceProviderError.betRejected(message: "Cashout is not available for this bet")) {
            try await error.betting.cashout(offer, partialStake: Self.eur("5"))
        }
        let reoffer = await TestConfig.signedIn(transport: Self.stub(["POST /calculate": .fixture("calculateCashout"),
                                                                      "POST /api/cashout/fo/cashout/98765432.10": .fixture("cashoutBet-reoffer")]))
        await #expect(throws: ServiceProviderError.cashoutValueChanged) { try await reoffer.betting.cashout(offer, partialStake: Self.eur("5")) }
        let closedTransport = Self.stub(["POST /calculate": .json(#"{"cashoutValue": 6.2, "partialCashoutAvailable": false}"#)])
        let closed = await TestConfig.signedIn(transport: closedTransport)
        await #expect(throws: ServiceProviderError.invalidRequest(message: "This bet cannot be cashed out in part.")) {
            try await closed.betting.cashout(offer, partialStake: Self.eur("5"))
        }
        #expect(closedTransport.requests.count == 1)  // never cashed out
        await #expect(throws: ServiceProviderError.self) { try await closed.betting.cashout(offer, partialStake: Self.eur("10")) }
        #expect(closedTransport.requests.count == 1)  // refused before sending
        // A full cashout's error answer (only `message`) is the vendor's refusal too.
        let full = await TestConfig.signedIn(transport: Self.stub(["POST /api/cashout/fo/cashout/98765432.10": .fixture("cashoutBet-error")]))
        await #expect(throws: ServiceProviderError.betRejected(message: "Cashout is not available for this bet")) { try await full.betting.cashout(offer) }
    }

    static let builder = Array(slip.selections.prefix(2)).enumerated().map { index, selection in
        BetSelection(eventId: "4067574.1", marketId: selection.marketId, outcomeId: ["251663186.1", "251663190.1"][index], odds: selection.odds)
    }

    @Test func betBuilderQuotesAndPlaces() async throws {
        let transport = Self.stub(["POST /api/custom-bet/v1/calculate": .fixture("customBet-calculate"),
                                   "POST /api/custom-bet/v1/placecustombet": .fixture("customBet-place")])
        let provider = await TestConfig.signedIn(transport: transport)
        let quote = try await provider.betting.betBuilderQuote(selections: Self.builder, stake: Self.eur("10"))
        #expect(quote.odds.decimal == dec("3.15"))
        #expect(quote.potentialReturn == Self.eur("31.5"))
        #expect(try Self.body(transport.requests.first) == Self.fixture("customBet-calculate-request"))
        #expect(transport.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
        let bet = try await provider.betting.placeBetBuilder(quote, reference: "bb-1")
        #expect(bet.id == "98765440.10")
        #expect(bet.reference == "bb-1")
        #expect(try Self.body(transport.requests.last) == Self.fixture("customBet-place-request"))
        #expect(transport.requests.last?.value(forHTTPHeaderField: "Authorization") == "launch-token-placeholder")
        #expect(try await provider.betting.placeBetBuilder(quote, reference: "bb-1") == bet)  // once per reference
        #expect(transport.requests.count == 2)
    }

    @Test(arguments: [401, 500, 503])
    func aCombinationNotAllowed(status: Int) async throws {
        let provider = await TestConfig.signedIn(transport: Self.stub(["POST /api/custom-bet/v1/calculate": .json("{}", status: status)]))
        await #expect(throws: ServiceProviderError.betRejected(message: "These selections cannot be combined.")) {
            try await provider.betting.betBuilderQuote(selections: Self.builder, stake: Self.eur("10"))
        }
        #expect(await provider.runtime.session.current != nil)  // a 401 there does not end the session
    }

    @Test func betBuilderInputIsChecked() async throws {
        let transport = Self.stub([:])
        let provider = await TestConfig.signedIn(transport: transport)
        await #expect(throws: ServiceProviderError.invalidRequest(message: "A bet builder combines at least two selections.")) {
            try await provider.betting.betBuilderQuote(selections: [Self.builder[0]], stake: Self.eur("10"))
        }
        await #expect(throws: ServiceProviderError.self) { try await provider.betting.betBuilderQuote(selections: Self.builder, stake: Self.eur("-1")) }
        let quote = BetBuilderQuote(selections: Self.builder, stake: Self.eur("10"), odds: Odds(decimal: 1), potentialReturn: Self.eur("10"))
        await #expect(throws: ServiceProviderError.self) { try await provider.betting.placeBetBuilder(quote, reference: "ok") }
        await #expect(throws: ServiceProviderError.self) { try await provider.betting.placeBetBuilder(quote, reference: " ") }
        #expect(transport.requests.isEmpty)
    }

    @Test func specialOffer() async throws {
        let transport = Self.stub(["POST /calculateSpecialOffers": .fixture("calculateSpecialOffers")])
        let provider = await TestConfig.signedIn(transport: transport)
        let offer = try await provider.betting.specialOffer(for: Self.slip)
        #expect(offer == SlipSpecialOffer(id: "1201.1", cashReturn: Self.eur("2"), freeBetReturn: Self.eur("0")))
        #expect(try Self.body(transport.requests.first) == Self.fixture("calculateSpecialOffers-request"))
        let none = await TestConfig.signedIn(transport: Self.stub(["POST /calculateSpecialOffers": .json("[]")]))
        await #expect(throws: ServiceProviderError.notFound) { try await none.betting.specialOffer(for: Self.slip) }
    }

    @Test func oddsChangeSetting() async throws {
        let transport = Self.stub(["GET /attribute/getAll": .fixture("betslipSettings-getAll"), "POST /attribute/update": .fixture("betslipSettings-update")])
        let provider = await TestConfig.signedIn(transport: transport)
        #expect(try await provider.betting.oddsChangePolicy() == .acceptHigher)
        try await provider.betting.setOddsChangePolicy(.acceptHigher)
        let writes = transport.requests.dropFirst().map { $0 }
        #expect(writes.count == 2)
        #expect(try Self.body(writes.first) == Self.fixture("betslipSettings-update-request"))
        #expect((try Self.body(writes.last) as? NSDictionary)?["id"] as? Int == 668)
        await #expect(throws: ServiceProviderError.self) { try await provider.betting.setOddsChangePolicy(.acceptAny) }
        #expect(transport.requests.count == 3)
        let refused = await TestConfig.signedIn(transport: Self.stub(["POST /attribute/update": .json("false")]))
        await #expect(throws: ServiceProviderError.invalidResponse(message: "The bookmaker did not save the odds-change setting.")) {
            try await refused.betting.setOddsChangePolicy(.acceptNone)
        }
        let signedOut = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.unauthorized) { try await signedOut.betting.oddsChangePolicy() }
    }
}
