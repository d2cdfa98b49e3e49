import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// The favourite EVENTS' ids, each once, in the vendor's order: competitions are skipped;
    /// a missing or unknown type counts as an event, as the vendor's client reads it.
    static func favouriteEventIds(_ favourites: [GomaModels.Favourite]) -> [String] {
        var ids: [String] = []
        for favourite in favourites where favourite.favoriteType != GomaModels.favouriteCompetitionType {
            let id = favourite.favoriteId.value
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// A highlight as an event card. A pointer names its event and market (its card id is the
    /// pointer's `id`, else the event's); a whole event travels along in ``CarouselEvent/event``,
    /// with no market chosen (the vendor chose none).
    static func highlight(_ highlight: GomaModels.Highlight) -> CarouselEvent {
        switch highlight {
        case .pointer(let pointer):
            return CarouselEvent(id: pointer.id ?? pointer.sportEventId, eventId: pointer.sportEventId,
                                 marketId: pointer.sportEventMarketId, imageURL: url(pointer.imageURL))
        case .event(let event, let imageURL):
            let mapped = GomaModelMapper.event(event)
            return CarouselEvent(id: mapped.id, eventId: mapped.id, imageURL: url(imageURL), event: mapped)
        }
    }
}
