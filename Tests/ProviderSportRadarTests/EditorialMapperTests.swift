import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The home page's editorial lists, mapped over the vendor reference's `content/` files (their
/// copies in SandboxFixtures), and what each mapper drops and counts.
struct EditorialMapperTests {
    typealias Content<T: Decodable & Sendable> = SportRadarModels.ContentResponse<T>
    typealias Headlines<T: Decodable & Sendable> = Content<SportRadarModels.HeadlineList<T>>

    func decode<T: Decodable>(_ type: T.Type, json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    // MARK: - Top banners

    @Test func topBannersMergeCategoriesAndFlagTheSignUpBanner() throws {
        let categories = try Fixture.decode(Content<[SportRadarModels.BannerCategory]>.self, "bannerCategoryList-Homepage").data
        let (banners, dropped) = SportRadarModelMapper.topBanners(categories)
        #expect(dropped == 0)
        #expect(banners == [
            Banner(id: "7101", title: "Inscription", subtitle: "Inscrivez-vous\n100 € offerts",
                   imageURL: URL(string: "https://cdn.example.invalid/sportsbook/images/banner-register.png"),
                   action: URL(string: "/#register"), opensRegistration: true),
            Banner(id: "7102", title: "Ligue 1", imageURL: URL(string: "https://cdn.example.invalid/sportsbook/images/banner-ligue1.png"),
                   action: URL(string: "/sport/football/france/90101.1")),
        ])
    }

    @Test func aTopBannerWithoutItsIdOrThatDoesNotDecodeIsDroppedAndCounted() throws {
        let json = #"""
        {"data":[{"title":"A","banneritems":[{"idfwbanneritem":"1","name":"one"},{"name":"no id"},{"idfwbanneritem":7},{"idfwbanneritem":""}]},
                 {"title":"B","banneritems":[{"idfwbanneritem":"2","location":"/promotions/x"}]}]}
        """#
        let categories = try decode(Content<[SportRadarModels.BannerCategory]>.self, json: json).data
        let (banners, dropped) = SportRadarModelMapper.topBanners(categories)
        #expect(banners.map(\.id) == ["1", "2"])
        #expect(banners.map(\.opensRegistration) == [false, false])
        #expect(dropped == 3)
    }

    // MARK: - Sliders, stories, cashback banner

    @Test func slidersAreBannersAndAnIncompleteOneIsDropped() throws {
        let sliders = try Fixture.decode(Headlines<SportRadarModels.BannerHeadline>.self, "headline-HomepageSliders").data.headlineItems
        #expect(sliders.dropped == 0)
        #expect(sliders.elements.map { SportRadarModelMapper.banner($0) } == [
            Banner(id: "5101", title: "Bonus de bienvenue", subtitle: "Jusqu'à 100 € offerts sur votre premier pari",
                   imageURL: URL(string: "https://cdn.example.invalid/sportsbook/images/slider-welcome.png"),
                   action: URL(string: "/promotions/bienvenue")),
            Banner(id: "5102", title: "FC Exemple - AS Démo", imageURL: URL(string: "https://cdn.example.invalid/sportsbook/images/slider-match.png")),
        ])
        #expect(sliders.elements.map(\.idfomarket) == [nil, "67677928.1"])
        // The vendor's client fails the whole list on one slider without its `name`; here it is dropped.
        let json = #"""
        {"data":{"headlineItems":[{"idfwheadline":"1","title":"T","imageurl":"https://x.invalid/a.png","idfwheadlinetype":"1"},
                                  {"idfwheadline":"2","name":"N","title":"T","imageurl":"https://x.invalid/b.png","idfwheadlinetype":"1"}]}}
        """#
        let lossy = try decode(Headlines<SportRadarModels.BannerHeadline>.self, json: json).data.headlineItems
        #expect(lossy.elements.map(\.idfwheadline) == ["2"])
        #expect(lossy.dropped == 1)
    }

    @Test func storiesCarryTheirImageAndLink() throws {
        let stories = try Fixture.decode(Headlines<SportRadarModels.StoryHeadline>.self, "headline-InstaCard").data.headlineItems
        #expect(stories.elements.map(SportRadarModelMapper.story) == [
            Story(id: "5601", title: "Cashback", thumbnailURL: URL(string: "https://cdn.example.invalid/sportsbook/images/story-cashback.png"),
                  action: URL(string: "/promotions/cashback")),
            Story(id: "5602", title: "Ligue 1", thumbnailURL: URL(string: "https://cdn.example.invalid/sportsbook/images/story-ligue1.png"),
                  action: URL(string: "/sport/football/france/90101.1")),
        ])
        let json = #"{"data":{"headlineItems":[{"idfwheadline":"1","title":"T","imageurl":"https://x.invalid/a.png"}]}}"#
        let lossy = try decode(Headlines<SportRadarModels.StoryHeadline>.self, json: json).data.headlineItems
        #expect(lossy.elements.isEmpty && lossy.dropped == 1, "a story without its link is dropped and counted")
    }

    @Test func theCashbackBannerIsReadInHeadlineFormOnly() throws {
        let banners = try Fixture.decode(Headlines<SportRadarModels.BannerHeadline>.self, "bannerCategoryList-cashbackSuccessBanner").data
        #expect(banners.headlineItems.elements.map { SportRadarModelMapper.banner($0) } == [
            Banner(id: "5801", title: "Pari placé, cashback activé", subtitle: "Votre pari est éligible au cashback",
                   imageURL: URL(string: "https://cdn.example.invalid/sportsbook/images/cashback-success.png"),
                   action: URL(string: "/promotions/cashback")),
        ])
        // The other banner categories' form (QuickLinks) is not a cashback banner, as in the vendor's client.
        #expect(throws: DecodingError.self) {
            try Fixture.decode(Headlines<SportRadarModels.BannerHeadline>.self, "bannerCategoryList-QuickLinks")
        }
    }

    // MARK: - Promoted sports

    @Test func promotedSportsComeFromThePopularNodeAndASportWithoutGroupsIsDropped() throws {
        let root = try Fixture.decode(Content<SportRadarModels.PromotedSportsRoot>.self, "boNavigationList-top-promotedSports").data
        let (sports, dropped) = SportRadarModelMapper.promotedSports(root)
        #expect(sports == [
            PromotedSport(id: "88901", name: "Football", competitions: [PromotedCompetition(id: "123456.1", name: "Ligue 1"),
                                                                        PromotedCompetition(id: "123457.1", name: "Premier League")]),
            PromotedSport(id: "88902", name: "Tennis", competitions: [PromotedCompetition(id: "123480.1", name: "ATP Indian Wells")]),
        ])
        #expect(dropped == 1, "Basketball has no market group")
    }

    @Test func theSportListAloneHasNoPromotedSportsAndThePopularNodeIsFoundInAnyCase() throws {
        let plain = try Fixture.decode(Content<SportRadarModels.PromotedSportsRoot>.self, "getAvailableSportTypes").data
        #expect(SportRadarModelMapper.promotedSports(plain).sports.isEmpty)
        let json = #"""
        {"data":{"bonavigationnodes":[{"name":7},{"idfwbonavigation":"9","name":"POPULAR","bonavigationnodes":[
            {"idfwbonavigation":"1","name":"Football","marketgroups":[{"idfwmarketgroup":"10.1"},{"name":"no id"}]},
            {"idfwbonavigation":"2","name":"Tennis"}]}]}}
        """#
        let root = try decode(Content<SportRadarModels.PromotedSportsRoot>.self, json: json).data
        let (sports, dropped) = SportRadarModelMapper.promotedSports(root)
        #expect(sports == [PromotedSport(id: "1", name: "Football", competitions: [PromotedCompetition(id: "10.1")])])
        #expect(dropped == 2, "a group without its id and a sport without market groups")
    }

    @Test func theSportListStillReadsTopWithAPopularNodeWhoseGroupsHaveNoName() throws {
        let top = try Fixture.decode(Content<SportRadarModels.NavigationList>.self, "boNavigationList-top-promotedSports").data
        #expect(SportRadarModelMapper.sports(top).map(\.name) == ["Football", "Tennis"], "Popular counts nothing: hidden")
        let json = #"""
        {"data":{"bonavigationnodes":[{"idfwbonavigation":"88001","name":"Football","numevents":"3","focontentid":"FBL"},
            {"idfwbonavigation":"88900","name":"Popular","numevents":"0","focontentid":"POPULAR","bonavigationnodes":[
                {"idfwbonavigation":"88901","name":"Football","marketgroups":[{"idfwmarketgroup":"123456.1"}]}]}]}}
        """#
        let list = try decode(Content<SportRadarModels.NavigationList>.self, json: json).data
        #expect(SportRadarModelMapper.sports(list).map(\.id) == ["88001"])
    }

    // MARK: - Pointer lists

    @Test func pointerListsReadEveryField() throws {
        let boosted = try Fixture.decode(Headlines<SportRadarModels.HeadlineItem>.self, "headline-boostedOddCard").data.headlineItems
        let item = try #require(boosted.elements.first)
        #expect([item.idfwheadline, item.idfomarket, item.bodytext, item.title] == ["5301", "67677990.1", "67677928.1", "FC Exemple gagne"])
        let alt = try Fixture.decode(Headlines<SportRadarModels.HeadlineItem>.self, "headline-altMarkets").data.headlineItems
        #expect(alt.elements.map(\.numofselections) == ["3", "2"])
        for name in ["headline-slidingEvent", "headline-eventCard", "headline-HeroGameCard"] {
            let list = try Fixture.decode(Headlines<SportRadarModels.HeadlineItem>.self, name).data.headlineItems
            #expect(list.dropped == 0 && !list.elements.isEmpty, "\(name)")
        }
    }

    @Test func shownOutcomeCountIsAWholeNumberOrAll() {
        #expect(SportRadarModelMapper.shownOutcomeCount("3") == 3)
        #expect(SportRadarModelMapper.shownOutcomeCount("0") == 0)
        #expect(SportRadarModelMapper.shownOutcomeCount("-1") == nil)
        #expect(SportRadarModelMapper.shownOutcomeCount("trois") == nil)
        #expect(SportRadarModelMapper.shownOutcomeCount(nil) == nil)
    }

    @Test func heroGameMarketsAreRegroupedByEventInTheEditorsOrder() throws {
        let items = try Fixture.decode(Headlines<SportRadarModels.HeadlineItem>.self, "headline-HeroGameCard").data.headlineItems.elements
        let first = try SportRadarModelMapper.events(fromMarkets: Fixture.decode(Content<SportRadarModels.MarketGroupContent>.self,
                                                                                 "marketGroup-heroGame").data.markets ?? [])
        let second = try SportRadarModelMapper.events(fromMarkets: Fixture.decode(Content<SportRadarModels.MarketGroupContent>.self,
                                                                                  "marketGroup-heroGame-2").data.markets ?? [])
        let cards = SportRadarModelMapper.heroCards(items, events: ["123470.1": first, "123471.1": second])
        #expect(cards.map(\.id) == ["5701"])
        #expect(cards.first?.event.id == "4067574.1")
        #expect(cards.first?.event.markets.map(\.id) == ["67677928.1", "67677925.1", "67677940.1"], "each market once")
        #expect(cards.first?.imageURL == URL(string: "https://cdn.example.invalid/sportsbook/images/hero-4067574.png"))
        #expect(cards.first?.headlines == 3)
        // A headline whose group was not loaded is left out; the other event comes first when its headline does.
        let other = Event(id: "1.1", participants: [], startDate: Date(timeIntervalSince1970: 0), status: .notStarted)
        let reordered = SportRadarModelMapper.heroCards(Array(items.reversed()), events: ["123470.1": first, "123471.1": [other]])
        #expect(reordered.map(\.event.id) == ["4067574.1", "1.1"])
        #expect(reordered.map(\.id) == ["5703", "5702"])
        #expect(SportRadarModelMapper.heroCards(items, events: [:]).isEmpty)
    }
}
