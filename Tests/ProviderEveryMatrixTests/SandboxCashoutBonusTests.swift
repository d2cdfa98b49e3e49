import Foundation
import Testing
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The sandbox end to end: a placed bet's live cashout offer, partial then full cashout, the
/// live balance, and bonuses.
@Suite struct SandboxCashoutBonusTests {
    private func eur(_ text: String) -> Money { Money(amount: Decimal(string: text)!, currency: "EUR") }

    private func signedInClientWithABet() async throws -> (Client, Bet) {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        let selection = BetSelection(eventId: "287039663214202880", marketId: "287165138723729408", outcomeId: "287165138642145536",
                                     odds: Odds(decimal: Decimal(string: "1.75")!), priceId: "287166150280880896")
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: BetSlip(selections: [selection], type: .single, stakePerBet: eur("10")),
                                                                        oddsChangePolicy: .acceptHigher))
        return (client, bet)
    }

    @Test func liveOfferThenPartialThenFullCashout() async throws {
        let (client, bet) = try await signedInClientWithABet()
        var offers = client.betting.cashoutOffers(betIds: [bet.id]).makeAsyncIterator()
        let next = try await offers.next()
        let offer = try #require(next)
        #expect(offer == CashoutOffer(betId: bet.id, amount: eur("8"), allowsPartial: true, remainingStake: eur("10"), potentialWinning: eur("20")))

        let partial = try await client.betting.cashout(offer, partialStake: eur("2.5"))
        #expect(partial == .partiallyCompleted(payout: eur("2"), remainingStake: eur("7.5")))
        let full = try await client.betting.cashout(offer)
        #expect(full == .completed(payout: eur("8")))
        let balance = try await client.wallet.balance()
        #expect(balance.primary?.total == eur("269.18"), "stake 10 out, 2 + 8 back")
    }

    @Test func staleValueAndUnknownBet() async throws {
        let (client, bet) = try await signedInClientWithABet()
        do {
            _ = try await client.betting.cashout(CashoutOffer(betId: bet.id, amount: eur("9")))
            Issue.record("expected cashoutValueChanged")
        } catch {
            #expect(error == .cashoutValueChanged)
        }
        do {
            _ = try await client.betting.cashoutOffer(betId: "no-such-bet")
            Issue.record("expected notFound")
        } catch {
            #expect(error == .notFound)
        }
    }

    /// The time limit only guards the wait for the first wallet, should the stream neither yield nor end.
    @Test(.timeLimit(.minutes(1))) func balanceUpdatesStayOpenAfterTheirEvents() async throws {
        let (client, _) = try await signedInClientWithABet()
        let received = Locked<[Money?]>([])
        let (arrivals, arrived) = AsyncStream<Void>.makeStream()
        let stream = client.wallet.balanceUpdates()
        let consumer = Task {
            defer { arrived.finish() }
            for try await wallet in stream {
                received.withLock { $0.append(wallet.primary?.total) }
                arrived.yield()
            }
        }
        // The first wallet (or the stream's end), however long the parallel run makes it take;
        // then 300 ms in which a replay would show.
        for await _ in arrivals { break }
        try await Task.sleep(nanoseconds: 300_000_000)
        consumer.cancel()
        // The snapshot, then the sandbox's one posting (sent under both names, applied once; a
        // slow consumer may see only the newest); the stream stays open without replaying it.
        let totals = received.withLock { $0 }
        #expect((1...2).contains(totals.count), "\(totals)")
        #expect(Set(totals) == [eur("259.18")])
    }

    @Test func bonuses() async throws {
        let (client, _) = try await signedInClientWithABet()
        let granted = try await client.bonuses.grantedBonuses()
        #expect(granted.map(\.status) == [.active, .active])
        let available = try await client.bonuses.availableBonuses()
        #expect(available.first?.imageURL?.absoluteString == "https://static.example.com/bonus/first-deposit.png")
    }
}
