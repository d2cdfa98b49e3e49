import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The SportRadar sandbox: declared features hold, bets move money, expiry is the vendor's.
struct SandboxTests {
    @Test func capabilityDeclarationHolds() async {
        let mismatches = await CapabilityProbe.mismatches(on: Client(provider: SportRadarSandbox.makeProvider()))
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func placedBetLowersBalanceAndAppearsInOpenBets() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        let before = try #require(try await client.wallet.balance().primary)
        #expect(before.total == Money(amount: dec("1300.75"), currency: "EUR"))
        #expect(before.cashback == Money(amount: dec("2.5"), currency: "EUR"))

        let event = try await client.events.event(id: "4067574.1")
        let outcome = try #require(event.markets.first?.outcomes.first)
        let slip = BetSlip(selections: [BetSelection(eventId: event.id, marketId: "67677928.1", outcomeId: outcome.id, odds: outcome.odds)],
                           type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, reference: "sandbox-ref"))
        #expect(bet.status == .open)

        let after = try #require(try await client.wallet.balance().primary)
        #expect(after.total == Money(amount: dec("1290.75"), currency: "EUR"))
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        let placed = try #require(open.items.first)
        #expect(placed.id == bet.id)
        #expect(placed.legs.first?.odds.decimal == dec("1.79"))
        #expect(placed.potentialReturn == Money(amount: dec("17.9"), currency: "EUR"))
        #expect(open.items.count == 3)  // the placed bet + the two recorded ones
    }

    /// Check and debit happen under one lock: concurrent slips can never overdraw the balance.
    @Test func concurrentPlacementsNeverOverdraw() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        let event = try await client.events.event(id: "4067574.1")
        let outcome = try #require(event.markets.first?.outcomes.first)
        let slip = BetSlip(selections: [BetSelection(eventId: event.id, marketId: "67677928.1", outcomeId: outcome.id, odds: outcome.odds)],
                           type: .single, stakePerBet: Money(amount: 100, currency: "EUR"))
        let attempts = 40
        let placed = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<attempts {
                group.addTask {
                    (try? await client.betting.placeBet(BetPlacementRequest(slip: slip, reference: "race-\(index)"))) != nil
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(placed == 13)  // 1,300.75 affords thirteen stakes of 100
        let after = try #require(try await client.wallet.balance().primary)
        #expect(after.total == Money(amount: dec("0.75"), currency: "EUR"))
    }

    @Test func contentFlows() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        let sports = try await client.events.sports()
        #expect(sports.map(\.kind) == [.football, .tennis, .basketball])
        let competitions = try await client.events.competitions(sport: .football)
        // Football → France (Angleterre is not in the sandbox, Allemagne is empty) → Ligue 1, Ligue 2 (Coupe de France is empty).
        #expect(competitions == [
            Competition(id: "90101.1", name: "Ligue 1", sportId: "88001", region: "France", eventCount: 9, regionId: "89001"),
            Competition(id: "90102.1", name: "Ligue 2", sportId: "88001", region: "France", eventCount: 10, regionId: "89001"),
        ])
        let live = try await client.events.list(EventQuery(sport: .football, timing: .live, competitionId: "90101.1"))
        #expect(live.items.map(\.id) == ["4067580.1"])
        let page = try await client.events.list(EventQuery(sport: .football, competitionId: "90101.1", page: PageRequest(page: 1, pageSize: 2)))
        #expect(page.items.count == 2)
        #expect(page.hasMore)
        #expect(page.next == PageRequest(page: 2, pageSize: 2))
        await #expect(throws: ServiceProviderError.notFound) { _ = try await client.events.event(id: "404.1") }
    }

    @Test func wrongPassword() async {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.invalidCredentials) {
            _ = try await client.account.login(LoginCredentials(username: "u", password: "wrong-password"))
        }
    }

    @Test func sessionExpiryAnswersNotLoggedIn() async throws {
        let provider = SportRadarSandbox.makeProvider(scenario: SandboxScenario(sessionExpiresAfterRequests: 2))
        let client = Client(provider: provider)
        var events = client.sessionEvents.makeAsyncIterator()
        #expect(await events.next() == .current(userId: nil))
        #expect(await client.isSignedIn == false)
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))  // openGameSession = 1st
        #expect(await client.isSignedIn)
        #expect(await events.next() == .loggedIn(userId: "100234"))
        _ = try await client.account.profile()  // 2nd
        await #expect(throws: ServiceProviderError.sessionExpired) { _ = try await client.wallet.balance() }
        #expect(await events.next() == .expired)
    }

    @Test func cashoutCreditsTheBalance() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let offer = try await client.betting.cashoutOffer(betId: "98765432.10")
        #expect(try await client.betting.cashout(offer) == .completed(payout: Money(amount: dec("12.4"), currency: "EUR")))
        #expect(try await client.wallet.balance().primary?.total == Money(amount: dec("1313.15"), currency: "EUR"))
    }
}
