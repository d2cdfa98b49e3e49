import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The browsing tree's answers mapped over the fixtures, and its requests as sent.
@Suite struct GomaCompetitionsMappingTests {
    private func decodeJSON<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try GomaCoding.makeDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func regionsMapCountsInBothSpellingsAndANullCountryCode() throws {
        let regions = try Fixture.decode([GomaModels.Region].self, "regions.json").map { GomaModelMapper.region($0, sportId: "4") }
        #expect(regions == [
            Region(id: "73", name: "Portugal", countryCode: "PT", sportId: "4", eventCount: 51, liveEventCount: 3, upcomingEventCount: 48),
            Region(id: "68", name: "Espanha", countryCode: "ES", sportId: "4", eventCount: 37, liveEventCount: 1, upcomingEventCount: 36),
            Region(id: "1", name: "Internacional", countryCode: nil, sportId: "4", eventCount: 12, liveEventCount: 0, upcomingEventCount: 12),
        ])
    }

    @Test func aRegionWithoutCountsReadsThemAsZero() throws {
        let raw = try decodeJSON([GomaModels.Region].self, #"[{"id":"9","name":"Europa","iso_code":null,"live_count":null}]"#)
        #expect(raw.map { GomaModelMapper.region($0, sportId: nil) }
                == [Region(id: "9", name: "Europa", eventCount: 0, liveEventCount: 0, upcomingEventCount: 0)])
    }

    @Test func competitionsTakeTheirSportAndRegionFromTheRegion() throws {
        let competitions = try Fixture.decode([GomaModels.Competition].self, "competitions.json").map(GomaModelMapper.competition)
        #expect(competitions == [
            Competition(id: "1203", name: "Primeira Liga", sportId: "4", region: "Portugal", eventCount: 19, regionId: "73",
                        liveEventCount: 1, upcomingEventCount: 18),
            Competition(id: "1204", name: "Liga Portugal 2", sportId: "4", region: "Portugal", eventCount: 18, regionId: "73",
                        liveEventCount: 2, upcomingEventCount: 16),
            Competition(id: "1210", name: "Taça de Portugal", sportId: "4", region: "Portugal", eventCount: 4, regionId: "73",
                        liveEventCount: 0, upcomingEventCount: 4),
        ])
    }

    @Test func aCompetitionWithoutRegionHasNeitherRegionNorSport() throws {
        let raw = try decodeJSON(GomaModels.Competition.self, #"{"id":77,"name":"Amigáveis","live_count":"2"}"#)
        #expect(GomaModelMapper.competition(raw)
                == Competition(id: "77", name: "Amigáveis", eventCount: 2, liveEventCount: 2, upcomingEventCount: 0))
    }

    @Test func aRegionWithoutSportGivesARegionButNoSport() throws {
        let raw = try decodeJSON(GomaModels.Competition.self, #"{"id":78,"name":"Taça","region":{"id":73,"name":"Portugal","iso_code":"PT"}}"#)
        let competition = GomaModelMapper.competition(raw)
        #expect(competition.region == "Portugal")
        #expect(competition.regionId == "73")
        #expect(competition.sportId == nil)
    }

    @Test func competitionDetails() throws {
        let competition = GomaModelMapper.competition(try Fixture.decode(GomaModels.Competition.self, "competition-details.json"))
        #expect(competition == Competition(id: "1203", name: "Primeira Liga", sportId: "4", region: "Portugal", eventCount: 19,
                                           regionId: "73", liveEventCount: 1, upcomingEventCount: 18))
    }

    @Test func featuredAsIdStrings() throws {
        guard case .ids(let ids) = try Fixture.decode(GomaModels.FeaturedCompetitions.self, "competitions-featured.json") else {
            Issue.record("the recorded shape is a list of ids"); return
        }
        #expect(ids.map(\.value) == ["55807.1", "55834.1", "55806.1", "55852.1"])
    }

    @Test func featuredAsFullCompetitions() throws {
        guard case .competitions(let list) = try Fixture.decode(GomaModels.FeaturedCompetitions.self, "competitions-featured-full.json") else {
            Issue.record("the second shape is a list of competitions"); return
        }
        #expect(list.map(GomaModelMapper.competition) == [
            Competition(id: "55807.1", name: "Liga Exemplo", sportId: "4", region: "Portugal", eventCount: 19, regionId: "73",
                        liveEventCount: 1, upcomingEventCount: 18),
            Competition(id: "55834.1", name: "Taça Exemplo", sportId: "4", region: "Portugal", eventCount: 6, regionId: "73",
                        liveEventCount: 0, upcomingEventCount: 6),
        ])
    }

    @Test func featuredInNeitherShapeIsADecodingError() {
        #expect(throws: DecodingError.self) { try decodeJSON(GomaModels.FeaturedCompetitions.self, #"[{"id":1}]"#) }
    }

    @Test func competitionEventsBelongToTheCompetition() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Event>.self, "competition-events.json")
        let events = page.data.map(GomaModelMapper.event)
        #expect(events.map(\.id) == ["48213", "48214", "48215"])
        #expect(Set(events.compactMap(\.competition?.id)) == ["1203"])
        #expect(events.first?.startDate == utc(2025, 3, 15, 20, 30))
        #expect(page.perPage == 20)
    }

    @Test func theDecodeToolReadsEachShape() throws {
        let regions = try #require(GomaProvider.decodeResponse("regions", from: Fixture.data("regions.json")) as? [Region])
        #expect(regions.map(\.id) == ["73", "68", "1"])
        let ids = try #require(GomaProvider.decodeResponse("competitions-featured", from: Fixture.data("competitions-featured.json")) as? [String])
        #expect(ids.count == 4)
        let full = try #require(GomaProvider.decodeResponse("competitions-featured", from: Fixture.data("competitions-featured-full.json"))
            as? [Competition])
        #expect(full.map(\.name) == ["Liga Exemplo", "Taça Exemplo"])
    }

    // MARK: - Requests

    private let executor = makeTestExecutor()

    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try executor.makeRequest(for: endpoint, credentials: Credentials(accessToken: "anon-jwt")).urlRequest
    }

    @Test func treeRequestsAreCachedGetsWithTheBearer() throws {
        let cases: [(Request<Void>, String, TimeInterval?)] = [
            (GomaAPI.regions(sportId: "4").untyped, "https://api.goma.test/api/regions/v1?sport_id=4", GomaAPI.slowListTTL),
            (GomaAPI.competitions(regionId: "73").untyped, "https://api.goma.test/api/competitions/v1?region_id=73", GomaAPI.slowListTTL),
            (GomaAPI.competitionDetails(id: "1203").untyped, "https://api.goma.test/api/competitions/v1/1203", GomaAPI.slowListTTL),
            (GomaAPI.featuredCompetitions.untyped, "https://api.goma.test/api/competitions/v1/featured", GomaAPI.slowListTTL),
            (GomaAPI.competitionEvents(id: "1203").untyped, "https://api.goma.test/api/competitions/v1/1203/events", nil),
        ]
        for (endpoint, url, ttl) in cases {
            let request = try make(endpoint)
            #expect(request.httpMethod == "GET", "\(url)")
            #expect(request.url?.absoluteString == url)
            #expect(request.bearer == "Bearer anon-jwt", "\(url)")
            #expect(request.httpBody == nil, "\(url)")
            #expect(endpoint.cacheTTL == ttl, "\(url)")
        }
    }

    @Test func aDottedFeaturedIdStaysOneSegment() throws {
        #expect(try make(GomaAPI.competitionDetails(id: "55807.1")).url?.path == "/api/competitions/v1/55807.1")
    }
}
