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
        return SelectionPrice.stream(selection, following: changes)
    }
}
