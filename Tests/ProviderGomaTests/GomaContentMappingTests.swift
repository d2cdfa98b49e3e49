import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaContentMappingTests {
    @Test func homeTemplateIsOrderedWithAudiences() throws {
        let layout = GomaModelMapper.homeLayout(try Fixture.decode(GomaModels.HomeTemplate.self, "home-template.json"))
        #expect(layout.id == "4")
        #expect(layout.name == "Default Layout")
        #expect(layout.widgets.count == 13)
        #expect(layout.widgets.map(\.sortOrder) == Array(1...13))
        #expect(layout.widgets[0].kind == .alertBanners)
        #expect(layout.widgets[0].audience == .authenticated)
        #expect(layout.widgets[4].kind == .heroCards)
        #expect(layout.widgets[5].kind == .unknown("highlightedLiveEvents"))
        #expect(layout.widgets[8].kind == .boostedOdds)
        #expect(layout.widgets[1].description == "Horizontal scrollable strip of promotional banners")
    }

    @Test func audienceFilteringHidesAuthenticatedWidgetsFromSignedOutUsers() throws {
        let layout = GomaModelMapper.homeLayout(try Fixture.decode(GomaModels.HomeTemplate.self, "home-template.json"))
        let signedOut = layout.widgets(forSignedIn: false)
        let signedIn = layout.widgets(forSignedIn: true)
        #expect(signedIn.count == 13)
        #expect(signedOut.count == 12)
        #expect(!(signedOut.contains { $0.kind == .alertBanners }))
        #expect(signedIn.first?.kind == .alertBanners)
    }

    @Test func audienceValues() {
        #expect(GomaModelMapper.audience("anonymous") == .anonymous)
        #expect(GomaModelMapper.audience("vip") == .unknown("vip"))
        let layout = HomeLayout(id: "1", name: "L", widgets: [
            HomeWidget(id: "b", kind: .banners, audience: .anonymous, sortOrder: 2),
            HomeWidget(id: "a", kind: .stories, audience: .unknown("vip"), sortOrder: 1),
        ])
        #expect(layout.widgets(forSignedIn: false).map(\.id) == ["b"])
        #expect(layout.widgets(forSignedIn: true).map(\.id) == [])
    }

    @Test func banners() throws {
        let banners = try Fixture.decode([GomaModels.Banner].self, "banners.json").map(GomaModelMapper.banner)
        #expect(banners.count == 1)
        #expect(banners[0].id == "4")
        #expect(banners[0].title == "Banner 1")
        #expect(banners[0].subtitle == "subtitle")
        #expect(banners[0].imageURL?.absoluteString == "https://cms.gomademo.com/storage/32/01JN193T46MEGK8JP4AZEP93EY.jpg")
        #expect(banners[0].action == nil)
        #expect(banners[0].audience == .all)
        #expect(banners[0].startDate == utc(2025, 2, 26, 14, 3))
        #expect(banners[0].endDate == utc(2026, 2, 26, 14, 3))
    }

    @Test func alertBanner() throws {
        let banner = GomaModelMapper.banner(try Fixture.decode(GomaModels.Banner.self, "alert-banner.json"))
        #expect(banner.title == "Alert Banner 1")
        #expect(banner.callToActionText == "Button 123")
        #expect(banner.action?.absoluteString == "https://betsson.fr")
        #expect(banner.imageURL == nil)
        #expect(banner.startDate == utc(2025, 2, 26, 12, 39))
    }

    @Test func boostedOddsCarouselHeroCardsAndProChoices() throws {
        let boosted = try Fixture.decode([GomaModels.BoostedOddsBanner].self, "boosted-odds-banners.json").map(GomaModelMapper.boostedOddsBanner)
        #expect(boosted == [BoostedOddsBanner(id: "4", title: nil, eventId: "4067992.1", marketId: "67701007.1", boostedMarketId: "67701178.1")])
        let carousel = try Fixture.decode([GomaModels.SportBanner].self, "carousel-events.json").map(GomaModelMapper.carouselEvent)
        #expect(carousel.first?.id == "6")
        #expect(carousel.first?.eventId == "4067574.1")
        #expect(carousel.first?.marketId == "67677928.1")
        #expect(carousel.first?.imageURL?.lastPathComponent == "01JN1BK4W59DSA5NTCDN7PZ5Z3.png")
        let hero = try Fixture.decode([GomaModels.HeroCard].self, "hero-cards.json").map(GomaModelMapper.heroCard)
        #expect(hero.first?.id == "3")
        #expect(hero.first?.marketIds == ["67677928.1", "67677925.1", "67680507.1"])
        let picks = try Fixture.decode([GomaModels.EventPointer].self, "pro-choices.json").map(GomaModelMapper.proChoice)
        #expect(picks.map(\.eventId) == ["4067574.1", "4057834.1"])
        #expect(picks.map(\.marketId) == ["67677928.1", "66935497.1"])
    }

    @Test func stories() throws {
        let stories = try Fixture.decode([GomaModels.Story].self, "stories.json").map(GomaModelMapper.story)
        #expect(stories.map(\.id) == ["5", "6", "7"])
        #expect(stories.map(\.mediaType) == [.image, .image, .video])
        #expect(stories[2].action?.absoluteString == "https://betsson.fr")
        #expect(stories[0].thumbnailURL?.lastPathComponent == "01JN1FYARZZ76AJ65K0JR33WND.png")
        #expect(stories[2].mediaURL?.pathExtension == "mp4")
    }

    @Test func emptyNewsIsValid() throws {
        #expect(try Fixture.decode([GomaModels.NewsItem].self, "news.json").map(GomaModelMapper.news) == [])
    }

    @Test func initialDumpMatchesTheSeparateEndpoints() throws {
        let dump = try Fixture.decode(RecordedInitialDump.self, "initial-dump.json")
        let template = try Fixture.decode(GomaModels.HomeTemplate.self, "home-template.json")
        #expect(GomaModelMapper.homeLayout(dump.homeTemplate) == GomaModelMapper.homeLayout(template))
        #expect(dump.promotions.alertBanner.map(GomaModelMapper.banner)?.title == "Alert Banner 1")
        #expect(dump.promotions.stories.count == 3)
        #expect(dump.promotions.highlightedEvents.count == 3)
        #expect(dump.promotions.proChoices.map(GomaModelMapper.proChoice).last?.marketId == "66935497.1")
        #expect(dump.promotions.heroCards.map(GomaModelMapper.heroCard).first?.marketIds.count == 3)
        #expect(dump.promotions.news.isEmpty)
    }
}

/// The recorded `GET /api/initial-dump/v1` answer (the template and every promotion in one), read
/// only here: the SDK reads each part from its own endpoint, and the made-up per-endpoint fixtures
/// take their values from this recorded dump, which this test ties them to.
struct RecordedInitialDump: Decodable {
    let homeTemplate: GomaModels.HomeTemplate
    let promotions: Promotions

    enum CodingKeys: String, CodingKey {
        case homeTemplate = "home_template"
        case promotions
    }

    struct Promotions: Decodable {
        let alertBanner: GomaModels.Banner?
        let banners: [GomaModels.Banner]
        let sportBanners: [GomaModels.SportBanner]
        let highlightedEvents: [GomaModels.EventPointer]
        let proChoices: [GomaModels.EventPointer]
        let boostedOddsBanners: [GomaModels.BoostedOddsBanner]
        let heroCards: [GomaModels.HeroCard]
        let stories: [GomaModels.Story]
        let news: [GomaModels.NewsItem]

        enum CodingKeys: String, CodingKey {
            case alertBanner = "alert_banner"
            case banners
            case sportBanners = "sport_banners"
            case highlightedEvents = "highlighted_events"
            case proChoices = "pro_choices"
            case boostedOddsBanners = "boosted_odds_banners"
            case heroCards = "hero_cards"
            case stories, news
        }
    }
}
