import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// The bet slip's calls over the real URLSession transport to a 127.0.0.1 server.
struct BetSlipLoopbackTests {
    static func eur(_ text: String) -> Money { Money(amount: dec(text), currency: "EUR") }

    func body(_ request: LoopbackHTTPRequest?) throws -> NSObject {
        let data = try #require(request?.body)
        return try #require(try JSONSerialization.jsonObject(with: data) as? NSObject)
    }

    func fixture(_ name: String) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSObject)
    }

    @Test func systemBetHeldThenConfirmedAndRejected() async throws {
        let loopback = try await SportRadarLoopback([
            "POST /api/betting/fo/allowedBetTypesWithCalculation": .fixture("allowedBetTypesWithCalculation"),
            "POST /api/betting/fo/betslip": .fixture("placeBets-needs-confirmation"),
            "PUT /api/betting/fo/betslip/30412877/confirm": .fixture("confirmBetslip"),
            "POST /api/betting/fo/betslip/30412877/reject": .json("{}"),
        ])
        defer { loopback.stop() }
        var system = PoseidonMapperTests.slip
        system.type = .system(size: 2)
        #expect(try await loopback.provider.betting.bettingOptions(system).isAccepted)
        let held = try await loopback.provider.betting.placeBet(BetPlacementRequest(slip: system, reference: "loop-sys"))
        #expect(held.status == .pendingConfirmation)
        #expect(try await loopback.provider.betting.confirmPendingBet(held).status == .open)
        try await loopback.provider.betting.rejectPendingBet(held)
        let requests = loopback.requests
        #expect(requests.map { "\($0.method) \($0.path)" } == [
            "POST /api/betting/fo/allowedBetTypesWithCalculation", "POST /api/betting/fo/allowedBetTypesWithCalculation",
            "POST /api/betting/fo/betslip", "PUT /api/betting/fo/betslip/30412877/confirm", "POST /api/betting/fo/betslip/30412877/reject",
        ])
        #expect(try body(requests.first) == fixture("allowedBetTypesWithCalculation-request"))
        #expect(try body(requests[3]) == fixture("confirmBetslip-request"))
        #expect(requests[3].headerFields.first { $0.name.lowercased() == "accept-language" }?.value == "FR")
    }

    @Test func partialCashoutBetBuilderOffersAndSettings() async throws {
        let loopback = try await SportRadarLoopback([
            "POST /api/cashout/fo/cashout/98765432.10/calculate": .json(#"{"cashoutValue": 6.2, "partialCashoutAvailable": true}"#),
            "POST /api/cashout/fo/cashout/98765432.10": .fixture("cashoutBet"),
            "POST /api/custom-bet/v1/calculate": .fixture("customBet-calculate"),
            "POST /api/custom-bet/v1/placecustombet": .fixture("customBet-place"),
            "POST /api/special-offer-calculator/v1/calculateSpecialOffers": .fixture("calculateSpecialOffers"),
            "GET /api/betting/fo/attribute/getAll": .fixture("betslipSettings-getAll-legacy"),
            "POST /api/betting/fo/attribute/update": .fixture("betslipSettings-update"),
        ])
        defer { loopback.stop() }
        let betting = loopback.provider.betting
        let offer = CashoutOffer(betId: "98765432.10", amount: Self.eur("12.4"), allowsPartial: true, remainingStake: Self.eur("10"))
        #expect(try await betting.cashout(offer, partialStake: Self.eur("5")) == .partiallyCompleted(payout: Self.eur("6.2"), remainingStake: Self.eur("5")))
        #expect(try body(loopback.requests[1]) == fixture("cashoutBet-partial-request"))
        let selections = BetSlipServiceTests.builder
        let quote = try await betting.betBuilderQuote(selections: selections, stake: Self.eur("10"))
        #expect(try await betting.placeBetBuilder(quote, reference: "loop-bb").id == "98765440.10")
        #expect(try body(loopback.requests[3]) == fixture("customBet-place-request"))
        #expect(try await betting.specialOffer(for: PoseidonMapperTests.slip).id == "1201.1")
        #expect(try await betting.oddsChangePolicy() == .acceptNone)
        try await betting.setOddsChangePolicy(.acceptHigher)
        #expect(try body(loopback.requests[6]) == fixture("betslipSettings-update-request"))
        #expect(loopback.requests.count == 8)
    }
}
