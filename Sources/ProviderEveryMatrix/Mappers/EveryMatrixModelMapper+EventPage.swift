import Foundation
@_spi(ProviderKit) import ServicesProvider

// The event page: a match's details merged from two topics, its market group tabs, a tab's markets.
extension EveryMatrixModelMapper {
    /// The market group tabs of a match's market-groups topic, by `position` (arrival order
    /// among equal positions; a group without a position goes last).
    static func marketGroups(in store: AggregatorView) -> [MarketGroup] {
        store.marketGroups().map { entry in
            let group = entry.group
            return MarketGroup(id: group.id.description, key: group.groupKey, name: group.translatedName ?? group.groupKey,
                               marketCount: group.numberOfMarkets, position: group.position ?? Int.max, isDefault: group.isDefault ?? false)
        }.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
    }

    /// The markets of one match in a store (a tab's topic holds one match's markets), in arrival order.
    static func markets(ofEvent id: String, in store: AggregatorView) -> [Market] {
        store.marketKeys(ofEvent: EntityKey(id)).compactMap { market($0, in: store) }
    }

    /// One match as the event page shows it: the header (participants, status, score, match
    /// time) from the overview topic, which carries the score infos, and the markets from the
    /// topic that carries markets. The header's sport and competition win; the markets topic
    /// fills what the header lacks (e.g. a region from its EVENT_CATEGORY). `nil` when neither
    /// holds the match.
    static func eventPage(header: Event?, markets: Event?) -> Event? {
        guard var event = header ?? markets else { return nil }
        guard let markets else { return event }
        event.markets = markets.markets
        if event.sport == nil { event.sport = markets.sport }
        if event.competition?.region == nil, let competition = markets.competition { event.competition = competition }
        return event
    }
}
