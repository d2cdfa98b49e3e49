import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Search, favourite events and highlighted events: mappers over the fixtures, the requests,
/// the services over a stub (errors included).
final class GomaSearchTests: XCTestCase {
    // MARK: - Mappers

    func testSearchMapsTheFixturesEvents() throws {
        let answer = try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.Event]>.self, "search.json")
        let events = answer.data.map(GomaModelMapper.event)
        XCTAssertEqual(events.map(\.id), ["48213", "48216"])
        XCTAssertEqual(events.map { $0.away?.name }, ["Desportivo Teste", "Clube Amostra"])
        XCTAssertEqual(events.map { $0.competition?.name }, ["Primeira Liga", "Taça de Portugal"])
        XCTAssertEqual(events[1].markets.first?.outcomes.map(\.odds.decimal), [decimal("1.65"), decimal("3.75"), decimal("5.00")])
        XCTAssertEqual(try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.Event]>.self, "search-empty.json").data.count, 0)
    }

    func testFavouritesKeepEventsAndSkipCompetitions() throws {
        let answer = try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.Favourite]>.self, "favorites.json")
        XCTAssertEqual(GomaModelMapper.favouriteEventIds(answer.data), ["48213", "48214"])
    }

    func testAFavouriteOfUnknownOrNoTypeIsAnEventAndEachIdComesOnce() throws {
        let body = #"{"data":[{"id":1,"user_id":321,"favorite_id":"77","favorite_type":"player"},{"id":2,"user_id":321,"favorite_id":78},"#
            + #"{"id":3,"user_id":321,"favorite_id":77,"favorite_type":"event"},{"id":4,"user_id":321,"favorite_id":5,"favorite_type":"competition"}]}"#
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.DataEnvelope<[GomaModels.Favourite]>.self, from: Data(body.utf8))
        XCTAssertEqual(GomaModelMapper.favouriteEventIds(answer.data), ["77", "78"])
    }

    func testHighlightPointersBecomeCardsNamingTheirEventAndMarket() throws {
        let highlights = try Fixture.decode(GomaModels.Highlights.self, "events-highlights.json")
        XCTAssertEqual(highlights.skipped, 0)
        let cards = highlights.items.map(GomaModelMapper.highlight)
        XCTAssertEqual(cards.count, 3)
        XCTAssertEqual(cards[0], CarouselEvent(id: "4067574.1", eventId: "4067574.1", marketId: "67677928.1",
                                               imageURL: URL(string: "https://cms.gomademo.com/storage/41/01JN1JGAA9DEVP2STJQ95XFKSJ.png")))
        XCTAssertEqual(cards.map(\.eventId), ["4067574.1", "4057834.1", "4068041.1"])
        XCTAssertEqual(cards.map(\.marketId), ["67677928.1", "66859225.1", "67713812.1"])
        XCTAssertTrue(cards.allSatisfy { $0.event == nil })
    }

    func testWholeEventHighlightsCarryTheirEvent() throws {
        let highlights = try Fixture.decode(GomaModels.Highlights.self, "events-highlights-full.json")
        let cards = highlights.items.map(GomaModelMapper.highlight)
        let events = try Fixture.decode([GomaModels.Event].self, "events-highlights-full.json").map(GomaModelMapper.event)
        XCTAssertEqual(highlights.skipped, 0)
        XCTAssertEqual(cards.count, events.count)
        XCTAssertEqual(cards.map(\.eventId), events.map(\.id))
        XCTAssertEqual(cards.map(\.event), events)
        XCTAssertEqual(cards.first?.id, "48213")
        XCTAssertNil(cards.first?.marketId, "a whole event names no chosen market")
        XCTAssertEqual(cards.first?.imageURL, URL(string: "https://cdn.example.com/highlights/48213.png"))
        XCTAssertEqual(cards.first?.event?.markets.first?.id, "912345")
    }

    func testHighlightsReadEachItemOnItsOwnAndSkipWhatIsNeitherShape() throws {
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
        XCTAssertEqual(highlights.skipped, 3)
        let cards = highlights.items.map(GomaModelMapper.highlight)
        XCTAssertEqual(cards.map(\.id), ["card-1", "3.1", "48213"], "a numeric pointer id is ignored, as the vendor's client does")
        XCTAssertEqual(cards[0].imageURL, URL(string: "https://cdn.example.com/a.png"))
        XCTAssertEqual(cards[0].marketId, "2.1")
        XCTAssertNil(cards[1].marketId)
        XCTAssertNil(cards[1].imageURL)
        XCTAssertEqual(cards[2].event?.id, "48213")
    }

    func testHighlightsThatAreNotAListAreADecodingError() {
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.Highlights.self, from: Data(#"{"data":[]}"#.utf8)))
    }

    // MARK: - Requests

    private let executor = makeTestExecutor()

    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try executor.makeRequest(for: endpoint, credentials: Credentials(accessToken: "user-jwt")).urlRequest
    }

    private func fixtureJSON(_ name: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    }

    func testSearchSendsTheTextAsValueWithTheBearer() throws {
        let request = try make(GomaAPI.search(value: "Atlético Exemplo"))
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.url?.absoluteString, "https://api.goma.test/api/search/v1?value=Atl%C3%A9tico%20Exemplo")
        XCTAssertEqual(request.bearer, "Bearer user-jwt")
        XCTAssertNil(request.httpBody)
    }

    func testFavouriteChangesSendTheVendorsBody() throws {
        let list = try make(GomaAPI.favourites)
        XCTAssertEqual(list.httpMethod, "GET")
        XCTAssertEqual(list.path, "/api/events/v1/favorites")
        XCTAssertEqual(list.bearer, "Bearer user-jwt")

        let add = try make(GomaAPI.addFavourite(eventId: "48215"))
        XCTAssertEqual(add.httpMethod, "POST")
        XCTAssertEqual(add.path, "/api/events/v1/favorites")
        XCTAssertEqual(add.bodyJSON as NSDictionary?, try fixtureJSON("favorites-add-request.json"))
        XCTAssertFalse(GomaAPI.addFavourite(eventId: "48215").isIdempotent)

        let remove = try make(GomaAPI.removeFavourite(eventId: "48213"))
        XCTAssertEqual(remove.httpMethod, "DELETE")
        XCTAssertEqual(remove.path, "/api/events/v1/favorites")
        XCTAssertEqual(remove.bodyJSON as NSDictionary?, try fixtureJSON("favorites-remove-request.json"))
        XCTAssertEqual(remove.bearer, "Bearer user-jwt")
    }

    func testHighlightsAreCachedAsASlowList() throws {
        let request = try make(GomaAPI.highlights)
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.url?.absoluteString, "https://api.goma.test/api/events/v1/highlights")
        XCTAssertEqual(GomaAPI.highlights.cacheTTL, GomaAPI.slowListTTL)
        XCTAssertNil(GomaAPI.search(value: "x").cacheTTL)
        XCTAssertNil(GomaAPI.favourites.cacheTTL)
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

    func testSearchCutsTheAnswerToTheLimitAndSendsTheTrimmedText() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let one = try await provider.events.search("  Exemplo \n", limit: 1)
        XCTAssertEqual(one.map(\.id), ["48213"])
        XCTAssertEqual(server.requests.last?.url?.query, "value=Exemplo")
        let all = try await provider.events.search("Exemplo")
        XCTAssertEqual(all.map(\.id), ["48213", "48216"])
    }

    func testAnEmptySearchAnswerIsNoEvents() async throws {
        let server = makeServer()
        server.set("GET /api/search/v1") { _, _ in .fixture("search-empty.json") }
        let events = try await makeProvider(server).events.search("zzz", limit: 10)
        XCTAssertEqual(events, [])
    }

    func testABlankSearchOrABadLimitIsRefusedBeforeAnyRequest() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        await XCTAssertThrowsError({ try await provider.events.search("  \n", limit: 10) },
                                  .validation(fields: [.init(field: "query", code: "REQUIRED", message: "query is required.")]))
        await XCTAssertThrowsError({ try await provider.events.search("Exemplo", limit: 0) },
                                  .validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")]))
        XCTAssertEqual(server.count("GET /api/search/v1"), 0)
        XCTAssertEqual(server.requests.count, 0)
    }

    func testTheVendorsSearch422IsAValidationErrorOnQuery() async throws {
        let server = makeServer()
        server.set("GET /api/search/v1") { _, _ in .fixture("search-error-422.json", status: 422) }
        await XCTAssertThrowsError({ try await makeProvider(server).events.search("x", limit: 10) },
                                  .validation(fields: [.init(field: "query", code: "INVALID", message: "The value field is required.")]))
    }

    func testFavouritesNeedASignedInUser() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        await XCTAssertThrowsError({ try await provider.events.favouriteEventIds() }, .unauthorized)
        await XCTAssertThrowsError({ try await provider.events.addFavouriteEvent(id: "48215") }, .unauthorized)
        await XCTAssertThrowsError({ try await provider.events.removeFavouriteEvent(id: "48213") }, .unauthorized)
        XCTAssertEqual(server.requests.filter { $0.path == "/api/events/v1/favorites" }.count, 0)
    }

    func testFavouritesListTheUsersEvents() async throws {
        let server = makeServer()
        let ids = try await signedIn(server).events.favouriteEventIds()
        XCTAssertEqual(ids, ["48213", "48214"])
        XCTAssertEqual(server.requests.last?.bearer, "Bearer goma-user-jwt-placeholder")
    }

    func testAddingAndRemovingSendTheChangeThenReadTheListAgain() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let afterAdd = try await provider.events.addFavouriteEvent(id: "48215")
        XCTAssertEqual(afterAdd, ["48213", "48214"], "the vendor's list, read again")
        let keys = server.requests.suffix(2).map { "\($0.httpMethod ?? "") \($0.path)" }
        XCTAssertEqual(keys, ["POST /api/events/v1/favorites", "GET /api/events/v1/favorites"])

        _ = try await provider.events.removeFavouriteEvent(id: "48213")
        let delete = try XCTUnwrap(server.requests.first { $0.httpMethod == "DELETE" })
        XCTAssertEqual(delete.bodyJSON as NSDictionary?, try fixtureJSON("favorites-remove-request.json"))
        XCTAssertEqual(server.requests.last?.httpMethod, "GET")
    }

    func testAnInvalidFavouriteIdIsRefusedBeforeAnyRequest() async throws {
        let server = makeServer()
        let provider = try await signedIn(server)
        let before = server.requests.count
        await XCTAssertThrowsError({ try await provider.events.addFavouriteEvent(id: "48/215") },
                                  .validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")]))
        await XCTAssertThrowsError({ try await provider.events.removeFavouriteEvent(id: "48 213") },
                                  .validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")]))
        XCTAssertEqual(server.requests.count, before)
    }

    func testTheVendorsFavourite422IsAValidationErrorOnId() async throws {
        let server = makeServer()
        server.set("POST /api/events/v1/favorites") { _, _ in .fixture("favorites-error-422.json", status: 422) }
        server.set("DELETE /api/events/v1/favorites") { _, _ in .fixture("favorites-error-422.json", status: 422) }
        let provider = try await signedIn(server)
        let expected = ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "The selected favorites.0.type is invalid.")])
        await XCTAssertThrowsError({ try await provider.events.addFavouriteEvent(id: "48215") }, expected)
        await XCTAssertThrowsError({ try await provider.events.removeFavouriteEvent(id: "48215") }, expected)
        XCTAssertEqual(server.count("GET /api/events/v1/favorites"), 0, "a refused change reads nothing")
    }

    func testHighlightsAreServedFromTheCache() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        let first = try await provider.content.highlightedEvents()
        let second = try await provider.content.highlightedEvents()
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.count, 3)
        XCTAssertEqual(server.count("GET /api/events/v1/highlights"), 1)
    }
}
