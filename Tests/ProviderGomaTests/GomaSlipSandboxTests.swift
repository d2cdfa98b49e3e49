import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The bet slip over the sandbox: allowed types, a system's calculation and placement, and a
/// boosted price placed.
@Suite struct GomaSlipSandboxTests {
    private let legs = [
        BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
        BetSelection(eventId: "48214", marketId: "912402", outcomeId: "3456792", odds: Odds(decimal: decimal("3.30"))),
        BetSelection(eventId: "48215", marketId: "912450", outcomeId: "3456803", odds: Odds(decimal: decimal("2.20"))),
    ]

    private func signedIn() async throws -> Client {
        let client = Client(provider: GomaSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        return client
    }

    @Test func allowedTypesFollowTheSlip() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        let three = BetSlip(selections: legs, type: .system(size: 2), stakePerBet: Money(amount: 10, currency: "EUR"))
        let threeOptions = try await client.betting.bettingOptions(three)
        #expect(threeOptions == BettingOptions(isAccepted: true, allowedTypes: [.single, .multiple, .system(size: 2)]))
        var four = three
        four.selections.append(BetSelection(eventId: "48190", marketId: "1", outcomeId: "1", odds: Odds(decimal: 2)))
        let fourOptions = try await client.betting.bettingOptions(four)
        #expect(fourOptions.allowedTypes == [.single, .multiple, .system(size: 2), .system(size: 3)])
        let sameEvent = BetSlip(selections: [legs[0], BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456782",
                                                                    odds: Odds(decimal: decimal("3.40")))],
                                type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))
        let sameEventOptions = try await client.betting.bettingOptions(sameEvent)
        #expect(sameEventOptions == BettingOptions(isAccepted: false, allowedTypes: [.single]))
    }

    @Test func aSystemIsCalculatedAndPlacedAtItsTotalStake() async throws {
        let client = try await signedIn()
        let slip = BetSlip(selections: legs, type: .system(size: 2), stakePerBet: Money(amount: 10, currency: "EUR"))
        let quote = try await client.betting.potentialReturn(slip)
        #expect(quote.numberOfBets == 3)
        #expect(quote.totalStake == slip.totalStake)
        #expect(quote.totalStake.amount == 30)
        #expect(quote.totalOdds?.decimal == decimal("17.435"))

        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, reference: "sandbox-system"))
        #expect(bet.type == .system(size: 2))
        #expect(bet.stake == slip.totalStake)
        #expect(bet.totalOdds?.decimal == decimal("17.435"))
        #expect(bet.legs.map(\.eventId) == ["48213", "48214", "48215"])
        let balance = try await client.wallet.balance()
        #expect(balance.primary?.total.amount == decimal("95.5"), "125.50 − 3 × 10")
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        #expect(open.items.first?.id == bet.id)
        #expect(open.items.first?.stake == slip.totalStake)
    }

    @Test func aSystemSizeTheSandboxDoesNotOfferIsRefused() async throws {
        let client = try await signedIn()
        let singlesAsSystem = BetSlip(selections: legs, type: .system(size: 1), stakePerBet: Money(amount: 10, currency: "EUR"))
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The bookmaker offers no system of 1 from 3 for these selections; it allows single, multiple, 2/3.")) {
            try await client.betting.placeBet(BetPlacementRequest(slip: singlesAsSystem))
        }
    }

    @Test func aBoostedPriceIsPlacedAtTheBoostedOdds() async throws {
        let client = try await signedIn()
        let banners = try await client.content.boostedOddsBanners()
        let banner = try #require(banners.first)
        let price = try #require(banner.boostedPrices.first)
        #expect(price.normal?.odds.decimal == decimal("1.85"))
        #expect(price.boosted.odds.decimal == decimal("2.25"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(
            slip: BetSlip(selections: [price.selection], type: .single, stakePerBet: Money(amount: 4, currency: "EUR"))))
        #expect(bet.legs.first?.odds.decimal == decimal("2.25"))
        #expect(bet.legs.first?.marketName == "Resultado Final - Odd Aumentada")
        #expect(bet.potentialReturn?.amount == 9)
    }
}
