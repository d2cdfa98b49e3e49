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

    /// How many lookups run at once: a home page names tens of events, and a sportsbook throttles.
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
        var answers: [Key: Lookup] = [:]
        var start = 0
        while start < keys.count {
            let batch = keys[start..<min(start + Self.width, keys.count)]
            start += Self.width
            let results = await withTaskGroup(of: (Key, Result<Event, ServiceProviderError>).self) { group in
                for key in batch { group.addTask { (key, await fetch(key)) } }
                var results: [(Key, Result<Event, ServiceProviderError>)] = []
                for await result in group { results.append(result) }
                return results
            }
            for (key, result) in results {
                switch result {
                case .success(let event): answers[key] = Self.isOver(event) ? .ended : .found(event)
                case .failure(let error):
                    guard Self.meansUnknown(error) else { throw error }
                    answers[key] = .unknown
                }
            }
        }
        return answers
    }

    private func fetch(_ key: Key) async -> Result<Event, ServiceProviderError> {
        do throws(ServiceProviderError) {
            switch key {
            case .event(let id): return .success(try await events.event(id: id))
            case .market(let id): return .success(try await events.event(containingMarket: id))
            }
        } catch {
            return .failure(error)
        }
    }

    /// An event the sportsbook no longer offers.
    private static func isOver(_ event: Event) -> Bool {
        switch event.status {
        case .ended, .cancelled: true
        default: false
        }
    }

    /// Errors that say the sportsbook does not know the id (or could not take it as one): the
    /// CMS named something of another sportsbook, or something gone.
    private static func meansUnknown(_ error: ServiceProviderError) -> Bool {
        switch error {
        case .notFound, .invalidRequest, .validation: true
        default: false
        }
    }
}
