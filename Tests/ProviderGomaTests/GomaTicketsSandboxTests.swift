import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Every ticket call over the sandbox: the fixtures' tickets and those placed in it.
final class GomaTicketsSandboxTests: XCTestCase {
    private func signedIn() async throws -> Client {
        let client = Client(provider: GomaSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        return client
    }

    private func balance(_ client: Client) async throws -> Decimal? {
        try await client.wallet.balance().primary?.total.amount
    }

    /// A multiple of 12.5 on the first outcome of each upcoming event (48213, 48214).
    private func place(on client: Client) async throws -> (Bet, [BetSelection]) {
        let board = try await client.events.events(EventQuery(sport: .football, timing: .upcoming))
        let selections = board.items.prefix(2).compactMap { event -> BetSelection? in
            guard let market = event.markets.first, let outcome = market.outcomes.first else { return nil }
            return BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds)
        }
        let slip = BetSlip(selections: selections, type: .multiple, stakePerBet: Money(amount: decimal("12.5"), currency: "EUR"))
        return (try await client.betting.placeBet(BetPlacementRequest(slip: slip)), selections)
    }

    func testHistoryBySettledStatusAndPagingPastTheEnd() async throws {
        let client = try await signedIn()
        let expected: [(BetHistoryQuery, [String])] = [
            (BetHistoryQuery(filter: .settled), ["4977", "4950", "4931"]),
            (BetHistoryQuery(filter: .settled, settledStatus: .won), ["4977"]),
            (BetHistoryQuery(filter: .settled, settledStatus: .lost), ["4950"]),
            (BetHistoryQuery(filter: .settled, settledStatus: .void), ["4931"]),
            (BetHistoryQuery(filter: .all), ["5013", "4977", "4950", "4931"]),
        ]
        for (query, ids) in expected {
            let page = try await client.betting.bets(query)
            XCTAssertEqual(page.items.map(\.id), ids, "\(query)")
        }

        let first = try await client.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 1, pageSize: 2)))
        XCTAssertEqual(first.items.map(\.id), ["4977", "4950"])
        XCTAssertTrue(first.hasMore)
        let second = try await client.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 2, pageSize: 2)))
        XCTAssertEqual(second.items.map(\.id), ["4931"])
        XCTAssertFalse(second.hasMore)
        let past = try await client.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 3, pageSize: 2)))
        XCTAssertEqual(past, Page(items: [], page: 3, next: nil))
    }

    func testFixtureTicketsByIdAndShareCode() async throws {
        let client = try await signedIn()
        let details = try await client.betting.bet(id: "4977")
        XCTAssertEqual(details.status, .won)
        XCTAssertEqual(details.legs.first?.eventResult, "2:1")
        let shared = try await client.betting.sharedBet(code: "share-id-placeholder-5013")
        XCTAssertEqual(shared.id, "5013")
        await XCTAssertThrowsError({ try await client.betting.bet(id: "999") }, .notFound)
        await XCTAssertThrowsError({ try await client.betting.sharedBet(code: "share-id-unknown") }, .notFound)
        let code = try await client.betting.qrCode(forBetId: "4977")
        XCTAssertEqual(code.payload, "qr-code-payload-placeholder-4977")
        XCTAssertNotNil(code.expiresAt)
        await XCTAssertThrowsError({ try await client.betting.qrCode(forBetId: "999") }, .notFound)
    }

    func testRefreshRepricesTheOpenFixtureTicket() async throws {
        let client = try await signedIn()
        let refreshed = try await client.betting.refreshBet(id: "5013")
        XCTAssertEqual(refreshed.totalOdds?.decimal, decimal("6.12"))
        let keptOdds = try await client.betting.bet(id: "5013").totalOdds?.decimal
        XCTAssertEqual(keptOdds, decimal("6.12"), "the refresh is kept")
        let settled = try await client.betting.refreshBet(id: "4950")
        XCTAssertEqual(settled.status, .lost, "a settled ticket comes back as it is")
    }

    func testAPlacedBetIsFoundSharedUpdatedAndDeleted() async throws {
        let client = try await signedIn()
        let (bet, selections) = try await place(on: client)
        let afterPlacing = try await balance(client)
        XCTAssertEqual(afterPlacing, decimal("113"))
        let found = try await client.betting.bet(id: bet.id)
        var listed = bet
        listed.reference = nil // only placing knows it
        XCTAssertEqual(found, listed)
        let code = try XCTUnwrap(bet.shareCode)
        let sharedId = try await client.betting.sharedBet(code: code).id
        XCTAssertEqual(sharedId, bet.id)
        let refreshed = try await client.betting.refreshBet(id: bet.id)
        XCTAssertEqual(refreshed.totalOdds, bet.totalOdds, "the board's prices have not moved")

        // One single of 5 instead of the multiple of 12.5: 7.5 back on the balance.
        let single = BetSlip(selections: [selections[0]], type: .single, stakePerBet: Money(amount: 5, currency: "EUR"))
        let updated = try await client.betting.updateBet(id: bet.id, to: single)
        XCTAssertEqual(updated.id, bet.id)
        XCTAssertEqual(updated.type, .single)
        XCTAssertEqual(updated.stake.amount, decimal("5"))
        XCTAssertEqual(updated.legs.map(\.eventId), [selections[0].eventId])
        XCTAssertEqual(updated.shareCode, bet.shareCode)
        XCTAssertEqual(updated.placedAt, bet.placedAt)
        let afterUpdate = try await balance(client)
        XCTAssertEqual(afterUpdate, decimal("120.5"))

        try await client.betting.deleteBet(id: bet.id)
        let afterDelete = try await balance(client)
        XCTAssertEqual(afterDelete, decimal("125.5"))
        await XCTAssertThrowsError({ try await client.betting.bet(id: bet.id) }, .notFound)
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        XCTAssertEqual(open.items.map(\.id), ["5013"])
    }

    func testSettledTicketsCannotBeChangedOrDeleted() async throws {
        let client = try await signedIn()
        await XCTAssertThrowsError({ try await client.betting.deleteBet(id: "4977") }, .conflict(message: "This ticket can no longer be deleted."))
        let slip = BetSlip(selections: [BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85")))],
                           type: .single, stakePerBet: Money(amount: 5, currency: "EUR"))
        await XCTAssertThrowsError({ try await client.betting.updateBet(id: "4950", to: slip) },
                                  .betRejected(message: "This ticket can no longer be changed."))
        await XCTAssertThrowsError({ try await client.betting.deleteBet(id: "999") }, .notFound)
        // The open fixture ticket goes, its stake back.
        try await client.betting.deleteBet(id: "5013")
        let afterDeletingOpen = try await balance(client)
        XCTAssertEqual(afterDeletingOpen, decimal("135.5"))
    }

    func testSignedOutOnlyTheSharedBetAnswers() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        await XCTAssertThrowsError({ try await client.betting.bet(id: "4977") }, .unauthorized)
        await XCTAssertThrowsError({ try await client.betting.qrCode(forBetId: "5013") }, .unauthorized)
        let sharedId = try await client.betting.sharedBet(code: "share-id-placeholder-4977").id
        XCTAssertEqual(sharedId, "4977")
    }

    func testTheSlipsLiteralPathsStillWinOverATicketId() async throws {
        let client = try await signedIn()
        let slip = BetSlip(selections: [
            BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
            BetSelection(eventId: "48214", marketId: "912402", outcomeId: "3456792", odds: Odds(decimal: decimal("3.30"))),
        ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))
        let result = try await client.betting.potentialReturn(slip)
        XCTAssertEqual(result.potentialReturn.amount, decimal("61.05"))
    }
}
