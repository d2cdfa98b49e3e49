/// How a provider follows a slip line: the line read from the events it is offered in, after
/// each change the one reducer applied.
extension SelectionPrice {
    /// The line's price in the events a provider follows it in: open at the outcome's odds,
    /// suspended with the last price offered (the outcome's own suspension, or its market's),
    /// withdrawn once the outcome is gone or closed.
    /// The outcome is the line's own (``BetSelection/outcomeId``), or the one carrying its price id.
    @_spi(ProviderKit)
    public static func reading(_ selection: BetSelection, in events: some Sequence<Event>, previous: SelectionPrice?) -> SelectionPrice {
        let found = events.lazy.flatMap(\.markets).lazy.compactMap { market in
            market.outcomes.first { $0.id == selection.outcomeId || (selection.priceId != nil && $0.priceId == selection.priceId) }
                .map { (market: market, outcome: $0) }
        }.first
        guard let (market, outcome) = found else { return SelectionPrice(outcomeId: selection.outcomeId, odds: nil, availability: .withdrawn) }
        switch outcome.status {
        case .open where !market.isAvailable:
            return SelectionPrice(outcomeId: selection.outcomeId, odds: previous?.odds ?? outcome.odds, availability: .suspended)
        case .open:
            return SelectionPrice(outcomeId: selection.outcomeId, odds: outcome.odds, availability: .open)
        case .closed:
            return SelectionPrice(outcomeId: selection.outcomeId, odds: nil, availability: .withdrawn)
        case .suspended, .unknown:
            return SelectionPrice(outcomeId: selection.outcomeId, odds: previous?.odds ?? outcome.odds, availability: .suspended)
        }
    }

    /// The stream a provider serves for a line: each change of the events it follows the line
    /// in goes through the one reducer, and the line's price is told when it differs from the
    /// last; a withdrawal ends the stream.
    @_spi(ProviderKit)
    public static func stream(_ selection: BetSelection, following changes: LiveStream<EventChange>) -> LiveStream<SelectionPrice> {
        LiveStream { continuation in
            let task = Task {
                var last: SelectionPrice?
                var line = LiveEventList()
                do {
                    for try await change in changes {
                        line.apply(change)
                        let price = reading(selection, in: line.events, previous: last)
                        guard price != last else { continue }
                        last = price
                        continuation.yield(price)
                        if price.availability == .withdrawn { break }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: ServiceProviderError(error))
                }
            }
            continuation.onTermination { task.cancel() }
        }
    }
}
