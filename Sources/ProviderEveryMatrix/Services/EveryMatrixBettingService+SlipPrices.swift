import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A slip line's live price: the aggregator's one topic per betting offer
/// (`/sports/{op}/{lang}/bettingOffers/{offerId}`), shared in `topicFeeds` so every consumer of a
/// line uses one subscription. The line is read from the topic's event as the store keeps it, so
/// a suspension (the offer's status) and a reopening reach the app, and a `DELETE` of the offer
/// (the outcome gone) is told as withdrawn, where the vendor's own client keeps the last price.
extension EveryMatrixBettingService {
    func priceUpdates(for selection: BetSelection) -> LiveStream<SelectionPrice> {
        guard let aggregator else { return unsupportedStream(.slipPriceUpdates) }
        let offerId: String
        do throws(ServiceProviderError) {
            // The topic is the betting offer's: a line without one cannot be followed.
            guard let priceId = selection.priceId else { throw .invalidRequest(message: "A slip line needs its priceId to be followed.") }
            try InputValidation.identifier(priceId, field: "priceId")
            offerId = priceId
        } catch {
            return .failing(error)
        }
        let topic = aggregator.topic("bettingOffers/\(offerId)")
        // The topic's changes, not its lists: a list stream gives a slow reader the latest list,
        // and a suspension and its reopening could fall between two reads unseen.
        let changes = aggregator.topicFeeds.changes(topic, producer: aggregator.feed(topic: topic))
        return LiveStream { continuation in
            let task = Task {
                var last: SelectionPrice?
                var line = LiveEventList()
                do {
                    for try await change in changes {
                        line.apply(change)
                        let price = EveryMatrixModelMapper.selectionPrice(selection, offerId: offerId, in: line.events, previous: last)
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

extension EveryMatrixModelMapper {
    /// The line in the topic's events: open or suspended at its price (a suspended line keeps the
    /// last price offered), withdrawn once its outcome is gone.
    static func selectionPrice(_ selection: BetSelection, offerId: String, in events: some Sequence<Event>, previous: SelectionPrice?) -> SelectionPrice {
        let outcome = events.lazy.flatMap(\.markets).flatMap(\.outcomes)
            .first { $0.priceId == offerId || $0.id == selection.outcomeId }
        guard let outcome else { return SelectionPrice(outcomeId: selection.outcomeId, odds: nil, availability: .withdrawn) }
        switch outcome.status {
        case .open:
            return SelectionPrice(outcomeId: selection.outcomeId, odds: outcome.odds, availability: .open)
        case .closed:
            return SelectionPrice(outcomeId: selection.outcomeId, odds: nil, availability: .withdrawn)
        case .suspended, .unknown:
            return SelectionPrice(outcomeId: selection.outcomeId, odds: previous?.odds ?? outcome.odds, availability: .suspended)
        }
    }
}
