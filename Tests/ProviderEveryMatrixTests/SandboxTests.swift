import Foundation
import Testing
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite struct EveryMatrixSandboxTests {
    @Test func placedBetAppearsInOpenBetsAndLowersTheBalance() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let beforeSignIn = await client.isSignedIn
        #expect(!beforeSignIn)
        let session = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        #expect(session.userId == "7014240")
        let signedIn = await client.isSignedIn
        #expect(signedIn)
        let before = try await client.wallet.balance()
        #expect(before.primary?.total == Money(amount: Decimal(string: "269.18")!, currency: "EUR"))

        let selection = BetSelection(eventId: "287039663214202880", marketId: "287165138723729408", outcomeId: "287165138642145536",
                                     odds: Odds(decimal: Decimal(string: "1.75")!), priceId: "287166150280880896")
        let slip = BetSlip(selections: [selection], type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-1", oddsChangePolicy: .acceptAny))
        #expect(bet.status == .open)
        #expect(bet.stake == Money(amount: 10, currency: "EUR"))
        #expect(bet.reference == "ref-1")

        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        #expect(open.items.map(\.id) == [bet.id])
        let after = try await client.wallet.balance()
        #expect(after.primary?.total == Money(amount: Decimal(string: "259.18")!, currency: "EUR"))

        let offer = try await client.betting.cashoutOffer(betId: bet.id)
        #expect(offer.amount == Money(amount: 8, currency: "EUR"))
        let result = try await client.betting.cashout(offer)
        #expect(result == .completed(payout: Money(amount: 8, currency: "EUR")))
        let settledBalance = try await client.wallet.balance()
        #expect(settledBalance.primary?.total == Money(amount: Decimal(string: "267.18")!, currency: "EUR"))
    }

    @Test func sessionExpiryScenario() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider(scenario: SandboxScenario(sessionExpiresAfterRequests: 1)))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        _ = try await client.wallet.balance()
        do {
            _ = try await client.wallet.balance()
            Issue.record("expected sessionExpired")
        } catch {
            #expect(error == .sessionExpired)
        }
    }

    @Test func cashierAndPaymentStatus() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let cashier = try await client.payments.deposit(DepositRequest(methodId: "card", amount: Money(amount: 25, currency: "EUR")))
        #expect(cashier.url != nil)
        let status = try await client.payments.paymentStatus(paymentId: try #require(cashier.paymentId))
        #expect(status.status == .completed)
        #expect(status.amount == Money(amount: 25, currency: "EUR"))
    }

    /// The live topic asks for the vendor's whole list (100 matches), so the sandbox's thirteen
    /// live matches all arrive, not the first ten: the recorded eight, then the five made up.
    @Test func theLiveListReachesPastTen() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        var lists = client.events.liveEvents(sport: .football).makeAsyncIterator()
        let live = try #require(try await lists.next())
        #expect(live.count == 13)
        #expect(live.suffix(5).compactMap(\.home?.name) == ["Cameroon", "Senegal", "Mali", "Morocco", "Gabon"])
        #expect(Array(live).allSatisfy { $0.isLive })
    }

    @Test func liveChangesReplayRealChangesOnLinux() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        var changes: [EventChange] = []
        for try await change in client.events.liveChanges(sport: .football) {
            changes.append(change)
            if changes.count == 17 { break }
        }
        // One eventAdded per live match (13), then the made-up updates' changes.
        let granular = Array(changes.dropFirst(13))
        #expect(granular == [
            .oddsChanged(eventId: "287039663214202880", marketId: "287165138723729408", outcomeId: "287165138642145536", odds: Odds(decimal: Decimal(string: "1.8")!)),
            .matchTimeChanged(eventId: "287039663214202880", matchTime: "11:00"),
            // The goal (an EVENT_INFO) touches the event first, so the message's diff announces
            // both it and the suspension that follows in the same message, each once.
            .scoreChanged(eventId: "287039663214202880", score: granularScore(granular)),
            .outcomeStatusChanged(eventId: "287039663214202880", marketId: "287165138723729408", outcomeId: "287165138648436736", status: .suspended),
        ])
        guard case .scoreChanged(_, let score) = granular[2] else { Issue.record(); return }
        #expect(score.home == 1)
        #expect(score.away == 0)
    }

    private func granularScore(_ changes: [EventChange]) -> Score {
        for change in changes { if case .scoreChanged(_, let score) = change { return score } }
        return Score(home: -1, away: -1)
    }

    @Test func capabilityDeclarationIsTrue() async throws {
        let mismatches = await CapabilityProbe.mismatches(on: Client(provider: EveryMatrixSandbox.makeProvider()))
        #expect(mismatches == [])
    }
}
