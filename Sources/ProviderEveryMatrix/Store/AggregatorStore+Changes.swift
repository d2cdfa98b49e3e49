import Foundation
@_spi(ProviderKit) import ServicesProvider

// Change records (CREATE / UPDATE / DELETE) and the granular domain changes they emit.
extension AggregatorStore {
    /// Applies one change record; a created match or market is announced once its message is
    /// applied (``emitCreated(_:into:)``).
    mutating func apply(_ change: EveryMatrixModels.ChangeRecord, into changes: inout [EventChange], created: inout CreatedInMessage) {
        switch change.kind {
        case .create:
            guard let entity = change.entity else {
                statistics.skippedRecords += 1
                return
            }
            var createdInfo: EveryMatrixModels.EventInfo?
            switch entity {
            case .match(let match): created.matches.append(EntityKey(match.id))
            case .market(let market): created.markets.append(EntityKey(market.id))
            case .eventInfo(let info): createdInfo = info
            default: break
            }
            upsert(entity)
            if let createdInfo { emitInfoChange(createdInfo, into: &changes) }
        case .update:
            guard let patch = change.patch else {
                statistics.skippedRecords += 1
                return
            }
            applyUpdate(change.entityType, key: EntityKey(change.id), patch: patch, into: &changes)
        case .delete:
            delete(change.entityType, key: EntityKey(change.id), into: &changes)
        }
    }

    private mutating func applyUpdate(_ type: String, key: EntityKey, patch: EveryMatrixModels.Patch, into changes: inout [EventChange]) {
        switch patch {
        case .bettingOffer(let patch):
            // The hot path: one hash lookup, then one in-place access (a copy of the stored
            // offer would retain each of its strings).
            guard let merged = offers.modify(key, { Self.merge(patch, into: &$0) }) else { return unknownId() }
            guard let change = merged else { return }
            if let odds = change.odds {
                changes.append(.oddsChanged(eventId: change.eventId, marketId: change.marketId, outcomeId: change.outcomeId, odds: Odds(decimal: odds)))
            }
            if let status = change.status {
                changes.append(.outcomeStatusChanged(eventId: change.eventId, marketId: change.marketId, outcomeId: change.outcomeId, status: status))
            }
        case .match(let patch):
            guard var match = matches[key]?.value else { return unknownId() }
            let oldStatus = EveryMatrixModelMapper.eventStatus(match)
            patch.merge(into: &match)
            matches[key]?.value = match
            let status = EveryMatrixModelMapper.eventStatus(match)
            if status != oldStatus { changes.append(.statusChanged(eventId: match.id, status: status)) }
        case .eventInfo(let patch):
            guard var info = eventInfos[key]?.value else { return unknownId() }
            patch.merge(into: &info)
            eventInfos[key]?.value = info
            emitInfoChange(info, into: &changes)
        case .market(let patch):
            guard var market = markets[key]?.value else { return unknownId() }
            patch.merge(into: &market)
            markets[key]?.value = market
        case .outcome(let patch):
            guard var outcome = outcomes[key]?.value else { return unknownId() }
            patch.merge(into: &outcome)
            outcomes[key]?.value = outcome
        case .sport(let patch):
            guard var sport = sports[key]?.value else { return unknownId() }
            patch.merge(into: &sport)
            sports[key]?.value = sport
        case .counters(let patch):
            if var location = locations[key]?.value, type == "LOCATION" {
                patch.merge(into: &location)
                locations[key]?.value = location
            } else if var category = categories[key]?.value, type == "EVENT_CATEGORY" {
                patch.merge(into: &category)
                categories[key]?.value = category
            } else {
                unknownId()
            }
        case .none:
            if others[type]?.contains(key.description) != true { unknownId() }
        }
    }

    /// What an offer patch changed, with where the offer belongs.
    private struct OfferChange {
        let eventId: String
        let marketId: String?
        let outcomeId: String
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
        return OfferChange(eventId: event.description, marketId: stored.link.market?.description, outcomeId: stored.outcome.description,
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

    private func emitInfoChange(_ info: EveryMatrixModels.EventInfo, into changes: inout [EventChange]) {
        guard let match = matches[EntityKey(info.eventId)]?.value else { return }
        switch info.typeId {
        case EveryMatrixModelMapper.InfoType.matchTime:
            if let time = EveryMatrixModelMapper.matchTime(info) { changes.append(.matchTimeChanged(eventId: match.id, matchTime: time)) }
        case let type where EveryMatrixModelMapper.InfoType.scoreTypes.contains(type):
            if let score = EveryMatrixModelMapper.score(for: match, in: view) { changes.append(.scoreChanged(eventId: match.id, score: score)) }
        default:
            break
        }
    }

    private mutating func delete(_ type: String, key: EntityKey, into changes: inout [EventChange]) {
        switch type {
        case "MATCH":
            guard let match = matches.removeValue(forKey: key)?.value else { return unknownId() }
            // Its markets (with their relations) and its infos go with it; one eventRemoved says it all.
            for market in marketIdsByEvent.removeValue(forKey: key) ?? [] { _ = removeMarket(market) }
            for info in infoIdsByEvent.removeValue(forKey: key) ?? [] { eventInfos.removeValue(forKey: info) }
            changes.append(.eventRemoved(eventId: match.id))
        case "MARKET":
            guard let market = removeMarket(key) else { return unknownId() }
            Self.remove(key, under: EntityKey(market.eventId), in: &marketIdsByEvent)
            changes.append(.marketRemoved(eventId: market.eventId, marketId: market.id))
        case "OUTCOME":
            guard outcomes.removeValue(forKey: key) != nil else { return unknownId() }
            for offer in outcomeIndex[key]?.offers ?? [] { offers.removeValue(forKey: offer) }
            outcomeIndex[key]?.offers = []
            outcomeIndex[key]?.link.event = nil
        case "MARKET_OUTCOME_RELATION":
            guard let relation = relations.removeValue(forKey: key)?.value else { return unknownId() }
            Self.remove(key, under: EntityKey(relation.marketId), in: &relationsByMarket)
            unlinkOutcome(of: relation)
        case "BETTING_OFFER":
            guard let offer = offers.removeValue(forKey: key)?.value else { return unknownId() }
            Self.remove(key, under: EntityKey(offer.outcomeId), in: &outcomeIndex)
        case "EVENT_INFO":
            guard let info = eventInfos.removeValue(forKey: key)?.value else { return unknownId() }
            Self.remove(key, under: EntityKey(info.eventId), in: &infoIdsByEvent)
        case "SPORT":
            if sports.removeValue(forKey: key) == nil { unknownId() }
        case "LOCATION":
            if locations.removeValue(forKey: key) == nil { unknownId() }
        case "EVENT_CATEGORY":
            if categories.removeValue(forKey: key) == nil { unknownId() }
        default:
            if others[type]?.remove(key.description) == nil { unknownId() }
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

    /// Announces the matches and markets a message created, whole.
    func emitCreated(_ created: CreatedInMessage, into changes: inout [EventChange]) {
        guard !created.matches.isEmpty || !created.markets.isEmpty else { return }
        let view = self.view
        for match in created.matches {
            if let event = EveryMatrixModelMapper.event(match, in: view) { changes.append(.eventAdded(event)) }
        }
        for key in created.markets {
            guard let market = markets[key]?.value, !created.matches.contains(EntityKey(market.eventId)),
                  let domain = EveryMatrixModelMapper.market(key, in: view) else { continue }
            changes.append(.marketAdded(eventId: market.eventId, market: domain))
        }
    }
}
