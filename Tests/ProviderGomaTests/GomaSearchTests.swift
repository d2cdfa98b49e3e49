import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Search, favourite events and highlighted events: mappers over the fixtures, the requests,
/// the services over a stub (errors included).
@Suite struct GomaSearchTests {
    // MARK: - Mappers

    @Test func searchMapsTheFixturesEvents() throws {
        let answer = try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.Event]>.self, "search.json")
        let events = answer.data.map(GomaModelMapper.event)
        #expect(events.map(\.id) == ["48213", "48216"])
        #expect(events.map { $0.away?.name } == ["Desportivo Teste", "Clube Amostra"])
        #expect(events.map { $0.competition?.name } == ["Primeira Liga", "Taça de Portugal"])
        #expect(events[1].markets.first?.outcomes.map(\.odds.decimal) == [decimal("1.65"), decimal("3.75"), decimal("5.00")])
        #expect(try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.Event]>.self, "search-empty.json").data.count == 0)
    }

    @Test func favouritesKeepEventsAndSkipCompetitions() throws {
        let answer = try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.Favourite]>.self, "favorites.json")
        #expect(GomaModelMapper.favouriteEventIds(answer.data) == ["48213", "48214"])
    }

    @Test func aFavouriteOfUnknownOrNoTypeIsAnEventAndEachIdComesOnce() throws {
        let body = #"{"data":[{"id":1,"user_id":321,"favorite_id":"77","favorite_type":"player"},{"id":2,"user_id":321,"favorite_id":78},"#
            + #"{"id":3,"user_id":321,"favorite_id":77,"favorite_type":"event"},{"id":4,"user_id":321,"favorite_id":5,"favorite_type":"competition"}]}"#
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.DataEnvelope<[GomaModels.Favourite]>.self, from: Data(body.utf8))
        #expect(GomaModelMapper.favouriteEventIds(answer.data) == ["77", "78"])
    }

    @Test func highlightPointersBecomeCardsNamingTheirEventAndMarket() throws {
        let highlights = try Fixture.decode(GomaModels.Highlights.self, "events-highlights.json")
        #expect(highlights.dropped == 0)
        let cards = highlights.elements.map(GomaModelMapper.highlight)
        #expect(cards.count == 3)
        #expect(cards[0] == CarouselEvent(id: "4067574.1", eventId: "4067574.1", marketId: "67677928.1",
                                          imageURL: URL(string: "https://cms.gomademo.com/storage/41/01JN1JGAA9DEVP2STJQ95XFKSJ.png")))
        #expect(cards.map(\.eventId) == ["4067574.1", "4057834.1", "4068041.1"])
        #expect(cards.map(\.marketId) == ["67677928.1", "66859225.1", "67713812.1"])
        #expect(cards.allSatisfy { $0.event == nil })
    }

    @Test func wholeEventHighlightsCarryTheirEvent() throws {
        let highlights = try Fixture.decode(GomaModels.Highlights.self, "events-highlights-full.json")
        let cards = highlights.elements.map(GomaModelMapper.highlight)
        let events = try Fixture.decode([GomaModels.Event].self, "events-highlights-full.json").map(GomaModelMapper.event)
        #expect(highlights.dropped == 0)
        #expect(cards.count == events.count)
        #expect(cards.map(\.eventId) == events.map(\.id))
        #expect(cards.map(\.event) == events)
        #expect(cards.first?.id == "48213")
        #expect(cards.first?.marketId == nil, "a whole event names no chosen market")
        #expect(cards.first?.imageURL == URL(string: "https://cdn.example.com/highlights/48213.png"))
        #expect(cards.first?.event?.markets.first?.id == "912345")
    }

    @Test func highlightsReadEachItemOnItsOwnAndSkipWhatIsNeitherShape() throws {
        let event = try Fixture.string("event-details.json")
        let body = "[" + [
            #"{"id":"card-1","sport_event_id":"1.1","sport_event_market_id":"2.1","meta":{"img_url":"https://cdn.example.com/a.png"}}"#,
            #"{"id":7,"sport_event_id":"3.1"}"#,
            #"{"sport_event_id":41}"#,
            #"{"unknown":"shape"}"#,
            "42",
            event,
        ].joined(separator: ",") + "]"
        let highlights = try GomaCoding.makeDecoder().decode(GomaModels.Highlights.self, from: Data(body.utf8))
        #expect(highlights.dropped == 3)
        let cards = highlights.elements.map(GomaModelMapper.highlight)
        #expect(cards.map(\.id) == ["card-1", "3.1", "48213"], "a numeric pointer id is ignored, as the vendor's client does")
        #expect(cards[0].imageURL == URL(string: "https://cdn.example.com/a.png"))
        #expect(cards[0].marketId == "2.1")
        #expect(cards[1].marketId == nil)
        #expect(cards[1].imageURL == nil)
        #expect(cards[2].event?.id == "48213")
    }

    @Test func highlightsThatAreNotAListAreADecodingError() {
        #expect(throws: (any Error).self) { try GomaCoding.makeDecoder().decode(GomaModels.Highlights.self, from: Data(#"{"data":[]}"#.utf8)) }
    }

    // MARK: - Requests

    private let executor = makeTestExecutor()

    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try executor.makeRequest(for: endpoint, credentials: Credentials(accessToken: "user-jwt", userId: "321")).urlRequest
    }

    private func fixtureJSON(_ name: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    }

    @Test func searchSendsTheTextAsValueWithTheBearer() throws {
        let request = try make(GomaAPI.search(value: "Atlético Exemplo"))
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "https://api.goma.test/api/search/v1?value=Atl%C3%A9tico%20Exemplo")
        #expect(request.bearer == "Bearer user-jwt")
        #expect(request.httpBody == nil)
    }

    @Test func favouriteChangesSendTheVendorsBody() throws {
        let list = try make(GomaAPI.favourites)
        #expect(list.httpMethod == "GET")
        #expect(list.path == "/api/events/v1/favorites")
        #expect(list.bearer == "Bearer user-jwt")

        let add = try make(GomaAPI.addFavourite(eventId: "48215"))
        #expect(add.httpMethod == "POST")
        #expect(add.path == "/api/events/v1/favorites")
        #expect(try add.bodyJSON as NSDictionary? == fixtureJSON("favorites-add-request.json"))
        #expect(!GomaAPI.addFavourite(eventId: "48215").isIdempotent)

        let remove = try make(GomaAPI.removeFavourite(eventId: "48213"))
        #expect(remove.httpMethod == "DELETE")
        #expect(remove.path == "/api/events/v1/favorites")
        #expect(try remove.bodyJSON as NSDictionary? == fixtureJSON("favorites-remove-request.json"))
        #expect(remove.bearer == "Bearer user-jwt")
    }

    @Test func highlightsAreCachedAsASlowList() throws {
        let request = try make(GomaAPI.highlights)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "https://api.goma.test/api/events/v1/highlights")
        #expect(GomaAPI.highlights.cacheTTL == GomaAPI.slowListTTL)
        #expect(GomaAPI.search(value: "x").cacheTTL == nil)
        #expect(GomaAPI.favourites.cacheTTL == nil)
    }

    // MARK: - Services

    private func makeServer() -> GomaStubServer {
        GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "GET /api/search/v1": { _, _ in .fixture("search.json") },
            "GET /api/events/v1/favorites": { _, _ in .fixture("favorites.json") },
            "POST /api/events/v1/favorites": { _, _ in .fixture("favorites-add.json") },
            "DELETE /api/events/v1/favorites": { _, _ in .fixture("favorites-remove.json") },
            "GET /api/events/v1/highlights": { _, _ in .fixture("events-highlights.json") },
        ])
    }

    @Test func searchCutsTheAnswerToTheLimitAndSendsTheTrimmedText() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let one = try await provider.events.search("  Exemplo \n", limit: 1)
        #expect(one.map(\.id) == ["48213"])
        #expect(server.requests.last?.url?.query == "value=Exemplo")
        let all = try await provider.events.search("Exemplo")
        #expect(all.map(\.id) == ["48213", "48216"])
    }

    @Test func anEmptySearchAnswerIsNoEvents() async throws {
        let server = makeServer()
        server.set("GET /api/search/v1") { _, _ in .fixture("search-empty.json") }
        let events = try await makeProvider(server).events.search("zzz", limit: 10)
        #expect(events == [])
    }

    @Test func aBlankSearchOrABadLimitIsRefusedBeforeAnyRequest() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "query", code: "REQUIRED", message: "query is required.")])) {
            try await provider.events.search("  \n", limit: 10)
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")])) {
            try await provider.events.search("Exemplo", limit: 0)
        }
        #expect(server.count("GET /api/search/v1") == 0)
        #expect(server.requests.count == 0)
    }

    @Test func theVendorsSearch422IsAValidationErrorOnQuery() async throws {
        let server = makeServer()
        server.set("GET /api/search/v1") { _, _ in .fixture("search-error-422.json", status: 422) }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "query", code: "INVALID", message: "The value field is required.")])) {
            try await makeProvider(server).events.search("x", limit: 10)
        }
    }

    @Test func favouritesNeedASignedInUser() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.events.favouriteEventIds() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.events.addFavouriteEvent(id: "48215") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.events.removeFavouriteEvent(id: "48213") }
        #expect(server.requests.filter { $0.path == "/api/events/v1/favorites" }.count == 0)
    }

    @Test func favouritesListTheUsersEvents() async throws {
        let server = makeServer()
        let ids = try await signedIn(server).events.favouriteEventIds()
        #expect(ids == ["48213", "48214"])
        #expect(server.requests.last?.bearer == "Bearer goma-user-jwt-placeholder")
    }

    @Test func addingAndRemovingSendTheChangeThenReadTheListAgain() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let afterAdd = try await provider.events.addFavouriteEvent(id: "48215")
        #expect(afterAdd == ["48213", "48214"], "the vendor's list, read again")
        let keys = server.requests.suffix(2).map { "\($0.httpMethod ?? "") \($0.path)" }
        #expect(keys == ["POST /api/events/v1/favorites", "GET /api/events/v1/favorites"])

        _ = try await provider.events.removeFavouriteEvent(id: "48213")
        let delete = try #require(server.requests.first { $0.httpMethod == "DELETE" })
        #expect(try delete.bodyJSON as NSDictionary? == fixtureJSON("favorites-remove-request.json"))
        #expect(server.requests.last?.httpMethod == "GET")
    }

    @Test func anInvalidFavouriteIdIsRefusedBeforeAnyRequest() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let before = server.requests.count
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")])) {
            try await provider.events.addFavouriteEvent(id: "48/215")
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")])) {
            try await provider.events.removeFavouriteEvent(id: "48 213")
        }
        #expect(server.requests.count == before)
    }

    @Test func theVendorsFavourite422IsAValidationErrorOnId() async throws {
        let server = makeServer()
        server.set("POST /api/events/v1/favorites") { _, _ in .fixture("favorites-error-422.json", status: 422) }
        server.set("DELETE /api/events/v1/favorites") { _, _ in .fixture("favorites-error-422.json", status: 422) }
        let provider = try await signedIn(server)
        let expected = ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "The selected favorites.0.type is invalid.")])
        await #expect(throws: expected) { try await provider.events.addFavouriteEvent(id: "48215") }
        await #expect(throws: expected) { try await provider.events.removeFavouriteEvent(id: "48215") }
        #expect(server.count("GET /api/events/v1/favorites") == 0, "a refused change reads nothing")
    }

    @Test func highlightsAreServedFromTheCache() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let first = try await provider.content.highlightedEvents()
        let second = try await provider.content.highlightedEvents()
        #expect(first == second)
        #expect(first.count == 3)
        #expect(server.count("GET /api/events/v1/highlights") == 1)
    }
}
