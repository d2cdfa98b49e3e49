/// Looks up, in the sportsbook, the events a CMS's content names, so a home page shows the
/// sportsbook's own event (its status, odds and ids), never the CMS's copy. An item whose event
/// the sportsbook does not know, or has ended, is left out and counted.
struct ContentEventResolver: Sendable {
    /// What an item names: its event and, when it chose one, a market.
    struct Reference: Hashable, Sendable {
        var eventId: String
        var marketId: String?
        /// Further markets the item needs from the sportsbook (a boosted market), looked up by
        /// market when markets are.
        var otherMarketIds: [String] = []
    }

    /// How one reference is looked up.
    private enum Key: Hashable, Sendable {
        case event(String)
        case market(String)
    }

    /// What the sportsbook answered for one key.
    enum Lookup: Sendable {
        case found(Event)
        case unknown
        case ended
    }

    let events: any EventsService
    let reference: ContentEventReference
    let counts: Locked<ContentDiagnostics>

    /// How many lookups run at once (``boundedLookups(_:width:fetch:)``): a home page names tens
    /// of events.
    static let width = 8

    /// The items whose event the sportsbook offers, each passed to `fill` with that event and the
    /// events found by market id (`fill` answering `nil` drops it); the others are counted. Fails only with an error that says nothing of the event
    /// (offline, a server error): a page is not shown half-resolved by accident.
    func resolve<Item: Sendable>(_ items: [Item], reference: (Item) -> Reference,
                                 fill: (Item, Event, [String: Event]) -> Item?) async throws(ServiceProviderError) -> [Item] {
        let references = items.map(reference)
        var keys: [Key] = []
        var seen = Set<Key>()
        for ref in references {
            for key in lookupKeys(ref) + otherKeys(ref) where seen.insert(key).inserted { keys.append(key) }
        }
        let answers = try await lookUp(keys)
        var byMarket: [String: Event] = [:]
        for case let (.market(id), .found(event)) in answers.map({ ($0.key, $0.value) }) { byMarket[id] = event }
        var kept: [Item] = []
        var unknown = 0, ended = 0
        for (item, ref) in zip(items, references) {
            guard let key = lookupKeys(ref).first else { continue }
            switch answers[key] ?? .unknown {
            case .unknown: unknown += 1
            case .ended: ended += 1
            case .found(let event):
                if let filled = fill(item, event, byMarket) { kept.append(filled) } else { unknown += 1 }
            }
        }
        if unknown > 0 || ended > 0 {
            counts.withLock { $0.unknownEvents += unknown; $0.endedEvents += ended }
        }
        return kept
    }

    /// The reference's own lookup.
    private func lookupKeys(_ ref: Reference) -> [Key] {
        guard usesMarkets, let market = ref.marketId, !market.isEmpty else { return [.event(ref.eventId)] }
        return [.market(market)]
    }

    /// Whether markets are looked up (by the reference, or automatically when the sportsbook can).
    var usesMarkets: Bool {
        switch reference {
        case .eventId: false
        case .marketId: true
        case .automatic: events.features.contains(.eventByMarket)
        }
    }

    /// The lookups of the other markets an item names (none when events are looked up by id).
    private func otherKeys(_ ref: Reference) -> [Key] {
        usesMarkets ? ref.otherMarketIds.filter { !$0.isEmpty }.map(Key.market) : []
    }

    private func lookUp(_ keys: [Key]) async throws(ServiceProviderError) -> [Key: Lookup] {
        let events = self.events
        let results = await boundedLookups(keys, width: Self.width) { key in
            do throws(ServiceProviderError) {
                switch key {
                case .event(let id): return .success(try await events.event(id: id))
                case .market(let id): return .success(try await events.event(containingMarket: id))
                }
            } catch {
                return .failure(error)
            }
        }
        var answers: [Key: Lookup] = [:]
        // In the callers' order, so the error thrown is the first key's, whatever finished first.
        for key in keys {
            switch results[key] {
            case .success(let event)?: answers[key] = event.isOver ? .ended : .found(event)
            case .failure(let error)?:
                guard error.meansUnknownId else { throw error }
                answers[key] = .unknown
            case nil: answers[key] = .unknown
            }
        }
        return answers
    }
}
