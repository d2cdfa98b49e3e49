/// Granular changes between two successive live lists, for providers that send whole lists
/// (Goma polls them; EveryMatrix's aggregator sends a fresh dump after a reconnect), so an app
/// can update one cell instead of reloading the list.
package enum LiveEventDiff {
    package static func changes(from old: [Event], to new: [Event]) -> [EventChange] {
        let previous = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let currentIds = Set(new.map(\.id))
        var changes: [EventChange] = []
        for event in new {
            guard let before = previous[event.id] else {
                changes.append(.eventAdded(event))
                continue
            }
            changes += eventChanges(from: before, to: event)
        }
        for event in old where !currentIds.contains(event.id) {
            changes.append(.eventRemoved(eventId: event.id))
        }
        return changes
    }

    private static func eventChanges(from before: Event, to after: Event) -> [EventChange] {
        var changes: [EventChange] = []
        let id = after.id
        if before.status != after.status { changes.append(.statusChanged(eventId: id, status: after.status)) }
        if before.score != after.score, let score = after.score { changes.append(.scoreChanged(eventId: id, score: score)) }
        if before.matchTime != after.matchTime, let time = after.matchTime { changes.append(.matchTimeChanged(eventId: id, matchTime: time)) }
        let oldMarkets = Dictionary(before.markets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newMarketIds = Set(after.markets.map(\.id))
        for market in after.markets {
            guard let oldMarket = oldMarkets[market.id] else {
                changes.append(.marketAdded(eventId: id, market: market))
                continue
            }
            let oldOutcomes = Dictionary(oldMarket.outcomes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for outcome in market.outcomes {
                guard let oldOutcome = oldOutcomes[outcome.id] else { continue }
                if oldOutcome.odds != outcome.odds {
                    changes.append(.oddsChanged(eventId: id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds))
                }
                if oldOutcome.status != outcome.status {
                    changes.append(.outcomeStatusChanged(eventId: id, marketId: market.id, outcomeId: outcome.id, status: outcome.status))
                }
            }
        }
        for market in before.markets where !newMarketIds.contains(market.id) {
            changes.append(.marketRemoved(eventId: id, marketId: market.id))
        }
        return changes
    }
}
