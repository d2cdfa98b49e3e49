import Foundation

// Change records (CREATE / UPDATE / DELETE), and what they report to the observer.
//
// Every change record that can change a domain `Event` is reported: an UPDATE of an offer's
// price or status as the offer change it is (the hot path, one lookup); a match's DELETE as the
// event removed; anything else as a change to come to the event it belongs to, told before the
// record is applied, so the observer can read the event as it was (a deleted score, a market's
// availability, a renamed outcome and a removed relation reach the observer as surely as an
// odds change).
extension AggregatorStore {
    /// Applies one change record.
    mutating func apply<Observer: AggregatorChangeObserver>(_ change: EveryMatrixModels.ChangeRecord, reportingTo observer: inout Observer) {
        switch change.kind {
        case .create:
            guard let entity = change.entity else {
                statistics.undecodableRecords += 1
                return
            }
            touch(eventOf: entity, reportingTo: &observer)
            upsert(entity)
        case .update:
            guard let patch = change.patch else {
                statistics.undecodableRecords += 1
                return
            }
            applyUpdate(change.entityType, key: change.id, patch: patch, reportingTo: &observer)
        case .delete:
            delete(change.entityType, key: change.id, reportingTo: &observer)
        }
    }

    private mutating func applyUpdate<Observer: AggregatorChangeObserver>(_ type: String, key: EntityKey, patch: EveryMatrixModels.Patch,
                                                                           reportingTo observer: inout Observer) {
        switch patch {
        case .bettingOffer(let patch):
            // The hot path: one hash lookup, then one in-place access (a copy of the stored
            // offer would retain each of its strings).
            guard let merged = offers.modify(key, { Self.merge(patch, into: &$0) }) else { return unknownId() }
            if let change = merged { observer.offerChanged(change) }
        case .match(let patch):
            guard matches[key] != nil else { return unknownId() }
            touch(key, reportingTo: &observer)
            Self.modify(key, in: &matches) { patch.merge(into: &$0) }
        case .eventInfo(let patch):
            guard let event = eventInfos[key]?.value.eventId else { return unknownId() }
            touch(event, reportingTo: &observer)
            Self.modify(key, in: &eventInfos) { patch.merge(into: &$0) }
        case .market(let patch):
            guard let event = markets[key]?.value.eventId else { return unknownId() }
            touch(event, reportingTo: &observer)
            Self.modify(key, in: &markets) { patch.merge(into: &$0) }
        case .outcome(let patch):
            guard let event = outcomes[key]?.value.eventId else { return unknownId() }
            touch(event, reportingTo: &observer)
            Self.modify(key, in: &outcomes) { patch.merge(into: &$0) }
        case .sport(let patch):
            guard sports[key] != nil else { return unknownId() }
            // An event carries its sport (with its counts): each event of the sport changes.
            touchMatches(reportingTo: &observer) { $0.sportId == key }
            Self.modify(key, in: &sports) { patch.merge(into: &$0) }
        case .counters(let patch):
            if type == "LOCATION", locations[key] != nil {
                Self.modify(key, in: &locations) { patch.merge(into: &$0) }
            } else if type == "EVENT_CATEGORY", categories[key] != nil {
                // An event's competition names its category's region.
                touchMatches(reportingTo: &observer) { $0.categoryId == key }
                Self.modify(key, in: &categories) { patch.merge(into: &$0) }
            } else {
                unknownId()
            }
        case .marketGroup(let patch):
            // Only what changed is merged: a count update keeps the group's key, name and place.
            guard marketGroups[key] != nil else { return unknownId() }
            Self.modify(key, in: &marketGroups) { patch.merge(into: &$0) }
        case .none:
            if others[type]?.contains(key) != true { unknownId() }
        }
    }

    /// Changes a stored entity in place (no copy of it while it changes).
    private static func modify<Value>(_ key: EntityKey, in table: inout [EntityKey: Stored<Value>], _ change: (inout Value) -> Void) {
        guard let index = table.index(forKey: key) else { return }
        change(&table.values[index].value)
    }

    /// Merges a patch into a stored offer in place. `nil` when neither its price nor its status
    /// fields changed, or the offer's outcome is not linked to an event.
    private static func merge(_ patch: EveryMatrixModels.BettingOfferPatch, into stored: inout StoredOffer) -> OfferChange? {
        let oldOdds = stored.value.odds
        // A patch naming neither status field cannot change them (the usual odds update).
        let oldStatus = patch.statusId != nil || patch.isAvailable != nil ? OfferStatus(of: stored.value) : nil
        patch.merge(into: &stored.value)
        let oddsChanged = Self.differ(stored.value.odds, oldOdds)
        var status: (before: OfferStatus, after: OfferStatus)?
        if let oldStatus, oldStatus.statusId != stored.value.statusId || oldStatus.isAvailable != stored.value.isAvailable {
            status = (oldStatus, OfferStatus(of: stored.value))
        }
        guard oddsChanged || status != nil, let event = stored.link.event else { return nil }
        return OfferChange(event: event, market: stored.link.market, outcome: stored.outcome,
                           odds: oddsChanged ? stored.value.odds : nil, status: status)
    }

    /// Whether a price changed, judged by its representation: equal bytes are the same price.
    /// Decoded prices are compact (no trailing zeros in the mantissa: "1.50", "1.5" and "15e-1"
    /// decode to the same bytes; `DecodedPriceTests` checks this), so differing bytes are a
    /// different price. `Decimal`'s `==` costs about 165 ns on Linux and its hash about 60 ns,
    /// more than the rest of an odds change; if a price were ever not compact, the cost of this
    /// shortcut is one redundant `oddsChanged` carrying an equal price, never a missed change.
    static func differ(_ lhs: Decimal, _ rhs: Decimal) -> Bool {
        withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in !left.elementsEqual(right) } }
    }

    private mutating func unknownId() {
        statistics.unknownIdChanges += 1
    }

    private mutating func delete<Observer: AggregatorChangeObserver>(_ type: String, key: EntityKey, reportingTo observer: inout Observer) {
        switch type {
        case "MATCH":
            guard matches.removeValue(forKey: key) != nil else { return unknownId() }
            // Its markets (with their relations) and its infos go with it.
            for market in marketIdsByEvent.removeValue(forKey: key) ?? [] { _ = removeMarket(market) }
            for info in infoIdsByEvent.removeValue(forKey: key) ?? [] { eventInfos.removeValue(forKey: info) }
            observer.eventRemoved(key)
        case "MARKET":
            guard let event = markets[key]?.value.eventId else { return unknownId() }
            touch(event, reportingTo: &observer)
            _ = removeMarket(key)
            Self.remove(key, under: event, in: &marketIdsByEvent)
        case "OUTCOME":
            guard let event = outcomes[key]?.value.eventId else { return unknownId() }
            touch(event, reportingTo: &observer)
            outcomes.removeValue(forKey: key)
            for offer in outcomeIndex[key]?.offers ?? [] { offers.removeValue(forKey: offer) }
            outcomeIndex[key]?.offers = []
            outcomeIndex[key]?.link.event = nil
        case "MARKET_OUTCOME_RELATION":
            guard let relation = relations[key]?.value else { return unknownId() }
            if let event = markets[relation.marketId]?.value.eventId { touch(event, reportingTo: &observer) }
            relations.removeValue(forKey: key)
            Self.remove(key, under: relation.marketId, in: &relationsByMarket)
            unlinkOutcome(of: relation)
        case "BETTING_OFFER":
            guard let offer = offers[key]?.value else { return unknownId() }
            if let event = outcomeIndex[offer.outcomeId]?.link.event { touch(event, reportingTo: &observer) }
            offers.removeValue(forKey: key)
            Self.remove(key, under: offer.outcomeId, in: &outcomeIndex)
        case "EVENT_INFO":
            // A finished set's score or an old game's points going away changes the score.
            guard let info = eventInfos[key]?.value else { return unknownId() }
            touch(info.eventId, reportingTo: &observer)
            eventInfos.removeValue(forKey: key)
            Self.remove(key, under: info.eventId, in: &infoIdsByEvent)
        case "SPORT":
            guard sports[key] != nil else { return unknownId() }
            touchMatches(reportingTo: &observer) { $0.sportId == key }
            sports.removeValue(forKey: key)
        case "LOCATION":
            if locations.removeValue(forKey: key) == nil { unknownId() }
        case "EVENT_CATEGORY":
            guard categories[key] != nil else { return unknownId() }
            touchMatches(reportingTo: &observer) { $0.categoryId == key }
            categories.removeValue(forKey: key)
        case "MARKET_GROUP":
            if marketGroups.removeValue(forKey: key) == nil { unknownId() }
        default:
            if others[type]?.remove(key) == nil { unknownId() }
        }
    }

    /// Removes a market and its relations (unlinking their outcomes); its event's list is the
    /// caller's to update.
    private mutating func removeMarket(_ key: EntityKey) -> EveryMatrixModels.Market? {
        guard let market = markets.removeValue(forKey: key)?.value else { return nil }
        for link in relationsByMarket.removeValue(forKey: key) ?? [] {
            if let relation = relations.removeValue(forKey: link.relation)?.value { unlinkOutcome(of: relation) }
        }
        return market
    }

    // MARK: - Events about to change

    /// Reports the event an entity about to be created (or replaced) belongs to.
    private func touch<Observer: AggregatorChangeObserver>(eventOf entity: EveryMatrixModels.Entity, reportingTo observer: inout Observer) {
        switch entity {
        case .match(let match): touch(match.id, reportingTo: &observer)
        case .eventInfo(let info): touch(info.eventId, reportingTo: &observer)
        case .market(let market): touch(market.eventId, reportingTo: &observer)
        case .outcome(let outcome): touch(outcome.eventId, reportingTo: &observer)
        case .marketOutcomeRelation(let relation):
            if let event = markets[relation.marketId]?.value.eventId { touch(event, reportingTo: &observer) }
        case .bettingOffer(let offer):
            if let event = outcomeIndex[offer.outcomeId]?.link.event { touch(event, reportingTo: &observer) }
        case .sport(let sport):
            touchMatches(reportingTo: &observer) { $0.sportId == sport.id }
        case .eventCategory(let category):
            touchMatches(reportingTo: &observer) { $0.categoryId == category.id }
        case .location, .marketGroup, .other, .unknown:
            break
        }
    }

    /// Reports an event about to change, with the store as it is now (a view made only if the
    /// observer reads it, and released before the store changes).
    private func touch<Observer: AggregatorChangeObserver>(_ event: EntityKey, reportingTo observer: inout Observer) {
        observer.eventWillChange(event, in: view)
    }

    /// Reports every match that `matching` selects (a sport or category changed: rare, so a scan).
    private func touchMatches<Observer: AggregatorChangeObserver>(reportingTo observer: inout Observer,
                                                                   _ matching: (EveryMatrixModels.Match) -> Bool) {
        for (key, stored) in matches where matching(stored.value) { touch(key, reportingTo: &observer) }
    }
}
