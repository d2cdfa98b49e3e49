import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Every ticket call over the sandbox: the fixtures' tickets and those placed in it.
@Suite struct GomaTicketsSandboxTests {
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
        let board = try await client.events.list(EventQuery(sport: .football, timing: .upcoming))
        let selections = board.items.prefix(2).compactMap { event -> BetSelection? in
            guard let market = event.markets.first, let outcome = market.outcomes.first else { return nil }
            return BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds)
        }
        let slip = BetSlip(selections: selections, type: .multiple, stakePerBet: Money(amount: decimal("12.5"), currency: "EUR"))
        return (try await client.betting.placeBet(BetPlacementRequest(slip: slip)), selections)
    }

    @Test func historyBySettledStatusAndPagingPastTheEnd() async throws {
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
            #expect(page.items.map(\.id) == ids, "\(query)")
        }

        let first = try await client.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 1, pageSize: 2)))
        #expect(first.items.map(\.id) == ["4977", "4950"])
        #expect(first.hasMore)
        let second = try await client.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 2, pageSize: 2)))
        #expect(second.items.map(\.id) == ["4931"])
        #expect(!second.hasMore)
        let past = try await client.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 3, pageSize: 2)))
        #expect(past == Page(items: [], page: 3, next: nil))
    }

    @Test func fixtureTicketsByIdAndShareCode() async throws {
        let client = try await signedIn()
        let details = try await client.betting.bet(id: "4977")
        #expect(details.status == .won)
        #expect(details.legs.first?.eventResult == "2:1")
        let shared = try await client.betting.sharedBet(code: "share-id-placeholder-5013")
        #expect(shared.id == "5013")
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.bet(id: "999") }
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.sharedBet(code: "share-id-unknown") }
        let code = try await client.betting.qrCode(forBetId: "4977")
        #expect(code.payload == "qr-code-payload-placeholder-4977")
        #expect(code.expiresAt != nil)
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.qrCode(forBetId: "999") }
    }

    @Test func refreshRepricesTheOpenFixtureTicket() async throws {
        let client = try await signedIn()
        let refreshed = try await client.betting.refreshBet(id: "5013")
        #expect(refreshed.totalOdds?.decimal == decimal("6.12"))
        let keptOdds = try await client.betting.bet(id: "5013").totalOdds?.decimal
        #expect(keptOdds == decimal("6.12"), "the refresh is kept")
        let settled = try await client.betting.refreshBet(id: "4950")
        #expect(settled.status == .lost, "a settled ticket comes back as it is")
    }

    @Test func aPlacedBetIsFoundSharedUpdatedAndDeleted() async throws {
        let client = try await signedIn()
        let (bet, selections) = try await place(on: client)
        let afterPlacing = try await balance(client)
        #expect(afterPlacing == decimal("113"))
        let found = try await client.betting.bet(id: bet.id)
        var listed = bet
        listed.reference = nil // only placing knows it
        #expect(found == listed)
        let code = try #require(bet.shareCode)
        let sharedId = try await client.betting.sharedBet(code: code).id
        #expect(sharedId == bet.id)
        let refreshed = try await client.betting.refreshBet(id: bet.id)
        #expect(refreshed.totalOdds == bet.totalOdds, "the board's prices have not moved")

        // One single of 5 instead of the multiple of 12.5: 7.5 back on the balance.
        let single = BetSlip(selections: [selections[0]], type: .single, stakePerBet: Money(amount: 5, currency: "EUR"))
        let updated = try await client.betting.updateBet(id: bet.id, to: single)
        #expect(updated.id == bet.id)
        #expect(updated.type == .single)
        #expect(updated.stake.amount == decimal("5"))
        #expect(updated.legs.map(\.eventId) == [selections[0].eventId])
        #expect(updated.shareCode == bet.shareCode)
        #expect(updated.placedAt == bet.placedAt)
        let afterUpdate = try await balance(client)
        #expect(afterUpdate == decimal("120.5"))

        try await client.betting.deleteBet(id: bet.id)
        let afterDelete = try await balance(client)
        #expect(afterDelete == decimal("125.5"))
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.bet(id: bet.id) }
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        #expect(open.items.map(\.id) == ["5013"])
    }

    @Test func settledTicketsCannotBeChangedOrDeleted() async throws {
        let client = try await signedIn()
        await #expect(throws: ServiceProviderError.conflict(message: "This ticket can no longer be deleted.")) {
            try await client.betting.deleteBet(id: "4977")
        }
        let slip = BetSlip(selections: [BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85")))],
                           type: .single, stakePerBet: Money(amount: 5, currency: "EUR"))
        await #expect(throws: ServiceProviderError.betRejected(message: "This ticket can no longer be changed.")) {
            try await client.betting.updateBet(id: "4950", to: slip)
        }
        await #expect(throws: ServiceProviderError.notFound) { try await client.betting.deleteBet(id: "999") }
        // The open fixture ticket goes, its stake back.
        try await client.betting.deleteBet(id: "5013")
        let afterDeletingOpen = try await balance(client)
        #expect(afterDeletingOpen == decimal("135.5"))
    }

    @Test func signedOutOnlyTheSharedBetAnswers() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.betting.bet(id: "4977") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.betting.qrCode(forBetId: "5013") }
        let sharedId = try await client.betting.sharedBet(code: "share-id-placeholder-4977").id
        #expect(sharedId == "4977")
    }

    @Test func theSlipsLiteralPathsStillWinOverATicketId() async throws {
        let client = try await signedIn()
        let slip = BetSlip(selections: [
            BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
            BetSelection(eventId: "48214", marketId: "912402", outcomeId: "3456792", odds: Odds(decimal: decimal("3.30"))),
        ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))
        let result = try await client.betting.potentialReturn(slip)
        #expect(result.potentialReturn.amount == decimal("61.05"))
    }
}
