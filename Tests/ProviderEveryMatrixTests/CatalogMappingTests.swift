import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The catalogue's mappers over the vendor fixtures: sports and their count updates,
/// tournaments, pre-live list order and paging ends, search results.
@Suite struct CatalogMappingTests {
    private func records(_ name: String, type: String) throws -> [[String: Any]] {
        try rawRecords(name).filter { $0["_type"] as? String == type }
    }

    private func tournaments(_ name: String) throws -> EveryMatrixModels.TournamentList {
        try JSONDecoder().decode(EveryMatrixModels.TournamentList.self, from: Fixture.data(name))
    }

    // MARK: - Sports

    @Test func disciplinesDumpMapsEverySportWithItsCountsInTheVendorsOrder() throws {
        let dumpOnly = AggregatorStore(dump: [try #require(messages("disciplines-with-updates.json").first)])
        let sports = EveryMatrixModelMapper.sports(in: dumpOnly.view)
        let raw = try #require(JSONSerialization.jsonObject(with: Fixture.data("disciplines-with-updates.json")) as? [[String: Any]])
        let dump = try #require(raw.first?["records"] as? [[String: Any]]).filter { $0["_type"] as? String == "SPORT" }
        #expect(sports.map(\.id) == dump.map { $0["id"] as? String })
        let tennis = try #require(sports.first { $0.id == "3" })
        #expect(tennis == Sport(id: "3", name: "Tennis", kind: .tennis, liveEventCount: 9, eventCount: 263, upcomingEventCount: 248))
        #expect(sports.first?.kind == .unknown("24"))  // Horse Racing has no SportKind case
    }

    @Test func countUpdatesChangeOnlyTheCountsTheyName() throws {
        let updated = EveryMatrixModelMapper.sports(in: try store("disciplines-with-updates.json").view)
        // The last UPDATE of sport 96 in the fixture, field by field.
        let raw = try #require(JSONSerialization.jsonObject(with: Fixture.data("disciplines-with-updates.json")) as? [[String: Any]])
        let changes = raw.dropFirst().flatMap { ($0["records"] as? [[String: Any]]) ?? [] }
        let last96 = try #require(changes.last { $0["id"] as? String == "96" }?["changedProperties"] as? [String: Any])
        let sport = try #require(updated.first { $0.id == "96" })
        #expect(sport.eventCount == last96["numberOfEvents"] as? Int)
        #expect(sport.liveEventCount == last96["numberOfLiveEvents"] as? Int)
        #expect(sport.upcomingEventCount == last96["numberOfUpcomingMatches"] as? Int)
        // The updates name no `name`: it is kept.
        let dumped = try #require(try records("disciplines-with-updates.json", type: "SPORT").first { $0["id"] as? String == "96" })
        #expect(sport.name == dumped["name"] as? String)
        #expect(!sport.name.isEmpty)
    }

    @Test func anUpdateNamingOneCountKeepsTheOthers() throws {
        var store = try store("disciplines-with-updates.json")
        let before = try #require(EveryMatrixModelMapper.sports(in: store.view).first { $0.id == "3" })
        store.applyBatch(try updateMessage(version: "1749798999999", [
            #"{"changeType":"UPDATE","entityType":"SPORT","id":"3","changedProperties":{"numberOfLiveEvents":12}}"#,
        ]))
        let after = try #require(EveryMatrixModelMapper.sports(in: store.view).first { $0.id == "3" })
        #expect(after.liveEventCount == 12)
        #expect(before.liveEventCount != 12)
        #expect(after.eventCount == before.eventCount)
        #expect(after.upcomingEventCount == before.upcomingEventCount)
        #expect(after.name == before.name)
    }

    @Test func aSportDeletedGoesAndOneCreatedComesLast() throws {
        var store = try store("disciplines-with-updates.json")
        let ids = EveryMatrixModelMapper.sports(in: store.view).map(\.id)
        #expect(ids.contains("3"))
        store.applyBatch(try updateMessage(version: "1749798999999", [
            #"{"changeType":"DELETE","entityType":"SPORT","id":"3"}"#,
            #"{"changeType":"CREATE","entityType":"SPORT","id":"20","entity":{"_type":"SPORT","id":"20","name":"Volleyball","numberOfEvents":4,"numberOfLiveEvents":1,"numberOfUpcomingMatches":3}}"#,
        ]))
        let sports = EveryMatrixModelMapper.sports(in: store.view)
        #expect(sports.map(\.id) == ids.filter { $0 != "3" } + ["20"])
        #expect(sports.last == Sport(id: "20", name: "Volleyball", kind: .volleyball, liveEventCount: 1, eventCount: 4, upcomingEventCount: 3))
    }

    // MARK: - Tournaments

    @Test func tournamentsKeepTheVendorsOrderAndDropThoseWithoutEvents() throws {
        let list = try tournaments("rpc-tournaments-football.json")
        #expect(list.records.count == 6)
        let competitions = EveryMatrixModelMapper.competitions(list)
        #expect(competitions.map(\.name) == ["Premier League 2025/2026", "LaLiga 2025/2026", "Bundesliga 2025/2026",
                                                  "Serie A 2025/2026", "UEFA Champions League 2025/2026"])
        #expect(!competitions.contains { $0.name.hasPrefix("EFL Trophy") })
        #expect(competitions.first == Competition(id: "262145800000000256", name: "Premier League 2025/2026", sportId: "1", region: "England",
                                                       eventCount: 186, regionId: "77", liveEventCount: 2, upcomingEventCount: 184))
    }

    @Test func popularTournamentsKeepTheirRanking() throws {
        let competitions = EveryMatrixModelMapper.competitions(try tournaments("rpc-popular-tournaments-football.json"))
        #expect(competitions.map(\.name) == ["Premier League 2025/2026", "UEFA Champions League 2025/2026", "LaLiga 2025/2026",
                                                  "Serie A 2025/2026", "Bundesliga 2025/2026"])
        #expect(competitions[1].region == "Europe")
    }

    // MARK: - Pre-live lists

    @Test func popularPagesKeepTheVendorsRankingAndShowWhereTheListEnds() throws {
        for (name, expected) in [("popular-matches-football-page1.json", 10), ("popular-matches-football-page2.json", 13)] {
            let events = EveryMatrixModelMapper.events(in: try store(name).view)
            #expect(try events.map(\.id) == records(name, type: "MATCH").map { $0["id"] as? String }, "\(name)")
            #expect(events.count == expected, "\(name)")
            #expect(events.allSatisfy { $0.status == .notStarted && !$0.markets.isEmpty }, "\(name)")
        }
        // Ranked, not by kick-off: the vendor's first match does not start first.
        let page1 = EveryMatrixModelMapper.events(in: try store("popular-matches-football-page1.json").view)
        #expect(page1.map(\.id) != page1.sorted { $0.startDate < $1.startDate }.map(\.id))
        #expect(page1.first?.participants.map(\.name) == ["Arsenal", "Chelsea"])
    }

    @Test func theCustomPreLiveListIsInKickOffOrder() throws {
        let events = EveryMatrixModelMapper.events(in: try store("custom-matches-prelive-football.json").view)
        #expect(events.count == 4)
        #expect(events.map(\.startDate) == events.map(\.startDate).sorted())
        #expect(events.compactMap(\.competition?.id) == Array(repeating: "262145800000000256", count: 4))
    }

    // MARK: - Search

    @Test func multiSearchMapsTheMatchesInTheResultsOrderWithTheirIncludedMarkets() throws {
        let result = try JSONDecoder().decode(EveryMatrixModels.MultiSearchResult.self, from: Fixture.data("rpc-multi-search-arsenal.json"))
        let events = EveryMatrixModelMapper.events(in: AggregatorStore(dump: result.matchDump).view)
        #expect(events.map { $0.participants.map(\.name).joined(separator: " - ") } == ["Arsenal - Chelsea", "Sporting CP - Arsenal"])
        #expect(events.first?.id == "292417803521802496")
        #expect(events.allSatisfy { $0.markets.count == 1 && $0.markets[0].outcomes.count == 3 })
        #expect(events.allSatisfy { $0.markets[0].outcomes.allSatisfy { $0.odds.decimal > 1 } })
    }
}
