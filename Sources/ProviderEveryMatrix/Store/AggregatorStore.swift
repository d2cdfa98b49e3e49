import Foundation
import ServicesProvider

/// The live entity store: holds the aggregator's flat, normalised entities by id, with the
/// indexes that make each change record O(1) (market → relations, outcome → offers, outcome →
/// market, event → markets and infos). A value type, owned by one actor (the live feed).
package struct AggregatorStore: Sendable {
    /// An entity and its arrival order (for the provider's ordering in snapshots).
    package struct Stored<Value: Sendable>: Sendable {
        package var value: Value
        package let sequence: Int
    }

    /// What the store skipped, for diagnostics and tests.
    package struct Statistics: Sendable, Equatable {
        /// Records that could not be decoded or have an unknown type.
        package var skippedRecords = 0
        /// Changes naming an id the store does not hold.
        package var unknownIdChanges = 0
        /// Messages older than the last applied version.
        package var staleMessages = 0
    }

    package private(set) var sports: [String: Stored<EveryMatrix.Sport>] = [:]
    package private(set) var locations: [String: Stored<EveryMatrix.Location>] = [:]
    package private(set) var categories: [String: Stored<EveryMatrix.EventCategory>] = [:]
    package private(set) var matches: [String: Stored<EveryMatrix.Match>] = [:]
    package private(set) var eventInfos: [String: Stored<EveryMatrix.EventInfo>] = [:]
    package private(set) var markets: [String: Stored<EveryMatrix.Market>] = [:]
    package private(set) var outcomes: [String: Stored<EveryMatrix.Outcome>] = [:]
    package private(set) var relations: [String: Stored<EveryMatrix.MarketOutcomeRelation>] = [:]
    package private(set) var offers: [String: StoredOffer] = [:]
    /// Types decoded but not used by the domain (MAIN_MARKET, counters…): type → ids.
    package private(set) var others: [String: Set<String>] = [:]

    // Indexes.
    package private(set) var marketIdsByEvent: [String: Set<String>] = [:]
    package private(set) var infoIdsByEvent: [String: Set<String>] = [:]
    package private(set) var relationIdsByMarket: [String: Set<String>] = [:]
    /// Per outcome: its event and its market, so an offer change resolves both in one lookup.
    package private(set) var outcomeLinks: [String: OutcomeLink] = [:]

    /// A betting offer with its outcome's event and market cached, so an odds change needs one
    /// hash lookup (kept in step with ``outcomeLinks`` by `syncOfferLinks`).
    package struct StoredOffer: Sendable {
        package var value: EveryMatrix.BettingOffer
        package let sequence: Int
        package var link: OutcomeLink
    }

    /// Where an outcome belongs.
    package struct OutcomeLink: Sendable {
        package var eventId: String?
        package var marketId: String?
    }
    package private(set) var offerIdsByOutcome: [String: Set<String>] = [:]

    package private(set) var statistics = Statistics()

    /// Counts an update payload the feed could not decode as one skipped record.
    package mutating func recordUndecodableUpdate() {
        statistics.skippedRecords += 1
    }
    package private(set) var lastVersion: Int64?
    private var sequence = 0

    package init() {}

    /// How many entities of a vendor type the store holds.
    package func count(of type: String) -> Int {
        switch type {
        case "SPORT": return sports.count
        case "LOCATION": return locations.count
        case "EVENT_CATEGORY": return categories.count
        case "MATCH": return matches.count
        case "EVENT_INFO": return eventInfos.count
        case "MARKET": return markets.count
        case "OUTCOME": return outcomes.count
        case "MARKET_OUTCOME_RELATION": return relations.count
        case "BETTING_OFFER": return offers.count
        default: return others[type]?.count ?? 0
        }
    }

    /// Whether the store holds nothing.
    package var isEmpty: Bool {
        sports.isEmpty && locations.isEmpty && categories.isEmpty && matches.isEmpty && eventInfos.isEmpty && markets.isEmpty
            && outcomes.isEmpty && relations.isEmpty && offers.isEmpty && others.isEmpty
    }

    // MARK: - Applying

    /// Applies a message: a dump upserts its entities; an update applies each change record.
    /// Returns the granular domain changes. A message older than the last one is dropped.
    @discardableResult
    package mutating func apply(_ message: EveryMatrix.AggregatorMessage) -> [EventChange] {
        var changes: [EventChange] = []
        apply(message, into: &changes)
        return changes
    }

    /// ``apply(_:)`` appending into a caller-owned buffer (no allocation per message).
    package mutating func apply(_ message: EveryMatrix.AggregatorMessage, into changes: inout [EventChange]) {
        if let version = message.versionNumber {
            if let lastVersion, version < lastVersion {
                statistics.staleMessages += 1
                return
            }
            lastVersion = version
        }
        if message.isInitialDump { reserveCapacity(for: message.records) }
        var created = CreatedInMessage()
        for record in message.records {
            switch record {
            case .entity(let entity):
                upsert(entity)
            case .change(let change):
                apply(change, into: &changes, created: &created)
            case .invalid:
                statistics.skippedRecords += 1
            }
        }
        emitCreated(created, into: &changes)
    }

    /// Grows the tables once for a dump instead of rehashing repeatedly as it is applied.
    private mutating func reserveCapacity(for records: [EveryMatrix.AggregatorRecord]) {
        var counts = (matches: 0, infos: 0, markets: 0, outcomes: 0, relations: 0, offers: 0)
        for record in records {
            guard case .entity(let entity) = record else { continue }
            switch entity {
            case .match: counts.matches += 1
            case .eventInfo: counts.infos += 1
            case .market: counts.markets += 1
            case .outcome: counts.outcomes += 1
            case .marketOutcomeRelation: counts.relations += 1
            case .bettingOffer: counts.offers += 1
            default: break
            }
        }
        matches.reserveCapacity(matches.count + counts.matches)
        eventInfos.reserveCapacity(eventInfos.count + counts.infos)
        infoIdsByEvent.reserveCapacity(infoIdsByEvent.count + counts.matches)
        markets.reserveCapacity(markets.count + counts.markets)
        marketIdsByEvent.reserveCapacity(marketIdsByEvent.count + counts.matches)
        outcomes.reserveCapacity(outcomes.count + counts.outcomes)
        outcomeLinks.reserveCapacity(outcomeLinks.count + counts.outcomes)
        relations.reserveCapacity(relations.count + counts.relations)
        relationIdsByMarket.reserveCapacity(relationIdsByMarket.count + counts.markets)
        offers.reserveCapacity(offers.count + counts.offers)
        offerIdsByOutcome.reserveCapacity(offerIdsByOutcome.count + counts.offers)
    }

    /// Ids created by one message; their `eventAdded` / `marketAdded` are emitted once the
    /// whole message is applied, so a market arrives with the outcomes created alongside it.
    struct CreatedInMessage {
        var matches: [String] = []
        var markets: [String] = []
    }

    /// Inserts or replaces an entity, keeping the indexes right.
    package mutating func upsert(_ entity: EveryMatrix.Entity) {
        switch entity {
        case .sport(let sport):
            _ = Self.put(sport, id: sport.id, in: &sports, sequence: &sequence)
        case .location(let location):
            _ = Self.put(location, id: location.id, in: &locations, sequence: &sequence)
        case .eventCategory(let category):
            _ = Self.put(category, id: category.id, in: &categories, sequence: &sequence)
        case .match(let match):
            _ = Self.put(match, id: match.id, in: &matches, sequence: &sequence)
        case .eventInfo(let info):
            if let old = Self.put(info, id: info.id, in: &eventInfos, sequence: &sequence), old.eventId != info.eventId { infoIdsByEvent[old.eventId]?.remove(info.id) }
            infoIdsByEvent[info.eventId, default: []].insert(info.id)
        case .market(let market):
            if let old = Self.put(market, id: market.id, in: &markets, sequence: &sequence), old.eventId != market.eventId { marketIdsByEvent[old.eventId]?.remove(market.id) }
            marketIdsByEvent[market.eventId, default: []].insert(market.id)
        case .outcome(let outcome):
            _ = Self.put(outcome, id: outcome.id, in: &outcomes, sequence: &sequence)
            outcomeLinks[outcome.id, default: OutcomeLink()].eventId = outcome.eventId
            syncOfferLinks(outcome.id)
        case .marketOutcomeRelation(let relation):
            if let old = Self.put(relation, id: relation.id, in: &relations, sequence: &sequence) { unlink(old) }
            relationIdsByMarket[relation.marketId, default: []].insert(relation.id)
            outcomeLinks[relation.outcomeId, default: OutcomeLink()].marketId = relation.marketId
            syncOfferLinks(relation.outcomeId)
        case .bettingOffer(let offer):
            let link = outcomeLinks[offer.outcomeId] ?? OutcomeLink()
            let next = sequence + 1
            let previous = offers.updateValue(StoredOffer(value: offer, sequence: next, link: link), forKey: offer.id)
            if let previous {
                offers[offer.id] = StoredOffer(value: offer, sequence: previous.sequence, link: link)
                if previous.value.outcomeId != offer.outcomeId { offerIdsByOutcome[previous.value.outcomeId]?.remove(offer.id) }
            } else {
                sequence = next
            }
            offerIdsByOutcome[offer.outcomeId, default: []].insert(offer.id)
        case .other(let type, let id):
            others[type, default: []].insert(id)
        case .unknown:
            statistics.skippedRecords += 1
        }
    }

    /// Stores `value` under `id` with one hash lookup, keeping the first arrival order.
    /// Returns the value it replaced, if any.
    private static func put<Value>(_ value: Value, id: String, in table: inout [String: Stored<Value>], sequence: inout Int) -> Value? {
        let next = sequence + 1
        let old = Self.swap(&table[id, default: Stored(value: value, sequence: next)], with: value)
        if old.sequence == next {
            sequence = next
            return nil
        }
        return old.value
    }

    private static func swap<Value>(_ slot: inout Stored<Value>, with value: Value) -> Stored<Value> {
        let old = slot
        slot.value = value
        return old
    }

    /// Copies an outcome's link into its offers' cache.
    private mutating func syncOfferLinks(_ outcomeId: String) {
        guard let offerIds = offerIdsByOutcome[outcomeId] else { return }
        let link = outcomeLinks[outcomeId] ?? OutcomeLink()
        for offerId in offerIds { offers[offerId]?.link = link }
    }

    private mutating func unlink(_ relation: EveryMatrix.MarketOutcomeRelation) {
        relationIdsByMarket[relation.marketId]?.remove(relation.id)
        if outcomeLinks[relation.outcomeId]?.marketId == relation.marketId {
            outcomeLinks[relation.outcomeId]?.marketId = nil
            syncOfferLinks(relation.outcomeId)
        }
    }

    // MARK: - Changes

    private mutating func apply(_ change: EveryMatrix.ChangeRecord, into changes: inout [EventChange], created: inout CreatedInMessage) {
        switch change.kind {
        case .create:
            guard let entity = change.entity else {
                statistics.skippedRecords += 1
                return
            }
            upsert(entity)
            switch entity {
            case .match(let match): created.matches.append(match.id)
            case .market(let market): created.markets.append(market.id)
            case .eventInfo(let info): emitInfoChange(info, into: &changes)
            default: break
            }
        case .update:
            guard let patch = change.patch else {
                statistics.skippedRecords += 1
                return
            }
            applyUpdate(change.entityType, id: change.id, patch: patch, into: &changes)
        case .delete:
            delete(change.entityType, id: change.id, into: &changes)
        }
    }

    private mutating func applyUpdate(_ type: String, id: String, patch: EveryMatrix.Patch, into changes: inout [EventChange]) {
        switch patch {
        case .bettingOffer(let patch):
            // One hash lookup, then in-place mutation through the index (the hot path).
            guard let index = offers.index(forKey: id) else { return unknownId() }
            let oldOdds = offers.values[index].value.odds
            let oldStatusId = offers.values[index].value.statusId
            let oldAvailable = offers.values[index].value.isAvailable
            patch.merge(into: &offers.values[index].value)
            let offer = offers.values[index].value
            let oddsChanged = offer.odds != oldOdds
            let statusChanged = offer.statusId != oldStatusId || offer.isAvailable != oldAvailable
            let link = offers.values[index].link
            guard oddsChanged || statusChanged, let eventId = link.eventId else { return }
            let marketId = link.marketId
            if oddsChanged {
                changes.append(.oddsChanged(eventId: eventId, marketId: marketId, outcomeId: offer.outcomeId, odds: Odds(decimal: offer.odds)))
            }
            let status = EveryMatrixModelMapper.outcomeStatus(offer)
            var old = offer
            old.statusId = oldStatusId
            old.isAvailable = oldAvailable
            if statusChanged, status != EveryMatrixModelMapper.outcomeStatus(old) {
                changes.append(.outcomeStatusChanged(eventId: eventId, marketId: marketId, outcomeId: offer.outcomeId, status: status))
            }
        case .match(let patch):
            guard var match = matches[id]?.value else { return unknownId() }
            let oldStatus = EveryMatrixModelMapper.eventStatus(match)
            patch.merge(into: &match)
            matches[id]?.value = match
            let status = EveryMatrixModelMapper.eventStatus(match)
            if status != oldStatus { changes.append(.statusChanged(eventId: id, status: status)) }
        case .eventInfo(let patch):
            guard var info = eventInfos[id]?.value else { return unknownId() }
            patch.merge(into: &info)
            eventInfos[id]?.value = info
            emitInfoChange(info, into: &changes)
        case .market(let patch):
            guard var market = markets[id]?.value else { return unknownId() }
            patch.merge(into: &market)
            markets[id]?.value = market
        case .outcome(let patch):
            guard var outcome = outcomes[id]?.value else { return unknownId() }
            patch.merge(into: &outcome)
            outcomes[id]?.value = outcome
        case .sport(let patch):
            guard var sport = sports[id]?.value else { return unknownId() }
            patch.merge(into: &sport)
            sports[id]?.value = sport
        case .counters(let patch):
            if var location = locations[id]?.value, type == "LOCATION" {
                patch.merge(into: &location)
                locations[id]?.value = location
            } else if var category = categories[id]?.value, type == "EVENT_CATEGORY" {
                patch.merge(into: &category)
                categories[id]?.value = category
            } else {
                unknownId()
            }
        case .none:
            if others[type]?.contains(id) != true { unknownId() }
        }
    }

    private mutating func unknownId() {
        statistics.unknownIdChanges += 1
    }

    private func emitInfoChange(_ info: EveryMatrix.EventInfo, into changes: inout [EventChange]) {
        guard let match = matches[info.eventId]?.value else { return }
        switch info.typeId {
        case EveryMatrixModelMapper.InfoType.matchTime:
            if let time = EveryMatrixModelMapper.matchTime(info) { changes.append(.matchTimeChanged(eventId: match.id, matchTime: time)) }
        case let type where EveryMatrixModelMapper.InfoType.scoreTypes.contains(type):
            if let score = EveryMatrixModelMapper.score(for: match, in: self) { changes.append(.scoreChanged(eventId: match.id, score: score)) }
        default:
            break
        }
    }

    private mutating func delete(_ type: String, id: String, into changes: inout [EventChange]) {
        switch type {
        case "MATCH":
            guard matches.removeValue(forKey: id) != nil else { return unknownId() }
            changes.append(.eventRemoved(eventId: id))
        case "MARKET":
            guard let market = markets.removeValue(forKey: id)?.value else { return unknownId() }
            marketIdsByEvent[market.eventId]?.remove(id)
            for relationId in relationIdsByMarket.removeValue(forKey: id) ?? [] {
                if let relation = relations.removeValue(forKey: relationId)?.value, outcomeLinks[relation.outcomeId]?.marketId == id {
                    outcomeLinks[relation.outcomeId]?.marketId = nil
                    syncOfferLinks(relation.outcomeId)
                }
            }
            changes.append(.marketRemoved(eventId: market.eventId, marketId: id))
        case "OUTCOME":
            guard outcomes.removeValue(forKey: id) != nil else { return unknownId() }
            outcomeLinks[id]?.eventId = nil
            for offerId in offerIdsByOutcome.removeValue(forKey: id) ?? [] { offers[offerId] = nil }
        case "MARKET_OUTCOME_RELATION":
            guard let relation = relations.removeValue(forKey: id)?.value else { return unknownId() }
            unlink(relation)
        case "BETTING_OFFER":
            guard let offer = offers.removeValue(forKey: id)?.value else { return unknownId() }
            offerIdsByOutcome[offer.outcomeId]?.remove(id)
        case "EVENT_INFO":
            guard let info = eventInfos.removeValue(forKey: id)?.value else { return unknownId() }
            infoIdsByEvent[info.eventId]?.remove(id)
        case "SPORT":
            if sports.removeValue(forKey: id) == nil { unknownId() }
        case "LOCATION":
            if locations.removeValue(forKey: id) == nil { unknownId() }
        case "EVENT_CATEGORY":
            if categories.removeValue(forKey: id) == nil { unknownId() }
        default:
            if others[type]?.remove(id) == nil { unknownId() }
        }
    }

    private func emitCreated(_ created: CreatedInMessage, into changes: inout [EventChange]) {
        for matchId in created.matches {
            if let event = EveryMatrixModelMapper.event(matchId, in: self) { changes.append(.eventAdded(event)) }
        }
        for marketId in created.markets {
            guard let market = markets[marketId]?.value, !created.matches.contains(market.eventId),
                  let domain = EveryMatrixModelMapper.market(marketId, in: self) else { continue }
            changes.append(.marketAdded(eventId: market.eventId, market: domain))
        }
    }
}
