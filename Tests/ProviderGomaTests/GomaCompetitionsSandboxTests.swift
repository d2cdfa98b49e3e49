import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The browsing tree end to end: over the sandbox (signed out: the anonymous bearer is enough)
/// and over the loopback HTTP server with the real transport.
@Suite struct GomaCompetitionsSandboxTests {
    @Test func theSandboxTreeFromSportToEvents() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        #expect(client.supports(.regions))
        #expect(client.supports(.competitionDetails))
        let regions = try await client.events.regions(sport: .football)
        #expect(regions.map(\.name) == ["Portugal", "Espanha", "Internacional"])
        let portugal = try await client.events.competitions(regionId: regions[0].id)
        #expect(portugal.map(\.id) == ["1203", "1204", "1210"])
        let spain = try await client.events.competitions(regionId: regions[1].id)
        #expect(spain == [])
        let all = try await client.events.competitions(sport: .football)
        #expect(all == portugal)
        let league = try await client.events.competition(id: "1203")
        #expect(league.name == "Primeira Liga")
        #expect(league.regionId == regions[0].id)
        let events = try await client.events.list(EventQuery(sport: .football, competitionId: league.id))
        #expect(events.items.map(\.id) == ["48213", "48214", "48215"])
        #expect(Set(events.items.compactMap(\.competition?.id)) == [league.id])
        let opened = try await client.events.event(id: "48215")
        #expect(opened.competition?.id == league.id, "a listed event opens")
        let other = try await client.events.list(EventQuery(sport: .football, competitionId: "1204"))
        #expect(other.items == [])
        let basketball = try await client.events.regions(sport: .basketball)
        #expect(basketball == [])
    }

    @Test func theSandboxFeaturedIdsResolveToTheTwoItKnows() async throws {
        let events = GomaSandbox.makeProvider().events
        let popular = try await events.popularCompetitions(sport: .football, limit: 10)
        #expect(popular.map(\.name) == ["Liga Exemplo", "Taça Exemplo"])
    }

    @Test func theSandboxAnswersUnknownCompetitionsWithNotFound() async {
        let events = GomaSandbox.makeProvider().events
        await #expect(throws: ServiceProviderError.notFound) { try await events.competition(id: "55806.1") }
        await #expect(throws: ServiceProviderError.notFound) { try await events.list(EventQuery(sport: .football, competitionId: "31")) }
    }

    // MARK: - Loopback

    @Test func theTreeOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "GET /api/regions/v1": .fixture("regions.json"),
            "GET /api/competitions/v1": .fixture("competitions.json"),
            "GET /api/competitions/v1/1203": .fixture("competition-details.json"),
            "GET /api/competitions/v1/1203/events": .fixture("competition-events.json"),
        ], signedIn: false)
        defer { loopback.stop() }
        let events = loopback.provider.events
        let regions = try await events.regions(sport: .football)
        #expect(regions.map(\.countryCode) == ["PT", "ES", nil])
        let competitions = try await events.competitions(regionId: "73")
        #expect(competitions.map(\.name) == ["Primeira Liga", "Liga Portugal 2", "Taça de Portugal"])
        let league = try await events.competition(id: "1203")
        #expect(league.upcomingEventCount == 18)
        let page = try await events.list(EventQuery(sport: .football, competitionId: "1203"))
        #expect(page.items.map(\.id) == ["48213", "48214", "48215"])
        let sent = loopback.requests.filter { $0.path.hasPrefix("/api/regions") || $0.path.hasPrefix("/api/competitions") }
        #expect(sent.map { $0.path + ($0.query.map { "?" + $0 } ?? "") }
                == ["/api/regions/v1?sport_id=4", "/api/competitions/v1?region_id=73", "/api/competitions/v1/1203",
                    "/api/competitions/v1/1203/events"])
        #expect(sent.allSatisfy { request in
            request.headerFields.contains { $0.name.lowercased() == "authorization" && $0.value == "Bearer goma-anonymous-jwt-placeholder" }
        }, "signed out, the anonymous bearer")
    }

    @Test func theWalkOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "GET /api/regions/v1": .fixture("regions.json"),
            "GET /api/competitions/v1": .fixture("competitions.json"),
        ])
        defer { loopback.stop() }
        // Every region answers the Portugal file here; the walk keeps each answer, in order.
        let all = try await loopback.provider.events.competitions(sport: .football)
        #expect(all.count == 9)
        #expect(loopback.requests.filter { $0.path == "/api/competitions/v1" }.compactMap(\.query).sorted()
                == ["region_id=1", "region_id=68", "region_id=73"])
    }

    @Test func featuredInBothShapesOverTheRealTransport() async throws {
        let ids = try await GomaLoopback([
            "GET /api/competitions/v1/featured": .fixture("competitions-featured.json"),
            "GET /api/competitions/v1/55807.1": .json(#"{"id":"55807.1","name":"Liga Exemplo","region":{"id":73,"name":"Portugal","iso_code":"PT","sport":{"id":4,"name":"Futebol"}}}"#),
        ])
        defer { ids.stop() }
        let resolved = try await ids.provider.events.popularCompetitions(sport: .football, limit: 10)
        #expect(resolved.map(\.id) == ["55807.1"], "the three ids the server does not know (404) are skipped")

        let full = try await GomaLoopback(["GET /api/competitions/v1/featured": .fixture("competitions-featured-full.json")])
        defer { full.stop() }
        let competitions = try await full.provider.events.popularCompetitions(sport: .football, limit: 10)
        #expect(competitions.map(\.id) == ["55807.1", "55834.1"])
    }

    @Test func notFoundOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/competitions/v1/999": .fixture("error-404.json", status: 404)])
        defer { loopback.stop() }
        await #expect(throws: ServiceProviderError.notFound) { try await loopback.provider.events.competition(id: "999") }
    }
}
