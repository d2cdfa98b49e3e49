import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

final class GomaEventsMappingTests: XCTestCase {
    func testSportsMapKindsAndCounts() throws {
        let sports = try Fixture.decode([GomaModels.Sport].self, "sports.json").map(GomaModelMapper.sport)
        XCTAssertEqual(sports.map(\.id), ["4", "1", "2", "3"])
        XCTAssertEqual(sports.map(\.kind), [.football, .basketball, .tennis, .volleyball])
        XCTAssertEqual(sports[0].name, "Futebol")
        XCTAssertEqual(sports[0].liveEventCount, 6)
        XCTAssertEqual(sports[0].eventCount, 158)
        XCTAssertEqual(sports[3].liveEventCount, 0)
    }

    func testUpcomingPageMapsEventsWithPreLivePrices() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Event>.self, "events-upcoming.json")
        XCTAssertEqual(page.currentPage, 1)
        XCTAssertEqual(page.perPage, 20)
        let events = page.data.map(GomaModelMapper.event)
        XCTAssertEqual(events.count, 2)
        let first = events[0]
        XCTAssertEqual(first.id, "48213")
        XCTAssertEqual(first.home?.name, "Atlético Exemplo")
        XCTAssertEqual(first.away?.name, "Desportivo Teste")
        XCTAssertEqual(first.startDate, utc(2025, 3, 15, 20, 30))
        XCTAssertEqual(first.status, .notStarted)
        XCTAssertNil(first.score)
        XCTAssertEqual(first.sport?.kind, .football)
        XCTAssertEqual(first.competition?.id, "1203")
        XCTAssertEqual(first.competition?.name, "Primeira Liga")
        XCTAssertEqual(first.competition?.region, "Portugal")
        XCTAssertEqual(first.markets.first?.typeId, "1")
        XCTAssertEqual(first.markets.first?.outcomes.map(\.odds.decimal), [decimal("1.85"), decimal("3.40"), decimal("4.20")])
        XCTAssertEqual(first.markets.first?.outcomes.map(\.code), ["1", "X", "2"])
        XCTAssertEqual(events[1].startDate, utc(2025, 3, 16, 18))
    }

    func testLiveEventsShowLivePricesAndScore() throws {
        let events = try Fixture.decode([GomaModels.Event].self, "events-live.json").map(GomaModelMapper.event)
        XCTAssertEqual(events.count, 1)
        let event = events[0]
        XCTAssertEqual(event.id, "48190")
        XCTAssertEqual(event.status, .inProgress(period: "2H"))
        XCTAssertTrue(event.isLive)
        XCTAssertEqual(event.score, Score(home: 1, away: 0))
        XCTAssertEqual(event.matchTime, "67")
        XCTAssertEqual(event.startDate, utc(2025, 3, 14, 18))
        // price_live, not price.
        XCTAssertEqual(event.markets[0].outcomes.map(\.odds.decimal), [decimal("1.45"), decimal("3.75"), decimal("7.50")])
    }

    func testNumericTimerMapsLikeTheTextOne() throws {
        let text = try Fixture.string("events-live.json")
        XCTAssertTrue(text.contains(#""timer": "67""#))
        let numeric = Data(text.replacingOccurrences(of: #""timer": "67""#, with: #""timer": 67"#).utf8)
        let events = try GomaCoding.makeDecoder().decode([GomaModels.Event].self, from: numeric).map(GomaModelMapper.event)
        XCTAssertEqual(events.first?.matchTime, "67")
        let empty = Data(text.replacingOccurrences(of: #""timer": "67""#, with: #""timer": """#).utf8)
        XCTAssertNil(try GomaCoding.makeDecoder().decode([GomaModels.Event].self, from: empty).map(GomaModelMapper.event).first?.matchTime)
    }

    func testEventDetailsAndMarketsWithStatistics() throws {
        let details = GomaModelMapper.event(try Fixture.decode(GomaModels.Event.self, "event-details.json"))
        XCTAssertEqual(details.id, "48213")
        XCTAssertEqual(details.markets.count, 1)
        let markets = try Fixture.decode([GomaModels.Market].self, "event-markets.json").map { GomaModelMapper.market($0, isLive: false) }
        XCTAssertEqual(markets.map(\.id), ["912345", "912346", "912347"])
        XCTAssertEqual(markets.map(\.typeId), ["1", "18", "29"])
        XCTAssertEqual(markets[1].outcomes.map(\.name), ["Mais de 2.5", "Menos de 2.5"])
        XCTAssertEqual(markets[2].outcomes[1].odds.decimal, decimal("2.00"))
        let stats = try XCTUnwrap(markets[0].statistics)
        XCTAssertEqual(stats.home, MarketStatistics.Record(total: 10, wins: 6, draws: 2, losses: 2))
        XCTAssertEqual(stats.away, MarketStatistics.Record(total: 10, wins: 3, draws: 3, losses: 4))
        XCTAssertNil(markets[1].statistics)
    }

    func testIdsAndPricesMayBeStringsOrNumbers() throws {
        let json = #"{"id":"912345","name":"M","sport_event_market_id":"1","outcomes":[{"id":3456781,"name":"A","price":1.85,"price_live":"2.10"}]}"#
        let market = try GomaCoding.makeDecoder().decode(GomaModels.Market.self, from: Data(json.utf8))
        XCTAssertEqual(market.id.value, "912345")
        XCTAssertEqual(market.outcomes[0].id.value, "3456781")
        XCTAssertEqual(GomaModelMapper.market(market, isLive: false).outcomes[0].odds.decimal, decimal("1.85"))
        XCTAssertEqual(GomaModelMapper.market(market, isLive: true).outcomes[0].odds.decimal, decimal("2.10"))
    }

    func testOutcomeWithoutPriceLiveFailsToDecode() {
        let json = #"{"id":1,"name":"A","price":"1.85"}"#
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.Outcome.self, from: Data(json.utf8)))
    }

    func testMalformedStatsStringIsADecodingError() {
        let json = #"{"id":1,"name":"M","outcomes":[],"stats":{"stats":"not json"}}"#
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.Market.self, from: Data(json.utf8)))
    }

    func testStatusRules() {
        XCTAssertEqual(GomaModelMapper.eventStatus(status: "not_started", isLive: false), .notStarted)
        XCTAssertEqual(GomaModelMapper.eventStatus(status: "1H", isLive: true), .inProgress(period: "1H"))
        XCTAssertEqual(GomaModelMapper.eventStatus(status: "FT", isLive: false), .ended)
        XCTAssertEqual(GomaModelMapper.eventStatus(status: "et", isLive: false), .ended)
        XCTAssertEqual(GomaModelMapper.eventStatus(status: "weird", isLive: false), .unknown("weird"))
    }

    func testEndedEventReadsScoreFromFtScoreString() throws {
        let json = #"""
        {"id":"1","home_team":"H","away_team":"A","date_time":"2025-03-12 19:45:00","status":"FT","is_live":false,
         "home_score":null,"away_score":null,"ft_score":"[2-1]","ht_score":"[1-0]","p1_score":"[1-0]","p2_score":"[1-1]",
         "sport":{"id":"2","name":"Ténis"},"region":{"id":73,"name":"Portugal"}}
        """#
        let event = GomaModelMapper.event(try GomaCoding.makeDecoder().decode(GomaModels.Event.self, from: Data(json.utf8)))
        XCTAssertEqual(event.status, .ended)
        XCTAssertEqual(event.score?.home, 2)
        XCTAssertEqual(event.score?.away, 1)
        XCTAssertEqual(event.score?.periods, [PeriodScore(period: "1", home: 1, away: 0), PeriodScore(period: "2", home: 1, away: 1)])
        XCTAssertEqual(event.sport?.kind, .tennis)
    }

    func testEventWithoutRegionFailsToDecode() {
        let json = #"{"id":1,"home_team":"H","away_team":"A","date_time":"2025-03-12 19:45:00","status":"x","sport":{"id":4,"name":"F"}}"#
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.Event.self, from: Data(json.utf8)))
    }

    func testDateParser() {
        XCTAssertEqual(GomaDateParser.parse("2025-03-15 20:30:00"), utc(2025, 3, 15, 20, 30))
        XCTAssertEqual(GomaDateParser.parse("2025-03-14T18:22:05.000000Z"), utc(2025, 3, 14, 18, 22, 5))
        XCTAssertEqual(GomaDateParser.parse("2025-03-14T18:22:05+01:00"), utc(2025, 3, 14, 17, 22, 5))
        XCTAssertEqual(GomaDateParser.parse("2025-03-15"), utc(2025, 3, 15))
        XCTAssertNil(GomaDateParser.parse("15/03/2025"))
        XCTAssertNil(GomaDateParser.parse("2025-13-01"))
    }

    func testSportKindRoundTrip() {
        XCTAssertEqual(GomaModelMapper.sportId(.football), "4")
        XCTAssertEqual(GomaModelMapper.sportId(.tennis), "2")
        XCTAssertEqual(GomaModelMapper.sportId(.unknown("9")), "9")
        XCTAssertNil(GomaModelMapper.sportId(.cricket))
    }
}
