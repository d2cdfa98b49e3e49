import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    static func homeLayout(_ template: GomaModels.HomeTemplate) -> HomeLayout {
        HomeLayout(id: template.id.value, name: template.name, widgets: template.widgets.map(homeWidget))
    }

    static func homeWidget(_ widget: GomaModels.HomeTemplate.Widget) -> HomeWidget {
        HomeWidget(id: widget.id.value, kind: widgetKind(widget.name), audience: audience(widget.userType),
                   sortOrder: widget.sortOrder, description: widget.description)
    }

    /// CMS widget names; names without a domain case are kept as unknown.
    static func widgetKind(_ name: String) -> HomeWidgetKind {
        switch name {
        case "alertBanners": return .alertBanners
        case "banners": return .banners
        case "carouselEvents": return .carouselEvents
        case "stories": return .stories
        case "heroCardEvents": return .heroCards
        case "proChoices": return .proChoices
        case "boostedEvents": return .boostedOdds
        case "news": return .news
        case "topCompetitions": return .topCompetitions
        default: return .unknown(name)
        }
    }

    static func banner(_ banner: GomaModels.Banner) -> Banner {
        Banner(id: banner.id.value, title: banner.title, subtitle: banner.subtitle, imageURL: url(banner.imageURL),
               action: url(banner.ctaURL), audience: audience(banner.userType), callToActionText: banner.ctaText,
               startDate: banner.startDate, endDate: banner.endDate)
    }

    static func boostedOddsBanner(_ banner: GomaModels.BoostedOddsBanner) -> BoostedOddsBanner {
        BoostedOddsBanner(id: banner.id.value, title: banner.title ?? banner.name, eventId: banner.sportEventId,
                          marketId: banner.sportEventMarketId, boostedMarketId: banner.sportEventBoostedMarketId,
                          action: url(banner.ctaURL))
    }

    static func carouselEvent(_ banner: GomaModels.SportBanner) -> CarouselEvent {
        CarouselEvent(id: banner.id.value, eventId: banner.sportEventId, marketId: banner.sportEventMarketId,
                      imageURL: url(banner.imageURL), action: url(banner.ctaURL))
    }

    static func heroCard(_ card: GomaModels.HeroCard) -> HeroCard {
        HeroCard(id: card.id.value, eventId: card.sportEventId, marketIds: card.sportEventMarketIds, imageURL: url(card.imageURL))
    }

    static func proChoice(_ pointer: GomaModels.EventPointer) -> ProChoice {
        ProChoice(eventId: pointer.sportEventId, marketId: pointer.sportEventMarketId, imageURL: url(pointer.imageURL))
    }

    static func story(_ story: GomaModels.Story) -> Story {
        Story(id: story.id.value, title: story.title, thumbnailURL: url(story.iconURL), mediaURL: url(story.mediaURL),
              action: url(story.ctaURL), mediaType: story.mediaType.map(mediaType), audience: audience(story.userType),
              callToActionText: story.ctaText)
    }

    /// A CMS media type (stories, promotion page banners): `image` or `video`.
    static func mediaType(_ type: String) -> StoryMediaType {
        switch type {
        case "image": return .image
        case "video": return .video
        default: return .unknown(type)
        }
    }

    static func news(_ item: GomaModels.NewsItem) -> Promotion {
        Promotion(id: item.id.value, title: item.title, body: item.subtitle, imageURL: url(item.imageURL),
                  action: url(item.ctaURL), startDate: item.startDate, endDate: item.endDate)
    }
}
