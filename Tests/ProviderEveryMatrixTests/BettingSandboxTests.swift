import Foundation
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Betting end to end over the sandbox (REST routes and the fake aggregator) and each REST call
/// over the loopback server with the real transport.
final class EveryMatrixBettingSandboxTests: XCTestCase {
    private func signedInSandbox() async throws -> Client {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        return client
    }

    /// Arsenal to win, as `/bettingOffers/292417803521808896` rebuilds it.
    private func arsenal(_ client: Client) async throws -> BetSelection {
        let restored = try await client.betting.selections(forBookingCode: "7YRLO2UQ")
        return try XCTUnwrap(restored.selections.first)
    }

    func testBookingCodeRoundTripRebuildsSelectionsFromOffers() async throws {
        let client = try await signedInSandbox()
        let fixed = try await client.betting.selections(forBookingCode: "7YRLO2UQ")
        XCTAssertEqual(fixed.selections.map(\.priceId), ["292417803521808896", "292417803521818880", "292417803521834240"])
        XCTAssertEqual(fixed.unavailableCount, 0)
        XCTAssertEqual(fixed.selections.first, BetSelection(eventId: "292417803521802496", marketId: "292417803521803008",
                                                            outcomeId: "292417803521803264", odds: Odds(decimal: Decimal(string: "2.1")!),
                                                            priceId: "292417803521808896"))
        let code = try await client.betting.bookingCode(for: Array(fixed.selections.prefix(2)))
        let back = try await client.betting.selections(forBookingCode: code)
        XCTAssertEqual(back.selections, Array(fixed.selections.prefix(2)))
        do {
            _ = try await client.betting.selections(forBookingCode: "NOPE")
            XCTFail("expected not found")
        } catch {
            XCTAssertEqual(error, .notFound)
        }
        do {
            _ = try await client.betting.selections(forBookingCode: "a/b")
            XCTFail("expected a validation error")
        } catch {
            guard case .validation(let fields) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(fields.map(\.field), ["code"])
        }
    }

    func testPlacementDebitsTheStakeAndListsTheBetWithItsOwnSelections() async throws {
        let client = try await signedInSandbox()
        let pick = try await arsenal(client)
        let before = try await client.wallet.balance()
        let slip = BetSlip(selections: [pick], type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-1", oddsChangePolicy: .acceptHigher))
        XCTAssertEqual(bet.stake, Money(amount: 10, currency: "EUR"))
        XCTAssertEqual(bet.legs.map(\.outcomeId), [pick.outcomeId])
        let after = try await client.wallet.balance()
        XCTAssertEqual(after.primary?.total.amount, (before.primary?.total.amount ?? 0) - 10)
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        XCTAssertEqual(open.items.map(\.id), [bet.id])
        XCTAssertEqual(open.items.first?.legs.map(\.eventName), ["Arsenal - Chelsea"])
        XCTAssertEqual(open.items.first?.legs.map(\.outcomeName), ["Arsenal"])
        XCTAssertEqual(open.items.first?.remainingStake, Money(amount: 10, currency: "EUR"))

        let again = try await client.betting.rebet(try XCTUnwrap(open.items.first))
        XCTAssertEqual(again.selections, [pick])
        XCTAssertEqual(again.unavailableCount, 0)
    }

    func testShortBalanceIsInsufficientFunds() async throws {
        let client = try await signedInSandbox()
        let pick = try await arsenal(client)
        let slip = BetSlip(selections: [pick], type: .single, stakePerBet: Money(amount: 1000, currency: "EUR"))
        do {
            _ = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptAny))
            XCTFail("expected insufficient funds")
        } catch {
            XCTAssertEqual(error, .insufficientFunds(message: "Insufficient funds"))
        }
    }

    func testRebetLeavesOutOutcomesNoLongerOfferedAndCountsThem() async throws {
        let client = try await signedInSandbox()
        let leg = { (outcome: String) in
            BetLeg(eventId: "e", eventName: "", marketName: "", outcomeName: "", odds: Odds(decimal: 2), status: .won, outcomeId: outcome)
        }
        let old = Bet(id: "b", type: .multiple, status: .won, stake: Money(amount: 5, currency: "EUR"),
                      legs: [leg("999999999999999999"), leg("292417803521803264"), BetLeg(eventId: "e", eventName: "", marketName: "", outcomeName: "",
                                                                                         odds: Odds(decimal: 2), status: .won)])
        let again = try await client.betting.rebet(old)
        XCTAssertEqual(again.selections.map(\.priceId), ["292417803521808896"])
        XCTAssertEqual(again.unavailableCount, 2, "one outcome gone, one leg without an outcome id")
    }

    func testSlipOptionsAndBoostsOverTheSandbox() async throws {
        let client = try await signedInSandbox()
        let restored = try await client.betting.selections(forBookingCode: "7YRLO2UQ")
        let slip = BetSlip(selections: restored.selections, type: .multiple, stakePerBet: Money(amount: 5, currency: "EUR"))
        let options = try await client.betting.bettingOptions(slip)
        XCTAssertTrue(options.isAccepted)
        XCTAssertEqual(options.maximumStake, Money(amount: 1200, currency: "EUR"))
        XCTAssertEqual(options.oddsBoostCount, 1)
        let boosts = try await client.betting.oddsBoosts(for: slip)
        XCTAssertEqual(boosts.map(\.id), ["5843377"])
        XCTAssertEqual(boosts.first?.currentTier?.cap, Money(amount: 75, currency: "EUR"))
        var pair = slip
        pair.selections.removeLast()
        let noBoost = try await client.betting.oddsBoosts(for: pair)
        XCTAssertEqual(noBoost, [])
        let settledWon = try await client.betting.bets(BetHistoryQuery(filter: .settled, settledStatus: .won))
        XCTAssertEqual(settledWon.items.map(\.status), [.won])
    }

    func testTheSandboxDeclarationIsTrue() async {
        let mismatches = await CapabilityProbe.mismatches(on: Client(provider: EveryMatrixSandbox.makeProvider()))
        XCTAssertEqual(mismatches, [])
    }

    // MARK: - Loopback (real transport, 127.0.0.1)

    func testEachBettingRESTCallOverTheLoopback() async throws {
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
            XCTFail("expected the wager limit")
        } catch {
            XCTAssertEqual(error, .limitExceeded(message: "Wager limit exceeded"))
        }
        let all = try await betting.bets(BetHistoryQuery(filter: .all))
        XCTAssertEqual(all.items.count, 4)
        XCTAssertEqual(all.items.first { $0.status == .cashedOut }?.remainingStake?.amount, 0)
        let boosts = try await betting.oddsBoosts(for: slip)
        XCTAssertEqual(boosts.first?.id, "5843377")
        let code = try await betting.bookingCode(for: [pick])
        XCTAssertEqual(code, "7YRLO2UQ")
        let booking = try await loopback.provider.runtime.executor(.player).send(EveryMatrixPlayerAPI.booking(code: code))
        XCTAssertEqual(booking.selections.count, 3)
        let placed = try XCTUnwrap(loopback.requests.first { $0.path == "/place-bet/4093/v2/bets" })
        XCTAssertEqual(placed.headerFields.first { $0.name.lowercased() == "userid" }?.value, "7014240")
        XCTAssertEqual(placed.headerFields.first { $0.name.lowercased() == "x-operatorid" }?.value, "4093")
    }
}
