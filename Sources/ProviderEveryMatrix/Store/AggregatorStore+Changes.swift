import Foundation
@_spi(ProviderKit) import ServicesProvider

// Change records (CREATE / UPDATE / DELETE) and the granular domain changes they emit.
//
// Every change record that can change a domain `Event` produces a change: an odds or offer
// status change is announced at once (the hot path, one lookup); anything else marks its event
// as touched, and once the message is applied each touched event is diffed against what it was
// (`EventChange.changes(from:to:)`), so a deleted score, a market's availability, a renamed
// outcome or a removed relation reach `liveChanges` as surely as they reach `liveEvents`.
extension AggregatorStore {
    /// Applies one change record; the events it touched are announced once its message is
    /// applied (``emitTouched(_:into:)``).
    mutating func apply(_ change: EveryMatrixModels.ChangeRecord, into changes: inout [EventChange], touched: inout TouchedInMessage) {
        switch change.kind {
        case .create:
            guard let entity = change.entity else {
                statistics.undecodableRecords += 1
                return
            }
            touch(eventOf: entity, in: &touched)
            upsert(entity)
        case .update:
            guard let patch = change.patch else {
                statistics.undecodableRecords += 1
                return
            }
            applyUpdate(change.entityType, key: change.id, patch: patch, into: &changes, touched: &touched)
        case .delete:
            delete(change.entityType, key: change.id, into: &changes, touched: &touched)
        }
    }

    private mutating func applyUpdate(_ type: String, key: EntityKey, patch: EveryMatrixModels.Patch, into changes: inout [EventChange],
                                      touched: inout TouchedInMessage) {
        switch patch {
        case .bettingOffer(let patch):
            // The hot path: one hash lookup, then one in-place access (a copy of the stored
            // offer would retain each of its strings).
            guard let merged = offers.modify(key, { Self.merge(patch, into: &$0) }) else { return unknownId() }
            guard let change = merged else { return }
            // An event touched earlier in this message is diffed from before that touch, which
            // already includes this change: announcing it here too would say it twice.
            if !touched.seen.isEmpty, touched.seen.contains(change.event) { return }
            // The ids are spelled once, for both changes an update may make.
            let (eventId, marketId, outcomeId) = (change.event.description, change.market?.description, change.outcome.description)
            if let odds = change.odds {
                changes.append(.oddsChanged(eventId: eventId, marketId: marketId, outcomeId: outcomeId, odds: Odds(decimal: odds)))
            }
            if let status = change.status {
                changes.append(.outcomeStatusChanged(eventId: eventId, marketId: marketId, outcomeId: outcomeId, status: status))
            }
        case .match(let patch):
            guard matches[key] != nil else { return unknownId() }
            touch(key, in: &touched)
            Self.modify(key, in: &matches) { patch.merge(into: &$0) }
        case .eventInfo(let patch):
            guard let event = eventInfos[key]?.value.eventId else { return unknownId() }
            touch(event, in: &touched)
            Self.modify(key, in: &eventInfos) { patch.merge(into: &$0) }
        case .market(let patch):
            guard let event = markets[key]?.value.eventId else { return unknownId() }
            touch(event, in: &touched)
            Self.modify(key, in: &markets) { patch.merge(into: &$0) }
        case .outcome(let patch):
            guard let event = outcomes[key]?.value.eventId else { return unknownId() }
            touch(event, in: &touched)
            Self.modify(key, in: &outcomes) { patch.merge(into: &$0) }
        case .sport(let patch):
            guard sports[key] != nil else { return unknownId() }
            // An event carries its sport (with its counts): each event of the sport changed.
            touchMatches(in: &touched) { $0.sportId == key }
            Self.modify(key, in: &sports) { patch.merge(into: &$0) }
        case .counters(let patch):
            if type == "LOCATION", locations[key] != nil {
                Self.modify(key, in: &locations) { patch.merge(into: &$0) }
            } else if type == "EVENT_CATEGORY", categories[key] != nil {
                // An event's competition names its category's region.
                touchMatches(in: &touched) { $0.categoryId == key }
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

    /// What an offer patch changed, with where the offer belongs.
    private struct OfferChange {
        let event: EntityKey
        let market: EntityKey?
        let outcome: EntityKey
        let odds: Decimal?
        let status: OutcomeStatus?
    }

    /// Merges a patch into a stored offer in place. `nil` when nothing a user sees changed or
    /// the offer's outcome is not linked to an event.
    private static func merge(_ patch: EveryMatrixModels.BettingOfferPatch, into stored: inout StoredOffer) -> OfferChange? {
        let oldOdds = stored.value.odds
        let oldStatus = EveryMatrixModelMapper.outcomeStatus(statusId: stored.value.statusId, isAvailable: stored.value.isAvailable)
        patch.merge(into: &stored.value)
        let oddsChanged = Self.differ(stored.value.odds, oldOdds)
        let status = EveryMatrixModelMapper.outcomeStatus(statusId: stored.value.statusId, isAvailable: stored.value.isAvailable)
        guard oddsChanged || status != oldStatus, let event = stored.link.event else { return nil }
        return OfferChange(event: event, market: stored.link.market, outcome: stored.outcome,
                           odds: oddsChanged ? stored.value.odds : nil, status: status != oldStatus ? status : nil)
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

    private mutating func delete(_ type: String, key: EntityKey, into changes: inout [EventChange], touched: inout TouchedInMessage) {
        switch type {
        case "MATCH":
            guard let match = matches.removeValue(forKey: key)?.value else { return unknownId() }
            // Its markets (with their relations) and its infos go with it; one eventRemoved says
            // it all. Forgotten as touched: if the message creates it again, it is new again.
            for market in marketIdsByEvent.removeValue(forKey: key) ?? [] { _ = removeMarket(market) }
            for info in infoIdsByEvent.removeValue(forKey: key) ?? [] { eventInfos.removeValue(forKey: info) }
            touched.forget(key)
            changes.append(.eventRemoved(eventId: match.id.description))
        case "MARKET":
            guard let event = markets[key]?.value.eventId else { return unknownId() }
            touch(event, in: &touched)
            _ = removeMarket(key)
            Self.remove(key, under: event, in: &marketIdsByEvent)
        case "OUTCOME":
            guard let event = outcomes[key]?.value.eventId else { return unknownId() }
            touch(event, in: &touched)
            outcomes.removeValue(forKey: key)
            for offer in outcomeIndex[key]?.offers ?? [] { offers.removeValue(forKey: offer) }
            outcomeIndex[key]?.offers = []
            outcomeIndex[key]?.link.event = nil
        case "MARKET_OUTCOME_RELATION":
            guard let relation = relations[key]?.value else { return unknownId() }
            if let event = markets[relation.marketId]?.value.eventId { touch(event, in: &touched) }
            relations.removeValue(forKey: key)
            Self.remove(key, under: relation.marketId, in: &relationsByMarket)
            unlinkOutcome(of: relation)
        case "BETTING_OFFER":
            guard let offer = offers[key]?.value else { return unknownId() }
            if let event = outcomeIndex[offer.outcomeId]?.link.event { touch(event, in: &touched) }
            offers.removeValue(forKey: key)
            Self.remove(key, under: offer.outcomeId, in: &outcomeIndex)
        case "EVENT_INFO":
            // A finished set's score or an old game's points going away changes the score.
            guard let info = eventInfos[key]?.value else { return unknownId() }
            touch(info.eventId, in: &touched)
            eventInfos.removeValue(forKey: key)
            Self.remove(key, under: info.eventId, in: &infoIdsByEvent)
        case "SPORT":
            guard sports[key] != nil else { return unknownId() }
            touchMatches(in: &touched) { $0.sportId == key }
            sports.removeValue(forKey: key)
        case "LOCATION":
            if locations.removeValue(forKey: key) == nil { unknownId() }
        case "EVENT_CATEGORY":
            guard categories[key] != nil else { return unknownId() }
            touchMatches(in: &touched) { $0.categoryId == key }
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

    // MARK: - Touched events

    /// Marks the event an entity about to be created (or replaced) belongs to.
    private func touch(eventOf entity: EveryMatrixModels.Entity, in touched: inout TouchedInMessage) {
        switch entity {
        case .match(let match): touch(match.id, in: &touched)
        case .eventInfo(let info): touch(info.eventId, in: &touched)
        case .market(let market): touch(market.eventId, in: &touched)
        case .outcome(let outcome): touch(outcome.eventId, in: &touched)
        case .marketOutcomeRelation(let relation):
            if let event = markets[relation.marketId]?.value.eventId { touch(event, in: &touched) }
        case .bettingOffer(let offer):
            if let event = outcomeIndex[offer.outcomeId]?.link.event { touch(event, in: &touched) }
        case .sport(let sport):
            touchMatches(in: &touched) { $0.sportId == sport.id }
        case .eventCategory(let category):
            touchMatches(in: &touched) { $0.categoryId == category.id }
        case .location, .marketGroup, .other, .unknown:
            break
        }
    }

    /// Marks an event as touched, keeping what it was before its first touch in this message.
    private func touch(_ event: EntityKey, in touched: inout TouchedInMessage) {
        guard touched.seen.insert(event).inserted else { return }
        touched.events.append((event, domainEvent(event)))
    }

    /// Marks every match that `matching` selects (a sport or category changed: rare, so a scan).
    private func touchMatches(in touched: inout TouchedInMessage, _ matching: (EveryMatrixModels.Match) -> Bool) {
        for (key, stored) in matches where matching(stored.value) { touch(key, in: &touched) }
    }

    /// The domain event of a match now (the view is released on return, before the store changes).
    private func domainEvent(_ key: EntityKey) -> Event? {
        EveryMatrixModelMapper.event(key, in: view)
    }

    /// Announces what the message did to each event it touched: `eventAdded` for a new one, its
    /// granular changes (or itself, when they cannot say it) for one that changed. An event
    /// that is gone was announced as removed when it was deleted.
    func emitTouched(_ touched: TouchedInMessage, into changes: inout [EventChange]) {
        guard !touched.events.isEmpty else { return }
        let view = self.view
        for (key, before) in touched.events {
            guard let after = EveryMatrixModelMapper.event(key, in: view) else { continue }
            guard let before else {
                changes.append(.eventAdded(after))
                continue
            }
            if before != after { changes += EventChange.changes(from: [before], to: [after]) }
        }
    }
}

extension AggregatorStore.TouchedInMessage {
    /// Forgets a deleted event, so touching it again later in the message starts from nothing.
    mutating func forget(_ event: EntityKey) {
        guard seen.remove(event) != nil else { return }
        events.removeAll { $0.key == event }
    }
}
