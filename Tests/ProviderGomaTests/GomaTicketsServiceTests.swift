import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The ticket calls through the provider over a routed stub: what is sent, what comes back, and
/// every error a user can hit.
@Suite struct GomaTicketsServiceTests {
    private func makeServer() -> GomaStubServer {
        GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "GET /api/tickets/v1": { request, _ in
                let page = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?
                    .first { $0.name == "page" }?.value
                return .fixture(page == "1" ? "my-tickets-resolved.json" : "my-tickets-empty.json")
            },
            "GET /api/tickets/v1/4977": { _, _ in .fixture("ticket-details.json") },
            "GET /api/tickets/v1/999": { _, _ in .fixture("ticket-error-404.json", status: 404) },
            "POST /api/tickets/v1/5013/refresh": { _, _ in .fixture("ticket-refresh.json") },
            "POST /api/tickets/v1/5013": { _, _ in .fixture("ticket-update.json") },
            "DELETE /api/tickets/v1/5013": { _, _ in .fixture("ticket-delete.json") },
            "DELETE /api/tickets/v1/4977": { _, _ in .fixture("ticket-delete-error-422.json", status: 422) },
            "DELETE /api/tickets/v1/4950": { _, _ in .json("false") },
            "GET /api/tickets/v1/share/share-id-placeholder-5013": { _, _ in .fixture("ticket-shared.json") },
            "GET /api/tickets/v1/5013/qrcode": { _, _ in .fixture("ticket-qrcode.json") },
        ])
    }

    private let slip = BetSlip(selections: [
        BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
        BetSelection(eventId: "48215", marketId: "912450", outcomeId: "3456803", odds: Odds(decimal: decimal("2.2"))),
    ], type: .multiple, stakePerBet: Money(amount: 15, currency: "EUR"))

    private func statuses(_ request: URLRequest?) -> [String] {
        (request?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? [])
            .filter { $0.name == "status[]" }.compactMap(\.value)
    }

    @Test func historyBySettledStatusAndPastTheEnd() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let void = try await provider.betting.bets(BetHistoryQuery(filter: .settled, settledStatus: .void))
        #expect(statuses(server.requests.last) == ["push"])
        #expect(void.items.first { $0.id == "4931" }?.status == .void)
        #expect(!void.hasMore, "3 tickets on a page of 20")
        _ = try await provider.betting.bets(BetHistoryQuery(filter: .settled, settledStatus: .won))
        #expect(statuses(server.requests.last) == ["win"])
        _ = try await provider.betting.bets(BetHistoryQuery(filter: .all, settledStatus: .lost))
        #expect(statuses(server.requests.last) == ["lost"])

        let full = try await provider.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 1, pageSize: 3)))
        #expect(full.hasMore, "a full page may go on")
        #expect(full.next == PageRequest(page: 2, pageSize: 3), "the vendor's current page, one on, at the same limit")
        #expect(server.requests.last?.url?.query == "status%5B%5D=win&status%5B%5D=lost&status%5B%5D=push&limit=3&page=1")
        let past = try await provider.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 3, pageSize: 3)))
        #expect(past == Page(items: [], page: 3, next: nil))
    }

    @Test func historyRefusesAFilterGomaCannotSendBeforeAnyRequest() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        await #expect(throws: ServiceProviderError.invalidRequest(message: "Goma filters settled bets by won, lost or void only, not cashedOut.")) {
            try await provider.betting.bets(BetHistoryQuery(filter: .settled, settledStatus: .cashedOut))
        }
        await #expect(throws: ServiceProviderError.invalidRequest(message: "Open bets have no settled status to filter by.")) {
            try await provider.betting.bets(BetHistoryQuery(filter: .open, settledStatus: .won))
        }
        #expect(server.count("GET /api/tickets/v1") == 0)
    }

    @Test func detailsRefreshUpdateShareAndQRCode() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let details = try await provider.betting.bet(id: "4977")
        #expect(details.status == .won)
        #expect(details.shareCode == "share-id-placeholder-4977")

        let refreshed = try await provider.betting.refreshBet(id: "5013")
        #expect(refreshed.totalOdds?.decimal == decimal("6.12"))
        #expect(server.requests.last?.httpBody == nil, "the refresh sends no body")

        let updated = try await provider.betting.updateBet(id: "5013", to: slip)
        #expect(updated.stake.amount == decimal("15"))
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("ticket-update-request.json")) as? NSDictionary
        #expect(server.requests.last?.bodyJSON as NSDictionary? == expected)

        let shared = try await provider.betting.sharedBet(code: try #require(refreshed.shareCode))
        #expect(shared.id == "5013")

        let code = try await provider.betting.qrCode(forBetId: "5013")
        #expect(code.payload == "qr-code-payload-placeholder-5013")
        #expect(code.expiresAt == utc(2025, 3, 15, 20, 30))
        #expect(server.requests.allSatisfy { $0.path.hasPrefix("/api/auth/v1") || $0.bearer == "Bearer goma-user-jwt-placeholder" })
    }

    @Test func deleteAnswersTrueOrAConflict() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        try await provider.betting.deleteBet(id: "5013")
        await #expect(throws: ServiceProviderError.conflict(message: "This ticket can no longer be deleted.")) {
            try await provider.betting.deleteBet(id: "4977")
        }
        await #expect(throws: ServiceProviderError.conflict(message: "The bookmaker did not delete the bet.")) {
            try await provider.betting.deleteBet(id: "4950")
        }
        await #expect(throws: ServiceProviderError.notFound) { try await provider.betting.deleteBet(id: "999") }
    }

    @Test func anUnknownTicketIsNotFound() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        await #expect(throws: ServiceProviderError.notFound) { try await provider.betting.bet(id: "999") }
        await #expect(throws: ServiceProviderError.notFound) { try await provider.betting.sharedBet(code: "share-id-unknown") }
    }

    @Test func anUpdateTheBookmakerRefusesIsBetRejected() async throws {
        let server = makeServer()
        server.set("POST /api/tickets/v1/5013") { _, _ in .fixture("error-422.json", status: 422) }
        let provider = try await signedIn(server)
        await #expect(throws: ServiceProviderError.betRejected(message: "The selected bet type does not allow selections from the same event.")) {
            try await provider.betting.updateBet(id: "5013", to: self.slip)
        }
        #expect(server.count("POST /api/tickets/v1/5013") == 1, "an update is never retried")
    }

    @Test func signedOutUserCallsAreUnauthorizedWithoutARequest() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.betting.bet(id: "4977") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.betting.refreshBet(id: "5013") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.betting.updateBet(id: "5013", to: self.slip) }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.betting.deleteBet(id: "5013") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.betting.qrCode(forBetId: "5013") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.betting.bets(BetHistoryQuery(filter: .open)) }
        #expect(server.requests.allSatisfy { !$0.path.hasPrefix("/api/tickets") })
    }

    @Test func aSharedBetOpensSignedOutWithTheAnonymousBearer() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let shared = try await provider.betting.sharedBet(code: "share-id-placeholder-5013")
        #expect(shared.id == "5013")
        #expect(server.requests.last?.bearer == "Bearer goma-anonymous-jwt-placeholder")
    }

    @Test func invalidInputIsRefusedBeforeAnyRequest() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let sent = server.requests.count
        let notATicket = ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a Goma ticket id.")])
        await #expect(throws: notATicket) { try await provider.betting.bet(id: "abc") }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")])) {
            try await provider.betting.refreshBet(id: "5013/refresh")
        }
        await #expect(throws: notATicket) { try await provider.betting.deleteBet(id: "0") }
        await #expect(throws: notATicket) { try await provider.betting.qrCode(forBetId: "5013.0") }
        await #expect(throws: notATicket) { try await provider.betting.updateBet(id: "x", to: self.slip) }
        var noSelections = slip
        noSelections.selections = []
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The bet slip has no selections.")) {
            try await provider.betting.updateBet(id: "5013", to: noSelections)
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "code", code: "REQUIRED", message: "code is required.")])) {
            try await provider.betting.sharedBet(code: " ")
        }
        #expect(server.requests.count == sent)
    }
}
