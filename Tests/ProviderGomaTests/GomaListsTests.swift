import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The paged lists: trending (`popularEvents`), upcoming (`upcomingEvents`, `events(.upcoming)`)
/// and ended events (`endedEvents`): requests, mappers over the fixtures, paging to the end,
/// polling and errors.
final class GomaListsTests: XCTestCase {
    static let trending = "GET /api/events/v1/trending"
    static let upcoming = "GET /api/events/v1/upcoming"
    static let scores = "GET /api/events/v1/scores"

    /// A sleep that never elapses in a test: each subscription polls once, then waits until
    /// "load more" or the consumer stopping cancels it.
    private let waitForever: SleepFunction = { _ in try await Task.sleep(nanoseconds: 3_600_000_000_000) }

    private func makeProvider(_ server: GomaStubServer, sleep: @escaping SleepFunction = VirtualSleeper().sleep) -> GomaProvider {
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
        var body = try XCTUnwrap(try JSONSerialization.jsonObject(with: Fixture.data("events-trending.json")) as? [String: Any])
        let events = try XCTUnwrap(body["data"] as? [[String: Any]])
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

    func testTheListRequestsNameTheSportAndPage() throws {
        let executor = makeTestExecutor()
        let credentials = Credentials(accessToken: "anon-jwt")
        let trending = try executor.makeRequest(for: GomaAPI.trendingEvents(sportId: "4", page: 1), credentials: credentials).urlRequest
        XCTAssertEqual(trending.url?.absoluteString, "https://api.goma.test/api/events/v1/trending?sport_id=4&page=1")
        XCTAssertEqual(trending.bearer, "Bearer anon-jwt")
        let ended = try executor.makeRequest(for: GomaAPI.endedEvents(sportId: "4", page: 3), credentials: credentials).urlRequest
        XCTAssertEqual(ended.url?.absoluteString, "https://api.goma.test/api/events/v1/scores?sport_id=4&page=3")
        XCTAssertEqual(ended.httpMethod, "GET")
        XCTAssertEqual(ended.bearer, "Bearer anon-jwt")
        XCTAssertEqual(GomaAPI.endedEvents(sportId: "4", page: 1).cacheTTL, GomaAPI.endedListTTL)
        XCTAssertNil(GomaAPI.trendingEvents(sportId: "4", page: 1).cacheTTL, "polled: a cache would hide the changes")
    }

    // MARK: - Mappers

    func testEndedEventsAreEndedWithTheirFinalScores() throws {
        let page = GomaModelMapper.eventPage(try Fixture.decode(GomaModels.Paged<GomaModels.Event>.self, "events-ended.json"), request: PageRequest(page: 1))
        XCTAssertEqual(page.items.map(\.id), ["48150", "48120", "48118"])
        XCTAssertEqual(page.items.map(\.status), [.ended, .ended, .ended])
        XCTAssertEqual(page.items.map { $0.score.map { [$0.home, $0.away] } }, [[2, 1], [1, 1], [2, 3]], "ET: after extra time")
        XCTAssertEqual(page.items[0].startDate, utc(2025, 3, 12, 19, 45))
        XCTAssertEqual(page.items[0].competition?.id, "1203")
        XCTAssertEqual(page.page, 1)
        XCTAssertFalse(page.hasMore, "3 events on a page of 10")
    }

    func testTheFinalScoreComesFromFtAndEtScoreNotHomeScore() throws {
        let text = try Fixture.string("events-ended.json")
            .replacingOccurrences(of: #""home_score": 2"#, with: #""home_score": 7"#)
            .replacingOccurrences(of: #""away_score": 1"#, with: #""away_score": 7"#)
        XCTAssertNotEqual(text, try Fixture.string("events-ended.json"))
        let paged = try GomaCoding.makeDecoder().decode(GomaModels.Paged<GomaModels.Event>.self, from: Data(text.utf8))
        let events = paged.data.map(GomaModelMapper.event)
        XCTAssertEqual(events[0].score?.home, 2)
        XCTAssertEqual(events[0].score?.away, 1)
        XCTAssertEqual(events[2].score?.home, 2)
        XCTAssertEqual(events[2].score?.away, 3)
    }

    func testTrendingKeepsTheVendorsOrder() throws {
        let page = GomaModelMapper.eventPage(try Fixture.decode(GomaModels.Paged<GomaModels.Event>.self, "events-trending.json"), request: PageRequest(page: 1))
        XCTAssertEqual(page.items.map(\.id), ["48214", "48213", "48215"])
        XCTAssertEqual(page.items.map(\.status), [.notStarted, .notStarted, .notStarted])
        XCTAssertFalse(page.hasMore)
    }

    func testAPageShorterThanItsPerPageOrEmptyIsTheLast() throws {
        func paged(_ count: Int, perPage: Int?) throws -> GomaModels.Paged<GomaModels.Event> {
            try GomaCoding.makeDecoder().decode(GomaModels.Paged<GomaModels.Event>.self, from: trendingBody(1, count: count, perPage: perPage))
        }
        XCTAssertTrue(GomaModelMapper.hasMore(try paged(3, perPage: 3)))
        XCTAssertFalse(GomaModelMapper.hasMore(try paged(10, perPage: 20)), "per_page wins over the assumed 10")
        XCTAssertTrue(GomaModelMapper.hasMore(try paged(10, perPage: nil)), "the client's assumed 10")
        XCTAssertFalse(GomaModelMapper.hasMore(try paged(9, perPage: nil)))
        XCTAssertFalse(GomaModelMapper.hasMore(try paged(0, perPage: nil)))
        XCTAssertFalse(GomaModelMapper.hasMore(try paged(0, perPage: 0)))
    }

    // MARK: - Paged live lists

    func testPopularEventsLoadMoreReadsOnePageMoreUntilAShortPage() async throws {
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

        let first = try await XCTUnwrapAsync(await iterator.next())
        XCTAssertEqual(first.events.map(\.id), ["100", "101", "102"])
        XCTAssertTrue(first.hasMore)
        XCTAssertEqual(first.requestedCount, 10)
        await list.loadMore()
        let second = try await XCTUnwrapAsync(await iterator.next())
        XCTAssertEqual(second.events.map(\.id), ["100", "101", "102", "200", "201", "202"])
        XCTAssertTrue(second.hasMore)
        await list.loadMore()
        let third = try await XCTUnwrapAsync(await iterator.next())
        XCTAssertEqual(third.events.map(\.id), ["100", "101", "102", "200", "201", "202", "300"])
        XCTAssertFalse(third.hasMore, "page 3 is shorter than its per_page")
        await list.loadMore()
        XCTAssertEqual(server.requests.filter { $0.path == "/api/events/v1/trending" }.map(page),
                       ["1", "1", "2", "1", "2", "3"], "each subscription reads pages 1 to n; past the end nothing more")
        XCTAssertEqual(server.requests.filter { $0.path == "/api/events/v1/trending" }.compactMap {
            $0.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?.first { $0.name == "sport_id" }?.value
        }, Array(repeating: "4", count: 6))
    }

    func testTheMaximumEndsTheListEvenWhenThePagesAreFull() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let full = try trendingPage(1, count: 10, perPage: nil)
        server.set(Self.upcoming) { _, _ in full }
        let provider = makeProvider(server, sleep: waitForever)
        let list = provider.events.upcomingEvents(sport: .football)
        var iterator = list.snapshots.makeAsyncIterator()
        var snapshot = try await XCTUnwrapAsync(await iterator.next())
        while snapshot.hasMore {
            await list.loadMore()
            snapshot = try await XCTUnwrapAsync(await iterator.next())
        }
        XCTAssertEqual(snapshot.requestedCount, GomaAPI.eventListPageSize * GomaAPI.eventListMaximumPages)
        XCTAssertEqual(snapshot.events.count, 10 * GomaAPI.eventListMaximumPages)
        XCTAssertEqual(server.requests.last.flatMap(page), String(GomaAPI.eventListMaximumPages))
    }

    func testUpcomingEventsArePolledAndAChangedListIsANewSnapshot() async throws {
        let first = try Fixture.string("events-upcoming.json")
        let moved = first.replacingOccurrences(of: "2025-03-16 18:00:00", with: "2025-03-16 19:00:00")
        XCTAssertNotEqual(first, moved)
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
        XCTAssertEqual(received.map { $0.events.map(\.id) }, [["48213", "48214"], ["48213", "48214"]])
        XCTAssertEqual(received[1].events[1].startDate, utc(2025, 3, 16, 19))
        XCTAssertEqual(received.map(\.hasMore), [false, false], "2 events on a page of 20")
        XCTAssertEqual(server.count(Self.upcoming), 3, "the unchanged second poll is not a snapshot")
        XCTAssertEqual(sleeper.delays.withLock { $0 }.first, testConfiguration.livePollInterval)
    }

    func testAFailedPageEndsTheSnapshotsWithTheError() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.trending: { _, _ in .fixture("error-404.json", status: 404) },
        ])
        let provider = makeProvider(server, sleep: waitForever)
        await XCTAssertThrowsError({ try await provider.events.popularEvents(sport: .football).snapshots.first { _ in true } }, .notFound)
    }

    func testATransientFailureBacksOffAndPollsAgain() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.trending: { _, count in count == 1 ? .json(#"{"message":"busy"}"#, status: 503) : .fixture("events-trending.json") },
        ])
        let sleeper = VirtualSleeper()
        let provider = makeProvider(server, sleep: sleeper.sleep)
        let snapshot = try await provider.events.popularEvents(sport: .football).snapshots.first { _ in true }
        XCTAssertEqual(snapshot?.events.map(\.id), ["48214", "48213", "48215"])
        XCTAssertEqual(sleeper.recorded.first, testConfiguration.livePollInterval * 2, "the poller's backoff")
    }

    func testASportWithoutAGomaIdListsNothingAndAsksNothing() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let provider = makeProvider(server, sleep: waitForever)
        let snapshot = try await provider.events.popularEvents(sport: .cricket).snapshots.first { _ in true }
        XCTAssertEqual(snapshot, EventPageSnapshot(events: [], hasMore: false, requestedCount: 10))
        let ended = try await provider.events.endedEvents(sport: .cricket)
        XCTAssertEqual(ended, Page(items: [], page: 1, next: nil))
        XCTAssertEqual(server.requests, [])
    }

    // MARK: - events(_:) shares the rule

    func testUpcomingEventQueryUsesTheSameEndRule() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let full = try trendingPage(1, count: 10, perPage: nil)
        server.set(Self.upcoming) { _, _ in full }
        let provider = makeProvider(server)
        let page = try await provider.events.events(EventQuery(sport: .football, timing: .upcoming))
        XCTAssertEqual(page.items.count, 10)
        XCTAssertTrue(page.hasMore, "10 events without per_page: the vendor's assumed page size, not the query's 20")
        XCTAssertEqual(page.next, PageRequest(page: 2, pageSize: 20), "the next request repeats the query's page size")
    }

    // MARK: - Ended events

    func testEndedEventsAskThePageAndAreCachedBriefly() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.scores: { _, _ in .fixture("events-ended.json") },
        ])
        let provider = makeProvider(server)
        let first = try await provider.events.endedEvents(sport: .football)
        XCTAssertEqual(first.items.map(\.id), ["48150", "48120", "48118"])
        XCTAssertEqual(first.items.compactMap(\.score).map(\.home), [2, 1, 2])
        XCTAssertFalse(first.hasMore)
        _ = try await provider.events.endedEvents(sport: .football, page: PageRequest(page: 1, pageSize: 50))
        XCTAssertEqual(server.count(Self.scores), 1, "served from the cache; pageSize is not sent")
        let second = try await provider.events.endedEvents(sport: .football, page: PageRequest(page: 2))
        XCTAssertEqual(second.page, 2)
        XCTAssertEqual(server.requests.last?.url?.query, "sport_id=4&page=2")
    }

    func testEndedEventsErrorsAreTyped() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.scores: { _, _ in .fixture("error-404.json", status: 404) },
        ])
        await XCTAssertThrowsError({ try await makeProvider(server).events.endedEvents(sport: .football) }, .notFound)
        let malformed = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.scores: { _, _ in .json(#"{"current_page":1,"data":[{"id":1}]}"#) },
        ])
        do {
            _ = try await makeProvider(malformed).events.endedEvents(sport: .football)
            XCTFail("a malformed event is a decoding error")
        } catch {
            guard case .decoding = error else { return XCTFail("\(error)") }
        }
    }
}

/// `XCTUnwrap` for an optional produced by an `await` expression.
func XCTUnwrapAsync<T>(_ value: T?, file: StaticString = #filePath, line: UInt = #line) async throws -> T {
    try XCTUnwrap(value, file: file, line: line)
}
