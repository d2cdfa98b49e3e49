import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Every shape of the carousel, hero-card and pro-choice paths into the same domain values; a
/// shape with the whole event carries it along (`event`).
extension GomaModelMapper {
    /// Pointers as recorded; cards with their event (the event's first market is the card's, as
    /// in the vendor's client); typed banners' `event` items. The typed `info` items are
    /// information banners, not events, so a carousel of events leaves them out, as it does the
    /// types the SDK does not know.
    static func carouselEvents(_ answer: GomaModels.SportBannersAnswer) -> [CarouselEvent] {
        switch answer {
        case .pointers(let pointers):
            return pointers.map(carouselEvent)
        case .events(let cards):
            return cards.map { card in
                let mapped = event(card.event)
                return CarouselEvent(id: card.id.value, eventId: mapped.id, marketId: mapped.markets.first?.id,
                                     imageURL: url(card.imageURL ?? card.event.imageURL), event: mapped)
            }
        case .typed(let banners):
            return banners.compactMap { banner in
                guard case .event(let item) = banner else { return nil }
                return CarouselEvent(id: item.id.value, eventId: item.sportEventId, marketId: item.sportEventMarketId, imageURL: url(item.imageURL))
            }
        }
    }

    /// Pointers as recorded; cards with their event, whose markets are the card's.
    static func heroCards(_ answer: GomaModels.HeroCardsAnswer) -> [HeroCard] {
        switch answer {
        case .pointers(let cards):
            return cards.map(heroCard)
        case .events(let cards):
            return cards.map { card in
                let mapped = event(card.event)
                return HeroCard(id: card.id.value, eventId: mapped.id, marketIds: mapped.markets.map(\.id),
                                imageURL: url(card.imageURL ?? card.event.imageURL), event: mapped)
            }
        }
    }

    /// Pointers as recorded; whole events, whose first market is the pick (as in the vendor's client).
    static func proChoices(_ answer: GomaModels.ProChoicesAnswer) -> [ProChoice] {
        switch answer {
        case .pointers(let pointers):
            return pointers.map(proChoice)
        case .events(let events):
            return events.map { item in
                let mapped = event(item)
                return ProChoice(eventId: mapped.id, marketId: mapped.markets.first?.id, imageURL: url(item.imageURL), event: mapped)
            }
        }
    }
}
