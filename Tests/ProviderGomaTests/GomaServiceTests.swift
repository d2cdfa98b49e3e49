import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaServiceTests {
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

    @Test func eventListsPageByTiming() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let upcoming = try await provider.events.list(EventQuery(sport: .football, timing: .upcoming))
        #expect(upcoming.items.map(\.id) == ["48213", "48214"])
        #expect(!upcoming.hasMore, "2 events on a page of 20")
        let live = try await provider.events.list(EventQuery(sport: .football, timing: .live, page: PageRequest(page: 2)))
        #expect(live.items.map(\.id) == ["48190"])
        #expect(live.page == 2)
        #expect(server.requests.last?.url?.query == "sport_id=4&page=2")
        // A competition's events come from its own call: GomaCompetitionsServiceTests.
    }

    @Test func eventDetailsReplacesMarketsWithTheFullList() async throws {
        let provider = makeProvider(makeServer())
        let event = try await provider.events.event(id: "48213")
        #expect(event.id == "48213")
        #expect(event.markets.map(\.id) == ["912345", "912346", "912347"])
        #expect(event.markets[0].statistics?.home?.wins == 6)
    }

    @Test func eventDetailsAndMarketsAreRequestedAtTheSameTime() async throws {
        let server = makeServer()
        let rendezvous = RendezvousTransport(wrapping: server.transport, expected: 2) { request in
            request.httpMethod == "GET" && (request.url?.path ?? "").hasPrefix("/api/events/v1/48213")
        }
        let provider = GomaProvider(configuration: testConfiguration, transport: rendezvous, retryPolicy: .none,
                                    sleep: YieldingSleeper().sleep, now: fixtureNow)
        let event = try await provider.events.event(id: "48213")
        #expect(rendezvous.allArrivedTogether, "the event and its markets were requested one after the other")
        #expect(event.markets.map(\.id) == ["912345", "912346", "912347"])
    }

    @Test func missingEventIsNotFound() async {
        let provider = makeProvider(makeServer())
        await #expect(throws: ServiceProviderError.notFound) { try await provider.events.event(id: "999") }
    }

    @Test func placeBetSendsTheSlipAndMapsTheTicket() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let bet = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-42"))
        #expect(bet.id == "5013")
        #expect(bet.reference == "ref-42")
        #expect(bet.potentialReturn?.amount == decimal("61.1"))
        let sent = try #require(server.requests.last)
        #expect(sent.bearer == "Bearer goma-user-jwt-placeholder")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-request.json")) as? NSDictionary
        #expect(sent.bodyJSON as NSDictionary? == expected)

        // The same reference again does not place a second ticket.
        let again = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-42"))
        #expect(again == bet)
        #expect(server.count("POST /api/tickets/v1") == 1)

        // After signing out, references are forgotten.
        try await provider.account.logout()
        try await signIn(provider)
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: slip, reference: "ref-42"))
        #expect(server.count("POST /api/tickets/v1") == 2)
    }

    @Test func betNotAllowedIs422BetRejected() async throws {
        let server = makeServer()
        server.set("POST /api/tickets/v1") { _, _ in .fixture("error-422.json", status: 422) }
        let provider = makeProvider(server)
        try await signIn(provider)
        await #expect(throws: ServiceProviderError.betRejected(message: "The selected bet type does not allow selections from the same event.")) {
            try await provider.betting.placeBet(BetPlacementRequest(slip: self.slip))
        }
        #expect(server.count("POST /api/tickets/v1") == 1, "a bet is never retried")
    }

    @Test func errorMappingThroughTheProvider() async throws {
        let server = makeServer()
        // A 422 "does not allow selections" anywhere means the bet would not be placed.
        server.set("GET /api/tickets/v1/calculate") { _, _ in .fixture("error-422.json", status: 422) }
        // Another 422 keeps the vendor's message.
        server.set("GET /api/users/v1/wallets") { _, _ in .fixture("error-404.json", status: 422) }
        let provider = makeProvider(server)
        await #expect(throws: ServiceProviderError.betRejected(message: "The selected bet type does not allow selections from the same event.")) {
            try await provider.betting.potentialReturn(self.slip)
        }
        try await signIn(provider)
        await #expect(throws: ServiceProviderError.vendor(code: "HTTP_422", message: "Event not found.")) { try await provider.wallet.balance() }
        #expect(server.count("GET /api/users/v1/wallets") == 1)
    }

    @Test func invalidSlipIsRejectedBeforeSending() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let empty = BetSlip(selections: [], type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The bet slip has no selections.")) {
            try await provider.betting.placeBet(BetPlacementRequest(slip: empty))
        }
        #expect(server.count("POST /api/tickets/v1") == 0)
    }

    @Test func potentialReturn() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let result = try await provider.betting.potentialReturn(slip)
        #expect(result.potentialReturn == Money(amount: decimal("61.05"), currency: "EUR"))
        #expect(result.numberOfBets == 1)
        #expect(server.requests.last?.url?.query?.contains("selections%5B1%5D%5Boutcome_id%5D=3456792") ?? false)
    }

    @Test func betHistoryFiltersByStatus() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let settled = try await provider.betting.bets(BetHistoryQuery(filter: .settled, page: PageRequest(page: 1, pageSize: 20)))
        #expect(settled.items.count == 2)
        #expect(!settled.hasMore)
        let query = server.requests.last?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        #expect(query.filter { $0.name == "status[]" }.compactMap(\.value) == ["win", "lost", "push"])
        let recent = try await provider.betting.bets(BetHistoryQuery(filter: .all, from: utc(2025, 3, 13)))
        #expect(recent.items.map(\.id) == ["5013"])
    }

    @Test func profileAfterLogin() async throws {
        let provider = makeProvider(makeServer())
        try await signIn(provider)
        let profile = try await provider.account.profile()
        #expect(profile.userId == "321")
        #expect(profile.username == "player_demo01")
        #expect(profile.email == "player.demo01@example.com")
    }

    @Test func alertBannerAndHomeLayoutThroughTheProvider() async throws {
        let provider = makeProvider(makeServer())
        let alerts = try await provider.content.alertBanners()
        #expect(alerts.map(\.id) == ["4"])
        let layout = try await provider.content.homeLayout()
        #expect(layout.widgets(forSignedIn: false).count == 12)
    }

    @Test func noAlertBannerIsAnEmptyList() async throws {
        let server = makeServer()
        server.set("GET /api/promotions/v1/alert-banner") { _, _ in .json("null") }
        let alerts = try await makeProvider(server).content.alertBanners()
        #expect(alerts == [])
    }
}
