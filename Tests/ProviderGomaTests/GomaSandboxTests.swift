import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaSandboxTests {
    @Test func declaredCapabilitiesAreTrue() async {
        let client = Client(provider: GomaSandbox.makeProvider())
        let mismatches = await CapabilityProbe.mismatches(on: client)
        #expect(mismatches == [])
        #expect(!client.supports(.cashout))
        #expect(client.supports(.liveChanges))
        #expect(client.supports(.liveEvents))
    }

    @Test func placedBetLowersBalanceAndAppearsInOpenTickets() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        let before = try await client.wallet.balance()
        #expect(before.primary?.total.amount == decimal("125.5"))

        let board = try await client.events.list(EventQuery(sport: .football, timing: .upcoming))
        let selections = board.items.prefix(2).compactMap { event -> BetSelection? in
            guard let market = event.markets.first, let outcome = market.outcomes.first else { return nil }
            return BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds)
        }
        let slip = BetSlip(selections: selections, type: .multiple, stakePerBet: Money(amount: decimal("12.5"), currency: "EUR"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, reference: "sandbox-1"))
        #expect(bet.status == .open)
        #expect(bet.stake.amount == decimal("12.5"))
        #expect(bet.totalOdds?.decimal == decimal("3.7925"))
        #expect(bet.legs.map(\.eventId) == ["48213", "48214"])

        let after = try await client.wallet.balance()
        #expect(after.primary?.total.amount == decimal("113"))
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        #expect(open.items.first?.id == bet.id)
        #expect(open.items.map(\.id) == [bet.id, "5013"])
    }

    @Test func sandboxRefusesABetAboveTheBalance() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        let event = try await client.events.event(id: "48213")
        let outcomes = try #require(event.markets.first?.outcomes)
        // Two singles of 1000 each: more than the balance.
        let slip = BetSlip(selections: outcomes.prefix(2).map { BetSelection(eventId: "48213", marketId: "912345", outcomeId: $0.id, odds: $0.odds) },
                           type: .single, stakePerBet: Money(amount: 1000, currency: "EUR"))
        await #expect(throws: ServiceProviderError.betRejected(message: "Insufficient balance.")) {
            try await client.betting.placeBet(BetPlacementRequest(slip: slip))
        }
    }

    @Test func sandboxContentAndLive() async throws {
        let provider = GomaSandbox.makeProvider()
        let content = provider.content
        let layout = try await content.homeLayout()
        #expect(layout.widgets.count == 13)
        let boosted = try await content.boostedOddsBanners()
        #expect(boosted.first?.boostedMarketId == "912399", "the full form: bettable boosted prices")
        let carousel = try await content.carouselEvents()
        #expect(carousel.first?.id == "6")
        let hero = try await content.heroCards()
        #expect(hero.count == 1)
        let picks = try await content.proChoices()
        #expect(picks.count == 2)
        let stories = try await content.stories()
        #expect(stories.count == 3)
        let news = try await content.news()
        #expect(news == [])
        let banners = try await content.banners()
        #expect(banners.first?.title == "Banner 1")
        let alerts = try await content.alertBanners()
        #expect(alerts.first?.callToActionText == "Button 123")

        for try await live in provider.events.liveEvents(sport: .football) {
            #expect(live.first?.status == .inProgress(period: EventPeriod(code: "2H")))
            break
        }
    }

    @Test func sandboxServerErrorScenario() async {
        let provider = GomaSandbox.makeProvider(scenario: SandboxScenario(fault: .serverError, faultPathFilter: "/api/sports"))
        await #expect(throws: ServiceProviderError.server(status: 500, message: "Sandbox: injected server error")) {
            try await provider.events.sports()
        }
    }

    @Test func sandboxLiveListMovesSoPollingYieldsOddsChanges() async throws {
        let sleeper = YieldingSleeper()
        let provider = GomaSandbox.makeProvider(transport: GomaSandbox.makeTransport(), livePollInterval: 1, sleep: sleeper.sleep)
        var changes: [EventChange] = []
        for try await change in provider.events.liveChanges(sport: .football) {
            if case .eventAdded = change { continue }
            changes.append(change)
            if changes.count >= 3 { break }
        }
        let odds = changes.compactMap { change -> Decimal? in
            if case .oddsChanged(let eventId, _, "3456771", let odds) = change, eventId == "48190" { return odds.decimal }
            return nil
        }
        #expect(odds == [Decimal(string: "1.50")!], "the first outcome's live price moves from 1.45 by 0.05 on the second poll")
        #expect(changes.first == .matchTimeChanged(eventId: "48190", matchTime: "68"))
        #expect(changes.contains(.oddsChanged(eventId: "48190", marketId: "912380", outcomeId: "3456772",
                                              odds: Odds(decimal: Decimal(string: "3.7")!))), "the second outcome drifts down")
    }
}
