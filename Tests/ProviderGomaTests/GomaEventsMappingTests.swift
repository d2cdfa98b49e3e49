import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaEventsMappingTests {
    @Test func sportsMapKindsAndCounts() throws {
        let sports = try Fixture.decode([GomaModels.Sport].self, "sports.json").map(GomaModelMapper.sport)
        #expect(sports.map(\.id) == ["4", "1", "2", "3"])
        #expect(sports.map(\.kind) == [.football, .basketball, .tennis, .volleyball])
        #expect(sports[0].name == "Futebol")
        #expect(sports[0].liveEventCount == 6)
        #expect(sports[0].eventCount == 158)
        #expect(sports[3].liveEventCount == 0)
    }

    @Test func upcomingPageMapsEventsWithPreLivePrices() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Event>.self, "events-upcoming.json")
        #expect(page.currentPage == 1)
        #expect(page.perPage == 20)
        let events = page.data.map(GomaModelMapper.event)
        #expect(events.count == 2)
        let first = events[0]
        #expect(first.id == "48213")
        #expect(first.home?.name == "Atlético Exemplo")
        #expect(first.away?.name == "Desportivo Teste")
        #expect(first.startDate == utc(2025, 3, 15, 20, 30))
        #expect(first.status == .notStarted)
        #expect(first.score == nil)
        #expect(first.sport?.kind == .football)
        #expect(first.competition?.id == "1203")
        #expect(first.competition?.name == "Primeira Liga")
        #expect(first.competition?.region == "Portugal")
        #expect(first.markets.first?.typeId == "1")
        #expect(first.markets.first?.outcomes.map(\.odds.decimal) == [decimal("1.85"), decimal("3.40"), decimal("4.20")])
        #expect(first.markets.first?.outcomes.map(\.code) == ["1", "X", "2"])
        #expect(events[1].startDate == utc(2025, 3, 16, 18))
    }

    @Test func liveEventsShowLivePricesAndScore() throws {
        let events = try Fixture.decode([GomaModels.Event].self, "events-live.json").map(GomaModelMapper.event)
        #expect(events.count == 1)
        let event = events[0]
        #expect(event.id == "48190")
        #expect(event.status == .inProgress(period: EventPeriod(code: "2H")))
        #expect(event.isLive)
        #expect(event.score == Score(home: 1, away: 0))
        #expect(event.matchTime == "67")
        #expect(event.startDate == utc(2025, 3, 14, 18))
        // price_live, not price.
        #expect(event.markets[0].outcomes.map(\.odds.decimal) == [decimal("1.45"), decimal("3.75"), decimal("7.50")])
    }

    @Test func numericTimerMapsLikeTheTextOne() throws {
        let text = try Fixture.string("events-live.json")
        #expect(text.contains(#""timer": "67""#))
        let numeric = Data(text.replacingOccurrences(of: #""timer": "67""#, with: #""timer": 67"#).utf8)
        let events = try GomaCoding.makeDecoder().decode([GomaModels.Event].self, from: numeric).map(GomaModelMapper.event)
        #expect(events.first?.matchTime == "67")
        let empty = Data(text.replacingOccurrences(of: #""timer": "67""#, with: #""timer": """#).utf8)
        #expect(try GomaCoding.makeDecoder().decode([GomaModels.Event].self, from: empty).map(GomaModelMapper.event).first?.matchTime == nil)
    }

    @Test func eventDetailsAndMarketsWithStatistics() throws {
        let details = GomaModelMapper.event(try Fixture.decode(GomaModels.Event.self, "event-details.json"))
        #expect(details.id == "48213")
        #expect(details.markets.count == 1)
        let markets = try Fixture.decode([GomaModels.Market].self, "event-markets.json").map { GomaModelMapper.market($0, isLive: false) }
        #expect(markets.map(\.id) == ["912345", "912346", "912347"])
        #expect(markets.map(\.typeId) == ["1", "18", "29"])
        #expect(markets[1].outcomes.map(\.name) == ["Mais de 2.5", "Menos de 2.5"])
        #expect(markets[2].outcomes[1].odds.decimal == decimal("2.00"))
        let stats = try #require(markets[0].statistics)
        #expect(stats.home == MarketStatistics.Record(total: 10, wins: 6, draws: 2, losses: 2))
        #expect(stats.away == MarketStatistics.Record(total: 10, wins: 3, draws: 3, losses: 4))
        #expect(markets[1].statistics == nil)
    }

    @Test func idsAndPricesMayBeStringsOrNumbers() throws {
        let json = #"{"id":"912345","name":"M","sport_event_market_id":"1","outcomes":[{"id":3456781,"name":"A","price":1.85,"price_live":"2.10"}]}"#
        let market = try GomaCoding.makeDecoder().decode(GomaModels.Market.self, from: Data(json.utf8))
        #expect(market.id.value == "912345")
        #expect(market.outcomes[0].id.value == "3456781")
        #expect(GomaModelMapper.market(market, isLive: false).outcomes[0].odds.decimal == decimal("1.85"))
        #expect(GomaModelMapper.market(market, isLive: true).outcomes[0].odds.decimal == decimal("2.10"))
    }

    @Test func outcomeWithoutPriceLiveFailsToDecode() {
        let json = #"{"id":1,"name":"A","price":"1.85"}"#
        #expect(throws: (any Error).self) { try GomaCoding.makeDecoder().decode(GomaModels.Outcome.self, from: Data(json.utf8)) }
    }

    @Test func malformedStatsStringIsADecodingError() {
        let json = #"{"id":1,"name":"M","outcomes":[],"stats":{"stats":"not json"}}"#
        #expect(throws: (any Error).self) { try GomaCoding.makeDecoder().decode(GomaModels.Market.self, from: Data(json.utf8)) }
    }

    @Test func statusRules() {
        #expect(GomaModelMapper.eventStatus(status: "not_started", isLive: false) == .notStarted)
        #expect(GomaModelMapper.eventStatus(status: "1H", isLive: true) == .inProgress(period: EventPeriod(code: "1H")))
        #expect(GomaModelMapper.eventStatus(status: "FT", isLive: false) == .ended)
        #expect(GomaModelMapper.eventStatus(status: "et", isLive: false) == .ended)
        #expect(GomaModelMapper.eventStatus(status: "weird", isLive: false) == .unknown("weird"))
    }

    @Test func endedEventReadsScoreFromFtScoreString() throws {
        let json = #"""
        {"id":"1","home_team":"H","away_team":"A","date_time":"2025-03-12 19:45:00","status":"FT","is_live":false,
         "home_score":null,"away_score":null,"ft_score":"[2-1]","ht_score":"[1-0]","p1_score":"[1-0]","p2_score":"[1-1]",
         "sport":{"id":"2","name":"Ténis"},"region":{"id":73,"name":"Portugal"}}
        """#
        let event = GomaModelMapper.event(try GomaCoding.makeDecoder().decode(GomaModels.Event.self, from: Data(json.utf8)))
        #expect(event.status == .ended)
        #expect(event.score?.home == 2)
        #expect(event.score?.away == 1)
        #expect(event.score?.periods == [PeriodScore(period: "1", home: 1, away: 0), PeriodScore(period: "2", home: 1, away: 1)])
        #expect(event.sport?.kind == .tennis)
    }

    @Test func eventWithoutRegionFailsToDecode() {
        let json = #"{"id":1,"home_team":"H","away_team":"A","date_time":"2025-03-12 19:45:00","status":"x","sport":{"id":4,"name":"F"}}"#
        #expect(throws: (any Error).self) { try GomaCoding.makeDecoder().decode(GomaModels.Event.self, from: Data(json.utf8)) }
    }

    @Test func dateParser() {
        #expect(GomaDateParser.parse("2025-03-15 20:30:00") == utc(2025, 3, 15, 20, 30))
        #expect(GomaDateParser.parse("2025-03-14T18:22:05.000000Z") == utc(2025, 3, 14, 18, 22, 5))
        #expect(GomaDateParser.parse("2025-03-14T18:22:05+01:00") == utc(2025, 3, 14, 17, 22, 5))
        #expect(GomaDateParser.parse("2025-03-15") == utc(2025, 3, 15))
        #expect(GomaDateParser.parse("15/03/2025") == nil)
        #expect(GomaDateParser.parse("2025-13-01") == nil)
    }

    @Test func sportKindRoundTrip() {
        #expect(GomaModelMapper.sportId(.football) == "4")
        #expect(GomaModelMapper.sportId(.tennis) == "2")
        #expect(GomaModelMapper.sportId(.unknown("9")) == "9")
        #expect(GomaModelMapper.sportId(.cricket) == nil)
    }
}
