import Foundation

// Inserting entities and keeping the store's indexes in step with them.
extension AggregatorStore {
    /// Inserts or replaces an entity, keeping the indexes right.
    package mutating func upsert(_ entity: consuming EveryMatrixModels.Entity) {
        // Keys are read before each entity is moved into its table.
        switch consume entity {
        case .sport(let sport):
            let key = sport.id
            _ = Self.put(sport, at: key, in: &sports, sequence: &sequence)
        case .location(let location):
            let key = location.id
            _ = Self.put(location, at: key, in: &locations, sequence: &sequence)
        case .eventCategory(let category):
            let key = category.id
            _ = Self.put(category, at: key, in: &categories, sequence: &sequence)
        case .match(let match):
            let key = match.id
            _ = Self.put(match, at: key, in: &matches, sequence: &sequence)
        case .eventInfo(let info):
            let key = info.id, event = info.eventId
            let old = Self.put(info, at: key, in: &eventInfos, sequence: &sequence)
            Self.file(key, under: event, movingFrom: old.map { $0.eventId }, in: &infoIdsByEvent)
        case .market(let market):
            let key = market.id, event = market.eventId
            let old = Self.put(market, at: key, in: &markets, sequence: &sequence)
            Self.file(key, under: event, movingFrom: old.map { $0.eventId }, in: &marketIdsByEvent)
        case .outcome(let outcome):
            let key = outcome.id, event = outcome.eventId
            _ = Self.put(outcome, at: key, in: &outcomes, sequence: &sequence)
            updateLink(of: key) { $0.event = event }
        case .marketOutcomeRelation(let relation):
            let link = RelationLink(relation: relation.id, outcome: relation.outcomeId)
            let market = relation.marketId
            if let old = Self.put(relation, at: link.relation, in: &relations, sequence: &sequence) {
                unlinkOutcome(of: old)
                let oldMarket = old.marketId
                if oldMarket != market || old.outcomeId != link.outcome {
                    Self.remove(link.relation, under: oldMarket, in: &relationsByMarket)
                    relationsByMarket[market, default: []].append(link)
                }
            } else {
                relationsByMarket[market, default: []].append(link)
            }
            updateLink(of: link.outcome) { $0.market = market }
        case .bettingOffer(let offer):
            let key = offer.id, outcome = offer.outcomeId
            // One lookup of the outcome's entry both reads its link and files the offer.
            let movedFrom = Self.attach(offer, at: key, under: outcome, to: &outcomeIndex[outcome, default: OutcomeEntry()], offers: &offers)
            if let movedFrom { Self.remove(key, under: movedFrom, in: &outcomeIndex) }
        case .marketGroup(let group):
            let key = group.id
            _ = Self.put(group, at: key, in: &marketGroups, sequence: &sequence)
        case .other(let type, let id):
            others[type, default: []].insert(id)
        case .unknown:
            statistics.unmodelledRecords += 1
        }
    }

    /// Stores `value` under `key` with one hash lookup, keeping the first arrival order.
    /// Returns the value it replaced, if any.
    private static func put<Value>(_ value: consuming Value, at key: EntityKey, in table: inout [EntityKey: Stored<Value>], sequence: inout Int) -> Value? {
        let next = sequence + 1
        guard let old = table.updateValue(Stored(value: value, sequence: next), forKey: key) else {
            sequence = next
            return nil
        }
        // A replacement keeps its first arrival order (a second lookup, on this rare path only).
        table[key]?.sequence = old.sequence
        return old.value
    }

    /// Files a child id under its parent, first moving it from its old parent if it had one
    /// (`oldParent` is nil for a new entity, which cannot be filed anywhere yet).
    private static func file(_ id: EntityKey, under parent: EntityKey, movingFrom oldParent: EntityKey?, in index: inout [EntityKey: [EntityKey]]) {
        if let oldParent {
            if oldParent == parent { return }
            remove(id, under: oldParent, in: &index)
        }
        index[parent, default: []].append(id)
    }

    /// Removes a child id from its parent's list (in place; siblings keep their order).
    static func remove(_ id: EntityKey, under parent: EntityKey, in index: inout [EntityKey: [EntityKey]]) {
        index[parent]?.removeAll { $0 == id }
    }

    /// Removes a relation from its market's list.
    static func remove(_ relation: EntityKey, under market: EntityKey, in index: inout [EntityKey: [RelationLink]]) {
        index[market]?.removeAll { $0.relation == relation }
    }

    /// Removes an offer from its outcome's list.
    static func remove(_ offer: EntityKey, under outcome: EntityKey, in index: inout [EntityKey: OutcomeEntry]) {
        index[outcome]?.offers.removeAll { $0 == offer }
    }

    /// Stores an offer with its outcome's link, filing it under the outcome if it is new there.
    /// Returns the outcome it was filed under before, if it moved.
    private static func attach(_ offer: consuming EveryMatrixModels.BettingOffer, at key: EntityKey, under outcome: EntityKey, to entry: inout OutcomeEntry,
                               offers: inout OfferTable) -> EntityKey? {
        guard let previous = offers.updateValue(StoredOffer(link: entry.link, outcome: outcome, value: offer), forKey: key) else {
            entry.offers.append(key)
            return nil
        }
        // A replacement under the same outcome keeps its place in the outcome's list.
        guard previous.outcome != outcome else { return nil }
        entry.offers.append(key)
        return previous.outcome
    }

    /// Changes an outcome's link and copies it into its offers' cache (one lookup of the outcome).
    mutating func updateLink(of outcome: EntityKey, _ change: (inout OutcomeLink) -> Void) {
        Self.update(&outcomeIndex[outcome, default: OutcomeEntry()], offers: &offers, change)
    }

    private static func update(_ entry: inout OutcomeEntry, offers: inout OfferTable, _ change: (inout OutcomeLink) -> Void) {
        change(&entry.link)
        for offer in entry.offers { offers.modify(offer) { $0.link = entry.link } }
    }

    /// Clears the outcome's market link if this relation made it.
    mutating func unlinkOutcome(of relation: EveryMatrixModels.MarketOutcomeRelation) {
        let outcome = relation.outcomeId
        if outcomeIndex[outcome]?.link.market == relation.marketId { updateLink(of: outcome) { $0.market = nil } }
    }
}
