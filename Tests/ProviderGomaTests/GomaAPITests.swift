import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaAPITests {
    private let executor = makeTestExecutor()
    private let anonymous = Credentials(accessToken: "anon-jwt")
    private let user = Credentials(accessToken: "user-jwt", userId: "321")

    /// Builds with a signed-in user's token, which every call accepts; `anonymous` checks which calls refuse a device session.
    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try executor.makeRequest(for: endpoint, credentials: user).urlRequest
    }

    private func query(_ request: URLRequest) -> [URLQueryItem] {
        request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
    }

    @Test func anonymousAuthSendsApiKeyAndDeviceButNoBearer() throws {
        let request = try executor.makeRequest(for: GomaAPI.anonymousAuth(apiKey: "bu-key", deviceId: "00000000-0000-4000-8000-000000000001",
                                                                          pushToken: ""), credentials: nil).urlRequest
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://api.goma.test/api/auth/v1")
        #expect(request.value(forHTTPHeaderField: "x-api-key") == "bu-key")
        #expect(request.bearer == nil)
        #expect(request.value(forHTTPHeaderField: "App-Origin") == "ios")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Accept-Language") == "pt")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("auth-anonymous-request.json")) as? NSDictionary
        #expect(request.bodyJSON as NSDictionary? == expected)
        #expect(!GomaAPI.anonymousAuth(apiKey: "k", deviceId: "d", pushToken: "").isIdempotent)
    }

    @Test func loginUsesBearerAndVendorBody() throws {
        let request = try make(GomaAPI.login(username: "player_demo01", password: "password-placeholder", pushToken: ""))
        #expect(request.httpMethod == "POST")
        #expect(request.path == "/api/auth/v1/login")
        #expect(request.bearer == "Bearer user-jwt")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("auth-login-request.json")) as? NSDictionary
        #expect(request.bodyJSON as NSDictionary? == expected)
    }

    @Test func simpleGets() throws {
        let cases: [(Request<Void>, String)] = [
            (GomaAPI.sports.untyped, "/api/sports/v1"), (GomaAPI.wallet.untyped, "/api/users/v1/wallets"),
            (GomaAPI.userProfile(userId: "321").untyped, "/api/tips/v1/user-profile/321"),
            (GomaAPI.eventDetails(id: "48213").untyped, "/api/events/v1/48213"), (GomaAPI.eventMarkets(id: "48213", limit: nil).untyped, "/api/events/v1/48213/markets"),
        ]
        for (endpoint, path) in cases {
            let request = try make(endpoint)
            #expect(request.httpMethod == "GET", "\(path)")
            #expect(request.path == path)
            #expect(query(request) == [], "\(path)")
            #expect(request.httpBody == nil, "\(path)")
            #expect(request.bearer == "Bearer user-jwt", "\(path)")
            #expect(endpoint.isIdempotent)
        }
        #expect(query(try make(GomaAPI.eventMarkets(id: "1", limit: 5))) == [URLQueryItem(name: "limit", value: "5")])
    }

    @Test func eventLists() throws {
        let upcoming = try make(GomaAPI.upcomingEvents(sportId: "4", page: 1))
        #expect(upcoming.url?.absoluteString == "https://api.goma.test/api/events/v1/upcoming?sport_id=4&page=1")
        let live = try make(GomaAPI.liveEvents(sportId: "4", page: 2))
        #expect(live.url?.absoluteString == "https://api.goma.test/api/events/v1/live?sport_id=4&page=2")
    }

    @Test func calculateQuery() throws {
        let request = try make(GomaAPI.calculateTicket(stake: 10, type: "multiple", selections: [
            .init(sportEventId: "48213", outcomeId: "3456781"), .init(sportEventId: "48214", outcomeId: "3456792"),
        ]))
        #expect(request.httpMethod == "GET")
        #expect(request.path == "/api/tickets/v1/calculate")
        #expect(query(request) == [
            URLQueryItem(name: "stake", value: "10.0"), URLQueryItem(name: "type", value: "multiple"),
            URLQueryItem(name: "selections[0][sport_event_id]", value: "48213"), URLQueryItem(name: "selections[0][outcome_id]", value: "3456781"),
            URLQueryItem(name: "selections[1][sport_event_id]", value: "48214"), URLQueryItem(name: "selections[1][outcome_id]", value: "3456792"),
        ])
    }

    @Test func placeBetIsAPostNeverRetried() throws {
        let body = GomaModels.PlaceBetRequest(stake: 10, type: "multiple", selections: [
            .init(sportEventId: "48213", outcomeId: "3456781"), .init(sportEventId: "48214", outcomeId: "3456792"),
        ], cashback: false)
        let endpoint = GomaAPI.placeBet(body)
        let request = try make(endpoint)
        #expect(request.httpMethod == "POST")
        #expect(request.path == "/api/tickets/v1")
        #expect(!endpoint.isIdempotent)
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-request.json")) as? NSDictionary
        #expect(request.bodyJSON as NSDictionary? == expected)
    }

    @Test func ticketsQueryRepeatsStatus() throws {
        let request = try make(GomaAPI.tickets(statuses: ["win", "lost"], limit: 20, page: 1))
        #expect(request.path == "/api/tickets/v1")
        #expect(query(request) == [URLQueryItem(name: "status[]", value: "win"), URLQueryItem(name: "status[]", value: "lost"),
                                   URLQueryItem(name: "limit", value: "20"), URLQueryItem(name: "page", value: "1")])
        #expect(query(try make(GomaAPI.tickets(statuses: [], limit: 10, page: 2)))
                == [URLQueryItem(name: "limit", value: "10"), URLQueryItem(name: "page", value: "2")])
    }

    @Test func contentEndpoints() throws {
        let cases: [(Request<Void>, String)] = [
            (GomaAPI.homeTemplate.untyped, "/api/home/v1/template"),
            (GomaAPI.alertBanner.untyped, "/api/promotions/v1/alert-banner"), (GomaAPI.banners.untyped, "/api/promotions/v1/banners"),
            (GomaAPI.sportBanners(language: nil).untyped, "/api/promotions/v1/sport-banners"), (GomaAPI.boostedOddsBanners.untyped, "/api/promotions/v1/boosted-odds-banners"),
            (GomaAPI.heroCards.untyped, "/api/promotions/v1/hero-cards"), (GomaAPI.stories.untyped, "/api/promotions/v1/stories"),
            (GomaAPI.proChoices.untyped, "/api/promotions/v1/pro-choices"),
        ]
        for (endpoint, path) in cases {
            let request = try make(endpoint)
            #expect(request.httpMethod == "GET")
            #expect(request.path == path)
            #expect(query(request) == [URLQueryItem(name: "platform", value: "ios")], "\(path)")
            #expect(request.bearer == "Bearer user-jwt")
        }
        #expect(query(try make(GomaAPI.news(page: 1, pageSize: 20))) == [
            URLQueryItem(name: "platform", value: "ios"), URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "page_size", value: "20"),
        ])
    }

    @Test func anAnonymousSessionReadsThePublicCallsButNotTheAccounts() throws {
        let publicRequest = try executor.makeRequest(for: GomaAPI.sports, credentials: anonymous).urlRequest
        #expect(publicRequest.bearer == "Bearer anon-jwt")
        let signedInOnly: [Request<Void>] = [
            GomaAPI.wallet.untyped, GomaAPI.tickets(statuses: [], limit: 10, page: 1).untyped,
            GomaAPI.placeBet(.init(stake: 1, type: "single", selections: [], cashback: false)).untyped,
        ]
        for request in signedInOnly {
            #expect(throws: ServiceProviderError.unauthorized, "\(request.path)") { try executor.makeRequest(for: request, credentials: anonymous) }
        }
    }

    @Test func bearerEndpointWithoutCredentialsIsUnauthorized() {
        #expect(throws: ServiceProviderError.unauthorized) { try executor.makeRequest(for: GomaAPI.wallet, credentials: nil) }
    }

    @Test func configurationNeverPrintsTheApiKey() {
        #expect(!"\(testConfiguration)".contains("test-business-unit-key"))
    }
}
