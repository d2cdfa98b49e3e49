import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The second pass of SportRadar's content: mappers over their fixtures, the three-level walk,
/// top competitions, search, the event page and outrights.
struct EventsContentTests {
    typealias Content<T: Decodable & Sendable> = SportRadarModels.ContentResponse<T>

    // MARK: - Mappers

    @Test func navigationLevelsDropEmptyNodes() throws {
        let sport = try Fixture.decode(Content<SportRadarModels.NavigationList>.self, "boNavigationList-sport").data
        #expect(SportRadarModelMapper.regionIds(sport) == ["89001", "89002"])
        let region = try Fixture.decode(Content<SportRadarModels.NavigationList>.self, "boNavigationList-region").data
        #expect(SportRadarModelMapper.competitions(region: region, sportId: "88001").map(\.id) == ["90101.1", "90102.1"])
        let competition = try Fixture.decode(Content<SportRadarModels.NavigationList>.self, "boNavigationList-competition").data
        #expect(competition.marketgroups?.map(\.idfwmarketgroup) == ["123456.1", "123460.1"])
        #expect(SportRadarModelMapper.competition(competition, id: "90101.1", region: region, sportId: "88001")
            == Competition(id: "90101.1", name: "Ligue 1", sportId: "88001", region: "France", regionId: "89001"))
    }

    @Test func topCompetitionIdsSkipPromotionsAndOtherSports() throws {
        let categories = try Fixture.decode(Content<[SportRadarModels.BannerCategory]>.self, "bannerCategoryList-QuickLinks").data
        #expect(SportRadarModelMapper.topCompetitionIds(categories, sportSlug: "football") == ["90101.1", "90201.1"])
        #expect(SportRadarModelMapper.topCompetitionIds(categories, sportSlug: "tennis").isEmpty)
        #expect(SportRadarModelMapper.sportSlug("Ice Hockey") == "ice-hockey")
        #expect(SportRadarModelMapper.sportSlug("Équitation") == "equitation")
    }

    @Test func outrightMarketsBecomeAnEventWithoutSides() throws {
        let group = try Fixture.decode(Content<SportRadarModels.MarketGroupContent>.self, "marketGroup-outright").data
        let events = try SportRadarModelMapper.events(fromMarkets: group.markets ?? [])
        let event = try #require(events.first)
        #expect(events.count == 1)
        #expect(event.id == "4069000.1")
        #expect(event.participants == [Participant(name: "Ligue 1 2024/25 - Vainqueur", side: nil)])
        #expect(event.startDate == TestConfig.utc(2025, 5, 17, 19))
        #expect(event.competition == Competition(id: "1098.1", name: "Ligue 1", sportId: "FBL", region: "France"))
        #expect(event.markets.map(\.outcomes.count) == [3])
        #expect(event.markets.first?.isMain == true)
        #expect(event.markets.first?.outcomes.first?.odds.decimal == dec("1.8"))
    }

    @Test func singleMarketCarriesItsEvent() throws {
        let market = try Fixture.decode(Content<SportRadarModels.ContentMarket>.self, "market").data
        let event = try #require(try SportRadarModelMapper.events(fromMarkets: [market]).first)
        #expect(event.id == "4067574.1")
        #expect(event.home?.name == "FC Exemple")
        #expect(event.markets.map(\.id) == ["67677928.1"])
    }

    @Test func marketWithoutItsEventFails() throws {
        let json = #"{"idfomarket":"1.1","name":"M","selections":[]}"#
        let market = try JSONDecoder().decode(SportRadarModels.ContentMarket.self, from: Data(json.utf8))
        #expect(throws: ServiceProviderError.self) { _ = try SportRadarModelMapper.events(fromMarkets: [market]) }
    }

    @Test func liveDataExtendedFootball() throws {
        let data = try Fixture.decode(Content<SportRadarModels.LiveDataExtended>.self, "liveDataExtended").data
        let live = try SportRadarModelMapper.liveData(data)
        #expect(live == SportRadarLiveData(status: .inProgress(period: EventPeriod(code: "1p")),
                                           score: Score(home: 1, away: 0, periods: [PeriodScore(period: "PERIOD1", home: 1, away: 0)]),
                                           matchTime: "34:12"))
    }

    @Test func liveDataExtendedTennisWithStoppageTimeAndServe() throws {
        let json = #"""
        {"data":{"targetEventId":"4071001.1","matchTime":"45:00 +2:00","attributes":{"COMPLETE":{
          "STATUS":{"EVENT":{"":"2s"}},"CURRENT_SCORE":{"COMPETITOR":{"home":1,"away":0}},
          "SET1_SCORE":{"COMPETITOR":{"home":6,"away":4}},"SET2_SCORE":{"COMPETITOR":{"home":3,"away":3}},
          "GAME_SCORE":{"COMPETITOR":{"home":40,"away":15}},"SERVE":{"EVENT":{"":2}}}}}}
        """#
        let data = try JSONDecoder().decode(Content<SportRadarModels.LiveDataExtended>.self, from: Data(json.utf8)).data
        let live = try SportRadarModelMapper.liveData(data)
        #expect(live.matchTime == "45:00 +2:00")
        #expect(live.score == Score(home: 1, away: 0, periods: [PeriodScore(period: "SET1", home: 6, away: 4), PeriodScore(period: "SET2", home: 3, away: 3)],
                                    serving: .away, currentGame: GameScore(home: "40", away: "15")))
    }

    @Test func liveDataExtendedWithoutCompleteOrContentFails() throws {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(SportRadarModels.LiveDataExtended.self, from: Data(#"{"attributes":{}}"#.utf8))
        }
        let empty = try JSONDecoder().decode(SportRadarModels.LiveDataExtended.self, from: Data(#"{"attributes":{"COMPLETE":{}}}"#.utf8))
        #expect(throws: ServiceProviderError.self) { _ = try SportRadarModelMapper.liveData(empty) }
    }

    @Test func tennisDetailsSummaryHasGameAndServe() throws {
        let event = try SportRadarModelMapper.event(Fixture.decode(Content<SportRadarModels.ContentEvent>.self, "getEventDetails-live-tennis").data)
        #expect(event.score == Score(home: 1, away: 0, periods: [PeriodScore(period: "SET1", home: 6, away: 4), PeriodScore(period: "SET2", home: 2, away: 3)],
                                     serving: .home, currentGame: GameScore(home: "30", away: "15")))
        #expect(event.sport?.kind == .tennis)
    }

    @Test func summaryAndBalancedMarketsMap() throws {
        let summary = try SportRadarModelMapper.event(Fixture.decode(Content<SportRadarModels.ContentEvent>.self, "eventSummary").data)
        #expect(summary.id == "4067580.1")
        #expect(summary.isLive)
        #expect(summary.markets.map(\.id) == ["67679001.1"])
        let balanced = try SportRadarModelMapper.event(Fixture.decode(Content<SportRadarModels.ContentEvent>.self, "eventWithBalancedMarkets").data)
        #expect(balanced.markets.map(\.line) == [dec("1.5"), dec("2.5"), dec("3.5")])
    }

    // MARK: - Market tabs

    private func tabs(sport: String = "FBL", language: String = "FR") throws -> [SportRadarModelMapper.MarketTab] {
        let filter = try Fixture.decode(SportRadarModels.MarketsFilter.self, "marketsFilter")
        let event = try Fixture.decode(Content<SportRadarModels.ContentEvent>.self, "getEventDetails").data
        let balanced = try Fixture.decode(Content<SportRadarModels.ContentEvent>.self, "eventWithBalancedMarkets").data
        var raw: [(model: SportRadarModels.ContentMarket, market: Market)] = []
        for model in (event.markets ?? []) + (balanced.markets ?? []) where !raw.contains(where: { $0.model.idfomarket == model.idfomarket }) {
            raw.append((model, try SportRadarModelMapper.market(model, isMain: false)))
        }
        return SportRadarModelMapper.marketTabs(filter, sportCode: sport, markets: raw, language: language)
    }

    @Test func filterGroupsMarketsByTheFirstIdAndAddsMixMatchSecond() throws {
        let tabs = try tabs()
        #expect(tabs.map(\.group.key) == ["1", "MixMatch", "2", "99"])
        #expect(tabs.map(\.group.name) == ["Principaux", "MixMatch", "Buts", "Tous les paris"])
        #expect(tabs.map(\.group.position) == [0, 1, 2, 3])
        #expect(tabs.map(\.group.isDefault) == [true, false, false, false])
        #expect(tabs[0].markets.map(\.id) == ["67677928.1"])
        // Goals: type 18 (every line) before type 29, as the entries' displayOrder says.
        #expect(tabs[2].markets.map(\.id) == ["67677925.1", "67677924.1", "67677926.1", "67680507.1"])
        // Both Teams To Score is not a bet-builder market.
        #expect(tabs[1].markets.map(\.id) == ["67677928.1", "67677925.1", "67677924.1", "67677926.1"])
        #expect(tabs[3].markets.count == 5)
        #expect(tabs[3].group.marketCount == 5)
    }

    @Test func filterMatchesSportKeysAndFallsBackToUK() throws {
        let tabs = try tabs(sport: "TNS", language: "DE")
        // No Goals tab for tennis; the names fall back to UK.
        #expect(tabs.map(\.group.name) == ["Main", "MixMatch", "All Markets"])
    }

    @Test func allMarketsTabExistsEvenWhenTheFileLacksIt() throws {
        let filter: SportRadarModels.MarketsFilter = try JSONDecoder().decode(SportRadarModels.MarketsFilter.self, from: Data(
            #"{"1":{"displayOrder":1,"translations":{"UK":"Main","ES":"Principal"},"marketsBySportType":{"all":[{"ids":["1"],"displayOrder":1}]}}}"#.utf8))
        let tabs = SportRadarModelMapper.marketTabs(filter, sportCode: "FBL", markets: [], language: "FR")
        #expect(tabs.map(\.group.key) == ["All Markets"])
    }
}
