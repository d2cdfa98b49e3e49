import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The paged lists over the sandbox (page 1 from the fixtures, an empty page after it) and over
/// the loopback HTTP server (the real transport).
@Suite struct GomaListsSandboxTests {
    @Test func theSandboxServesTheListsAndAnEmptyPageAfterThem() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        #expect(client.supports(.popularEvents))
        #expect(client.supports(.upcomingEvents))
        #expect(client.supports(.endedEvents))

        let popular = client.events.popularEvents(sport: .football)
        var iterator = popular.snapshots.makeAsyncIterator()
        let trending = try #require(await iterator.next())
        #expect(trending.events.map(\.id) == ["48214", "48213", "48215"])
        #expect(!trending.hasMore, "3 events on a page of 10")

        let upcoming = try await client.events.upcomingEvents(sport: .football).snapshots.first { _ in true }
        #expect(upcoming?.events.map(\.id) == ["48213", "48214"])
        #expect(upcoming?.hasMore == false)

        let ended = try await client.events.endedEvents(sport: .football)
        #expect(ended.items.map(\.status) == [.ended, .ended, .ended])
        #expect(ended.items.last?.score.map { [$0.home, $0.away] } == [2, 3])
        let afterTheEnd = try await client.events.endedEvents(sport: .football, page: PageRequest(page: 2))
        #expect(afterTheEnd == Page(items: [], page: 2, next: nil))

        // The paged upcoming route also answers list(_:), which reads the same call.
        let board = try await client.events.list(EventQuery(sport: .football, timing: .upcoming, page: PageRequest(page: 2)))
        #expect(board.items == [])
        #expect(!board.hasMore)
    }

    @Test func everySandboxListHasAnEmptyPageAfterItsFirst() async throws {
        let executor = GomaSandbox.makeProvider().runtime.executor(.api)
        for request in [GomaAPI.trendingEvents(sportId:page:), GomaAPI.upcomingEvents(sportId:page:), GomaAPI.endedEvents(sportId:page:)] {
            let first = try await executor.send(request("4", 1))
            #expect(!first.data.isEmpty)
            let second = try await executor.send(request("4", 2))
            #expect(second.currentPage == 2)
            #expect(second.data.count == 0)
            #expect(second.perPage == first.perPage)
            #expect(!GomaModelMapper.hasMore(second))
        }
    }

    @Test func theListsTravelOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback([
            "GET /api/events/v1/trending": .fixture("events-trending.json"),
            "GET /api/events/v1/upcoming": .fixture("events-upcoming.json"),
            "GET /api/events/v1/scores": .fixture("events-ended.json"),
        ], signedIn: false)
        defer { loopback.stop() }
        let events = loopback.provider.events
        let trending = try await events.popularEvents(sport: .football).snapshots.first { _ in true }
        #expect(trending?.events.map(\.id) == ["48214", "48213", "48215"])
        let upcoming = try await events.upcomingEvents(sport: .football).snapshots.first { _ in true }
        #expect(upcoming?.events.map(\.id) == ["48213", "48214"])
        let ended = try await events.endedEvents(sport: .football, page: PageRequest(page: 2))
        #expect(ended.items.map { $0.score.map { [$0.home, $0.away] } } == [[2, 1], [1, 1], [2, 3]])
        #expect(ended.page == 2)

        let requests = loopback.requests.filter { $0.path.hasPrefix("/api/events/v1/") }
        // A page list polls again (this provider's sleep returns at once) until its reader stops,
        // so a list's page may be asked more than once: the distinct requests, by first arrival, are checked.
        var distinct: [String] = []
        for request in requests.map({ "\($0.path)?\($0.query ?? "")" }) where !distinct.contains(request) { distinct.append(request) }
        #expect(distinct == ["/api/events/v1/trending?sport_id=4&page=1", "/api/events/v1/upcoming?sport_id=4&page=1",
                             "/api/events/v1/scores?sport_id=4&page=2"])
        #expect(requests.allSatisfy { $0.headerFields.first { $0.name.lowercased() == "authorization" }?.value
                    == "Bearer goma-anonymous-jwt-placeholder" }, "the anonymous bearer is enough")
    }

    @Test func aListErrorTravelsOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/events/v1/scores": .fixture("error-404.json", status: 404)])
        defer { loopback.stop() }
        await #expect(throws: ServiceProviderError.notFound) { try await loopback.provider.events.endedEvents(sport: .football) }
        await #expect(throws: ServiceProviderError.notFound) {
            try await loopback.provider.events.popularEvents(sport: .football).snapshots.first { _ in true }
        }
    }
}

extension GomaListsSandboxTests {
    @Test func everyListedSandboxEventOpens() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        let trending = try await client.events.popularEvents(sport: .football).snapshots.first { _ in true }
        let ended = try await client.events.endedEvents(sport: .football)
        for listed in (trending?.events ?? []) + ended.items {
            let event = try await client.events.event(id: listed.id)
            #expect(event.id == listed.id)
            #expect(event.status == listed.status)
        }
        #expect(ended.items.count == 3)
    }
}
