import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Cashable bets: `GET …/cashout/allowedBetIds` (a bare array of numbers) as the bet ids the
/// history gives, compared exactly.
@Suite struct CashableBetsTests {
    @Test func theIdsAreSpelledAsTheHistorysBetIds() throws {
        let ids = SportRadarModelMapper.cashableBetIds(try Fixture.decode([Double].self, "allowedCashoutBetIds"))
        #expect(ids == ["98765432.10", "98765433.10"])
        // The same bets in the open history: the ids match character for character.
        let open = try SportRadarModelMapper.bets(Fixture.decode([SportRadarModels.BetHistoryRow].self, "getBetHistory-open"), currency: "EUR")
        #expect(Set(open.map(\.id)) == ids)
        #expect(SportRadarModelMapper.cashableBetIds(try Fixture.decode([Double].self, "allowedCashoutBetIds-empty")).isEmpty)
        #expect(SportRadarModelMapper.cashableBetIds([99000001.1, 12.0]) == ["99000001.10", "12.00"])
    }

    @Test func theCallCarriesTheLaunchTokenAndTheBettingHeaders() async throws {
        let transport = TestConfig.router(["/api/cashout/fo/cashout/allowedBetIds": "allowedCashoutBetIds"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        #expect(try await client.betting.cashableBetIds() == ["98765432.10", "98765433.10"])
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "GET")
        #expect(sent.url?.absoluteString == "https://poseidon.test/base/api/cashout/fo/cashout/allowedBetIds")
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "launch-token-placeholder")
        #expect(sent.value(forHTTPHeaderField: "X-MGS-BusinessUnit") == "3")
        #expect(sent.value(forHTTPHeaderField: "X-MGS-Location") == "FR")
        #expect(sent.timeoutInterval == 20)
    }

    @Test func anEmptyListIsNoCashableBetAndNoSessionSendsNothing() async throws {
        let transport = TestConfig.router(["/api/cashout/fo/cashout/allowedBetIds": "allowedCashoutBetIds-empty"])
        #expect(try await Client(provider: await TestConfig.signedIn(transport: transport)).betting.cashableBetIds().isEmpty)
        let signedOut = TestConfig.router(["/api/cashout/fo/cashout/allowedBetIds": "allowedCashoutBetIds"])
        await #expect(throws: ServiceProviderError.unauthorized) {
            _ = try await Client(provider: TestConfig.provider(transport: signedOut)).betting.cashableBetIds()
        }
        #expect(signedOut.requests.isEmpty)
        let refused = Client(provider: await TestConfig.signedIn(transport: StubTransport(.json(#"{"message":"down"}"#, status: 503))))
        await #expect(throws: ServiceProviderError.server(status: 503, message: "down")) { _ = try await refused.betting.cashableBetIds() }
    }

    @Test func theSandboxListsAPlacedBetUntilItIsCashedOut() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        let event = try await client.events.event(id: "4067574.1")
        let outcome = try #require(event.markets.first?.outcomes.first)
        let market = try #require(event.markets.first)
        let slip = BetSlip(selections: [BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds)],
                           type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptAny))
        let cashable = try await client.betting.cashableBetIds()
        #expect(cashable.contains(bet.id))
        #expect(try await client.betting.bets(BetHistoryQuery(filter: .open)).items.filter { cashable.contains($0.id) }.count == 3)
        let offer = try await client.betting.cashoutOffer(betId: bet.id)
        _ = try await client.betting.cashout(offer)
        #expect(try await !client.betting.cashableBetIds().contains(bet.id))
    }

    @Test func overLoopbackTheListComesBack() async throws {
        let loopback = try await SportRadarLoopback(["GET /api/cashout/fo/cashout/allowedBetIds": .fixture("allowedCashoutBetIds")])
        defer { loopback.stop() }
        #expect(try await loopback.provider.betting.cashableBetIds() == ["98765432.10", "98765433.10"])
        #expect(loopback.requests.first?.header("Authorization") == "launch-token-placeholder")
    }
}
