import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

final class GomaServiceTests: XCTestCase {
    private func makeServer() -> GomaStubServer {
        GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "GET /api/events/v1/upcoming": { _, _ in .fixture("events-upcoming.json") },
            "GET /api/events/v1/live": { _, _ in .fixture("events-live.json") },
            "GET /api/events/v1/48213": { _, _ in .fixture("event-details.json") },
            "GET /api/events/v1/48213/markets": { _, _ in .fixture("event-markets.json") },
            "GET /api/events/v1/999": { _, _ in .fixture("error-404.json", status: 404) },
            "POST /api/tickets/v1": { _, _ in .fixture("place-bet.json") },
            "GET /api/tickets/v1": { _, _ in .fixture("my-tickets.json") },
            "GET /api/tickets/v1/calculate": { _, _ in .fixture("tickets-calculate.json") },
            "GET /api/tips/v1/user-profile/321": { _, _ in .fixture("user-profile.json") },
            "GET /api/promotions/v1/alert-banner": { _, _ in .fixture("alert-banner.json") },
            "GET /api/home/v1/template": { _, _ in .fixture("home-template.json") },
        ])
    }

    private func signIn(_ provider: GomaProvider) async throws {
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
    }

    private let slip = BetSlip(selections: [
        BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
        BetSelection(eventId: "48214", marketId: "912402", outcomeId: "3456792", odds: Odds(decimal: decimal("3.30"))),
    ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))

    func testEventListsPageByTiming() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let upcoming = try await provider.events.events(EventQuery(sport: .football, timing: .upcoming))
        XCTAssertEqual(upcoming.items.map(\.id), ["48213", "48214"])
        XCTAssertFalse(upcoming.hasMore, "2 events on a page of 20")
        let live = try await provider.events.events(EventQuery(sport: .football, timing: .live, page: PageRequest(page: 2)))
        XCTAssertEqual(live.items.map(\.id), ["48190"])
        XCTAssertEqual(live.page, 2)
        XCTAssertEqual(server.requests.last?.url?.query, "sport_id=4&page=2")
        // A competition's events come from its own call: GomaCompetitionsServiceTests.
    }

    func testEventDetailsReplacesMarketsWithTheFullList() async throws {
        let provider = makeProvider(makeServer())
        let event = try await provider.events.event(id: "48213")
        XCTAssertEqual(event.id, "48213")
        XCTAssertEqual(event.markets.map(\.id), ["912345", "912346", "912347"])
        XCTAssertEqual(event.markets[0].statistics?.home?.wins, 6)
    }

    func testEventDetailsAndMarketsAreRequestedAtTheSameTime() async throws {
        let server = makeServer()
        let rendezvous = RendezvousTransport(wrapping: server.transport, expected: 2) { request in
            request.httpMethod == "GET" && (request.url?.path ?? "").hasPrefix("/api/events/v1/48213")
        }
        let provider = GomaProvider(configuration: testConfiguration, transport: rendezvous, retryPolicy: .none,
                                    sleep: VirtualSleeper().sleep, now: fixtureNow)
        let event = try await provider.events.event(id: "48213")
        XCTAssertTrue(rendezvous.allArrivedTogether, "the event and its markets were requested one after the other")
        XCTAssertEqual(event.markets.map(\.id), ["912345", "912346", "912347"])
    }

    func testMissingEventIsNotFound() async {
        let provider = makeProvider(makeServer())
        await XCTAssertThrowsError({ try await provider.events.event(id: "999") }, .notFound)
    }

    func testPlaceBetSendsTheSlipAndMapsTheTicket() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let bet = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-42"))
        XCTAssertEqual(bet.id, "5013")
        XCTAssertEqual(bet.reference, "ref-42")
        XCTAssertEqual(bet.potentialReturn?.amount, decimal("61.1"))
        let sent = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(sent.bearer, "Bearer goma-user-jwt-placeholder")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-request.json")) as? NSDictionary
        XCTAssertEqual(sent.bodyJSON as NSDictionary?, expected)

        // The same reference again does not place a second ticket.
        let again = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-42"))
        XCTAssertEqual(again, bet)
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 1)

        // After signing out, references are forgotten.
        try await provider.account.logout()
        try await signIn(provider)
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-42"))
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 2)
    }

    func testBetNotAllowedIs422BetRejected() async throws {
        let server = makeServer()
        server.set("POST /api/tickets/v1") { _, _ in .fixture("error-422.json", status: 422) }
        let provider = makeProvider(server)
        try await signIn(provider)
        await XCTAssertThrowsError({ try await provider.betting.placeBet(BetPlacementRequest(slip: self.slip)) },
                                  .betRejected(message: "The selected bet type does not allow selections from the same event."))
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 1, "a bet is never retried")
    }

    func testErrorMappingThroughTheProvider() async throws {
        let server = makeServer()
        // A 422 "does not allow selections" anywhere means the bet would not be placed.
        server.set("GET /api/tickets/v1/calculate") { _, _ in .fixture("error-422.json", status: 422) }
        // Another 422 keeps the vendor's message.
        server.set("GET /api/users/v1/wallets") { _, _ in .fixture("error-404.json", status: 422) }
        let provider = makeProvider(server)
        await XCTAssertThrowsError({ try await provider.betting.potentialReturn(self.slip) },
                                  .betRejected(message: "The selected bet type does not allow selections from the same event."))
        try await signIn(provider)
        await XCTAssertThrowsError({ try await provider.wallet.balance() }, .vendor(code: "HTTP_422", message: "Event not found."))
        XCTAssertEqual(server.count("GET /api/users/v1/wallets"), 1)
    }

    func testInvalidSlipIsRejectedBeforeSending() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let empty = BetSlip(selections: [], type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        await XCTAssertThrowsError({ try await provider.betting.placeBet(BetPlacementRequest(slip: empty)) },
                                  .invalidRequest(message: "The bet slip has no selections."))
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 0)
    }

    func testPotentialReturn() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let result = try await provider.betting.potentialReturn(slip)
        XCTAssertEqual(result.potentialReturn, Money(amount: decimal("61.05"), currency: "EUR"))
        XCTAssertEqual(result.numberOfBets, 1)
        XCTAssertTrue(server.requests.last?.url?.query?.contains("selections%5B1%5D%5Boutcome_id%5D=3456792") ?? false)
    }

    func testBetHistoryFiltersByStatus() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let settled = try await provider.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 1, pageSize: 20)))
        XCTAssertEqual(settled.items.count, 2)
        XCTAssertFalse(settled.hasMore)
        let query = server.requests.last?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        XCTAssertEqual(query.filter { $0.name == "status[]" }.compactMap(\.value), ["win", "lost", "push"])
        let recent = try await provider.betting.bets(BetHistoryQuery(filter: .all, from: utc(2025, 3, 13)))
        XCTAssertEqual(recent.items.map(\.id), ["5013"])
    }

    func testProfileAfterLogin() async throws {
        let provider = makeProvider(makeServer())
        try await signIn(provider)
        let profile = try await provider.account.profile()
        XCTAssertEqual(profile.userId, "321")
        XCTAssertEqual(profile.username, "player_demo01")
        XCTAssertEqual(profile.email, "player.demo01@example.com")
    }

    func testAlertBannerAndHomeLayoutThroughTheProvider() async throws {
        let provider = makeProvider(makeServer())
        let alerts = try await provider.content.alertBanners()
        XCTAssertEqual(alerts.map(\.id), ["4"])
        let layout = try await provider.content.homeLayout()
        XCTAssertEqual(layout.widgets(forSignedIn: false).count, 12)
    }

    func testNoAlertBannerIsAnEmptyList() async throws {
        let server = makeServer()
        server.set("GET /api/promotions/v1/alert-banner") { _, _ in .json("null") }
        let alerts = try await makeProvider(server).content.alertBanners()
        XCTAssertEqual(alerts, [])
    }
}
