import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The paged lists: trending (`popularEvents`), upcoming (`upcomingEvents`, `events(.upcoming)`)
/// and ended events (`endedEvents`): requests, mappers over the fixtures, paging to the end,
/// polling and errors.
@Suite struct GomaListsTests {
    static let trending = "GET /api/events/v1/trending"
    static let upcoming = "GET /api/events/v1/upcoming"
    static let scores = "GET /api/events/v1/scores"

    /// A sleep that never elapses in a test: each subscription polls once, then waits until
    /// "load more" or the consumer stopping cancels it.
    private let waitForever: SleepFunction = { _ in try await Task.sleep(nanoseconds: 3_600_000_000_000) }

    private func makeProvider(_ server: GomaStubServer, sleep: @escaping SleepFunction = YieldingSleeper().sleep) -> GomaProvider {
        GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none, sleep: sleep, now: fixtureNow)
    }

    private func page(_ request: URLRequest) -> String? {
        request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?.first { $0.name == "page" }?.value
    }

    /// The trending fixture's page with `per_page` replaced and its events renumbered
    /// (`<page>0<n>`) and cut to `count`.
    private func trendingPage(_ number: Int, count: Int, perPage: Int?) throws -> StubTransport.Reply {
        .data(try trendingBody(number, count: count, perPage: perPage))
    }

    private func trendingBody(_ number: Int, count: Int, perPage: Int?) throws -> Data {
        var body = try #require(try JSONSerialization.jsonObject(with: Fixture.data("events-trending.json")) as? [String: Any])
        let events = try #require(body["data"] as? [[String: Any]])
        body["data"] = (0..<count).map { index -> [String: Any] in
            var event = events[index % events.count]
            event["id"] = Int("\(number)0\(index)")
            return event
        }
        body["current_page"] = number
        body["per_page"] = perPage
        return try JSONSerialization.data(withJSONObject: body)
    }

    // MARK: - Requests

    @Test func theListRequestsNameTheSportAndPage() throws {
        let executor = makeTestExecutor()
        let credentials = Credentials(accessToken: "anon-jwt")
        let trending = try executor.makeRequest(for: GomaAPI.trendingEvents(sportId: "4", page: 1), credentials: credentials).urlRequest
        #expect(trending.url?.absoluteString == "https://api.goma.test/api/events/v1/trending?sport_id=4&page=1")
        #expect(trending.bearer == "Bearer anon-jwt")
        let ended = try executor.makeRequest(for: GomaAPI.endedEvents(sportId: "4", page: 3), credentials: credentials).urlRequest
        #expect(ended.url?.absoluteString == "https://api.goma.test/api/events/v1/scores?sport_id=4&page=3")
        #expect(ended.httpMethod == "GET")
        #expect(ended.bearer == "Bearer anon-jwt")
        #expect(GomaAPI.endedEvents(sportId: "4", page: 1).cacheTTL == GomaAPI.endedListTTL)
        #expect(GomaAPI.trendingEvents(sportId: "4", page: 1).cacheTTL == nil, "polled: a cache would hide the changes")
    }

    // MARK: - Mappers

    @Test func endedEventsAreEndedWithTheirFinalScores() throws {
        let page = GomaModelMapper.eventPage(try Fixture.decode(GomaModels.Paged<GomaModels.Event>.self, "events-ended.json"), request: PageRequest(page: 1))
        #expect(page.items.map(\.id) == ["48150", "48120", "48118"])
        #expect(page.items.map(\.status) == [.ended, .ended, .ended])
        #expect(page.items.map { $0.score.map { [$0.home, $0.away] } } == [[2, 1], [1, 1], [2, 3]], "ET: after extra time")
        #expect(page.items[0].startDate == utc(2025, 3, 12, 19, 45))
        #expect(page.items[0].competition?.id == "1203")
        #expect(page.page == 1)
        #expect(!page.hasMore, "3 events on a page of 10")
    }

    @Test func theFinalScoreComesFromFtAndEtScoreNotHomeScore() throws {
        let text = try Fixture.string("events-ended.json")
            .replacingOccurrences(of: #""home_score": 2"#, with: #""home_score": 7"#)
            .replacingOccurrences(of: #""away_score": 1"#, with: #""away_score": 7"#)
        #expect(try text != Fixture.string("events-ended.json"))
        let paged = try GomaCoding.makeDecoder().decode(GomaModels.Paged<GomaModels.Event>.self, from: Data(text.utf8))
        let events = paged.data.map(GomaModelMapper.event)
        #expect(events[0].score?.home == 2)
        #expect(events[0].score?.away == 1)
        #expect(events[2].score?.home == 2)
        #expect(events[2].score?.away == 3)
    }

    @Test func trendingKeepsTheVendorsOrder() throws {
        let page = GomaModelMapper.eventPage(try Fixture.decode(GomaModels.Paged<GomaModels.Event>.self, "events-trending.json"), request: PageRequest(page: 1))
        #expect(page.items.map(\.id) == ["48214", "48213", "48215"])
        #expect(page.items.map(\.status) == [.notStarted, .notStarted, .notStarted])
        #expect(!page.hasMore)
    }

    @Test func aPageShorterThanItsPerPageOrEmptyIsTheLast() throws {
        func paged(_ count: Int, perPage: Int?) throws -> GomaModels.Paged<GomaModels.Event> {
            try GomaCoding.makeDecoder().decode(GomaModels.Paged<GomaModels.Event>.self, from: trendingBody(1, count: count, perPage: perPage))
        }
        #expect(GomaModelMapper.hasMore(try paged(3, perPage: 3)))
        #expect(!GomaModelMapper.hasMore(try paged(10, perPage: 20)), "per_page wins over the assumed 10")
        #expect(GomaModelMapper.hasMore(try paged(10, perPage: nil)), "the client's assumed 10")
        #expect(!GomaModelMapper.hasMore(try paged(9, perPage: nil)))
        #expect(!GomaModelMapper.hasMore(try paged(0, perPage: nil)))
        #expect(!GomaModelMapper.hasMore(try paged(0, perPage: 0)))
    }

    // MARK: - Paged live lists

    @Test func popularEventsLoadMoreReadsOnePageMoreUntilAShortPage() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let pages = [1: try trendingPage(1, count: 3, perPage: 3), 2: try trendingPage(2, count: 3, perPage: 3),
                     3: try trendingPage(3, count: 1, perPage: 3)]
        server.set(Self.trending) { request, _ in
            let number = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?
                .first { $0.name == "page" }?.value.flatMap(Int.init) ?? 0
            return pages[number] ?? .json(#"{"current_page":9,"data":[],"per_page":3}"#)
        }
        let provider = makeProvider(server, sleep: waitForever)
        let list = provider.events.popularEvents(sport: .football)
        var iterator = list.snapshots.makeAsyncIterator()

        let first = try #require(await iterator.next())
        #expect(first.events.map(\.id) == ["100", "101", "102"])
        #expect(first.hasMore)
        #expect(first.requestedCount == 10)
        await list.loadMore()
        let second = try #require(await iterator.next())
        #expect(second.events.map(\.id) == ["100", "101", "102", "200", "201", "202"])
        #expect(second.hasMore)
        await list.loadMore()
        let third = try #require(await iterator.next())
        #expect(third.events.map(\.id) == ["100", "101", "102", "200", "201", "202", "300"])
        #expect(!third.hasMore, "page 3 is shorter than its per_page")
        await list.loadMore()
        #expect(server.requests.filter { $0.path == "/api/events/v1/trending" }.map(page)
                == ["1", "1", "2", "1", "2", "3"], "each subscription reads pages 1 to n; past the end nothing more")
        #expect(server.requests.filter { $0.path == "/api/events/v1/trending" }.compactMap {
            $0.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?.first { $0.name == "sport_id" }?.value
        } == Array(repeating: "4", count: 6))
    }

    @Test func theMaximumEndsTheListEvenWhenThePagesAreFull() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let full = try trendingPage(1, count: 10, perPage: nil)
        server.set(Self.upcoming) { _, _ in full }
        let provider = makeProvider(server, sleep: waitForever)
        let list = provider.events.upcomingEvents(sport: .football)
        var iterator = list.snapshots.makeAsyncIterator()
        var snapshot = try #require(await iterator.next())
        while snapshot.hasMore {
            await list.loadMore()
            snapshot = try #require(await iterator.next())
        }
        #expect(snapshot.requestedCount == GomaAPI.eventListPageSize * GomaAPI.eventListMaximumPages)
        #expect(snapshot.events.count == 10 * GomaAPI.eventListMaximumPages)
        #expect(server.requests.last.flatMap(page) == String(GomaAPI.eventListMaximumPages))
    }

    @Test func upcomingEventsArePolledAndAChangedListIsANewSnapshot() async throws {
        let first = try Fixture.string("events-upcoming.json")
        let moved = first.replacingOccurrences(of: "2025-03-16 18:00:00", with: "2025-03-16 19:00:00")
        #expect(first != moved)
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.upcoming: { _, count in .json(count <= 2 ? first : moved) },
        ])
        let sleeper = GomaLivePollingTests.GatedSleeper(instantSleeps: 2)
        let provider = makeProvider(server, sleep: sleeper.sleep)
        var received: [EventPageSnapshot] = []
        for try await snapshot in provider.events.upcomingEvents(sport: .football).snapshots {
            received.append(snapshot)
            if received.count == 2 { break }
        }
        #expect(received.map { $0.events.map(\.id) } == [["48213", "48214"], ["48213", "48214"]])
        #expect(received[1].events[1].startDate == utc(2025, 3, 16, 19))
        #expect(received.map(\.hasMore) == [false, false], "2 events on a page of 20")
        #expect(server.count(Self.upcoming) == 3, "the unchanged second poll is not a snapshot")
        #expect(sleeper.delays.withLock { $0 }.first == testConfiguration.livePollInterval)
    }

    @Test func aFailedPageEndsTheSnapshotsWithTheError() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.trending: { _, _ in .fixture("error-404.json", status: 404) },
        ])
        let provider = makeProvider(server, sleep: waitForever)
        await #expect(throws: ServiceProviderError.notFound) {
            try await provider.events.popularEvents(sport: .football).snapshots.first { _ in true }
        }
    }

    @Test func aTransientFailureBacksOffAndPollsAgain() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.trending: { _, count in count == 1 ? .json(#"{"message":"busy"}"#, status: 503) : .fixture("events-trending.json") },
        ])
        let sleeper = YieldingSleeper()
        let provider = makeProvider(server, sleep: sleeper.sleep)
        let snapshot = try await provider.events.popularEvents(sport: .football).snapshots.first { _ in true }
        #expect(snapshot?.events.map(\.id) == ["48214", "48213", "48215"])
        #expect(sleeper.recorded.first == testConfiguration.livePollInterval * 2, "the poller's backoff")
    }

    @Test func aSportWithoutAGomaIdListsNothingAndAsksNothing() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let provider = makeProvider(server, sleep: waitForever)
        let snapshot = try await provider.events.popularEvents(sport: .cricket).snapshots.first { _ in true }
        #expect(snapshot == EventPageSnapshot(events: [], hasMore: false, requestedCount: 10))
        let ended = try await provider.events.endedEvents(sport: .cricket)
        #expect(ended == Page(items: [], page: 1, next: nil))
        #expect(server.requests == [])
    }

    // MARK: - list(_:) shares the rule

    @Test func upcomingEventQueryUsesTheSameEndRule() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let full = try trendingPage(1, count: 10, perPage: nil)
        server.set(Self.upcoming) { _, _ in full }
        let provider = makeProvider(server)
        let page = try await provider.events.list(EventQuery(sport: .football, timing: .upcoming))
        #expect(page.items.count == 10)
        #expect(page.hasMore, "10 events without per_page: the vendor's assumed page size, not the query's 20")
        #expect(page.next == PageRequest(page: 2, pageSize: 20), "the next request repeats the query's page size")
    }

    // MARK: - Ended events

    @Test func endedEventsAskThePageAndAreCachedBriefly() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.scores: { _, _ in .fixture("events-ended.json") },
        ])
        let provider = makeProvider(server)
        let first = try await provider.events.endedEvents(sport: .football)
        #expect(first.items.map(\.id) == ["48150", "48120", "48118"])
        #expect(first.items.compactMap(\.score).map(\.home) == [2, 1, 2])
        #expect(!first.hasMore)
        _ = try await provider.events.endedEvents(sport: .football, page: PageRequest(page: 1, pageSize: 50))
        #expect(server.count(Self.scores) == 1, "served from the cache; pageSize is not sent")
        let second = try await provider.events.endedEvents(sport: .football, page: PageRequest(page: 2))
        #expect(second.page == 2)
        #expect(server.requests.last?.url?.query == "sport_id=4&page=2")
    }

    @Test func endedEventsErrorsAreTyped() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.scores: { _, _ in .fixture("error-404.json", status: 404) },
        ])
        await #expect(throws: ServiceProviderError.notFound) { try await makeProvider(server).events.endedEvents(sport: .football) }
        let malformed = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.scores: { _, _ in .json(#"{"current_page":1,"data":[{"id":1}]}"#) },
        ])
        do {
            _ = try await makeProvider(malformed).events.endedEvents(sport: .football)
            Issue.record("a malformed event is a decoding error")
        } catch {
            guard case .decoding = error else { Issue.record("\(error)"); return }
        }
    }
}
