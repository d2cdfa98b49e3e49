import Foundation

/// The read-only face of an ``AggregatorStore``: what building domain values needs, and
/// nothing else. The mappers (`Mappers/`) and the live change builder (`Live/`) read the store
/// only through this view; the store's tables and indexes stay its own.
///
/// Entities are reached by the store's keys (``EntityKey``): the view hands them out (a
/// match's market keys, the matches in order) and takes them back, so the mapper never derives
/// a key itself. Every read is one or two hash lookups and reads fields in place where a whole
/// copy would retain strings the caller does not need.
package struct AggregatorView {
    private let store: AggregatorStore

    init(_ store: AggregatorStore) {
        self.store = store
    }

    /// The odds and status fields of an outcome's current offer, and the offer's key (its id is the price a bet names).
    typealias Price = (odds: Decimal, statusId: String?, isAvailable: Bool?, offer: EntityKey)

    /// The keys of the matches in arrival order, optionally only those of one sport.
    func matchKeys(sportId: EntityKey? = nil) -> [EntityKey] {
        var ordered: [(sequence: Int, key: EntityKey)] = []
        ordered.reserveCapacity(store.matches.count)
        for (key, stored) in store.matches where sportId == nil || stored.value.sportId == sportId { ordered.append((stored.sequence, key)) }
        ordered.sort { $0.sequence < $1.sequence }
        return ordered.map(\.key)
    }

    func match(_ key: EntityKey) -> EveryMatrixModels.Match? {
        store.matches[key]?.value
    }

    /// The SPORT records in the vendor's order (first arrival; a sport CREATEd later comes last).
    func sports() -> [EveryMatrixModels.Sport] {
        store.sports.values.sorted { $0.sequence < $1.sequence }.map(\.value)
    }

    /// A sport by the vendor's id.
    func sport(id: EntityKey) -> EveryMatrixModels.Sport? {
        store.sports[id]?.value
    }

    /// An event category's name by the vendor's id.
    func categoryName(id: EntityKey) -> String? {
        store.categories[id]?.value.name
    }

    /// A match's EVENT_INFOs in arrival order.
    func infos(ofEvent event: EntityKey) -> [EveryMatrixModels.EventInfo] {
        (store.infoIdsByEvent[event] ?? []).compactMap { store.eventInfos[$0]?.value }
    }

    /// The keys of a match's markets in arrival order.
    func marketKeys(ofEvent event: EntityKey) -> [EntityKey] {
        store.marketIdsByEvent[event] ?? []
    }

    func market(_ key: EntityKey) -> EveryMatrixModels.Market? {
        store.markets[key]?.value
    }

    /// The market group tabs, in arrival order.
    func marketGroups() -> [(sequence: Int, group: EveryMatrixModels.MarketGroup)] {
        store.marketGroups.values.map { ($0.sequence, $0.value) }.sorted { $0.sequence < $1.sequence }
    }

    /// How many outcomes a market relates to (an upper bound of those ``forEachPricedOutcome(ofMarket:_:)`` visits).
    func outcomeCount(ofMarket market: EntityKey) -> Int {
        store.relationsByMarket[market]?.count ?? 0
    }

    /// A market's outcomes in relation order, each with the price of its latest offer (the
    /// last to arrive); an outcome without an offer is skipped. The outcome is read in place.
    func forEachPricedOutcome(ofMarket market: EntityKey, _ body: (_ outcome: EveryMatrixModels.Outcome, _ price: Price) -> Void) {
        for relation in store.relationsByMarket[market] ?? [] {
            guard let index = store.outcomes.index(forKey: relation.outcome),
                  let offer = store.outcomeIndex[relation.outcome]?.offers.last, let price = store.offers.price(offer) else { continue }
            body(store.outcomes.values[index].value, (price.odds, price.statusId, price.isAvailable, offer))
        }
    }
}

extension AggregatorStore {
    /// The store, read-only, as the mappers see it.
    package var view: AggregatorView { AggregatorView(self) }
}
