/// A content item naming an event (and maybe a market) that a composed client fills with the
/// sportsbook's own event (``ComposedContentService``).
protocol ContentEventItem: Sendable {
    /// The event's id, replaced by the sportsbook's once resolved.
    var eventId: String { get set }
    /// The event, the sportsbook's once resolved.
    var event: Event? { get set }
    /// The market the item chose, looked up when the sportsbook finds events by market.
    var namedMarketId: String? { get }
    /// The item with nothing the content provider sent about its event.
    func withoutEvents() -> Self
}

extension ContentEventItem {
    func withoutEvents() -> Self {
        var item = self
        item.event = nil
        return item
    }
}

extension CarouselEvent: ContentEventItem {
    var namedMarketId: String? { marketId }
}

extension HeroCard: ContentEventItem {
    var namedMarketId: String? { marketIds.first }
}

extension ProChoice: ContentEventItem {
    var namedMarketId: String? { marketId }
}

extension BoostedOddsBanner: ContentEventItem {
    var namedMarketId: String? { marketId }

    func withoutEvents() -> Self {
        var banner = self
        banner.event = nil
        banner.boostedMarket = nil
        return banner
    }
}
