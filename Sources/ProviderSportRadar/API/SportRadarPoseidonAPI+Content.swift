import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Content reads beyond the first pass (`POST /services/content/get`, no auth; one typed factory
/// per content type) and the CDN's market filter.
extension SportRadarPoseidonAPI {
    /// The market tabs file changes rarely: served from the provider's cache this long.
    static let marketsFilterTTL: TimeInterval = 300
    /// The market filter's path on the CDN (the vendor also publishes `prematchmarketsFilterLive_v2.json`
    /// and `inplaymarketsFilterLive_v2.json`, not used).
    static let marketsFilterPath: RequestPath = "/sportsbook/config/marketsFilter_v2.json"
    /// The quick-links banner category listing the top competitions.
    static let topCompetitionsCategory = "QuickLinks"

    /// `bannerCategoryList` `{frontEndCode}/QuickLinks` (the top competitions) or
    /// `{frontEndCode}/Homepage` (the top banners); cached.
    static func bannerCategories(id: String, language: String) -> Request<SportRadarModels.ContentResponse<[SportRadarModels.BannerCategory]>> {
        content(type: "bannerCategoryList", id: id, language: language, cacheTTL: navigationTTL)
    }

    /// `headline` `{frontEndCode}/20/{list}` for a pointer list (sliding events, event cards,
    /// boosted odds, highlighted markets, hero game).
    static func headlinePointers(id: String, language: String)
        -> Request<SportRadarModels.ContentResponse<SportRadarModels.HeadlineList<SportRadarModels.HeadlineItem>>> {
        content(type: "headline", id: id, language: language)
    }

    /// `headline` `{frontEndCode}/20/HomepageSliders`: the home sliders.
    static func headlineBanners(id: String, language: String)
        -> Request<SportRadarModels.ContentResponse<SportRadarModels.HeadlineList<SportRadarModels.BannerHeadline>>> {
        content(type: "headline", id: id, language: language)
    }

    /// `headline` `{frontEndCode}/20/InstaCard`: the promotional stories.
    static func headlineStories(id: String, language: String)
        -> Request<SportRadarModels.ContentResponse<SportRadarModels.HeadlineList<SportRadarModels.StoryHeadline>>> {
        content(type: "headline", id: id, language: language)
    }

    /// `bannerCategoryList` `{frontEndCode}/cashbackSuccessBanner`, read in headline form as the
    /// vendor's client reads it (not as the other banner categories).
    static func cashbackBanners(id: String, language: String)
        -> Request<SportRadarModels.ContentResponse<SportRadarModels.HeadlineList<SportRadarModels.BannerHeadline>>> {
        content(type: "bannerCategoryList", id: id, language: language)
    }

    /// `boNavigationList` `{frontEndCode}/top` read for its "Popular" node (the sport list reads the
    /// same content with ``navigation(id:language:)``); cached.
    static func promotedSports(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.PromotedSportsRoot>> {
        content(type: "boNavigationList", id: id, language: language, cacheTTL: navigationTTL)
    }

    /// `eventSearch` `{query}/{limit}/{page}`: events decoded one by one (a bad one is dropped).
    static func eventSearch(query: String, limit: Int, page: Int, language: String)
        -> Request<SportRadarModels.ContentResponse<LossyList<SportRadarModels.ContentEvent>>> {
        content(type: "eventSearch", id: "\(query)/\(limit)/\(page)", language: language)
    }

    /// `eventSummary` `{eventId}`: the event with its main market and live summary.
    static func eventSummary(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>> {
        content(type: "eventSummary", id: id, language: language)
    }

    /// `eventWithBalancedMarkets` `{eventId}`: the event's secondary markets, every line.
    static func eventWithBalancedMarkets(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>> {
        content(type: "eventWithBalancedMarkets", id: id, language: language)
    }

    /// `market` `{marketId}`: one market carrying its event's fields.
    static func market(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.ContentMarket>> {
        content(type: "market", id: id, language: language)
    }

    /// `marketGroup` `{marketGroupId}`: a market group's markets (outrights).
    static func marketGroup(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.MarketGroupContent>> {
        content(type: "marketGroup", id: id, language: language)
    }

    /// `liveDataExtended` `{eventId}`: the full live score, status, serve and match time.
    static func liveDataExtended(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.LiveDataExtended>> {
        content(type: "liveDataExtended", id: id, language: language)
    }

    /// `eventExternalId` `{eventId}/SportRadarWidget`: the event's match id at the widget vendor,
    /// in an envelope of its own (`{data, version}`). Cached: it does not change for an event.
    static func widgetMatchId(eventId: String, language: String) -> Request<SportRadarModels.WidgetMatchId> {
        contentRead(type: "eventExternalId", id: "\(eventId)/SportRadarWidget", language: language, cacheTTL: navigationTTL)
    }

    /// `GET {cdn}/sportsbook/config/marketsFilter_v2.json`: the market tabs; cached.
    static var marketsFilter: Request<SportRadarModels.MarketsFilter> {
        Request(marketsFilterPath, cacheTTL: marketsFilterTTL)
    }
}
