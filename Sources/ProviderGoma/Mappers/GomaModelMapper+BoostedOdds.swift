import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// A boosted-odds item of either shape. The full form carries the event (its first market is
    /// the normal one, as the vendor's client reads it) and the boosted market, so the banner's
    /// ``BoostedOddsBanner/boostedPrices`` are bettable; a full item whose event has no market
    /// names no normal market and is left out (`nil`), as a tolerant reader skips a broken CMS item.
    static func boostedOddsBanner(_ item: GomaModels.BoostedOddsItem) -> BoostedOddsBanner? {
        switch item {
        case .pointer(let pointer):
            return boostedOddsBanner(pointer)
        case .full(let full):
            let event = event(full.event)
            guard let normal = event.markets.first else { return nil }
            return BoostedOddsBanner(id: full.id.value, title: full.name, eventId: event.id, marketId: normal.id,
                                     boostedMarketId: full.boostedMarket.id.value, action: url(full.ctaURL), imageURL: url(full.imageURL),
                                     event: event, boostedMarket: market(full.boostedMarket, isLive: event.isLive))
        }
    }
}
