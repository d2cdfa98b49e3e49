import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderGoma
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// Every ticket call over a 127.0.0.1 server and the real transport, answering the vendor's shapes.
@Suite struct GomaTicketsLoopbackTests {
    private let routes: [String: GomaLoopback.Answer] = [
        "GET /api/tickets/v1": .fixture("my-tickets-resolved.json"),
        "GET /api/tickets/v1/4977": .fixture("ticket-details.json"),
        "GET /api/tickets/v1/999": .fixture("ticket-error-404.json", status: 404),
        "POST /api/tickets/v1/5013/refresh": .fixture("ticket-refresh.json"),
        "POST /api/tickets/v1/5013": .fixture("ticket-update.json"),
        "DELETE /api/tickets/v1/5013": .fixture("ticket-delete.json"),
        "DELETE /api/tickets/v1/4977": .fixture("ticket-delete-error-422.json", status: 422),
        "GET /api/tickets/v1/share/share-id-placeholder-5013": .fixture("ticket-shared.json"),
        "GET /api/tickets/v1/5013/qrcode": .fixture("ticket-qrcode.json"),
    ]

    private func header(_ request: LoopbackHTTPRequest?, _ name: String) -> String? {
        request?.headerFields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    @Test func historyByStatus() async throws {
        let loopback = try await GomaLoopback(routes)
        defer { loopback.stop() }
        let page = try await loopback.provider.betting.bets(BetHistoryQuery(filter: .settled))
        #expect(page.items.map(\.status) == [.won, .lost, .void])
        #expect(!page.hasMore)
        let request = loopback.requests.last { $0.path == "/api/tickets/v1" }
        #expect(request?.query == "status%5B%5D=win&status%5B%5D=lost&status%5B%5D=push&limit=20&page=1")
        #expect(header(request, "Authorization") == "Bearer \(GomaLoopback.userToken)")
    }

    @Test func pagingPastTheEnd() async throws {
        let loopback = try await GomaLoopback(["GET /api/tickets/v1": .fixture("my-tickets-empty.json")])
        defer { loopback.stop() }
        let page = try await loopback.provider.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 3), settledStatus: .won))
        #expect(page == Page(items: [], page: 3, next: nil))
        #expect(loopback.requests.last?.query == "status%5B%5D=win&limit=20&page=3")
    }

    @Test func detailsRefreshUpdateDeleteShareAndQRCode() async throws {
        let loopback = try await GomaLoopback(routes)
        defer { loopback.stop() }
        let betting = loopback.provider.betting
        let payout = try await betting.bet(id: "4977").payout?.amount
        #expect(payout == decimal("10.5"))
        let odds = try await betting.refreshBet(id: "5013").totalOdds?.decimal
        #expect(odds == decimal("6.12"))
        #expect(loopback.requests.last?.method == "POST")

        let slip = BetSlip(selections: [
            BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
            BetSelection(eventId: "48215", marketId: "912450", outcomeId: "3456803", odds: Odds(decimal: decimal("2.2"))),
        ], type: .multiple, stakePerBet: Money(amount: 15, currency: "EUR"))
        let stake = try await betting.updateBet(id: "5013", to: slip).stake.amount
        #expect(stake == decimal("15"))
        let sent = try #require(loopback.requests.last { $0.method == "POST" && $0.path == "/api/tickets/v1/5013" })
        let body = try JSONSerialization.jsonObject(with: sent.body) as? NSDictionary
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("ticket-update-request.json")) as? NSDictionary
        #expect(body == expected)

        try await betting.deleteBet(id: "5013")
        #expect(loopback.requests.last?.method == "DELETE")
        let shareCode = try await betting.sharedBet(code: "share-id-placeholder-5013").shareCode
        #expect(shareCode == "share-id-placeholder-5013")
        let code = try await betting.qrCode(forBetId: "5013")
        #expect(code
                == BetQRCode(payload: "qr-code-payload-placeholder-5013", expiresAt: utc(2025, 3, 15, 20, 30)))
    }

    @Test func errors() async throws {
        let loopback = try await GomaLoopback(routes)
        defer { loopback.stop() }
        await #expect(throws: ServiceProviderError.notFound) { try await loopback.provider.betting.bet(id: "999") }
        await #expect(throws: ServiceProviderError.conflict(message: "This ticket can no longer be deleted.")) {
            try await loopback.provider.betting.deleteBet(id: "4977")
        }
    }

    @Test func aSharedBetSignedOutUsesTheAnonymousBearer() async throws {
        let loopback = try await GomaLoopback(routes, signedIn: false)
        defer { loopback.stop() }
        let sharedId = try await loopback.provider.betting.sharedBet(code: "share-id-placeholder-5013").id
        #expect(sharedId == "5013")
        #expect(header(loopback.requests.last, "Authorization") == "Bearer goma-anonymous-jwt-placeholder")
        await #expect(throws: ServiceProviderError.unauthorized) { try await loopback.provider.betting.bet(id: "4977") }
    }
}
