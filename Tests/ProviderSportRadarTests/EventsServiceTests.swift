import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// The events area end to end: over the sandbox, over a stub (request bodies), over the loopback.
struct EventsServiceTests {
    // MARK: - Sandbox

    @Test func everyListedEventHasDetails() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        let listed = try await client.events.list(EventQuery(sport: .football, competitionId: "90101.1", page: PageRequest(page: 1, pageSize: 50))).items
            + client.events.search("exemple")
        #expect(Set(listed.map(\.id)) == ["4067580.1", "4067574.1", "4067592.1"])
        for event in listed {
            let details = try await client.events.event(id: event.id)
            #expect(details.id == event.id)
            #expect(!details.markets.isEmpty)
        }
        let tennis = try await client.events.event(id: "4071001.1")
        #expect(tennis.score?.serving == .home)
        let live = try await client.events.event(id: "4067580.1")
        #expect(live.matchTime == "34:12")
        #expect(live.score == Score(home: 1, away: 0, periods: [PeriodScore(period: "PERIOD1", home: 1, away: 0)]))
        await #expect(throws: ServiceProviderError.notFound) { _ = try await client.events.event(id: "404.1") }
    }

    @Test func eventPageTabsAndOutrightsOverTheSandbox() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        let groups = try await client.events.marketGroups(eventId: "4067574.1")
        #expect(groups.map(\.key) == ["1", "MixMatch", "2", "99"])
        let goals = try await client.events.markets(eventId: "4067574.1", group: "2")
        #expect(goals.map(\.id) == ["67677925.1", "67677924.1", "67677926.1", "67680507.1"])
        // An event without balanced markets still has its tabs.
        #expect(try await client.events.marketGroups(eventId: "4067580.1").map(\.key) == ["1", "MixMatch", "2", "99"])
        await #expect(throws: ServiceProviderError.notFound) { _ = try await client.events.markets(eventId: "4067574.1", group: "nope") }
        await #expect(throws: ServiceProviderError.notFound) { _ = try await client.events.marketGroups(eventId: "404.1") }
        let outrights = try await client.events.outrights(competitionId: "90101.1")
        #expect(outrights.map(\.id) == ["4069000.1"])
        await #expect(throws: ServiceProviderError.notFound) { _ = try await client.events.outrights(competitionId: "404.1") }
    }

    @Test func topCompetitionsWithTheirCountry() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        // Premier League (90201.1) is not in the sandbox's tree: skipped; the promotions link is not a competition.
        #expect(try await client.events.popularCompetitions(sport: .football, limit: 5)
                == [Competition(id: "90101.1", name: "Ligue 1", sportId: "88001", region: "France", regionId: "89001")])
        #expect(try await client.events.popularCompetitions(sport: .basketball, limit: 5).isEmpty)
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")])) {
            _ = try await client.events.popularCompetitions(sport: .football, limit: 0)
        }
    }

    @Test func searchRefusesSlashAndBlankBeforeSending() async throws {
        let transport = TestConfig.router([:])
        let provider = TestConfig.provider(transport: transport)
        for text in ["a/b", ".."] {
            await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "query", code: "INVALID",
                                                                                 message: "query cannot contain '/' or be '.' or '..'.")])) {
                _ = try await provider.events.search(text, limit: 5)
            }
        }
        await #expect(throws: ServiceProviderError.self) { _ = try await provider.events.search("  ", limit: 5) }
        #expect(transport.requests.isEmpty)
    }

    @Test func searchDropsBadEventsAndSendsQueryLimitPage() async throws {
        let good = try JSONSerialization.jsonObject(with: Fixture.data("eventSearch")) as? [String: Any]
        var events = try #require(good?["data"] as? [[String: Any]])
        var token = events[0]
        token["idfoevent"] = "_TOKEN_"
        events.append(token)
        events.append(["idfoevent": "broken"])
        let body = try JSONSerialization.data(withJSONObject: ["data": events])
        let transport = StubTransport(.data(body))
        let provider = TestConfig.provider(transport: transport)
        let found = try await provider.events.search(" exemple ", limit: 5)
        #expect(found.map(\.id) == ["4067574.1", "4067580.1"])
        let sent = try JSONSerialization.jsonObject(with: try #require(transport.requests.first?.httpBody)) as? NSDictionary
        #expect(sent == ["contentId": ["type": "eventSearch", "id": "exemple/5/0"], "clientContext": ["language": "FR", "ipAddress": "127.0.0.1"]])
    }

    @Test func favouritesAndListsOverTheSandbox() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await client.events.favouriteEventIds() }
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        #expect(try await client.events.favouriteEventIds() == ["4067574.1"])
        #expect(try await client.events.addFavouriteEvent(id: "4067580.1") == ["4067574.1", "4067580.1"])
        #expect(try await client.events.addFavouriteEvent(id: "4067580.1") == ["4067574.1", "4067580.1"])
        let weekend = try await client.events.addFavouriteList(name: "  Weekend ")
        #expect(weekend == FavouriteList(id: "5013", name: "Weekend"))
        #expect(try await client.events.favouriteLists() == [FavouriteList(id: "5012", name: "Mes matchs"), weekend])
        #expect(try await client.events.addFavouriteEvent(id: "4071001.1", listId: weekend.id) == ["4071001.1"])
        #expect(try await client.events.favouriteEventIds(listId: "5012") == ["4067574.1", "4067580.1"])
        #expect(try await client.events.removeFavouriteEvent(id: "4067574.1") == ["4067580.1", "4071001.1"])
        #expect(try await client.events.removeFavouriteEvent(id: "4071001.1", listId: weekend.id) == [])
        try await client.events.removeFavouriteList(id: weekend.id)
        #expect(try await client.events.favouriteLists().map(\.id) == ["5012"])
    }

    @Test func firstFavouriteCreatesTheDefaultList() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        try await client.events.removeFavouriteList(id: "5012")
        #expect(try await client.events.favouriteEventIds().isEmpty)
        #expect(try await client.events.addFavouriteEvent(id: "4067592.1") == ["4067592.1"])
        #expect(try await client.events.favouriteLists() == [FavouriteList(id: "5013", name: SportRadarPoseidonAPI.defaultFavouriteListName)])
    }

    // MARK: - Request bodies (the vendor's request files)

    func fixtureJSON(_ name: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary)
    }

    func sent(_ endpoint: Request<some Sendable>, provider: SportRadarProvider) throws -> URLRequest {
        try provider.runtime.executor(.betting).makeRequest(for: endpoint, credentials: TestConfig.credentials).urlRequest
    }

    @Test func favouriteBodiesEqualTheRequestFiles() throws {
        let provider = TestConfig.provider(transport: TestConfig.router([:]))
        let cases: [(Request<Void>, String, String, String)] = [
            (SportRadarPoseidonAPI.addFavouriteCoupon(name: "Mes matchs").untyped, "POST", "addAccountFavouriteCoupon", "favourites-addAccountFavouriteCoupon-request"),
            (SportRadarPoseidonAPI.addFavourite(couponId: 5012, eventId: "4067574.1").untyped, "POST", "addAccountFavourite", "favourites-addAccountFavourite-request"),
            (SportRadarPoseidonAPI.favourites(couponId: 5012).untyped, "POST", "getFavouritesForCustomer", "favourites-getFavouritesForCustomer-request"),
            (SportRadarPoseidonAPI.deleteFavourite(rowId: 77001).untyped, "DELETE", "deleteAccountFavourites", "favourites-deleteAccountFavourites-request"),
            (SportRadarPoseidonAPI.deleteFavouriteCoupon(id: 5012).untyped, "DELETE", "deleteAccountFavouriteCoupon", "favourites-deleteAccountFavouriteCoupon-request"),
        ]
        for (endpoint, method, path, file) in cases {
            let request = try sent(endpoint, provider: provider)
            #expect(request.httpMethod == method)
            #expect(request.url?.path == "/base/api/favourites/fw/\(path)")
            #expect(request.value(forHTTPHeaderField: "Authorization") == "launch-token-placeholder")
            #expect(request.value(forHTTPHeaderField: "X-MGS-BusinessUnit") == "3")
            let body = try JSONSerialization.jsonObject(with: try #require(request.httpBody)) as? NSDictionary
            #expect(body == (try fixtureJSON(file)), "\(file)")
        }
        // The explicit nulls are sent, not left out.
        let add = String(decoding: try #require(try sent(SportRadarPoseidonAPI.addFavourite(couponId: 1, eventId: "2"), provider: provider).httpBody), as: UTF8.self)
        #expect(add.contains(#""niddcUserReq":null"#) && add.contains(#""nidmmCustomer":null"#))
    }

    @Test func removingAnEventDeletesItsRowId() async throws {
        let transport = TestConfig.router([
            "/api/favourites/fw/getAccountFavouriteCoupon": "favourites-getAccountFavouriteCoupon",
            "/api/favourites/fw/getFavouritesForCustomer": "favourites-getFavouritesForCustomer",
            "/api/favourites/fw/deleteAccountFavourites": "favourites-delete",
        ])
        let provider = await TestConfig.signedIn(transport: transport)
        _ = try await provider.events.removeFavouriteEvent(id: "4067574.1")
        let delete = try #require(transport.requests.first { $0.httpMethod == "DELETE" })
        #expect(try JSONSerialization.jsonObject(with: try #require(delete.httpBody)) as? NSDictionary
                == (try fixtureJSON("favourites-deleteAccountFavourites-request")))
    }

    @Test func favouriteInputIsValidatedBeforeSending() async throws {
        let transport = TestConfig.router([:])
        let provider = await TestConfig.signedIn(transport: transport)
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a favourite list id.")])) {
            try await provider.events.removeFavouriteList(id: "abc")
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "name", code: "REQUIRED", message: "name is required.")])) {
            _ = try await provider.events.addFavouriteList(name: "   ")
        }
        await #expect(throws: ServiceProviderError.self) { _ = try await provider.events.addFavouriteEvent(id: "../x", listId: "5012") }
        #expect(transport.requests.isEmpty)
    }

    // MARK: - Loopback

    @Test func searchFavouritesAndTabsOverTheLoopback() async throws {
        let loopback = try await SportRadarLoopback([
            "POST /services/content/get": .fixture("getEventDetails"),
            "GET /sportsbook/config/marketsFilter_v2.json": .fixture("marketsFilter"),
            "GET /api/favourites/fw/getAccountFavouriteCoupon": .fixture("favourites-getAccountFavouriteCoupon"),
            "POST /api/favourites/fw/getFavouritesForCustomer": .fixture("favourites-getFavouritesForCustomer"),
            "DELETE /api/favourites/fw/deleteAccountFavouriteCoupon": .fixture("favourites-delete"),
        ])
        defer { loopback.stop() }
        let events = loopback.provider.events
        #expect(try await events.marketGroups(eventId: "4067574.1").map(\.key) == ["1", "MixMatch", "2", "99"])
        #expect(try await events.favouriteEventIds() == ["4067574.1"])
        try await events.removeFavouriteList(id: "5012")
        let delete = try #require(loopback.requests.last)
        #expect(delete.method == "DELETE")
        #expect(try JSONSerialization.jsonObject(with: delete.body) as? NSDictionary == (try fixtureJSON("favourites-deleteAccountFavouriteCoupon-request")))
    }

    @Test func searchAndNotFoundOverTheLoopback() async throws {
        let search = try await SportRadarLoopback(["POST /services/content/get": .fixture("eventSearch")], signedIn: false)
        #expect(try await search.provider.events.search("exemple").map(\.id) == ["4067574.1", "4067580.1"])
        search.stop()
        let gone = try await SportRadarLoopback(["POST /services/content/get": .fixture("error-CONTENT_NOT_FOUND", status: 404)], signedIn: false)
        defer { gone.stop() }
        await #expect(throws: ServiceProviderError.notFound) { _ = try await gone.provider.events.outrights(competitionId: "90101.1") }
    }
}
