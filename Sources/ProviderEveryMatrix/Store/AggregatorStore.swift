import Foundation

/// The live entity store: holds the aggregator's flat, normalised entities by id, with the
/// indexes that make each change record O(1) (market → relations, outcome → offers, outcome →
/// market, event → markets and infos). A value type, owned by one actor (the live feed).
///
/// It maps nothing: what a message changes is reported to an ``AggregatorChangeObserver`` as it
/// is applied, and what it holds is read through ``AggregatorView``.
///
/// Split by concern: applying messages (here), inserting entities and keeping the indexes
/// (`AggregatorStore+Upsert.swift`), and change records (`AggregatorStore+Changes.swift`). Only
/// those files mutate the tables.
package struct AggregatorStore: Sendable {
    /// An entity and its arrival order (for the provider's ordering in snapshots).
    struct Stored<Value: Sendable>: Sendable {
        var value: Value
        var sequence: Int
    }

    /// What the store skipped, for diagnostics and tests (an app reads them as
    /// `LiveFeedDiagnostics`).
    struct Statistics: Sendable, Equatable {
        /// Records (or whole update payloads) that could not be decoded, and change records
        /// missing their entity or changed properties.
        var undecodableRecords = 0
        /// Well-formed records of a type the SDK does not model (not even as a counter).
        var unmodelledRecords = 0
        /// Changes naming an id the store does not hold.
        var unknownIdChanges = 0
        /// Messages older than the last applied version.
        var staleMessages = 0
    }

    var sports: [EntityKey: Stored<EveryMatrixModels.Sport>] = [:]
    var locations: [EntityKey: Stored<EveryMatrixModels.Location>] = [:]
    var categories: [EntityKey: Stored<EveryMatrixModels.EventCategory>] = [:]
    var matches: [EntityKey: Stored<EveryMatrixModels.Match>] = [:]
    var eventInfos: [EntityKey: Stored<EveryMatrixModels.EventInfo>] = [:]
    var markets: [EntityKey: Stored<EveryMatrixModels.Market>] = [:]
    var outcomes: [EntityKey: Stored<EveryMatrixModels.Outcome>] = [:]
    var relations: [EntityKey: Stored<EveryMatrixModels.MarketOutcomeRelation>] = [:]
    var offers = OfferTable()
    /// An event page's market group tabs (their topic holds one match's groups).
    var marketGroups: [EntityKey: Stored<EveryMatrixModels.MarketGroup>] = [:]
    /// Types decoded but not used by the domain (MAIN_MARKET, counters…): type → ids.
    var others: [String: Set<EntityKey>] = [:]

    // Indexes. Child ids are kept in first-arrival order, so building a domain value needs no
    // sort. Adding a child is O(1); removing one scans its siblings (a few, at most hundreds),
    // never the store.
    var marketIdsByEvent: [EntityKey: [EntityKey]] = [:]
    var infoIdsByEvent: [EntityKey: [EntityKey]] = [:]
    /// Per market: its relations with the outcome each names, so a market's outcomes are found
    /// without reading the relations themselves.
    var relationsByMarket: [EntityKey: [RelationLink]] = [:]
    /// Per outcome: where it belongs and its offers, in one entry, so linking an outcome or an
    /// offer costs one lookup.
    var outcomeIndex: [EntityKey: OutcomeEntry] = [:]

    /// A betting offer with its outcome's event and market cached, so an odds change needs one
    /// hash lookup (kept in step with ``outcomeIndex`` by `updateLink`).
    /// Its arrival order is the order of its outcome's offer list, so it keeps no sequence of
    /// its own (an odds change in a large store costs cache lines, so the slot stays small).
    struct StoredOffer: Sendable {
        // Declared in the order an odds change reads them.
        var link: OutcomeLink
        /// The key of `value.outcomeId`.
        let outcome: EntityKey
        var value: EveryMatrixModels.BettingOffer
    }

    /// Where an outcome belongs. Held as keys: a change is emitted with ids spelled afresh.
    /// Retaining long-lived id strings instead was faster in a small store but not in a large
    /// one: a retain is an atomic write to the string's header, which the read-ahead cannot
    /// reach, so each waited for main memory in turn.
    struct OutcomeLink: Sendable {
        var event: EntityKey?
        var market: EntityKey?
    }

    /// An outcome's place in the index: its link and its offers in arrival order.
    struct OutcomeEntry: Sendable {
        var link = OutcomeLink()
        var offers: [EntityKey] = []
    }

    /// A relation filed under its market, with the outcome it names.
    struct RelationLink: Sendable, Equatable {
        let relation: EntityKey
        let outcome: EntityKey
    }

    var statistics = Statistics()

    /// Counts an update payload the feed could not decode as one undecodable record.
    mutating func recordUndecodableUpdate() {
        statistics.undecodableRecords += 1
    }
    var lastVersion: Int64?
    /// Arrival counter (the `sequence` of the next new entity).
    var sequence = 0

    /// An empty store.
    package init() {}

    /// How many entities of a vendor type the store holds (only tests ask).
    @_spi(Testing) public func count(of type: String) -> Int {
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
        case "MARKET_GROUP": return marketGroups.count
        default: return others[type]?.count ?? 0
        }
    }

    /// Whether the store holds nothing (only tests ask).
    @_spi(Testing) public var isEmpty: Bool {
        sports.isEmpty && locations.isEmpty && categories.isEmpty && matches.isEmpty && eventInfos.isEmpty && markets.isEmpty
            && outcomes.isEmpty && relations.isEmpty && offers.isEmpty && marketGroups.isEmpty && others.isEmpty
    }

    // MARK: - Applying

    /// A store holding the decoded messages of a dump (a topic's `initialDump`, a search
    /// result's records), taken over as ``apply(taking:reportingTo:)`` takes them. What they
    /// change is reported to no one: a dump's consumers read the whole store.
    package init(dump messages: consuming [EveryMatrixModels.AggregatorMessage]) {
        var unobserved = Unobserved()
        apply(taking: consume messages, reportingTo: &unobserved)
    }

    /// Applies freshly decoded messages in order (a dump upserts its entities, an update
    /// applies each change record; a message older than the last one is dropped), telling
    /// `observer` what they change as it goes.
    ///
    /// The records are moved into the store instead of copied: a dump is most of a payload's
    /// memory, and a copy costs a retain now and a release when the decoded array is freed, for
    /// every string of every record. (Passing an array the caller keeps still works; it is then
    /// copied once.)
    ///
    /// The odds changes of the whole batch are read ahead (``OfferReadAhead``), so a change costs
    /// about the same in a large store as in a small one. The window spans messages, so a batch
    /// of the vendor's small messages (one to six records) gains as much as one large message.
    mutating func apply<Observer: AggregatorChangeObserver>(taking messages: consuming [EveryMatrixModels.AggregatorMessage],
                                                             reportingTo observer: inout Observer) {
        var readAhead = OfferReadAhead()
        for index in messages.indices {
            guard accepts(version: messages[index].versionNumber) else { continue }
            var records: [EveryMatrixModels.AggregatorRecord] = []
            swap(&records, &messages[index].records)
            if messages[index].isInitialDump {
                if !matches.isEmpty { observer.dumpWillApply(over: view) }
                reserveCapacity(for: records)
            }
            records.takeEach(leaving: .invalid(reason: ""), lookingAhead: { upcoming in
                readAhead.willApply(upcoming, message: index, of: messages, to: &offers)
            }) { record in
                apply(record, reportingTo: &observer)
            }
            observer.messageApplied(in: view)
        }
    }

    /// Whether a message of this version is new enough to apply (a message without a numeric
    /// version is applied); remembers the version, or counts the message as stale.
    private mutating func accepts(version: Int64?) -> Bool {
        guard let version else { return true }
        if let lastVersion, version < lastVersion {
            statistics.staleMessages += 1
            return false
        }
        lastVersion = version
        return true
    }

    /// Applies one record of a message.
    private mutating func apply<Observer: AggregatorChangeObserver>(_ record: consuming EveryMatrixModels.AggregatorRecord,
                                                                     reportingTo observer: inout Observer) {
        switch consume record {
        case .entity(let entity):
            upsert(entity)
        case .change(let change):
            apply(change, reportingTo: &observer)
        case .invalid:
            statistics.undecodableRecords += 1
        }
    }

    /// Grows the tables once for a dump instead of rehashing repeatedly as it is applied.
    private mutating func reserveCapacity(for records: [EveryMatrixModels.AggregatorRecord]) {
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
        outcomeIndex.reserveCapacity(outcomeIndex.count + counts.outcomes)
        relations.reserveCapacity(relations.count + counts.relations)
        relationsByMarket.reserveCapacity(relationsByMarket.count + counts.markets)
        offers.reserveCapacity(offers.count + counts.offers)
    }
}
