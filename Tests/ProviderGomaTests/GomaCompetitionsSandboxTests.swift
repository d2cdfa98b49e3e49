import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The browsing tree end to end: over the sandbox (signed out: the anonymous bearer is enough)
/// and over the loopback HTTP server with the real transport.
final class GomaCompetitionsSandboxTests: XCTestCase {
    func testTheSandboxTreeFromSportToEvents() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        XCTAssertTrue(client.supports(.regions))
        XCTAssertTrue(client.supports(.competitionDetails))
        let regions = try await client.events.regions(sport: .football)
        XCTAssertEqual(regions.map(\.name), ["Portugal", "Espanha", "Internacional"])
        let portugal = try await client.events.competitions(regionId: regions[0].id)
        XCTAssertEqual(portugal.map(\.id), ["1203", "1204", "1210"])
        let spain = try await client.events.competitions(regionId: regions[1].id)
        XCTAssertEqual(spain, [])
        let all = try await client.events.competitions(sport: .football)
        XCTAssertEqual(all, portugal)
        let league = try await client.events.competition(id: "1203")
        XCTAssertEqual(league.name, "Primeira Liga")
        XCTAssertEqual(league.regionId, regions[0].id)
        let events = try await client.events.events(EventQuery(sport: .football, competitionId: league.id))
        XCTAssertEqual(events.items.map(\.id), ["48213", "48214", "48215"])
        XCTAssertEqual(Set(events.items.compactMap(\.competition?.id)), [league.id])
        let opened = try await client.events.event(id: "48215")
        XCTAssertEqual(opened.competition?.id, league.id, "a listed event opens")
        let other = try await client.events.events(EventQuery(sport: .football, competitionId: "1204"))
        XCTAssertEqual(other.items, [])
        let basketball = try await client.events.regions(sport: .basketball)
        XCTAssertEqual(basketball, [])
    }

    func testTheSandboxFeaturedIdsResolveToTheTwoItKnows() async throws {
        let events = GomaSandbox.makeProvider().events
        let popular = try await events.popularCompetitions(sport: .football, limit: 10)
        XCTAssertEqual(popular.map(\.name), ["Liga Exemplo", "Taça Exemplo"])
    }

    func testTheSandboxAnswersUnknownCompetitionsWithNotFound() async {
        let events = GomaSandbox.makeProvider().events
        await XCTAssertThrowsError({ try await events.competition(id: "55806.1") }, .notFound)
        await XCTAssertThrowsError({ try await events.events(EventQuery(sport: .football, competitionId: "31")) }, .notFound)
    }

    // MARK: - Loopback

    func testTheTreeOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "GET /api/regions/v1": .fixture("regions.json"),
            "GET /api/competitions/v1": .fixture("competitions.json"),
            "GET /api/competitions/v1/1203": .fixture("competition-details.json"),
            "GET /api/competitions/v1/1203/events": .fixture("competition-events.json"),
        ], signedIn: false)
        defer { loopback.stop() }
        let events = loopback.provider.events
        let regions = try await events.regions(sport: .football)
        XCTAssertEqual(regions.map(\.countryCode), ["PT", "ES", nil])
        let competitions = try await events.competitions(regionId: "73")
        XCTAssertEqual(competitions.map(\.name), ["Primeira Liga", "Liga Portugal 2", "Taça de Portugal"])
        let league = try await events.competition(id: "1203")
        XCTAssertEqual(league.upcomingEventCount, 18)
        let page = try await events.events(EventQuery(sport: .football, competitionId: "1203"))
        XCTAssertEqual(page.items.map(\.id), ["48213", "48214", "48215"])
        let sent = loopback.requests.filter { $0.path.hasPrefix("/api/regions") || $0.path.hasPrefix("/api/competitions") }
        XCTAssertEqual(sent.map { $0.path + ($0.query.map { "?" + $0 } ?? "") },
                       ["/api/regions/v1?sport_id=4", "/api/competitions/v1?region_id=73", "/api/competitions/v1/1203",
                        "/api/competitions/v1/1203/events"])
        XCTAssertTrue(sent.allSatisfy { request in
            request.headerFields.contains { $0.name.lowercased() == "authorization" && $0.value == "Bearer goma-anonymous-jwt-placeholder" }
        }, "signed out, the anonymous bearer")
    }

    func testTheWalkOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "GET /api/regions/v1": .fixture("regions.json"),
            "GET /api/competitions/v1": .fixture("competitions.json"),
        ])
        defer { loopback.stop() }
        // Every region answers the Portugal file here; the walk keeps each answer, in order.
        let all = try await loopback.provider.events.competitions(sport: .football)
        XCTAssertEqual(all.count, 9)
        XCTAssertEqual(loopback.requests.filter { $0.path == "/api/competitions/v1" }.compactMap(\.query).sorted(),
                       ["region_id=1", "region_id=68", "region_id=73"])
    }

    func testFeaturedInBothShapesOverTheRealTransport() async throws {
        let ids = try await GomaLoopback([
            "GET /api/competitions/v1/featured": .fixture("competitions-featured.json"),
            "GET /api/competitions/v1/55807.1": .json(#"{"id":"55807.1","name":"Liga Exemplo","region":{"id":73,"name":"Portugal","iso_code":"PT","sport":{"id":4,"name":"Futebol"}}}"#),
        ])
        defer { ids.stop() }
        let resolved = try await ids.provider.events.popularCompetitions(sport: .football, limit: 10)
        XCTAssertEqual(resolved.map(\.id), ["55807.1"], "the three ids the server does not know (404) are skipped")

        let full = try await GomaLoopback(["GET /api/competitions/v1/featured": .fixture("competitions-featured-full.json")])
        defer { full.stop() }
        let competitions = try await full.provider.events.popularCompetitions(sport: .football, limit: 10)
        XCTAssertEqual(competitions.map(\.id), ["55807.1", "55834.1"])
    }

    func testNotFoundOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/competitions/v1/999": .fixture("error-404.json", status: 404)])
        defer { loopback.stop() }
        await XCTAssertThrowsError({ try await loopback.provider.events.competition(id: "999") }, .notFound)
    }
}
