import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

final class GomaContentMappingTests: XCTestCase {
    func testHomeTemplateIsOrderedWithAudiences() throws {
        let layout = GomaModelMapper.homeLayout(try Fixture.decode(GomaModels.HomeTemplate.self, "home-template.json"))
        XCTAssertEqual(layout.id, "4")
        XCTAssertEqual(layout.name, "Default Layout")
        XCTAssertEqual(layout.widgets.count, 13)
        XCTAssertEqual(layout.widgets.map(\.sortOrder), Array(1...13))
        XCTAssertEqual(layout.widgets[0].kind, .alertBanners)
        XCTAssertEqual(layout.widgets[0].audience, .authenticated)
        XCTAssertEqual(layout.widgets[4].kind, .heroCards)
        XCTAssertEqual(layout.widgets[5].kind, .unknown("highlightedLiveEvents"))
        XCTAssertEqual(layout.widgets[8].kind, .boostedOdds)
        XCTAssertEqual(layout.widgets[1].description, "Horizontal scrollable strip of promotional banners")
    }

    func testAudienceFilteringHidesAuthenticatedWidgetsFromSignedOutUsers() throws {
        let layout = GomaModelMapper.homeLayout(try Fixture.decode(GomaModels.HomeTemplate.self, "home-template.json"))
        let signedOut = layout.widgets(forSignedIn: false)
        let signedIn = layout.widgets(forSignedIn: true)
        XCTAssertEqual(signedIn.count, 13)
        XCTAssertEqual(signedOut.count, 12)
        XCTAssertFalse(signedOut.contains { $0.kind == .alertBanners })
        XCTAssertEqual(signedIn.first?.kind, .alertBanners)
    }

    func testAudienceValues() {
        XCTAssertEqual(GomaModelMapper.audience("anonymous"), .anonymous)
        XCTAssertEqual(GomaModelMapper.audience("vip"), .unknown("vip"))
        let layout = HomeLayout(id: "1", name: "L", widgets: [
            HomeWidget(id: "b", kind: .banners, audience: .anonymous, sortOrder: 2),
            HomeWidget(id: "a", kind: .stories, audience: .unknown("vip"), sortOrder: 1),
        ])
        XCTAssertEqual(layout.widgets(forSignedIn: false).map(\.id), ["b"])
        XCTAssertEqual(layout.widgets(forSignedIn: true).map(\.id), [])
    }

    func testBanners() throws {
        let banners = try Fixture.decode([GomaModels.Banner].self, "banners.json").map(GomaModelMapper.banner)
        XCTAssertEqual(banners.count, 1)
        XCTAssertEqual(banners[0].id, "4")
        XCTAssertEqual(banners[0].title, "Banner 1")
        XCTAssertEqual(banners[0].subtitle, "subtitle")
        XCTAssertEqual(banners[0].imageURL?.absoluteString, "https://cms.gomademo.com/storage/32/01JN193T46MEGK8JP4AZEP93EY.jpg")
        XCTAssertNil(banners[0].action)
        XCTAssertEqual(banners[0].audience, .all)
        XCTAssertEqual(banners[0].startDate, utc(2025, 2, 26, 14, 3))
        XCTAssertEqual(banners[0].endDate, utc(2026, 2, 26, 14, 3))
    }

    func testAlertBanner() throws {
        let banner = GomaModelMapper.banner(try Fixture.decode(GomaModels.Banner.self, "alert-banner.json"))
        XCTAssertEqual(banner.title, "Alert Banner 1")
        XCTAssertEqual(banner.callToActionText, "Button 123")
        XCTAssertEqual(banner.action?.absoluteString, "https://betsson.fr")
        XCTAssertNil(banner.imageURL)
        XCTAssertEqual(banner.startDate, utc(2025, 2, 26, 12, 39))
    }

    func testBoostedOddsCarouselHeroCardsAndProChoices() throws {
        let boosted = try Fixture.decode([GomaModels.BoostedOddsBanner].self, "boosted-odds-banners.json").map(GomaModelMapper.boostedOddsBanner)
        XCTAssertEqual(boosted, [BoostedOddsBanner(id: "4", title: nil, eventId: "4067992.1", marketId: "67701007.1", boostedMarketId: "67701178.1")])
        let carousel = try Fixture.decode([GomaModels.SportBanner].self, "carousel-events.json").map(GomaModelMapper.carouselEvent)
        XCTAssertEqual(carousel.first?.id, "6")
        XCTAssertEqual(carousel.first?.eventId, "4067574.1")
        XCTAssertEqual(carousel.first?.marketId, "67677928.1")
        XCTAssertEqual(carousel.first?.imageURL?.lastPathComponent, "01JN1BK4W59DSA5NTCDN7PZ5Z3.png")
        let hero = try Fixture.decode([GomaModels.HeroCard].self, "hero-cards.json").map(GomaModelMapper.heroCard)
        XCTAssertEqual(hero.first?.id, "3")
        XCTAssertEqual(hero.first?.marketIds, ["67677928.1", "67677925.1", "67680507.1"])
        let picks = try Fixture.decode([GomaModels.EventPointer].self, "pro-choices.json").map(GomaModelMapper.proChoice)
        XCTAssertEqual(picks.map(\.eventId), ["4067574.1", "4057834.1"])
        XCTAssertEqual(picks.map(\.marketId), ["67677928.1", "66935497.1"])
    }

    func testStories() throws {
        let stories = try Fixture.decode([GomaModels.Story].self, "stories.json").map(GomaModelMapper.story)
        XCTAssertEqual(stories.map(\.id), ["5", "6", "7"])
        XCTAssertEqual(stories.map(\.mediaType), [.image, .image, .video])
        XCTAssertEqual(stories[2].action?.absoluteString, "https://betsson.fr")
        XCTAssertEqual(stories[0].thumbnailURL?.lastPathComponent, "01JN1FYARZZ76AJ65K0JR33WND.png")
        XCTAssertEqual(stories[2].mediaURL?.pathExtension, "mp4")
    }

    func testEmptyNewsIsValid() throws {
        XCTAssertEqual(try Fixture.decode([GomaModels.NewsItem].self, "news.json").map(GomaModelMapper.news), [])
    }

    func testInitialDumpMatchesTheSeparateEndpoints() throws {
        let dump = try Fixture.decode(GomaModels.InitialDump.self, "initial-dump.json")
        let template = try Fixture.decode(GomaModels.HomeTemplate.self, "home-template.json")
        XCTAssertEqual(GomaModelMapper.homeLayout(dump.homeTemplate), GomaModelMapper.homeLayout(template))
        XCTAssertEqual(dump.promotions.alertBanner.map(GomaModelMapper.banner)?.title, "Alert Banner 1")
        XCTAssertEqual(dump.promotions.stories.count, 3)
        XCTAssertEqual(dump.promotions.highlightedEvents.count, 3)
        XCTAssertEqual(dump.promotions.proChoices.map(GomaModelMapper.proChoice).last?.marketId, "66935497.1")
        XCTAssertEqual(dump.promotions.heroCards.map(GomaModelMapper.heroCard).first?.marketIds.count, 3)
        XCTAssertTrue(dump.promotions.news.isEmpty)
    }
}
