import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The pointer lists (`headline` `F/20/{list}`): each item names a market (or a market group)
/// that is loaded and read as the card's event, with today's status (`event(containingMarket:)`).
/// Unlike the vendor's client, cards keep the editor's order (it sorts by market id, and the hero
/// game by event id), and what it drops unreported is counted.
extension SportRadarContentService {
    /// This area's features, part of this service's `features`.
    static let cardFeatures: Set<Feature> = [.carouselEvents, .highlightedEvents, .boostedOddsBanners, .proChoices, .heroCards]

    /// The sliding top events.
    static let slidingEventsList = "slidingEvent"
    /// The visual event cards.
    static let eventCardsList = "eventCard"
    /// The boosted odds.
    static let boostedOddsList = "boostedOddCard"
    /// The highlighted markets.
    static let highlightedMarketsList = "altMarkets"
    /// The hero game cards.
    static let heroGameList = "HeroGameCard"

    /// The sliding top events (`slidingEvent`): the item's market and image.
    func carouselEvents() async throws(ServiceProviderError) -> [CarouselEvent] {
        try await imageCards(Self.slidingEventsList)
    }

    /// The visual event cards (`eventCard`): the item's market and image.
    func highlightedEvents() async throws(ServiceProviderError) -> [CarouselEvent] {
        try await imageCards(Self.eventCardsList)
    }

    /// The boosted odds (`boostedOddCard`): `idfomarket` is the boosted market, looked up; `bodytext`
    /// names the market it replaces (an item without one is left out). The banner's event is the
    /// looked-up event without the boosted market, which is ``BoostedOddsBanner/boostedMarket``.
    func boostedOddsBanners() async throws(ServiceProviderError) -> [BoostedOddsBanner] {
        guard let list = try await pointers(Self.boostedOddsList) else { return [] }
        return try await cards(list, pointer: \.idfomarket) { item, boostedId, event in
            guard let normalId = item.bodytext, !normalId.isEmpty, let boosted = event.markets.first(where: { $0.id == boostedId }) else { return nil }
            var normal = event
            normal.markets.removeAll { $0.id == boostedId }
            return BoostedOddsBanner(id: SportRadarModelMapper.cardId(item, pointer: boostedId), title: item.title, eventId: event.id,
                                     marketId: normalId, boostedMarketId: boostedId, action: SportRadarModelMapper.link(item.linkurl),
                                     imageURL: SportRadarModelMapper.httpsURL(item.imageurl), event: normal, boostedMarket: boosted)
        }
    }

    /// The highlighted markets (`altMarkets`): the market with its event, and how many of its
    /// selections to show (`numofselections`).
    func proChoices() async throws(ServiceProviderError) -> [ProChoice] {
        guard let list = try await pointers(Self.highlightedMarketsList) else { return [] }
        return try await cards(list, pointer: \.idfomarket) { item, marketId, event in
            ProChoice(eventId: event.id, marketId: marketId, imageURL: SportRadarModelMapper.httpsURL(item.imageurl), event: event,
                      shownOutcomeCount: SportRadarModelMapper.shownOutcomeCount(item.numofselections))
        }
    }

    /// The hero game (`HeroGameCard`): each distinct market group loaded once (`marketGroup`), its
    /// markets regrouped by event into one card per event, in the editor's order; each event is
    /// then looked up for its status, keeping the groups' markets.
    func heroCards() async throws(ServiceProviderError) -> [HeroCard] {
        guard let list = try await pointers(Self.heroGameList) else { return [] }
        count(.incomplete, times: list.dropped)
        let runtime = self.runtime, language = self.language
        let groupIds = list.elements.compactMap { $0.idfwmarketgroup.flatMap { $0.isEmpty ? nil : $0 } }
        let groups = try await lookUp(groupIds) { id throws(ServiceProviderError) in
            let content = try await runtime.executor(.content).send(SportRadarPoseidonAPI.marketGroup(id: id, language: language)).data
            return try SportRadarModelMapper.events(fromMarkets: content.markets ?? [])
        }
        var loaded: [String: [Event]] = [:]
        for item in list.elements {
            guard let group = item.idfwmarketgroup, let lookup = groups[group] else {
                count(.incomplete)
                continue
            }
            switch lookup {
            case .found(let events) where events.isEmpty: count(.incomplete)
            case .found(let events): loaded[group] = events
            case .dropped(let reason): count(reason)
            }
        }
        let drafts = SportRadarModelMapper.heroCards(list.elements, events: loaded)
        let events = self.events
        let found = try await lookUp(drafts.map(\.event.id), isOver: { $0.isOver }) { id throws(ServiceProviderError) in
            try await events.event(id: id)
        }
        var cards: [HeroCard] = []
        for draft in drafts {
            switch found[draft.event.id] ?? .dropped(.unknown) {
            case .found(let event): cards.append(draft.card(with: event))
            case .dropped(let reason): count(reason, times: draft.headlines)
            }
        }
        return cards
    }

    /// Image cards of a pointer list: the item's market and image.
    private func imageCards(_ name: String) async throws(ServiceProviderError) -> [CarouselEvent] {
        guard let list = try await pointers(name) else { return [] }
        return try await cards(list, pointer: \.idfomarket) { item, marketId, event in
            CarouselEvent(id: SportRadarModelMapper.cardId(item, pointer: marketId), eventId: event.id, marketId: marketId,
                          imageURL: SportRadarModelMapper.httpsURL(item.imageurl), event: event)
        }
    }

    /// A pointer list's items; `nil` when the content API does not know the list.
    private func pointers(_ name: String) async throws(ServiceProviderError) -> LossyList<SportRadarModels.HeadlineItem>? {
        let endpoint = SportRadarPoseidonAPI.headlinePointers(id: headlineId(name), language: language)
        return try await events.unlessGone { () async throws(ServiceProviderError) in
            try await runtime.executor(.content).send(endpoint).data.headlineItems
        }
    }
}
