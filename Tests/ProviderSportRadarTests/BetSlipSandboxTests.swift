import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The bet slip in the sandbox: held slips, system bets, partial cashout, bet builder, offers, settings.
struct BetSlipSandboxTests {
    static func eur(_ text: String) -> Money { Money(amount: dec(text), currency: "EUR") }

    func signedIn() async throws -> Client {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        return client
    }

    func slip(_ client: Client, stake: String) async throws -> BetSlip {
        let event = try await client.events.event(id: "4067574.1")
        let outcome = try #require(event.markets.first?.outcomes.first)
        return BetSlip(selections: [BetSelection(eventId: event.id, marketId: "67677928.1", outcomeId: outcome.id, odds: outcome.odds)],
                       type: .single, stakePerBet: Self.eur(stake))
    }

    @Test func aStakeAboveTheThresholdWaitsForConfirmation() async throws {
        let client = try await signedIn()
        let held = try await client.betting.placeBet(BetPlacementRequest(slip: try await slip(client, stake: "150"), reference: "big-1"))
        #expect(held.status == .pendingConfirmation)
        #expect(try await client.wallet.balance().primary?.total == Self.eur("1300.75"))  // nothing debited yet
        let placed = try await client.betting.confirmPendingBet(held)
        #expect(placed.status == .open)
        #expect(try await client.wallet.balance().primary?.total == Self.eur("1150.75"))
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.confirmPendingBet(held) }  // confirmed once

        let second = try await client.betting.placeBet(BetPlacementRequest(slip: try await slip(client, stake: "150"), reference: "big-2"))
        try await client.betting.rejectPendingBet(second)
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.confirmPendingBet(second) }
        #expect(try await client.wallet.balance().primary?.total == Self.eur("1150.75"))
    }

    @Test func aConfirmationBeyondTheBalanceIsRefused() async throws {
        let client = try await signedIn()
        let held = try await client.betting.placeBet(BetPlacementRequest(slip: try await slip(client, stake: "2000"), reference: "huge"))
        await #expect(throws: ServiceProviderError.betRejected(message: "Insufficient balance")) { try await client.betting.confirmPendingBet(held) }
    }

    @Test func systemBetsFromTheAllowedTypes() async throws {
        let client = try await signedIn()
        var system = PoseidonMapperTests.slip
        system.type = .system(size: 2)
        #expect(try await client.betting.bettingOptions(system).allowedTypes == [.single, .system(size: 2), .multiple])
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: system, reference: "sys"))
        #expect(bet.type == .system(size: 2))
        #expect(try await client.wallet.balance().primary?.total == Self.eur("1270.75"))  // three doubles of 10
    }

    @Test func partialCashoutKeepsTheRestRiding() async throws {
        let client = try await signedIn()
        var offer = try await client.betting.cashoutOffer(betId: "98765432.10")
        #expect(offer.allowsPartial)
        offer.remainingStake = Self.eur("10")
        #expect(try await client.betting.cashout(offer, partialStake: Self.eur("5"))
                == .partiallyCompleted(payout: Self.eur("6.2"), remainingStake: Self.eur("5")))
        #expect(try await client.betting.cashoutOffer(betId: "98765432.10").amount == Self.eur("6.2"))  // the rest's value
        await #expect(throws: ServiceProviderError.self) {
            try await client.betting.cashout(CashoutOffer(betId: "98765432.10", amount: Self.eur("6.2"), allowsPartial: true), partialStake: Self.eur("6"))
        }
        #expect(try await client.wallet.balance().primary?.total == Self.eur("1306.95"))
    }

    @Test func betBuilderSpecialOffersAndSettings() async throws {
        let client = try await signedIn()
        let selections = PoseidonMapperTests.slip.selections
        let quote = try await client.betting.betBuilderQuote(selections: Array(selections.prefix(2)), stake: Self.eur("10"))
        #expect(quote.odds.decimal == dec("3.15"))
        _ = try await client.betting.placeBetBuilder(quote, reference: "bb")
        #expect(try await client.wallet.balance().primary?.total == Self.eur("1290.75"))
        let five = (1...5).map { BetSelection(eventId: "1", marketId: "\($0)", outcomeId: "\($0)", odds: Odds(decimal: 2)) }
        await #expect(throws: ServiceProviderError.betRejected(message: "These selections cannot be combined.")) {
            try await client.betting.betBuilderQuote(selections: five, stake: Self.eur("10"))
        }
        #expect(try await client.betting.specialOffer(for: PoseidonMapperTests.slip).cashReturn == Self.eur("2"))
        var small = PoseidonMapperTests.slip
        small.stakePerBet = Self.eur("1")
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.specialOffer(for: small) }
        #expect(try await client.betting.oddsChangePolicy() == .acceptHigher)
        try await client.betting.setOddsChangePolicy(.acceptNone)
        #expect(try await client.betting.oddsChangePolicy() == .acceptNone)
    }
}
