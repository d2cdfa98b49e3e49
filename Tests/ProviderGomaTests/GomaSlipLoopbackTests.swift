import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderGoma
@_spi(ProviderKit) import ServicesProvider

/// The bet slip over the real transport: the queries as the vendor reference writes them.
@Suite struct GomaSlipLoopbackTests {
    private let slip = BetSlip(selections: [
        BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
        BetSelection(eventId: "48214", marketId: "912402", outcomeId: "3456792", odds: Odds(decimal: decimal("3.30"))),
        BetSelection(eventId: "48215", marketId: "912450", outcomeId: "3456803", odds: Odds(decimal: decimal("2.20"))),
    ], type: .system(size: 2), stakePerBet: Money(amount: 10, currency: "EUR"))

    @Test func bettingOptionsOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/tickets/v1/allowed-types": .fixture("tickets-allowed-types.json")], signedIn: false)
        defer { loopback.stop() }
        let options = try await loopback.provider.betting.bettingOptions(slip)
        #expect(options == BettingOptions(isAccepted: true, allowedTypes: [.single, .multiple, .system(size: 2)]))
        let request = try #require(loopback.requests.first { $0.path == "/api/tickets/v1/allowed-types" })
        #expect(request.query?.removingPercentEncoding == GomaSlipTests.readmeSelectionsQuery)
    }

    @Test func aSystemBetIsCalculatedAndPlacedOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "GET /api/tickets/v1/allowed-types": .fixture("tickets-allowed-types.json"),
            "GET /api/tickets/v1/calculate": .fixture("tickets-calculate-system.json"),
            "POST /api/tickets/v1": .fixture("place-bet-system.json"),
        ])
        defer { loopback.stop() }
        let quote = try await loopback.provider.betting.potentialReturn(slip)
        #expect(quote.totalStake == slip.totalStake)
        #expect(quote.potentialReturn.amount == decimal("174.35"))
        let calculate = try #require(loopback.requests.first { $0.path == "/api/tickets/v1/calculate" })
        #expect(calculate.query?.removingPercentEncoding == "stake=10.0&type=system_2_3&" + GomaSlipTests.readmeSelectionsQuery)

        let bet = try await loopback.provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "loop-sys"))
        #expect(bet.type == .system(size: 2))
        #expect(bet.stake == slip.totalStake)
        let placed = try #require(loopback.requests.first { $0.method == "POST" && $0.path == "/api/tickets/v1" })
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-system-request.json")) as? NSDictionary
        #expect(try JSONSerialization.jsonObject(with: placed.body) as? NSDictionary == expected)
    }

    @Test func anUnofferedSystemIsRefusedOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/tickets/v1/allowed-types": .fixture("tickets-allowed-types-same-event.json")])
        defer { loopback.stop() }
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The bookmaker offers no system of 2 from 3 for these selections; it allows single.")) {
            try await loopback.provider.betting.placeBet(BetPlacementRequest(slip: self.slip))
        }
        #expect(!(loopback.requests.contains { $0.method == "POST" && $0.path == "/api/tickets/v1" }))
    }

    @Test func boostedOddsInBothShapesOverTheRealTransport() async throws {
        let full = try await GomaLoopback(["GET /api/promotions/v1/boosted-odds-banners": .fixture("boosted-odds-events.json")], signedIn: false)
        defer { full.stop() }
        let fullBanners = try await full.provider.content.boostedOddsBanners()
        let banner = try #require(fullBanners.first)
        #expect(banner.boostedPrices.map(\.selection.outcomeId) == ["3456899"])
        #expect(banner.boostedPrices.map(\.normal?.odds.decimal) == [decimal("1.85")])

        let pointers = try await GomaLoopback(["GET /api/promotions/v1/boosted-odds-banners": .fixture("boosted-odds-banners.json")], signedIn: false)
        defer { pointers.stop() }
        let pointerBanners = try await pointers.provider.content.boostedOddsBanners()
        let pointer = try #require(pointerBanners.first)
        #expect(pointer.boostedMarketId == "67701178.1")
        #expect(pointer.boostedMarket == nil)
    }
}
