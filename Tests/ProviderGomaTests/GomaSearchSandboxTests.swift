import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Search, favourites and highlights over the sandbox and over the loopback HTTP server (the
/// real `URLSessionTransport`, which must send the favourite removal's `DELETE` body).
@Suite struct GomaSearchSandboxTests {
    // MARK: - Sandbox

    @Test func sandboxSearchFindsKnownEventsByName() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        let found = try await client.events.search("desportivo")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.participants.contains { $0.name.localizedCaseInsensitiveContains("desportivo") } })
        let answer1 = try await client.events.search("desportivo", limit: 1).count
        #expect(answer1 == 1)
        let answer2 = try await client.events.search("zzz-no-such-team")
        #expect(answer2 == [])
    }

    @Test func sandboxFavouritesRememberChanges() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.events.favouriteEventIds() }
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        let answer3 = try await client.events.favouriteEventIds()
        #expect(answer3 == ["48213", "48214"])
        let answer4 = try await client.events.addFavouriteEvent(id: "48215")
        #expect(answer4 == ["48213", "48214", "48215"])
        let answer5 = try await client.events.addFavouriteEvent(id: "48215")
        #expect(answer5 == ["48213", "48214", "48215"])
        let answer6 = try await client.events.removeFavouriteEvent(id: "48213")
        #expect(answer6 == ["48214", "48215"])
        let answer7 = try await client.events.favouriteEventIds()
        #expect(answer7 == ["48214", "48215"])
        // Another sandbox starts from the fixture again.
        let other = Client(provider: GomaSandbox.makeProvider())
        _ = try await other.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        let answer8 = try await other.events.favouriteEventIds()
        #expect(answer8 == ["48213", "48214"])
    }

    @Test func sandboxHighlightsAreTheRecordedPointers() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        #expect(client.supports(.highlightedEvents))
        #expect(client.supports(.search))
        #expect(client.supports(.favouriteEvents))
        let cards = try await client.content.highlightedEvents()
        #expect(cards.map(\.eventId) == ["4067574.1", "4057834.1", "4068041.1"])
    }

    // MARK: - Loopback

    private func json(_ data: Data) -> NSDictionary? {
        try? JSONSerialization.jsonObject(with: data) as? NSDictionary
    }

    @Test func loopbackSearch() async throws {
        let loopback = try await GomaLoopback(["GET /api/search/v1": .fixture("search.json")], signedIn: false)
        defer { loopback.stop() }
        let events = try await loopback.provider.events.search("Exemplo", limit: 5)
        #expect(events.map(\.id) == ["48213", "48216"])
        let request = try #require(loopback.requests.first { $0.path == "/api/search/v1" })
        #expect(request.query == "value=Exemplo")
        #expect(request.header("Authorization") == "Bearer goma-anonymous-jwt-placeholder")
    }

    @Test func loopbackSearchErrors() async throws {
        let loopback = try await GomaLoopback(["GET /api/search/v1": .fixture("search-error-422.json", status: 422)])
        defer { loopback.stop() }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "query", code: "INVALID", message: "The value field is required.")])) {
            try await loopback.provider.events.search("x", limit: 5)
        }
    }

    @Test func loopbackFavouritesSendTheirBodiesTheDeleteIncluded() async throws {
        let loopback = try await GomaLoopback([
            "GET /api/events/v1/favorites": .fixture("favorites.json"),
            "POST /api/events/v1/favorites": .fixture("favorites-add.json"),
            "DELETE /api/events/v1/favorites": .fixture("favorites-remove.json"),
        ])
        defer { loopback.stop() }
        let answer9 = try await loopback.provider.events.favouriteEventIds()
        #expect(answer9 == ["48213", "48214"])
        let answer10 = try await loopback.provider.events.addFavouriteEvent(id: "48215")
        #expect(answer10 == ["48213", "48214"])
        let answer11 = try await loopback.provider.events.removeFavouriteEvent(id: "48213")
        #expect(answer11 == ["48213", "48214"])

        let post = try #require(loopback.requests.first { $0.method == "POST" && $0.path == "/api/events/v1/favorites" })
        #expect(json(post.body) == json(try Fixture.data("favorites-add-request.json")))
        let delete = try #require(loopback.requests.first { $0.method == "DELETE" })
        #expect(delete.path == "/api/events/v1/favorites")
        #expect(json(delete.body) == json(try Fixture.data("favorites-remove-request.json")), "the DELETE's JSON body reached the server")
        #expect(delete.header("Content-Type") == "application/json")
        #expect(delete.header("Authorization") == "Bearer \(GomaLoopback.userToken)")
        #expect(loopback.requests.filter { $0.method == "GET" && $0.path == "/api/events/v1/favorites" }.count == 3)
    }

    @Test func loopbackFavouriteErrors() async throws {
        let loopback = try await GomaLoopback(["DELETE /api/events/v1/favorites": .fixture("favorites-error-422.json", status: 422)])
        defer { loopback.stop() }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "The selected favorites.0.type is invalid.")])) {
            try await loopback.provider.events.removeFavouriteEvent(id: "48213")
        }
        let signedOut = try await GomaLoopback([:], signedIn: false)
        defer { signedOut.stop() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await signedOut.provider.events.addFavouriteEvent(id: "48213") }
        #expect(!(signedOut.requests.contains { $0.path == "/api/events/v1/favorites" }))
    }

    @Test func loopbackHighlightsInBothShapes() async throws {
        let pointers = try await GomaLoopback(["GET /api/events/v1/highlights": .fixture("events-highlights.json")], signedIn: false)
        defer { pointers.stop() }
        let cards = try await pointers.provider.content.highlightedEvents()
        #expect(cards.map(\.marketId) == ["67677928.1", "66859225.1", "67713812.1"])

        let full = try await GomaLoopback(["GET /api/events/v1/highlights": .fixture("events-highlights-full.json")], signedIn: false)
        defer { full.stop() }
        let events = try await full.provider.content.highlightedEvents()
        #expect(!events.isEmpty)
        #expect(events.allSatisfy { $0.event?.id == $0.eventId })
    }
}
