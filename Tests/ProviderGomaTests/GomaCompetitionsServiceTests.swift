import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The browsing tree, a competition, its events and the featured competitions over a stub server.
@Suite struct GomaCompetitionsServiceTests {
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
        GomaProvider(configuration: testConfiguration, transport: transport, retryPolicy: .none, sleep: YieldingSleeper().sleep, now: fixtureNow)
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

    @Test func regionsOfASportAskTheSportsId() async throws {
        let server = makeServer()
        let regions = try await makeProvider(server.transport).events.regions(sport: .football)
        #expect(regions.map(\.id) == ["73", "68", "1"])
        #expect(regions.first?.sportId == "4")
        #expect(server.requests.last?.url?.query == "sport_id=4")
    }

    @Test func regionsOfASportGomaHasNoIdForAreEmptyWithoutARequest() async throws {
        let server = makeServer()
        let regions = try await makeProvider(server.transport).events.regions(sport: .handball)
        #expect(regions == [])
        #expect(server.count(Self.regions) == 0)
    }

    @Test func theTreeListsAreCached() async throws {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        let first = try await events.regions(sport: .football)
        let second = try await events.regions(sport: .football)
        #expect(first == second)
        _ = try await events.competitions(regionId: "73")
        _ = try await events.competitions(regionId: "73")
        _ = try await events.competition(id: "1203")
        _ = try await events.competition(id: "1203")
        _ = try await events.popularCompetitions(sport: .football)
        _ = try await events.popularCompetitions(sport: .football)
        #expect(server.count(Self.regions) == 1)
        #expect(server.count(Self.competitions) == 1)
        #expect(server.count("GET /api/competitions/v1/1203") == 1)
        #expect(server.count(Self.featured) == 1)
    }

    @Test func competitionsOfARegion() async throws {
        let server = makeServer()
        let competitions = try await makeProvider(server.transport).events.competitions(regionId: "73")
        #expect(competitions.map(\.id) == ["1203", "1204", "1210"])
        #expect(server.requests.last?.url?.query == "region_id=73")
    }

    @Test func anInvalidRegionIdIsRefusedWithoutARequest() async {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        for id in ["", "7/3", "7 3"] {
            do {
                _ = try await events.competitions(regionId: id)
                Issue.record("\(id) was accepted")
            } catch {
                guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
                #expect(fields.map(\.field) == ["regionId"])
            }
        }
        #expect(server.count(Self.competitions) == 0)
    }

    @Test func competitionsOfASportWalkTheRegionsInOrder() async throws {
        let server = makeServer()
        let competitions = try await makeProvider(server.transport).events.competitions(sport: .football)
        // Portugal's three, then Spain's football one and its competition without a region
        // (ACB states basketball: left out); "Internacional" answers 404 and is skipped.
        #expect(competitions.map(\.id) == ["1203", "1204", "1210", "2100", "2300"])
        #expect(server.count(Self.regions) == 1)
        #expect(server.count(Self.competitions) == 3)
    }

    @Test func theWalkFailsOnAnErrorOtherThanAGoneRegion() async {
        let server = makeServer([Self.competitions: { request, _ in
            Self.queryValue(request, "region_id") == "68" ? .json(#"{"message":"Server Error"}"#, status: 500) : .json("[]")
        }])
        await #expect(throws: ServiceProviderError.server(status: 500, message: "Server Error")) {
            try await makeProvider(server.transport).events.competitions(sport: .football)
        }
    }

    @Test func theWalkAsksAtMostFourRegionsAtOnce() async throws {
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
        #expect(competitions.map(\.id) == ids.map { "c\($0)" }, "the regions' order, whatever order the answers came in")
        #expect(rendezvous.allArrivedTogether, "four regions were asked at once")
        #expect(counter.maximum == GomaEventsService.treeConcurrency)
    }

    // MARK: - A competition

    @Test func aCompetitionById() async throws {
        let competition = try await makeProvider(makeServer().transport).events.competition(id: "1203")
        #expect(competition.name == "Primeira Liga")
        #expect(competition.sportId == "4")
    }

    @Test func anUnknownCompetitionIsNotFound() async {
        let provider = makeProvider(makeServer().transport)
        await #expect(throws: ServiceProviderError.notFound) { try await provider.events.competition(id: "999") }
    }

    @Test func anInvalidCompetitionIdIsRefusedWithoutARequest() async {
        let server = makeServer()
        let provider = makeProvider(server.transport)
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")])) {
            try await provider.events.competition(id: "../1203")
        }
        #expect(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions") ?? false }.count == 0)
    }

    // MARK: - A competition's events

    @Test func aCompetitionsEventsComeFromItsOwnCall() async throws {
        let server = makeServer()
        let page = try await makeProvider(server.transport).events.list(EventQuery(sport: .football, competitionId: "1203"))
        #expect(page.items.map(\.id) == ["48213", "48214", "48215"])
        #expect(!page.hasMore)
        #expect(server.count(Self.events1203) == 1)
        #expect(server.requests.last?.url?.query == nil, "the vendor's client sends no page parameter")
        #expect(server.count("GET /api/events/v1/upcoming") + server.count("GET /api/events/v1/live") == 0)
    }

    @Test func aCompetitionsEventsArePagedFromTheFirstVendorPage() async throws {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        let first = try await events.list(EventQuery(sport: .football, competitionId: "1203", page: PageRequest(page: 1, pageSize: 2)))
        #expect(first.items.map(\.id) == ["48213", "48214"])
        #expect(first.hasMore)
        #expect(first.next == PageRequest(page: 2, pageSize: 2))
        let second = try await events.list(EventQuery(sport: .football, competitionId: "1203", page: PageRequest(page: 2, pageSize: 2)))
        #expect(second.items.map(\.id) == ["48215"])
        #expect(!second.hasMore)
        #expect(second.next == nil)
        #expect(second.page == 2)
        let far = try await events.list(EventQuery(sport: .football, competitionId: "1203", page: PageRequest(page: .max, pageSize: .max)))
        #expect(far == Page(items: [], page: .max, next: nil))
    }

    @Test func aCompetitionsEventsKeepTheQuerysTimingAndSport() async throws {
        let data = try Fixture.data("competition-events.json")
        var page = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var items = try #require(page["data"] as? [[String: Any]])
        items[2]["is_live"] = 1
        items[2]["status"] = "1H"
        page["data"] = items
        let body = String(decoding: try JSONSerialization.data(withJSONObject: page), as: UTF8.self)
        let events = makeProvider(makeServer([Self.events1203: { _, _ in .json(body) }]).transport).events
        let live = try await events.list(EventQuery(sport: .football, timing: .live, competitionId: "1203"))
        #expect(live.items.map(\.id) == ["48215"])
        let upcoming = try await events.list(EventQuery(sport: .football, timing: .upcoming, competitionId: "1203"))
        #expect(upcoming.items.map(\.id) == ["48213", "48214"])
        let basketball = try await events.list(EventQuery(sport: .basketball, competitionId: "1203"))
        #expect(basketball.items == [])
    }

    @Test func aCompetitionsEventsErrors() async {
        let server = makeServer(["GET /api/competitions/v1/999/events": { _, _ in .fixture("error-404.json", status: 404) }])
        let events = makeProvider(server.transport).events
        await #expect(throws: ServiceProviderError.notFound) { try await events.list(EventQuery(sport: .football, competitionId: "999")) }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "competitionId", code: "INVALID",
                                                                             message: "competitionId is not a valid identifier.")])) {
            try await events.list(EventQuery(sport: .football, competitionId: "12 03"))
        }
        #expect(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions") ?? false }.count == 1)
    }

    @Test func withoutACompetitionTheListsAnswerAsBefore() async throws {
        let server = makeServer()
        let page = try await makeProvider(server.transport).events.list(EventQuery(sport: .football))
        #expect(page.items.map(\.id) == ["48190", "48213", "48214"])
        #expect(server.count(Self.events1203) == 0)
    }

    // MARK: - Featured

    @Test func featuredIdsAreResolvedThroughTheDetailsCallInOrder() async throws {
        let server = makeServer([
            "GET /api/competitions/v1/55807.1": { _, _ in Self.details("55807.1", sport: 4) },
            "GET /api/competitions/v1/55834.1": { _, _ in .fixture("error-404.json", status: 404) },
            "GET /api/competitions/v1/55806.1": { _, _ in Self.details("55806.1", sport: 1) },
            "GET /api/competitions/v1/55852.1": { _, _ in Self.details("55852.1", sport: 4) },
        ])
        let events = makeProvider(server.transport).events
        let football = try await events.popularCompetitions(sport: .football, limit: 10)
        #expect(football.map(\.id) == ["55807.1", "55852.1"], "an unknown id is skipped, another sport's left out")
        #expect(football.first?.name == "C 55807.1")
        let basketball = try await events.popularCompetitions(sport: .basketball, limit: 10)
        #expect(basketball.map(\.id) == ["55806.1"])
    }

    @Test func featuredIdsAreResolvedOnlyAsFarAsTheLimitNeeds() async throws {
        let server = makeServer(featuredSix)
        let popular = try await makeProvider(server.transport).events.popularCompetitions(sport: .football, limit: 2)
        #expect(popular.map(\.id) == ["f1", "f3"])
        #expect(["f1", "f2", "f3", "f4"].map { server.count("GET /api/competitions/v1/\($0)") } == [1, 1, 1, 1])
        #expect(server.count("GET /api/competitions/v1/f5") + server.count("GET /api/competitions/v1/f6") == 0,
                "the first batch of four already held two")
        let more = try await makeProvider(makeServer(featuredSix).transport).events.popularCompetitions(sport: .football, limit: 5)
        #expect(more.map(\.id) == ["f1", "f3", "f4", "f5", "f6"])
    }

    @Test func featuredIdsThatAreNotIdsAreSkippedWithoutARequest() async throws {
        let server = makeServer([Self.featured: { _, _ in .json(#"["", "a/b", "1203", "1203"]"#) }])
        let popular = try await makeProvider(server.transport).events.popularCompetitions(sport: .football, limit: 10)
        #expect(popular.map(\.id) == ["1203"])
        #expect(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions/v1/") ?? false }.map { $0.url?.path ?? "" }
                == ["/api/competitions/v1/featured", "/api/competitions/v1/1203"])
    }

    @Test func featuredFullCompetitionsAreFilteredBySport() async throws {
        let server = makeServer([Self.featured: { _, _ in .fixture("competitions-featured-full.json") }])
        let events = makeProvider(server.transport).events
        let football = try await events.popularCompetitions(sport: .football, limit: 1)
        #expect(football.map(\.name) == ["Liga Exemplo"])
        let basketball = try await events.popularCompetitions(sport: .basketball, limit: 10)
        #expect(basketball == [])
        #expect(server.requests.filter { $0.url?.path.hasPrefix("/api/competitions/v1/5") ?? false }.count == 0,
                "full competitions need no details call")
    }

    @Test func featuredLimitIsChecked() async {
        let server = makeServer()
        let events = makeProvider(server.transport).events
        for limit in [0, 101] {
            await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")])) {
                try await events.popularCompetitions(sport: .football, limit: limit)
            }
        }
        #expect(server.count(Self.featured) == 0)
    }

    @Test func featuredErrorsReachTheCaller() async {
        let server = makeServer([Self.featured: { _, _ in .json(#"{"message":"Server Error"}"#, status: 500) }])
        await #expect(throws: ServiceProviderError.server(status: 500, message: "Server Error")) {
            try await makeProvider(server.transport).events.popularCompetitions(sport: .football)
        }
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
