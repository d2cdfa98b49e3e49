import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The browsing tree, a competition, its events and the featured competitions over a stub server.
final class GomaCompetitionsServiceTests: XCTestCase {
    static let regions = "GET /api/regions/v1"
    static let competitions = "GET /api/competitions/v1"
    static let featured = "GET /api/competitions/v1/featured"
    static let events1203 = "GET /api/competitions/v1/1203/events"

    private func makeServer(_ extra: [String: GomaStubServer.Route] = [:]) -> GomaStubServer {
        var routes: [String: GomaStubServer.Route] = [
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.regions: { _, _ in .fixture("regions.json") },
            Self.competitions: { request, _ in
                switch Self.queryValue(request, "region_id") {
                case "73": return .fixture("competitions.json")
                case "68": return .json(#"[{"id":"2100","name":"LaLiga","region":{"id":68,"name":"Espanha","iso_code":"ES","sport":{"id":4,"name":"Futebol"}}},"#
                    + #"{"id":"2200","name":"ACB","region":{"id":68,"name":"Espanha","iso_code":"ES","sport":{"id":1,"name":"Basquetebol"}}},"#
                    + #"{"id":"2300","name":"Amigáveis"}]"#)
                default: return .fixture("error-404.json", status: 404)
                }
            },
            "GET /api/competitions/v1/1203": { _, _ in .fixture("competition-details.json") },
            "GET /api/competitions/v1/999": { _, _ in .fixture("error-404.json", status: 404) },
            Self.events1203: { _, _ in .fixture("competition-events.json") },
            Self.featured: { _, _ in .fixture("competitions-featured.json") },
            "GET /api/events/v1/upcoming": { _, _ in .fixture("events-upcoming.json") },
            "GET /api/events/v1/live": { _, _ in .fixture("events-live.json") },
        ]
        routes.merge(extra) { _, new in new }
        return GomaStubServer(routes)
    }

    private func makeProvider(_ transport: any HTTPTransport) -> GomaProvider {
        GomaProvider(configuration: testConfiguration, transport: transport, retryPolicy: .none, sleep: VirtualSleeper().sleep, now: fixtureNow)
    }

    private static func queryValue(_ request: URLRequest, _ name: String) -> String? {
        request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?.first { $0.name == name }?.value
    }

    /// A competition answer of the details call, for the featured ids.
    private static func details(_ id: String, sport: Int) -> StubTransport.Reply {
        .json(#"{"id":"\#(id)","name":"C \#(id)","region":{"id":73,"name":"Portugal","iso_code":"PT","sport":{"id":\#(sport),"name":"S"}}}"#)
    }

    private var featuredSix: [String: GomaStubServer.Route] {
        var routes: [String: GomaStubServer.Route] = [
            Self.featured: { _, _ in .json(#"["f1","f2","f3","f4","f5","f6"]"#) },
        ]
        for (index, id) in ["f1", "f2", "f3", "f4", "f5", "f6"].enumerated() {
            routes["GET /api/competitions/v1/\(id)"] = { _, _ in Self.details(id, sport: index == 1 ? 1 : 4) }
        }
        return routes
    }

    // MARK: - Regions and competitions

    func testRegionsOfASportAskTheSportsId() async throws {
        let server = makeServer()
        let regions = try await makeProvider(server.transport).events.regions(sport: .football)
        XCTAssertEqual(regions.map(\.id), ["73", "68", "1"])
        XCTAssertEqual(regions.first?.sportId, "4")
        XCTAssertEqual(server.requests.last?.url?.query, "sport_id=4")
    }

    func testRegionsOfASportGomaHasNoIdForAreEmptyWithoutARequest() async throws {
        let server = makeServer()
        let regions = try await makeProvider(server.transport).events.regions(sport: .handball)
        XCTAssertEqual(regions, [])
        XCTAssertEqual(server.count(Self.regions), 0)
    }

    func testTheTreeListsAreCached() async throws {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        let first = try await events.regions(sport: .football)
        let second = try await events.regions(sport: .football)
        XCTAssertEqual(first, second)
        _ = try await events.competitions(regionId: "73")
        _ = try await events.competitions(regionId: "73")
        _ = try await events.competition(id: "1203")
        _ = try await events.competition(id: "1203")
        _ = try await events.popularCompetitions(sport: .football)
        _ = try await events.popularCompetitions(sport: .football)
        XCTAssertEqual(server.count(Self.regions), 1)
        XCTAssertEqual(server.count(Self.competitions), 1)
        XCTAssertEqual(server.count("GET /api/competitions/v1/1203"), 1)
        XCTAssertEqual(server.count(Self.featured), 1)
    }

    func testCompetitionsOfARegion() async throws {
        let server = makeServer()
        let competitions = try await makeProvider(server.transport).events.competitions(regionId: "73")
        XCTAssertEqual(competitions.map(\.id), ["1203", "1204", "1210"])
        XCTAssertEqual(server.requests.last?.url?.query, "region_id=73")
    }

    func testAnInvalidRegionIdIsRefusedWithoutARequest() async {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        for id in ["", "7/3", "7 3"] {
            do {
                _ = try await events.competitions(regionId: id)
                XCTFail("\(id) was accepted")
            } catch {
                guard case .validation(let fields) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(fields.map(\.field), ["regionId"])
            }
        }
        XCTAssertEqual(server.count(Self.competitions), 0)
    }

    func testCompetitionsOfASportWalkTheRegionsInOrder() async throws {
        let server = makeServer()
        let competitions = try await makeProvider(server.transport).events.competitions(sport: .football)
        // Portugal's three, then Spain's football one and its competition without a region
        // (ACB states basketball: left out); "Internacional" answers 404 and is skipped.
        XCTAssertEqual(competitions.map(\.id), ["1203", "1204", "1210", "2100", "2300"])
        XCTAssertEqual(server.count(Self.regions), 1)
        XCTAssertEqual(server.count(Self.competitions), 3)
    }

    func testTheWalkFailsOnAnErrorOtherThanAGoneRegion() async {
        let server = makeServer([Self.competitions: { request, _ in
            Self.queryValue(request, "region_id") == "68" ? .json(#"{"message":"Server Error"}"#, status: 500) : .json("[]")
        }])
        await XCTAssertThrowsError({ try await makeProvider(server.transport).events.competitions(sport: .football) },
                                  .server(status: 500, message: "Server Error"))
    }

    func testTheWalkAsksAtMostFourRegionsAtOnce() async throws {
        let ids = (1...10).map(String.init)
        let regions = "[" + ids.map { #"{"id":\#($0),"name":"R\#($0)"}"# }.joined(separator: ",") + "]"
        let server = makeServer([Self.regions: { _, _ in .json(regions) }, Self.competitions: { request, _ in
            let id = Self.queryValue(request, "region_id") ?? ""
            return .json(#"[{"id":"c\#(id)","name":"C","region":{"id":\#(id),"name":"R","sport":{"id":4,"name":"Futebol"}}}]"#)
        }])
        let isRegionCall: @Sendable (URLRequest) -> Bool = { $0.url?.path == "/api/competitions/v1" }
        let rendezvous = RendezvousTransport(wrapping: server.transport, expected: GomaEventsService.treeConcurrency, matching: isRegionCall)
        let counter = InFlightCounter(wrapping: rendezvous, matching: isRegionCall)
        let competitions = try await makeProvider(counter).events.competitions(sport: .football)
        XCTAssertEqual(competitions.map(\.id), ids.map { "c\($0)" }, "the regions' order, whatever order the answers came in")
        XCTAssertTrue(rendezvous.allArrivedTogether, "four regions were asked at once")
        XCTAssertEqual(counter.maximum, GomaEventsService.treeConcurrency)
    }

    // MARK: - A competition

    func testACompetitionById() async throws {
        let competition = try await makeProvider(makeServer().transport).events.competition(id: "1203")
        XCTAssertEqual(competition.name, "Primeira Liga")
        XCTAssertEqual(competition.sportId, "4")
    }

    func testAnUnknownCompetitionIsNotFound() async {
        let provider = makeProvider(makeServer().transport)
        await XCTAssertThrowsError({ try await provider.events.competition(id: "999") }, .notFound)
    }

    func testAnInvalidCompetitionIdIsRefusedWithoutARequest() async {
        let server = makeServer()
        let provider = makeProvider(server.transport)
        await XCTAssertThrowsError({ try await provider.events.competition(id: "../1203") },
                                  .validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")]))
        XCTAssertEqual(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions") ?? false }.count, 0)
    }

    // MARK: - A competition's events

    func testACompetitionsEventsComeFromItsOwnCall() async throws {
        let server = makeServer()
        let page = try await makeProvider(server.transport).events.events(EventQuery(sport: .football, competitionId: "1203"))
        XCTAssertEqual(page.items.map(\.id), ["48213", "48214", "48215"])
        XCTAssertFalse(page.hasMore)
        XCTAssertEqual(server.count(Self.events1203), 1)
        XCTAssertNil(server.requests.last?.url?.query, "the vendor's client sends no page parameter")
        XCTAssertEqual(server.count("GET /api/events/v1/upcoming") + server.count("GET /api/events/v1/live"), 0)
    }

    func testACompetitionsEventsArePagedFromTheFirstVendorPage() async throws {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        let first = try await events.events(EventQuery(sport: .football, competitionId: "1203", page: PageRequest(page: 1, pageSize: 2)))
        XCTAssertEqual(first.items.map(\.id), ["48213", "48214"])
        XCTAssertTrue(first.hasMore)
        XCTAssertEqual(first.next, PageRequest(page: 2, pageSize: 2))
        let second = try await events.events(EventQuery(sport: .football, competitionId: "1203", page: PageRequest(page: 2, pageSize: 2)))
        XCTAssertEqual(second.items.map(\.id), ["48215"])
        XCTAssertFalse(second.hasMore)
        XCTAssertNil(second.next)
        XCTAssertEqual(second.page, 2)
        let far = try await events.events(EventQuery(sport: .football, competitionId: "1203", page: PageRequest(page: .max, pageSize: .max)))
        XCTAssertEqual(far, Page(items: [], page: .max, next: nil))
    }

    func testACompetitionsEventsKeepTheQuerysTimingAndSport() async throws {
        let data = try Fixture.data("competition-events.json")
        var page = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var items = try XCTUnwrap(page["data"] as? [[String: Any]])
        items[2]["is_live"] = 1
        items[2]["status"] = "1H"
        page["data"] = items
        let body = String(decoding: try JSONSerialization.data(withJSONObject: page), as: UTF8.self)
        let events = makeProvider(makeServer([Self.events1203: { _, _ in .json(body) }]).transport).events
        let live = try await events.events(EventQuery(sport: .football, timing: .live, competitionId: "1203"))
        XCTAssertEqual(live.items.map(\.id), ["48215"])
        let upcoming = try await events.events(EventQuery(sport: .football, timing: .upcoming, competitionId: "1203"))
        XCTAssertEqual(upcoming.items.map(\.id), ["48213", "48214"])
        let basketball = try await events.events(EventQuery(sport: .basketball, competitionId: "1203"))
        XCTAssertEqual(basketball.items, [])
    }

    func testACompetitionsEventsErrors() async {
        let server = makeServer(["GET /api/competitions/v1/999/events": { _, _ in .fixture("error-404.json", status: 404) }])
        let events = makeProvider(server.transport).events
        await XCTAssertThrowsError({ try await events.events(EventQuery(sport: .football, competitionId: "999")) }, .notFound)
        await XCTAssertThrowsError({ try await events.events(EventQuery(sport: .football, competitionId: "12 03")) },
                                  .validation(fields: [.init(field: "competitionId", code: "INVALID",
                                                             message: "competitionId is not a valid identifier.")]))
        XCTAssertEqual(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions") ?? false }.count, 1)
    }

    func testWithoutACompetitionTheListsAnswerAsBefore() async throws {
        let server = makeServer()
        let page = try await makeProvider(server.transport).events.events(EventQuery(sport: .football))
        XCTAssertEqual(page.items.map(\.id), ["48190", "48213", "48214"])
        XCTAssertEqual(server.count(Self.events1203), 0)
    }

    // MARK: - Featured

    func testFeaturedIdsAreResolvedThroughTheDetailsCallInOrder() async throws {
        let server = makeServer([
            "GET /api/competitions/v1/55807.1": { _, _ in Self.details("55807.1", sport: 4) },
            "GET /api/competitions/v1/55834.1": { _, _ in .fixture("error-404.json", status: 404) },
            "GET /api/competitions/v1/55806.1": { _, _ in Self.details("55806.1", sport: 1) },
            "GET /api/competitions/v1/55852.1": { _, _ in Self.details("55852.1", sport: 4) },
        ])
        let events = makeProvider(server.transport).events
        let football = try await events.popularCompetitions(sport: .football, limit: 10)
        XCTAssertEqual(football.map(\.id), ["55807.1", "55852.1"], "an unknown id is skipped, another sport's left out")
        XCTAssertEqual(football.first?.name, "C 55807.1")
        let basketball = try await events.popularCompetitions(sport: .basketball, limit: 10)
        XCTAssertEqual(basketball.map(\.id), ["55806.1"])
    }

    func testFeaturedIdsAreResolvedOnlyAsFarAsTheLimitNeeds() async throws {
        let server = makeServer(featuredSix)
        let popular = try await makeProvider(server.transport).events.popularCompetitions(sport: .football, limit: 2)
        XCTAssertEqual(popular.map(\.id), ["f1", "f3"])
        XCTAssertEqual(["f1", "f2", "f3", "f4"].map { server.count("GET /api/competitions/v1/\($0)") }, [1, 1, 1, 1])
        XCTAssertEqual(server.count("GET /api/competitions/v1/f5") + server.count("GET /api/competitions/v1/f6"), 0,
                       "the first batch of four already held two")
        let more = try await makeProvider(makeServer(featuredSix).transport).events.popularCompetitions(sport: .football, limit: 5)
        XCTAssertEqual(more.map(\.id), ["f1", "f3", "f4", "f5", "f6"])
    }

    func testFeaturedIdsThatAreNotIdsAreSkippedWithoutARequest() async throws {
        let server = makeServer([Self.featured: { _, _ in .json(#"["", "a/b", "1203", "1203"]"#) }])
        let popular = try await makeProvider(server.transport).events.popularCompetitions(sport: .football, limit: 10)
        XCTAssertEqual(popular.map(\.id), ["1203"])
        XCTAssertEqual(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions/v1/") ?? false }.map { $0.url?.path ?? "" },
                       ["/api/competitions/v1/featured", "/api/competitions/v1/1203"])
    }

    func testFeaturedFullCompetitionsAreFilteredBySport() async throws {
        let server = makeServer([Self.featured: { _, _ in .fixture("competitions-featured-full.json") }])
        let events = makeProvider(server.transport).events
        let football = try await events.popularCompetitions(sport: .football, limit: 1)
        XCTAssertEqual(football.map(\.name), ["Liga Exemplo"])
        let basketball = try await events.popularCompetitions(sport: .basketball, limit: 10)
        XCTAssertEqual(basketball, [])
        XCTAssertEqual(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions/v1/5") ?? false }.count, 0,
                       "full competitions need no details call")
    }

    func testFeaturedLimitIsChecked() async {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        for limit in [0, 101] {
            await XCTAssertThrowsError({ try await events.popularCompetitions(sport: .football, limit: limit) },
                                      .validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")]))
        }
        XCTAssertEqual(server.count(Self.featured), 0)
    }

    func testFeaturedErrorsReachTheCaller() async {
        let server = makeServer([Self.featured: { _, _ in .json(#"{"message":"Server Error"}"#, status: 500) }])
        await XCTAssertThrowsError({ try await makeProvider(server.transport).events.popularCompetitions(sport: .football) },
                                  .server(status: 500, message: "Server Error"))
    }
}

/// Counts the matching requests in flight at once, and the most there ever were.
private final class InFlightCounter: HTTPTransport, Sendable {
    private let inner: any HTTPTransport
    private let matches: @Sendable (URLRequest) -> Bool
    private let state = Locked((now: 0, maximum: 0))

    init(wrapping inner: any HTTPTransport, matching: @escaping @Sendable (URLRequest) -> Bool) {
        self.inner = inner
        matches = matching
    }

    var maximum: Int { state.withLock { $0.maximum } }

    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        guard matches(request.urlRequest) else { return try await inner.send(request) }
        state.withLock { $0.now += 1; $0.maximum = max($0.maximum, $0.now) }
        defer { state.withLock { $0.now -= 1 } }
        return try await inner.send(request)
    }
}
