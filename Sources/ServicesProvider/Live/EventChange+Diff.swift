extension EventChange {
    /// The changes that turn the live list `old` into `new`, for feeds that send whole lists
    /// (Goma polls them; EveryMatrix's aggregator sends a fresh dump after a reconnect), so an app
    /// can update one cell instead of reloading the list.
    ///
    /// In order: for each event of `new`, `eventAdded` if it is new, else its granular changes
    /// (status, score, match time, markets added or removed, a market's availability and
    /// main-line flag, odds, outcome status); then
    /// `eventRemoved` for each event of `old` that is gone. What the granular cases cannot say
    /// (a market's name or outcomes changed: `marketAdded` with the whole market; anything
    /// else about an event, such as a score cleared or markets reordered: `eventAdded` with the
    /// whole event) is sent as a replacement, which ``LiveEventList`` applies in place. So
    /// `EventChange.apply(changes(from: a, to: b), to: a) == b` whenever `b` keeps `a`'s events
    /// in `a`'s relative order and lists its new events after them; the diff does not express
    /// a reordering of the list itself.
    public static func changes(from old: [Event], to new: [Event]) -> [EventChange] {
        let previous = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let currentIds = Set(new.map(\.id))
        var changes: [EventChange] = []
        for event in new {
            guard let before = previous[event.id] else {
                changes.append(.eventAdded(event))
                continue
            }
            if before != event { changes += eventChanges(from: before, to: event) }
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
            guard oldMarket != market else { continue }
            var outcomeChanges: [EventChange] = []
            if oldMarket.isAvailable != market.isAvailable || oldMarket.isMain != market.isMain {
                outcomeChanges.append(.marketStatusChanged(eventId: id, marketId: market.id, isAvailable: market.isAvailable, isMain: market.isMain))
            }
            let oldOutcomes = Dictionary(oldMarket.outcomes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for outcome in market.outcomes {
                guard let oldOutcome = oldOutcomes[outcome.id] else { continue }
                if oldOutcome.odds != outcome.odds {
                    outcomeChanges.append(.oddsChanged(eventId: id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds))
                }
                if oldOutcome.status != outcome.status {
                    outcomeChanges.append(.outcomeStatusChanged(eventId: id, marketId: market.id, outcomeId: outcome.id, status: outcome.status))
                }
            }
            // Only odds, statuses and the market's flags changed: say so. Anything more: send the whole market.
            var patched = Event(id: id, participants: [], startDate: before.startDate, status: before.status, markets: [oldMarket])
            for change in outcomeChanges { patched.apply(change) }
            changes += patched.markets == [market] ? outcomeChanges : [.marketAdded(eventId: id, market: market)]
        }
        for market in before.markets where !newMarketIds.contains(market.id) {
            changes.append(.marketRemoved(eventId: id, marketId: market.id))
        }
        // What the granular changes cannot reach (participants, start, a cleared score, market
        // order…) is sent as the whole event.
        var patched = before
        for change in changes { patched.apply(change) }
        return patched == after ? changes : [.eventAdded(after)]
    }
}
