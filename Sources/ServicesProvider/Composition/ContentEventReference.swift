/// How the events a CMS names are looked up in the sportsbook: the ids a CMS holds are those of
/// the sportsbook its operator runs, some by event and some by market.
public enum ContentEventReference: Sendable, Hashable {
    /// By market when the sportsbook finds events by market (``Feature/eventByMarket``) and the
    /// item names a market, else by event.
    case automatic
    /// By the item's event id (``EventsService/event(id:)``).
    case eventId
    /// By the item's market id (``EventsService/event(containingMarket:)``), by event id for an
    /// item that names no market.
    case marketId
}
