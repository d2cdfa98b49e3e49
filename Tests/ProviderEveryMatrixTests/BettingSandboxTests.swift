import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Betting end to end over the sandbox (REST routes and the fake aggregator) and each REST call
/// over the loopback server with the real transport.
@Suite struct EveryMatrixBettingSandboxTests {
    private func signedInSandbox() async throws -> Client {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        return client
    }

    /// Arsenal to win, as `/bettingOffers/292417803521808896` rebuilds it.
    private func arsenal(_ client: Client) async throws -> BetSelection {
        let restored = try await client.betting.selections(forBookingCode: "7YRLO2UQ")
        return try #require(restored.selections.first)
    }

    @Test func bookingCodeRoundTripRebuildsSelectionsFromOffers() async throws {
        let client = try await signedInSandbox()
        let fixed = try await client.betting.selections(forBookingCode: "7YRLO2UQ")
        #expect(fixed.selections.map(\.priceId) == ["292417803521808896", "292417803521818880", "292417803521834240"])
        #expect(fixed.unavailableCount == 0)
        #expect(fixed.selections.first == BetSelection(eventId: "292417803521802496", marketId: "292417803521803008",
                                                            outcomeId: "292417803521803264", odds: Odds(decimal: Decimal(string: "2.1")!),
                                                            priceId: "292417803521808896"))
        let code = try await client.betting.bookingCode(for: Array(fixed.selections.prefix(2)))
        let back = try await client.betting.selections(forBookingCode: code)
        #expect(back.selections == Array(fixed.selections.prefix(2)))
        do {
            _ = try await client.betting.selections(forBookingCode: "NOPE")
            Issue.record("expected not found")
        } catch {
            #expect(error == .notFound)
        }
        do {
            _ = try await client.betting.selections(forBookingCode: "a/b")
            Issue.record("expected a validation error")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields.map(\.field) == ["code"])
        }
    }

    @Test func placementDebitsTheStakeAndListsTheBetWithItsOwnSelections() async throws {
        let client = try await signedInSandbox()
        let pick = try await arsenal(client)
        let before = try await client.wallet.balance()
        let slip = BetSlip(selections: [pick], type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-1", oddsChangePolicy: .acceptHigher))
        #expect(bet.stake == Money(amount: 10, currency: "EUR"))
        #expect(bet.legs.map(\.outcomeId) == [pick.outcomeId])
        let after = try await client.wallet.balance()
        #expect(after.primary?.total.amount == (before.primary?.total.amount ?? 0) - 10)
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        #expect(open.items.map(\.id) == [bet.id])
        #expect(open.items.first?.legs.map(\.eventName) == ["Arsenal - Chelsea"])
        #expect(open.items.first?.legs.map(\.outcomeName) == ["Arsenal"])
        #expect(open.items.first?.remainingStake == Money(amount: 10, currency: "EUR"))

        let again = try await client.betting.rebet(try #require(open.items.first))
        #expect(again.selections == [pick])
        #expect(again.unavailableCount == 0)
    }

    @Test func shortBalanceIsInsufficientFunds() async throws {
        let client = try await signedInSandbox()
        let pick = try await arsenal(client)
        let slip = BetSlip(selections: [pick], type: .single, stakePerBet: Money(amount: 1000, currency: "EUR"))
        do {
            _ = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptAny))
            Issue.record("expected insufficient funds")
        } catch {
            #expect(error == .insufficientFunds(message: "Insufficient funds"))
        }
    }

    @Test func rebetLeavesOutOutcomesNoLongerOfferedAndCountsThem() async throws {
        let client = try await signedInSandbox()
        let leg = { (outcome: String) in
            BetLeg(eventId: "e", eventName: "", marketName: "", outcomeName: "", odds: Odds(decimal: 2), status: .won, outcomeId: outcome)
        }
        let old = Bet(id: "b", type: .multiple, status: .won, stake: Money(amount: 5, currency: "EUR"),
                      legs: [leg("999999999999999999"), leg("292417803521803264"), BetLeg(eventId: "e", eventName: "", marketName: "", outcomeName: "",
                                                                                         odds: Odds(decimal: 2), status: .won)])
        let again = try await client.betting.rebet(old)
        #expect(again.selections.map(\.priceId) == ["292417803521808896"])
        #expect(again.unavailableCount == 2, "one outcome gone, one leg without an outcome id")
    }

    @Test func slipOptionsAndBoostsOverTheSandbox() async throws {
        let client = try await signedInSandbox()
        let restored = try await client.betting.selections(forBookingCode: "7YRLO2UQ")
        let slip = BetSlip(selections: restored.selections, type: .multiple, stakePerBet: Money(amount: 5, currency: "EUR"))
        let options = try await client.betting.bettingOptions(slip)
        #expect(options.isAccepted)
        #expect(options.maximumStake == Money(amount: 1200, currency: "EUR"))
        #expect(options.oddsBoostCount == 1)
        let boosts = try await client.betting.oddsBoosts(for: slip)
        #expect(boosts.map(\.id) == ["5843377"])
        #expect(boosts.first?.currentTier?.cap == Money(amount: 75, currency: "EUR"))
        var pair = slip
        pair.selections.removeLast()
        let noBoost = try await client.betting.oddsBoosts(for: pair)
        #expect(noBoost == [])
        let settledWon = try await client.betting.bets(BetHistoryQuery(filter: .settled, settledStatus: .won))
        #expect(settledWon.items.map(\.status) == [.won])
    }

    @Test func theSandboxDeclarationIsTrue() async {
        let mismatches = await CapabilityProbe.mismatches(on: Client(provider: EveryMatrixSandbox.makeProvider()))
        #expect(mismatches == [])
    }

    // MARK: - Loopback (real transport, 127.0.0.1)

    @Test func eachBettingRESTCallOverTheLoopback() async throws {
        let loopback = try await EveryMatrixLoopback([
            "POST /place-bet/4093/v2/bets": .fixture("api/place-bet-v2-error-wager-limit.json", status: 409),
            "GET /bets-api/v1/4093/open-bets": .fixture("api/bets-open-bets.json"),
            "GET /bets-api/v1/4093/settled-bets": .fixture("api/bets-settled-bets.json"),
            "PUT /v1/bonus/wallets/sports": .fixture("api/odds-boost-wallets.json"),
            "POST /v2/sports/bets/book": .fixture("api/booking-code-create.json"),
            "GET /v2/sports/bets/book/7YRLO2UQ": .fixture("api/booking-code-retrieve.json"),
        ])
        defer { loopback.stop() }
        await loopback.provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240", attributes: ["username": "+237600000001"]),
                                                       persist: false)
        let betting = loopback.provider.betting
        let pick = BetSelection(eventId: "292417803521802496", marketId: "292417803521803008", outcomeId: "292417803521803264",
                                odds: Odds(decimal: Decimal(string: "2.1")!), priceId: "292417803521808896")
        let slip = BetSlip(selections: [pick], type: .single, stakePerBet: Money(amount: 50000, currency: "XAF"))
        do {
            _ = try await betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptAny))
            Issue.record("expected the wager limit")
        } catch {
            #expect(error == .limitExceeded(message: "Wager limit exceeded"))
        }
        let all = try await betting.bets(BetHistoryQuery(filter: .all))
        #expect(all.items.count == 4)
        #expect(all.items.first { $0.status == .cashedOut }?.remainingStake?.amount == 0)
        let boosts = try await betting.oddsBoosts(for: slip)
        #expect(boosts.first?.id == "5843377")
        let code = try await betting.bookingCode(for: [pick])
        #expect(code == "7YRLO2UQ")
        let booking = try await loopback.provider.runtime.executor(.player).send(EveryMatrixPlayerAPI.booking(code: code))
        #expect(booking.selections.count == 3)
        let placed = try #require(loopback.requests.first { $0.path == "/place-bet/4093/v2/bets" })
        #expect(placed.headerFields.first { $0.name.lowercased() == "userid" }?.value == "7014240")
        #expect(placed.headerFields.first { $0.name.lowercased() == "x-operatorid" }?.value == "4093")
    }
}
